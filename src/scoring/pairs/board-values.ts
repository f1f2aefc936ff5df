/**
 * The values of every line, kept as integers where the rules make them integers: matchpoints within a group
 * are whole numbers on the international scale (Law 78A), a Neuberg value is one over the group size n
 * ((N/n)(mp + 1) − 1 = (N(mp + 1) − n)/n, NBF 3.2.5), Butler and cross-IMPs of plain results are whole IMPs.
 * Only what is not such a fraction — weighted scores (Law 12C1c), the fixed values of small groups
 * (NBF 3.2.4), artificial scores (Law 12C2) — is kept as an exact rational beside, by line.
 *
 * A line's value is read back as (numerator, denominator) for the writers, or as a Rational for the rest.
 *
 * @example
 * values.rational(i, 'NS')?.toString() //=> "199/10"  (a Neuberg value over n = 10)
 */
import { Rational } from '../../base/rational.js';
import type { SideAdjustment } from '../../model/scored.js';

/** How one comparison group was scored: a board's results, or one version of a fouled board (Law 87). */
export class CompareGroup {
  constructor(
    /** the fouled version, '' when the board was not fouled */
    readonly name: string,
    /** results compared */
    readonly n: number,
    /** the N of Neuberg's formula (the board's expected results; the group's own size when scored on its own top) */
    readonly N: number,
    /** N as explain shows it: the results the board should have had */
    readonly expected: number,
    /** matchpoints: the top 2(N − 1); IMPs: −1 (no top) */
    readonly top: number,
    readonly datum: number | undefined,
    readonly smallGroup: 'fixed' | 'lowered-top' | undefined,
    /** the values are exact rationals, by line (weighted results, small groups) */
    readonly exact: boolean,
  ) {}
}

/** A line whose value is not one of the integers or Neuberg fractions: kept exactly. */
export interface ExactValue {
  readonly ns: Rational;
  readonly ew: Rational;
  readonly rawNS?: Rational;
  readonly rawEW?: Rational;
  readonly factor?: Rational;
  readonly artificial?: { readonly ns: SideAdjustment; readonly ew: SideAdjustment };
  /** an individual event's artificial score, player by player (Law 12C2c): contestant key → value */
  readonly players?: ReadonlyMap<string, Rational>;
  readonly playerAdjustments?: readonly { readonly player: string; readonly adjustment: SideAdjustment }[];
}

/** A line that was not compared (artificial or not played): its board's N, and the n that explain shows. */
export interface PendingInfo {
  readonly n: number;
  readonly expected: number;
  /** matchpoints: the board's top; −1 otherwise */
  readonly top: number;
}

export type ValueMethod = 'mp' | 'butler' | 'cross-imps';

export class LineValues {
  /** per line: its CompareGroup, or −1 when it was not compared */
  readonly group: Int32Array;
  /** per line in a plain group: NS matchpoints within the group (MP), or NS IMPs: whole numbers */
  readonly raw: Int32Array;
  readonly exact = new Map<number, ExactValue>();
  readonly pending = new Map<number, PendingInfo>();
  readonly groups: CompareGroup[] = [];
  /** scratch of `fill`: the value of one side as numerator / denominator */
  num = 0;
  den = 1;

  constructor(
    count: number,
    readonly method: ValueMethod,
  ) {
    this.group = new Int32Array(count).fill(-1);
    this.raw = new Int32Array(count);
  }

  /** Does line i score (a compared result or an artificial score)? */
  has(i: number): boolean {
    return this.group[i] !== -1 || this.exact.has(i);
  }

  /** The top of line i (matchpoints; −1 for IMP methods or a line not played). */
  topOf(i: number): number {
    const g = this.group[i] as number;
    if (g >= 0) return (this.groups[g] as CompareGroup).top;
    const e = this.exact.get(i);
    const p = this.pending.get(i);
    return e && p ? p.top : -1;
  }

  /**
   * Set `num`/`den` to one side's value of a plain line and return true; false when the line is exact (read
   * `rational`) or has no value.
   */
  fill(i: number, side: 'NS' | 'EW'): boolean {
    const gi = this.group[i] as number;
    if (gi < 0) return false;
    const g = this.groups[gi] as CompareGroup;
    if (g.exact) return false;
    const r = this.raw[i] as number;
    if (this.method !== 'mp') {
      this.num = side === 'NS' ? r : r === 0 ? 0 : -r;
      this.den = 1;
      return true;
    }
    if (g.n === g.N) {
      this.num = side === 'NS' ? r : g.top - r;
      this.den = 1;
      return true;
    }
    // Neuberg: (N(r + 1) − n) / n for NS; the top minus that for EW.
    const ns = g.N * (r + 1) - g.n;
    this.num = side === 'NS' ? ns : g.top * g.n - ns;
    this.den = g.n;
    return true;
  }

  /** One side's value as an exact rational; undefined when the line has no value. */
  rational(i: number, side: 'NS' | 'EW'): Rational | undefined {
    if (this.fill(i, side)) return Rational.of(this.num, this.den);
    const e = this.exact.get(i);
    if (!e) return undefined;
    return side === 'NS' ? e.ns : e.ew;
  }
}

/** |d| → IMPs for differences up to 4,000 (Law 78B): a table instead of a search per comparison. */
const IMP_TABLE = (() => {
  const thresholds = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000];
  const t = new Int8Array(4001);
  let k = 0;
  for (let d = 0; d <= 4000; d++) {
    while (k < thresholds.length && (thresholds[k] as number) <= d) k++;
    t[d] = k;
  }
  return t;
})();

export function impOf(difference: number): number {
  const a = difference < 0 ? -difference : difference;
  const v = a >= 4000 ? 24 : (IMP_TABLE[Math.floor(a)] as number);
  return difference < 0 && v > 0 ? -v : v;
}

/** Scratch buffers reused board after board (no allocation per board in the common case). */
export class Scratch {
  scores = new Int32Array(64);
  sorted = new Int32Array(64);
  distinct = new Int32Array(64);
  counts = new Int32Array(64);
  sums = new Float64Array(64);

  ensure(n: number): void {
    if (this.scores.length >= n) return;
    let m = this.scores.length;
    while (m < n) m *= 2;
    this.scores = new Int32Array(m);
    this.sorted = new Int32Array(m);
    this.distinct = new Int32Array(m);
    this.counts = new Int32Array(m);
    this.sums = new Float64Array(m);
  }
}

/** Lower bound of x in a[0..n): the first index with a[k] ≥ x. */
export function lowerBound(a: Int32Array, n: number, x: number): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const m = (lo + hi) >> 1;
    if ((a[m] as number) < x) lo = m + 1;
    else hi = m;
  }
  return lo;
}

/**
 * Law 78A on plain scores: raw[k] = 2 × (scores below) + (equal scores, own excluded), by sorting once and
 * two binary searches per result — O(n log n) for a board of n results.
 */
export function matchpointsInto(s: Scratch, n: number, out: Int32Array, lines: ArrayLike<number>, from: number): void {
  const sorted = s.sorted;
  sorted.set(s.scores.subarray(0, n));
  sorted.subarray(0, n).sort();
  for (let k = 0; k < n; k++) {
    const x = s.scores[k] as number;
    const lower = lowerBound(sorted, n, x);
    const upper = lowerBound(sorted, n, x + 1);
    out[lines[from + k] as number] = 2 * lower + (upper - lower) - 1;
  }
}

/**
 * Cross-IMPs on plain scores (Law 78B, IMP pairs): each result against every other, summed. Over the distinct
 * scores with their counts — O(d²) for d distinct scores, so a board of 20,000 results with a few hundred
 * different scores is quick; with very many distinct scores, by the 24 thresholds and binary searches.
 */
export function crossImpsInto(s: Scratch, n: number, out: Int32Array, lines: ArrayLike<number>, from: number): void {
  const sorted = s.sorted;
  sorted.set(s.scores.subarray(0, n));
  sorted.subarray(0, n).sort();
  let d = 0;
  for (let k = 0; k < n; k++) {
    const x = sorted[k] as number;
    if (d > 0 && s.distinct[d - 1] === x) s.counts[d - 1] = (s.counts[d - 1] as number) + 1;
    else {
      s.distinct[d] = x;
      s.counts[d] = 1;
      d++;
    }
  }
  if (d <= 512) {
    for (let a = 0; a < d; a++) {
      const va = s.distinct[a] as number;
      let sum = 0;
      for (let b = 0; b < d; b++) if (b !== a) sum += (s.counts[b] as number) * impOf(va - (s.distinct[b] as number));
      s.sums[a] = sum;
    }
  } else {
    // IMP(x) = #{t ≤ x} − #{t ≤ −x}: for each threshold, the results at most x − t minus those at least x + t.
    const thresholds = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000];
    for (let a = 0; a < d; a++) {
      const va = s.distinct[a] as number;
      let sum = 0;
      for (const t of thresholds) sum += lowerBound(sorted, n, va - t + 1) - (n - lowerBound(sorted, n, va + t));
      s.sums[a] = sum;
    }
  }
  for (let k = 0; k < n; k++) {
    const a = lowerBound(s.distinct, d, s.scores[k] as number);
    out[lines[from + k] as number] = s.sums[a] as number;
  }
}
