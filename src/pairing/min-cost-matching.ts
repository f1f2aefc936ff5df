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
import { maxWeightMatching, maxWeightMatchingWithDuals, type WeightedEdge } from './weighted-matching.js';

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
 * Deterministic: the same costs always give the same matching. `sparse`: where the sparse graph takes over
 * and how it starts (tests lower both to check its answer against the complete graph's).
 */
export function minCostPerfectMatching(
  size: number,
  levels: number,
  cost: (a: number, b: number) => CostVector,
  sparse: SparseOptions = { denseUpTo: DENSE_UP_TO, startPartners: START_PARTNERS },
): number[] {
  if (size % 2 !== 0) throw new RangeError(`a perfect matching needs an even number of vertices, not ${size}`);
  if (size === 0) return [];
  const packed = packCosts(size, levels, cost);
  let maxPacked = 0n;
  for (const c of packed) if (c > maxPacked) maxPacked = c;
  // Doubled so that every dual stays an integer; +1 keeps every weight positive.
  const weight = (a: number, b: number): bigint => 2n * (maxPacked + 1n - (packed[pairIndex(size, a, b)] as bigint));
  const mate = size <= sparse.denseUpTo ? denseMatching(size, weight) : sparseMatching(size, weight, packed, sparse.startPartners);
  if (mate.some((m) => m < 0)) throw new Error('weighted matching: the complete graph has no perfect matching');
  return mate;
}

/**
 * Up to this many vertices the matching is solved on the complete graph; above it, on a sparse graph that
 * grows until the duals prove the matching optimal on the complete graph (the same cost, found in a fraction
 * of the time: the blossom algorithm is O(n³) on n²/2 edges).
 */
const DENSE_UP_TO = 200;
/** The cheapest partners of each vertex that the sparse graph starts with. */
const START_PARTNERS = 20;

export interface SparseOptions {
  readonly denseUpTo: number;
  readonly startPartners: number;
}

/** Index of the pair a < b in a row-major upper triangle. */
function pairIndex(size: number, a: number, b: number): number {
  const lo = a < b ? a : b;
  const hi = a < b ? b : a;
  return (lo * (2 * size - lo - 1)) / 2 + (hi - lo - 1);
}

/** Every pair's cost vector packed into one bigint, in a mixed radix wide enough that no sum carries. */
function packCosts(size: number, levels: number, cost: (a: number, b: number) => CostVector): bigint[] {
  const maxPerLevel = new Array<bigint>(levels).fill(0n);
  for (let a = 0; a < size; a++) {
    for (let b = a + 1; b < size; b++) {
      const c = cost(a, b);
      for (let l = 0; l < levels; l++) {
        const x = c[l] ?? 0n;
        if (x < 0n) throw new RangeError('matching costs must not be negative');
        if (x > maxPerLevel[l]!) maxPerLevel[l] = x;
      }
    }
  }
  // radix[l] exceeds the largest possible sum of level l over the size/2 pairs of a matching.
  const pairs = BigInt(size / 2);
  const place = new Array<bigint>(levels).fill(1n);
  for (let l = levels - 2; l >= 0; l--) place[l] = place[l + 1]! * (maxPerLevel[l + 1]! * pairs + 1n);
  const packed: bigint[] = [];
  for (let a = 0; a < size; a++) {
    for (let b = a + 1; b < size; b++) {
      const c = cost(a, b);
      let v = 0n;
      for (let l = 0; l < levels; l++) v += (c[l] ?? 0n) * place[l]!;
      packed.push(v);
    }
  }
  return packed;
}

function denseMatching(size: number, weight: (a: number, b: number) => bigint): number[] {
  const edges: WeightedEdge[] = [];
  for (let a = 0; a < size; a++) for (let b = a + 1; b < size; b++) edges.push({ u: a, v: b, weight: weight(a, b) });
  return maxWeightMatching(size, edges, true);
}

/**
 * The sparse graph: each vertex's `partners` cheapest partners and the pairs 0–1, 2–3, … (so that a
 * perfect matching exists). Solved, then every pair left out is priced under the optimal duals; those that
 * could improve the matching join the graph and it is solved again, until none can.
 */
function sparseMatching(size: number, weight: (a: number, b: number) => bigint, packed: readonly bigint[], partners: number): number[] {
  const inGraph = new Uint8Array(packed.length);
  const edges: WeightedEdge[] = [];
  const add = (a: number, b: number): void => {
    const i = pairIndex(size, a, b);
    if (inGraph[i] === 1) return;
    inGraph[i] = 1;
    edges.push({ u: a < b ? a : b, v: a < b ? b : a, weight: weight(a, b) });
  };
  for (let a = 0; a < size; a += 2) add(a, a + 1);
  for (let a = 0; a < size; a++) for (const b of cheapestPartners(size, a, packed, partners)) add(a, b);
  for (;;) {
    const solved = maxWeightMatchingWithDuals(size, edges, true);
    let added = 0;
    for (let a = 0; a < size; a++) {
      for (let b = a + 1; b < size; b++) {
        if (inGraph[pairIndex(size, a, b)] === 1 || solved.reducedCost(a, b, weight(a, b)) >= 0n) continue;
        add(a, b);
        added++;
      }
    }
    if (added === 0) return solved.mate;
  }
}

/** The `count` partners of a with the smallest packed cost (the lower index first on a tie). */
function cheapestPartners(size: number, a: number, packed: readonly bigint[], count: number): number[] {
  const best: number[] = [];
  const costOf = (b: number): bigint => packed[pairIndex(size, a, b)] as bigint;
  for (let b = 0; b < size; b++) {
    if (b === a) continue;
    const c = costOf(b);
    if (best.length === count && c >= costOf(best[best.length - 1] as number)) continue;
    let i = best.length;
    while (i > 0 && costOf(best[i - 1] as number) > c) i--;
    best.splice(i, 0, b);
    if (best.length > count) best.pop();
  }
  return best;
}
