/**
 * The 3-table Howell: 6 pairs, 5 rounds, 5 board sets. Pair 6 stays at table 1 and meets pair g in round g;
 * at tables 2 and 3 pairs g + 1 and g − 1, g + 2 and g − 2 meet (counting pairs 1–5 round a circle): every
 * pair meets every other pair once. A complete Howell of 3 tables would be a Room square of side 5, which does
 * not exist, so the sets are not all different in every round. Here, in round 1, all three
 * tables share set 1 (they pass its boards between them during the round, which needs at least 3 boards per
 * set); from round 2 on every table plays its own set while the other two wait on a relay stand. Every pair
 * still plays every set once, and every board is played three times.
 *
 * An exhaustive search over the 5 × 3 assignments of sets to meetings in which every pair plays every set
 * once finds this shape only: one round in which all three tables share, or all five rounds. The table below
 * is the first of the first kind, with the share in round 1.
 *
 * Scoring: one winner; every board has three results, each matchpointed against the other two in its
 * direction (Law 78A: a top of 4 on the international scale), so no result is factored, and as every pair
 * plays every board the totals compare directly.
 *
 * @example
 * threeTableHowell(false, false).filter((s) => s.round === 0).map((s) => s.set) //=> [0, 0, 0]
 */
import { ComparisonTracker, compareStats, type SeatCell } from './comparisons.js';
import type { DesignSeat } from './howell-seating.js';

export const THREE_TABLE_ROUNDS = 5;

/** The set (from 0) at tables 1–3 in rounds 1–5. */
const SETS: readonly (readonly [number, number, number])[] = [
  [0, 0, 0],
  [1, 2, 3],
  [3, 2, 4],
  [4, 1, 3],
  [2, 1, 4],
];

/** Seats with pairs as indices 0–5 (pair 6 is index 5); `halfTable` leaves out pair 6. */
export function threeTableHowell(halfTable: boolean, stationaryNorth: boolean): DesignSeat[] {
  const base: { round: number; tableIndex: number; a: number; b: number; set: number }[] = [];
  SETS.forEach((sets, g) => {
    const meetings: [number, number][] = [
      [5, g],
      [(g + 1) % 5, (g + 4) % 5],
      [(g + 2) % 5, (g + 3) % 5],
    ];
    meetings.forEach(([a, b], t) => base.push({ round: g, tableIndex: t, a, b, set: sets[t] as number }));
  });
  const absent = (p: number): boolean => halfTable && p === 5;
  const played = base.filter((c) => !absent(c.a) && !absent(c.b));
  // Pair 6 starts North (round 1, table 1), and stays there with `stationaryNorth`.
  const flips = bestFlips(
    played.map((c) => ({ ns: c.a, ew: c.b, set: c.set })),
    played.map((c) => c.a === 5 && (stationaryNorth || c.round === 0)),
  );
  let k = 0;
  return base.map((c) => {
    if (absent(c.a) || absent(c.b)) return { round: c.round, tableIndex: c.tableIndex, ns: absent(c.a) ? null : c.a, ew: absent(c.b) ? null : c.b, set: c.set };
    const flip = flips[k++] === true;
    return { round: c.round, tableIndex: c.tableIndex, ns: flip ? c.b : c.a, ew: flip ? c.a : c.b, set: c.set };
  });
}

/**
 * Every choice of directions (a Gray code, one table changed a step) with every pair NS ⌊r/2⌋ or ⌈r/2⌉ times
 * in the r rounds whose seats are free: the first with the most even comparisons. `fixed` cells keep their
 * seats (pair 6 North).
 */
function bestFlips(cells: readonly SeatCell[], fixed: readonly boolean[]): boolean[] {
  const free = cells.map((_, i) => i).filter((i) => fixed[i] !== true);
  const tracker = new ComparisonTracker(cells, 6);
  const ns = new Int32Array(6);
  const freeRounds = new Int32Array(6);
  const fixedNs = new Int32Array(6);
  cells.forEach((c, i) => {
    ns[c.ns] = (ns[c.ns] as number) + 1;
    if (fixed[i] === true) fixedNs[c.ns] = (fixedNs[c.ns] as number) + 1;
    else {
      freeRounds[c.ns] = (freeRounds[c.ns] as number) + 1;
      freeRounds[c.ew] = (freeRounds[c.ew] as number) + 1;
    }
  });
  const balanced = (): boolean =>
    ns.every((v, p) => {
      const r = freeRounds[p] as number;
      const own = v - (fixedNs[p] as number);
      return own >= Math.floor(r / 2) && own <= Math.ceil(r / 2);
    });
  const state = cells.map(() => false);
  let best: { flips: boolean[]; stats: ReturnType<ComparisonTracker['stats']> } | undefined;
  for (let step = 0; step < 2 ** free.length; step++) {
    if (step > 0) {
      const i = free[Math.log2(step & -step)] as number;
      ns[tracker.nsOf(i)] = (ns[tracker.nsOf(i)] as number) - 1;
      ns[tracker.ewOf(i)] = (ns[tracker.ewOf(i)] as number) + 1;
      tracker.flip(i);
      state[i] = !state[i];
    }
    if (!balanced()) continue;
    const stats = tracker.stats();
    if (!best || compareStats(stats, best.stats) < 0) best = { flips: [...state], stats };
  }
  return best?.flips ?? state;
}
