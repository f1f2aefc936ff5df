import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maxWeightMatching, type WeightedEdge } from '../../src/pairing/weighted-matching.js';
import { addCosts, compareCosts, minCostPerfectMatching, type CostVector } from '../../src/pairing/min-cost-matching.js';

/** Every matching of a small graph (not only perfect ones), by recursion on the lowest unmatched vertex. */
function bestByBruteForce(n: number, edges: readonly WeightedEdge[], maxCardinality: boolean): { size: number; weight: bigint } {
  const w = new Map<string, bigint>();
  for (const e of edges) {
    const key = `${Math.min(e.u, e.v)}-${Math.max(e.u, e.v)}`;
    const old = w.get(key);
    if (old === undefined || e.weight > old) w.set(key, e.weight);
  }
  let best = { size: -1, weight: 0n };
  const used = new Array<boolean>(n).fill(false);
  const go = (from: number, size: number, weight: bigint): void => {
    let v = from;
    while (v < n && used[v]) v++;
    if (v >= n) {
      const better = maxCardinality ? size > best.size || (size === best.size && weight > best.weight) : weight > best.weight || best.size < 0;
      if (better) best = { size, weight };
      return;
    }
    used[v] = true;
    go(v + 1, size, weight);
    for (let u = v + 1; u < n; u++) {
      const ew = w.get(`${v}-${u}`);
      if (used[u] || ew === undefined) continue;
      used[u] = true;
      go(v + 1, size + 1, weight + ew);
      used[u] = false;
    }
    used[v] = false;
  };
  go(0, 0, 0n);
  return best;
}

function weightOf(mate: readonly number[], edges: readonly WeightedEdge[]): { size: number; weight: bigint } {
  let size = 0;
  let weight = 0n;
  mate.forEach((m, v) => {
    if (m > v) {
      size++;
      let ew: bigint | undefined;
      for (const e of edges) {
        if ((e.u === v && e.v === m) || (e.u === m && e.v === v)) if (ew === undefined || e.weight > ew) ew = e.weight;
      }
      expect(ew).toBeDefined();
      weight += ew!;
    }
  });
  return { size, weight };
}

const graphArb = fc.integer({ min: 1, max: 10 }).chain((n) =>
  fc
    .record({
      n: fc.constant(n),
      edges: fc.array(
        fc.record({
          u: fc.integer({ min: 0, max: n - 1 }),
          v: fc.integer({ min: 0, max: n - 1 }),
          weight: fc.bigInt({ min: 0n, max: 30n }),
        }),
        { maxLength: 30 },
      ),
    })
    .map(({ n, edges }) => ({ n, edges: dedupe(edges.filter((e) => e.u !== e.v)) })),
);

function dedupe(edges: WeightedEdge[]): WeightedEdge[] {
  const seen = new Set<string>();
  return edges.filter((e) => {
    const key = `${Math.min(e.u, e.v)}-${Math.max(e.u, e.v)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

describe('maxWeightMatching', () => {
  it('returns a valid matching as heavy as the brute-force optimum', () => {
    fc.assert(
      fc.property(graphArb, fc.boolean(), ({ n, edges }, maxCardinality) => {
        const mate = maxWeightMatching(n, edges, maxCardinality);
        mate.forEach((m, v) => {
          if (m >= 0) expect(mate[m]).toBe(v);
        });
        const got = weightOf(mate, edges);
        const best = bestByBruteForce(n, edges, maxCardinality);
        if (maxCardinality) expect(got.size).toBe(best.size);
        expect(got.weight).toBe(best.weight);
      }),
      { seed: 20240915, numRuns: 400 },
    );
  });

  it('prefers two light edges to one heavy edge only when asked for maximum cardinality', () => {
    const edges = [
      { u: 0, v: 1, weight: 5n },
      { u: 1, v: 2, weight: 11n },
      { u: 2, v: 3, weight: 5n },
    ];
    expect(maxWeightMatching(4, edges)).toEqual([-1, 2, 1, -1]);
    expect(maxWeightMatching(4, edges, true)).toEqual([1, 0, 3, 2]);
  });
});

function allPerfectMatchings(n: number): number[][] {
  const out: number[][] = [];
  const mate = new Array<number>(n).fill(-1);
  const go = (): void => {
    const v = mate.indexOf(-1);
    if (v < 0) {
      out.push([...mate]);
      return;
    }
    for (let u = v + 1; u < n; u++) {
      if (mate[u] !== -1) continue;
      mate[v] = u;
      mate[u] = v;
      go();
      mate[v] = -1;
      mate[u] = -1;
    }
  };
  go();
  return out;
}

function totalCost(mate: readonly number[], cost: (a: number, b: number) => CostVector, levels: number): bigint[] {
  let sum: bigint[] = new Array<bigint>(levels).fill(0n);
  mate.forEach((m, v) => {
    if (m > v) sum = addCosts(sum, cost(v, m));
  });
  return sum;
}

describe('minCostPerfectMatching', () => {
  it('finds the lexicographically cheapest perfect matching (brute force, up to 10 vertices)', () => {
    const arb = fc.integer({ min: 1, max: 5 }).chain((half) =>
      fc.record({
        n: fc.constant(half * 2),
        table: fc.array(fc.tuple(fc.bigInt({ min: 0n, max: 2n }), fc.bigInt({ min: 0n, max: 1n }), fc.bigInt({ min: 0n, max: 400n })), {
          minLength: (half * 2 * (half * 2 - 1)) / 2,
          maxLength: (half * 2 * (half * 2 - 1)) / 2,
        }),
      }),
    );
    fc.assert(
      fc.property(arb, ({ n, table }) => {
        const index = (a: number, b: number): number => a * n - (a * (a + 1)) / 2 + (b - a - 1);
        const cost = (a: number, b: number): CostVector => table[index(Math.min(a, b), Math.max(a, b))]!;
        const mate = minCostPerfectMatching(n, 3, cost);
        mate.forEach((m, v) => expect(mate[m]).toBe(v));
        const got = totalCost(mate, cost, 3);
        let best: bigint[] | undefined;
        for (const m of allPerfectMatchings(n)) {
          const c = totalCost(m, cost, 3);
          if (best === undefined || compareCosts(c, best) < 0) best = c;
        }
        expect(got).toEqual(best);
      }),
      { seed: 424242, numRuns: 300 },
    );
  });

  it('keeps a repeat out when a repeat-free pairing exists', () => {
    const cost = (a: number, b: number): CostVector => [a + b === 1 || a + b === 5 ? 1n : 0n, BigInt((a - b) ** 2)];
    expect(minCostPerfectMatching(4, 2, cost)).toEqual([2, 3, 0, 1]);
  });

  it('rejects an odd number of vertices', () => {
    expect(() => minCostPerfectMatching(3, 1, () => [0n])).toThrow(/even number/);
  });
});

describe('minCostPerfectMatching on a sparse graph (large fields)', () => {
  const forced = { denseUpTo: 0, startPartners: 2 };
  it('finds the brute-force optimum from a graph of two partners a vertex (up to 10 vertices)', () => {
    const arb = fc.integer({ min: 1, max: 5 }).chain((half) =>
      fc.array(fc.tuple(fc.bigInt({ min: 0n, max: 2n }), fc.bigInt({ min: 0n, max: 400n })), {
        minLength: (half * 2 * (half * 2 - 1)) / 2,
        maxLength: (half * 2 * (half * 2 - 1)) / 2,
      }),
    );
    fc.assert(
      fc.property(arb, (table) => {
        const n = Math.round((1 + Math.sqrt(1 + 8 * table.length)) / 2);
        const index = (a: number, b: number): number => a * n - (a * (a + 1)) / 2 + (b - a - 1);
        const cost = (a: number, b: number): CostVector => table[index(Math.min(a, b), Math.max(a, b))]!;
        const got = totalCost(minCostPerfectMatching(n, 2, cost, forced), cost, 2);
        let best: bigint[] | undefined;
        for (const m of allPerfectMatchings(n)) {
          const c = totalCost(m, cost, 2);
          if (best === undefined || compareCosts(c, best) < 0) best = c;
        }
        expect(got).toEqual(best);
      }),
      { seed: 77, numRuns: 200 },
    );
  });

  it('costs the same as the complete graph on Swiss-like fields of 40 to 120 (repeats, then score and place)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 60 }), fc.integer({ min: 0, max: 2 ** 31 }), (half, seed) => {
        const n = half * 2;
        let s = seed;
        const next = (): number => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
        const score = Array.from({ length: n }, () => Math.floor(next() * 2000)).sort((a, b) => b - a);
        const met = new Set<number>();
        for (let k = 0; k < n * 3; k++) met.add(Math.floor(next() * n) * n + Math.floor(next() * n));
        const cost = (a: number, b: number): CostVector => [
          met.has(a * n + b) || met.has(b * n + a) ? 1n : 0n,
          BigInt((score[a]! - score[b]!) ** 2),
          BigInt((a - b) ** 2),
        ];
        const sparse = minCostPerfectMatching(n, 3, cost, forced);
        sparse.forEach((m, v) => expect(sparse[m]).toBe(v));
        expect(totalCost(sparse, cost, 3)).toEqual(totalCost(minCostPerfectMatching(n, 3, cost), cost, 3));
      }),
      { seed: 2026, numRuns: 25 },
    );
  });
});
