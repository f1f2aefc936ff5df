/**
 * The published values as read for comparison (session columns beside cumulative totals, shared places, an
 * individual's seats), and the scorer's per-comparison cross-IMP lines with artificial scores and sit-outs.
 */
import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/base/rational.js';
import { readPbn } from '../../src/parse/pbn/read-pbn.js';
import { readPairsInputs } from '../../src/parse/read-event.js';
import { defaultPairsOptions, scorePairs } from '../../src/pipeline/score-pairs.js';
import { comparePublished } from '../../src/pipeline/compare/compare-published.js';

const enc = (s: string) => new TextEncoder().encode(s);

describe('the published totals of a session of several', () => {
  const pbn = `% <META name=BoardCount content="105">
% <META name=BoardCountSession content="39">
% <META name=CRSession content="2">
% <META name=CRSessionCount content="2">
[Board "67"]
[TotalScoreTable "Rank;PairId;Direction;TotalScoreMP;TotalPercentage;SessionScoreMP;SessionPercentage;SessionRank;SessionRankTie"]
1 2 "N-S" 2084.4 58.39 805.0 60.71 3 -
6 33 "N-S" 1943.8 54.45 701.0 52.87 10 11
`;
  it('reads the session columns apart from the cumulative totals, and the meta of the sessions', () => {
    const r = readPbn(enc(pbn), 's2.pbn');
    expect(r.published.meta).toMatchObject({ boardCount: 105, boardCountSession: 39, session: 2, sessionCount: 2, totalColumn: 'TotalScoreMP' });
    const [a, b] = r.published.totals;
    expect(a).toMatchObject({ pair: '2', rank: 1, tie: false, total: Rational.parseDecimal('2084.4') });
    expect(a?.session).toEqual({ total: Rational.of(805), percentage: Rational.parseDecimal('60.71'), rank: 3, tie: false });
    // SessionRankTie holds anything but "-": the place is shared
    expect(b?.session).toMatchObject({ rank: 10, tie: true });
  });

  it('takes a number of more than 12 digits as not given, rather than as a number', () => {
    const r = readPbn(enc(pbn.replace('2084.4', '1234567890123456789')), 's2.pbn');
    expect(r.published.totals[0]?.total).toBeUndefined();
  });
});

describe('an individual traveller as published', () => {
  const pbn = `[Board "1"]
[Vulnerable "None"]
[Competition "Individuals"]
[ScoreTable "Table;Round;PlayerId_North;PlayerId_South;PlayerId_East;PlayerId_West;Contract;Declarer;Result;MP_North;MP_South;MP_East;MP_West;Percentage_North;Percentage_South;Percentage_East;Percentage_West"]
1 1 1 2 3 4 4S N 10 2 2 0 0 100 100 0 0
2 1 5 6 7 8 4S N 9 0 0 2 2 0 0 100 100
`;
  it('is compared seat by seat', () => {
    const input = readPairsInputs([{ file: 'i.pbn', bytes: enc(pbn) }]);
    expect(input.published[0]?.results.lines[0]?.seats?.S).toEqual({ player: '2', mp: Rational.of(2), pct: Rational.of(100) });
    const scored = scorePairs(input.event, defaultPairsOptions);
    const c = comparePublished(scored, input.published[0]!.results, { mp: 'international' });
    expect(c.lines.map((d) => d.what)).toEqual([
      'MP N',
      '% N',
      'MP E',
      '% E',
      'MP S',
      '% S',
      'MP W',
      '% W',
      'MP N',
      '% N',
      'MP E',
      '% E',
      'MP S',
      '% S',
      'MP W',
      '% W',
    ]);
    expect(c.lines.every((d) => d.ok)).toBe(true);
  });
});

describe('cross-IMP lines per comparison (Pianola)', () => {
  // 3 tables; on board 1 NS 1 v EW 11 was cancelled (A60/40): 2 real results.
  const csv = `board,ns,ew,contract,declarer,result
1,1,11,A60/40,,
1,2,12,4S,N,=
1,3,13,4S,N,-1
2,1,11,3NT,N,=
2,2,12,3NT,N,+1
2,3,13,3NT,N,-1
`;
  const options = { ...defaultPairsOptions, method: 'cross-imps' as const, winners: 'two' as const, crossImpLines: 'per-comparison' as const };
  it('divides each line by its comparisons and gives an artificial score its IMPs per comparison as they stand', () => {
    const e = scorePairs(readPairsInputs([{ file: 't.csv', bytes: enc(csv) }]).event, options);
    const board1 = e.boards.find((b) => b.board === 1)!;
    const value = (ns: string) => board1.lines.find((l) => l.line.ns === ns)?.ns?.toString();
    // 420 v −50 (vul None): 470 → 10 IMPs, against the 1 other real result: per comparison 10
    expect([value('2'), value('3')]).toEqual(['10', '-10']);
    // A60 for a pair whose own board 2 is worth 11/2 IMPs per comparison (−1 and +12 over 2): the session
    // average (Law 12C2c), per comparison as the lines are
    expect(value('1')).toBe('11/2');
    // without it, +1 IMP per comparison (NBF 1.9.3 C) — not multiplied by the comparisons
    const plain = scorePairs(readPairsInputs([{ file: 't.csv', bytes: enc(csv) }]).event, { ...options, sessionAverage: false });
    expect(
      plain.boards
        .find((b) => b.board === 1)
        ?.lines.find((l) => l.line.ns === '1')
        ?.ns?.toString(),
    ).toBe('1');
  });

  it('keeps the raw sums by default', () => {
    const e = scorePairs(readPairsInputs([{ file: 't.csv', bytes: enc(csv) }]).event, { ...options, crossImpLines: 'raw' });
    const board2 = e.boards.find((b) => b.board === 2)!;
    // 630 against 600 (30: 1 IMP) and against −50 (680: 12 IMPs): the sum, 13
    expect(board2.lines.find((l) => l.line.ns === '2')?.ns?.toString()).toBe('13');
  });
});
