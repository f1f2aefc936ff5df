/**
 * The fuzz's mutations of a file's bytes: cut short, lines deleted, repeated and swapped, bytes flipped, NUL,
 * stray quotes and brackets, numbers out of range; the extreme inputs (a 10 MB line or field, 100 k columns,
 * rows or lines, deep XML, half a million tags on one line); and the places of a file where a number stands,
 * for the sweep of every column × every bad value.
 */

const enc = new TextEncoder();
const latin1 = new TextDecoder('latin1');

/** mulberry32: a small seeded generator; the same seed gives the same cases on every machine. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Values that a reader must refuse or read right, put in place of a number. */
// A tiny positive number (a valid percentage of ~300 digits as a fraction: it once poisoned the register).
export const BAD_NUMBERS = [
  '9'.repeat(400),
  `0.${'0'.repeat(300)}1`,
  '1e-300',
  '1e309',
  '-1',
  '0',
  '1.5',
  'NaN',
  '99999999999',
  '9007199254740993',
  '',
  '-0',
  '+5',
  '0x10',
  'Infinity',
  '55.5',
  '1,5',
];

/** Short texts that readers treat specially. */
const STRAY = [
  '"',
  '[',
  ']',
  '{',
  '}',
  ';',
  ',',
  '\t',
  '\n',
  '\r',
  '<',
  '>',
  '&',
  '&amp;',
  '&#xD800;',
  '&#0;',
  '&#x110000;',
  '\u0000',
  '\u00a0',
  '\ufeff',
  '\ud800',
  'A55.5/44.5',
  'A60.5/40',
  'A+/A-',
  'A',
  'NP',
  '8NT',
  '7NTXX',
  '=',
  '-13',
  '+7',
  'PASS',
  '^',
  '#',
  '##',
  '%',
  '\\',
  '"#"',
  '<![CDATA[',
  ']]>',
  '<!--',
  '<!DOCTYPE x [<!ENTITY e "x">]>',
  '&e;',
];

const MUTATORS = [
  ['truncate', (b, r) => b.slice(0, Math.floor(r() * b.length))],
  ['delete-lines', (b, r) => editLines(b, r, (lines, i, n) => lines.splice(i, n))],
  ['duplicate-lines', (b, r) => editLines(b, r, (lines, i, n) => lines.splice(i, 0, ...lines.slice(i, i + n)))],
  [
    'swap-lines',
    (b, r) =>
      editLines(b, r, (lines, i) => {
        const j = Math.floor(r() * lines.length);
        const t = lines[i];
        lines[i] = lines[j];
        lines[j] = t;
      }),
  ],
  [
    'flip-bytes',
    (b, r) => {
      const out = new Uint8Array(b);
      const n = 1 + Math.floor(r() * 8);
      for (let k = 0; k < n && out.length > 0; k++) out[Math.floor(r() * out.length)] = Math.floor(r() * 256);
      return out;
    },
  ],
  [
    'zero-block',
    (b, r) => {
      // a block of a binary file (a database page) cleared, as a disk or a copy cut short leaves it
      const out = new Uint8Array(b);
      const at = Math.floor(r() * out.length);
      out.fill(0, at, at + 512);
      return out;
    },
  ],
  ['insert-nul', (b, r) => insertAt(b, Math.floor(r() * (b.length + 1)), new Uint8Array(1 + Math.floor(r() * 3)))],
  ['insert-stray', (b, r) => insertAt(b, Math.floor(r() * (b.length + 1)), enc.encode(pick(STRAY, r)))],
  ['bad-number', (b, r) => replaceNumber(b, r, pick(BAD_NUMBERS, r))],
  ['board-99999999999', (b, r) => replaceNumber(b, r, '99999999999')],
  ['unbalanced-quote', (b, r) => insertAt(b, lineStart(b, r), enc.encode('"'))],
  [
    'cut-field',
    (b, r) => {
      const s = latin1.decode(b);
      const at = Math.floor(r() * s.length);
      const end = s.slice(at).search(/[,;\t\n"<>\]]/);
      return end <= 0 ? b : concat(b.subarray(0, at), b.subarray(at + end));
    },
  ],
];

/** The mutations too large to draw often: each is also run once on every target (see `extremeCases`). */
export const EXTREMES = [
  ['line-10mb', (b) => appendLine(b, 'x'.repeat(10 * 1024 * 1024))],
  ['field-10mb', (b) => replaceNumber(b, () => 0.5, '7'.repeat(10 * 1024 * 1024))],
  ['columns-100k', (b) => appendLine(b, ','.repeat(100_000))],
  ['header-100k-columns', (b) => insertAt(b, lineEnd(b), enc.encode(';c'.repeat(100_000)))],
  ['cells-100k', (b) => appendLine(b, '1 '.repeat(100_000))],
  ['deep-xml', (b) => insertAt(b, xmlBodyAt(b), enc.encode('<a>'.repeat(100_000) + '</a>'.repeat(100_000)))],
  ['deep-xml-open', (b) => insertAt(b, xmlBodyAt(b), enc.encode('<a>'.repeat(100_000)))],
  ['lines-100k', (b) => appendLine(b, '\n'.repeat(100_000))],
  ['tags-100k', (b) => appendLine(b, '[Board "1"]\n'.repeat(20_000))],
  ['tags-one-line', (b) => appendLine(b, '[Board "1"]'.repeat(500_000))],
  ['brackets-5mb', (b) => appendLine(b, '[]'.repeat(2_500_000))],
  ['rows-100k', (b) => appendLine(b, (lastLine(b) + '\n').repeat(100_000))],
  ['bad-rows-100k', (b) => appendLine(b, 'x;"\n'.repeat(100_000))],
  ['quote-unclosed', (b) => insertAt(b, lineEnd(b) + 1, enc.encode('"'))],
  ['nul-only', () => new Uint8Array(64)],
  ['empty', () => new Uint8Array(0)],
  ['bom-only', () => Uint8Array.of(0xef, 0xbb, 0xbf)],
  ['utf16', (b) => concat(Uint8Array.of(0xff, 0xfe), b)],
  ['surrogate-ref', (b) => replaceNumber(b, () => 0.5, '&#xD800;')],
  ['board-99999999999', (b) => replaceNumber(b, () => 0.01, '99999999999')],
];

function pick(list, r) {
  return list[Math.floor(r() * list.length)];
}

function concat(...parts) {
  let n = 0;
  for (const p of parts) n += p.length;
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function insertAt(b, at, piece) {
  return concat(b.subarray(0, at), piece, b.subarray(at));
}

function appendLine(b, text) {
  return concat(b, enc.encode('\n' + text + '\n'));
}

function lastLine(b) {
  const lines = latin1
    .decode(b)
    .split('\n')
    .filter((l) => l.trim() !== '');
  return lines[lines.length - 1] ?? '';
}

function lineEnd(b) {
  const i = b.indexOf(10);
  return i < 0 ? b.length : i;
}

function lineStart(b, r) {
  const starts = [0];
  for (let i = 0; i < b.length; i++) if (b[i] === 10) starts.push(i + 1);
  return pick(starts, r);
}

function xmlBodyAt(b) {
  const s = latin1.decode(b);
  const m = /<(?![?!])[^>]*>/.exec(s);
  return m ? m.index + m[0].length : 0;
}

function editLines(b, r, edit) {
  const lines = latin1.decode(b).split('\n');
  const i = Math.floor(r() * lines.length);
  const n = 1 + Math.floor(r() * Math.min(50, lines.length));
  edit(lines, i, n);
  return latin1Bytes(lines.join('\n'));
}

function latin1Bytes(s) {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** Put `value` in place of one of the file's numbers (chosen by `r`). */
function replaceNumber(b, r, value) {
  const s = latin1.decode(b);
  const runs = [...s.matchAll(/\d+/g)];
  if (runs.length === 0) return appendLine(b, value);
  const m = runs[Math.floor(r() * runs.length)];
  return concat(b.subarray(0, m.index), enc.encode(value), b.subarray(m.index + m[0].length));
}

/** One to three random mutations of `bytes`, and their names. */
export function mutate(bytes, r) {
  let b = bytes;
  const names = [];
  const n = 1 + Math.floor(r() * 3);
  for (let k = 0; k < n; k++) {
    const [name, fn] = pick(MUTATORS, r);
    b = fn(b, r);
    names.push(name);
  }
  return { bytes: b, mutation: names.join('+') };
}

// ---------------------------------------------------------------------------------------------------------
// The sweep: every column (CSV) or every kind of number (PBN, XML, JSON) × every bad value

/**
 * The places of a file where a number stands, one per kind: each column of a CSV file (in its first data row
 * and its last), and for other files each distinct text before a number (`[Board "`, `<BOARD_NUMBER>`,
 * `"board":`). Each place is a function from a value to the file's new bytes.
 */
export function numberPlaces(name, bytes) {
  const s = latin1.decode(bytes);
  const places = [];
  if (/\.csv$/i.test(name)) {
    const lines = s.split('\n');
    const sep = [',', ';', '\t'].reduce((a, c) => ((lines[0] ?? '').split(c).length > (lines[0] ?? '').split(a).length ? c : a), ',');
    const rows = [1, lines.length - 2].filter((i, k, all) => i >= 1 && i < lines.length && all.indexOf(i) === k && (lines[i] ?? '').trim() !== '');
    const columns = (lines[0] ?? '').split(sep);
    for (const row of rows) {
      for (let c = 0; c < columns.length; c++) {
        places.push({
          label: `${columns[c]?.trim()}@${row + 1}`,
          apply: (value) => {
            const copy = [...lines];
            const cells = (copy[row] ?? '').split(sep);
            while (cells.length <= c) cells.push('');
            cells[c] = value;
            copy[row] = cells.join(sep);
            return latin1Bytes(copy.join('\n'));
          },
        });
      }
    }
    return places;
  }
  const seen = new Set();
  for (const m of s.matchAll(/\d+/g)) {
    const before = s
      .slice(Math.max(0, m.index - 16), m.index)
      .replace(/\d+/g, '#')
      .replace(/\s+/g, ' ');
    const key = before.slice(before.search(/[\w<"[\]]*[^\w]*$/));
    if (seen.has(key) || seen.size >= 80) continue;
    seen.add(key);
    const at = m.index;
    const len = m[0].length;
    places.push({ label: key.trim() || '#', apply: (value) => concat(bytes.subarray(0, at), enc.encode(value), bytes.subarray(at + len)) });
  }
  return places;
}

// ---------------------------------------------------------------------------------------------------------
// Cases
