/**
 * The options of `pairs` and `explain` that decide how an event is read and scored, each naming the rule it
 * sets (NBF, Laws), and their conversion, once, into the scorer's typed options.
 *
 * A scoring profile (`--profile NAME`, `nbf` by default) sets every contested convention at once; any option
 * given on the command line overrides the profile's value for it. The options' defaults shown by `--help` are
 * the `nbf` profile's.
 *
 * @example
 * toScoringOptions({ ...parsed }).method //=> 'mp'
 */
import { collectList } from '../list-option.js';
import { Option, type Command } from 'commander';
import { defaultPairsOptions } from '../../pipeline/score-pairs.js';
import type { PairsScoringOptions } from '../../model/scored.js';
import type { DatumRounding } from '../../model/settings.js';
import type { MpDisplay } from '../../text/display-number.js';
import { DEFAULT_PROFILE, PROFILES, profileByName, type Profile, type ProfileValues } from '../../profiles/index.js';
import { partialSessionsRule, valuesOf } from '../../profiles/apply.js';
import { SCALE_IDS, type MasterpointRequest } from '../../pipeline/masterpoints.js';
import { UsageError } from '../../base/diagnostics.js';

export interface PairsCliOptions {
  names?: string;
  /** `--deals FILE.pbn`: the hand record (deals, double-dummy tables, par) */
  deals?: string;
  /** `--lead-analysis`: each opening lead recorded solved double dummy (with --deals) */
  leadAnalysis?: boolean;
  /** `--check-deals`: each played board's double-dummy table in the hand record solved again, a disagreement a warning */
  checkDeals?: boolean;
  /** `--watch`: re-score whenever the input files change (src/cli/watch.ts) */
  watch?: boolean;
  /** `--interval SECONDS`: how often `--watch` looks at the files */
  interval?: string;
  /** `--provisional` (set by `--watch` too): scored as play stands, the outputs marked provisional */
  provisional?: boolean;
  /** `--final`: no provisional mark once every round is complete; the page says the results are final */
  final?: boolean;
  /** `--previous OLD.json`: the version published before, for the notice of what was corrected */
  previous?: string;
  movement?: string;
  fixDirection?: boolean;
  /** `--as-recorded`: a result recorded against the movement is kept as recorded (the director decided) */
  asRecorded?: boolean;
  adjustments?: string;
  penalties?: string;
  title?: string;
  /** `--event-id`: the event's identity in the JSON and the handicap register */
  eventId?: string;
  sessionPerFile?: boolean;
  carryOver?: string;
  date?: string;
  scorecards?: boolean | string[];
  compare?: boolean;
  pretty?: boolean;
  /** `--explain`: the JSON's results with how their values came about */
  explain?: boolean;
  /** compare with the results this file published (the same session, scored by another program) */
  compareWith?: string;
  handicap?: string;
  hcDefault: string;
  hcUpdates?: boolean;
  format: 'table' | 'csv' | 'json' | 'html' | 'pbn' | 'usebio';
  encoding: 'utf-8' | 'iso-8859-1';
  csv?: 'plain' | 'excel';
  lang: string;
  output?: string;
  boards?: boolean;
  /** the scoring profile whose values the options not given take (`nbf` when not given) */
  profile?: string;
  winners: 'auto' | 'one' | 'two';
  scoring: 'mp' | 'butler' | 'cross-imps';
  acrossSections?: boolean;
  neubergN: 'tables' | 'with-sitout';
  smallGroups: 'nbf' | 'neuberg';
  ownTop?: boolean;
  missingAverage?: boolean;
  neuberg: boolean;
  roundBoardMp?: string;
  sessionAverage: boolean;
  tiebreak: 'sd' | 'sd-ruter' | 'head-to-head' | 'none';
  mpDisplay: MpDisplay;
  butlerDrop: string;
  datumRounding: DatumRounding;
  impAveragePlus: string;
  crossImpLines: 'raw' | 'per-comparison';
  crossImpTotals: 'raw' | 'per-comparison' | 'per-board';
  sitOut: 'own-average' | 'own-average-usual' | 'none';
  partialSessions?: 'total' | 'every-session' | 'percentage';
  /** --compare: how the file's program rounds an exact half (pairs only) */
  publishedRounding?: 'half-away' | 'half-even';
  withdrawn?: string[];
  disqualified?: string[];
  qualify?: string;
  qualifyTotal?: string;
  /** `--masterpoints [scale]`: true takes the profile's scale */
  masterpoints?: string | true;
  /** `--masterpoint-weight W`: ABF grade weight (ABF Masterpoint Manual 3.1.3) */
  masterpointWeight?: string;
  masterpointGradeF?: boolean;
  /** `--members FILE`: the federation's member list the players' numbers are checked against */
  members?: string;
  /** set by the profile step: the scoring options (and `profile`, `scoring`) given on the command line, by key */
  explicitOptions?: readonly string[];
}

/** The option keys (commander's attribute names) that a profile sets. */
export const PROFILE_OPTION_KEYS = [
  'neuberg',
  'ownTop',
  'missingAverage',
  'neubergN',
  'smallGroups',
  'sessionAverage',
  'sitOut',
  'impAveragePlus',
  'butlerDrop',
  'datumRounding',
  'crossImpLines',
  'crossImpTotals',
  'acrossSections',
  'winners',
  'mpDisplay',
  'roundBoardMp',
  'tiebreak',
  'publishedRounding',
] as const;
export type ProfileOptionKey = (typeof PROFILE_OPTION_KEYS)[number];

const nbf = valuesOf(DEFAULT_PROFILE);

/** The options that decide how an event is read and scored: shared by `pairs` and `explain`. */
/**
 * What the options serve: `ranking` (pairs: every option), or `board` (explain: only what changes a board's
 * numbers; the title, date, penalties, carry-over, qualification and ranked-last pairs change the ranking, not
 * a board, and are left out of its help).
 */
export type EventOptionsUse = 'ranking' | 'board';

export function addEventOptions(cmd: Command, use: EventOptionsUse = 'ranking'): void {
  const ranking = use === 'ranking';
  addInputOptions(cmd, ranking);
  addScoringOptions(cmd);
  addImpOptions(cmd);
  if (ranking) addRankingOptions(cmd);
  // The profile fills in every scoring option not given on the command line, before the command runs.
  cmd.hook('preAction', (command) => applyProfile(command));
}

/** The files an event is read from, and (for a ranking) the penalties, carry-over, title and date. */
function addInputOptions(cmd: Command, ranking: boolean): void {
  cmd
    .option('--names <file>', 'CSV of pair number → player names (and ids)')
    .option(
      '--deals <file>',
      "the session's hand record (PBN: Deal, DoubleDummyTricks, OptimumScore, ParContract): deals, double-dummy tables and par for the board pages",
    )
    .option(
      '--lead-analysis',
      'with --deals: each opening lead the travellers record (a Bridgemate .bws keeps the lead card) solved double dummy; a lead that gave declarer a trick is marked on the traveller and counted on the score card (about half a second a distinct lead)',
    )
    .option(
      '--check-deals',
      "with --deals: solve again every played board whose hand record gives a double-dummy table, and warn naming the board where the file's table differs (the file's is kept); a second or so a board",
    )
    .option('--movement <file>', 'movement CSV to check the travellers against (default: inferred from round and table when every line has them)')
    .option(
      '--fix-direction',
      'swap the pairs of a result recorded the wrong way round (against the movement); without it or --as-recorded, such a result is scored as recorded and the run ends with exit code 4',
    )
    .option('--as-recorded', 'keep a result recorded against the movement as recorded (the director has looked): a plain warning, exit code 0')
    .option('--adjustments <file>', "CSV of the director's rulings: board, ns, ew (or pair), kind, value, note (Law 12C)")
    .option('--session-per-file', 'each input file is one session: scored on its own, then added up (Law 12C2c applies per session)');
  if (ranking) {
    cmd
      .option(
        '--penalties <file>',
        'CSV of procedural penalties: pair, round or board, category C–I, amount (NBF Appendix I); the amount is the deduction, positive (2, or 25% of a top)',
      )
      .option('--carry-over <file>', 'CSV of pair, carry (MP or IMPs) carried over from an earlier stage: added to the total')
      .option(
        '--event-id <id>',
        "the event's identity in the JSON and the handicap register (default: the file's own, or none: the register tells events apart by date, title and players)",
      )
      .option('--title <text>', 'the event name for the outputs')
      .option('--date <yyyy-mm-dd>', 'the event date for the outputs');
  }
}

/** The scoring conventions (a profile, then each one alone): fields, method, Neuberg, sit-outs, tiebreak, display. */
function addScoringOptions(cmd: Command): void {
  cmd
    .addOption(
      new Option('--profile <name>', 'the scoring conventions of a body or program, all at once; any option below overrides one (see "bridgescore profiles")')
        .choices(PROFILES.map((p) => p.name))
        .default(DEFAULT_PROFILE.name),
    )
    .addOption(
      new Option('--winners <fields>', 'one field, or NS and EW ranked apart; auto: one when a pair sat both ways')
        .choices(['auto', 'one', 'two'])
        .default(nbf.winners),
    )
    .addOption(
      new Option('--scoring <method>', 'matchpoints (Law 78A), Butler or cross-IMPs (NBF 3.2.6)').choices(['mp', 'butler', 'cross-imps']).default('mp'),
    )
    .option('--across-sections', 'compare each board across all sections that played it (one field)')
    .addOption(
      new Option(
        '--sit-out <rule>',
        "a planned sit-out: credited at the pair's own percentage (NBF 3.4.4), so only up to the boards most pairs played (own-average-usual, Compscore), or not counted",
      )
        .choices(['own-average', 'own-average-usual', 'none'])
        .default(nbf.sitOut),
    )
    .addOption(
      new Option('--neuberg-n <n>', "Neuberg's N: the full tables, or including the sit-out table (NBF 3.2.5)")
        .choices(['tables', 'with-sitout'])
        .default(nbf.neubergN),
    )
    .option(
      '--no-neuberg',
      'manual-style scoring without Neuberg: the small-group values of NBF 3.2.4 and 3.2.10 (NBF 3.2.5 asks for Neuberg when a computer scores)',
    )
    .option('--own-top', 'score each board on its own top, an artificial score a share of it (as some club programs do), instead of Neuberg')
    .option(
      '--missing-average',
      'a board with fewer results than the field: each missing result counted as an average result, a tie with each result played (its matchpoints raised by N − n, as ScoreBridge 10.25 does), instead of Neuberg',
    )
    .option('--round-board-mp <decimals>', "round each board's matchpoints to this many decimals before totalling (default: exact, NBF 3.2.5)")
    .addOption(
      new Option(
        '--small-groups <rule>',
        'with Neuberg, a group of 1–3 results on a board that should have more: the fixed values of NBF 3.2.4 (60/60, 65/55, 70/60/50) or Neuberg too',
      )
        .choices(['nbf', 'neuberg'])
        .default(nbf.smallGroups),
    )
    .option('--no-session-average', 'do not replace 60 %/40 % by the session average (Law 12C2c, NBF 3.2.9)')
    .addOption(
      new Option('--tiebreak <rule>', 'tiebreak: standard deviation by the regulation or Ruter, head-to-head (NBF 3.3.2), or none (shared places)')
        .choices(['sd', 'sd-ruter', 'head-to-head', 'none'])
        .default(nbf.tiebreak),
    )
    .addOption(
      new Option('--mp-display <scale>', 'matchpoints shown on the international 2/1/0 scale, American 1/½/0, or relative to average (NBF 3.2.3)')
        .choices(['international', 'american', 'relative'])
        .default(nbf.mpDisplay),
    );
}

/** Butler and cross-IMP conventions (NBF 3.2.6, 1.9.3; Law 12C2b). */
function addImpOptions(cmd: Command): void {
  cmd
    .option('--butler-drop <n>', 'Butler: scores dropped at each end before the datum: a count, or a percentage like 5%', dropText(nbf.butlerDrop))
    .addOption(
      new Option('--datum-rounding <rule>', 'Butler: how a datum ending in 5 is rounded to 10')
        .choices(['half-up', 'half-even', 'toward-zero', 'away-from-zero'])
        .default(nbf.datumRounding),
    )
    .option(
      '--imp-average-plus <imps>',
      'IMPs for average plus, per comparison in cross-IMPs: a number above 0 and at most 24, two decimals at most; 1 by NBF 1.9.3, 1.5 in Ruter in Sweden, 3 by Law 12C2b',
      String(nbf.impAveragePlus),
    )
    .addOption(
      new Option('--cross-imp-lines <how>', 'cross-IMP line values: the sum against every other result, or that sum per comparison (as Pianola publishes them)')
        .choices(['raw', 'per-comparison'])
        .default(nbf.crossImpLines),
    )
    .addOption(
      new Option('--cross-imp-totals <how>', 'cross-IMP ranking: raw sum of the lines, per comparison ("Cross2"), per board')
        .choices(['raw', 'per-comparison', 'per-board'])
        .default(nbf.crossImpTotals),
    );
}

/** The ranking's own options: pairs ranked last, qualification (NBF 3.9.5, 3.7.1.1). */
function addRankingOptions(cmd: Command): void {
  cmd
    // A list is one comma-separated value (the option may be repeated), so that the files after it stay files.
    .addOption(new Option('--withdrawn <pairs>', 'pairs that withdrew, comma-separated: ranked last, their results stand (NBF 3.9.5)').argParser(collectList))
    .addOption(
      new Option(
        '--partial-sessions <rule>',
        'several sessions, a pair that missed one: "total" ranks it on its total against a whole event (NBF 3.3.1: most points wins), "every-session" leaves it unranked, "percentage" ranks it on the boards it played (default: the profile\'s rule; nbf: total)',
      ).choices(['total', 'every-session', 'percentage']),
    )
    .addOption(new Option('--disqualified <pairs>', 'disqualified pairs, comma-separated: ranked last, their results stand (NBF 3.9.5)').argParser(collectList))
    .option('--qualify <n>', 'mark the best N of each group as qualified (NBF 3.7.1.1)')
    .option('--qualify-total <n>', 'places in all: those left after --qualify go to the best percentages across groups (NBF 3.7.1.1)')
    .option(
      '--masterpoints [scale]',
      `award masterpoints by a scale: ${SCALE_IDS.join(', ')} (without one: the profile's, ebu: ebu-local, compscore: abf-green); each value's source: docs/masterpoints.md`,
    )
    .option('--masterpoint-weight <w>', 'abf-green: the grade weight W (ABF Masterpoint Manual 3.1.3; 1.5 green club sessions, 2.5 red at grade B4c)', '1.5')
    .option('--members <file>', "the federation's member list (CSV: number, name, club): players' numbers checked, names filled where only the number is given")
    .option('--masterpoint-grade-f', 'abf-green: a grade F (novice) event, 15 boards the minimum instead of 24 (ABF Masterpoint Manual, Appendix A)');
}

/** `--masterpoints` as the pipeline's request, or undefined; the profile names the scale when the option has none. */
export function masterpointRequest(opts: PairsCliOptions): MasterpointRequest | undefined {
  if (opts.masterpoints === undefined) return undefined;
  let scale = opts.masterpoints;
  if (scale === true) {
    const profile = profileByName(opts.profile ?? DEFAULT_PROFILE.name);
    if (profile?.masterpoints === undefined)
      throw new UsageError(`--masterpoints: the profile ${profile?.name ?? ''} names no scale: give one (${SCALE_IDS.join(', ')})`);
    scale = profile.masterpoints.scale;
  }
  if (!SCALE_IDS.includes(scale)) throw new UsageError(`--masterpoints: no scale "${scale}" (expected one of ${SCALE_IDS.join(', ')})`);
  const w = opts.masterpointWeight ?? '1.5';
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(w) || Number(w) <= 0)
    throw new UsageError(`--masterpoint-weight: "${w}" is not a grade weight (expected a number such as 1.5)`);
  return { scale, gradeWeight: Math.round(Number(w) * 100), ...(opts.masterpointGradeF === true ? { gradeF: true } : {}) };
}

/** A pair that missed a session: `--partial-sessions`, else the profile's rule (nbf: NBF 3.3.1, total; left out of the options as their default). */
function partialSessionsOption(opts: PairsCliOptions): Pick<PairsScoringOptions, 'partialSessions'> {
  const rule = partialSessionsRule(profileByName(opts.profile ?? DEFAULT_PROFILE.name) ?? DEFAULT_PROFILE, opts.partialSessions);
  return rule === 'total' ? {} : { partialSessions: rule };
}

/** Set each profile option that the command line left at its default to the profile's value. */
export function applyProfile(cmd: Command): void {
  const name = String(cmd.getOptionValue('profile') ?? DEFAULT_PROFILE.name);
  const profile = profileByName(name);
  if (!profile) throw new UsageError(`--profile: no profile "${name}" (expected one of ${PROFILES.map((p) => p.name).join(', ')})`);
  const given = (key: string): boolean => {
    const source = cmd.getOptionValueSource(key);
    return source === 'cli' || source === 'env';
  };
  const explicit = PROFILE_OPTION_KEYS.filter(given);
  const values = cliValuesOf(profile);
  // --no-neuberg, --own-top and --missing-average are one choice: any given on the command line replaces the profile's.
  const factoringGiven = explicit.includes('neuberg') || explicit.includes('ownTop') || explicit.includes('missingAverage');
  for (const key of PROFILE_OPTION_KEYS) {
    if (explicit.includes(key)) continue;
    if (factoringGiven && (key === 'neuberg' || key === 'ownTop' || key === 'missingAverage')) continue;
    cmd.setOptionValueWithSource(key, values[key], 'profile');
  }
  // Recorded for --compare, which searches only what the command line left open.
  const others = (['profile', 'scoring'] as const).filter(given);
  cmd.setOptionValueWithSource('explicitOptions', [...explicit, ...others], 'profile');
}

/** A profile's values as the command line would give them. */
export function cliValuesOf(profile: Profile): Record<ProfileOptionKey, unknown> {
  const v = valuesOf(profile);
  return {
    neuberg: v.factoring !== 'manual',
    ownTop: v.factoring === 'own-top' ? true : undefined,
    missingAverage: v.factoring === 'missing-average' ? true : undefined,
    neubergN: v.neubergN,
    smallGroups: v.smallGroups,
    sessionAverage: v.sessionAverage,
    sitOut: v.sitOut,
    impAveragePlus: String(v.impAveragePlus),
    butlerDrop: dropText(v.butlerDrop),
    datumRounding: v.datumRounding,
    crossImpLines: v.crossImpLines,
    crossImpTotals: v.crossImpTotals,
    acrossSections: v.acrossSections ? true : undefined,
    winners: v.winners,
    mpDisplay: v.mpDisplay,
    roundBoardMp: v.boardMpDecimals === 'exact' ? undefined : String(v.boardMpDecimals),
    tiebreak: v.tiebreak,
    publishedRounding: v.publishedRounding,
  };
}

function dropText(d: ProfileValues['butlerDrop']): string {
  return d.kind === 'count' ? String(d.count) : `${d.percent}%`;
}

export function toScoringOptions(opts: PairsCliOptions): PairsScoringOptions {
  const drop = opts.butlerDrop.trim();
  let butlerDrop: PairsScoringOptions['butler']['drop'];
  if (/^\d+(\.\d+)?%$/.test(drop) && Number(drop.slice(0, -1)) < 50) butlerDrop = { kind: 'percent', percent: Number(drop.slice(0, -1)) };
  else if (/^\d{1,4}$/.test(drop)) butlerDrop = { kind: 'count', count: Number(drop) };
  else throw new UsageError(`--butler-drop: "${opts.butlerDrop}" is not a count or a percentage below 50 (expected e.g. 1 or 5%)`);
  const avgPlus = impAveragePlusOf(opts.impAveragePlus);
  const crossImpLines = opts.crossImpLines ?? 'raw';
  if (crossImpLines === 'per-comparison' && opts.crossImpTotals === 'per-comparison') {
    throw new UsageError('--cross-imp-lines per-comparison: the lines are already per comparison; total them raw (their sum, as Pianola) or per board');
  }
  return {
    ...defaultPairsOptions,
    method: opts.scoring,
    winners: opts.winners,
    acrossSections: Boolean(opts.acrossSections),
    neubergN: opts.neubergN,
    smallGroups: opts.smallGroups,
    factoring: factoringOf(opts),
    ...(opts.roundBoardMp !== undefined ? { boardMpDecimals: wholeNumber('--round-board-mp', opts.roundBoardMp, 6) } : {}),
    sessionAverage: opts.sessionAverage,
    tiebreak: opts.tiebreak,
    butler: { drop: butlerDrop, rounding: opts.datumRounding },
    impAveragePlus: avgPlus,
    ...(crossImpLines === 'per-comparison' ? { crossImpLines } : {}),
    crossImpTotals: opts.crossImpTotals,
    sitOut: opts.sitOut,
    ...partialSessionsOption(opts),
    ...(opts.withdrawn || opts.disqualified
      ? {
          rankedLast: new Map<string, 'withdrawn' | 'disqualified'>([
            ...(opts.withdrawn ?? []).map((p) => [p, 'withdrawn'] as const),
            ...(opts.disqualified ?? []).map((p) => [p, 'disqualified'] as const),
          ]),
        }
      : {}),
    ...(opts.qualify !== undefined
      ? {
          qualify: {
            perGroup: wholeNumber('--qualify', opts.qualify),
            ...(opts.qualifyTotal !== undefined ? { total: wholeNumber('--qualify-total', opts.qualifyTotal) } : {}),
          },
        }
      : {}),
  };
}

/**
 * `--imp-average-plus`: a decimal number of IMPs above 0 and at most 24, with at most 2 decimals (1.5 is Ruter's
 * per-comparison value in Sweden), so that it converts exactly.
 */
export function impAveragePlusOf(text: string): number {
  const t = text.trim();
  const m = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(t);
  const value = m ? Number(`${m[1]}.${m[2] ?? '0'}`) : Number.NaN;
  if (!m || !(value > 0) || value > 24) {
    throw new UsageError(`--imp-average-plus: "${text}" is not a number of IMPs above 0 and at most 24 (expected e.g. 1, 1.5, 2 or 3)`);
  }
  return value;
}

export function wholeNumber(option: string, text: string, max = 100_000): number {
  if (!/^\d+$/.test(text) || Number(text) > max) throw new UsageError(`${option}: "${text}" is not a whole number${max < 100_000 ? ` from 0 to ${max}` : ''}`);
  return Number(text);
}

/** `--no-neuberg` (NBF 3.2.4 manual scoring), `--own-top` or `--missing-average`; Neuberg (NBF 3.2.5) otherwise. */
function factoringOf(opts: PairsCliOptions): PairsScoringOptions['factoring'] {
  const given = [!opts.neuberg && '--no-neuberg', opts.ownTop && '--own-top', opts.missingAverage && '--missing-average'].filter(Boolean);
  if (given.length > 1) throw new UsageError(`${given.join(' and ')} are different ways of not using Neuberg: give one`);
  if (opts.ownTop) return 'own-top';
  if (opts.missingAverage) return 'missing-average';
  return opts.neuberg ? 'neuberg' : 'manual';
}
