/**
 * `bridgescore teams`: a team event scored from board results or match totals, to match results and
 * standings (Law 78, team forms; NBF 2.5–2.12, 1.9). Board results come as CSV or as PBN with one game per
 * table result (`Room`, `HomeTeam`, `VisitTeam`, `Round`). Reads every file, collects every problem with its
 * file and line, and writes nothing unless all inputs are good.
 *
 * @example
 * bridgescore teams --matches matches.csv --names teams.csv --penalties penalties.csv --boards 16 --final
 */
import type { Command } from 'commander';
import { InputError, UsageError } from '../../base/diagnostics.js';
import type { TeamsEventOptions, TeamsEventResult } from '../../model/teams.js';
import { renderComparison } from '../../output/table/compare-report.js';
import { scoreTeams, type TeamsInputs } from '../../pipeline/teams.js';
import { detectFormat } from '../../parse/detect-format.js';
import { type CliDeps } from '../deps.js';
import { optionFile } from '../option-file.js';
import { reportOrThrow } from '../report.js';
import { writeDocument, writeOptionsFor } from '../write-document.js';
import { teamsOptions, type TeamsCliOptions } from './teams-options.js';
import { teamsMasterpointAwards, withAwardsCompared } from '../../pipeline/masterpoints-teams.js';
import { SCALE_IDS, type MasterpointRequest } from '../../pipeline/masterpoints.js';

export function registerTeamsCommand(program: Command, deps: CliDeps): void {
  teamsOptions(program.command('teams')).action(async (opts: TeamsCliOptions, cmd: Command) => runTeams(opts, cmd, deps));
}

/** The flags as the pipeline's options (NBF 2.5–2.12). */
function eventOptions(opts: TeamsCliOptions): TeamsEventOptions {
  if (opts.results === undefined && opts.matches === undefined) {
    throw new UsageError('teams needs --results (board results) or --matches (match totals), or both');
  }
  if (opts.form !== 'imps' && opts.knockout) throw new UsageError('--knockout scores IMP matches (NBF 2.10.1): use it with --form imps');
  if (opts.boards !== undefined && opts.boardsPerMatch !== undefined && opts.boards !== opts.boardsPerMatch) {
    throw new UsageError('--boards and --boards-per-match are the same option: give one');
  }
  const boards = opts.boards ?? opts.boardsPerMatch;
  return {
    form: opts.form,
    max: opts.max,
    knockout: opts.knockout === true,
    final: opts.final === true,
    impRounding: opts.impRounding,
    bamWin: opts.bamWin === '2' ? 2 : 1,
    ...(boards === undefined ? {} : { defaultBoards: boards }),
    ...(opts.sessionMinutes === undefined ? {} : { sessionMinutes: opts.sessionMinutes }),
  };
}

/** Every file the options name, read; a Bridgemate database opened (src/io/bws-file.ts). */
async function readInputs(opts: TeamsCliOptions, deps: CliDeps): Promise<TeamsInputs> {
  const names = await optionFile(opts.names, deps);
  const results = await optionFile(opts.results, deps);
  const bws =
    results && detectFormat(results.bytes, results.file) === 'bws'
      ? await (await import('../../io/bws-file.js')).loadBwsTables(results.bytes, results.file)
      : undefined;
  const matches = await optionFile(opts.matches, deps);
  const penalties = await optionFile(opts.penalties, deps);
  const vpScale = await optionFile(opts.vpScale, deps);
  return {
    ...(names ? { names } : {}),
    ...(results ? { results: { ...results, ...(bws ? { bws } : {}) } } : {}),
    ...(matches ? { matches } : {}),
    ...(penalties ? { penalties } : {}),
    ...(vpScale ? { vpScale } : {}),
  };
}

/** `--masterpoints SCALE` as the pipeline's request, or undefined. */
function masterpointRequest(opts: TeamsCliOptions): MasterpointRequest | undefined {
  const scale = opts.masterpoints;
  if (scale === undefined) return undefined;
  if (!SCALE_IDS.includes(scale)) throw new UsageError(`--masterpoints: no scale "${scale}" (expected one of ${SCALE_IDS.join(', ')})`);
  return { scale };
}

/**
 * `--members FILE`: the teams' players' numbers against the member list, said on standard error; names filled
 * from it. A list that cannot be read is bad data; results whose teams name no players say so. A federation
 * report (`--format usebio`) is not made while a number is unknown or on two players.
 */
async function checkMemberNumbers(result: TeamsEventResult, path: string, format: string, deps: CliDeps): Promise<TeamsEventResult> {
  const { decodeText } = await import('../../parse/decode.js');
  const { readMembersCsv } = await import('../../parse/csv/members.js');
  const { checkTeamMembers, membersReport } = await import('../../pipeline/members.js');
  const file = path === '-' ? '<stdin>' : path;
  const read = readMembersCsv(decodeText(await deps.readBytes(path)).text, file);
  if (read.diagnostics.some((d) => d.severity === 'error')) throw new InputError(read.diagnostics);
  if (!result.teams.some((t) => (t.players ?? []).length > 0)) {
    deps.stderr(`warning: ${file}: the results name no team's players, so no number is checked (a USEBIO team event names them)\n`);
    return result;
  }
  const check = checkTeamMembers(result, read.members);
  for (const l of membersReport(file, check, 'team')) deps.stderr(`warning: ${l}\n`);
  const blocking = check.findings.filter((f) => f.kind === 'unknown' || f.kind === 'shared').length;
  if (format === 'usebio' && blocking > 0) {
    const message = `${blocking} player number${blocking === 1 ? ' is' : 's are'} not valid (listed above): the federation report is not written until they are mended`;
    throw new InputError([{ severity: 'error', code: 'invalid-member-numbers', file, message }]);
  }
  return check.result;
}

async function runTeams(opts: TeamsCliOptions, cmd: Command, deps: CliDeps): Promise<void> {
  const options = eventOptions(opts);
  const run = scoreTeams(await readInputs(opts, deps), {
    options,
    formGiven: cmd.getOptionValueSource('form') === 'cli',
    bamWinGiven: cmd.getOptionValueSource('bamWin') === 'cli',
    compare: opts.compare === true,
  });
  reportOrThrow(deps, run.diagnostics);
  if (!run.result) return;
  if (run.comparison && opts.results !== undefined) {
    const request = masterpointRequest(opts);
    const awards = request === undefined ? undefined : teamsMasterpointAwards(run.result, request);
    const comparison = withAwardsCompared(run.comparison, run.publishedAwards ?? new Map(), awards);
    const report = renderComparison(opts.results, comparison);
    // Which VP scale the VPs were compared against, under the counts' first line, when it is not the WBF's.
    const cut = report.indexOf('\n') + 1;
    deps.stdout(run.scaleNote === undefined ? report : `${report.slice(0, cut)}  ${run.scaleNote}\n${report.slice(cut)}`);
    if (![...comparison.lines, ...comparison.totals].every((d) => d.ok)) throw new InputError([]);
    return;
  }
  const result = opts.members === undefined ? run.result : await checkMemberNumbers(run.result, opts.members, opts.format, deps);
  const request = masterpointRequest(opts);
  const masterpoints = request === undefined ? undefined : teamsMasterpointAwards(result, request);
  const doc = {
    result,
    matches: run.matches,
    tables: run.tables,
    ...(run.title === undefined ? {} : { title: run.title }),
    ...(masterpoints === undefined ? {} : { masterpoints }),
    ...((opts.date ?? run.date) === undefined ? {} : { date: opts.date ?? run.date }),
    ...(opts.matchSheets === true ? { matchSheets: true } : {}),
  };
  await writeDocument(
    deps,
    'teams',
    opts.format,
    doc,
    await writeOptionsFor(deps, {
      format: opts.format,
      lang: opts.lang,
      output: opts.output,
      pretty: opts.pretty,
      csvTable: opts.csvTable,
      title: opts.title,
      csv: opts.csv,
    }),
    opts.output,
  );
}
