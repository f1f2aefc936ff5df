import { describe, expect, it } from 'vitest';
import { artificialValue, bamPoints, osloPoints } from '../../src/laws/board-points.js';
import { slowPlayLimit, timePenaltyCenti, timePenaltyImps } from '../../src/laws/time-penalty.js';

describe('Oslo Cup (NBF 2.12)', () => {
  it.each([
    [0, 6],
    [10, 6],
    [20, 7],
    [60, 7],
    [70, 8],
    [150, 8],
    [160, 9],
    [280, 9],
    [290, 10],
    [450, 10],
    [460, 11],
    [740, 11],
    [750, 12],
    [3000, 12],
  ])('gives the side %i points ahead %i of 12', (net, winner) => {
    expect(osloPoints(net)).toEqual({ home: winner, away: 12 - winner });
    expect(osloPoints(-net)).toEqual({ home: 12 - winner, away: winner });
  });
});

describe('board-a-match', () => {
  it.each([
    [10, '1', '0'],
    [0, '1/2', '1/2'],
    [-430, '0', '1'],
  ])('scores a net of %i as %s – %s', (net, home, away) => {
    const p = bamPoints(net);
    expect([p.home.toString(), p.away.toString()]).toEqual([home, away]);
  });

  it('scores 2 – 1 – 0 when a won board is worth 2', () => {
    expect(bamPoints(0, 2).home.toString()).toBe('1');
    expect(bamPoints(20, 2).home.toString()).toBe('2');
  });
});

describe('average plus and minus by form (NBF 1.9.3)', () => {
  it.each([
    ['imps', 1, 'plus', '3'],
    ['imps', 1, 'minus', '-3'],
    ['imps', 1, 'average', '0'],
    ['bam', 2, 'plus', '6/5'],
    ['bam', 1, 'plus', '3/5'],
    ['bam', 1, 'minus', '2/5'],
    ['oslo', 1, 'plus', '7'],
    ['oslo', 1, 'minus', '5'],
  ] as const)('%s (board worth %i): average %s is %s', (form, win, level, value) => {
    expect(artificialValue(form, level, win).toString()).toBe(value);
  });
});

describe('time penalties (NBF 2.6.3, 2.7.2)', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 50],
    [6, 50],
    [7, 60],
    [10, 120],
    [30, 520],
    [31, 800],
    [60, 1120],
  ])('%i minutes cost %i hundredths of a VP', (minutes, centi) => {
    expect(timePenaltyCenti(minutes)).toBe(centi);
  });

  it.each([
    [4, 0],
    [5, 3],
    [9, 3],
    [10, 6],
    [14, 6],
    [15, 9],
    [20, 12],
    [25, 15],
    [29, 15],
    [31, 18],
  ])('%i minutes cost %i IMPs in a knock-out', (minutes, imps) => {
    expect(timePenaltyImps(minutes)).toBe(imps);
  });
});

describe('slow play and the session length (NBF 2.7.2)', () => {
  it.each([
    // session minutes, the limit: the earlier of 30 minutes and 25 % of the session
    [undefined, 30],
    [180, 30],
    [100, 25],
    [60, 15],
  ])('a session of %s minutes puts the limit at %s minutes', (session, limit) => {
    expect(slowPlayLimit(session)).toBe(limit);
  });

  it.each([
    // minutes over, session length, VP hundredths: 0.2 VP a minute beyond 4, at least 8 VP beyond the limit
    [20, undefined, 320],
    [20, 60, 800],
    [16, 60, 800],
    [15, 60, 220],
    [31, undefined, 800],
    [44, undefined, 800],
    [49, undefined, 900],
  ])('%s minutes over in a session of %s minutes cost %s hundredths of a VP', (minutes, session, centi) => {
    expect(timePenaltyCenti(minutes, slowPlayLimit(session))).toBe(centi);
  });

  it('gives at least 18 IMP beyond the limit in a match without VP', () => {
    expect(timePenaltyImps(16, slowPlayLimit(60))).toBe(18);
    expect(timePenaltyImps(16)).toBe(9);
  });
});
