/**
 * CSV injection (OWASP, "CSV Injection"): a spreadsheet opening a CSV file runs a cell that starts with `=`,
 * `+`, `-` or `@` as a formula (and a leading tab or carriage return can hide one), so a player or team
 * named `=HYPERLINK(…)` would run on the organiser's machine. Every text cell a writer takes from its input
 * — names, ids, titles — goes through `csvSafeText`, which prefixes such a cell with a single quote, as
 * OWASP recommends. Numbers the writers format themselves (scores, VP, HCs, negative ones too) are not text
 * cells and are never passed through it.
 *
 * @example
 * csvSafeText('=HYPERLINK("http://x","y")') //=> `'=HYPERLINK("http://x","y")`
 * csvSafeText('Oslo BK')                    //=> 'Oslo BK'
 */

/** The characters that make a spreadsheet read a cell as a formula, or hide one. */
const TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** A text cell, neutralised when it starts with a formula character. */
export function csvSafeText(text: string): string {
  return text.length > 0 && TRIGGERS.has(text[0] as string) ? `'${text}` : text;
}
