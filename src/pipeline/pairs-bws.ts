/**
 * Bridgemate `.bws` inputs of `pairs`, `validate` and `explain`: each is opened by the command line
 * (src/io/bws-file.ts) and converted here (src/parse/bws/read-bws.ts) apart from the text inputs, then merged
 * into what the text readers give, with the movement of its `RoundData` to check the results against and the
 * field its `Section` sets up.
 *
 * @example
 * const bws = bwsInputs(inputs, opened);
 * const read = withBwsEvent(readPairsTable(bws.others, options), bws);
 */
import { KIND_NOT_PLAYED, LineTable } from '../model/line-table.js';
import type { Participant, ResultLine } from '../model/types.js';
import type { Movement } from '../model/movement.js';
import type { ArbitralResult, ReadBwsResult } from '../parse/bws/read-bws.js';
import { readBwsTables } from '../parse/bws/read-bws.js';
import type { Diagnostic, Severity } from '../base/diagnostics.js';
import { append, type InputFile, type PairsEventInfo, type ReadPairsTableResult } from '../parse/read-event-core.js';
import type { OpenedBws } from './inputs.js';

export interface BwsInputs {
  /** the inputs that are not Bridgemate databases, for the text readers */
  readonly others: InputFile[];
  readonly sessions: readonly { readonly file: string; readonly read: ReadBwsResult }[];
  /** the loaders' problems (a file that is not a database, a table that cannot be read) */
  readonly diagnostics: readonly Diagnostic[];
}

/** The inputs with the Bridgemate databases the command line opened (by file) set apart and read. */
export function bwsInputs(inputs: readonly InputFile[], opened: ReadonlyMap<string, OpenedBws>): BwsInputs {
  const others: InputFile[] = [];
  const sessions: { file: string; read: ReadBwsResult }[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const input of inputs) {
    const loaded = opened.get(input.file);
    if (loaded === undefined) {
      others.push(input);
      continue;
    }
    for (const x of loaded.diagnostics) diagnostics.push(x);
    if (!loaded.tables) continue;
    const read = readBwsTables(loaded.tables, input.file);
    sessions.push({ file: input.file, read });
    if (read.kind === 'teams') {
      diagnostics.push({
        severity: 'error',
        code: 'bws-teams',
        file: input.file,
        record: 'Section',
        message: 'this Bridgemate session is a team event (ScoringType 4): score it with "bridgescore teams"',
      });
    }
  }
  return { others, sessions, diagnostics };
}

export interface WithBws extends ReadPairsTableResult {
  /** the movement of the sessions' RoundData, when a .bws was read */
  readonly movement?: Movement;
  /** what the sessions' Section table says of the field, when they agree */
  readonly winners?: 'one' | 'two';
}

/** The text inputs' event with the Bridgemate sessions' results, names, title and date added. */
export function withBwsEvent(read: ReadPairsTableResult, bws: BwsInputs): WithBws {
  if (bws.sessions.length === 0 && bws.diagnostics.length === 0) return read;
  const participants: Participant[] = [...read.info.participants];
  const diagnostics = read.diagnostics;
  append(diagnostics, bws.diagnostics);
  let info: PairsEventInfo = read.info;
  for (const { read: s } of bws.sessions) {
    append(diagnostics, s.diagnostics);
    for (const r of s.event.results) read.table.add(r);
    for (const p of s.event.participants) participants.push(p);
    info = {
      ...info,
      ...(info.title === undefined && s.event.title !== undefined ? { title: s.event.title } : {}),
      ...(info.date === undefined && s.event.date !== undefined ? { date: s.event.date } : {}),
      ...(info.generator === undefined && s.event.generator !== undefined ? { generator: s.event.generator } : {}),
    };
  }
  // the one section's letter when every file names the same one (the results carry no section then)
  const sole = new Set(bws.sessions.map((s) => s.read.event.soleSection));
  const soleSection = sole.size === 1 ? [...sole][0] : undefined;
  if (soleSection !== undefined && info.soleSection === undefined) info = { ...info, soleSection };
  const rows = bws.sessions.flatMap((s) => s.read.movement.rows);
  const winners = new Set(bws.sessions.map((s) => s.read.winners));
  const agreed = winners.size === 1 ? [...winners][0] : undefined;
  return {
    ...read,
    info: { ...info, participants },
    diagnostics,
    ...(bws.sessions.length > 0 ? { movement: { rows } } : {}),
    ...(agreed ? { winners: agreed } : {}),
  };
}

/**
 * A result the table marked `Arbitral score` that still has no adjusted score once the director's rulings are
 * applied: `error` for a command that publishes (the session must not go out with a board silently unscored),
 * `warning` for `validate`.
 */
export function unresolvedArbitral(bws: BwsInputs, lines: LineTable | readonly ResultLine[], severity: Severity): Diagnostic[] {
  const table = lines instanceof LineTable ? lines : LineTable.fromLines(lines);
  const list: { file: string; a: ArbitralResult }[] = bws.sessions.flatMap((s) => s.read.arbitral.map((a) => ({ file: s.file, a })));
  if (list.length === 0) return [];
  const stillOpen = new Set<string>();
  for (let i = 0; i < table.count; i++) {
    if (table.kind[i] === KIND_NOT_PLAYED)
      stillOpen.add(`${table.sectionText(i) ?? ''}|${table.board[i]}|${table.pairText(i, 'NS')}|${table.pairText(i, 'EW')}`);
  }
  return list
    .filter(({ a }) => stillOpen.has(`${a.section ?? ''}|${a.board}|${a.ns}|${a.ew}`))
    .map(({ file, a }) => ({
      severity,
      code: 'bws-arbitral',
      file,
      record: a.record,
      field: 'Remarks',
      message: `"Arbitral score": board ${a.board}, NS ${a.ns} – EW ${a.ew}, needs the director's adjusted score (Law 12C): give it in --adjustments (board,ns,ew,kind,value, e.g. ${a.board},${a.ns},${a.ew},artificial,60/40)`,
    }));
}
