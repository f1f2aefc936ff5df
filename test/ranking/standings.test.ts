import { describe, expect, it } from 'vitest';
import { rat, sumRationals } from '../../src/base/rational.js';
import { rankStandings, ruterSquare, variance } from '../../src/ranking/pairs.js';
import { TIEBREAK_LABEL } from '../../src/model/settings.js';
import type { PairStanding } from '../../src/model/scored.js';
import { standing } from './helpers.js';

const view = (list: readonly PairStanding[]) => list.map((s) => [s.pair, s.rank, s.tie, s.tiebreak]);

describe('rankStandings', () => {
  it('ranks by score and shares the place of a tie ("1224")', () => {
    const ranked = rankStandings(
      [
        standing({ pair: '4', score: rat(40) }),
        standing({ pair: '2', score: rat(55) }),
        standing({ pair: '1', score: rat(60) }),
        standing({ pair: '3', score: rat(55) }),
      ],
      'none',
    );
    expect(view(ranked)).toEqual([
      ['1', 1, false, undefined],
      ['2', 2, true, undefined],
      ['3', 2, true, undefined],
      ['4', 4, false, undefined],
    ]);
  });

  it('ties exactly equal scores reached by different sums', () => {
    const a = sumRationals([rat(301), rat(1, 2)]);
    const b = sumRationals([rat(603, 4), rat(603, 4)]);
    const c = sumRationals([rat(1, 10), rat(2, 10), rat(3012, 10)]);
    const ranked = rankStandings([standing({ pair: '1', score: a }), standing({ pair: '2', score: b }), standing({ pair: '3', score: c })], 'none');
    expect(view(ranked)).toEqual([
      ['1', 1, true, undefined],
      ['2', 1, true, undefined],
      ['3', 1, true, undefined],
    ]);
  });

  it('breaks a tie by the lower standard deviation first and names the criterion (NBF 3.3.2)', () => {
    const ranked = rankStandings([standing({ pair: '1', score: rat(50), boards: [40, 60] }), standing({ pair: '2', score: rat(50), boards: [50, 50] })], 'sd');
    expect(view(ranked)).toEqual([
      ['2', 1, false, 'lower standard deviation (NBF 3.3.2)'],
      ['1', 2, false, 'lower standard deviation (NBF 3.3.2)'],
    ]);
  });

  it('leaves a tie that no criterion separates shared', () => {
    const ranked = rankStandings(
      [
        standing({ pair: '1', score: rat(50), boards: [40, 60] }),
        standing({ pair: '2', score: rat(50), boards: [60, 40] }),
        standing({ pair: '3', score: rat(45), boards: [45, 45] }),
      ],
      'sd',
    );
    expect(view(ranked)).toEqual([
      ['1', 1, true, undefined],
      ['2', 1, true, undefined],
      ['3', 3, false, undefined],
    ]);
  });

  it('separates what it can of a three-way tie and shares the rest', () => {
    const ranked = rankStandings(
      [
        standing({ pair: '1', score: rat(50), boards: [40, 60] }),
        standing({ pair: '2', score: rat(50), boards: [60, 40] }),
        standing({ pair: '3', score: rat(50), boards: [50, 50] }),
      ],
      'sd',
    );
    expect(ranked.map((s) => [s.pair, s.rank, s.tie])).toEqual([
      ['3', 1, false],
      ['1', 2, true],
      ['2', 2, true],
    ]);
  });

  it("orders by Ruter's formula when asked, which can differ from the regulation's", () => {
    // A: 2 boards 40, 80 — variance 400, Ruter (10² + 30²)/1 = 1000
    // B: 5 boards 20, 100, 60, 60, 60 — variance 640, Ruter (30² + 50² + 3 × 10²)/4 = 925
    const a = standing({ pair: '1', score: rat(60), boards: [40, 80] });
    const b = standing({ pair: '2', score: rat(60), boards: [20, 100, 60, 60, 60] });
    expect(variance(a).toString()).toBe('400');
    expect(variance(b).toString()).toBe('640');
    expect(ruterSquare(a).toString()).toBe('1000');
    expect(ruterSquare(b).toString()).toBe('925');
    expect(rankStandings([a, b], 'sd').map((s) => s.pair)).toEqual(['1', '2']);
    const ruter = rankStandings([a, b], 'sd-ruter');
    expect(view(ruter)).toEqual([
      ['2', 1, false, TIEBREAK_LABEL['sd-ruter']],
      ['1', 2, false, TIEBREAK_LABEL['sd-ruter']],
    ]);
  });

  it('breaks a tie of two by the result between the pairs when asked', () => {
    const ranked = rankStandings(
      [standing({ pair: '1', score: rat(50), against: [['2', 20]] }), standing({ pair: '2', score: rat(50), against: [['1', 30]] })],
      'head-to-head',
    );
    expect(view(ranked)).toEqual([
      ['2', 1, false, 'result between the pairs (NBF 3.3.2)'],
      ['1', 2, false, 'result between the pairs (NBF 3.3.2)'],
    ]);
  });

  it('ranks each field on its own, NS before EW', () => {
    const ranked = rankStandings(
      [
        standing({ pair: '5', score: rat(70), field: '|EW' }),
        standing({ pair: '1', score: rat(40), field: '|NS' }),
        standing({ pair: '6', score: rat(30), field: '|EW' }),
        standing({ pair: '2', score: rat(60), field: '|NS' }),
      ],
      'sd',
    );
    expect(ranked.map((s) => [s.field, s.pair, s.rank])).toEqual([
      ['|NS', '2', 1],
      ['|NS', '1', 2],
      ['|EW', '5', 1],
      ['|EW', '6', 2],
    ]);
  });

  describe('edge cases', () => {
    it('lists a pair that is not ranked after the others, without a rank (NBF 3.4.6)', () => {
      const ranked = rankStandings(
        [standing({ pair: '1', score: rat(90), ranked: false }), standing({ pair: '2', score: rat(50) }), standing({ pair: '3', score: rat(40) })],
        'sd',
      );
      expect(ranked.map((s) => [s.pair, s.rank])).toEqual([
        ['2', 1],
        ['3', 2],
        ['1', undefined],
      ]);
    });

    it('orders tied pairs by pair number, numerically', () => {
      const ranked = rankStandings([standing({ pair: '10', score: rat(50) }), standing({ pair: '9', score: rat(50) })], 'none');
      expect(ranked.map((s) => s.pair)).toEqual(['9', '10']);
    });

    it('gives no tiebreak to a pair with no tie', () => {
      const ranked = rankStandings([standing({ pair: '1', score: rat(60), boards: [60] })], 'sd');
      expect(view(ranked)).toEqual([['1', 1, false, undefined]]);
    });

    it('gives variance 0 to a pair with no boards', () => {
      expect(variance(standing({ pair: '1', score: rat(0) })).isZero()).toBe(true);
    });
  });
});
