/**
 * read → validate → score for `pairs` and `explain`: every input file, the names, the director's rulings, the
 * movement check, penalties and carry-over; and the handicap ranking of the scored event (NBF 3.15).
 *
 * @example
 * const scored = await scoreFromFiles(['travellers.csv'], opts, deps);
 */
import { pairNames } from '../../model/pair-id.js';
import { decodeText } from '../../parse/decode.js';
import { checkLineTable } from '../../parse/check-event.js';
import type { Diagnostic } from '../../base/diagnostics.js';
import { append, readPairsTable, wholeFile, type InputFile, type PairsEventInfo, type ReadPairsTableResult } from '../../parse/read-event-core.js';
import { LineTable } from '../../model/line-table.js';
import type { Rational } from '../../base/rational.js';
import { isCalendarDate } from '../../base/calendar.js';
import { provisionalScoring, scoreLineTable } from '../../pipeline/score-pairs.js';
import type { PairStanding, ScoredPairsEvent } from '../../model/scored.js';
import type { CliDeps } from '../deps.js';
import { inputOf } from '../deps.js';
import { UsageError } from '../../base/diagnostics.js';
import { reportOrThrow } from '../report.js';
import type { Movement } from '../../model/movement.js';
import { checkMovement } from '../../movement/check-movement.js';
import { checkResults } from '../../movement/check-results.js';
import { inferMovement } from '../../movement/infer-movement.js';
import { readMovementCsv } from '../../parse/csv/movement.js';
import { readNamesCsv } from '../../parse/csv/names.js';
import { applyAdjustments, readAdjustmentsCsv, type Correction } from '../../parse/csv/adjustments.js';
import { readCarryOverCsv } from '../../parse/csv/carry-over.js';
import { readPenaltiesCsv } from '../../parse/csv/penalties.js';
import { type PenaltyRecord } from '../../model/scored.js';
import { detectFormat } from '../../parse/detect-format.js';

import { toScoringOptions, type PairsCliOptions } from './pairs-options.js';
import { formatReaders } from '../format-readers.js';

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
}

/** read → validate: the event with names merged in, and every diagnostic of every file. */
export interface LoadOptions {
  /** `--winners two`: NS and EW may share pair numbers */
  readonly winners?: 'auto' | 'one' | 'two';
  readonly sessionPerFile?: boolean;
  readonly names?: string;
  readonly adjustments?: string;
  readonly movement?: string;
  readonly fixDirection?: boolean;
  /** `--deals FILE.pbn`: the session's hand record */
  readonly deals?: string;
  /** a live view during play (`--watch`): results the movement schedules but nobody has entered yet are expected */
  readonly provisional?: boolean;
}

/** The inputs, each read as it streams in ('-' is standard input). */
export async function readAll(paths: readonly string[], deps: CliDeps): Promise<InputFile[]> {
  const out: InputFile[] = [];
  for (const p of paths) {
    const source = await inputOf(deps, p);
    out.push({ file: p === '-' ? '<stdin>' : p, chunks: () => source.chunks(), ...(source.size !== undefined ? { size: source.size } : {}) });
  }
  return out;
}

export async function loadPairsEvent(files: readonly string[], opts: LoadOptions, deps: CliDeps): Promise<LoadedPairs> {
  const namesFile = opts.names;
  const adjustmentsFile = opts.adjustments;
  const inputs = await readAll(files, deps);
  // Each reader is loaded for the formats there are (a CSV needs no XML parser, nor a database reader).
  const formats = new Set(inputs.map((i) => detectFormat(wholeFile(i, 65536), i.file)));
  // Bridgemate .bws sessions are opened apart and bring their movement and field (src/cli/bws-input.ts).
  const bwsModule = formats.has('bws') ? await import('../bws-input.js') : undefined;
  const bws = bwsModule ? await bwsModule.readBwsInputs(inputs) : undefined;
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
  if (namesFile !== undefined) {
    const { text } = decodeText(await deps.readBytes(namesFile));
    const n = readNamesCsv(text, namesFile);
    append(diagnostics, n.diagnostics);
    names = { file: namesFile, participants: n.participants };
    info = { ...info, participants: n.participants };
  }
  if (adjustmentsFile !== undefined) {
    const { text } = decodeText(await deps.readBytes(adjustmentsFile));
    const a = readAdjustmentsCsv(text, adjustmentsFile);
    append(diagnostics, a.diagnostics);
    const applied = applyAdjustments(table.toLines(), a.adjustments);
    append(diagnostics, applied.diagnostics);
    corrections = applied.corrections;
    table = LineTable.fromLines(applied.results);
  }
  const movementChecked = await checkAgainstMovement(table, opts, diagnostics, deps, read.movement);
  table = movementChecked.table;
  append(diagnostics, checkLineTable(table, { ...(names ? { names } : {}), pairTwice: !movementChecked.checked }));
  if (bwsModule && bws) append(diagnostics, bwsModule.unresolvedArbitral(bws, table, 'error'));
  if (opts.deals !== undefined) info = await (await import('../deals-input.js')).withDealsFile(info, table, opts.deals, diagnostics, deps);
  return {
    info,
    table,
    diagnostics,
    published: read.published,
    corrections,
    ...(movementChecked.movement ? { movement: movementChecked.movement } : {}),
    ...(read.winners ? { winners: read.winners } : {}),
  };
}

/**
 * The travellers against the movement: the given movement file, or the one inferred from round
 * and table when every line has them. Unreadable input is reported first, since it makes the rest doubtful.
 */
export async function checkAgainstMovement(
  table: LineTable,
  opts: LoadOptions,
  diagnostics: Diagnostic[],
  deps: CliDeps,
  fromInput?: Movement,
): Promise<{ table: LineTable; checked: boolean; movement?: Movement }> {
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
    const { text } = decodeText(await deps.readBytes(opts.movement));
    const m = readMovementCsv(text, opts.movement);
    append(diagnostics, m.diagnostics);
    if (m.diagnostics.some((d) => d.severity === 'error')) return { table, checked: false };
    movement = m.movement;
  } else {
    movement = inferMovement(table.toLines());
    const problems = checkMovement(movement, { file: 'the movement inferred from round and table', inferred: true });
    append(diagnostics, problems);
    if (problems.some((d) => d.severity === 'error')) return { table, checked: false };
  }
  const checked = checkResults(table.toLines(), movement, { fixDirection: Boolean(opts.fixDirection) });
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

/** read → validate → score: everything but the writing, shared by `pairs` and `explain`. */
export async function scoreFromFiles(
  files: string[],
  opts: PairsCliOptions,
  deps: CliDeps,
): Promise<
  ScoredPairsEvent & { readonly published: ReadPairsTableResult['published']; readonly movement?: Movement; readonly corrections: readonly Correction[] }
> {
  let scoring = toScoringOptions(opts);
  if (opts.date !== undefined && !isCalendarDate(opts.date)) {
    throw new UsageError(`--date: "${opts.date}" is not a date (expected YYYY-MM-DD, a day of the calendar)`);
  }
  const loaded = await loadPairsEvent(files, opts, deps);
  if (opts.winners === 'auto' && loaded.winners) scoring = { ...scoring, winners: loaded.winners };
  const diagnostics = loaded.diagnostics;
  let penalties: PenaltyRecord[] = [];
  if (opts.penalties !== undefined) {
    const { text } = decodeText(await deps.readBytes(opts.penalties));
    const p = readPenaltiesCsv(text, opts.penalties);
    append(diagnostics, p.diagnostics);
    penalties = p.penalties;
  }
  let carryOver: Map<string, Rational> | undefined;
  if (opts.carryOver !== undefined) {
    const c = readCarryOverCsv(decodeText(await deps.readBytes(opts.carryOver)).text, opts.carryOver);
    append(diagnostics, c.diagnostics);
    carryOver = c.carryOver;
  }
  reportOrThrow(deps, diagnostics);
  if (carryOver) scoring = { ...scoring, carryOver };
  // During play (--provisional, --watch): scored as play stands, until every round is complete.
  const provisional = opts.provisional ? provisionalScoring(loaded.movement, loaded.table) : undefined;
  if (provisional) scoring = { ...scoring, provisional };
  const info = {
    ...loaded.info,
    ...(opts.title !== undefined ? { title: opts.title } : {}),
    ...(opts.date !== undefined ? { date: opts.date } : {}),
  };
  const scored = scoreLineTable(info, loaded.table, scoring, penalties);
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
  checkPairNames(scored, opts, carryOver);
  // The scored event is ours alone: the published results go with it (a spread would read every board).
  return Object.assign(scored, { published: loaded.published, corrections: loaded.corrections, ...(loaded.movement ? { movement: loaded.movement } : {}) });
}

/**
 * Every pair named by `--withdrawn`, `--disqualified` or the carry-over file must name exactly one pair of the
 * event: `7`, or `A:7` (section), `NS:1` (direction) where numbers are shared.
 */
function checkPairNames(scored: ScoredPairsEvent, opts: PairsCliOptions, carryOver: ReadonlyMap<string, Rational> | undefined): void {
  const named = [
    ...(opts.withdrawn ?? []).map((n) => ({ n, from: '--withdrawn' })),
    ...(opts.disqualified ?? []).map((n) => ({ n, from: '--disqualified' })),
    ...[...(carryOver?.keys() ?? [])].map((n) => ({ n, from: opts.carryOver as string })),
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
