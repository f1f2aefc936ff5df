/**
 * Numbers read from a file are range-checked where they are read: a 400-digit board number is bad data, not
 * Infinity, and a 10 MB decimal is refused before it is converted (BigInt conversion of millions of digits
 * takes minutes). The bounds of the team and Swiss files, and the text shown in a message for a value too
 * long to quote whole.
 *
 * @example
 * boundedWhole('400', 1, MAX_BOARD_NUMBER) //=> 400
 * boundedWhole('9'.repeat(400), 1, MAX_BOARD_NUMBER) //=> { tooLarge: true }
 * shownText('9'.repeat(400)) //=> '"99999999999999999999…" (400 characters)'
 */
import { Rational } from './rational.js';

/** Rounds of one event (a round robin of 1000 teams has 999). */
export const MAX_ROUND = 999;
/** Board numbers, as in movements. */
export const MAX_BOARD_NUMBER = 9999;
/** Boards in one match: the largest VP scale `vp-table --boards` prints. */
export const MAX_BOARDS = 1000;
/** 24 IMPs on each of MAX_BOARDS boards: no match total, VP or penalty of a team event is larger. */
export const MAX_MATCH_POINTS = 24 * MAX_BOARDS;
/** The largest table score there is: 7NT redoubled, vulnerable, down 13, is 7600. */
export const MAX_TABLE_SCORE = 7600;
/** Minutes of a time penalty: a day. */
export const MAX_MINUTES = 1440;
/** No number of these files needs more characters (sign, 20 digits, separator, decimals). */
export const MAX_NUMBER_CHARS = 24;

const SHOWN = 20;

/** The text quoted in a message: whole when short, else its start and its length. */
export function shownText(text: string): string {
  return text.length <= SHOWN + 4 ? `"${text}"` : `"${text.slice(0, SHOWN)}…" (${text.length} characters)`;
}

export type Bounded<T> = T | { readonly tooLarge: true } | undefined;

/** A whole number (an optional sign, digits) in [min, max]; undefined when not one; tooLarge above max. */
export function boundedWhole(text: string, min: number, max: number): Bounded<number> {
  const t = text.trim();
  if (!/^[+-]?\d+$/.test(t)) return undefined;
  if (t.length > MAX_NUMBER_CHARS) return t.startsWith('-') ? undefined : { tooLarge: true };
  const n = Number(t);
  if (n < min) return undefined;
  return n > max ? { tooLarge: true } : n;
}

/** A decimal (point or comma) with |value| ≤ max; undefined when not one; tooLarge when longer or larger. */
export function boundedDecimal(text: string, max: number): Bounded<Rational> {
  if (text.trim().length > MAX_NUMBER_CHARS) return /^\s*[+-]?[\d.,]+\s*$/.test(text) ? { tooLarge: true } : undefined;
  const r = Rational.parseDecimal(text);
  if (r === undefined) return undefined;
  return r.abs().cmp(Rational.of(max)) > 0 ? { tooLarge: true } : r;
}

export function isTooLarge<T>(v: Bounded<T>): v is { readonly tooLarge: true } {
  return typeof v === 'object' && v !== null && 'tooLarge' in v;
}
