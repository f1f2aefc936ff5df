/**
 * The profiles as data: every one names every convention with a source and a basis, the required profiles
 * exist, a file's program finds its profile, and the default is the regulation as NBF 3.2.4 reads.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, PROFILES, profileByName, profilesForProgram } from '../../src/profiles/index.js';
import { inheritedSettings, scoringOptionsOf, valuesFromOptions, valuesOf } from '../../src/profiles/apply.js';
import { KNOB_ORDER } from '../../src/profiles/knobs.js';
import { defaultPairsOptions } from '../../src/pipeline/score-pairs.js';

describe('the profiles', () => {
  it('include every profile the users asked for, each name once', () => {
    const names = PROFILES.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'nbf',
        'ruter-no',
        'ruter-se',
        'ruter-fi',
        'magic-contest',
        'ebu',
        'acbl',
        'wbf',
        'brian',
        'pianola',
        'realbridge',
        'scorebridge',
      ]),
    );
    expect(new Set(names).size).toBe(names.length);
    expect(DEFAULT_PROFILE.name).toBe('nbf');
    expect(PROFILES[0]).toBe(DEFAULT_PROFILE);
  });

  it.each(PROFILES.map((p) => [p.name, p] as const))('%s sets every convention, each with a source and a basis', (_n, p) => {
    expect(Object.keys(p.settings).sort()).toEqual([...KNOB_ORDER].sort());
    for (const key of KNOB_ORDER) {
      const s = p.settings[key];
      expect(s.source.length, `${p.name}.${key}`).toBeGreaterThan(5);
      expect(['rule', 'evidence', 'documented', 'assumption']).toContain(s.basis);
    }
  });

  it('marks what no file of the corpus shows, for the bodies and programs without one', () => {
    for (const name of ['acbl', 'wbf', 'ruter-se', 'pianola']) {
      const p = profileByName(name)!;
      expect(
        KNOB_ORDER.some((k) => p.settings[k].basis === 'assumption'),
        name,
      ).toBe(true);
      expect(
        KNOB_ORDER.filter((k) => p.settings[k].basis === 'evidence'),
        name,
      ).toEqual([]);
    }
  });

  it("an inherited value keeps the rule and turns another program's evidence into an assumption", () => {
    const ebu = profileByName('ebu')!;
    const inherited = inheritedSettings(ebu);
    expect(inherited.sessionAverage).toEqual(ebu.settings.sessionAverage);
    expect(inherited.boardMpDecimals.basis).toBe('assumption');
    expect(inherited.boardMpDecimals.source).toBe(`as EBU (EBUScore): ${ebu.settings.boardMpDecimals.source}`);
  });

  it('the default is the regulation: NBF 3.2.4 small groups, Neuberg from 4 tables, exact totals', () => {
    const v = valuesOf(DEFAULT_PROFILE);
    expect(v).toMatchObject({ factoring: 'neuberg', smallGroups: 'nbf', sessionAverage: true, impAveragePlus: 1, boardMpDecimals: 'exact', tiebreak: 'sd' });
    expect(DEFAULT_PROFILE.settings.smallGroups.source).toMatch(/^NBF 3\.2\.4/);
  });

  it('values → scorer options → values gives the values back', () => {
    for (const p of PROFILES) {
      const v = valuesOf(p);
      const o = scoringOptionsOf(v, defaultPairsOptions);
      expect(valuesFromOptions(o, v.mpDisplay, v.publishedRounding, v.publishedLines), p.name).toEqual(
        v.crossImpLines === 'per-comparison' && v.crossImpTotals === 'per-comparison' ? { ...v, crossImpTotals: 'raw' } : v,
      );
    }
  });

  it("keeps what is not a convention: the method and the event's own settings", () => {
    const base = { ...defaultPairsOptions, method: 'butler' as const, qualify: { perGroup: 2 } };
    const o = scoringOptionsOf(valuesOf(profileByName('acbl')!), base);
    expect(o.method).toBe('butler');
    expect(o.qualify).toEqual({ perGroup: 2 });
    expect(o.butler.drop).toEqual({ kind: 'percent', percent: 5 });
  });
});

describe("a file's program names its profile", () => {
  it.each([
    ['Ruter i Norge 4.14', undefined, ['ruter-no']],
    ['Ruter 4.9.1.3', 'SBL 0901 Kati Sandström, Åbo, Finland', ['ruter-fi', 'ruter-se']],
    ['Ruter 4.3.2.2', 'Sveriges Bridgeförbund, Sverige', ['ruter-se', 'ruter-fi']],
    ['Ruter - Read more at www.brenning.se', undefined, ['ruter-se', 'ruter-fi']],
    ['Magic Contest 4.7', undefined, ['magic-contest']],
    ['Magic Contest - Read more at www.brenning.se', undefined, ['magic-contest']],
    ['EBUScore 1.2', undefined, ['ebu']],
    ['PairsScorer 7.2.93', undefined, ['ebu']],
    ['BriAn 213', undefined, ['brian']],
    ['Pianola 1.0', undefined, ['pianola']],
    ['RealBridge 1.3.7', undefined, ['realbridge']],
    ['ScoreBridge 10.24.09', undefined, ['scorebridge']],
    ['Bridgewebs', undefined, []],
    ['Rutera', undefined, []],
  ] as const)('%s (%s) → %j', (generator, where, expected) => {
    expect(profilesForProgram(generator, where).map((p) => p.name)).toEqual(expected);
  });

  it('finds nothing when the file names no program', () => {
    expect(profilesForProgram(undefined)).toEqual([]);
  });
});
