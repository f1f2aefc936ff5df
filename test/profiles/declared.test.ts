/**
 * What a results file declares about its own scoring, read from its tags, its program and the shape of its
 * published tables (PBN 2.1, the Scoring tag, USEBIO 1.2).
 */
import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/base/rational.js';
import type { PublishedResults, PublishedTotal, PublishedLine } from '../../src/model/published.js';
import { declaredConventions } from '../../src/pipeline/compare/declared.js';

const r = (x: number) => Rational.of(x);
function results(over: Partial<PublishedResults>): PublishedResults {
  return { lines: [], totals: [], ...over };
}
const line = (p: Partial<PublishedLine>): PublishedLine => ({ board: 1, ns: '1', ew: '2', ...p });
const total = (p: Partial<PublishedTotal>): PublishedTotal => ({ pair: '1', ...p });

describe('the scoring a file declares', () => {
  it.each([
    ['MatchPoints;MP1', 'Scoring tag', 'mp', { mpDisplay: 'international' }],
    ['MP;MP2', 'Scoring tag', 'mp', { mpDisplay: 'american' }],
    ['IMP;Butler-2;Mean', 'Scoring tag', 'butler', { butlerDrop: { kind: 'count', count: 1 } }],
    ['IMP;Butler', 'Scoring tag', 'butler', {}],
    ['IMP;Cross2', 'Scoring tag', 'cross-imps', { crossImpTotals: 'per-comparison' }],
    ['IMP;Cross', 'Scoring tag', 'cross-imps', { crossImpTotals: 'raw' }],
    ['CROSS_IMPS', 'BOARD_SCORING_METHOD', 'cross-imps', {}],
    ['MATCH_POINTS', 'BOARD_SCORING_METHOD', 'mp', {}],
    ['IMPS', 'BOARD_SCORING_METHOD', 'butler', {}],
  ] as const)('%s → %s', (scoring, field, method, values) => {
    const d = declaredConventions([results({ scoring, meta: { scoringField: field } })]);
    expect(d.method?.value).toBe(method);
    expect(d.method?.reason).toMatch(new RegExp(`^${field} ${scoring.replace(/[;]/g, ';')} → `));
    for (const [k, v] of Object.entries(values)) expect((d.values as Record<string, { value: unknown }>)[k]?.value).toEqual(v);
  });

  it('"IMP" alone leaves the method open unless a datum column says Butler', () => {
    expect(declaredConventions([results({ scoring: 'IMP', lines: [line({ impNS: r(3) })] })]).method).toBeUndefined();
    expect(declaredConventions([results({ scoring: 'IMP', lines: [line({ impNS: r(3), datum: 420 })] })]).method?.value).toBe('butler');
  });

  it('without a scoring tag the published columns decide', () => {
    expect(declaredConventions([results({ lines: [line({ mpNS: r(3) })] })]).method?.value).toBe('mp');
    expect(declaredConventions([results({ lines: [line({ datum: 0, impNS: r(1) })] })]).method?.value).toBe('butler');
  });

  it('notes a median datum and Cross1, which are not ours', () => {
    expect(declaredConventions([results({ scoring: 'IMP;Butler;Median' })]).notes).toEqual([expect.stringContaining('median')]);
    expect(declaredConventions([results({ scoring: 'IMP;Cross1' })]).notes).toEqual([expect.stringContaining('Cross1')]);
  });
});

describe('the field a file declares', () => {
  it('WINNER_TYPE gives one or two winners', () => {
    expect(declaredConventions([results({ winners: 1 })]).values.winners?.value).toBe('one');
    expect(declaredConventions([results({ winners: 2 })]).values.winners?.reason).toBe('WINNER_TYPE 2 → two winners');
  });

  it('one rank list over NS and EW is one winner; a rank 1 in each direction is two', () => {
    const one = [total({ pair: '1', direction: 'NS', rank: 1 }), total({ pair: '2', direction: 'EW', rank: 2 })];
    const two = [total({ pair: '1', direction: 'NS', rank: 1 }), total({ pair: '2', direction: 'EW', rank: 1 })];
    expect(declaredConventions([results({ totals: one })]).values.winners?.value).toBe('one');
    expect(declaredConventions([results({ totals: two })]).values.winners?.value).toBe('two');
  });

  it('one ButlerDatum per board over the sections is one field across them; a datum per section is not', () => {
    const across = [line({ section: 'A', datum: 420 }), line({ section: 'B', datum: 420, ns: '3', ew: '4' })];
    const apart = [line({ section: 'A', datum: 420 }), line({ section: 'B', datum: 450, ns: '3', ew: '4' })];
    expect(declaredConventions([results({ lines: across })]).values.acrossSections?.value).toBe(true);
    expect(declaredConventions([results({ lines: apart })]).values.acrossSections?.value).toBe(false);
  });

  it('WINNER_TYPE 1 with SECTION_COUNT 2 is one field across the sections', () => {
    const lines = [line({ section: 'A', mpNS: r(1) }), line({ section: 'B', ns: '3', ew: '4', mpNS: r(1) })];
    const d = declaredConventions([results({ winners: 1, lines, meta: { sectionCount: 2 } })]);
    expect(d.values.acrossSections).toEqual({ value: true, reason: 'WINNER_TYPE 1 with SECTION_COUNT 2 → one field across the sections' });
  });

  it('one rank list over the sections is only a hint: across the sections is tried first', () => {
    const lines = [line({ section: 'A', impNS: r(1) }), line({ section: 'B', ns: '3', ew: '4', impNS: r(1) })];
    const d = declaredConventions([results({ lines, totals: [total({ rank: 1 }), total({ pair: '3', rank: 2 })] })]);
    expect(d.values.acrossSections).toBeUndefined();
    expect(d.hints.acrossSections?.value).toBe(true);
  });
});

describe('the places and the display a file declares', () => {
  it('shared places (RankTie, "5=") mean no tiebreak', () => {
    const d = declaredConventions([results({ totals: [total({ rank: 5, tie: true }), total({ pair: '2', rank: 5, tie: true })] })]);
    expect(d.values.tiebreak).toEqual({ value: 'none', reason: 'shared places published (pair 1 5=) → ties stand' });
    expect(declaredConventions([results({ totals: [total({ rank: 1, tie: false })] })]).values.tiebreak).toBeUndefined();
  });

  it('negative published matchpoints are ± average (NBF 3.2.3)', () => {
    expect(declaredConventions([results({ lines: [line({ mpNS: r(-2), mpEW: r(2) })] })]).values.mpDisplay?.value).toBe('relative');
    const totals = [total({ total: r(-40) })];
    expect(declaredConventions([results({ totals, meta: { totalColumn: 'TotalScoreMP' } })]).values.mpDisplay?.value).toBe('relative');
    // negative IMP totals say nothing of matchpoints
    expect(declaredConventions([results({ totals, meta: { totalColumn: 'TotalScoreIMP' } })]).values.mpDisplay).toBeUndefined();
  });

  it('USEBIO MP_SCALE gives the matchpoint scale', () => {
    expect(declaredConventions([results({ meta: { mpScale: '1' } })]).values.mpDisplay).toEqual({
      value: 'american',
      reason: 'MP_SCALE 1 → 1 per result beaten',
    });
    expect(declaredConventions([results({ meta: { mpScale: '2' } })]).values.mpDisplay?.value).toBe('international');
    expect(declaredConventions([results({ meta: { mpScale: 'Club' } })]).values.mpDisplay).toBeUndefined();
  });

  it('the program and where it was played are passed on', () => {
    const d = declaredConventions([results({ meta: { generator: 'Ruter 4.9', where: 'Åbo, Finland' } })]);
    expect({ program: d.program, where: d.where }).toEqual({ program: 'Ruter 4.9', where: 'Åbo, Finland' });
  });
});
