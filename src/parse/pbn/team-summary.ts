/**
 * A teams file that holds only the match summary, as Ruter writes it (PBN 2.1 §5.3 tables;
 * "Ruter teams summary"): a `ScoreTable` with `Round;Table;TeamId_Home;TeamId_Away;MatchDetails;VP_Home;VP_Away`,
 * where `MatchDetails` is `"200,IMPs_home,IMPs_away"` (segment 200, the whole match, then each team's IMPs),
 * or the segments one by one before it (`"1,15,54|2,30,0|200,45,54"`: the two halves, then the match), and a
 * `TotalScoreTable` with `TeamId` and `TotalScoreVP` (and `TeamName` when given). A scheduled match not played
 * yet is `-` in MatchDetails and in the VPs: it is left out, and said once. Each match becomes a match
 * total in IMPs; the published VPs and totals are kept to compare with the scored ones (`--compare`).
 *
 * The number of boards per match is not in the file: it comes from `--boards-per-match`, or it is found as
 * the board count whose VP scale gives every published VP (`inferBoardsPerMatch`).
 *
 * @example
 * // [ScoreTable "Round;Table;TeamId_Home;TeamId_Away;MatchDetails;VP_Home;VP_Away"]
 * // 1 1 1 2 "200,45,32" 13.52 6.48
 * readTeamSummaryPbn(games, 'cup.pbn', teamDirectory([]), bag)?.matches[0].score //=> { kind: 'imps', home: 45, away: 32 }
 */
import { Rational } from '../../base/rational.js';
import type { DiagnosticBag } from '../../base/diagnostics.js';
import type { PbnGame } from './games.js';
import { parseTable, type TableCell, type TableRow } from './table.js';
import { MAX_MATCH_POINTS, MAX_ROUND, boundedDecimal, boundedWhole, isTooLarge, shownText } from '../../base/numbers.js';
import type { TeamDirectory } from '../csv/team-names.js';
import type { MatchInput, TeamInfo } from '../../model/teams.js';
import { toCenti } from '../../laws/vp-scale.js';

export interface PublishedMatch {
  readonly round: number;
  readonly home: string;
  readonly away: string | null;
  /** published VP in hundredths; null where the file has none */
  readonly vpHome: number | null;
  readonly vpAway: number | null;
  readonly line: number;
  /** USEBIO teams: the home team's net IMPs, the sum of each board's published IMPS */
  readonly impsNet?: Rational;
  /** USEBIO point-a-board: each team's board points as the boards publish them */
  readonly pointsHome?: Rational;
  readonly pointsAway?: Rational;
}

export interface PublishedTotal {
  readonly team: string;
  readonly vp: number;
  readonly line: number;
  /** USEBIO PLACE, where the file publishes one */
  readonly place?: number;
  readonly tie?: boolean;
  /** USEBIO MASTER_POINTS/MASTER_POINTS_AWARDED: the award per player, a whole number of the scale's unit */
  readonly masterpoints?: number;
}

export interface TeamSummary {
  readonly matches: MatchInput[];
  readonly published: PublishedMatch[];
  readonly totals: PublishedTotal[];
  readonly teams: TeamInfo[];
}

const SUMMARY_COLUMNS = ['Round', 'TeamId_Home', 'TeamId_Away', 'MatchDetails'];
const EXPECTED_DETAILS = 'expected "200,IMPs_home,IMPs_away", after the segments "1,IMPs_home,IMPs_away|2,…" where there are any';
/** The segment of MatchDetails that is the whole match. */
const WHOLE_MATCH = '200';

/** The summary tables of the file, or undefined when it has none (then it is not a summary file). */
export function readTeamSummaryPbn(games: readonly PbnGame[], file: string, dir: TeamDirectory, bag: DiagnosticBag): TeamSummary | undefined {
  const summary: TeamSummary = { matches: [], published: [], totals: [], teams: [] };
  const known = new Map<string, TeamInfo>();
  const unplayed: Unplayed = { rounds: new Set(), count: 0 };
  const team = (cell: TableCell | undefined, field: string): string | undefined => {
    const text = cell?.text.trim() ?? '';
    if (text === '' || text === '-' || text === '?') {
      bag.error('missing-value', `the team is empty (expected a team id)`, cell?.line, field);
      return undefined;
    }
    const id = dir.resolve(text);
    if (id === undefined) bag.error('unknown-team', `"${text}" is not a team in the team list (expected a team id or name from --names)`, cell?.line, field);
    else if (!known.has(id)) known.set(id, dir.teams.find((t) => t.id === id) ?? { id, name: id });
    return id;
  };
  let found = false;
  for (const game of games) {
    const scoreTable = game.tags.get('ScoreTable');
    if (scoreTable !== undefined) {
      const table = parseTable(scoreTable, bag);
      if (SUMMARY_COLUMNS.every((c) => table.has(c))) {
        found = true;
        for (const row of table.rows) readMatchRow(row, file, bag, team, summary, unplayed);
      }
    }
    const totalTable = game.tags.get('TotalScoreTable');
    if (totalTable !== undefined) {
      const table = parseTable(totalTable, bag);
      if (table.has('TeamId') && table.has('TotalScoreVP')) {
        for (const row of table.rows) readTotalRow(row, bag, team, known, summary);
      }
    }
  }
  if (!found) return undefined;
  for (const t of known.values()) summary.teams.push(t);
  if (unplayed.rounds.size > 0) {
    const rounds = [...unplayed.rounds].sort((a, b) => a - b);
    bag.warn(
      'matches-not-played',
      `${rounds.length === 1 ? 'round' : 'rounds'} ${rounds.join(', ')}: ${unplayed.count} scheduled ${unplayed.count === 1 ? 'match has' : 'matches have'} no result yet (MatchDetails "-"): left out, the standings are of the matches played`,
      unplayed.line,
      'MatchDetails',
    );
  }
  return summary;
}

/** Scheduled matches without a result yet, for one warning. */
interface Unplayed {
  readonly rounds: Set<number>;
  count: number;
  line?: number;
}

function readMatchRow(
  row: TableRow,
  file: string,
  bag: DiagnosticBag,
  team: (cell: TableCell | undefined, field: string) => string | undefined,
  summary: TeamSummary,
  unplayed: Unplayed,
): void {
  const roundCell = row.get('Round');
  const round = roundCell === undefined ? undefined : boundedWhole(roundCell.text, 1, MAX_ROUND);
  if (typeof round !== 'number') {
    const text = roundCell?.text ?? '';
    bag.error(
      'bad-number',
      `${shownText(text)} is not a round number (expected a whole number ${isTooLarge(round) ? `from 1 to ${MAX_ROUND}` : '≥ 1'})`,
      roundCell?.line ?? row.line,
      'Round',
    );
    return;
  }
  if (notPlayedYet(row)) {
    unplayed.rounds.add(round);
    unplayed.count++;
    unplayed.line ??= row.line;
    return;
  }
  const home = team(row.get('TeamId_Home'), 'TeamId_Home');
  const awayCell = row.get('TeamId_Away');
  const awayText = awayCell?.text.trim() ?? '';
  const bye = awayText === '' || awayText === '-' || awayText.toUpperCase() === 'BYE';
  const away = bye ? null : team(awayCell, 'TeamId_Away');
  const vpHome = vpCell(row.get('VP_Home'), 'VP_Home', bag);
  const vpAway = vpCell(row.get('VP_Away'), 'VP_Away', bag);
  if (home === undefined || away === undefined || vpHome === undefined || vpAway === undefined) return;
  const source = { file, line: row.line };
  if (away === null) {
    summary.matches.push({ round, home, away: null, score: { kind: 'none' }, source });
    summary.published.push({ round, home, away: null, vpHome, vpAway: null, line: row.line });
    return;
  }
  const details = row.get('MatchDetails');
  const imps = matchDetails(details, bag);
  if (imps === undefined) return;
  summary.matches.push({ round, home, away, score: { kind: 'imps', home: imps.home, away: imps.away }, source });
  summary.published.push({ round, home, away, vpHome, vpAway, line: row.line });
}

/** A scheduled match without a result yet: `-` (or nothing) in MatchDetails and in both VPs. */
function notPlayedYet(row: TableRow): boolean {
  const empty = (c: string): boolean => {
    const t = row.get(c)?.text.trim() ?? '';
    return t === '' || t === '-';
  };
  return row.get('MatchDetails') !== undefined && empty('MatchDetails') && empty('VP_Home') && empty('VP_Away');
}

/**
 * `"200,45,32"`, or `"1,15,54|2,30,0|200,45,54"`: segments of the match, each its number and the home and away
 * team's IMPs (decimals with a point); segment 200 is the whole match. Without a segment 200 the segments add up.
 */
function matchDetails(cell: TableCell | undefined, bag: DiagnosticBag): { home: Rational; away: Rational } | undefined {
  const text = cell?.text.trim() ?? '';
  const imps = text === '' ? undefined : segmentsOf(text);
  if (imps === undefined) {
    bag.error(
      'bad-match-details',
      `${shownText(text)} is not a match summary (${EXPECTED_DETAILS}; IMPs from 0 to ${MAX_MATCH_POINTS})`,
      cell?.line,
      'MatchDetails',
    );
  }
  return imps;
}

/** The whole match of `"1,h,a|2,h,a|200,h,a"`: segment 200, else the segments added up; undefined when one is unreadable. */
function segmentsOf(text: string): { home: Rational; away: Rational } | undefined {
  const segments = text.split('|');
  if (segments.length > 100) return undefined;
  let whole: { home: Rational; away: Rational } | undefined;
  let home = Rational.ZERO;
  let away = Rational.ZERO;
  for (const segment of segments) {
    const parts = segment.split(',').map((p) => p.trim());
    const [code, h, a] = parts;
    const hi = h === undefined ? undefined : boundedDecimal(h, MAX_MATCH_POINTS);
    const ai = a === undefined ? undefined : boundedDecimal(a, MAX_MATCH_POINTS);
    if (parts.length !== 3 || code === undefined || !/^\d{1,6}$/.test(code) || !isImps(hi) || !isImps(ai)) return undefined;
    if (code === WHOLE_MATCH) whole = { home: hi, away: ai };
    else {
      home = home.add(hi);
      away = away.add(ai);
    }
  }
  return whole ?? { home, away };
}

function isImps(v: ReturnType<typeof boundedDecimal>): v is Rational {
  return v !== undefined && !isTooLarge(v) && v.sign() >= 0;
}

/** A published VP, in hundredths; null for `-` or `?` (not published). */
function vpCell(cell: TableCell | undefined, field: string, bag: DiagnosticBag): number | null | undefined {
  const text = cell?.text.trim() ?? '';
  if (text === '' || text === '-' || text === '?') return null;
  const v = boundedDecimal(text, MAX_MATCH_POINTS);
  if (v === undefined || isTooLarge(v) || v.sign() < 0 || !v.mul(Rational.of(100)).isInteger()) {
    bag.error('bad-number', `${shownText(text)} is not a number of VP (expected a number ≥ 0 to 0.01)`, cell?.line, field);
    return undefined;
  }
  return toCenti(v);
}

function readTotalRow(
  row: TableRow,
  bag: DiagnosticBag,
  team: (cell: TableCell | undefined, field: string) => string | undefined,
  known: Map<string, TeamInfo>,
  summary: TeamSummary,
): void {
  const id = team(row.get('TeamId'), 'TeamId');
  const vp = vpCell(row.get('TotalScoreVP'), 'TotalScoreVP', bag);
  if (id === undefined || vp === undefined) return;
  const name = row.get('TeamName')?.text.trim();
  const info = known.get(id);
  if (name && info && info.name === info.id) known.set(id, { id, name });
  if (vp !== null) summary.totals.push({ team: id, vp, line: row.line });
}
