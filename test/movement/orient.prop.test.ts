import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ComparisonTracker, compareStats, type SeatCell } from '../../src/movement/comparisons.js';
import { generateHowell } from '../../src/movement/howell.js';
import { orientWithinBounds, repair } from '../../src/movement/orient.js';

const params = { seed: 20250613, numRuns: 60 };

/** The tables of a generated Howell as cells, pairs from 0, with directions scrambled by `flips`. */
const scrambled = fc
  .record({
    tables: fc.integer({ min: 3, max: 9 }),
    rounds: fc.integer({ min: 2, max: 17 }),
    flips: fc.array(fc.boolean(), { minLength: 200, maxLength: 200 }),
  })
  .map(({ tables, rounds, flips }) => {
    const r = Math.min(rounds, tables === 3 ? 5 : 2 * tables - 1);
    const g = generateHowell({ tables, rounds: r, boardsPerRound: 3 });
    const sets = new Map<string, number>();
    const cells: SeatCell[] = g.movement.rows.map((row, i) => {
      const key = row.boards.join(',');
      if (!sets.has(key)) sets.set(key, sets.size);
      const [a, b] = [Number(row.ns) - 1, Number(row.ew) - 1];
      return flips[i % flips.length] === true ? { ns: b, ew: a, set: sets.get(key) as number } : { ns: a, ew: b, set: sets.get(key) as number };
    });
    return { cells, pairs: 2 * tables };
  });

function bounds(cells: readonly SeatCell[], pairs: number): { lo: number[]; hi: number[] } {
  const played = Array.from({ length: pairs }, () => 0);
  for (const c of cells) {
    played[c.ns] = (played[c.ns] as number) + 1;
    played[c.ew] = (played[c.ew] as number) + 1;
  }
  return { lo: played.map((r) => Math.floor(r / 2)), hi: played.map((r) => Math.ceil(r / 2)) };
}

function nsCounts(cells: readonly SeatCell[], pairs: number): number[] {
  const ns = Array.from({ length: pairs }, () => 0);
  for (const c of cells) ns[c.ns] = (ns[c.ns] as number) + 1;
  return ns;
}

const unordered = (cells: readonly SeatCell[]): string[] => cells.map((c) => `${Math.min(c.ns, c.ew)}-${Math.max(c.ns, c.ew)}@${c.set}`);

describe('directions within bounds', () => {
  it('repair brings every pair within ⌊r/2⌋ … ⌈r/2⌉ by reversing paths, changing no meeting', () => {
    fc.assert(
      fc.property(scrambled, ({ cells, pairs }) => {
        const { lo, hi } = bounds(cells, pairs);
        const out = repair(cells, pairs, lo, hi);
        expect(unordered(out)).toEqual(unordered(cells));
        nsCounts(out, pairs).forEach((n, p) => {
          expect(n).toBeGreaterThanOrEqual(lo[p] as number);
          expect(n).toBeLessThanOrEqual(hi[p] as number);
        });
      }),
      params,
    );
  });

  it('the search keeps the bounds and the fixed cells, and never makes the comparisons worse', () => {
    fc.assert(
      fc.property(scrambled, ({ cells, pairs }) => {
        const { lo, hi } = bounds(cells, pairs);
        const start = repair(cells, pairs, lo, hi);
        const out = orientWithinBounds(start, pairs, lo, hi, 11, 50 * cells.length, new Set([0]));
        expect(out[0]).toEqual(start[0]);
        expect(unordered(out)).toEqual(unordered(cells));
        nsCounts(out, pairs).forEach((n, p) => {
          expect(n).toBeGreaterThanOrEqual(lo[p] as number);
          expect(n).toBeLessThanOrEqual(hi[p] as number);
        });
        expect(compareStats(new ComparisonTracker(out, pairs).stats(), new ComparisonTracker(start, pairs).stats())).toBeLessThanOrEqual(0);
      }),
      { ...params, numRuns: 30 },
    );
  });
});
