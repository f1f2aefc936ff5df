/**
 * `bridgescore teams` as one pure function: the files' bytes and the options → the scored event, the matches and
 * rooms the writers show again, the published summary to compare with, and every diagnostic. Board results come
 * as CSV, as PBN with one game per table result, as a USEBIO team event or as a Bridgemate `.bws` (opened by the
 * command line); match totals, names and penalties as CSV (Law 78, team forms; NBF 2.5–2.12, 1.9).
 *
 * @example
 * const run = scoreTeams({ matches: { file: 'matches.csv', bytes } }, { options: DEFAULT_TEAMS_OPTIONS, formGiven: false, bamWinGiven: false, compare: false });
 * run.result?.standings[0].team
 */
import { UsageError, type Diagnostic } from '../base/diagnostics.js';
import type { MatchInput, PenaltyInput, TeamInfo, TeamsEventOptions, TeamsEventResult, TeamTableResult } from '../model/teams.js';
import { teamBoardsFromBwsTables } from '../parse/bws/teams.js';
import { readTeamBoards, readTeamMatches, readTeamNames, readTeamPenalties, teamDirectory, type TeamDirectory } from '../parse/csv/teams-inputs.js';
import { decodeText } from '../parse/decode.js';
import { detectFormat } from '../parse/detect-format.js';
import { readTeamBoardsPbn } from '../parse/pbn/rooms.js';
import type { TeamSummary } from '../parse/pbn/team-summary.js';
import { isUsebioTeams, readUsebioTeams } from '../parse/usebio/read-usebio-teams.js';
import { mergeTeamMatches } from '../scoring/teams/merge-inputs.js';
import { compareTeamRooms } from '../scoring/teams/rooms.js';
import { compareOwnScale } from './compare/teams-own-scale.js';
import { readVpScaleCsv } from '../parse/csv/vp-scale-csv.js';
import { inferBoardsPerMatch } from './compare/infer-boards.js';
import type { FileBytes, OpenedBws } from './inputs.js';
import { scoreTeamsEvent } from './score-teams.js';
import type { Comparison } from '../model/compare.js';

export interface TeamsInputs {
  /** board results; `bws` is the database the command line opened when the file is a Bridgemate session */
  readonly results?: FileBytes & { readonly bws?: OpenedBws };
  readonly matches?: FileBytes;
  readonly names?: FileBytes;
  readonly penalties?: FileBytes;
  /** `--vp-scale`: the organiser's VP scale (boards, margin, vp) in place of the WBF 2013 scale */
  readonly vpScale?: FileBytes;
}

export interface TeamsRunOptions {
  readonly options: TeamsEventOptions;
  /** `--form` / `--bam-win` given on the command line: a USEBIO file's own form does not replace them */
  readonly formGiven: boolean;
  readonly bamWinGiven: boolean;
  /** `--compare`: the published summary is compared with the scored event */
  readonly compare: boolean;
}

export interface TeamsRun {
  /** the scored event; undefined when an input has an error */
  readonly result?: TeamsEventResult;
  readonly diagnostics: Diagnostic[];
  /** the matches as scored, and every room's result, for the PBN writer */
  readonly matches: readonly MatchInput[];
  readonly tables: readonly TeamTableResult[];
  /** the results file's event name */
  readonly title?: string;
  /** the results file's date (YYYY-MM-DD): a USEBIO team event's DATE */
  readonly date?: string;
  /** `--compare`: the scored event against the file's published summary */
  readonly comparison?: Comparison;
  /** `--compare`: the awards the file publishes (USEBIO MASTER_POINTS_AWARDED), by team; compared where --masterpoints is given */
  readonly publishedAwards?: ReadonlyMap<string, number>;
  /** `--compare`: which VP scale the published VPs were compared against, when it is not the WBF 2013 scale */
  readonly scaleNote?: string;
}

/** The results file read by its format and its rooms compared: its matches, rooms, teams, title and published summary. */
export interface ResultsRead {
  readonly matches: MatchInput[];
  /** every room's result, for the PBN writer: from CSV and PBN only (a USEBIO or Bridgemate event writes none) */
  readonly tables: TeamTableResult[];
  readonly teams?: TeamInfo[];
  readonly title?: string;
  readonly date?: string;
  readonly summary?: TeamSummary;
  readonly usebio: boolean;
  readonly form?: { form: TeamsEventOptions['form']; bamWin?: 1 | 2 };
  /** the reader's diagnostics, then the room comparison's */
  readonly diagnostics: Diagnostic[];
}

/**
 * `--results` by its format (CSV, PBN, USEBIO, Bridgemate): the reader gives the rooms as lines
 * (src/model/team-rooms.ts), and the one room comparison (src/scoring/teams/rooms.ts) makes the matches.
 */
export function readTeamResults(results: NonNullable<TeamsInputs['results']>, dir: TeamDirectory): ResultsRead {
  const { file, bytes } = results;
  const format = detectFormat(bytes, file);
  if (format === 'bws') {
    // Bridgemate: each match at two tables; the teams are the movement's numbers unless --names says more.
    const opened = results.bws ?? { diagnostics: [] };
    const diagnostics: Diagnostic[] = [];
    for (const d of opened.diagnostics) diagnostics.push(d);
    if (!opened.tables) return { matches: [], tables: [], usebio: false, diagnostics };
    const r = teamBoardsFromBwsTables(opened.tables, file);
    const { matches } = compareTeamRooms(r.rooms);
    // By round, then by home team (the movement's pair numbers).
    matches.sort((x, y) => x.round - y.round || Number(x.home) - Number(y.home));
    for (const d of r.diagnostics) diagnostics.push(d);
    return { matches, tables: [], teams: r.teams, ...(r.title === undefined ? {} : { title: r.title }), usebio: false, diagnostics };
  }
  if (format === 'usebio') {
    // USEBIO (EVENT_TYPE TEAMS): the matches with their boards, the published VPs, totals and places
    if (!isUsebioTeams(bytes)) throw new UsageError(`--results: ${file} is a USEBIO file of a pairs or individual event (bridgescore pairs reads it)`);
    const r = readUsebioTeams(bytes, file);
    const { matches } = compareTeamRooms(r.rooms);
    return {
      matches,
      tables: [],
      teams: r.teams,
      ...(r.title === undefined ? {} : { title: r.title }),
      ...(r.date === undefined ? {} : { date: r.date }),
      ...(r.summary === undefined ? {} : { summary: r.summary }),
      usebio: true,
      ...(r.form === undefined ? {} : { form: r.form }),
      diagnostics: r.diagnostics,
    };
  }
  if (format === 'pbn') {
    const r = readTeamBoardsPbn(bytes, file, dir);
    // A file of match totals only has its matches in its summary.
    const compared = r.summary === undefined ? compareTeamRooms(r.rooms) : { matches: r.summary.matches, tables: [] };
    return {
      matches: compared.matches,
      tables: compared.tables,
      ...(r.title === undefined ? {} : { title: r.title }),
      ...(r.summary === undefined ? {} : { summary: r.summary }),
      usebio: false,
      diagnostics: r.diagnostics,
    };
  }
  const r = readTeamBoards(decodeText(bytes).text, file, dir);
  const compared = compareTeamRooms(r.rooms);
  return { matches: compared.matches, tables: compared.tables, usebio: false, diagnostics: r.diagnostics };
}

/** `bridgescore teams`: the inputs read, checked against each other and scored (see the file's comment). */
export function scoreTeams(inputs: TeamsInputs, run: TeamsRunOptions): TeamsRun {
  const diagnostics: Diagnostic[] = [];
  // Input-sized lists are appended one by one: a spread of 100 000 diagnostics overflows the stack.
  const add = (more: readonly Diagnostic[]): void => {
    for (const d of more) diagnostics.push(d);
  };
  let options = run.options;
  if (inputs.vpScale !== undefined) {
    const r = readVpScaleCsv(decodeText(inputs.vpScale.bytes).text, inputs.vpScale.file, options.max);
    add(r.diagnostics);
    if (r.scale !== undefined) options = { ...options, vpScale: r.scale };
  }
  let dir: TeamDirectory = teamDirectory([]);
  if (inputs.names !== undefined) {
    const r = readTeamNames(decodeText(inputs.names.bytes).text, inputs.names.file);
    add(r.diagnostics);
    dir = r.directory;
  }
  const read: ResultsRead = inputs.results !== undefined ? readTeamResults(inputs.results, dir) : { matches: [], tables: [], usebio: false, diagnostics: [] };
  add(read.diagnostics);
  if (read.teams !== undefined && dir.teams.length === 0) dir = teamDirectory(read.teams);
  if (read.form !== undefined && !run.formGiven) {
    options = { ...options, form: read.form.form, ...(read.form.bamWin !== undefined && !run.bamWinGiven ? { bamWin: read.form.bamWin } : {}) };
  }
  let fromTotals: MatchInput[] = [];
  if (inputs.matches !== undefined) {
    const r = readTeamMatches(decodeText(inputs.matches.bytes).text, inputs.matches.file, dir);
    add(r.diagnostics);
    fromTotals = r.matches;
  }
  let penalties: PenaltyInput[] = [];
  if (inputs.penalties !== undefined) {
    const r = readTeamPenalties(decodeText(inputs.penalties.bytes).text, inputs.penalties.file, dir);
    add(r.diagnostics);
    penalties = r.penalties;
  }
  const summary = read.summary;
  if (summary !== undefined && !read.usebio && inputs.results !== undefined && !diagnostics.some((d) => d.severity === 'error')) {
    const s = summaryOptions(summary, options, inputs.results.file);
    add(s.diagnostics);
    options = s.options;
  }
  if (run.compare && summary === undefined && inputs.results !== undefined) {
    throw new UsageError('--compare: the results file publishes no match summary to compare with (a Ruter teams summary file or a USEBIO team event does)');
  }
  const merged = mergeTeamMatches(read.matches, fromTotals, options);
  add(merged.diagnostics);
  const base = {
    diagnostics,
    matches: merged.matches,
    tables: read.tables,
    ...(read.title === undefined ? {} : { title: read.title }),
    ...(read.date === undefined ? {} : { date: read.date }),
  };
  if (diagnostics.some((d) => d.severity === 'error')) return base;
  const teams = dir.teams.length === 0 && summary !== undefined ? summary.teams : dir.teams;
  const event = { teams, matches: merged.matches, penalties };
  const scored = scoreTeamsEvent(event, options);
  add(scored.diagnostics);
  if (!run.compare) return { ...base, result: scored.result };
  if (summary === undefined || inputs.results === undefined) throw new UsageError('--compare needs --results with a match summary file (Ruter)');
  const awards = new Map(summary.totals.flatMap((t) => (t.masterpoints === undefined ? [] : [[t.team, t.masterpoints] as const])));
  const own = compareOwnScale(summary, event, options, scored.result, inputs.results.file);
  add(own.diagnostics);
  return {
    ...base,
    result: own.result,
    comparison: own.comparison,
    ...(awards.size > 0 ? { publishedAwards: awards } : {}),
    ...(own.note === undefined ? {} : { scaleNote: own.note }),
  };
}

/** The options with the boards per match of a summary file: as given, or found from the published VPs. */
export function summaryOptions(summary: TeamSummary, options: TeamsEventOptions, file: string): { options: TeamsEventOptions; diagnostics: Diagnostic[] } {
  if (options.defaultBoards !== undefined) return { options, diagnostics: [] };
  const found = inferBoardsPerMatch(summary, options);
  const [first, ...others] = found.candidates;
  if (first === undefined) {
    const why =
      found.matches === 0 ? 'no match has both its IMPs and its VPs' : `no board count from 1 to 1000 gives the published VPs of its ${found.matches} matches`;
    return {
      options,
      diagnostics: [
        {
          severity: 'error',
          code: 'boards-unknown',
          file,
          message: `the number of boards per match is not in the file, and ${why} (expected --boards-per-match N)`,
        },
      ],
    };
  }
  const which = others.length === 0 ? 'the only count' : `the smallest of the counts (${found.candidates.join(', ')})`;
  const message = `the number of boards per match is not in the file: ${first} boards, ${which} whose VP scale gives the published VPs of all ${found.matches} matches (--boards-per-match sets it)`;
  return { options: { ...options, defaultBoards: first }, diagnostics: [{ severity: 'warning', code: 'boards-inferred', file, message }] };
}
