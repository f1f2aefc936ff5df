/**
 * The tags `deals solve` adds to a board: the double-dummy table and par in the forms the program already
 * writes (hand-record-tags.ts, as BridgeComposer writes them), in BridgeComposer's order — `DoubleDummyTricks`,
 * `OptimumScore`, `ParContract`, then the `OptimumResultTable` section — leaving out those the board has.
 *
 * @example
 * solvedTagLines({ doubleDummy, par }, new Set(['DoubleDummyTricks']))[0] //=> '[OptimumScore "EW 430"]'
 */
import type { DoubleDummyTable, Par } from '../../model/types.js';
import { analysisTags, optimumResultTableLines } from './hand-record-tags.js';

/** The four tags `deals solve` writes. */
export const SOLVED_TAGS = ['DoubleDummyTricks', 'OptimumScore', 'ParContract', 'OptimumResultTable'] as const;

export function solvedTagLines(analysis: { readonly doubleDummy: DoubleDummyTable; readonly par: Par }, present: ReadonlySet<string> = new Set()): string[] {
  const info = { board: 0, doubleDummy: analysis.doubleDummy, par: analysis.par };
  const lines = analysisTags(info).filter((l) => !present.has(/^\[(\w+)/.exec(l)?.[1] ?? ''));
  if (!present.has('OptimumResultTable')) for (const l of optimumResultTableLines(info)) lines.push(l);
  return lines;
}
