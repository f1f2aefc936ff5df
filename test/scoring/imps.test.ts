import { describe, expect, it } from 'vitest';
import { IMP_THRESHOLDS, imps } from '../../src/laws/imps.js';

/** The WBF IMP scale (Law 78B) as printed: [from, to, IMPs] for differences that are multiples of 10. */
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
  [4000, 7600, 24],
];

describe('imps (Law 78B)', () => {
  it.each(IMP_SCALE)('gives %i to %i points a difference of %i IMPs', (from, to, expected) => {
    // `+ 0` reads −0 as 0: the sign of zero IMPs does not matter.
    expect(imps(from) + 0).toBe(expected);
    expect(imps(to) + 0).toBe(expected);
    expect(imps(-from) + 0).toBe(-expected + 0);
    expect(imps(-to) + 0).toBe(-expected + 0);
  });

  it.each([
    [19, 0],
    [20, 1],
    [49, 1],
    [50, 2],
    [89, 2],
    [90, 3],
    [429, 9],
    [430, 10],
    [3990, 23],
    [3999, 23],
    [4000, 24],
    [100000, 24],
  ])('gives a difference of %i exactly %i IMPs', (d, expected) => {
    expect(imps(d)).toBe(expected);
    expect(imps(-d) + 0).toBe(-expected + 0);
  });

  it('uses the 24 thresholds of the scale', () => {
    expect([...IMP_THRESHOLDS]).toEqual(IMP_SCALE.slice(1).map(([from]) => from));
  });

  describe('edge cases', () => {
    it('gives 0 IMPs for no difference, including minus zero', () => {
      expect(imps(0)).toBe(0);
      expect(imps(-0) === 0).toBe(true);
      expect(imps(-10) === 0).toBe(true);
    });

    it('uses the lower bound for a difference that is not a multiple of 10', () => {
      expect(imps(19.99)).toBe(0);
      expect(imps(45)).toBe(1);
      expect(imps(-45)).toBe(-1);
      expect(imps(2249.5)).toBe(19);
    });
  });
});
