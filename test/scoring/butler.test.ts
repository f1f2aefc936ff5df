import { describe, expect, it } from 'vitest';
import { Rational, rat } from '../../src/base/rational.js';
import { butlerDatum, butlerImps, droppedPerEnd, roundToTen } from '../../src/scoring/pairs/butler.js';
import { type ButlerOptions, type DatumRounding } from '../../src/model/settings.js';
import type { MpItem } from '../../src/scoring/pairs/matchpoints.js';

const plain = (...scores: number[]): MpItem[] => scores.map((score) => ({ components: [{ score, weight: Rational.ONE }] }));
const dropOne = (rounding: DatumRounding = 'half-up'): ButlerOptions => ({ drop: { kind: 'count', count: 1 }, rounding });
const dropNone = (rounding: DatumRounding = 'half-up'): ButlerOptions => ({ drop: { kind: 'count', count: 0 }, rounding });

describe('butlerDatum', () => {
  it('drops one top and one bottom and rounds the mean to the nearest 10', () => {
    // drop 450 and −50: mean of 170, 420, 420 is 336.67 → 340
    expect(butlerDatum(plain(420, 420, 450, -50, 170), dropOne())).toBe(340);
  });

  it('keeps every score when nothing is dropped', () => {
    // mean of 420, 420, 450, −50, 170 = 282 → 280
    expect(butlerDatum(plain(420, 420, 450, -50, 170), dropNone())).toBe(280);
  });

  it('drops a percentage at each end, rounded down', () => {
    // 20 results, 5 % → 1 at each end; 19 results → 0
    const twenty = plain(5000, ...Array.from({ length: 18 }, () => 100), -5000 + 10);
    expect(butlerDatum(twenty, { drop: { kind: 'percent', percent: 5 }, rounding: 'half-up' })).toBe(100);
    const nineteen = plain(1900, ...Array.from({ length: 18 }, () => 0));
    expect(butlerDatum(nineteen, { drop: { kind: 'percent', percent: 5 }, rounding: 'half-up' })).toBe(100);
  });

  it.each([
    ['half-up', 130, -120],
    ['half-even', 120, -120],
    ['toward-zero', 120, -120],
    ['away-from-zero', 130, -130],
  ] as const)('rounds a mean of 125 by %s to %i, and −125 to %i', (rule, up, down) => {
    // after dropping −1000 and 2000 the mean of 100 and 150 is 125
    expect(butlerDatum(plain(-1000, 100, 150, 2000), dropOne(rule))).toBe(up);
    expect(butlerDatum(plain(1000, -100, -150, -2000), dropOne(rule))).toBe(down);
  });

  it.each([
    ['half-up', 140],
    ['half-even', 140],
    ['toward-zero', 130],
    ['away-from-zero', 140],
  ] as const)('rounds a mean of 135 by %s to %i', (rule, expected) => {
    expect(butlerDatum(plain(100, 170), dropNone(rule))).toBe(expected);
  });

  it('rounds a mean that is not a half to the nearest 10 whatever the rule', () => {
    for (const rule of ['half-up', 'half-even', 'toward-zero', 'away-from-zero'] as const) {
      expect(butlerDatum(plain(100, 150, 160), dropNone(rule))).toBe(140); // 136.67
      expect(butlerDatum(plain(-100, -150, -160), dropNone(rule))).toBe(-140);
    }
  });

  it('counts a weighted result at its expected score', () => {
    // ½ × 420 + ½ × (−50) = 185; mean of 185 and 85 = 135 → 140
    const items: MpItem[] = [
      {
        components: [
          { score: 420, weight: rat(1, 2) },
          { score: -50, weight: rat(1, 2) },
        ],
      },
      ...plain(85),
    ];
    expect(butlerDatum(items, dropNone())).toBe(140);
  });

  describe('edge cases', () => {
    it('has no datum for an empty group', () => {
      expect(butlerDatum([], dropOne())).toBeUndefined();
    });

    it('never drops so many that nothing is left', () => {
      expect(butlerDatum(plain(420), dropOne())).toBe(420);
      expect(butlerDatum(plain(420, -50), dropOne())).toBe(190);
      expect(droppedPerEnd(2, { kind: 'count', count: 1 })).toBe(0);
      expect(droppedPerEnd(3, { kind: 'count', count: 1 })).toBe(1);
      expect(droppedPerEnd(5, { kind: 'count', count: 9 })).toBe(2);
      expect(droppedPerEnd(40, { kind: 'percent', percent: 5 })).toBe(2);
      expect(droppedPerEnd(39, { kind: 'percent', percent: 5 })).toBe(1);
    });

    it('rounds exact rationals, not floating point', () => {
      expect(roundToTen(rat(25), 'half-even')).toBe(20);
      expect(roundToTen(rat(35), 'half-even')).toBe(40);
      expect(roundToTen(rat(-5), 'half-up')).toBe(0);
      expect(roundToTen(rat(-5), 'away-from-zero')).toBe(-10);
      expect(roundToTen(rat(4999, 1000), 'half-up')).toBe(0);
    });
  });
});

describe('butlerImps', () => {
  it('gives NS the IMPs of its score against the datum', () => {
    // 420 − 170 = 250: 6 IMPs; −50 − 170 = −220: −6 IMPs
    expect(butlerImps(plain(420, 170, -50), 170).map((x) => x.toString())).toEqual(['6', '0', '-6']);
  });

  it('scores the example board against its datum of 340', () => {
    // 420 − 340 = 80: 2; 450 − 340 = 110: 3; −50 − 340 = −390: −9; 170 − 340 = −170: −5
    expect(butlerImps(plain(420, 420, 450, -50, 170), 340).map((x) => x.toString())).toEqual(['2', '2', '3', '-9', '-5']);
  });

  it('weights the IMPs of each component of a weighted result', () => {
    // ¼ × IMP(620 − 100) + ¾ × IMP(−100 − 100) = ¼ × 11 + ¾ × (−5) = −1
    const items: MpItem[] = [
      {
        components: [
          { score: 620, weight: rat(1, 4) },
          { score: -100, weight: rat(3, 4) },
        ],
      },
    ];
    expect(butlerImps(items, 100).map((x) => x.toString())).toEqual(['-1']);
  });
});
