/**
 * PBN 2.1 export-format text (§3.1, §3.3, §5.2): strings with `\"` and `\\`, tag pairs alone on their line,
 * tables whose columns carry `\<width>` and `L`/`R` so that rows line up, CRLF line ends, and the bytes in
 * UTF-8 or ISO-8859-1.
 *
 * @example
 * pbnTable('ScoreTable', [{ name: 'PairId_NS', align: 'R' }, { name: 'Names_NS', align: 'L' }],
 *   [[token('1'), text('Ola "Sjødal"')], [token('12'), text('Kari')]])
 * //=> ['[ScoreTable "PairId_NS\\2R;Names_NS\\16L"]', ' 1 "Ola \\"Sjødal\\""', '12 "Kari"']
 */

export type PbnEncoding = 'utf-8' | 'iso-8859-1';

/** One table element: a section token, or text that is written as a quoted string. */
export interface PbnCell {
  readonly text: string;
  readonly quoted: boolean;
}

export interface PbnColumn {
  readonly name: string;
  readonly align: 'L' | 'R';
}

/** Not applicable (§5.2): also what the reader takes as "no value". */
export const NOT_APPLICABLE: PbnCell = { text: '-', quoted: false };
/** Unknown (§5.2). */
export const UNKNOWN: PbnCell = { text: '?', quoted: false };

export function token(text: string): PbnCell {
  return { text, quoted: false };
}

export function text(value: string): PbnCell {
  return { text: value, quoted: true };
}

/**
 * A PBN string. Tabs and line breaks are not allowed inside one (§3.3), and control characters would be
 * banned bytes in ISO-8859-1 (§3.1), so all of them become spaces.
 */
export function pbnString(value: string): string {
  const clean = value.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
  return `"${clean.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

export function tagLine(name: string, value: string): string {
  return `[${name} ${pbnString(value)}]`;
}

/** Section tokens are ASCII 33–126 without the characters that delimit strings, tags and comments (§5.1). */
function isSectionToken(value: string): boolean {
  return /^[\x21-\x7e]+$/.test(value) && !/[[\]{};"%]/.test(value);
}

function cellText(cell: PbnCell): string {
  // A value that cannot stand as a token (a pair called "A 1") is quoted rather than split in two.
  return cell.quoted || !isSectionToken(cell.text) ? pbnString(cell.text) : cell.text;
}

function width(s: string): number {
  return [...s].length;
}

/**
 * A table section: the tag with each column's width and alignment, then one line per row, cells padded to
 * the column width and separated by one space (§5.2). Trailing padding is left off.
 */
export function pbnTable(name: string, columns: readonly PbnColumn[], rows: readonly (readonly PbnCell[])[]): string[] {
  const rendered = rows.map((row) => columns.map((_, i) => cellText(row[i] ?? NOT_APPLICABLE)));
  const widths = columns.map((_, i) => Math.max(1, ...rendered.map((r) => width(r[i] as string))));
  const header = columns.map((c, i) => `${c.name}\\${widths[i]}${c.align}`).join(';');
  // Written as the standard's own examples do (`"PairId_NS\2R"`): the names are ours and hold no quote, and a
  // backslash before a digit is no escape, so readers that do not unescape strings get the same text.
  const lines = [`[${name} "${header}"]`];
  for (const r of rendered) {
    const padded = r.map((cell, i) => {
      const pad = ' '.repeat((widths[i] as number) - width(cell));
      return (columns[i] as PbnColumn).align === 'R' ? pad + cell : cell + pad;
    });
    lines.push(padded.join(' ').trimEnd());
  }
  return lines;
}

/**
 * Lines → bytes with CRLF after every line (§3.1). ISO-8859-1 is encoded here: a character outside it, or
 * in the banned range 128–159, is written as `?`.
 */
export function encodePbn(lines: readonly string[], encoding: PbnEncoding): Uint8Array {
  const body = lines.map((l) => `${l}\r\n`).join('');
  if (encoding === 'utf-8') return new TextEncoder().encode(body);
  const out: number[] = [];
  for (const ch of body) {
    const code = ch.codePointAt(0) as number;
    out.push(code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : 0x3f);
  }
  return Uint8Array.from(out);
}
