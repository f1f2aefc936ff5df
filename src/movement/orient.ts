/**
 * Directions for a movement whose meetings and boards are fixed: every pair to sit NS between `lo[p]` and
 * `hi[p]` times (⌊r/2⌋ … ⌈r/2⌉ of the r rounds it plays), with the comparisons (comparisons.ts) as even as a
 * seeded local search finds them in a fixed number of steps.
 *
 * Such directions always exist: seen as a graph with an edge NS → EW per table, the pairs' NS counts are
 * out-degrees, and reversing a path u → … → w moves one unit of out-degree from u to w without touching the
 * pairs between. `repair` does that until every count is within bounds (an Eulerian orientation shows the
 * bounds can be met); the search then swaps the seats at a table, followed where needed by one swap at another
 * table of either pair to return its count within bounds, and keeps the change when the comparisons are not
 * worse. `fixed` cells keep their seats (the search does not repair them: they must be within bounds).
 *
 * @example
 * orientWithinBounds(cells, 8, lo, hi, 7, 2000).every((c, i) => …) // NS counts within lo … hi
 */
import { mulberry32 } from '../base/prng.js';
import { ComparisonTracker, compareStats, type SeatCell } from './comparisons.js';

/** Directions within the bounds, as close to `cells` as the path reversals leave them; a new array. */
export function repair(cells: readonly SeatCell[], pairCount: number, lo: readonly number[], hi: readonly number[]): SeatCell[] {
  const out = cells.map((c) => ({ ...c }));
  const ns = new Int32Array(pairCount);
  for (const c of out) ns[c.ns] = (ns[c.ns] as number) + 1;
  const at = Array.from({ length: pairCount }, () => [] as number[]);
  out.forEach((c, i) => {
    at[c.ns]?.push(i);
    at[c.ew]?.push(i);
  });
  /** Reverse a path of cells from `from`, forwards (NS → EW) or backwards, to the first pair `goal` accepts. */
  const reverse = (from: number, forward: boolean, goal: (p: number) => boolean): boolean => {
    const via = new Map<number, number>([[from, -1]]);
    const queue = [from];
    for (let h = 0; h < queue.length; h++) {
      const u = queue[h] as number;
      if (u !== from && goal(u)) {
        let v = u;
        while (v !== from) {
          const i = via.get(v) as number;
          const c = out[i] as SeatCell;
          const w = forward ? c.ns : c.ew;
          out[i] = { ns: c.ew, ew: c.ns, set: c.set };
          v = w;
        }
        ns[from] = (ns[from] as number) + (forward ? -1 : 1);
        ns[u] = (ns[u] as number) + (forward ? 1 : -1);
        return true;
      }
      for (const i of at[u] as number[]) {
        const c = out[i] as SeatCell;
        const v = forward ? (c.ns === u ? c.ew : -1) : c.ew === u ? c.ns : -1;
        if (v >= 0 && !via.has(v)) {
          via.set(v, i);
          queue.push(v);
        }
      }
    }
    return false;
  };
  for (let p = 0; p < pairCount; p++) {
    while ((ns[p] as number) > (hi[p] as number) && reverse(p, true, (w) => (ns[w] as number) < (hi[w] as number)));
  }
  for (let p = 0; p < pairCount; p++) {
    while ((ns[p] as number) < (lo[p] as number) && reverse(p, false, (w) => (ns[w] as number) > (lo[w] as number)));
  }
  return out;
}

export function orientWithinBounds(
  cells: readonly SeatCell[],
  pairCount: number,
  lo: readonly number[],
  hi: readonly number[],
  seed: number,
  steps: number,
  fixed: ReadonlySet<number> = new Set(),
): SeatCell[] {
  const start = repair(cells, pairCount, lo, hi);
  const tracker = new ComparisonTracker(start, pairCount);
  const ns = new Int32Array(pairCount);
  for (const c of start) ns[c.ns] = (ns[c.ns] as number) + 1;
  const at = Array.from({ length: pairCount }, () => [] as number[]);
  start.forEach((c, i) => {
    at[c.ns]?.push(i);
    at[c.ew]?.push(i);
  });
  const flip = (i: number): void => {
    ns[tracker.nsOf(i)] = (ns[tracker.nsOf(i)] as number) - 1;
    ns[tracker.ewOf(i)] = (ns[tracker.ewOf(i)] as number) + 1;
    tracker.flip(i);
  };
  const inBounds = (p: number): boolean => (ns[p] as number) >= (lo[p] as number) && (ns[p] as number) <= (hi[p] as number);
  const next = mulberry32(seed);
  /** A cell of pair p other than `not`, where p sits NS (asNs) or EW, from a random starting point; −1 if none. */
  const another = (p: number, asNs: boolean, not: number): number => {
    const list = at[p] as number[];
    const from = Math.floor(next() * list.length);
    for (let k = 0; k < list.length; k++) {
      const c = list[(from + k) % list.length] as number;
      if (c !== not && !fixed.has(c) && (asNs ? tracker.nsOf(c) : tracker.ewOf(c)) === p) return c;
    }
    return -1;
  };
  let current = tracker.stats();
  const done = [0, 0, 0];
  for (let step = 0; step < steps && start.length > 0; step++) {
    let count = 0;
    const first = Math.floor(next() * start.length);
    if (fixed.has(first)) continue;
    const u = tracker.nsOf(first);
    const v = tracker.ewOf(first);
    flip(first);
    done[count++] = first;
    // u lost a NS seat and v gained one: give them back at another table if that broke a bound.
    let x = -1;
    let y = -1;
    let xi = -1;
    if (!inBounds(u)) {
      const i = another(u, false, first);
      if (i >= 0) {
        xi = i;
        x = tracker.nsOf(i);
        flip(i);
        done[count++] = i;
      }
    }
    if (!inBounds(v)) {
      const i = another(v, true, first);
      if (i >= 0 && i !== xi) {
        y = tracker.ewOf(i);
        flip(i);
        done[count++] = i;
      }
    }
    const ok = inBounds(u) && inBounds(v) && (x < 0 || inBounds(x)) && (y < 0 || inBounds(y));
    const stats = ok ? tracker.stats() : current;
    if (ok && compareStats(stats, current) <= 0) current = stats;
    else for (let k = count - 1; k >= 0; k--) flip(done[k] as number);
  }
  return start.map((c, i) => ({ ns: tracker.nsOf(i), ew: tracker.ewOf(i), set: c.set }));
}
