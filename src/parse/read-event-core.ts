/**
 * Every input file of a pairs session → one event: traveller lines from CSV, PBN or USEBIO (the format judged
 * from the content) into one line table, boards and participants merged, with all diagnostics, the results the
 * files published (kept for comparison only: never used as inputs) and the procedural penalties they give
 * (Ruter's "Pen" rows). Pure: the caller supplies the bytes, whole or chunk by chunk (a CSV of millions of lines
 * is read as it streams in), and the readers of the other formats (so that a CSV session loads neither;
 * read-event.ts gives them all).
 */
import { LineTable } from '../model/line-table.js';
import type { BoardInfo, PairsEvent, Participant } from '../model/types.js';
import { decodeText } from './decode.js';
import type { Diagnostic } from '../base/diagnostics.js';
import { readTravellersInto, type ReadTravellersOptions } from './csv/travellers.js';
import { detectFormat, type InputFormat } from './detect-format.js';
import type { readPbn } from './pbn/read-pbn.js';
import type { PublishedResults } from '../model/published.js';
import type { PenaltyRecord } from '../model/scored.js';
import type { readUsebio } from './usebio/read-usebio.js';

export interface InputFile {
  readonly file: string;
  /** the whole file … */
  readonly bytes?: Uint8Array;
  /** … or its chunks, readable more than once (a file that turns out not to be UTF-8 is read again); a chunk
   *  may be written over by the next */
  readonly chunks?: () => Iterable<Uint8Array>;
  /** its size in bytes, when known */
  readonly size?: number;
}

export type PairsEventInfo = Omit<PairsEvent, 'results'>;

export interface ReadPairsTableResult {
  readonly info: PairsEventInfo;
  readonly table: LineTable;
  readonly diagnostics: Diagnostic[];
  /** per file, what it published (PBN and USEBIO), for comparison */
  readonly published: readonly { readonly file: string; readonly format: InputFormat; readonly results: PublishedResults }[];
  /** the procedural penalties the files give (Ruter's "Pen" rows and ScorePenalty), applied with those of `--penalties` */
  readonly penalties: readonly PenaltyRecord[];
}

/** The readers of the formats other than CSV, given by the caller (which loads those it needs). */
export interface FormatReaders {
  readonly pbn?: typeof readPbn;
  readonly usebio?: typeof readUsebio;
}

/** The files as one event with its lines in a line table. */
export function readPairsTable(inputs: readonly InputFile[], options: ReadTravellersOptions = {}, readers: FormatReaders = {}): ReadPairsTableResult {
  const diagnostics: Diagnostic[] = [];
  const table = new LineTable();
  const boards = new Map<number, BoardInfo>();
  const participants: Participant[] = [];
  const participantKeys = new Set<string>();
  const published: { file: string; format: InputFormat; results: PublishedResults }[] = [];
  const penalties: PenaltyRecord[] = [];
  let title: string | undefined;
  let date: string | undefined;
  let generator: string | undefined;
  let id: string | undefined;
  for (const input of inputs) {
    const chunks = input.chunks ?? (() => [input.bytes ?? new Uint8Array(0)]);
    const format = detectFormat(headOf(chunks), input.file);
    if (format === 'csv') {
      append(diagnostics, readTravellersInto(chunks, input.file, table, options, input.size ?? input.bytes?.length));
      continue;
    }
    if (format === 'bws') {
      // A Bridgemate database is opened by its own loader (src/cli/bws-input.ts), which needs I/O; here it is
      // only recognised, so that it is never read as text.
      diagnostics.push({
        severity: 'error',
        code: 'bws-not-loaded',
        file: input.file,
        message: 'a Bridgemate database (.bws) is read by "bridgescore pairs", "validate" and "explain" (expected a CSV, PBN or USEBIO file here)',
      });
      continue;
    }
    const bytes = input.bytes ?? concat(chunks(), input.size);
    if (format === 'pbn' && isTeamsPbn(bytes)) {
      diagnostics.push({
        severity: 'error',
        code: 'teams-file',
        file: input.file,
        line: 1,
        message: 'this PBN file holds a team event (Room, HomeTeam/VisitTeam or Scoring "Teams" tags): score it with "bridgescore teams --results FILE"',
      });
      continue;
    }
    const reader = format === 'pbn' ? readers.pbn : readers.usebio;
    if (!reader) throw new Error(`no reader given for the ${format} file ${input.file}`);
    const r = reader(bytes, input.file);
    append(diagnostics, r.diagnostics);
    for (const line of r.event.results) table.add(line);
    for (const b of r.event.boards) if (!boards.has(b.board)) boards.set(b.board, b);
    for (const p of r.event.participants) {
      const key = `${p.pair}\u0000${p.section ?? ''}\u0000${p.direction ?? ''}`;
      if (!participantKeys.has(key)) {
        participantKeys.add(key);
        participants.push(p);
      }
    }
    title ??= r.event.title;
    date ??= r.event.date;
    generator ??= r.event.generator;
    id ??= r.event.id;
    published.push({ file: input.file, format, results: r.published });
    if (r.penalties) append(penalties, r.penalties);
  }
  return {
    info: {
      ...(title !== undefined ? { title } : {}),
      ...(date !== undefined ? { date } : {}),
      ...(generator !== undefined ? { generator } : {}),
      ...(id !== undefined ? { id } : {}),
      boards: [...boards.values()].sort((a, b) => a.board - b.board),
      participants,
    },
    table,
    diagnostics,
    published,
    penalties,
  };
}

/** Append without spreading (a list of any length). */
export function append<T>(to: T[], items: readonly T[]): void {
  for (const x of items) to.push(x);
}

/** The first kilobytes of a file, for judging its format. */
function headOf(chunks: () => Iterable<Uint8Array>): Uint8Array {
  for (const c of chunks()) return c.subarray(0, 65536);
  return new Uint8Array(0);
}

/** The file's bytes, whole (or its first `limit` bytes, enough to judge its format). */
export function wholeFile(input: InputFile, limit?: number): Uint8Array {
  if (input.bytes) return limit === undefined ? input.bytes : input.bytes.subarray(0, limit);
  const chunks = input.chunks ?? (() => []);
  return limit === undefined ? concat(chunks(), input.size) : headOf(chunks).subarray(0, limit);
}

/** The whole file from its chunks, each copied as it comes (a chunk may be written over by the next). */
function concat(parts: Iterable<Uint8Array>, size = 0): Uint8Array {
  let out = new Uint8Array(Math.max(size, 1024));
  let at = 0;
  for (const p of parts) {
    if (at + p.length > out.length) {
      const bigger = new Uint8Array(Math.max(out.length * 2, at + p.length));
      bigger.set(out.subarray(0, at));
      out = bigger;
    }
    out.set(p, at);
    at += p.length;
  }
  return out.subarray(0, at);
}

/** A team event's PBN: each game one room's result, or Ruter's team summary. */
function isTeamsPbn(bytes: Uint8Array): boolean {
  const text = decodeText(bytes).text;
  return /^\[(?:Room|HomeTeam|VisitTeam)\s+"[^"#]/m.test(text) || /^\[Scoring\s+"Teams"\]/m.test(text);
}
