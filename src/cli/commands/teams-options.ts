/**
 * The options of `bridgescore teams` (NBF 2.5–2.12, 1.9; Law 78, team forms), each with its rule in the help text.
 *
 * @example
 * teamsOptions(program.command('teams')).action(...)
 */
import { InvalidArgumentError, Option, type Command } from 'commander';
import { LANGUAGE_LIST, LANGUAGES } from '../../i18n/index.js';
import type { TeamForm } from '../../model/teams.js';
import { CSV_DIALECT_HELP } from '../write-document.js';
import { parseWhole } from './vp-table.js';
import { SCALE_IDS } from '../../pipeline/masterpoints.js';
import { PRETTY_HELP } from '../json-layout.js';
import { isCalendarDate } from '../../base/calendar.js';

/** `--date`: a calendar date written YYYY-MM-DD. */
function parseIsoDate(v: string): string {
  if (!isCalendarDate(v)) throw new InvalidArgumentError('expected a date YYYY-MM-DD');
  return v;
}

export interface TeamsCliOptions {
  results?: string;
  matches?: string;
  names?: string;
  penalties?: string;
  /** `--vp-scale FILE`: the organiser's VP scale (boards, margin, vp) */
  vpScale?: string;
  form: TeamForm;
  max: number;
  boards?: number;
  boardsPerMatch?: number;
  compare?: boolean;
  knockout?: boolean;
  final?: boolean;
  impRounding: 'nearest' | 'exact';
  bamWin: '1' | '2';
  format: 'table' | 'csv' | 'json' | 'html' | 'pbn' | 'usebio';
  title?: string;
  lang: string;
  sessionMinutes?: number;
  csvTable: 'standings' | 'matches';
  csv: 'plain' | 'excel';
  output?: string;
  pretty?: boolean;
  /** `--masterpoints SCALE`: the standings' awards (docs/masterpoints.md) */
  masterpoints?: string;
  /** `--members FILE`: the federation's member list the players' numbers are checked against */
  members?: string;
  /** `--date YYYY-MM-DD`: the event's date in the JSON and USEBIO (else the results file's) */
  date?: string;
  /** `--match-sheets`: the table adds each match board by board */
  matchSheets?: boolean;
}

/** The teams command with its options (the action is added by the caller). */
export function teamsOptions(command: Command): Command {
  return command
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
    .option(
      '--vp-scale <file>',
      "the organiser's VP scale instead of the WBF 2013 scale (a federation's integer scale, e.g. the EBU's): CSV boards,margin,vp — in a match of that many boards a winning margin from that many IMPs up gives the winner vp, the loser --max less it; margin 0 is the draw (max/2); board counts without rows use the WBF scale, with a warning",
    )
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
      new Option(
        '-f, --format <format>',
        "output format; html is a self-contained results page, pbn the rooms' results with IMPs and a summary per round, usebio the federation report (standings, players and their numbers, --masterpoints awards)",
      )
        .choices(['table', 'csv', 'json', 'html', 'pbn', 'usebio'])
        .default('table'),
    )
    .addOption(new Option('--csv-table <table>', 'which table the CSV format writes').choices(['standings', 'matches']).default('standings'))
    .option(
      '--match-sheets',
      "table: each match board by board after the matches (both rooms' contracts, results and scores, the net score and each team's IMPs); the html page always has them",
    )
    .addOption(new Option('--csv <dialect>', CSV_DIALECT_HELP).choices(['plain', 'excel']).default('plain'))
    .option('-o, --output <file>', 'write to a file instead of standard output (written only when every input is good)')
    .option('--pretty', PRETTY_HELP)
    .addOption(
      new Option(
        '--session-minutes <n>',
        "the session's length: slow play beyond the earlier of 30 minutes and 25 % of it gets at least 8 VP / 18 IMP (NBF 2.7.2)",
      ).argParser(parseWhole(1, 10000)),
    )
    .option(
      '--masterpoints <scale>',
      `award masterpoints to the standings by a scale: ${SCALE_IDS.join(', ')} (ebu-local awards teams; the others say what their public rules leave open); each value's source: docs/masterpoints.md`,
    )
    .option(
      '--members <file>',
      "the federation's member list (CSV: number, name, club): the players' numbers of a USEBIO team event checked, names filled where only the number is given",
    )
    .addOption(new Option('--date <yyyy-mm-dd>', "the event's date for the JSON and USEBIO (default: a USEBIO results file's DATE)").argParser(parseIsoDate))
    .option('--title <text>', 'html: the event name on the page')
    .addOption(
      new Option('--lang <code>', `the language of the page and the table for players: ${LANGUAGE_LIST} (CSV, JSON and messages stay as they are)`)
        .choices(LANGUAGES)
        .default('en'),
    );
}
