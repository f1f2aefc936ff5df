/**
 * CSV text as the outputs write it (RFC 4180): comma-separated, a field in double quotes when it holds a
 * comma, a quote, a line feed or a carriage return (a quote doubled inside), records ended by a line feed.
 * Numbers as the writers formatted them; null and undefined as an empty field.
 *
 * @example
 * csvText([['pair', 'names'], [1, 'Lie, Marit']]) //=> 'pair,names\n1,"Lie, Marit"\n'
 */
export type CsvCell = string | number | null | undefined;

export function csvText(rows: Iterable<readonly CsvCell[]>): string {
  let out = '';
  for (const row of rows) out += csvRecord(row);
  return out;
}

/** One record with its line end. */
export function csvRecord(row: readonly CsvCell[]): string {
  let line = '';
  for (let i = 0; i < row.length; i++) {
    if (i > 0) line += ',';
    const v = row[i];
    if (v === null || v === undefined) continue;
    const s = typeof v === 'number' ? String(v) : v;
    line += /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  }
  return line + '\n';
}
