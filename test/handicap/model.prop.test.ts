import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rational, rat, sumRationals } from '../../src/base/rational.js';
import { scoreField, type FieldEntry } from '../../src/scoring/handicap/field.js';
import { MAX_HC_CENTI, modelConstants } from '../../src/laws/handicap.js';

const params = { seed: 3150, numRuns: 200 };
const k = modelConstants(0.6, 100);
const opts = { defaultHcCenti: 5200, k };

/** A pairs field: each player id maps to an HC in hundredths. */
const field = fc
  .record({
    hcs: fc.array(fc.integer({ min: -500, max: 5200 }), { minLength: 4, maxLength: 32 }),
    results: fc.array(fc.integer({ min: 2000, max: 8000 }), { minLength: 32, maxLength: 32 }),
    boards: fc.integer({ min: 1, max: 60 }),
  })
  .map(({ hcs, results, boards }) => {
    const n = Math.floor(hcs.length / 2);
    const lookup = new Map(hcs.map((h, i) => [String(i), h]));
    const entries: FieldEntry[] = Array.from({ length: n }, (_, i) => ({
      players: [
        { name: `a${i}`, id: String(2 * i) },
        { name: `b${i}`, id: String(2 * i + 1) },
      ],
      result: rat(results[i] ?? 5000, 100),
      boards,
    }));
    return { entries, lookup };
  });

/** Shift the results so that they average exactly 50 %, as every real field's do. */
function centred(entries: readonly FieldEntry[]): FieldEntry[] {
  const mean = sumRationals(entries.map((e) => e.result)).div(rat(entries.length));
  return entries.map((e) => ({ ...e, result: e.result.sub(mean).add(rat(50)) }));
}

describe('handicap model properties', () => {
  it('a contestant exactly on expectation keeps its HC', () => {
    fc.assert(
      fc.property(field, ({ entries, lookup }) => {
        const first = scoreField(entries, (id) => lookup.get(id), opts);
        const onExpectation = entries.map((e, i) => ({ ...e, result: first[i]?.E ?? Rational.ZERO }));
        for (const o of scoreField(onExpectation, (id) => lookup.get(id), opts)) {
          expect(o.delta.isZero()).toBe(true);
          for (const p of o.players) expect(p.afterCenti).toBe(p.beforeCenti);
        }
      }),
      params,
    );
  });

  it("conserves the field's HC (exactly before rounding, within rounding after) except at the 52 cap", () => {
    fc.assert(
      fc.property(field, ({ entries, lookup }) => {
        const outcomes = scoreField(centred(entries), (id) => lookup.get(id), opts);
        expect(sumRationals(outcomes.map((o) => o.delta)).isZero()).toBe(true);
        const capped = outcomes.some((o) => o.players.some((p) => p.deltaCenti !== o.deltaCenti));
        if (!capped) {
          const total = outcomes.reduce((s, o) => s + o.players.reduce((t, p) => t + p.deltaCenti, 0), 0);
          // Each contestant's Δh is rounded to 0.005 at most, for each of its two players.
          expect(Math.abs(total)).toBeLessThanOrEqual(outcomes.length);
        }
      }),
      params,
    );
  });

  it('moves both players of a pair equally, unless the cap stops one of them', () => {
    fc.assert(
      fc.property(field, ({ entries, lookup }) => {
        for (const o of scoreField(entries, (id) => lookup.get(id), opts)) {
          for (const p of o.players) {
            expect(p.deltaCenti).toBe(p.afterCenti - p.beforeCenti);
            expect(p.afterCenti).toBe(Math.min(MAX_HC_CENTI, p.beforeCenti + o.deltaCenti));
          }
          const [a, b] = o.players;
          if (a && b && a.afterCenti < MAX_HC_CENTI && b.afterCenti < MAX_HC_CENTI) expect(a.deltaCenti).toBe(b.deltaCenti);
        }
      }),
      params,
    );
  });

  it('does not depend on the order of the contestants', () => {
    fc.assert(
      fc.property(field, ({ entries, lookup }) => {
        const forward = scoreField(entries, (id) => lookup.get(id), opts);
        const backward = scoreField([...entries].reverse(), (id) => lookup.get(id), opts).reverse();
        expect(backward.map((o) => o.deltaCenti)).toEqual(forward.map((o) => o.deltaCenti));
      }),
      params,
    );
  });
});
