/**
 * The one CSV writer of the program: every CSV file a command writes is made here (RFC 4180):
 * comma-separated, a field in double quotes when it holds a comma, a quote, a line feed or a carriage return
 * (a quote doubled inside), records ended by a line feed. Null and undefined are an empty field.
 *
 * CSV injection (OWASP, "CSV Injection"): a spreadsheet opening a CSV file runs a cell that starts with `=`,
 * `+`, `-` or `@` as a formula (and a leading tab or carriage return can hide one), so a player or team named
 * `=HYPERLINK(…)` would run on the organiser's machine. Every string cell is therefore neutralised here,
 * whichever writer made it: one that starts with such a character is prefixed with a single quote, as OWASP
 * recommends — except a number as the writers format one (`-1.29`, `+1`, `-420`: a spreadsheet reads it as
 * that number, never as a formula) and a lone `=` (a contract made exactly). A cell of type number is a
 * number and is written as it is. Writers may still call `csvSafeText` on a text cell taken from the input:
 * it then quotes a name that looks like a number too (`-3` → `'-3`), and the writer's neutralising is not done
 * twice (a neutralised cell starts with a quote).
 *
 * @example
 * csvText([['pair', 'names'], [1, 'Lie, Marit']]) //=> 'pair,names\n1,"Lie, Marit"\n'
 * csvText([['=1+1', '-1.29', -3]])                 //=> "'=1+1,-1.29,-3\n"
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
    const s = typeof v === 'number' ? String(v) : csvCellText(v);
    line += /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  }
  return line + '\n';
}

/** The characters that make a spreadsheet read a cell as a formula, or hide one. */
const TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** A number as the writers format one (a sign, digits, a decimal part), or a lone `=`: never a formula. */
const NOT_A_FORMULA = /^(?:[+-]?(?:\d+(?:\.\d+)?|\.\d+)|=)$/;

/**
 * A text cell taken from the input (a name, an id, a title), neutralised when it starts with a formula
 * character, whatever follows.
 *
 * @example
 * csvSafeText('=HYPERLINK("http://x","y")') //=> `'=HYPERLINK("http://x","y")`
 * csvSafeText('Oslo BK')                    //=> 'Oslo BK'
 */
export function csvSafeText(text: string): string {
  return text.length > 0 && TRIGGERS.has(text[0] as string) ? `'${text}` : text;
}

/** Any string cell as the writer writes it: neutralised unless it is a formatted number (or a lone `=`). */
export function csvCellText(text: string): string {
  return text.length > 0 && TRIGGERS.has(text[0] as string) && !NOT_A_FORMULA.test(text) ? `'${text}` : text;
}
