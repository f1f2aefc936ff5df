/**
 * read → validate → score for `pairs`, `explain` and `pairs --compare`, with no I/O of its own: every input
 * file (given as the command line read it), the names, the director's rulings, the movement check, penalties
 * and carry-over.
 *
 * @example
 * const scored = await scorePairsFiles(files, options, services);
 */
import type { MasterpointRequest } from './masterpoints.js';
import { pairNames } from '../model/pair-id.js';
import { decodeText } from '../parse/decode.js';
import { checkLineTable } from '../parse/check-event.js';
import type { Diagnostic } from '../base/diagnostics.js';
import { append, readPairsTable, wholeFile, type InputFile, type PairsEventInfo, type ReadPairsTableResult } from '../parse/read-event-core.js';
import { LineTable } from '../model/line-table.js';
import type { Rational } from '../base/rational.js';
import { isCalendarDate } from '../base/calendar.js';
import { provisionalScoring, scoreLineTable } from './score-pairs.js';
import type { PairStanding, ScoredPairsEvent } from '../model/scored.js';
import { InputError, UsageError } from '../base/diagnostics.js';
import type { Movement } from '../model/movement.js';
import { checkMovement } from '../movement/check-movement.js';
import { checkResults } from '../movement/check-results.js';
import { inferMovement } from '../movement/infer-movement.js';
import { readMovementCsv } from '../parse/csv/movement.js';
import { readNamesCsv } from '../parse/csv/names.js';
import { applyAdjustments, readAdjustmentsCsv, type Correction } from '../parse/csv/adjustments.js';
import { readCarryOverCsv } from '../parse/csv/carry-over.js';
import { readPenaltiesCsv } from '../parse/csv/penalties.js';
import { type PenaltyRecord } from '../model/scored.js';
import { detectFormat } from '../parse/detect-format.js';
import { formatReaders } from './format-readers.js';
import type { FileBytes, OpenedBws } from './inputs.js';
import type { SolveBoards } from './pairs-deals.js';
import type { SolveDeals } from './deals-common.js';
import type { SolveLeads } from './lead-analysis.js';
import type { PairsScoringOptions } from '../model/scored.js';

export interface LoadedPairs {
  readonly info: PairsEventInfo;
  readonly table: LineTable;
  readonly diagnostics: Diagnostic[];
  readonly published: ReadPairsTableResult['published'];
  /** the movement the results were checked against, when there was one */
  readonly movement?: Movement;
  /** the field a Bridgemate session sets up (Section.Winners, or a Mitchell numbered from 1 each way) */
  readonly winners?: 'one' | 'two';
  /** `--adjustments` of kind `correction`: each result as entered and as corrected */
  readonly corrections: readonly Correction[];
  /** the procedural penalties the input files give (Ruter's "Pen" rows), applied with those of `--penalties` */
  readonly penalties: readonly PenaltyRecord[];
}

/** What the command line read for an event: the travellers as they stream in, and each file an option names. */
export interface PairsFiles {
  readonly inputs: readonly InputFile[];
  /** the Bridgemate databases among the inputs, opened, by file */
  readonly bws: ReadonlyMap<string, OpenedBws>;
  readonly names?: FileBytes;
  readonly adjustments?: FileBytes;
  readonly movement?: FileBytes;
  /** `--deals FILE.pbn`: the session's hand record */
  readonly deals?: FileBytes;
  readonly penalties?: FileBytes;
  readonly carryOver?: FileBytes;
}

/** What the pipeline may ask of the command line: the double-dummy solver for a hand record of deals only. */
export interface PairsServices {
  readonly solveBoards?: SolveBoards;
  /** `--lead-analysis`: the tricks after each opening lead recorded, double dummy (none: no lead analysis) */
  readonly solveLeads?: SolveLeads;
  /** `--check-deals`: the tables of the deals whose table the hand record gives, solved to check it (none: kept unchecked) */
  readonly checkTables?: SolveDeals;
  /**
   * Called once every file is read and checked, before scoring: the command line shows the warnings then, or
   * stops on an error (without it, an error stops the pipeline with an InputError).
   */
  readonly checkpoint?: (diagnostics: readonly Diagnostic[]) => void;
}

/** read → validate: how the files are read and checked. */
export interface LoadOptions {
  /** `--winners two`: NS and EW may share pair numbers */
  readonly winners?: 'auto' | 'one' | 'two';
  readonly sessionPerFile?: boolean;
  readonly fixDirection?: boolean;
  /** keep a result recorded against the movement as recorded (the director has looked), with a plain warning */
  readonly asRecorded?: boolean;
  /** a live view during play (`--watch`): results the movement schedules but nobody has entered yet are expected */
  readonly provisional?: boolean;
}

/**
 * The names file over the names the results give (a `.bws`'s PlayerNumbers): a pair the file lists takes its
 * names from it (matched by pair number, and by section and direction where the file gives them); a pair it
 * does not list keeps its own. One missing name never means retyping every pair.
 */
export function withNames(own: PairsEventInfo['participants'], listed: PairsEventInfo['participants']): PairsEventInfo['participants'] {
  if (own.length === 0) return listed;
  const covers = (l: (typeof listed)[number], o: (typeof own)[number]): boolean =>
    l.pair === o.pair && (l.section === undefined || l.section === o.section) && (l.direction === undefined || l.direction === o.direction);
  const kept = own.filter((o) => !listed.some((l) => covers(l, o)));
  return [...listed, ...kept];
}

/** read → validate: the event with names merged in, and every diagnostic of every file. */
export async function loadPairsEvent(files: PairsFiles, opts: LoadOptions, services: PairsServices = {}): Promise<LoadedPairs> {
  const inputs = files.inputs;
  // Each reader is loaded for the formats there are (a CSV needs no XML parser, nor a database reader).
  const formats = new Set(inputs.map((i) => detectFormat(wholeFile(i, 65536), i.file)));
  // Bridgemate .bws sessions are read apart and bring their movement and field (pairs-bws.ts).
  const bwsModule = files.bws.size > 0 ? await import('./pairs-bws.js') : undefined;
  const bws = bwsModule ? bwsModule.bwsInputs(inputs, files.bws) : undefined;
  const plain = readPairsTable(bws ? bws.others : inputs, { sharedNumbers: opts.winners === 'two' }, await formatReaders(formats));
  const read: ReadPairsTableResult & { readonly movement?: Movement; readonly winners?: 'one' | 'two' } =
    bwsModule && bws ? bwsModule.withBwsEvent(plain, bws) : plain;
  const diagnostics = read.diagnostics;
  let info = read.info;
  let table = read.table;
  if (opts.sessionPerFile) {
    // Each file is a session, named after the file; a session column in the files wins.
    for (let i = 0; i < table.count; i++) {
      if (table.session[i] !== 0) continue;
      const name = table.files
        .get(table.file[i] as number)
        .replace(/^.*[\\/]/, '')
        .replace(/\.[^.]*$/, '');
      table.session[i] = table.internChecked(table.sessions, name, 'sessions');
    }
    table.changed();
  }
  let names: { file: string; participants: PairsEventInfo['participants'] } | undefined;
  let corrections: readonly Correction[] = [];
  if (files.names !== undefined) {
    const { text } = decodeText(files.names.bytes);
    const n = readNamesCsv(text, files.names.file);
    append(diagnostics, n.diagnostics);
    names = { file: files.names.file, participants: n.participants };
    info = { ...info, participants: withNames(info.participants, n.participants) };
  }
  if (files.adjustments !== undefined) {
    const { text } = decodeText(files.adjustments.bytes);
    const a = readAdjustmentsCsv(text, files.adjustments.file);
    append(diagnostics, a.diagnostics);
    const applied = applyAdjustments(table.toLines(), a.adjustments);
    append(diagnostics, applied.diagnostics);
    corrections = applied.corrections;
    table = LineTable.fromLines(applied.results);
  }
  const movementChecked = checkAgainstMovement(table, { ...opts, ...(files.movement ? { movement: files.movement } : {}) }, diagnostics, read.movement);
  table = movementChecked.table;
  append(diagnostics, checkLineTable(table, { ...(names ? { names } : {}), pairTwice: !movementChecked.checked }));
  if (bwsModule && bws) append(diagnostics, bwsModule.unresolvedArbitral(bws, table, 'error'));
  if (files.deals !== undefined) {
    const solve = services.solveBoards ?? (async (boards) => boards);
    info = await (await import('./pairs-deals.js')).withDealsFile(info, table, files.deals, diagnostics, solve, services.checkTables);
    if (services.solveLeads) info = { ...info, boards: await (await import('./lead-analysis.js')).withLeadAnalysis(info.boards, table, services.solveLeads) };
  }
  return {
    info,
    table,
    diagnostics,
    published: read.published,
    corrections,
    penalties: read.penalties,
    ...(movementChecked.movement ? { movement: movementChecked.movement } : {}),
    ...(read.winners ? { winners: read.winners } : {}),
  };
}

/**
 * The travellers against the movement: the given movement file, or the one inferred from round
 * and table when every line has them. Unreadable input is reported first, since it makes the rest doubtful.
 */
export function checkAgainstMovement(
  table: LineTable,
  opts: LoadOptions & { readonly movement?: FileBytes },
  diagnostics: Diagnostic[],
  fromInput?: Movement,
): { table: LineTable; checked: boolean; movement?: Movement } {
  if (diagnostics.some((d) => d.severity === 'error')) return { table, checked: false };
  if (opts.movement === undefined && fromInput === undefined && !hasRoundsAndTables(table, opts)) return { table, checked: false };
  let movement: Movement;
  if (opts.movement === undefined && fromInput !== undefined) {
    // A Bridgemate session's own movement (RoundData), checked as a movement file would be.
    const problems = checkMovement(fromInput, {});
    append(diagnostics, problems);
    if (problems.some((d) => d.severity === 'error')) return { table, checked: false };
    movement = fromInput;
  } else if (opts.movement !== undefined) {
    const { text } = decodeText(opts.movement.bytes);
    const m = readMovementCsv(text, opts.movement.file);
    append(diagnostics, m.diagnostics);
    if (m.diagnostics.some((d) => d.severity === 'error')) return { table, checked: false };
    movement = m.movement;
  } else {
    movement = inferMovement(table.toLines());
    const problems = checkMovement(movement, { file: 'the movement inferred from round and table', inferred: true });
    append(diagnostics, problems);
    if (problems.some((d) => d.severity === 'error')) return { table, checked: false };
  }
  const checked = checkResults(table.toLines(), movement, { fixDirection: Boolean(opts.fixDirection), asRecorded: Boolean(opts.asRecorded) });
  // A Bridgemate session whose RoundData does not cover the pairs of its ReceivedData: say where a movement comes from.
  const fromBws = opts.movement === undefined && fromInput !== undefined;
  const found = fromBws
    ? checked.diagnostics.map((d) =>
        d.code === 'movement-unknown-pair'
          ? { ...d, message: `${d.message}: the .bws's RoundData does not cover the pairs of its ReceivedData (--movement FILE gives the movement)` }
          : d,
      )
    : checked.diagnostics;
  // During play (--watch) the rounds still to come have no results yet.
  append(diagnostics, opts.provisional ? found.filter((d) => d.code !== 'movement-missing-result') : found);
  return { table: LineTable.fromLines(checked.results), checked: true, movement };
}

/**
 * A movement is inferred when every line has its round and table, in a single session (rounds start again in
 * each session).
 */
function hasRoundsAndTables(table: LineTable, opts: LoadOptions): boolean {
  if (table.count === 0 || opts.sessionPerFile) return false;
  for (let i = 0; i < table.count; i++) {
    if (table.round[i] === -1 || table.table[i] === -1 || table.session[i] !== table.session[0]) return false;
  }
  return true;
}

/** How `pairs` and `explain` score: the loading's options, the scoring options the flags give, and the event's own facts. */
export interface ScorePairsRunOptions extends LoadOptions {
  readonly scoring: PairsScoringOptions;
  /** `--event-id`, `--title`, `--date` (YYYY-MM-DD): they replace what the files say */
  readonly eventId?: string;
  readonly title?: string;
  readonly date?: string;
  /** `--withdrawn`, `--disqualified`: each must name exactly one pair of the event */
  readonly withdrawn?: readonly string[];
  readonly disqualified?: readonly string[];
  /** `--masterpoints SCALE`: the ranking's awards by that scale (src/pipeline/masterpoints.ts) */
  readonly masterpoints?: MasterpointRequest;
}

/** A scored event with what was read beside it: the published results, the movement, the corrections. */
export type ScoredFromFiles = ScoredPairsEvent & {
  readonly published: ReadPairsTableResult['published'];
  readonly movement?: Movement;
  readonly corrections: readonly Correction[];
};

/** `--penalties` and `--carry-over`, read; the penalties the input files give (`fromInputs`) come first. */
export function readPenaltiesAndCarryOver(
  files: Pick<PairsFiles, 'penalties' | 'carryOver'>,
  diagnostics: Diagnostic[],
  fromInputs: readonly PenaltyRecord[] = [],
): { penalties: PenaltyRecord[]; carryOver?: Map<string, Rational> } {
  const penalties: PenaltyRecord[] = [...fromInputs];
  if (files.penalties !== undefined) {
    const p = readPenaltiesCsv(decodeText(files.penalties.bytes).text, files.penalties.file);
    append(diagnostics, p.diagnostics);
    append(penalties, p.penalties);
  }
  if (files.carryOver === undefined) return { penalties };
  const c = readCarryOverCsv(decodeText(files.carryOver.bytes).text, files.carryOver.file);
  append(diagnostics, c.diagnostics);
  return { penalties, carryOver: c.carryOver };
}

/**
 * read → validate → score: everything but the writing, shared by `pairs` and `explain`. Stops with the
 * diagnostics (an InputError) when a file has an error; the warnings come back with the event.
 */
export async function scorePairsFiles(
  files: PairsFiles,
  opts: ScorePairsRunOptions,
  services: PairsServices = {},
): Promise<{ scored: ScoredFromFiles; diagnostics: readonly Diagnostic[] }> {
  let scoring = opts.scoring;
  if (opts.eventId !== undefined && !/^[\p{L}\p{N}][\p{L}\p{N}._:/-]{0,99}$/u.test(opts.eventId)) {
    throw new UsageError(`--event-id: "${opts.eventId}" is not an event id (expected 1 to 100 letters, digits and . _ : / -, starting with a letter or digit)`);
  }
  if (opts.date !== undefined && !isCalendarDate(opts.date)) {
    throw new UsageError(`--date: "${opts.date}" is not a date (expected YYYY-MM-DD, a day of the calendar)`);
  }
  const loaded = await loadPairsEvent(files, opts, services);
  if (opts.winners === 'auto' && loaded.winners) scoring = { ...scoring, winners: loaded.winners };
  const diagnostics = loaded.diagnostics;
  const { penalties, carryOver } = readPenaltiesAndCarryOver(files, diagnostics, loaded.penalties);
  if (services.checkpoint) services.checkpoint(diagnostics);
  else if (diagnostics.some((d) => d.severity === 'error')) throw new InputError(diagnostics);
  if (carryOver) scoring = { ...scoring, carryOver };
  // During play (--provisional, --watch): scored as play stands, until every round is complete.
  const provisional = opts.provisional ? provisionalScoring(loaded.movement, loaded.table) : undefined;
  if (provisional) scoring = { ...scoring, provisional };
  const info = {
    ...loaded.info,
    ...(opts.eventId !== undefined ? { id: opts.eventId } : {}),
    ...(opts.title !== undefined ? { title: opts.title } : {}),
    ...(opts.date !== undefined ? { date: opts.date } : {}),
  };
  const scored = scoreLineTable(info, loaded.table, scoring, penalties);
  const unknown = scored.penalties.filter((p) => !p.matched);
  if (unknown.length > 0) {
    throw new InputError(
      unknown.map((p) => ({
        severity: 'error' as const,
        code: 'unknown-pair',
        file: p.record.source.file,
        line: p.record.source.line,
        field: 'pair',
        message: `pair ${p.record.pair}${p.record.section ? ` (section ${p.record.section})` : ''} is not in the event (expected a pair that played)`,
      })),
    );
  }
  checkPairNames(scored, opts, carryOver, files.carryOver?.file);
  // The scored event is ours alone: the published results go with it (a spread would read every board).
  const masterpoints = opts.masterpoints ? (await import('./masterpoints.js')).masterpointAwards(scored, opts.masterpoints) : undefined;
  const withRead = Object.assign(scored, {
    ...(masterpoints ? { masterpoints } : {}),
    published: loaded.published,
    corrections: loaded.corrections,
    ...(loaded.movement ? { movement: loaded.movement } : {}),
  });
  return { scored: withRead, diagnostics };
}

/**
 * Every pair named by `--withdrawn`, `--disqualified` or the carry-over file must name exactly one pair of the
 * event: `7`, or `A:7` (section), `NS:1` (direction) where numbers are shared.
 */
function checkPairNames(
  scored: ScoredPairsEvent,
  opts: ScorePairsRunOptions,
  carryOver: ReadonlyMap<string, Rational> | undefined,
  carryOverFile: string | undefined,
): void {
  const named = [
    ...(opts.withdrawn ?? []).map((n) => ({ n, from: '--withdrawn' })),
    ...(opts.disqualified ?? []).map((n) => ({ n, from: '--disqualified' })),
    ...[...(carryOver?.keys() ?? [])].map((n) => ({ n, from: carryOverFile ?? '--carry-over' })),
  ];
  for (const { n, from } of named) {
    const matches = scored.standings.filter((s) => pairNames(s).includes(n));
    if (matches.length === 0) throw new UsageError(`${from}: no pair ${n} in the event`);
    if (matches.length > 1) {
      // The shortest name that picks out each one: A:7, or NS:1, or A:NS:1.
      const unique = (s: PairStanding) =>
        [...pairNames(s)].reverse().find((name) => scored.standings.filter((o) => pairNames(o).includes(name)).length === 1) ?? pairNames(s)[0];
      const names = matches.map(unique);
      throw new UsageError(`${from}: pair ${n} could be ${names.join(', ')}: name the section or direction (e.g. ${names[0]})`);
    }
  }
}

/**
 * The titles scoring programs give a session by themselves (Bridgemate's "Bridge game"), which a published
 * page should not carry: compared without case or surrounding spaces.
 */
const DEFAULT_TITLES = ['bridge game'];

/** The warning for a page whose title is a program's default, or undefined. */
export function defaultTitleWarning(title: string | undefined): string | undefined {
  if (title === undefined || !DEFAULT_TITLES.includes(title.trim().toLowerCase())) return undefined;
  return `the title is "${title.trim()}", the scoring program's default: give the event's name with --title "…" (it goes on the page)`;
}
