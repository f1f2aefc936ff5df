/**
 * Rules of the pairs scorer checked on small hand-worked events: cross-IMP adjusted scores and totals per
 * comparison (NBF 1.9.3 C), penalties per field and per pair over the event (NBF Appendix I, 1.9.1), the
 * half-table N (NBF 3.2.5), scoring without Neuberg (NBF 3.2.4), and the session-average rule per player in an
 * individual event (Law 12C2c). Every expected value is worked out by hand in the comment above it.
 */
import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/base/rational.js';
import type { PairsEvent } from '../../src/model/types.js';
import type { PenaltyRecord } from '../../src/model/scored.js';
import { readTravellersCsv } from '../../src/parse/csv/travellers.js';
import type { PairsScoringOptions, ScoredPairsEvent } from '../../src/model/scored.js';
import { defaultPairsOptions, scorePairs } from '../../src/pipeline/score-pairs.js';

function score(csv: string, options: Partial<PairsScoringOptions> = {}, penalties: PenaltyRecord[] = [], shared = false): ScoredPairsEvent {
  const read = readTravellersCsv(csv, 't.csv', { sharedNumbers: shared });
  expect(read.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const event: PairsEvent = { results: read.results, boards: [], participants: [] };
  return scorePairs(event, { ...defaultPairsOptions, ...options }, penalties);
}

const value = (e: ScoredPairsEvent, board: number, ns: string, side: 'ns' | 'ew' = 'ns') =>
  e.boards
    .find((b) => b.board === board)
    ?.lines.find((l) => l.line.ns === ns)
    ?.[side]?.toFixed(4);
const standing = (e: ScoredPairsEvent, pair: string) => e.standings.find((s) => s.pair === pair);

// Four tables, NS 1–4 against EW 5–8. On boards 1 and 2 NS 1 makes 4S (+420, +620 vulnerable) where the
// others go one down (−50, −100): cross-IMPs 3 × IMP(470) = 30 and 3 × IMP(720) = 36.
const CROSS = `board,ns,ew,contract,declarer,result
1,1,5,4S,N,=
1,2,6,4S,N,-1
1,3,7,4S,N,-1
1,4,8,4S,N,-1
2,1,5,4S,N,=
2,2,6,4S,N,-1
2,3,7,4S,N,-1
2,4,8,4S,N,-1
`;

describe('cross-IMPs with adjusted scores and short boards (NBF 1.9.3 C)', () => {
  it('gives a non-offender its own IMPs per comparison when better than 1, times the N − 1 comparisons', () => {
    // NS 1: 66 IMPs over 6 comparisons = 11 per comparison > 1, so A60 on board 3 is 11 × 3 = 33.
    const e = score(CROSS + '3,1,5,A60/40,,\n3,2,6,4S,N,=\n3,3,7,4S,N,=\n3,4,8,4S,N,=\n', { method: 'cross-imps' });
    expect(value(e, 3, '1')).toBe('33.0000');
    // EW 5: −66 over 6 = −11 per comparison < −1 (the offender's own), so −33.
    expect(value(e, 3, '1', 'ew')).toBe('-33.0000');
  });

  it('divides a per-comparison total by the comparisons actually made', () => {
    // Board 3 is played at tables 1–3 only (all 4S=): 2 comparisons each, 0 IMPs.
    // NS 1: 30 + 36 + 0 over 3 + 3 + 2 comparisons = 66/8.
    // NS 2: IMP(−470) + 0 + 0 = −10, and −12, and 0: −22/8. NS 4 does not play board 3: −22/6.
    const e = score(CROSS + '3,1,5,4S,N,=\n3,2,6,4S,N,=\n3,3,7,4S,N,=\n', {
      method: 'cross-imps',
      crossImpTotals: 'per-comparison',
      sitOut: 'none',
    });
    expect(standing(e, '1')?.score.toFixed(4)).toBe(Rational.of(66, 8).toFixed(4));
    expect(standing(e, '4')?.score.toFixed(4)).toBe(Rational.of(-22, 6).toFixed(4));
    expect(standing(e, '2')?.score.toFixed(4)).toBe(Rational.of(-22, 8).toFixed(4));
  });
});

describe("Neuberg's N with the sit-out table (NBF 3.2.5)", () => {
  it('counts the pairs as the scorer identifies them, whatever their numbers', () => {
    // A Mitchell of 4 NS and 3 EW pairs: 7 pairs, a half table, so N = 3 + 1 = 4 and the top is 6.
    // (NS 4 sits out board 1 and plays board 2.)
    const csv = (ew: (n: number) => number) =>
      `board,ns,ew,contract,declarer,result\n1,1,${ew(5)},4S,N,=\n1,2,${ew(6)},4S,N,-1\n1,3,${ew(7)},3S,N,=\n` +
      `2,2,${ew(5)},4S,N,=\n2,3,${ew(6)},4S,N,-1\n2,4,${ew(7)},3S,N,=\n`;
    const apart = score(
      csv((n) => n),
      { neubergN: 'with-sitout', winners: 'two' },
    );
    const fromOne = score(
      csv((n) => n - 4),
      { neubergN: 'with-sitout', winners: 'two' },
      [],
      true,
    );
    expect(apart.boards[0]?.lines[0]?.top?.toString()).toBe('6');
    expect(fromOne.boards[0]?.lines[0]?.top?.toString()).toBe('6');
    // NS 1 beat both others in the group of 3: (4/3)(4 + 1) − 1 = 17/3
    expect(value(fromOne, 1, '1')).toBe(Rational.of(17, 3).toFixed(4));
  });
});

describe('procedural penalties (NBF Appendix I, 1.9.1)', () => {
  const pen = (pair: string, extra: Partial<PenaltyRecord> = {}): PenaltyRecord => ({ pair, category: 'D', source: { file: 'p.csv', line: 2 }, ...extra });

  it("take 10 % of a top in the pair's own field", () => {
    // Section A has 4 tables (top 6), section B 3 (top 4): a first offence in B costs 0.4.
    const csv = `board,ns,ew,contract,declarer,result,section
1,1,5,4S,N,=,A
1,2,6,4S,N,-1,A
1,3,7,3S,N,=,A
1,4,8,3S,N,=,A
1,1,5,4S,N,=,B
1,2,6,4S,N,-1,B
1,3,7,3S,N,=,B
`;
    const e = score(csv, {}, [pen('1', { section: 'B' }), pen('1', { section: 'A' })]);
    expect(e.penalties.map((p) => p.amount.toString())).toEqual(['2/5', '3/5']);
  });

  it("count a pair's offences once, whatever direction column the records carry", () => {
    // One winner (pairs sit both ways): the second offence of pair 3 is 20 % of the top 2 = 0.4.
    const csv = `board,ns,ew,contract,declarer,result,round
1,1,2,4S,N,=,1
1,3,4,4S,N,-1,1
2,1,3,4S,N,=,2
2,4,2,4S,N,-1,2
`;
    const e = score(csv, {}, [pen('3', { round: 1 }), pen('3', { round: 2, direction: 'EW' })]);
    expect(e.penalties.map((p) => [p.offence, p.amount.toString()])).toEqual([
      [1, '1/5'],
      [2, '2/5'],
    ]);
  });

  it('order offences given by board by the round the pair played the board', () => {
    // Pair 3 played board 2 in round 2 and board 1 in round 1: the record for board 1 is the first offence.
    const csv = `board,ns,ew,contract,declarer,result,round
1,1,2,4S,N,=,1
1,3,4,4S,N,-1,1
2,1,3,4S,N,=,2
2,4,2,4S,N,-1,2
`;
    const e = score(csv, {}, [pen('3', { board: 2 }), pen('3', { board: 1 })]);
    expect(e.penalties.map((p) => p.offence)).toEqual([2, 1]);
  });

  it('take 1 IMP per comparison for 10 % of a top in cross-IMPs', () => {
    // 4 tables: 3 comparisons, so a first offence is 3 IMPs.
    const e = score(CROSS, { method: 'cross-imps' }, [pen('2')]);
    expect(e.penalties[0]?.amount.toString()).toBe('3');
  });
});

describe('scoring without Neuberg (NBF 3.2.4, manual-style)', () => {
  // Six tables; board 1 has an artificial score, so 5 real results where 6 were expected.
  const csv = `board,ns,ew,contract,declarer,result
1,1,7,4S,N,+1
1,2,8,4S,N,=
1,3,9,4S,N,=
1,4,10,4S,N,-1
1,5,11,4S,N,-2
1,6,12,A50/50,,
`;
  it('lowers the top one point per missing table for a group of 4 or more', () => {
    // Full top 10; the group's top 10 − 1 = 9 (above 70 % of 10); the group's own MP (8, 5, 5, 2, 0) + 1.
    const e = score(csv, { factoring: 'manual' });
    expect(['1', '2', '3', '4', '5'].map((p) => value(e, 1, p))).toEqual(['9.0000', '6.0000', '6.0000', '3.0000', '1.0000']);
    expect(e.boards[0]?.lines[0]?.explain.smallGroup).toBe('lowered-top');
  });

  it('never lowers the top below 70 % of the full top', () => {
    // 4 real results of 8 expected (4 artificial): 14 − 4 = 10 is below 70 % of 14 = 9.8? No: 10 ≥ 9.8, so 10.
    // With 4 of 9: 16 − 5 = 11 < 11.2 = 70 % of 16, so the top is 11.2.
    const lines = ['1,1,11,4S,N,+1', '1,2,12,4S,N,=', '1,3,13,4S,N,-1', '1,4,14,4S,N,-2'];
    for (let t = 5; t <= 9; t++) lines.push(`1,${t},${t + 10},A50/50,,`);
    const e = score(`board,ns,ew,contract,declarer,result\n${lines.join('\n')}\n`, { factoring: 'manual' });
    expect(value(e, 1, '1')).toBe('11.2000');
  });

  it('uses Neuberg by default, also for a group of 3', () => {
    const three = `board,ns,ew,contract,declarer,result
1,1,5,A60/40,,
1,2,6,4S,N,-1
1,3,7,3S,N,=
1,4,8,3S,N,=
`;
    // n = 3 of N = 4: raw 0, 3, 3 → (4/3)(mp + 1) − 1 = 1/3, 13/3, 13/3
    const e = score(three);
    expect(['2', '3', '4'].map((p) => value(e, 1, p))).toEqual([Rational.of(1, 3), Rational.of(13, 3), Rational.of(13, 3)].map((r) => r.toFixed(4)));
    // NBF 3.2.4's fixed values as an option: 50 %, 65 %, 65 % of 6
    const nbf = score(three, { smallGroups: 'nbf' });
    expect(['2', '3', '4'].map((p) => value(nbf, 1, p))).toEqual(['3.0000', '3.9000', '3.9000']);
  });
});

describe('an individual event (Law 12C2c per player)', () => {
  it('gives each player of an adjusted side its own session result when it is better than 60 %', () => {
    // Player 1 scored 2 + 2 + 1 of 6 on the other boards (83.33 %), player 3 scored 0 + 0 + 1 (16.67 %):
    // on the A60/40 board player 1 gets 83.33 % of 2, player 3 gets 60 % of 2.
    const csv = `board,north,east,south,west,contract,declarer,result
1,1,2,5,6,4S,N,=
1,3,4,7,8,4S,N,-1
2,1,4,7,6,4S,N,=
2,3,2,5,8,4S,N,-1
3,1,2,3,4,A60/40,,
3,5,6,7,8,4S,N,=
4,1,2,3,4,4S,N,=
4,5,6,7,8,4S,N,=
`;
    const e = score(csv);
    const board3 = (player: string) =>
      standing(e, player)
        ?.entries.find((x) => x.board === 3)
        ?.value.toFixed(4);
    expect(board3('1')).toBe(Rational.of(5, 3).toFixed(4));
    expect(board3('3')).toBe('1.2000');
  });
});
