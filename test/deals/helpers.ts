/**
 * What the `deals` tests share: the session's BridgeComposer hand record, a copy without its analysis (as a
 * dealing program writes it), a fake solver that answers with the fixture's own tables (the real solver
 * takes seconds a deal), and a line diff.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DoubleDummyTable } from '../../src/model/types.js';
import { readHandRecord } from '../../src/parse/pbn/hand-record.js';
import type { SolveDeals } from '../../src/pipeline/deals-common.js';
import { bridgemateDir } from '../helpers/fixtures.js';

export const HANDS = new Uint8Array(readFileSync(join(bridgemateDir, 'club-2026-01-19-hands.pbn')));
export const latin1 = (bytes: Uint8Array): string => String.fromCharCode(...bytes);
export const bytesOf = (text: string): Uint8Array => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

/** The hand record without DoubleDummyTricks, OptimumScore, ParContract and the OptimumResultTable rows. */
export function stripAnalysis(text: string): string {
  return text
    .replace(/\[(DoubleDummyTricks|OptimumScore|ParContract) "[^"]*"\]\r?\n/g, '')
    .replace(/\[OptimumResultTable "[^"]*"\]\r?\n(?:[NESW] +(?:NT|[SHDC]) +\d+\r?\n)*/g, '');
}

export const BARE = bytesOf(stripAnalysis(latin1(HANDS)));

/** The fixture's tables by deal. */
export const TABLES: ReadonlyMap<string, DoubleDummyTable> = new Map(
  readHandRecord(HANDS, 'hands.pbn').boards.map((b) => [b.deal as string, b.doubleDummy as DoubleDummyTable]),
);

/** Answers from TABLES (normalised deal text, from North), counting the deals it was asked. */
export function fakeSolver(tables: ReadonlyMap<string, DoubleDummyTable> = TABLES): SolveDeals & { asked: string[] } {
  const asked: string[] = [];
  const solve = async (deals: readonly string[], onSolved?: (done: number) => void) =>
    deals.map((d, i) => {
      asked.push(d);
      onSolved?.(i + 1);
      const t = tables.get(d);
      if (!t) throw new Error(`fake solver: no table for ${d}`);
      return t;
    });
  return Object.assign(solve, { asked });
}

/**
 * The lines of `after` that are not in `before`, when `before` is `after` with some lines taken out (a
 * longest-common-subsequence walk would be general; this one asserts the stronger property that the
 * remaining lines are exactly `before`, in order).
 */
export function insertedLines(before: string, after: string): { inserted: string[]; rest: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const inserted: string[] = [];
  const rest: string[] = [];
  let i = 0;
  for (const line of b) {
    if (i < a.length && line === a[i]) {
      rest.push(line);
      i++;
    } else inserted.push(line);
  }
  return { inserted, rest };
}
