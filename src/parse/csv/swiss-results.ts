/**
 * The results so far of a Monrad event: the match-level CSV that the teams scorer also reads, one row per
 * match, `round, home, away, imps_home, imps_away, boards, vp_home, vp_away`. A bye is a row whose `away` is
 * empty, `0` or `BYE`; without a `vp_home` it is worth the provisional bye value (NBF 2.9.2: 12 VP). Pairs
 * events may write `ns, ew` and `score_ns, score_ew`.
 *
 * @example
 * readSwissResults('round,home,away,vp_home,vp_away\n1,1,2,12.5,7.5\n1,3,,,\n', 'r.csv', { byeScore: rat(12) })
 * //=> matches 1–2 (12.5–7.5) and a bye for 3 worth 12
 */
import type { Rational } from '../../base/rational.js';
import { DiagnosticBag, type Diagnostic } from '../../base/diagnostics.js';
import { readCsvTable, type ColumnSpec, type CsvRow } from './read-table.js';
import { MAX_BOARDS, MAX_MATCH_POINTS, MAX_ROUND, boundedDecimal, boundedWhole, isTooLarge, shownText } from '../../base/numbers.js';
import { isByeId } from './swiss-contestants.js';
import type { SwissMatch } from '../../model/swiss.js';

export const RESULT_COLUMNS: readonly ColumnSpec[] = [
  { name: 'round', synonyms: ['round', 'rnd', 'runde'], required: true },
  { name: 'home', synonyms: ['home', 'home_team', 'team_home', 'ns', 'pair_ns', 'ns_pair', 'team1'], required: true },
  { name: 'away', synonyms: ['away', 'away_team', 'team_away', 'ew', 'pair_ew', 'ew_pair', 'team2', 'visitor'], required: true },
  { name: 'imps_home', synonyms: ['imps_home', 'home_imps', 'imp_home', 'imps_ns', 'ns_imps', 'imps1'] },
  { name: 'imps_away', synonyms: ['imps_away', 'away_imps', 'imp_away', 'imps_ew', 'ew_imps', 'imps2'] },
  { name: 'boards', synonyms: ['boards', 'board_count', 'nboards'] },
  { name: 'vp_home', synonyms: ['vp_home', 'home_vp', 'vp_ns', 'ns_vp', 'score_home', 'home_score', 'score_ns', 'ns_score', 'vp1'], required: true },
  { name: 'vp_away', synonyms: ['vp_away', 'away_vp', 'vp_ew', 'ew_vp', 'score_away', 'away_score', 'score_ew', 'ew_score', 'vp2'], required: true },
  // the VP a side loses by a penalty in that match (NBF 2.8), as `teams --csv-table matches` writes them
  { name: 'penalty_home', synonyms: ['penalty_home', 'home_penalty', 'penalty_ns', 'ns_penalty', 'pen_home'] },
  { name: 'penalty_away', synonyms: ['penalty_away', 'away_penalty', 'penalty_ew', 'ew_penalty', 'pen_away'] },
];

export interface ReadSwissResultsOptions {
  /** The provisional value of a bye without a `vp_home` (NBF 2.9.2: 12 VP). */
  readonly byeScore: Rational;
  /** When given, every id in the results must be one of these. */
  readonly knownIds?: ReadonlySet<string>;
  /** A contestant's id by its name (lower case): a result that names a team by its name means that team. */
  readonly idOfName?: ReadonlyMap<string, string>;
  /** Named in the message about an unknown id. */
  readonly contestantsFile?: string;
}

export interface ReadSwissResultsResult {
  readonly matches: readonly SwissMatch[];
  readonly diagnostics: readonly Diagnostic[];
}

export function readSwissResults(text: string, file: string, options: ReadSwissResultsOptions): ReadSwissResultsResult {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, RESULT_COLUMNS, bag);
  const matches: SwissMatch[] = [];
  /** round → contestant → line where it plays */
  const playing = new Map<number, Map<string, number>>();
  for (const row of table.rows) {
    const { match, round, sides } = readRow(row, bag, options);
    // A row with a bad score still shows who played when: check the rounds with it too.
    if (round === undefined) continue;
    let seen = playing.get(round);
    if (seen === undefined) {
      seen = new Map();
      playing.set(round, seen);
    }
    let clash = false;
    for (const [id, field] of sides) {
      const earlier = seen.get(id);
      if (earlier !== undefined) {
        bag.error('plays-twice', `"${id}" already plays in round ${round} on line ${earlier} (expected one match or bye per round)`, row.line, field);
        clash = true;
      } else seen.set(id, row.line);
    }
    if (match !== undefined && !clash) matches.push(match);
  }
  const rounds = [...playing.keys()].sort((a, b) => a - b);
  const last = rounds[rounds.length - 1] ?? 0;
  // One message per gap, however wide: a mistyped round number must not cost millions of messages.
  let expected = 1;
  for (const r of rounds) {
    if (r > expected) {
      const which = r - 1 === expected ? `round ${expected}` : `rounds ${expected} to ${r - 1}`;
      bag.error('missing-round', `no results for ${which}, but round ${last} has results (expected rounds 1 to ${last})`);
    }
    expected = r + 1;
  }
  if (!bag.hasErrors()) {
    const everyone = options.knownIds ?? new Set(matches.flatMap((m) => (m.away === undefined ? [m.home] : [m.home, m.away])));
    for (const r of rounds) {
      const seen = playing.get(r)!;
      const absent = [...everyone].filter((id) => !seen.has(id));
      if (absent.length > 0) {
        bag.warn('absent', `round ${r}: no match and no bye for ${absent.map((id) => `"${id}"`).join(', ')}`);
      }
    }
  }
  return { matches, diagnostics: bag.items };
}

interface RowReading {
  readonly match?: SwissMatch;
  readonly round?: number;
  readonly sides: readonly (readonly [string, 'home' | 'away'])[];
}

function readRow(row: CsvRow, bag: DiagnosticBag, options: ReadSwissResultsOptions): RowReading {
  // Only this row's messages are looked at: re-filtering the whole bag per row is quadratic.
  const itemsBefore = bag.items.length;
  const roundText = row.get('round');
  const roundRead = roundText === undefined ? undefined : boundedWhole(roundText, 1, MAX_ROUND);
  const round = typeof roundRead === 'number' ? roundRead : NaN;
  if (!(round >= 1)) {
    const expected = isTooLarge(roundRead) ? `a whole number from 1 to ${MAX_ROUND}` : 'a whole number from 1';
    bag.error('bad-round', `${show(roundText)} is not a round number (expected ${expected})`, row.line, 'round');
  }
  const home = resolve(row.get('home'), options);
  const awayText = resolve(row.get('away'), options);
  if (isByeId(home)) {
    bag.error('bad-home', `${show(home)} is not a contestant (expected the id of the team or pair; a bye goes in "away")`, row.line, 'home');
  }
  const away = isByeId(awayText) ? undefined : awayText;
  if (home !== undefined && away !== undefined && home === away) {
    bag.error('self-match', `"${away}" cannot play itself (expected a different contestant from "home")`, row.line, 'away');
  }
  if (options.knownIds !== undefined) {
    for (const [id, field] of [
      [home, 'home'],
      [away, 'away'],
    ] as const) {
      if (id !== undefined && !isByeId(id) && !options.knownIds.has(id)) {
        bag.error(
          'unknown-contestant',
          `"${id}" is not in the contestants file ${options.contestantsFile ?? ''}`.trimEnd() + ' (expected one of its ids)',
          row.line,
          field,
        );
      }
    }
  }
  const isBye = away === undefined;
  const scoreHome = readNumber(row, 'vp_home', bag, !isBye) ?? (isBye ? options.byeScore : undefined);
  const scoreAway = isBye ? undefined : readNumber(row, 'vp_away', bag, true);
  const penaltyHome = readNumber(row, 'penalty_home', bag, false);
  const penaltyAway = isBye ? undefined : readNumber(row, 'penalty_away', bag, false);
  const impsHome = readNumber(row, 'imps_home', bag, false, MAX_MATCH_POINTS);
  const impsAway = readNumber(row, 'imps_away', bag, false, MAX_MATCH_POINTS);
  const boardsText = row.get('boards');
  let boards: number | undefined;
  if (boardsText !== undefined) {
    const read = boundedWhole(boardsText, 1, MAX_BOARDS);
    boards = typeof read === 'number' ? read : NaN;
    if (!(boards >= 1))
      bag.error(
        'bad-boards',
        `${show(boardsText)} is not a number of boards (expected a whole number from 1${isTooLarge(read) ? ` to ${MAX_BOARDS}` : ''})`,
        row.line,
        'boards',
      );
  }
  const sides: [string, 'home' | 'away'][] = [];
  if (home !== undefined && !isByeId(home)) sides.push([home, 'home']);
  if (away !== undefined && away !== home) sides.push([away, 'away']);
  const reading = { ...(round >= 1 ? { round } : {}), sides };
  const rowFailed = bag.items.slice(itemsBefore).some((d) => d.severity === 'error');
  if (rowFailed || home === undefined || scoreHome === undefined) return reading;
  const match: SwissMatch = {
    round,
    home,
    ...(away === undefined ? {} : { away }),
    scoreHome,
    ...(scoreAway === undefined ? {} : { scoreAway }),
    ...(impsHome === undefined ? {} : { impsHome }),
    ...(impsAway === undefined ? {} : { impsAway }),
    ...(boards === undefined ? {} : { boards }),
    ...(penaltyHome === undefined || penaltyHome.isZero() ? {} : { penaltyHome }),
    ...(penaltyAway === undefined || penaltyAway.isZero() ? {} : { penaltyAway }),
    line: row.line,
  };
  return { ...reading, match };
}

/** VP, or a pairs event's score (a percentage, a matchpoint total): no result of a round is larger. */
const MAX_SCORE = 100_000;

function readNumber(row: CsvRow, column: string, bag: DiagnosticBag, required: boolean, max = MAX_SCORE): Rational | undefined {
  const text = row.get(column);
  if (text === undefined) {
    if (required) bag.error('missing-score', 'missing (expected the VP or score of a played match)', row.line, column);
    return undefined;
  }
  const value = boundedDecimal(text, max);
  if (value === undefined || isTooLarge(value)) {
    const expected = value === undefined ? 'a decimal number such as 12.34' : `a number from -${max} to ${max}`;
    bag.error('bad-number', `${show(text)} is not a number (expected ${expected})`, row.line, column);
    return undefined;
  }
  return value;
}

/** The contestant a cell names: its id, or the id of the contestant of that name when no id is written so. */
function resolve(text: string | undefined, options: ReadSwissResultsOptions): string | undefined {
  if (text === undefined || options.knownIds === undefined || options.knownIds.has(text) || isByeId(text)) return text;
  return options.idOfName?.get(text.trim().toLowerCase()) ?? text;
}

function show(text: string | undefined): string {
  return text === undefined ? 'an empty cell' : shownText(text);
}
