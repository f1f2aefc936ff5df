import { describe, expect, it } from 'vitest';
import { rat } from '../../src/base/rational.js';
import { compareQuotients, swissStandings } from '../../src/ranking/swiss.js';
import type { SwissMatch } from '../../src/model/swiss.js';

function match(round: number, home: string, away: string, vh: number, va: number, ih?: number, ia?: number): SwissMatch {
  return {
    round,
    home,
    away,
    scoreHome: rat(vh),
    scoreAway: rat(va),
    ...(ih === undefined ? {} : { impsHome: rat(ih) }),
    ...(ia === undefined ? {} : { impsAway: rat(ia) }),
    line: 2,
  };
}

describe('swissStandings', () => {
  it('orders by total VP, then Monrad quality', () => {
    // 2 and 3 end on 15 VP; 2 met the stronger opponents (quality 12 + 5 against 8 + 5).
    const s = swissStandings(
      ['1', '2', '3', '4'],
      [match(1, '1', '2', 15, 5), match(1, '3', '4', 5, 15), match(2, '1', '4', 12, 8), match(2, '2', '3', 10, 10)],
    );
    expect(s.map((x) => x.id)).toEqual(['1', '4', '2', '3']);
    expect(s.map((x) => x.separatedBy ?? null)).toEqual([null, 'score', 'score', 'monradQuality']);
    expect(s.map((x) => x.monradQuality.toString())).toEqual(['25', '25', '17', '13']);
    expect(s.map((x) => x.position)).toEqual([1, 2, 3, 4]);
  });

  it('counts a bye at its value and not as a match played', () => {
    const s = swissStandings(['1', '2', '3'], [match(1, '1', '2', 11, 9), { round: 1, home: '3', scoreHome: rat(12), line: 3 }]);
    expect(s.map((x) => [x.id, x.score.toString(), x.played, x.byes])).toEqual([
      ['3', '12', 0, 1],
      ['1', '11', 1, 0],
      ['2', '9', 1, 0],
    ]);
  });

  it('breaks equal VP and quality by the IMP quotient, then IMPs won (NBF 2.10.3)', () => {
    // 1 and 3 both 10 VP against opponents that end on 10 VP: quality 0 each.
    const s = swissStandings(['1', '2', '3', '4'], [match(1, '1', '2', 10, 10, 60, 50), match(1, '3', '4', 10, 10, 80, 70)]);
    expect(s.map((x) => x.id)).toEqual(['1', '3', '4', '2']);
    expect(s[1]!.separatedBy).toBe('quotient');
  });

  it('falls back to the seeding order, so the order is total', () => {
    expect(swissStandings(['3', '1', '2'], []).map((x) => x.id)).toEqual(['3', '1', '2']);
  });

  it('appends contestants that are only in the results after the seeded ones', () => {
    expect(swissStandings(['1'], [match(1, '2', '1', 10, 10)]).map((x) => x.id)).toEqual(['1', '2']);
  });
});

describe('compareQuotients', () => {
  const q = (w: number, l: number) => ({ impsWon: rat(w), impsLost: rat(l) });
  it.each([
    ['+600/−500 beats +805/−700 (NBF 2.10.3)', q(600, 500), q(805, 700), 1],
    ['nothing lost is infinite', q(1, 0), q(900, 1), 1],
    ['two infinite quotients are equal', q(5, 0), q(50, 0), 0],
    ['nothing won or lost counts as even', q(0, 0), q(10, 10), 0],
  ])('%s', (_, a, b, expected) => {
    expect(Math.sign(compareQuotients(a, b))).toBe(expected);
    expect(Math.sign(compareQuotients(b, a))).toBe(-expected || 0);
  });
});
