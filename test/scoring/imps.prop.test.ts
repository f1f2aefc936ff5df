import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imps } from '../../src/laws/imps.js';

const OPTS = { seed: 42, numRuns: 300 };
const diffArb = fc.integer({ min: -800, max: 800 }).map((k) => k * 10);

/** The printed WBF scale: [from, to, IMPs] for differences that are multiples of 10. */
const IMP_SCALE: readonly [number, number, number][] = [
  [0, 10, 0],
  [20, 40, 1],
  [50, 80, 2],
  [90, 120, 3],
  [130, 160, 4],
  [170, 210, 5],
  [220, 260, 6],
  [270, 310, 7],
  [320, 360, 8],
  [370, 420, 9],
  [430, 490, 10],
  [500, 590, 11],
  [600, 740, 12],
  [750, 890, 13],
  [900, 1090, 14],
  [1100, 1290, 15],
  [1300, 1490, 16],
  [1500, 1740, 17],
  [1750, 1990, 18],
  [2000, 2240, 19],
  [2250, 2490, 20],
  [2500, 2990, 21],
  [3000, 3490, 22],
  [3500, 3990, 23],
];

/** The printed scale, read as a table lookup (4000 and more: 24). */
function fromScale(d: number): number {
  const a = Math.abs(d);
  const row = IMP_SCALE.find(([from, to]) => a >= from && a <= to) ?? [0, 0, 24];
  return Math.sign(d) * row[2];
}

describe('IMP scale properties', () => {
  it('is antisymmetric: imp(−d) = −imp(d)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10000, max: 10000 }), (d) => {
        expect(imps(-d) + 0).toBe(-imps(d) + 0);
      }),
      OPTS,
    );
  });

  it('never decreases as the difference grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10000, max: 10000 }), fc.integer({ min: 0, max: 5000 }), (d, step) => {
        expect(imps(d + step)).toBeGreaterThanOrEqual(imps(d));
      }),
      OPTS,
    );
  });

  it('stays within ±24', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (d) => {
        expect(Math.abs(imps(d))).toBeLessThanOrEqual(24);
      }),
      OPTS,
    );
  });

  it('agrees with the printed scale for every table difference', () => {
    fc.assert(
      fc.property(diffArb, (d) => {
        expect(imps(d) + 0).toBe(fromScale(d) + 0);
      }),
      OPTS,
    );
  });

  describe('edge cases', () => {
    it('gives 24 at the far ends', () => {
      expect(imps(Number.MAX_SAFE_INTEGER)).toBe(24);
      expect(imps(-Number.MAX_SAFE_INTEGER)).toBe(-24);
      expect(imps(Number.POSITIVE_INFINITY)).toBe(24);
    });
  });
});
