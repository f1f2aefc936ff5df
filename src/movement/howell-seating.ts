/**
 * Who sits North-South in a cyclic Howell (cyclic-design.ts), chosen so that the comparisons
 * (comparisons.ts) are as even as they can be made:
 * - `bestMovingSwaps`: which pair of each moving cell sits NS. With the stationary pairs North throughout,
 *   pairs s and s + d are compared on c(d) = #{σ : dir₀(σ) = dir₀(σ + d)} sets, where dir₀ is the direction of
 *   moving pair 0 on set σ; every choice of the 2^(T − m) is tried (a Gray code changes one cell a step).
 * - `balanceStationary`: for a direction-balanced Howell, in which rounds each stationary pair sits East-West
 *   instead, so that every pair sits NS ⌊r/2⌋ or ⌈r/2⌉ times out of the r rounds it plays (with 2T − 1 rounds:
 *   T or T − 1, the best possible, as 2T − 1 is odd). A seeded local search exchanges these rounds while the
 *   counts stay within those bounds.
 *
 * A complete Howell cannot have both: if every two pairs were compared equally often, the directions would
 * satisfy Σ (NS − EW)² = R(R + 1) over the pairs (the Gram matrix of the ±1 direction vectors is 2T·I − J), which
 * a stationary pair sitting North in all R rounds exactly uses up; with every pair balanced the sum is only
 * R + 1. So the stationary-North Howell is the one with the most even comparisons, the balanced one the one with
 * the most even directions.
 *
 * @example
 * bestMovingSwaps(VERIFIED_HOWELL_4).spread //=> 0 (every two pairs compared on 3 sets)
 */
import { mulberry32 } from '../base/prng.js';
import { ComparisonTracker, compareStats, type SeatCell } from './comparisons.js';
import type { CyclicDesign } from './cyclic-design.js';
import { orientWithinBounds } from './orient.js';

export interface MovingSwaps {
  /** per moving cell: its `ew` symbol sits NS */
  readonly swaps: readonly boolean[];
  /** max − min of c(d) over the moving pairs, and Σ c(d)² */
  readonly spread: number;
  readonly sumSquares: number;
}

const mod = (a: number, n: number): number => ((a % n) + n) % n;

export function bestMovingSwaps(d: CyclicDesign): MovingSwaps {
  const R = d.rounds;
  const p = d.moving.length;
  const dir = new Int8Array(R);
  for (const c of d.stationary) dir[mod(c.symbol + c.offset, R)] = -1;
  const nsPos = d.moving.map((c) => mod(c.ns + c.offset, R));
  const ewPos = d.moving.map((c) => mod(c.ew + c.offset, R));
  nsPos.forEach((q) => (dir[q] = 1));
  ewPos.forEach((q) => (dir[q] = -1));
  const corr = new Int32Array(R);
  for (let lag = 1; lag < R; lag++) {
    let s = 0;
    for (let t = 0; t < R; t++) s += (dir[t] as number) * (dir[(t + lag) % R] as number);
    corr[lag] = s;
  }
  const negate = (q: number): void => {
    const v = dir[q] as number;
    for (let lag = 1; lag < R; lag++) {
      corr[lag] = (corr[lag] as number) - 2 * v * ((dir[(q + lag) % R] as number) + (dir[mod(q - lag, R)] as number));
    }
    dir[q] = -v;
  };
  const score = (): [number, number] => {
    let lo = Infinity;
    let hi = -Infinity;
    let sq = 0;
    for (let lag = 1; lag < R; lag++) {
      const c = (R + (corr[lag] as number)) / 2;
      lo = Math.min(lo, c);
      hi = Math.max(hi, c);
      sq += c * c;
    }
    return R === 1 ? [0, 0] : [hi - lo, sq];
  };
  let best = { code: 0, score: score() };
  let code = 0;
  for (let step = 1; step < 2 ** p; step++) {
    const bit = Math.log2(step & -step);
    negate(nsPos[bit] as number);
    negate(ewPos[bit] as number);
    code ^= 1 << bit;
    const s = score();
    if (s[0] < best.score[0] || (s[0] === best.score[0] && s[1] < best.score[1])) best = { code, score: s };
  }
  return { swaps: d.moving.map((_, i) => ((best.code >> i) & 1) === 1), spread: best.score[0], sumSquares: best.score[1] };
}

/** One seat of a laid-out design: pairs as symbols (moving 0 … R − 1, stationary R + j), null if absent. */
export interface DesignSeat {
  /** 0-based */
  readonly round: number;
  /** index into the design's positions in use, in order: table − 1 */
  readonly tableIndex: number;
  readonly ns: number | null;
  readonly ew: number | null;
  readonly set: number;
}

/**
 * The seats of every round. `east[j][g]`: stationary pair j sits EW in round g. `absent`: symbols of pairs that
 * did not come (their opponents sit out).
 */
export function layDesign(d: CyclicDesign, swaps: readonly boolean[], east: readonly (readonly boolean[])[], absent: ReadonlySet<number>): DesignSeat[] {
  const R = d.rounds;
  const cells = [
    ...d.stationary.map((c, j) => ({ offset: c.offset, kind: 'stationary' as const, j })),
    ...d.moving.map((c, i) => ({ offset: c.offset, kind: 'moving' as const, j: i })),
  ].sort((a, b) => a.offset - b.offset);
  const seats: DesignSeat[] = [];
  const present = (s: number): number | null => (absent.has(s) ? null : s);
  for (let g = 0; g < R; g++) {
    cells.forEach((cell, tableIndex) => {
      const set = mod(cell.offset - g, R);
      if (cell.kind === 'stationary') {
        const c = d.stationary[cell.j] as (typeof d.stationary)[number];
        const st = present(R + cell.j);
        const mv = present(mod(c.symbol + g, R));
        const isEast = east[cell.j]?.[g] === true;
        seats.push({ round: g, tableIndex, ns: isEast ? mv : st, ew: isEast ? st : mv, set });
      } else {
        const c = d.moving[cell.j] as (typeof d.moving)[number];
        const a = present(mod(c.ns + g, R));
        const b = present(mod(c.ew + g, R));
        seats.push(swaps[cell.j] === true ? { round: g, tableIndex, ns: b, ew: a, set } : { round: g, tableIndex, ns: a, ew: b, set });
      }
    });
  }
  return seats;
}

/** The seats where both pairs are present, as the comparison tracker takes them. */
export function playedCells(seats: readonly DesignSeat[]): { cells: SeatCell[]; index: number[] } {
  const cells: SeatCell[] = [];
  const index: number[] = [];
  seats.forEach((s, i) => {
    if (s.ns === null || s.ew === null) return;
    cells.push({ ns: s.ns, ew: s.ew, set: s.set });
    index.push(i);
  });
  return { cells, index };
}

/**
 * In which rounds each stationary pair sits East-West, so that every pair's NS count is within
 * ⌊played/2⌋ … ⌈played/2⌉, with the comparisons as even as a seeded local search finds them in a fixed number
 * of steps. `F[j][s]` (stationary j sits EW against moving pair s) starts as a chequerboard, North in the
 * first round, which meets the bounds; a step exchanges two entries of a row, flips a rectangle, or flips one entry, and is kept when the
 * bounds hold and the comparisons are not worse.
 */
export function balanceStationary(d: CyclicDesign, swaps: readonly boolean[], absent: ReadonlySet<number>, seed: number): boolean[][] {
  const R = d.rounds;
  const m = d.stationary.length;
  const active = d.stationary.map((_, j) => j).filter((j) => !absent.has(R + j));
  const F: boolean[][] = d.stationary.map(() => Array.from({ length: R }, () => false));
  active.forEach((j, k) => {
    for (let s = 0; s < R; s++) (F[j] as boolean[])[s] = (s + k) % 2 === 1;
  });
  const east = (): boolean[][] => F.map((row, j) => Array.from({ length: R }, (_, g) => row[mod((d.stationary[j]?.symbol ?? 0) + g, R)] === true));
  if (active.length === 0) return east();
  const seats = layDesign(d, swaps, east(), absent);
  const { cells, index } = playedCells(seats);
  const tracker = new ComparisonTracker(cells, R + m);
  // the cell of stationary j against moving s
  const tableOf = d.stationary.map((c) => [...d.stationary.map((x) => x.offset), ...d.moving.map((x) => x.offset)].sort((a, b) => a - b).indexOf(c.offset));
  const cellAt = new Map<number, number>();
  index.forEach((seatIndex, cellIndex) => {
    const seat = seats[seatIndex] as DesignSeat;
    const j = tableOf.indexOf(seat.tableIndex);
    if (j < 0) return;
    const s = mod((d.stationary[j] as (typeof d.stationary)[number]).symbol + seat.round, R);
    cellAt.set(j * R + s, cellIndex);
  });
  const rowSum = F.map((row) => row.filter(Boolean).length);
  const colSum = Array.from({ length: R }, (_, s) => active.filter((j) => F[j]?.[s] === true).length);
  const played = R - (m - active.length);
  const p = d.moving.length;
  const colOk = (v: number): boolean => {
    const ns = p + v;
    return ns >= Math.floor(played / 2) && ns <= Math.ceil(played / 2);
  };
  const rowOk = (v: number): boolean => v >= Math.floor(R / 2) && v <= Math.ceil(R / 2);
  const toggle = (j: number, s: number): void => {
    const row = F[j] as boolean[];
    row[s] = !row[s];
    rowSum[j] = (rowSum[j] as number) + (row[s] ? 1 : -1);
    colSum[s] = (colSum[s] as number) + (row[s] ? 1 : -1);
    const c = cellAt.get(j * R + s);
    if (c !== undefined) tracker.flip(c);
  };
  const next = mulberry32(seed);
  const pick = (n: number): number => Math.floor(next() * n);
  let current = tracker.stats();
  const steps = 240 * R * active.length;
  for (let step = 0; step < steps; step++) {
    const kind = pick(3);
    const j = active[pick(active.length)] as number;
    const s1 = pick(R);
    const s2 = pick(R);
    const done: [number, number][] = [];
    const row = F[j] as boolean[];
    if (kind === 0 && row[s1] !== row[s2]) {
      done.push([j, s1], [j, s2]);
    } else if (kind === 1 && active.length > 1) {
      const k = active[pick(active.length)] as number;
      const other = F[k] as boolean[];
      if (k !== j && row[s1] === true && row[s2] === false && other[s1] === false && other[s2] === true) done.push([j, s1], [j, s2], [k, s1], [k, s2]);
    } else if (kind === 2) {
      done.push([j, s1]);
    }
    // The stationary pair at table 1 starts North (F[0][symbol 0 + round 0] stays false).
    if (done.length === 0 || done.some(([a, b]) => a === 0 && b === mod(d.stationary[0]?.symbol ?? 0, R))) continue;
    for (const [a, b] of done) toggle(a, b);
    const ok = done.every(([a, b]) => rowOk(rowSum[a] as number) && colOk(colSum[b] as number));
    const stats = tracker.stats();
    if (ok && compareStats(stats, current) <= 0) current = stats;
    else for (let k = done.length - 1; k >= 0; k--) toggle(...(done[k] as [number, number]));
  }
  return east();
}

/**
 * The seats with their directions changed where that evens the comparisons, every pair kept within its bounds
 * (North-South in half its rounds, rounded either way; orient.ts). The seat `keep` picks, if any, stays as it is.
 */
export function orientSeats(seats: readonly DesignSeat[], pairCount: number, seed: number, keep?: (s: DesignSeat) => boolean): DesignSeat[] {
  const playing = seats.map((s, i) => ({ s, i })).filter(({ s }) => s.ns !== null && s.ew !== null);
  const cells: SeatCell[] = playing.map(({ s }) => ({ ns: s.ns as number, ew: s.ew as number, set: s.set }));
  const played = new Int32Array(pairCount);
  for (const c of cells) {
    played[c.ns] = (played[c.ns] as number) + 1;
    played[c.ew] = (played[c.ew] as number) + 1;
  }
  const lo = Array.from(played, (r) => Math.floor(r / 2));
  const hi = Array.from(played, (r) => Math.ceil(r / 2));
  const kept = keep === undefined ? -1 : playing.findIndex(({ s }) => keep(s));
  const oriented = orientWithinBounds(cells, pairCount, lo, hi, seed, 60 * cells.length, new Set(kept >= 0 ? [kept] : []));
  const out = [...seats];
  playing.forEach(({ s, i }, k) => {
    const c = oriented[k] as SeatCell;
    out[i] = { ...s, ns: c.ns, ew: c.ew };
  });
  return out;
}
