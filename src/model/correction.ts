/**
 * A result corrected by the director (`--adjustments` kind `correction`): the result entered was wrong, and the
 * result played replaces it (not an adjusted score).
 *
 * @example
 * const c: Correction = { before, after, source: { file: 'adjustments.csv', line: 3 } };
 */
import type { ResultLine } from './types.js';

/** What was entered, what replaces it, and the line of the ruling. */
export interface Correction {
  readonly before: ResultLine;
  readonly after: ResultLine;
  readonly note?: string;
  readonly source: { readonly file: string; readonly line: number };
}
