import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rational, rat, sumRationals } from '../../src/base/rational.js';
import { crossImpGroup } from '../../src/scoring/pairs/cross-imps.js';
import type { MpItem } from '../../src/scoring/pairs/matchpoints.js';

const OPTS = { seed: 42, numRuns: 300 };
const scoreArb = fc.integer({ min: -760, max: 760 }).map((k) => k * 10);

/** The IMP scale as a plain list of thresholds, counted the slow way. */
const T = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000];
const imp = (d: number): number => Math.sign(d) * T.filter((t) => t <= Math.abs(d)).length;

/** Every result against every other, component by component, at the product of the weights. */
function naive(items: readonly MpItem[]): Rational[] {
  return items.map((it, i) => {
    let total = Rational.ZERO;
    items.forEach((other, j) => {
      if (i === j) return;
      for (const c of it.components) for (const d of other.components) total = total.add(c.weight.mul(d.weight).mul(rat(imp(c.score - d.score))));
    });
    return total;
  });
}

const plainArb = scoreArb.map((score): MpItem => ({ components: [{ score, weight: Rational.ONE }] }));
const weightedArb: fc.Arbitrary<MpItem> = fc
  .tuple(fc.array(scoreArb, { minLength: 2, maxLength: 3 }), fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 3, maxLength: 3 }))
  .map(([scores, raw]) => {
    const parts = raw.slice(0, scores.length);
    const sum = parts.reduce((a, b) => a + b, 0);
    return { components: scores.map((score, k) => ({ score, weight: rat(parts[k] as number, sum) })) };
  });
const str = (xs: readonly Rational[]) => xs.map((x) => x.toString());

describe('cross-IMP properties', () => {
  it("sums a board's cross-IMPs to zero", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(plainArb, weightedArb), { minLength: 1, maxLength: 12 }), (items) => {
        expect(sumRationals(crossImpGroup(items)).isZero()).toBe(true);
      }),
      OPTS,
    );
  });

  it('agrees with a naive pairwise sum of IMPs', () => {
    fc.assert(
      fc.property(fc.array(plainArb, { minLength: 1, maxLength: 14 }), (items) => {
        expect(str(crossImpGroup(items))).toEqual(str(naive(items)));
      }),
      OPTS,
    );
  });

  it('agrees with the naive sum when some results are weighted', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(plainArb, weightedArb), { minLength: 1, maxLength: 10 }), (items) => {
        expect(str(crossImpGroup(items))).toEqual(str(naive(items)));
      }),
      OPTS,
    );
  });

  it('stays within ±24 per comparison', () => {
    fc.assert(
      fc.property(fc.array(plainArb, { minLength: 1, maxLength: 14 }), (items) => {
        for (const v of crossImpGroup(items)) expect(v.abs().cmp(rat(24 * (items.length - 1)))).toBeLessThanOrEqual(0);
      }),
      OPTS,
    );
  });

  describe('edge cases', () => {
    it('gives two results the IMPs of their difference, one each way', () => {
      fc.assert(
        fc.property(scoreArb, scoreArb, (a, b) => {
          const items: MpItem[] = [a, b].map((score) => ({ components: [{ score, weight: Rational.ONE }] }));
          expect(str(crossImpGroup(items))).toEqual([String(imp(a - b) + 0), String(imp(b - a) + 0)]);
        }),
        OPTS,
      );
    });
  });
});
