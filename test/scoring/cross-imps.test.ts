import { describe, expect, it } from 'vitest';
import { Rational, rat } from '../../src/base/rational.js';
import { crossImpGroup } from '../../src/scoring/pairs/cross-imps.js';
import type { MpItem } from '../../src/scoring/pairs/matchpoints.js';

const plain = (...scores: number[]): MpItem[] => scores.map((score) => ({ components: [{ score, weight: Rational.ONE }] }));
const str = (xs: readonly Rational[]) => xs.map((x) => x.toString());

describe('crossImpGroup', () => {
  it('IMPs each result against every other result', () => {
    // 420 v 420: 0; 420 v −50 = 470: 10 IMPs
    expect(str(crossImpGroup(plain(420, 420, -50)))).toEqual(['10', '10', '-20']);
  });

  it('sums the IMPs of a board of four', () => {
    // 620: v 420 (200) 5, v 170 (450) 10, v −100 (720) 12 = 27
    // 420: −5, v 170 (250) 6, v −100 (520) 11 = 12
    // 170: −10, −6, v −100 (270) 7 = −9
    // −100: −12, −11, −7 = −30
    expect(str(crossImpGroup(plain(620, 420, 170, -100)))).toEqual(['27', '12', '-9', '-30']);
  });

  it('gives 0 to every result when all are equal', () => {
    expect(str(crossImpGroup(plain(100, 100, 100)))).toEqual(['0', '0', '0']);
  });

  it('weights the IMPs of a weighted result', () => {
    // weighted ½ × 620 + ½ × −100 against 420: ½ × 5 + ½ × (−11) = −3; 420 against it: +3
    const items: MpItem[] = [
      {
        components: [
          { score: 620, weight: rat(1, 2) },
          { score: -100, weight: rat(1, 2) },
        ],
      },
      ...plain(420),
    ];
    expect(str(crossImpGroup(items))).toEqual(['-3', '3']);
  });

  describe('edge cases', () => {
    it('gives a single result 0 and an empty board nothing', () => {
      expect(str(crossImpGroup(plain(420)))).toEqual(['0']);
      expect(crossImpGroup([])).toEqual([]);
    });

    it('caps each comparison at 24 IMPs', () => {
      expect(str(crossImpGroup(plain(2980, -7600)))).toEqual(['24', '-24']);
    });

    it('does not compare a weighted result with its own components', () => {
      const items: MpItem[] = [
        {
          components: [
            { score: 620, weight: rat(1, 2) },
            { score: -100, weight: rat(1, 2) },
          ],
        },
      ];
      expect(str(crossImpGroup(items))).toEqual(['0']);
    });
  });
});
