/**
 * A scoring profile: every contested convention of pairs scoring, with the rule or the program behaviour
 * behind each value. A profile is data — one object per body or program — so that `bridgescore profiles NAME`
 * can show each value with its source, and `pairs --compare` can try them in turn. Types only.
 *
 * @example
 * const p: Profile = nbfProfile;
 * p.settings.smallGroups //=> { value: 'nbf', basis: 'rule', source: 'NBF 3.2.4: …' }
 */

import type { MpDisplay } from '../text/display-number.js';

/**
 * How well a value is known:
 * - `rule`: a regulation or the Laws say so (the article is named);
 * - `evidence`: a real file of the program shows it (the file is named);
 * - `documented`: the body or the program publishes it, but no file here shows it;
 * - `assumption`: our best reading where nothing above settles it.
 */
export type Basis = 'rule' | 'evidence' | 'documented' | 'assumption';

export interface Setting<T> {
  readonly value: T;
  readonly basis: Basis;
  /** the article, the file, or the reasoning behind the value */
  readonly source: string;
}

/** Every contested knob of pairs scoring, by the name of the `pairs` option that sets it. */
export interface ProfileValues {
  /** Neuberg (NBF 3.2.5), manual-style small groups without Neuberg (NBF 3.2.4/3.2.10), each board on its own top,
   *  or each missing result counted as an average result */
  readonly factoring: 'neuberg' | 'manual' | 'own-top' | 'missing-average';
  /** Neuberg's N: the full tables, or with the sit-out table (NBF 3.2.5) */
  readonly neubergN: 'tables' | 'with-sitout';
  /** with Neuberg, a group of 1–3 results: NBF 3.2.4's fixed values, or Neuberg too */
  readonly smallGroups: 'nbf' | 'neuberg';
  /** Law 12C2c: the session average replaces 60 % / 40 % when better / worse */
  readonly sessionAverage: boolean;
  /** NBF 3.4.4: a planned sit-out credited at the pair's own average, or not counted */
  readonly sitOut: SitOutRule;
  /** IMPs for average plus (per comparison in cross-IMPs) */
  readonly impAveragePlus: number;
  readonly butlerDrop: ButlerDrop;
  readonly datumRounding: DatumRounding;
  /** cross-IMP line values: the sum against every other result, or that sum per comparison */
  readonly crossImpLines: 'raw' | 'per-comparison';
  readonly crossImpTotals: 'raw' | 'per-comparison' | 'per-board';
  /** one field over every section that played the same boards */
  readonly acrossSections: boolean;
  readonly winners: 'auto' | 'one' | 'two';
  /** the matchpoint scale shown: 2/1/0, 1/½/0, or ± average */
  readonly mpDisplay: MpDisplay;
  /** each board's matchpoints rounded to so many decimals before totalling, or exact */
  readonly boardMpDecimals: number | 'exact';
  /** NBF 3.3.2's standard deviation (regulation or Ruter), head-to-head, or shared places */
  readonly tiebreak: TiebreakRule;
  /**
   * How the program rounds an exact half in the numbers it publishes (48.125 % to 48.13 or 48.12): read by
   * `--compare` only; bridgescore's own output always rounds half away from zero.
   */
  readonly publishedRounding: PublishedRounding;
  /**
   * The matchpoints a traveller line is published with: the values the totals are made of (`factored`), or the
   * board's own top before Neuberg (`own-top`: Compscore prints the traveller so and totals the factored
   * values). Read by `--compare` only.
   */
  readonly publishedLines: PublishedLines;
}

export type PublishedLines = 'factored' | 'own-top';

export type ProfileSettings = { readonly [K in keyof ProfileValues]: Setting<ProfileValues[K]> };

export interface Profile {
  /** the name given to `--profile` */
  readonly name: string;
  /** the body or program, for people */
  readonly title: string;
  /** one sentence: whose conventions these are */
  readonly summary: string;
  /**
   * The program names that identify this profile in a file (PBN `Generator`/`Application`/`% <META
   * name=Generator>`, USEBIO `PROGRAM_NAME`), lower case; matched as a whole word at the start.
   */
  readonly programs: readonly string[];
  /** for a program used in several countries: the countries (lower case, any language) a file's Site names */
  readonly countries?: readonly string[];
  readonly settings: ProfileSettings;
  /**
   * A pair that played only some sessions of an event of several: ranked on its total against a whole event
   * (`total`, NBF 3.3.1 "most points wins"), not ranked (`every-session`), or on its percentage of the boards it
   * played (`percentage`); `--partial-sessions` overrides it
   */
  readonly partialSessions: Setting<PartialSessionRule>;
  /** the federation's masterpoint scale, for `--masterpoints` given without one (src/scoring/masterpoints/scales/) */
  readonly masterpoints?: { readonly scale: string; readonly source: string };
}

/** How a pair that missed a session of a multi-session event is ranked (NBF 3.3.1's `total` by default). */
export type PartialSessionRule = 'total' | 'every-session' | 'percentage';

export type DatumRounding = 'half-up' | 'half-even' | 'toward-zero' | 'away-from-zero';

export type ButlerDrop = { readonly kind: 'count'; readonly count: number } | { readonly kind: 'percent'; readonly percent: number };

export interface ButlerOptions {
  readonly drop: ButlerDrop;
  readonly rounding: DatumRounding;
}

export type PublishedRounding = 'half-away' | 'half-even';

export const TIEBREAK_LABEL: Record<TiebreakRule, string> = {
  sd: 'lower standard deviation (NBF 3.3.2)',
  'sd-ruter': 'lower standard deviation, Ruter formula (NBF 3.3.2)',
  'head-to-head': 'result between the pairs (NBF 3.3.2)',
  none: 'none',
};

/**
 * `own-average`: every board of the field the pair did not play, at its own average (NBF 3.4.4);
 * `own-average-usual`: so, but only up to the number of boards most pairs of the field played (Compscore).
 */
export type SitOutRule = 'none' | 'own-average' | 'own-average-usual';

export type TiebreakRule = 'sd' | 'sd-ruter' | 'head-to-head' | 'none';
