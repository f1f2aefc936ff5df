/**
 * The conformance suite: real events scored by Ruter, Magic Contest, Compscore, BridgeWebs/BriAn, PairsScorer, EBUScore,
 * Pianola, RealBridge and ScoreBridge, re-scored from their contracts and scores and compared with what those programs published —
 * every traveller line (MP or IMPs, percentages, Butler datum) and every pair (total, percentage, place).
 *
 * Each file is scored as `bridgescore pairs FILE --compare` scores it with no other option: the conventions
 * are found from the file itself (see README.md beside this file). Per file the test fixes the profile found,
 * how many published numbers agree of how many, and the residual differences, each explained in README.md;
 * a residual that disappears fails the test too, so that the list stays true.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { conformanceDir } from '../helpers/fixtures.js';
import { runInProcess } from '../helpers/cli.js';
import { readPairsInputs } from '../../src/parse/read-event.js';
import { comparePublished } from '../../src/pipeline/compare/compare-published.js';
import { type Difference } from '../../src/model/compare.js';
import { defaultPairsOptions, scorePairs } from '../../src/pipeline/score-pairs.js';
import { checkMovement } from '../../src/movement/check-movement.js';
import { checkResults } from '../../src/movement/check-results.js';
import { inferMovement } from '../../src/movement/infer-movement.js';
import { findConvention, type Found } from '../../src/pipeline/compare/find-convention.js';
import { scoringOptionsOf, valuesOf } from '../../src/profiles/apply.js';
import { nbfProfile } from '../../src/profiles/index.js';

const excerpts = new URL('./excerpts/', import.meta.url).pathname;

interface Case {
  /** the file scored, in the corpus (`test/fixtures/conformance/`) or among the excerpts (`excerpts/…`) */
  readonly file: string;
  /** when the published results come from another file of the same session (10 scored, 11 published) */
  readonly publishedFrom?: string;
  readonly profile: string;
  readonly agree: number;
  readonly compared: number;
  /** "what where" of every difference that README.md explains */
  readonly residuals: readonly string[];
  /**
   * For a file with many differences that all follow from a few unmarked manual changes (README.md): instead
   * of listing them, every differing traveller line is on one of these boards (and each board has one).
   */
  readonly residualBoards?: readonly number[];
}

const CASES: readonly Case[] = [
  { file: '01_ruter-fi-mp-pairs-sm-session1.pbn', profile: 'ruter-fi', agree: 4860, compared: 4860, residuals: [] },
  { file: '03_magiccontest-fi-butler-imp-pairs.pbn', profile: 'magic-contest', agree: 266, compared: 266, residuals: [] },
  { file: '04_ruter-fi-cross-imp-pairs-league.pbn', profile: 'ruter-fi', agree: 432, compared: 432, residuals: [] },
  { file: '08_ruter-no-mp-pairs-utf8.pbn', profile: 'ruter-no', agree: 1032, compared: 1032, residuals: [] },
  {
    file: '10_bridgewebs-travellers-wgc-2025-04-09.pbn',
    publishedFrom: '11_brian-usebio10-wgc-2025-04-09.xml',
    profile: 'brian',
    agree: 312,
    compared: 314,
    residuals: ['percentage pair 14', 'percentage pair 2'],
  },
  { file: '11_brian-usebio10-wgc-2025-04-09.xml', profile: 'brian', agree: 312, compared: 314, residuals: ['percentage pair 14', 'percentage pair 2'] },
  { file: '12_pairsscorer-usebio12-mp-pairs-two-winner.xml', profile: 'ebu', agree: 528, compared: 528, residuals: [] },
  { file: '13_ebuscore-usebio12-mp-pairs-two-sections.xml', profile: 'ebu', agree: 680, compared: 680, residuals: [] },
  { file: 'excerpts/ruter-no-individual.pbn', profile: 'ruter-no', agree: 1140, compared: 1140, residuals: [] },
  { file: 'excerpts/ruter-fi-sm-session2.pbn', profile: 'ruter-fi', agree: 2916, compared: 2916, residuals: [] },
  { file: 'excerpts/ruter-se-cross-imp-pairs.pbn', profile: 'ruter-se', agree: 3520, compared: 3520, residuals: [] },
  { file: 'excerpts/ruter-se-individual.pbn', profile: 'ruter-se', agree: 6094, compared: 6096, residuals: ['place pair 8', 'place pair 13'] },
  // Butler over two sections, IMPs per board; the four pairs of table 1 are listed with no board played
  { file: 'excerpts/ruter-no-butler-pairs-sections.pbn', profile: 'ruter-no', agree: 1104, compared: 1104, residuals: [] },
  {
    file: 'excerpts/pianola-cross-imp-pairs.xml',
    profile: 'pianola',
    agree: 415,
    compared: 418,
    residuals: ['total IMP pair 2', 'total IMP pair 16 EW', 'total IMP pair 17 NS'],
  },
  { file: 'excerpts/realbridge-mp-pairs.xml', profile: 'realbridge', agree: 398, compared: 398, residuals: [] },
  { file: 'excerpts/scorebridge-mp-pairs.xml', profile: 'scorebridge', agree: 386, compared: 386, residuals: [] },
  // ScoreBridge 10.25: boards of 2 and 3 results of 4, each missing result counted as an average result (found by the search)
  { file: 'excerpts/scorebridge-mp-pairs-missing-results.xml', profile: 'scorebridge', agree: 204, compared: 204, residuals: [] },
  { file: 'excerpts/ebuscore-mp-pairs-one-winner.xml', profile: 'ebu', agree: 506, compared: 506, residuals: [] },
  { file: 'excerpts/ebuscore-mp-pairs-two-winner.xml', profile: 'ebu', agree: 468, compared: 468, residuals: [] },
  { file: 'excerpts/realbridge-mp-pairs-two-winner.xml', profile: 'realbridge', agree: 368, compared: 368, residuals: [] },
  // BBO Extractor has no profile of its own: the default agrees once the unmarked shared place is read as one
  { file: 'excerpts/bbo-extractor-mp-pairs.xml', profile: 'nbf', agree: 322, compared: 322, residuals: [] },
  {
    file: 'excerpts/pairsscorer-mp-pairs-two-sections.xml',
    profile: 'ebu',
    agree: 732,
    compared: 734,
    residuals: ['percentage pair 5 section A NS', 'percentage pair 15 section A EW'],
  },
  // Compscore3 (Australia): what the file declares (EVENT_TYPE, PROGRAM_NAME) and the compscore profile
  { file: 'excerpts/compscore3-au-butler-pairs-howell.xml', profile: 'compscore', agree: 331, compared: 331, residuals: [] },
  { file: 'excerpts/compscore3-au-butler-pairs-mitchell-two-winner.xml', profile: 'compscore', agree: 553, compared: 553, residuals: [] },
  { file: 'excerpts/compscore3-au-cross-imp-pairs-howell.xml', profile: 'compscore', agree: 234, compared: 234, residuals: [] },
  { file: 'excerpts/compscore3-au-mp-pairs-howell.xml', profile: 'compscore', agree: 358, compared: 358, residuals: [] },
  {
    file: 'excerpts/compscore3-au-mp-pairs-mitchell-two-winner.xml',
    profile: 'compscore',
    agree: 1136,
    compared: 1138,
    residuals: ['total MP pair 2EW EW', 'total MP pair 8NS NS'],
  },
  { file: 'excerpts/compscore3-au-mp-pairs-mitchell-rookie-03.xml', profile: 'compscore', agree: 291, compared: 291, residuals: [] },
  { file: 'excerpts/compscore3-au-mp-pairs-mitchell-rookie-04.xml', profile: 'compscore', agree: 316, compared: 316, residuals: [] },
  { file: 'excerpts/compscore3-au-mp-pairs-friday-section-a.xml', profile: 'compscore', agree: 560, compared: 560, residuals: [] },
  // the session before the director's correction: board 1's cancelled result published at average, unmarked
  {
    file: 'excerpts/compscore3-au-mp-pairs-mitchell-two-winner-02.xml',
    profile: 'compscore',
    agree: 1150,
    compared: 1260,
    residuals: [],
    residualBoards: [1, 3, 4],
  },
  // the same session re-published: two lines given by hand (boards 3 and 4), and the totals of their pairs
  {
    file: 'excerpts/compscore3-au-mp-pairs-mitchell-adjusted-02.xml',
    profile: 'compscore',
    agree: 1250,
    compared: 1260,
    residuals: [
      'MP NS board 3 NS 1NS v EW 1EW',
      'MP EW board 3 NS 1NS v EW 1EW',
      'MP NS board 4 NS 1NS v EW 21EW',
      'MP EW board 4 NS 1NS v EW 21EW',
      'total MP pair 1NS NS',
      'percentage pair 1NS NS',
      'total MP pair 1EW EW',
      'percentage pair 1EW EW',
      'total MP pair 21EW EW',
      'percentage pair 21EW EW',
    ],
  },
  // Magic Contest France: board MPs to one decimal, a tie broken head-to-head (session 1's Tiebreak column)
  { file: 'excerpts/magiccontest-fr-mp-pairs-dn1-final-session1.pbn', profile: 'magic-contest', agree: 2772, compared: 2772, residuals: [] },
  { file: 'excerpts/magiccontest-fr-mp-pairs-dn1-final-session5.pbn', profile: 'magic-contest', agree: 2596, compared: 2596, residuals: [] },
];

function pathOf(file: string): string {
  return file.startsWith('excerpts/') ? join(excerpts, file.slice('excerpts/'.length)) : join(conformanceDir, file);
}

function read(...files: string[]) {
  return readPairsInputs(files.map((f) => ({ file: f, bytes: readFileSync(pathOf(f)) })));
}

function label(d: Difference): string {
  return `${d.what} ${d.where}`;
}

/** As `pairs FILE --compare` with no option: the default profile's options, nothing fixed. */
function find(file: string, publishedFrom?: string): Found {
  const input = read(file);
  expect(input.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const published = publishedFrom ? read(publishedFrom).published : input.published;
  return findConvention({
    event: input.event,
    penalties: [],
    files: published.map((p) => ({ file: p.file, results: p.results })),
    base: scoringOptionsOf(valuesOf(nbfProfile), defaultPairsOptions),
    display: nbfProfile.settings.mpDisplay.value,
    fixed: { method: false, keys: new Set() },
  });
}

describe('conformance with published results, with no options', () => {
  it.each(CASES.map((c) => [c.file, c] as const))('%s: the conventions are found and the numbers agree', (_name, c) => {
    const found = find(c.file, c.publishedFrom);
    expect(found.profile.name).toBe(c.profile);
    const wrong = found.comparisons.flatMap((x) => [...x.comparison.lines, ...x.comparison.totals]).filter((d) => !d.ok);
    if (c.residualBoards) {
      const boards = new Set(
        found.comparisons
          .flatMap((x) => x.comparison.lines)
          .filter((d) => !d.ok)
          .map((d) => Number(/^board (\d+) /.exec(d.where)?.[1])),
      );
      expect([...boards].sort((a, b) => a - b)).toEqual(c.residualBoards);
    } else expect(wrong.map(label).sort()).toEqual([...c.residuals].sort());
    expect({ agree: found.agree, compared: found.compared }).toEqual({ agree: c.agree, compared: c.compared });
  });

  it.each(CASES.filter((c) => !c.file.startsWith('excerpts/') && !c.publishedFrom).map((c) => [c.file, c] as const))(
    '%s: bridgescore pairs FILE --compare says the same',
    async (_name, c) => {
      const path = `test/fixtures/conformance/${c.file}`;
      const run = await runInProcess(['pairs', path, '--compare'], { [path]: readFileSync(pathOf(c.file)) });
      expect(run.stdout.split('\n')[0]).toMatch(
        new RegExp(`^profile ${c.profile}: ${c.agree} of ${c.compared} published numbers agree \\(\\d+ scorings? tried\\)$`),
      );
      expect(run.code).toBe(c.residuals.length === 0 ? 0 : 1);
      for (const r of c.residuals) expect(run.stdout).toContain(`  ${r}: `);
    },
  );

  it('the two sessions of the Finnish championship agree on the cumulative totals too (--session-per-file)', async () => {
    const s1 = 'test/fixtures/conformance/01_ruter-fi-mp-pairs-sm-session1.pbn';
    const s2 = 'test/conformance/excerpts/ruter-fi-sm-session2.pbn';
    const run = await runInProcess(['pairs', s1, s2, '--session-per-file', '--compare'], {
      [s1]: readFileSync(pathOf('01_ruter-fi-mp-pairs-sm-session1.pbn')),
      [s2]: readFileSync(pathOf('excerpts/ruter-fi-sm-session2.pbn')),
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout.split('\n')[0]).toMatch(/^profile ruter-fi: 7884 of 7884 published numbers agree/);
    // session 2's file: its own session's columns and the totals over both sessions
    expect(run.stdout).toMatch(/ruter-fi-sm-session2\.pbn: 3024 of 3024[\s\S]*total MP\s+36 agree[\s\S]*session total MP\s+36 agree/);
  });

  it('session 2 alone is compared on its session columns, and says why the totals are not', () => {
    const found = find('excerpts/ruter-fi-sm-session2.pbn');
    const c = found.comparisons[0]?.comparison;
    expect(c?.totals.every((d) => d.what.startsWith('session '))).toBe(true);
    expect(c?.notes).toEqual([expect.stringContaining('the totals cover 105 boards (session 2 of 2), the event here has 39')]);
  });

  it('an IMP file scored as matchpoints is one clear message, not thousands of differences (exit 2)', async () => {
    const path = 'test/fixtures/conformance/03_magiccontest-fi-butler-imp-pairs.pbn';
    const run = await runInProcess(['pairs', path, '--compare', '--scoring', 'mp'], {
      [path]: readFileSync(pathOf('03_magiccontest-fi-butler-imp-pairs.pbn')),
    });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `error: ${path}: the file publishes IMPs (scoring "IMP;Butler-2;Mean"), scored here as matchpoints: IMPs are not compared with matchpoints (give --scoring butler or cross-imps, or leave --scoring out)\n`,
    );
  });

  it('an option given on the command line stands: the search does not undo it', () => {
    const input = read('08_ruter-no-mp-pairs-utf8.pbn');
    const found = findConvention({
      event: input.event,
      penalties: [],
      files: input.published.map((p) => ({ file: p.file, results: p.results })),
      base: { ...scoringOptionsOf(valuesOf(nbfProfile), defaultPairsOptions), smallGroups: 'neuberg' },
      display: 'relative',
      fixed: { method: false, keys: new Set(['smallGroups', 'factoring']) },
    });
    expect(found.values.smallGroups).toBe('neuberg');
    expect(found.decisions.find((d) => d.what === 'small groups')?.why).toBe('your option --small-groups');
    const wrong = found.comparisons.flatMap((x) => x.comparison.lines).filter((d) => !d.ok);
    expect(wrong.length).toBeGreaterThan(0);
    expect(wrong.every((d) => d.where.startsWith('board 37 '))).toBe(true);
  });

  it('says why each convention was used', () => {
    const found = find('04_ruter-fi-cross-imp-pairs-league.pbn');
    const why = new Map(found.decisions.map((d) => [d.what, d]));
    expect(why.get('scoring')).toEqual({ what: 'scoring', value: 'cross-imps', why: 'Scoring tag IMP;Cross2 → IMPs across the field' });
    expect(why.get('cross-IMP totals')?.why).toBe('Scoring tag IMP;Cross2 → per-comparison totals');
    expect(why.get('across sections')?.why).toBe('one rank list over sections A, B → across the sections');
    expect(why.get('winners')?.why).toBe('one rank list over NS and EW → one winner');
    expect(why.get('profile')?.why).toBe("the file's program");
  });

  it('finds the same conventions on every run: the search is deterministic', () => {
    const a = find('11_brian-usebio10-wgc-2025-04-09.xml');
    const b = find('11_brian-usebio10-wgc-2025-04-09.xml');
    expect(b.decisions).toEqual(a.decisions);
    expect(b.tried).toBe(a.tried);
  });
});

describe('what the corpus shows beyond the numbers', () => {
  // The files that say where each result was played (Round and Table columns); the USEBIO files do not.
  const SEATED = [
    '01_ruter-fi-mp-pairs-sm-session1.pbn',
    '03_magiccontest-fi-butler-imp-pairs.pbn',
    '04_ruter-fi-cross-imp-pairs-league.pbn',
    '08_ruter-no-mp-pairs-utf8.pbn',
  ];
  it.each(SEATED.map((f) => [f] as const))('%s: the movement inferred from round and table is consistent with every result (no false alarm)', (file) => {
    const { results } = read(file).event;
    expect(results.every((r) => r.round !== undefined && r.table !== undefined)).toBe(true);
    const movement = inferMovement(results);
    expect(movement.rows.length).toBeGreaterThan(0);
    const problems = [...checkMovement(movement, { file: 'inferred' }), ...checkResults(results, movement, { fixDirection: false }).diagnostics];
    expect(problems.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('file 01 with the SD tiebreak separates the tie Ruter left shared at place 25', () => {
    const input = read('01_ruter-fi-mp-pairs-sm-session1.pbn');
    const scored = scorePairs(input.event, { ...defaultPairsOptions, tiebreak: 'sd' });
    const wrong = comparePublished(scored, input.published[0]!.results, { mp: 'international' }).totals.filter((d) => !d.ok);
    expect(wrong.map(label).sort()).toEqual(['place pair 16 EW', 'place pair 25 EW']);
  });

  it('file 08 with Neuberg for small groups too differs exactly on board 37 (NBF 3.2.4 values published)', () => {
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

  it('the RealBridge file rounds an exact half to even: rounded away from zero, only pair 7 (48.125 %) differs', () => {
    const input = read('excerpts/realbridge-mp-pairs.xml');
    const scored = scorePairs(input.event, { ...defaultPairsOptions, winners: 'one', tiebreak: 'none' });
    const published = input.published[0]!.results;
    const away = comparePublished(scored, published, { mp: 'international' }).totals.filter((d) => !d.ok);
    expect(away.map((d) => `${label(d)}: ${d.published} → ${d.ours}`)).toEqual(['percentage pair 7: 48.12 → 48.13']);
    expect(comparePublished(scored, published, { mp: 'international', rounding: 'half-even' }).totals.filter((d) => !d.ok)).toEqual([]);
  });

  it('BBO Extractor writes a shared place without "=" (PLACE 3 for pairs 1 and 2, both 56.75 %): read as shared', () => {
    const input = read('excerpts/bbo-extractor-mp-pairs.xml');
    const totals = input.published[0]!.results.totals;
    expect(totals.filter((t) => t.rank === 3).map((t) => [t.pair, t.tie])).toEqual([
      ['1', true],
      ['2', true],
    ]);
    expect(totals.filter((t) => t.tie).length).toBe(2);
  });

  it('the ScoreBridge file totals board matchpoints rounded to one decimal, as it publishes them', () => {
    const input = read('excerpts/scorebridge-mp-pairs.xml');
    const published = input.published[0]!.results;
    const bad = (o: Partial<typeof defaultPairsOptions>) =>
      comparePublished(scorePairs(input.event, { ...defaultPairsOptions, winners: 'one', tiebreak: 'none', ...o }), published, {
        mp: 'international',
      }).totals.filter((d) => !d.ok).length;
    expect(bad({ boardMpDecimals: 1 })).toBe(0);
    expect(bad({})).toBeGreaterThan(10);
  });

  it('file 03 without the sit-out allowance misses exactly the published totals', () => {
    const input = read('03_magiccontest-fi-butler-imp-pairs.pbn');
    const scored = scorePairs(input.event, { ...defaultPairsOptions, method: 'butler', sitOut: 'none' });
    const wrong = comparePublished(scored, input.published[0]!.results, { mp: 'international' });
    expect(wrong.lines.filter((d) => !d.ok)).toEqual([]);
    expect(wrong.totals.filter((d) => !d.ok).every((d) => d.what === 'total IMP')).toBe(true);
  });

  it('the Pianola file agrees on every line only with the lines per comparison', () => {
    const input = read('excerpts/pianola-cross-imp-pairs.xml');
    const raw = scorePairs(input.event, { ...defaultPairsOptions, method: 'cross-imps' });
    const per = scorePairs(input.event, { ...defaultPairsOptions, method: 'cross-imps', crossImpLines: 'per-comparison' });
    const bad = (s: typeof raw) => comparePublished(s, input.published[0]!.results, { mp: 'international' }).lines.filter((d) => !d.ok).length;
    expect(bad(per)).toBe(0);
    expect(bad(raw)).toBeGreaterThan(300);
  });
});
