/**
 * One cell of a team-event CSV row, read and checked where it is read: a team (resolved through the team
 * list), a whole number, a decimal. Each problem goes to the file's bag with its line and field.
 *
 * @example
 * wholeNumber(row, 'round', bag, 'round number') //=> 3, or undefined with "field "round": "x" is not a round number …"
 */
import type { Rational } from '../../base/rational.js';
import type { DiagnosticBag } from '../../base/diagnostics.js';
import type { CsvRow } from './read-table.js';
import { MAX_MATCH_POINTS, boundedDecimal, boundedWhole, isTooLarge, shownText } from '../../base/numbers.js';
import type { TeamDirectory } from './team-names.js';

export function teamCell(row: CsvRow, field: string, bag: DiagnosticBag, dir: TeamDirectory): string | undefined {
  const text = row.get(field);
  if (text === undefined) {
    bag.error('missing-value', 'the team is empty (expected a team id or name)', row.line, field);
    return undefined;
  }
  const id = dir.resolve(text);
  if (id === undefined) bag.error('unknown-team', `"${text}" is not a team in the team list (expected a team id or name from --names)`, row.line, field);
  return id;
}

/** A whole number in [min, max] (bounded-number.ts); the message names the range when the value is too large. */
export function wholeNumber(row: CsvRow, field: string, bag: DiagnosticBag, what: string, max: number, min = 1): number | undefined {
  const text = row.get(field);
  if (text === undefined) {
    bag.error('missing-value', `the ${what} is empty (expected a whole number ≥ ${min})`, row.line, field);
    return undefined;
  }
  const n = boundedWhole(text, min, max);
  if (n === undefined || isTooLarge(n)) {
    const expected = n === undefined ? `a whole number ≥ ${min}` : `a whole number from ${min} to ${max}`;
    bag.error('bad-number', `${shownText(text)} is not a ${what} (expected ${expected})`, row.line, field);
    return undefined;
  }
  return n;
}

/** A decimal in [0, max]; empty is undefined without a message. */
export function decimal(row: CsvRow, field: string, bag: DiagnosticBag, what: string, max = MAX_MATCH_POINTS): Rational | undefined {
  const text = row.get(field);
  if (text === undefined) return undefined;
  const r = boundedDecimal(text, max);
  if (r === undefined || isTooLarge(r) || r.sign() < 0) {
    const expected = r !== undefined && isTooLarge(r) ? `a number from 0 to ${max}` : 'a number ≥ 0';
    bag.error('bad-number', `${shownText(text)} is not ${what} (expected ${expected})`, row.line, field);
    return undefined;
  }
  return r;
}
