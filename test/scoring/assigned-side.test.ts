/**
 * An assigned score for one side beside an artificial one for the other (Law 12C1 and 12C2 at one table,
 * Ruter's "+0" and "A+"): the assigned side scored as its table score against the board's real results, the
 * real results compared as if that table had no score.
 */
import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/base/rational.js';
import type { PairsScoringOptions } from '../../src/model/scored.js';
import type { ArtificialSide, PairsEvent, ResultLine } from '../../src/model/types.js';
import { defaultPairsOptions, scorePairs } from '../../src/pipeline/score-pairs.js';
import { assignedSideValue } from '../../src/scoring/pairs/assigned-side.js';
import type { MpItem } from '../../src/scoring/pairs/matchpoints.js';

const plain = (...scores: number[]): MpItem[] => scores.map((score) => ({ components: [{ score, weight: Rational.ONE }] }));
/** The board: NS 420, 420 and -50 at three tables, the fourth table's score assigned to one side. */
const REAL = plain(420, 420, -50);
const options = (o: Partial<PairsScoringOptions> = {}): PairsScoringOptions => ({ ...defaultPairsOptions, ...o });

describe('assignedSideValue: matchpoints (Law 78A) as one more result of the board, on its top 2(N − 1)', () => {
  it.each([
    // [side, the assigned score from NS's view, N, value]
    ['NS', 0, 4, '2'], // beats -50: 2 of 6 (33.33 %), the "+0"
    ['NS', 420, 4, '4'], // ties the two 420s, beats -50
    ['NS', -50, 4, '1'], // ties -50
    ['NS', 500, 4, '6'], // the top
    ['NS', -100, 4, '0'], // beaten by all
    ['EW', 0, 4, '4'], // EW "+0": 6 − 2
    ['EW', -50, 4, '5'], // EW "+50" (NS −50): 6 − 1
    ['EW', 420, 4, '2'], // EW "-420"
    // a board of 5 expected (another table missing too): Neuberg from the 4 results to 5, top 8
    ['NS', 0, 5, '11/4'], // (5/4)(2 + 1) − 1
    ['EW', 0, 5, '21/4'], // 8 − 11/4
  ] as const)('%s assigned %i on a board of N = %i: %s', (side, score, n, value) => {
    expect(assignedSideValue(score, side, REAL, { expected: n, datum: undefined }, options()).toString()).toBe(value);
  });

  it('gives a board without real results the average (Neuberg from one result to N)', () => {
    expect(assignedSideValue(0, 'NS', [], { expected: 4, datum: undefined }, options()).toString()).toBe('3');
  });
});

describe('assignedSideValue: IMPs', () => {
  it.each([
    // [method, lines, side, score, N, datum, value]
    ['butler', 'raw', 'NS', 0, 4, 420, '-9'], // 0 − 420: 9 IMPs (Law 78B)
    ['butler', 'raw', 'EW', 0, 4, 420, '9'],
    ['butler', 'raw', 'NS', 0, 4, undefined, '0'], // no datum: no real result to compare with
    ['cross-imps', 'raw', 'NS', 0, 4, undefined, '-16'], // −9 −9 +2 against 420, 420, −50
    ['cross-imps', 'raw', 'NS', 0, 5, undefined, '-64/3'], // scaled to the N − 1 = 4 comparisons of an artificial line
    ['cross-imps', 'per-comparison', 'NS', 0, 4, undefined, '-16/3'], // their mean
    ['cross-imps', 'raw', 'EW', -50, 4, undefined, '20'], // EW "+50": NS −50 is −10 −10 +0
  ] as const)('%s (%s lines): %s assigned %i on a board of N = %i, datum %s: %s', (method, lines, side, score, n, datum, value) => {
    const o = options({ method, crossImpLines: lines });
    expect(assignedSideValue(score, side, REAL, { expected: n, datum }, o).toString()).toBe(value);
  });
});

describe('a scored board with such a line', () => {
  const line = (ns: string, ew: string, outcome: ResultLine['outcome']): ResultLine => ({ board: 1, ns, ew, outcome, source: { file: 't', line: 1 } });
  const played = (scoreNS: number): ResultLine['outcome'] => ({ kind: 'played', score: { scoreNS } });
  const event = (ns: ArtificialSide, ew: ArtificialSide): PairsEvent => ({
    results: [line('1', '5', played(420)), line('2', '6', played(420)), line('3', '7', played(-50)), line('4', '8', { kind: 'artificial', ns, ew })],
    boards: [{ board: 1 }],
    participants: [],
  });
  const values = (e: PairsEvent, o: Partial<PairsScoringOptions> = {}) =>
    scorePairs(e, options({ winners: 'two', ...o })).boards[0]?.lines.map((l) => [l.line.ns, l.ns?.toString(), l.ew?.toString()]);

  it.each([{ smallGroups: 'nbf' as const }, { smallGroups: 'neuberg' as const }])('leaves the other tables as beside any artificial line (%o)', (o) => {
    const assigned = values(event({ assignedScore: 0 }, { percent: 60, role: 'nonOffender' }), o);
    const artificial = values(event({ percent: 40, role: 'offender' }, { percent: 60, role: 'nonOffender' }), o);
    expect(assigned?.slice(0, 3)).toEqual(artificial?.slice(0, 3));
    // NS: the 2 of 6 of a 0 against 420, 420, −50; EW: A+, 60 % of 6
    expect(assigned?.[3]).toEqual(['4', '2', '18/5']);
  });

  it('explains the assigned side with its score and the results it was compared with', () => {
    const scored = scorePairs(event({ assignedScore: 0 }, { percent: 60, role: 'nonOffender' }), options({ winners: 'two' }));
    expect(scored.boards[0]?.lines[3]?.explain.artificial?.ns).toEqual({ assignedScore: 0, compared: 3 });
  });
});
