/**
 * `bridgescore pairs <files…>`: read → validate → score → rank → write, for a pairs event.
 */
import { Chalk } from 'chalk';
import { Option, type Command } from 'commander';
import { decodeText } from '../../parse/decode.js';
import { checkEvent } from '../../parse/check-event.js';
import { readNamesCsv } from '../../parse/csv/names.js';
import type { Diagnostic } from '../../parse/diagnostics.js';
import { readPairsInputs, type InputFile, type ReadPairsResult } from '../../parse/read-event.js';
import type { PairsEvent, ResultLine } from '../../model/types.js';
import { readCarryOverCsv } from '../../parse/csv/carry-over.js';
import { defaultPairsOptions, scorePairs } from '../../scoring/score-pairs.js';
import type { PairsScoringOptions, ScoredPairsEvent } from '../../scoring/pairs-types.js';
import type { DatumRounding } from '../../scoring/butler.js';
import type { MpDisplay } from '../../output/format-number.js';
import { renderPairsJson } from '../../output/pairs-json.js';
import { renderBoardsCsv, renderRankingCsv } from '../../output/pairs-csv.js';
import { renderBoardsTable, renderRankingTable } from '../../output/pairs-table.js';
import type { CliDeps } from '../deps.js';
import { UsageError } from '../deps.js';
import { reportOrThrow } from '../report.js';
import { handicapRanking, readRegisterCsv, type HcContestant, type HcRankingRow } from '../../handicap/in-event.js';
import { renderHcUpdates } from '../../handicap/updates-writer.js';
import { isSqliteFile, readRegisterFromDb } from '../../io/handicap-db.js';
import { groupOf, handicapJson, renderHandicapTable } from '../../output/handicap-table.js';
import { Rational } from '../../model/rational.js';
import { checkMovement, checkResults, inferMovement, readMovementCsv, type Movement } from '../../movement/index.js';
import { applyAdjustments, readAdjustmentsCsv } from '../../parse/csv/adjustments.js';
import { readPenaltiesCsv, type PenaltyRecord } from '../../parse/csv/penalties.js';
import { renderExplain } from '../../output/explain.js';
import { renderPairsHtml, renderPairsHtmlPages } from '../../output/html/index.js';
import { renderPairsPbn } from '../../output/pbn/write-pbn.js';
import { renderPairsUsebio } from '../../output/usebio/write-usebio.js';
import { renderComparison } from '../../output/compare-report.js';
import { comparePublished } from '../../scoring/compare-published.js';
import { InputError } from '../../parse/diagnostics.js';
import { renderScorecardsCsv, renderScorecardsTable, scorecardsJson } from '../../output/scorecards.js';

export interface PairsCliOptions {
  names?: string;
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

export function registerPairsCommand(program: Command, deps: CliDeps): void {
  const cmd = program
    .command('pairs')
    .description('score a pairs event from traveller files (CSV, PBN or USEBIO; "-" reads standard input) and rank the pairs')
    .argument('<files...>', 'traveller files');
  addEventOptions(cmd);
  cmd
    .addOption(new Option('-f, --format <format>', 'output format').choices(['table', 'csv', 'json', 'html', 'pbn', 'usebio']).default('table'))
    .addOption(new Option('--encoding <name>', 'pbn: the character set of the file').choices(['utf-8', 'iso-8859-1']).default('utf-8'))
    .option('-o, --output <file>', 'write to this file (atomically) instead of standard output; with html, a path ending in "/" writes a folder of pages')
    .option('--lang <code>', 'html: the language of the page', 'en')
    .option('--boards', "show every board's traveller instead of the ranking (table and CSV)")
    .option('--scorecards [pairs...]', 'personal score cards of these pairs (all pairs when none are named)')
    .option('--handicap <register>', 'add the HC ranking (NBF 3.15): a member list CSV (id, name, hc) or the handicap database')
    .option('--hc-default <hc>', 'HC of a pair whose players have none (NBF 3.15: new players 52)', '52')
    .option('--hc-updates', 'write the HC updates, one row per player (id, name, HC before, Δ, HC after), instead of the ranking')
    .option('--compare', 'compare with the results the input files published (PBN, USEBIO) and list every difference; exit 1 if any')
    .action(async (files: string[], opts: PairsCliOptions) => {
      await runPairs(files, opts, deps);
    });
}

export function registerExplainCommand(program: Command, deps: CliDeps): void {
  const cmd = program
    .command('explain')
    .description('show how every number on a board came about: group, n and N, Neuberg, adjusted scores, weights')
    .argument('<files...>', 'traveller files')
    .requiredOption('--board <n>', 'the board to explain');
  addEventOptions(cmd);
  cmd.action(async (files: string[], opts: PairsCliOptions & { board: string }) => {
    if (!/^\d+$/.test(opts.board) || Number(opts.board) < 1) throw new UsageError(`--board: "${opts.board}" is not a board number (expected a whole number ≥ 1)`);
    const scored = await scoreFromFiles(files, opts, deps);
    const board = Number(opts.board);
    if (!scored.boards.some((b) => b.board === board)) throw new UsageError(`board ${board} has no results in these files`);
    deps.stdout(renderExplain(scored, board));
  });
}

/** The options that decide how an event is read and scored: shared by `pairs` and `explain`. */
function addEventOptions(cmd: Command): void {
  cmd
    .option('--names <file>', 'CSV of pair number → player names (and ids)')
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
    .option('--no-neuberg', "score each board on its own top instead of factoring it up to the field (NBF 3.2.5 asks for Neuberg)")
    .option('--round-board-mp <decimals>', 'round each board\'s matchpoints to this many decimals before totalling (default: exact, NBF 3.2.5)')
    .addOption(
      new Option('--small-groups <rule>', 'a group of 1–3 results on a board that should have more: the values of NBF 3.2.4 (60/60, 65/55, 70/60/50), or Neuberg').choices(['nbf', 'neuberg']).default('nbf'),
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
    neuberg: opts.neuberg,
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

/** "7 tables, 7 rounds, 28 boards": what the results say of the movement, for the page's heading. */
function describeMovement(scored: ScoredPairsEvent): string {
  const lines = scored.boards.flatMap((b) => b.lines.map((l) => l.line));
  const tables = new Set(lines.map((l) => `${l.section ?? ''}|${l.table ?? ''}`).filter((t) => !t.endsWith('|')));
  const rounds = new Set(lines.map((l) => l.round).filter((r) => r !== undefined));
  const boards = new Set(scored.boards.map((b) => b.board));
  return [tables.size > 0 ? `${tables.size} tables` : '', rounds.size > 0 ? `${rounds.size} rounds` : '', `${boards.size} boards`].filter(Boolean).join(', ');
}

/** NBF 3.15: the HC ranking of the scored event, from a member list CSV or the handicap database. */
async function handicapRows(scored: ScoredPairsEvent, opts: PairsCliOptions, deps: CliDeps): Promise<HcRankingRow[]> {
  const path = opts.handicap as string;
  const defaultHc = Number(opts.hcDefault);
  if (!Number.isFinite(defaultHc)) throw new UsageError(`--hc-default: "${opts.hcDefault}" is not a number`);
  const bytes = await deps.readBytes(path);
  let register: ReadonlyMap<string, { hc: number }>;
  if (isSqliteFile(bytes)) {
    if (scored.date === undefined) throw new UsageError('--handicap with a database needs the event date (--date YYYY-MM-DD) to take the official HC');
    register = readRegisterFromDb(path, scored.date);
  } else {
    const r = readRegisterCsv(decodeText(bytes).text, path);
    reportOrThrow(deps, r.diagnostics);
    register = r.register;
  }
  const imp = scored.method !== 'mp';
  const contestants: HcContestant[] = scored.standings
    .filter((s) => s.ranked && s.boards > 0)
    .map((s) => ({
      pair: s.pair,
      players: s.players,
      // handicap.md: in IMP events R = 50 + 10 × IMPs per board (1 IMP ↔ 60 %, NBF 3.2.9)
      resultPercent: imp ? Rational.of(50).add(Rational.of(10).mul(s.perBoard ?? Rational.ZERO)) : (s.percentage as Rational),
      boards: s.boards,
      rounds: Math.max(1, new Set(s.entries.map((e) => e.round ?? e.board)).size),
      group: groupOf(s.direction, s.section),
    }));
  const missing = contestants.filter((c) => c.players.length === 0);
  if (missing.length > 0) throw new UsageError(`--handicap needs the players of every pair (--names with player ids); none for pair ${missing.map((c) => c.pair).join(', ')}`);
  return handicapRanking(contestants, register, { defaultHc, c: 0.6, b0: 100 });
}

/**
 * The travellers against the movement (formats.md §3): the given movement file, or the one inferred from round
 * and table when every line has them. Unreadable input is reported first, since it makes the rest doubtful.
 */
async function checkAgainstMovement(
  event: PairsEvent,
  opts: LoadOptions,
  diagnostics: Diagnostic[],
  deps: CliDeps,
): Promise<{ event: PairsEvent; checked: boolean }> {
  if (diagnostics.some((d) => d.severity === 'error')) return { event, checked: false };
  let movement: Movement;
  if (opts.movement !== undefined) {
    const { text } = decodeText(await deps.readBytes(opts.movement));
    const m = readMovementCsv(text, opts.movement);
    diagnostics.push(...m.diagnostics);
    if (m.diagnostics.some((d) => d.severity === 'error')) return { event, checked: false };
    movement = m.movement;
  } else {
    if (event.results.length === 0 || !event.results.every((r) => r.round !== undefined && r.table !== undefined)) return { event, checked: false };
    // Rounds start again in each session: a movement is only inferred for a single session.
    if (new Set(event.results.map((r) => r.session ?? '')).size > 1 || opts.sessionPerFile) return { event, checked: false };
    movement = inferMovement(event.results);
    const problems = checkMovement(movement, { file: 'the movement inferred from round and table' });
    diagnostics.push(...problems);
    if (problems.some((d) => d.severity === 'error')) return { event, checked: false };
  }
  const checked = checkResults(event.results, movement, { fixDirection: Boolean(opts.fixDirection) });
  diagnostics.push(...checked.diagnostics);
  return { event: { ...event, results: checked.results }, checked: true };
}

function wholeNumber(option: string, text: string): number {
  if (!/^\d+$/.test(text)) throw new UsageError(`${option}: "${text}" is not a whole number`);
  return Number(text);
}

async function readAll(paths: readonly string[], deps: CliDeps): Promise<InputFile[]> {
  const out: InputFile[] = [];
  for (const p of paths) out.push({ file: p === '-' ? '<stdin>' : p, bytes: await deps.readBytes(p) });
  return out;
}

export interface LoadedPairs {
  readonly event: PairsEvent;
  readonly diagnostics: Diagnostic[];
  readonly published: ReadPairsResult['published'];
}

/** read → validate: the event with names merged in, and every diagnostic of every file. */
export interface LoadOptions {
  readonly sessionPerFile?: boolean;
  readonly names?: string;
  readonly adjustments?: string;
  readonly movement?: string;
  readonly fixDirection?: boolean;
}

export async function loadPairsEvent(files: readonly string[], opts: LoadOptions, deps: CliDeps): Promise<LoadedPairs> {
  const namesFile = opts.names;
  const adjustmentsFile = opts.adjustments;
  const inputs = await readAll(files, deps);
  const read = readPairsInputs(inputs);
  const diagnostics = [...read.diagnostics];
  let event = read.event;
  if (opts.sessionPerFile) {
    // Each file is a session, named after the file; a session column in the files wins.
    const results: ResultLine[] = event.results.map((r) => (r.session === undefined ? { ...r, session: r.source.file.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '') } : r));
    event = { ...event, results };
  }
  let names: { file: string; participants: PairsEvent['participants'] } | undefined;
  if (namesFile !== undefined) {
    const { text } = decodeText(await deps.readBytes(namesFile));
    const n = readNamesCsv(text, namesFile);
    diagnostics.push(...n.diagnostics);
    names = { file: namesFile, participants: n.participants };
    event = { ...event, participants: n.participants };
  }
  if (adjustmentsFile !== undefined) {
    const { text } = decodeText(await deps.readBytes(adjustmentsFile));
    const a = readAdjustmentsCsv(text, adjustmentsFile);
    diagnostics.push(...a.diagnostics);
    const applied = applyAdjustments(event.results, a.adjustments);
    diagnostics.push(...applied.diagnostics);
    event = { ...event, results: applied.results };
  }
  const movementChecked = await checkAgainstMovement(event, opts, diagnostics, deps);
  event = movementChecked.event;
  diagnostics.push(...checkEvent(event.results, { ...(names ? { names } : {}), pairTwice: !movementChecked.checked }));
  return { event, diagnostics, published: read.published };
}

export function renderPairs(scored: ScoredPairsEvent, opts: PairsCliOptions, color: boolean): string {
  const chalk = new Chalk({ level: color ? 1 : 0 });
  switch (opts.format) {
    case 'json':
    case 'html':
    case 'pbn':
    case 'usebio':
      return renderPairsJson(scored);
    case 'csv':
      return opts.boards ? renderBoardsCsv(scored, opts.mpDisplay) : renderRankingCsv(scored, opts.mpDisplay);
    case 'table':
      return opts.boards
        ? renderBoardsTable(scored, { chalk, mpDisplay: opts.mpDisplay })
        : renderRankingTable(scored, { chalk, mpDisplay: opts.mpDisplay });
  }
}

/** read → validate → score: everything but the writing, shared by `pairs` and `explain`. */
export async function scoreFromFiles(
  files: string[],
  opts: PairsCliOptions,
  deps: CliDeps,
): Promise<ScoredPairsEvent & { readonly published: ReadPairsResult['published'] }> {
  let scoring = toScoringOptions(opts);
  if (opts.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(opts.date)) {
    throw new UsageError(`--date: "${opts.date}" is not a date (expected YYYY-MM-DD)`);
  }
  const loaded = await loadPairsEvent(files, opts, deps);
  const diagnostics = [...loaded.diagnostics];
  let penalties: PenaltyRecord[] = [];
  if (opts.penalties !== undefined) {
    const { text } = decodeText(await deps.readBytes(opts.penalties));
    const p = readPenaltiesCsv(text, opts.penalties);
    diagnostics.push(...p.diagnostics);
    penalties = p.penalties;
  }
  let carryOver: Map<string, Rational> | undefined;
  if (opts.carryOver !== undefined) {
    const c = readCarryOverCsv(decodeText(await deps.readBytes(opts.carryOver)).text, opts.carryOver);
    diagnostics.push(...c.diagnostics);
    carryOver = c.carryOver;
  }
  reportOrThrow(deps, diagnostics);
  if (carryOver) scoring = { ...scoring, carryOver };
  const event = {
    ...loaded.event,
    ...(opts.title !== undefined ? { title: opts.title } : {}),
    ...(opts.date !== undefined ? { date: opts.date } : {}),
  };
  const scored = scorePairs(event, scoring, penalties);
  const unknown = scored.penalties.filter((p) => !p.matched);
  reportOrThrow(
    deps,
    unknown.map((p) => ({
      severity: 'error' as const,
      code: 'unknown-pair',
      file: p.record.source.file,
      line: p.record.source.line,
      field: 'pair',
      message: `pair ${p.record.pair}${p.record.section ? ` (section ${p.record.section})` : ''} is not in the event (expected a pair that played)`,
    })),
  );
  return { ...scored, published: loaded.published };
}

async function runPairs(files: string[], opts: PairsCliOptions, deps: CliDeps): Promise<void> {
  const scored = await scoreFromFiles(files, opts, deps);
  const color = deps.color && opts.output === undefined;
  let text: string;
  if (opts.format === 'pbn' || opts.format === 'usebio') {
    if (opts.scorecards !== undefined || opts.hcUpdates || opts.compare) throw new UsageError(`--format ${opts.format} writes the whole event: not with --scorecards, --hc-updates or --compare`);
    const content = opts.format === 'pbn' ? renderPairsPbn(scored, { encoding: opts.encoding }) : renderPairsUsebio(scored);
    if (opts.output !== undefined) await deps.writeFilesAtomic([{ path: opts.output, content }]);
    else deps.stdout(content);
    return;
  }
  if (opts.compare) {
    const published = scored.published.filter((p) => p.results.lines.length > 0 || p.results.totals.length > 0);
    if (published.length === 0) throw new UsageError('--compare: the input files publish no results to compare with (PBN or USEBIO files do)');
    const reports = published.map((p) => ({ file: p.file, c: comparePublished(scored, p.results, { mp: opts.mpDisplay }) }));
    deps.stdout(reports.map((r) => renderComparison(r.file, r.c)).join('\n'));
    if (reports.some((r) => [...r.c.lines, ...r.c.totals].some((d) => !d.ok))) throw new ComparisonFailed();
    return;
  }
  const hc = opts.handicap !== undefined ? await handicapRows(scored, opts, deps) : undefined;
  if (opts.hcUpdates) {
    if (!hc) throw new UsageError('--hc-updates needs --handicap REGISTER');
    if (opts.format !== 'table' && opts.format !== 'csv' && opts.format !== 'json') throw new UsageError('--hc-updates writes table, csv or json');
    text = renderHcUpdates(hc, opts.format);
    if (opts.output !== undefined) await deps.writeFilesAtomic([{ path: opts.output, content: text }]);
    else deps.stdout(text);
    return;
  }
  if (opts.scorecards !== undefined) {
    const pairs = Array.isArray(opts.scorecards) ? opts.scorecards : [];
    const unknown = pairs.filter((p) => !scored.standings.some((s) => s.pair === p));
    if (unknown.length > 0) throw new UsageError(`--scorecards: no pair ${unknown.join(', ')} in the event`);
    if (opts.format !== 'table' && opts.format !== 'csv' && opts.format !== 'json') throw new UsageError('--scorecards writes table, csv or json (the html page has every score card)');
    text =
      opts.format === 'json'
        ? JSON.stringify({ schemaVersion: 1, scorecards: scorecardsJson(scored, pairs) }, null, 2) + '\n'
        : opts.format === 'csv'
          ? renderScorecardsCsv(scored, pairs)
          : renderScorecardsTable(scored, pairs, new Chalk({ level: color ? 1 : 0 }));
  } else if (opts.format === 'html') {
    const htmlOpts = { lang: opts.lang, movement: describeMovement(scored), ...(hc ? { handicap: hc } : {}) };
    if (opts.output !== undefined && opts.output.endsWith('/')) {
      const pages = renderPairsHtmlPages(scored, htmlOpts);
      await deps.writeFilesAtomic(pages.map((p) => ({ path: opts.output + p.path, content: p.content })), { createFolders: true });
      return;
    }
    text = renderPairsHtml(scored, htmlOpts);
  } else if (hc && opts.format === 'json') {
    const doc = JSON.parse(renderPairs(scored, opts, false)) as Record<string, unknown>;
    text = JSON.stringify({ ...doc, handicap: handicapJson(hc) }, null, 2) + '\n';
  } else {
    text = renderPairs(scored, opts, color);
    if (hc && opts.format === 'table') text += '\n' + renderHandicapTable(scored, hc, new Chalk({ level: color ? 1 : 0 }));
  }
  if (opts.output !== undefined) await deps.writeFilesAtomic([{ path: opts.output, content: text }]);
  else deps.stdout(text);
}

/** Exit 1 after a comparison that found differences: the report itself is on standard output. */
class ComparisonFailed extends InputError {
  constructor() {
    super([]);
  }
}

