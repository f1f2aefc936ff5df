/**
 * Minimum-cost perfect matching with lexicographic costs: each pair has a cost vector (most important level
 * first), a matching costs the component-wise sum, and matchings compare level by level. Swiss pairing needs
 * this order exactly: one repeat meeting more is worse than any sum of score differences.
 *
 * The vectors are packed into one bigint in a mixed radix wide enough that no sum over a matching can carry
 * into the next level, then a maximum-weight matching of maximum cardinality on the complete graph is found
 * (weights = a constant minus the packed cost), which on an even number of vertices is perfect.
 *
 * @example
 * // 0–1 and 2–3 have met before (level 0); score differences are level 1.
 * const cost = (a: number, b: number) => [a + b === 1 || a + b === 5 ? 1n : 0n, BigInt((a - b) ** 2)];
 * minCostPerfectMatching(4, 2, cost) //=> [2, 3, 0, 1]: 0–2 and 1–3, no repeat, Σ squared differences 8
 */
import { maxWeightMatching, type WeightedEdge } from './weighted-matching.js';

export type CostVector = readonly bigint[];

/** Component-wise sum of cost vectors. */
export function addCosts(a: CostVector, b: CostVector): bigint[] {
  return a.map((x, i) => x + (b[i] ?? 0n));
}

/** Lexicographic comparison: negative when a is better (smaller). */
export function compareCosts(a: CostVector, b: CostVector): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0n;
    const y = b[i] ?? 0n;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * `cost(a, b)` (a < b) returns `levels` non-negative components. Returns `partner`, with partner[partner[v]] = v.
 * Deterministic: the same costs always give the same matching.
 */
export function minCostPerfectMatching(size: number, levels: number, cost: (a: number, b: number) => CostVector): number[] {
  if (size % 2 !== 0) throw new RangeError(`a perfect matching needs an even number of vertices, not ${size}`);
  if (size === 0) return [];
  const vectors: CostVector[][] = [];
  const maxPerLevel = new Array<bigint>(levels).fill(0n);
  for (let a = 0; a < size; a++) {
    const row: CostVector[] = [];
    for (let b = a + 1; b < size; b++) {
      const c = cost(a, b);
      for (let l = 0; l < levels; l++) {
        const x = c[l] ?? 0n;
        if (x < 0n) throw new RangeError('matching costs must not be negative');
        if (x > maxPerLevel[l]!) maxPerLevel[l] = x;
      }
      row.push(c);
    }
    vectors.push(row);
  }
  // radix[l] exceeds the largest possible sum of level l over the size/2 pairs of a matching.
  const pairs = BigInt(size / 2);
  const place = new Array<bigint>(levels).fill(1n);
  for (let l = levels - 2; l >= 0; l--) place[l] = place[l + 1]! * (maxPerLevel[l + 1]! * pairs + 1n);
  const packed = (c: CostVector): bigint => c.reduce<bigint>((acc, x, l) => acc + x * (place[l] ?? 0n), 0n);
  let maxPacked = 0n;
  for (const row of vectors) for (const c of row) if (packed(c) > maxPacked) maxPacked = packed(c);
  const edges: WeightedEdge[] = [];
  for (let a = 0; a < size; a++) {
    for (let b = a + 1; b < size; b++) {
      // Doubled so that every dual stays an integer; +1 keeps every weight positive.
      edges.push({ u: a, v: b, weight: 2n * (maxPacked + 1n - packed(vectors[a]![b - a - 1]!)) });
    }
  }
  const mate = maxWeightMatching(size, edges, true);
  if (mate.some((m) => m < 0)) throw new Error('weighted matching: the complete graph has no perfect matching');
  return mate;
}
