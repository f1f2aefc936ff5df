/**
 * CSV as bytes → rows of fields, streaming: chunks are pushed as they are read, each complete row is handed to
 * the caller as offsets into a buffer (no string per field unless the caller asks for one), so a file of
 * millions of lines is read in one pass without a document-sized string.
 *
 * The dialect real travellers come in (RFC 4180 and the spreadsheets' variants): comma, semicolon or tab
 * (the one that splits the header line into the most fields), fields optionally in double quotes with `""`
 * for a quote, a quoted field may span lines; white space around a field is dropped; blank lines and lines
 * starting with `#` are skipped; LF, CRLF or CR line ends; a UTF-8 byte-order mark is dropped. A row is
 * numbered by the line it ends on.
 *
 * Text: UTF-8 when every byte of the file is valid UTF-8, Windows-1252 otherwise (decode.ts). The tokenizer
 * checks as it goes; on the first byte that is not UTF-8 it reports `restart: 'windows-1252'`, and the caller
 * reads the file again in that encoding.
 *
 * @example
 * const t = new CsvTokenizer({ onRow: (row) => console.log(row.text(0), row.line) });
 * t.push(bytes); t.finish();
 */
import { decodeWindows1252, utf16Bom } from '../decode.js';

export type CsvEncoding = 'utf-8' | 'windows-1252';

/** One row as the tokenizer hands it over: valid only during the callback. */
export interface CsvRowView {
  readonly line: number;
  readonly count: number;
  /** the buffer the offsets point into */
  readonly bytes: Uint8Array;
  start(i: number): number;
  end(i: number): number;
  /** true when the field needs unescaping (a quoted field with `""` inside) */
  escaped(i: number): boolean;
  /** the field's text (decoded in the file's encoding); '' when absent */
  text(i: number): string;
  /** true when the field's bytes are all ASCII (then byte codes are characters) */
  ascii(i: number): boolean;
}

export interface CsvSyntaxError {
  readonly code: 'csv-quote' | 'csv-syntax';
  readonly line: number;
  readonly message: string;
}

export interface CsvTokenizerOptions {
  readonly onRow: (row: CsvRowView) => void | 'stop';
  readonly encoding?: CsvEncoding;
  /** the delimiter; by default judged from the header line */
  readonly delimiter?: number;
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const HASH = 0x23;
const SPACE = 0x20;
const TAB = 0x09;
const DELIMITERS = [0x2c, 0x3b, 0x09] as const; // , ; tab

const utf8 = new TextDecoder('utf-8');
const utf8Encoder = new TextEncoder();

export class CsvTokenizer implements CsvRowView {
  line = 0;
  count = 0;
  bytes: Uint8Array = new Uint8Array(0);
  /** set when the file is not UTF-8 (read it again as Windows-1252) */
  restart: CsvEncoding | undefined;
  error: CsvSyntaxError | undefined;
  stopped = false;

  private readonly onRow: CsvTokenizerOptions['onRow'];
  private readonly encoding: CsvEncoding;
  private delimiter: number;
  private starts = new Int32Array(64);
  private ends = new Int32Array(64);
  private esc = new Uint8Array(64);
  private nonAscii = new Uint8Array(64);
  /** bytes of a row that did not end in the last chunk */
  private carry: Uint8Array = new Uint8Array(0);
  /** the line number at the start of `carry` */
  private carryLine = 1;
  private first = true;
  /** the first line was looked at for Excel's "sep=" */
  private sepDone = false;

  constructor(opts: CsvTokenizerOptions) {
    this.onRow = opts.onRow;
    this.encoding = opts.encoding ?? 'utf-8';
    this.delimiter = opts.delimiter ?? 0;
  }

  start(i: number): number {
    return this.starts[i] as number;
  }
  end(i: number): number {
    return this.ends[i] as number;
  }
  escaped(i: number): boolean {
    return this.esc[i] === 1;
  }
  ascii(i: number): boolean {
    return this.nonAscii[i] === 0;
  }

  text(i: number): string {
    if (i >= this.count) return '';
    const s = this.starts[i] as number;
    const e = this.ends[i] as number;
    if (s === e) return '';
    const b = this.bytes;
    let t: string;
    if (this.nonAscii[i] === 0) {
      t = e - s <= 64 ? asciiText(b, s, e) : utf8.decode(b.subarray(s, e));
    } else if (this.encoding === 'utf-8') t = utf8.decode(b.subarray(s, e));
    else t = decodeWindows1252(b.subarray(s, e));
    if (this.esc[i] === 1) t = t.replace(/""/g, '"');
    return t;
  }

  /** UTF-16 with a byte-order mark (Excel's "Unicode text"): each chunk is read through this into UTF-8 */
  private wide: InstanceType<typeof TextDecoder> | undefined;

  /** Feed the next chunk of the file. */
  push(chunk: Uint8Array): void {
    if (this.stopped) return;
    let buf = chunk;
    if (this.first) {
      this.first = false;
      const bom = utf16Bom(buf);
      if (bom !== undefined) {
        this.wide = new TextDecoder(bom);
        buf = buf.subarray(2);
      } else if (buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) buf = buf.subarray(3);
    }
    if (this.wide !== undefined) buf = utf8Encoder.encode(this.wide.decode(buf, { stream: true }));
    this.pushBytes(buf);
  }

  private pushBytes(chunk: Uint8Array): void {
    let buf = chunk;
    if (this.carry.length > 0) {
      const joined = new Uint8Array(this.carry.length + buf.length);
      joined.set(this.carry, 0);
      joined.set(buf, this.carry.length);
      buf = joined;
    }
    const consumed = this.scan(buf, false);
    // A copy (new Uint8Array): the chunk may be written over by the next, and a Buffer's slice is a view.
    this.carry = consumed < buf.length ? new Uint8Array(buf.subarray(consumed)) : new Uint8Array(0);
  }

  /** The end of the file: the last row, if it has no line end. */
  finish(): void {
    if (this.stopped) return;
    if (this.wide !== undefined) {
      const rest = utf8Encoder.encode(this.wide.decode());
      if (rest.length > 0) this.pushBytes(rest);
      if (this.stopped) return;
    }
    if (this.carry.length > 0) {
      const buf = this.carry;
      this.carry = new Uint8Array(0);
      this.scan(buf, true);
    }
  }

  /**
   * Rows in buf from the start; returns how many bytes were consumed (the rest is an unfinished row). At the
   * end of the file (`last`) an unfinished row is a row, or an unclosed quote.
   */
  private scan(buf: Uint8Array, last: boolean): number {
    const n = buf.length;
    let pos = 0;
    let line = this.carryLine;
    while (pos < n && !this.stopped) {
      // Blank lines and comments, at the start of a row.
      const c0 = buf[pos] as number;
      if (c0 === LF) {
        pos++;
        line++;
        continue;
      }
      if (c0 === CR) {
        if (pos + 1 >= n && !last) {
          // a CR at the very end of a chunk may be the first half of CRLF: decide with the next chunk
          this.carryLine = line;
          return pos;
        }
        pos += buf[pos + 1] === LF ? 2 : 1;
        line++;
        continue;
      }
      if (c0 === HASH) {
        let p = pos;
        while (p < n && buf[p] !== LF && buf[p] !== CR) p++;
        if (p >= n && !last) {
          this.carryLine = line;
          return pos;
        }
        if (!this.checkUtf8(buf, pos, p)) return n;
        pos = p;
        continue;
      }
      if (!this.sepDone) {
        // Excel's first line "sep=;" declares the delimiter: it is not a row
        const lineEnd = findLineEnd(buf, pos);
        if (lineEnd < 0 && !last) {
          this.carryLine = line;
          return pos;
        }
        this.sepDone = true;
        const end = lineEnd < 0 ? n : lineEnd;
        const declared = sepDeclaration(buf, pos, end);
        if (declared !== undefined) {
          this.delimiter = declared;
          pos = end;
          continue;
        }
      }
      const rowStart = pos;
      const rowLine = line;
      if (this.delimiter === 0) {
        const lineEnd = findLineEnd(buf, pos);
        if (lineEnd < 0 && !last) {
          this.carryLine = line;
          return pos;
        }
        this.delimiter = detectDelimiterBytes(buf, pos, lineEnd < 0 ? n : lineEnd);
      }
      this.row(buf, pos, last, line);
      if (this.rNext < 0) {
        // the row is not complete in this chunk
        this.carryLine = rowLine;
        return rowStart;
      }
      pos = this.rNext;
      line = this.rLine;
      if (this.error || this.restart) {
        this.stopped = true;
        return n;
      }
      this.line = this.rRowLine;
      if (this.isBlankRow()) continue;
      this.bytes = buf;
      if (this.onRow(this) === 'stop') this.stopped = true;
    }
    this.carryLine = line;
    return pos;
  }

  private isBlankRow(): boolean {
    for (let i = 0; i < this.count; i++) if ((this.ends[i] as number) > (this.starts[i] as number)) return false;
    return true;
  }

  /** where the next row starts (−1: incomplete), the line there, and the line the row ended on */
  private rNext = 0;
  private rLine = 0;
  private rRowLine = 0;

  private done(next: number, line: number, rowLine: number): void {
    this.rNext = next;
    this.rLine = line;
    this.rRowLine = rowLine;
  }

  /** One row from pos: fields into starts/ends, and where it ends into rNext, rLine, rRowLine. */
  private row(buf: Uint8Array, pos: number, last: boolean, startLine: number): void {
    const n = buf.length;
    const d = this.delimiter;
    let line = startLine;
    let count = 0;
    let p = pos;
    for (;;) {
      if (count === this.starts.length) this.growFields();
      // leading white space
      while (p < n && (buf[p] === SPACE || buf[p] === TAB) && buf[p] !== d) p++;
      let start = p;
      let end = p;
      let escaped = 0;
      let nonAscii = 0;
      if (p < n && buf[p] === QUOTE) {
        const openLine = line;
        p++;
        start = p;
        for (;;) {
          if (p >= n) {
            if (!last) return this.done(-1, line, line);
            this.error = {
              code: 'csv-quote',
              line: openLine,
              message: 'a quoted field opened on this line is never closed (expected a closing " on the same line)',
            };
            return this.done(n, line, line);
          }
          const c = buf[p] as number;
          if (c === QUOTE) {
            if (p + 1 < n && buf[p + 1] === QUOTE) {
              escaped = 1;
              p += 2;
              continue;
            }
            if (p + 1 >= n && !last) return this.done(-1, line, line);
            break;
          }
          if (c === LF || (c === CR && buf[p + 1] !== LF)) line++;
          if (c >= 0x80) nonAscii = 1;
          p++;
        }
        end = p;
        p++; // the closing quote
        while (p < n && (buf[p] === SPACE || buf[p] === TAB) && buf[p] !== d) p++;
        if (p < n && buf[p] !== d && buf[p] !== LF && buf[p] !== CR) {
          this.error = {
            code: 'csv-syntax',
            line,
            message: `a closing quote is followed by "${String.fromCharCode(buf[p] as number)}" (expected the delimiter or the end of the line after a quoted field)`,
          };
          return this.done(n, line, line);
        }
      } else {
        while (p < n) {
          const c = buf[p] as number;
          if (c === d || c === LF || c === CR) break;
          if (c === QUOTE) {
            this.error = {
              code: 'csv-syntax',
              line,
              message: 'a quote inside a field that does not start with one (expected the whole field in quotes, with "" for a quote in it)',
            };
            return this.done(n, line, line);
          }
          if (c >= 0x80) nonAscii = 1;
          p++;
        }
        if (p >= n && !last) return this.done(-1, line, line);
        end = p;
        while (end > start && (buf[end - 1] === SPACE || buf[end - 1] === TAB)) end--;
      }
      if (nonAscii === 1 && !this.checkUtf8(buf, start, end)) return this.done(n, line, line);
      this.starts[count] = start;
      this.ends[count] = end;
      this.esc[count] = escaped;
      this.nonAscii[count] = nonAscii;
      count++;
      if (p < n && buf[p] === d) {
        p++;
        continue;
      }
      // end of the row: a line end or the end of the file
      this.count = count;
      const rowLine = line;
      if (p < n && buf[p] === CR) {
        if (p + 1 >= n && !last) return this.done(-1, line, rowLine);
        p += buf[p + 1] === LF ? 2 : 1;
        line++;
      } else if (p < n && buf[p] === LF) {
        p++;
        line++;
      }
      return this.done(p, line, rowLine);
    }
  }

  /** Is buf[s, e) valid UTF-8 (when reading as UTF-8)? Otherwise the file is Windows-1252: restart. */
  private checkUtf8(buf: Uint8Array, s: number, e: number): boolean {
    if (this.encoding !== 'utf-8') return true;
    let need = 0;
    let lo = 0x80;
    let hi = 0xbf;
    for (let i = s; i < e; i++) {
      const b = buf[i] as number;
      if (need > 0) {
        if (b < lo || b > hi) return this.notUtf8();
        need--;
        lo = 0x80;
        hi = 0xbf;
        continue;
      }
      if (b < 0x80) continue;
      if (b >= 0xc2 && b <= 0xdf) need = 1;
      else if (b === 0xe0) {
        need = 2;
        lo = 0xa0;
      } else if (b === 0xed) {
        need = 2;
        hi = 0x9f;
      } else if (b >= 0xe1 && b <= 0xef) need = 2;
      else if (b === 0xf0) {
        need = 3;
        lo = 0x90;
      } else if (b === 0xf4) {
        need = 3;
        hi = 0x8f;
      } else if (b >= 0xf1 && b <= 0xf3) need = 3;
      else return this.notUtf8();
    }
    // A field must hold whole characters.
    return need > 0 ? this.notUtf8() : true;
  }

  private notUtf8(): boolean {
    this.restart = 'windows-1252';
    this.stopped = true;
    return false;
  }

  private growFields(): void {
    const m = this.starts.length * 2;
    const grow32 = (a: Int32Array) => {
      const b = new Int32Array(m);
      b.set(a);
      return b;
    };
    const grow8 = (a: Uint8Array) => {
      const b = new Uint8Array(m);
      b.set(a);
      return b;
    };
    this.starts = grow32(this.starts);
    this.ends = grow32(this.ends);
    this.esc = grow8(this.esc);
    this.nonAscii = grow8(this.nonAscii);
  }
}

function asciiText(b: Uint8Array, s: number, e: number): string {
  let t = '';
  for (let i = s; i < e; i++) t += String.fromCharCode(b[i] as number);
  return t;
}

function findLineEnd(buf: Uint8Array, pos: number): number {
  let inQuotes = false;
  for (let p = pos; p < buf.length; p++) {
    const c = buf[p];
    if (c === QUOTE) inQuotes = !inQuotes;
    else if (!inQuotes && (c === LF || c === CR)) return p;
  }
  return -1;
}

/**
 * The delimiter a line `sep=;` declares (Excel writes it first to name the delimiter; quoted by some programs),
 * or undefined when the line is not one.
 */
export function sepDeclaration(buf: Uint8Array, s: number, e: number): number | undefined {
  let a = s;
  let b = e;
  if (b - a >= 2 && buf[a] === QUOTE && buf[b - 1] === QUOTE) {
    a++;
    b--;
  }
  if (b - a !== 5) return undefined;
  const lower = (i: number): number => (buf[a + i] as number) | 0x20;
  if (lower(0) !== 0x73 || lower(1) !== 0x65 || lower(2) !== 0x70 || buf[a + 3] !== 0x3d) return undefined;
  const d = buf[a + 4] as number;
  return (DELIMITERS as readonly number[]).includes(d) ? d : undefined;
}

/** The delimiter that splits the header line into the most fields (comma when none does). */
export function detectDelimiterBytes(buf: Uint8Array, s: number, e: number): number {
  let best: number = DELIMITERS[0];
  let bestCount = 0;
  for (const d of DELIMITERS) {
    let inQuotes = false;
    let count = 0;
    for (let p = s; p < e; p++) {
      const c = buf[p];
      if (c === QUOTE) inQuotes = !inQuotes;
      else if (c === d && !inQuotes) count++;
    }
    if (count > bestCount) {
      best = d;
      bestCount = count;
    }
  }
  return best;
}

/** Every row of a whole buffer as strings (small files: names, adjustments, movements …). */
export function tokenizeCsv(
  bytes: Uint8Array,
  encoding: CsvEncoding = 'utf-8',
): { rows: { line: number; cells: string[] }[]; error?: CsvSyntaxError; restart?: CsvEncoding } {
  const rows: { line: number; cells: string[] }[] = [];
  const t = new CsvTokenizer({
    encoding,
    onRow: (row) => {
      const cells = new Array<string>(row.count);
      for (let i = 0; i < row.count; i++) cells[i] = row.text(i);
      rows.push({ line: row.line, cells });
    },
  });
  t.push(bytes);
  t.finish();
  return { rows, ...(t.error ? { error: t.error } : {}), ...(t.restart ? { restart: t.restart } : {}) };
}
