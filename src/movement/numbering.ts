/**
 * How a movement numbers its pairs. Usually every pair has its own number. A two-winner Mitchell may instead
 * number each direction from 1 (Bridgemate's RoundData does: NS 1–T and EW 1–T, formats.md §3.1), and then
 * NS 1 and EW 1 are two pairs. We take the second reading when in every round some number sits both NS and
 * EW: with one number per pair that is impossible, and a single slip (one pair at two tables) shows up in one
 * round only, where it is reported rather than explained away.
 *
 * @example
 * pairNumbering(mitchellRowsNumberedFromOneEachWay) //=> 'byDirection'
 */
import type { Direction } from '../model/types.js';
import type { MovementRow } from './types.js';

export type PairNumbering = 'unique' | 'byDirection';

export function pairNumbering(rows: readonly MovementRow[]): PairNumbering {
  const byRound = new Map<string, { ns: Set<string>; ew: Set<string>; both: boolean }>();
  for (const r of rows) {
    const key = `${r.section ?? ''}|${r.round}`;
    let g = byRound.get(key);
    if (!g) {
      g = { ns: new Set(), ew: new Set(), both: false };
      byRound.set(key, g);
    }
    if (r.ns !== null) {
      g.ns.add(r.ns);
      if (g.ew.has(r.ns)) g.both = true;
    }
    if (r.ew !== null) {
      g.ew.add(r.ew);
      if (g.ns.has(r.ew)) g.both = true;
    }
  }
  if (byRound.size === 0) return 'unique';
  return [...byRound.values()].every((g) => g.both) ? 'byDirection' : 'unique';
}

/** The identity of a pair under a numbering: `3`, or `NS 3` when each direction is numbered from 1. */
export function pairIdentity(numbering: PairNumbering, pair: string, direction: Direction): string {
  return numbering === 'byDirection' ? `${direction} ${pair}` : pair;
}
