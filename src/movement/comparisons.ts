/**
 * How often two pairs are compared: the number of board sets that both play in the same direction (at
 * different tables, necessarily). Matchpointing compares a result only with the results of the same board in
 * the same direction (Law 78A), so these are the sets on which one pair's score is taken directly against the
 * other's. A movement is balanced when every two pairs of the same field are compared about equally often;
 * we measure it by the smallest and the largest count over all two pairs of a field (the spread), and by the
 * sum of the squares (which, the total being fixed by the movement, orders movements of equal spread by
 * variance).
 *
 * The tracker keeps the counts of a movement whose seats change one table at a time (a table's two pairs
 * swap directions), so that a search can try a change and undo it cheaply: a swap touches only the pairs
 * that play the same set.
 *
 * @example
 * const t = new ComparisonTracker([{ ns: 0, ew: 1, set: 0 }, { ns: 2, ew: 3, set: 0 }], 4);
 * t.stats() //=> { min: 0, max: 1, sumSquares: 2 }  (0–2 and 1–3 compared once; 0–3, 1–2 never; 0–1, 2–3 meet)
 */

/** One table in one round: the pairs (0 … pairCount − 1) and the board set they play. */
export interface SeatCell {
  readonly ns: number;
  readonly ew: number;
  readonly set: number;
}

export interface ComparisonStats {
  readonly min: number;
  readonly max: number;
  readonly sumSquares: number;
}

export class ComparisonTracker {
  private readonly ns: Int32Array;
  private readonly ew: Int32Array;
  private readonly sameSet: readonly (readonly number[])[];
  private readonly counts: Int32Array;
  private readonly histogram: Int32Array;
  private readonly field: Int32Array;
  private sumSq = 0;

  /** `field[p]`: pairs of different fields (NS and EW of a two-winner Mitchell) are not compared. */
  constructor(
    cells: readonly SeatCell[],
    private readonly pairCount: number,
    field?: readonly number[],
  ) {
    this.ns = Int32Array.from(cells, (c) => c.ns);
    this.ew = Int32Array.from(cells, (c) => c.ew);
    this.field = Int32Array.from({ length: pairCount }, (_, p) => field?.[p] ?? 0);
    const bySet = new Map<number, number[]>();
    cells.forEach((c, i) => {
      const list = bySet.get(c.set);
      if (list) list.push(i);
      else bySet.set(c.set, [i]);
    });
    this.sameSet = cells.map((c) => bySet.get(c.set) as number[]);
    this.counts = new Int32Array(pairCount * pairCount);
    this.histogram = new Int32Array(bySet.size + 2);
    for (const list of bySet.values()) {
      for (let x = 0; x < list.length; x++) {
        for (let y = x + 1; y < list.length; y++) {
          const i = list[x] as number;
          const j = list[y] as number;
          this.add(this.ns[i] as number, this.ns[j] as number);
          this.add(this.ew[i] as number, this.ew[j] as number);
        }
      }
    }
    for (let a = 0; a < pairCount; a++) {
      for (let b = a + 1; b < pairCount; b++) {
        if (this.field[a] !== this.field[b]) continue;
        const v = this.counts[a * pairCount + b] as number;
        this.histogram[v] = (this.histogram[v] as number) + 1;
        this.sumSq += v * v;
      }
    }
  }

  private add(a: number, b: number): void {
    this.counts[a * this.pairCount + b] = (this.counts[a * this.pairCount + b] as number) + 1;
    this.counts[b * this.pairCount + a] = (this.counts[b * this.pairCount + a] as number) + 1;
  }

  private bump(a: number, b: number, d: number): void {
    const n = this.pairCount;
    const v = this.counts[a * n + b] as number;
    this.counts[a * n + b] = v + d;
    this.counts[b * n + a] = v + d;
    if (this.field[a] !== this.field[b]) return;
    this.histogram[v] = (this.histogram[v] as number) - 1;
    this.histogram[v + d] = (this.histogram[v + d] as number) + 1;
    this.sumSq += (v + d) * (v + d) - v * v;
  }

  /** Swap the directions of the two pairs of cell i. */
  flip(i: number): void {
    const a = this.ns[i] as number;
    const b = this.ew[i] as number;
    for (const j of this.sameSet[i] as readonly number[]) {
      if (j === i) continue;
      const n2 = this.ns[j] as number;
      const e2 = this.ew[j] as number;
      this.bump(a, n2, -1);
      this.bump(b, e2, -1);
      this.bump(a, e2, 1);
      this.bump(b, n2, 1);
    }
    this.ns[i] = b;
    this.ew[i] = a;
  }

  nsOf(i: number): number {
    return this.ns[i] as number;
  }

  ewOf(i: number): number {
    return this.ew[i] as number;
  }

  /** How often pairs a and b are compared. */
  count(a: number, b: number): number {
    return this.counts[a * this.pairCount + b] as number;
  }

  stats(): ComparisonStats {
    let min = 0;
    while (min < this.histogram.length && this.histogram[min] === 0) min++;
    let max = this.histogram.length - 1;
    while (max > 0 && this.histogram[max] === 0) max--;
    if (min > max) return { min: 0, max: 0, sumSquares: 0 };
    return { min, max, sumSquares: this.sumSq };
  }
}

/** Smaller is better: the spread first, then the sum of squares. */
export function compareStats(a: ComparisonStats, b: ComparisonStats): number {
  return a.max - a.min - (b.max - b.min) || a.sumSquares - b.sumSquares;
}
