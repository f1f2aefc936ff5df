/**
 * The options of `pairs` and `explain` that decide how an event is read and scored, each naming the rule it
 * sets (NBF, Laws), and their conversion, once, into the scorer's typed options.
 *
 * @example
 * toScoringOptions({ ...parsed }).method //=> 'mp'
 */
import { Option, type Command } from 'commander';
import { defaultPairsOptions } from '../../scoring/score-pairs.js';
import type { PairsScoringOptions } from '../../scoring/pairs-types.js';
import type { DatumRounding } from '../../scoring/butler.js';
import type { MpDisplay } from '../../output/format-number.js';
import { UsageError } from '../deps.js';


export interface PairsCliOptions {
  names?: string;
  /** `--deals FILE.pbn`: the hand record (deals, double-dummy tables, par) */
  deals?: string;
  /** `--watch`: re-score whenever the input files change (src/cli/watch.ts) */
  watch?: boolean;
  /** `--interval SECONDS`: how often `--watch` looks at the files */
  interval?: string;
  /** set by `--watch`: the pages are marked provisional */
  provisional?: boolean;
  movement?: string;
  fixDirection?: boolean;
  adjustments?: string;
  penalties?: string;
  title?: string;
  sessionPerFile?: boolean;
  carryOver?: string;
  date?: string;
  scorecards?: boolean | string[];
  compare?: boolean;
  pretty?: boolean;
  handicap?: string;
  hcDefault: string;
  hcUpdates?: boolean;
  format: 'table' | 'csv' | 'json' | 'html' | 'pbn' | 'usebio';
  encoding: 'utf-8' | 'iso-8859-1';
  lang: string;
  output?: string;
  boards?: boolean;
  winners: 'auto' | 'one' | 'two';
  scoring: 'mp' | 'butler' | 'cross-imps';
  acrossSections?: boolean;
  neubergN: 'tables' | 'with-sitout';
  smallGroups: 'nbf' | 'neuberg';
  ownTop?: boolean;
  neuberg: boolean;
  roundBoardMp?: string;
  sessionAverage: boolean;
  tiebreak: 'sd' | 'sd-ruter' | 'head-to-head' | 'none';
  mpDisplay: MpDisplay;
  butlerDrop: string;
  datumRounding: DatumRounding;
  impAveragePlus: string;
  crossImpTotals: 'raw' | 'per-comparison' | 'per-board';
  sitOut: 'own-average' | 'none';
  withdrawn?: string[];
  disqualified?: string[];
  qualify?: string;
  qualifyTotal?: string;
}

/** The options that decide how an event is read and scored: shared by `pairs` and `explain`. */
export function addEventOptions(cmd: Command): void {
  cmd
    .option('--names <file>', 'CSV of pair number → player names (and ids)')
    .option('--deals <file>', "the session's hand record (PBN: Deal, DoubleDummyTricks, OptimumScore, ParContract): deals, double-dummy tables and par for the board pages")
    .option('--movement <file>', 'movement CSV to check the travellers against (default: inferred from round and table when every line has them)')
    .option('--fix-direction', 'swap the pairs of a result recorded the wrong way round, with a warning, instead of an error')
    .option('--adjustments <file>', "CSV of the director's rulings: board, ns, ew (or pair), kind, value, note (Law 12C)")
    .option('--penalties <file>', 'CSV of procedural penalties: pair, round or board, category C–I, amount (NBF Appendix I)')
    .option('--session-per-file', 'each input file is one session: scored on its own, then added up (Law 12C2c applies per session)')
    .option('--carry-over <file>', 'CSV of pair, carry (MP or IMPs) carried over from an earlier stage: added to the total')
    .option('--title <text>', 'the event name for the outputs')
    .option('--date <yyyy-mm-dd>', 'the event date for the outputs')
    .addOption(
      new Option('--winners <n>', 'one field, or NS and EW ranked apart; auto: one when a pair sat both ways').choices(['auto', 'one', 'two']).default('auto'),
    )
    .addOption(
      new Option('--scoring <method>', 'matchpoints (Law 78A), Butler or cross-IMPs (NBF 3.2.6)').choices(['mp', 'butler', 'cross-imps']).default('mp'),
    )
    .option('--across-sections', 'compare each board across all sections that played it (one field)')
    .addOption(
      new Option('--sit-out <rule>', "a planned sit-out: credited at the pair's own percentage (NBF 3.4.4) or not counted").choices(['own-average', 'none']).default('own-average'),
    )
    .option('--withdrawn <pairs...>', 'pairs that withdrew: ranked last, their results stand (NBF 3.9.5)')
    .option('--disqualified <pairs...>', 'disqualified pairs: ranked last, their results stand (NBF 3.9.5)')
    .option('--qualify <n>', 'mark the best N of each group as qualified (NBF 3.7.1.1)')
    .option('--qualify-total <n>', 'places in all: those left after --qualify go to the best percentages across groups (NBF 3.7.1.1)')
    .addOption(
      new Option('--neuberg-n <n>', "Neuberg's N: the full tables, or including the sit-out table (NBF 3.2.5)").choices(['tables', 'with-sitout']).default('tables'),
    )
    .option('--no-neuberg', 'manual-style scoring without Neuberg: the small-group values of NBF 3.2.4 and 3.2.10 (NBF 3.2.5 asks for Neuberg when a computer scores)')
    .option('--own-top', 'score each board on its own top, an artificial score a share of it (as some club programs do), instead of Neuberg')
    .option('--round-board-mp <decimals>', 'round each board\'s matchpoints to this many decimals before totalling (default: exact, NBF 3.2.5)')
    .addOption(
      new Option('--small-groups <rule>', 'with Neuberg, a group of 1–3 results on a board that should have more: Neuberg too, or the values of NBF 3.2.4 (60/60, 65/55, 70/60/50) as Ruter does').choices(['neuberg', 'nbf']).default('neuberg'),
    )
    .option('--no-session-average', 'do not replace 60 %/40 % by the session average (Law 12C2c, NBF 3.2.9)')
    .addOption(
      new Option('--tiebreak <rule>', 'tiebreak: standard deviation by the regulation or Ruter, head-to-head (NBF 3.3.2)')
        .choices(['sd', 'sd-ruter', 'head-to-head', 'none'])
        .default('sd'),
    )
    .addOption(
      new Option('--mp-display <scale>', 'matchpoints shown on the international 2/1/0 scale, American 1/½/0, or relative to average (NBF 3.2.3)')
        .choices(['international', 'american', 'relative'])
        .default('international'),
    )
    .option('--butler-drop <n>', 'Butler: scores dropped at each end before the datum: a count, or a percentage like 5%', '1')
    .addOption(
      new Option('--datum-rounding <rule>', 'Butler: how a datum ending in 5 is rounded to 10').choices(['half-up', 'half-even', 'toward-zero', 'away-from-zero']).default('half-up'),
    )
    .option('--imp-average-plus <imps>', 'IMPs for average plus: 1 (NBF 1.9.3) or 3 (Law 12C2b)', '1')
    .addOption(
      new Option('--cross-imp-totals <how>', 'cross-IMP ranking: raw sum, per comparison ("Cross2"), per board').choices(['raw', 'per-comparison', 'per-board']).default('raw'),
    );
}

export function toScoringOptions(opts: PairsCliOptions): PairsScoringOptions {
  const drop = opts.butlerDrop.trim();
  let butlerDrop: PairsScoringOptions['butler']['drop'];
  if (/^\d+(\.\d+)?%$/.test(drop)) butlerDrop = { kind: 'percent', percent: Number(drop.slice(0, -1)) };
  else if (/^\d+$/.test(drop)) butlerDrop = { kind: 'count', count: Number(drop) };
  else throw new UsageError(`--butler-drop: "${opts.butlerDrop}" is not a count or a percentage (expected e.g. 1 or 5%)`);
  const avgPlus = Number(opts.impAveragePlus);
  if (!Number.isFinite(avgPlus) || avgPlus <= 0) {
    throw new UsageError(`--imp-average-plus: "${opts.impAveragePlus}" is not a positive number (expected 1 or 3)`);
  }
  return {
    ...defaultPairsOptions,
    method: opts.scoring,
    winners: opts.winners,
    acrossSections: Boolean(opts.acrossSections),
    neubergN: opts.neubergN,
    smallGroups: opts.smallGroups,
    factoring: factoringOf(opts),
    ...(opts.roundBoardMp !== undefined ? { boardMpDecimals: wholeNumber('--round-board-mp', opts.roundBoardMp) } : {}),
    sessionAverage: opts.sessionAverage,
    tiebreak: opts.tiebreak,
    butler: { drop: butlerDrop, rounding: opts.datumRounding },
    impAveragePlus: avgPlus,
    crossImpTotals: opts.crossImpTotals,
    sitOut: opts.sitOut,
    ...(opts.withdrawn || opts.disqualified
      ? {
          rankedLast: new Map<string, 'withdrawn' | 'disqualified'>([
            ...(opts.withdrawn ?? []).map((p) => [p, 'withdrawn'] as const),
            ...(opts.disqualified ?? []).map((p) => [p, 'disqualified'] as const),
          ]),
        }
      : {}),
    ...(opts.qualify !== undefined ? { qualify: { perGroup: wholeNumber('--qualify', opts.qualify), ...(opts.qualifyTotal !== undefined ? { total: wholeNumber('--qualify-total', opts.qualifyTotal) } : {}) } } : {}),
  };
}

export function wholeNumber(option: string, text: string): number {
  if (!/^\d+$/.test(text)) throw new UsageError(`${option}: "${text}" is not a whole number`);
  return Number(text);
}

/** `--no-neuberg` (NBF 3.2.4 manual scoring) or `--own-top`; Neuberg (NBF 3.2.5) otherwise. */
function factoringOf(opts: PairsCliOptions): PairsScoringOptions['factoring'] {
  if (opts.ownTop && !opts.neuberg) throw new UsageError('--own-top and --no-neuberg are two different ways of not using Neuberg: give one');
  if (opts.ownTop) return 'own-top';
  return opts.neuberg ? 'neuberg' : 'manual';
}
