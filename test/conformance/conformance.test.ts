/**
 * The conformance suite: real events scored by Ruter, Magic Contest, BridgeWebs/BriAn, PairsScorer and
 * EBUScore, re-scored from their contracts and scores and compared with what those programs published —
 * every traveller line (MP or IMPs, percentages, Butler datum) and every pair (total, percentage, place).
 *
 * Each file is scored with the conventions its program used (see README.md beside this file); the only
 * differences allowed are the residuals listed here, each explained there. A residual that disappears fails
 * the test too, so that the list stays true.
 */
import { readFileSync } from 'node:fs';
import { conformanceDir } from '../helpers/fixtures.js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPairsInputs } from '../../src/parse/read-event.js';
import { comparePublished, type CompareOptions, type Difference } from '../../src/scoring/compare-published.js';
import type { PairsScoringOptions } from '../../src/scoring/pairs-types.js';
import { defaultPairsOptions, scorePairs } from '../../src/scoring/score-pairs.js';
import { checkMovement, checkResults, inferMovement } from '../../src/movement/index.js';

const dir = conformanceDir;

interface Case {
  readonly file: string;
  /** when the published results come from another file of the same session (10 scored, 11 published) */
  readonly publishedFrom?: string;
  readonly options: Partial<PairsScoringOptions>;
  readonly compare: CompareOptions;
  /** "what where" of every difference that is explained in README.md */
  readonly residuals: readonly string[];
  /** how many published numbers must be compared at least (so that a reader regression cannot pass silently) */
  readonly minLines: number;
  readonly minTotals: number;
}

const CASES: readonly Case[] = [
  {
    file: '01_ruter-fi-mp-pairs-sm-session1.pbn',
    options: { tiebreak: 'none' },
    compare: { mp: 'international' },
    residuals: [],
    minLines: 4 * 1188,
    minTotals: 3 * 36,
  },
  {
    file: '03_magiccontest-fi-butler-imp-pairs.pbn',
    options: { method: 'butler', sitOut: 'own-average' },
    compare: { mp: 'international' },
    residuals: [],
    minLines: 3 * 84,
    minTotals: 2 * 7,
  },
  {
    file: '04_ruter-fi-cross-imp-pairs-league.pbn',
    options: { method: 'cross-imps', acrossSections: true, winners: 'one', crossImpTotals: 'per-comparison' },
    compare: { mp: 'international' },
    residuals: [],
    minLines: 2 * 192,
    minTotals: 2 * 24,
  },
  {
    file: '08_ruter-no-mp-pairs-utf8.pbn',
    options: { smallGroups: 'nbf' },
    compare: { mp: 'relative' },
    residuals: [],
    minLines: 4 * 252,
    minTotals: 3 * 8,
  },
  {
    file: '10_bridgewebs-travellers-wgc-2025-04-09.pbn',
    publishedFrom: '11_brian-usebio10-wgc-2025-04-09.xml',
    options: { factoring: 'own-top', tiebreak: 'none' },
    compare: { mp: 'international' },
    residuals: ['percentage pair 14', 'percentage pair 2'],
    minLines: 2 * 144,
    minTotals: 2 * 13,
  },
  {
    file: '11_brian-usebio10-wgc-2025-04-09.xml',
    options: { factoring: 'own-top', tiebreak: 'none' },
    compare: { mp: 'international' },
    residuals: ['percentage pair 14', 'percentage pair 2'],
    minLines: 2 * 144,
    minTotals: 2 * 13,
  },
  {
    file: '12_pairsscorer-usebio12-mp-pairs-two-winner.xml',
    options: {},
    compare: { mp: 'international' },
    residuals: [],
    minLines: 2 * 242,
    minTotals: 2 * 22,
  },
  {
    file: '13_ebuscore-usebio12-mp-pairs-two-sections.xml',
    options: { acrossSections: true, boardMpDecimals: 2 },
    compare: { mp: 'international' },
    residuals: [],
    minLines: 2 * 305,
    minTotals: 2 * 35,
  },
];

function read(file: string) {
  return readPairsInputs([{ file, bytes: readFileSync(join(dir, file)) }]);
}

function label(d: Difference): string {
  return `${d.what} ${d.where}`;
}

describe('conformance with published results', () => {
  it.each(CASES.map((c) => [c.file, c] as const))('%s matches its published numbers', (_name, c) => {
    const input = read(c.file);
    expect(input.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const published = (c.publishedFrom ? read(c.publishedFrom) : input).published[0]?.results;
    expect(published).toBeDefined();
    const scored = scorePairs(input.event, { ...defaultPairsOptions, ...c.options });
    const cmp = comparePublished(scored, published!, c.compare);
    expect(cmp.lines.length).toBeGreaterThanOrEqual(c.minLines);
    expect(cmp.totals.length).toBeGreaterThanOrEqual(c.minTotals);
    const wrong = [...cmp.lines, ...cmp.totals].filter((d) => !d.ok);
    expect(wrong.map(label).sort()).toEqual([...c.residuals].sort());
  });

  // The files that say where each result was played (Round and Table columns); the USEBIO files do not.
  const SEATED = ['01_ruter-fi-mp-pairs-sm-session1.pbn', '03_magiccontest-fi-butler-imp-pairs.pbn', '04_ruter-fi-cross-imp-pairs-league.pbn', '08_ruter-no-mp-pairs-utf8.pbn'];
  it.each(SEATED.map((f) => [f] as const))(
    '%s: the movement inferred from round and table is consistent with every result (no false alarm)',
    (file) => {
      const { results } = read(file).event;
      expect(results.every((r) => r.round !== undefined && r.table !== undefined)).toBe(true);
      const movement = inferMovement(results);
      expect(movement.rows.length).toBeGreaterThan(0);
      const problems = [...checkMovement(movement, { file: 'inferred' }), ...checkResults(results, movement, { fixDirection: false }).diagnostics];
      expect(problems.filter((d) => d.severity === 'error')).toEqual([]);
    },
  );

  it('file 01 with the SD tiebreak separates the tie Ruter left shared at place 25', () => {
    const input = read('01_ruter-fi-mp-pairs-sm-session1.pbn');
    const scored = scorePairs(input.event, { ...defaultPairsOptions, tiebreak: 'sd' });
    const wrong = comparePublished(scored, input.published[0]!.results, { mp: 'international' }).totals.filter((d) => !d.ok);
    expect(wrong.map(label).sort()).toEqual(['place pair 16 EW', 'place pair 25 EW']);
  });

  it('file 08 with Neuberg for small groups too (our default) differs exactly on board 37 (NBF 3.2.4 values published)', () => {
    const input = read('08_ruter-no-mp-pairs-utf8.pbn');
    const scored = scorePairs(input.event, { ...defaultPairsOptions, smallGroups: 'neuberg' });
    const wrong = comparePublished(scored, input.published[0]!.results, { mp: 'relative' }).lines.filter((d) => !d.ok);
    expect(wrong.length).toBeGreaterThan(0);
    expect(wrong.every((d) => d.where.startsWith('board 37 '))).toBe(true);
  });

  it('file 13 with exact totals differs only by a hundredth on three percentages', () => {
    const input = read('13_ebuscore-usebio12-mp-pairs-two-sections.xml');
    const scored = scorePairs(input.event, { ...defaultPairsOptions, acrossSections: true });
    const wrong = comparePublished(scored, input.published[0]!.results, { mp: 'international' }).totals.filter((d) => !d.ok);
    expect(wrong.map(label).sort()).toEqual(['percentage pair 10 section A', 'percentage pair 26 section B', 'percentage pair 27 section B']);
    for (const d of wrong) expect(Math.abs(Number(d.published) - Number(d.ours))).toBeCloseTo(0.01, 5);
  });

  it('file 03 without the sit-out allowance misses exactly the published totals', () => {
    const input = read('03_magiccontest-fi-butler-imp-pairs.pbn');
    const scored = scorePairs(input.event, { ...defaultPairsOptions, method: 'butler', sitOut: 'none' });
    const wrong = comparePublished(scored, input.published[0]!.results, { mp: 'international' });
    expect(wrong.lines.filter((d) => !d.ok)).toEqual([]);
    expect(wrong.totals.filter((d) => !d.ok).every((d) => d.what === 'total IMP')).toBe(true);
  });
});
