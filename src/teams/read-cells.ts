/**
 * One cell of a team-event CSV row, read and checked where it is read: a team (resolved through the team
 * list), a whole number, a decimal. Each problem goes to the file's bag with its line and field.
 *
 * @example
 * wholeNumber(row, 'round', bag, 'round number') //=> 3, or undefined with "field "round": "x" is not a round number …"
 */
import { Rational } from '../model/rational.js';
import type { DiagnosticBag } from '../parse/diagnostics.js';
import type { CsvRow } from '../parse/csv/read-table.js';
import type { TeamDirectory } from './read-names.js';

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

export function wholeNumber(row: CsvRow, field: string, bag: DiagnosticBag, what: string, min = 1): number | undefined {
  const text = row.get(field);
  if (text === undefined) {
    bag.error('missing-value', `the ${what} is empty (expected a whole number ≥ ${min})`, row.line, field);
    return undefined;
  }
  if (!/^[+-]?\d+$/.test(text) || Number(text) < min) {
    bag.error('bad-number', `"${text}" is not a ${what} (expected a whole number ≥ ${min})`, row.line, field);
    return undefined;
  }
  return Number(text);
}

export function decimal(row: CsvRow, field: string, bag: DiagnosticBag, what: string): Rational | undefined {
  const text = row.get(field);
  if (text === undefined) return undefined;
  const r = Rational.parseDecimal(text);
  if (r === undefined || r.sign() < 0) {
    bag.error('bad-number', `"${text}" is not ${what} (expected a number ≥ 0)`, row.line, field);
    return undefined;
  }
  return r;
}

