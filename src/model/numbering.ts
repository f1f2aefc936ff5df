/**
 * How a movement numbers its pairs. Usually every pair has its own number. A two-winner Mitchell may instead
 * number each direction from 1 (Bridgemate's RoundData does: NS 1–T and EW 1–T, the Bridgemate developer's guide), and then
 * NS 1 and EW 1 are two pairs. We take the second reading when in every round most tables have a number that
 * also sits in the other direction: with one number per pair that cannot happen at all, and a slip (one pair
 * at two tables) touches one table of one round, where it is reported rather than explained away.
 *
 * @example
 * pairNumbering(mitchellRowsNumberedFromOneEachWay) //=> 'byDirection'
 */
import type { Direction } from './types.js';
import type { MovementRow } from './movement.js';

export type PairNumbering = 'unique' | 'byDirection';

export function pairNumbering(rows: readonly MovementRow[]): PairNumbering {
  const byRound = new Map<string, { ns: Set<string>; ew: Set<string>; tables: number }>();
  for (const r of rows) {
    const key = `${r.section ?? ''}|${r.round}`;
    let g = byRound.get(key);
    if (!g) {
      g = { ns: new Set(), ew: new Set(), tables: 0 };
      byRound.set(key, g);
    }
    if (r.ns !== null) g.ns.add(r.ns);
    if (r.ew !== null) g.ew.add(r.ew);
    if (r.ns !== null || r.ew !== null) g.tables++;
  }
  if (byRound.size === 0) return 'unique';
  const mostly = (g: { ns: Set<string>; ew: Set<string>; tables: number }): boolean => 2 * [...g.ns].filter((p) => g.ew.has(p)).length > g.tables;
  return [...byRound.values()].every(mostly) ? 'byDirection' : 'unique';
}

/** The identity of a pair under a numbering: `3`, or `NS 3` when each direction is numbered from 1. */
export function pairIdentity(numbering: PairNumbering, pair: string, direction: Direction): string {
  return numbering === 'byDirection' ? `${direction} ${pair}` : pair;
}
