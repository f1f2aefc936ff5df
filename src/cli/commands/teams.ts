/**
 * `bridgescore teams`: a team event scored from board results or match totals, to match results and
 * standings (Law 78, team forms; NBF 2.5–2.12, 1.9). Board results come as CSV or as PBN with one game per
 * table result (`Room`, `HomeTeam`, `VisitTeam`, `Round`). Reads every file, collects every problem with its
 * file and line, and writes nothing unless all inputs are good.
 *
 * @example
 * bridgescore teams --matches matches.csv --names teams.csv --penalties penalties.csv --boards 16 --final
 */
import { colours } from '../colours.js';
import { Option, type Command } from 'commander';
import { LANGUAGE_LIST, LANGUAGES, parseLang } from '../../i18n/index.js';
import { renderTeamsHtml } from '../../output/html/teams.js';
import { renderTeamsPbn } from '../../output/pbn/write-teams-pbn.js';
import { detectFormat } from '../../parse/detect-format.js';
import { InputError, type Diagnostic } from '../../base/diagnostics.js';
import { decodeText } from '../../parse/decode.js';
import { mergeTeamMatches } from '../../scoring/teams/merge-inputs.js';
import { readTeamBoards, readTeamMatches, readTeamNames, readTeamPenalties, teamDirectory, type TeamDirectory } from '../../parse/csv/teams-inputs.js';
import type { TeamSummary } from '../../parse/pbn/team-summary.js';
import { readTeamBoardsPbn } from '../../parse/pbn/rooms.js';
import { isUsebioTeams, readUsebioTeams } from '../../parse/usebio/read-usebio-teams.js';
import { type TeamTableResult } from '../../model/teams.js';
import { renderTeamsCsv, renderTeamsJson, renderTeamsTable, type TeamsCsvTable } from '../../output/table/teams.js';
import { scoreTeamsEvent } from '../../pipeline/score-teams.js';
import type { MatchInput, PenaltyInput, TeamForm, TeamsEventOptions } from '../../model/teams.js';
import { type CliDeps } from '../deps.js';
import { UsageError } from '../../base/diagnostics.js';
import { reportOrThrow } from '../report.js';
import { summaryComparison, summaryOptions } from './teams-summary.js';
import { parseWhole } from './vp-table.js';

interface TeamsCliOptions {
  results?: string;
  matches?: string;
  names?: string;
  penalties?: string;
  form: TeamForm;
  max: number;
  boards?: number;
  boardsPerMatch?: number;
  compare?: boolean;
  knockout?: boolean;
  final?: boolean;
  impRounding: 'nearest' | 'exact';
  bamWin: '1' | '2';
  format: 'table' | 'csv' | 'json' | 'html' | 'pbn';
  title?: string;
  lang: string;
  sessionMinutes?: number;
  csvTable: TeamsCsvTable;
  output?: string;
}

export function registerTeamsCommand(program: Command, deps: CliDeps): void {
  program
    .command('teams')
    .description('score a team event: IMP matches to VP (WBF 2013), standings with NBF 2.10.3 tiebreaks, knock-outs, board-a-match, Oslo Cup')
    .option(
      '--results <file>',
      'board results: CSV, one row per board and room (round, home, away, board, room, ns, contract, declarer, result or score), PBN, one game per table result (Round, HomeTeam, VisitTeam, Room, Board, Contract, Declarer, Result or Score), a USEBIO team event (EVENT_TYPE TEAMS: MATCHes with their boards; PAB is point-a-board), or a Bridgemate .bws of a team event (each match at two tables); the format is told by the content',
    )
    .option('--matches <file>', 'match totals (round, home, away, imps_home, imps_away, boards, vp_home, vp_away); a bye: away empty or BYE')
    .option('--names <file>', 'team ids and names (team, name)')
    .option('--penalties <file>', 'penalties and absences (team, round, type, amount, minutes, note): NBF 2.6–2.11')
    .addOption(new Option('--form <form>', 'scoring form: IMPs to VP, board-a-match, Oslo Cup (NBF 2.12)').choices(['imps', 'bam', 'oslo']).default('imps'))
    .addOption(new Option('--max <vp>', 'VP for a maximum win (WBF 20); penalties scale with it (NBF 1.9.2)').argParser(parseWhole(1, 1000)).default(20))
    .addOption(new Option('--boards <n>', 'boards per match when the input does not say (the VP scale, NBF 2.5.1.8)').argParser(parseWhole(1, 1000)))
    .addOption(
      new Option('--boards-per-match <n>', 'the same as --boards; a match summary file without it: found from its published VPs').argParser(
        parseWhole(1, 1000),
      ),
    )
    .option(
      '--compare',
      'a match summary file (Ruter) or a USEBIO team event: compare the scored VPs (points), IMPs, totals and places with the published ones; exit 1 if any differ',
    )
    .option('--knockout', 'single matches: IMPs, then total points, then four more boards (NBF 2.10.1); unbalanced adjustments averaged (Law 86B)', false)
    .option('--final', 'the event is over: byes and force-majeure awards take their best-of values (NBF 2.9.2, 2.6.6); otherwise 12 and 10 VP', false)
    .addOption(
      new Option('--imp-rounding <mode>', 'fractional IMP totals: round to the nearest IMP, halves away from zero (NBF 2.8.3), or use the exact margin')
        .choices(['nearest', 'exact'])
        .default('nearest'),
    )
    .addOption(
      new Option('--bam-win <points>', 'board-a-match points for a won board (a tie is half; average plus 60 %, NBF 1.9.3 E)').choices(['1', '2']).default('1'),
    )
    .addOption(
      new Option('-f, --format <format>', "output format; html is a self-contained results page, pbn the rooms' results with IMPs and a summary per round")
        .choices(['table', 'csv', 'json', 'html', 'pbn'])
        .default('table'),
    )
    .addOption(new Option('--csv-table <table>', 'which table the CSV format writes').choices(['standings', 'matches']).default('standings'))
    .option('-o, --output <file>', 'write to a file instead of standard output (written only when every input is good)')
    .addOption(
      new Option(
        '--session-minutes <n>',
        "the session's length: slow play beyond the earlier of 30 minutes and 25 % of it gets at least 8 VP / 18 IMP (NBF 2.7.2)",
      ).argParser(parseWhole(1, 10000)),
    )
    .option('--title <text>', 'html: the event name on the page')
    .addOption(
      new Option('--lang <code>', `the language of the page and the table for players: ${LANGUAGE_LIST} (CSV, JSON and messages stay as they are)`)
        .choices(LANGUAGES)
        .default('en'),
    )
    .action(async (opts: TeamsCliOptions, cmd: Command) => {
      if (opts.results === undefined && opts.matches === undefined) {
        throw new UsageError('teams needs --results (board results) or --matches (match totals), or both');
      }
      if (opts.form !== 'imps' && opts.knockout) throw new UsageError('--knockout scores IMP matches (NBF 2.10.1): use it with --form imps');
      if (opts.boards !== undefined && opts.boardsPerMatch !== undefined && opts.boards !== opts.boardsPerMatch) {
        throw new UsageError('--boards and --boards-per-match are the same option: give one');
      }
      const boards = opts.boards ?? opts.boardsPerMatch;
      let options: TeamsEventOptions = {
        form: opts.form,
        max: opts.max,
        knockout: opts.knockout === true,
        final: opts.final === true,
        impRounding: opts.impRounding,
        bamWin: opts.bamWin === '2' ? 2 : 1,
        ...(boards === undefined ? {} : { defaultBoards: boards }),
        ...(opts.sessionMinutes === undefined ? {} : { sessionMinutes: opts.sessionMinutes }),
      };
      const read = async (path: string): Promise<string> => decodeText(await deps.readBytes(path)).text;
      const diagnostics: Diagnostic[] = [];
      // Input-sized lists are appended one by one: a spread of 100 000 diagnostics overflows the stack.
      const add = (more: readonly Diagnostic[]): void => {
        for (const d of more) diagnostics.push(d);
      };
      let dir: TeamDirectory = teamDirectory([]);
      if (opts.names !== undefined) {
        const r = readTeamNames(await read(opts.names), opts.names);
        add(r.diagnostics);
        dir = r.directory;
      }
      let fromBoards: MatchInput[] = [];
      let fromTotals: MatchInput[] = [];
      let penalties: PenaltyInput[] = [];
      let tables: TeamTableResult[] = [];
      let title: string | undefined;
      let summary: TeamSummary | undefined;
      let usebio = false;
      const formGiven = cmd.getOptionValueSource('form') === 'cli';
      const bamWinGiven = cmd.getOptionValueSource('bamWin') === 'cli';
      if (opts.results !== undefined) {
        const bytes = await deps.readBytes(opts.results);
        const format = detectFormat(bytes, opts.results);
        if (format === 'bws') {
          // Bridgemate: each match at two tables; the teams are the movement's numbers unless --names says more.
          const r = await (await import('../teams-bws.js')).readTeamBoardsBws(bytes, opts.results);
          add(r.diagnostics);
          fromBoards = r.matches;
          if (dir.teams.length === 0) dir = teamDirectory(r.teams);
          title = r.title;
        } else if (format === 'usebio') {
          // USEBIO (EVENT_TYPE TEAMS): the matches with their boards, the published VPs, totals and places
          if (!isUsebioTeams(bytes)) {
            throw new UsageError(`--results: ${opts.results} is a USEBIO file of a pairs or individual event (bridgescore pairs reads it)`);
          }
          const r = readUsebioTeams(bytes, opts.results);
          add(r.diagnostics);
          fromBoards = r.matches;
          if (dir.teams.length === 0) dir = teamDirectory(r.teams);
          title = r.title;
          summary = r.summary;
          usebio = true;
          if (r.form !== undefined && !formGiven)
            options = { ...options, form: r.form.form, ...(r.form.bamWin !== undefined && !bamWinGiven ? { bamWin: r.form.bamWin } : {}) };
        } else if (format === 'pbn') {
          const r = readTeamBoardsPbn(bytes, opts.results, dir);
          add(r.diagnostics);
          fromBoards = r.matches;
          tables = r.tables;
          title = r.title;
          summary = r.summary;
        } else {
          const r = readTeamBoards(decodeText(bytes).text, opts.results, dir);
          add(r.diagnostics);
          fromBoards = r.matches;
          tables = r.tables;
        }
      }
      if (opts.matches !== undefined) {
        const r = readTeamMatches(await read(opts.matches), opts.matches, dir);
        add(r.diagnostics);
        fromTotals = r.matches;
      }
      if (opts.penalties !== undefined) {
        const r = readTeamPenalties(await read(opts.penalties), opts.penalties, dir);
        add(r.diagnostics);
        penalties = r.penalties;
      }
      if (summary !== undefined && !usebio && opts.results !== undefined && !diagnostics.some((d) => d.severity === 'error')) {
        const s = summaryOptions(summary, options, opts.results);
        add(s.diagnostics);
        options = s.options;
      }
      if (opts.compare && summary === undefined && opts.results !== undefined) {
        throw new UsageError('--compare: the results file publishes no match summary to compare with (a Ruter teams summary file or a USEBIO team event does)');
      }
      const merged = mergeTeamMatches(fromBoards, fromTotals, options);
      add(merged.diagnostics);
      if (!diagnostics.some((d) => d.severity === 'error')) {
        const teams = dir.teams.length === 0 && summary !== undefined ? summary.teams : dir.teams;
        const scored = scoreTeamsEvent({ teams, matches: merged.matches, penalties }, options);
        add(scored.diagnostics);
        reportOrThrow(deps, diagnostics);
        const result = scored.result;
        if (opts.compare) {
          if (summary === undefined || opts.results === undefined) throw new UsageError('--compare needs --results with a match summary file (Ruter)');
          const c = summaryComparison(opts.results, summary, result);
          deps.stdout(c.text);
          if (!c.agrees) throw new InputError([]);
          return;
        }
        const text =
          opts.format === 'pbn'
            ? renderTeamsPbn(result, { matches: merged.matches, tables }, title === undefined ? {} : { title })
            : opts.format === 'json'
              ? renderTeamsJson(result)
              : opts.format === 'html'
                ? renderTeamsHtml(result, { lang: parseLang(opts.lang), ...(opts.title !== undefined ? { title: opts.title } : {}) })
                : opts.format === 'csv'
                  ? renderTeamsCsv(result, opts.csvTable)
                  : renderTeamsTable(result, await colours(deps.color), parseLang(opts.lang));
        if (opts.output !== undefined) await deps.writeFilesAtomic([{ path: opts.output, content: text }]);
        else deps.stdout(text);
        return;
      }
      reportOrThrow(deps, diagnostics);
    });
}
