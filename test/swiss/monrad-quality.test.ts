import { describe, expect, it } from 'vitest';
import { rat } from '../../src/base/rational.js';
import { monradQuality, type QualityMatch } from '../../src/ranking/monrad-quality.js';

// NBF 2.10.3's worked example: A met C, D, E; B met C, F, G.
const matches: QualityMatch[] = [
  { home: 'A', away: 'C', scoreHome: rat(14), scoreAway: rat(6) },
  { home: 'D', away: 'A', scoreHome: rat(11), scoreAway: rat(9) },
  { home: 'A', away: 'E', scoreHome: rat(11), scoreAway: rat(9) },
  { home: 'B', away: 'C', scoreHome: rat(13), scoreAway: rat(7) },
  { home: 'F', away: 'B', scoreHome: rat(10), scoreAway: rat(10) },
  { home: 'B', away: 'G', scoreHome: rat(11), scoreAway: rat(9) },
  { home: 'A' },
] as QualityMatch[];
const totals = new Map([
  ['C', rat(33)],
  ['D', rat(47)],
  ['E', rat(39)],
  ['F', rat(44)],
  ['G', rat(30)],
]);

describe('monradQuality', () => {
  it.each([
    ['A', 93],
    ['B', 81],
  ])('gives %s the quality of the NBF 2.10.3 example (%d)', (id, expected) => {
    expect(monradQuality(id, matches, totals).eq(rat(expected))).toBe(true);
  });

  describe('edge cases', () => {
    it('counts nothing for a bye or for a contestant with no matches', () => {
      expect(monradQuality('Z', matches, totals).isZero()).toBe(true);
      expect(monradQuality('A', [{ home: 'A', scoreHome: rat(12) }], totals).isZero()).toBe(true);
    });

    it('is exact with fractional VP', () => {
      const q = monradQuality('A', [{ home: 'A', away: 'C', scoreHome: rat(1033, 100), scoreAway: rat(967, 100) }], new Map([['C', rat(3001, 100)]]));
      expect(q.toString()).toBe('1017/50');
    });
  });
});
