/**
 * Every input file of a pairs session → one event: traveller lines from CSV, PBN or USEBIO (the format judged
 * from the content), boards and participants merged, with all diagnostics and the results the files published
 * (kept for comparison only: never used as inputs). Pure: the caller supplies the bytes.
 */
import type { BoardInfo, PairsEvent, Participant, ResultLine } from '../model/types.js';
import { decodeText } from './decode.js';
import type { Diagnostic } from './diagnostics.js';
import { readTravellersCsv, type ReadTravellersOptions } from './csv/travellers.js';
import { detectFormat, type InputFormat } from './detect-format.js';
import { readPbn } from './pbn/read-pbn.js';
import type { PublishedResults } from './published.js';
import { readUsebio } from './usebio/read-usebio.js';

export interface InputFile {
  readonly file: string;
  readonly bytes: Uint8Array;
}

export interface ReadPairsResult {
  readonly event: PairsEvent;
  readonly diagnostics: Diagnostic[];
  /** per file, what it published (PBN and USEBIO), for comparison */
  readonly published: readonly { readonly file: string; readonly format: InputFormat; readonly results: PublishedResults }[];
}

export function readPairsInputs(inputs: readonly InputFile[], options: ReadTravellersOptions = {}): ReadPairsResult {
  const diagnostics: Diagnostic[] = [];
  const results: ResultLine[] = [];
  const boards = new Map<number, BoardInfo>();
  const participants: Participant[] = [];
  const published: { file: string; format: InputFormat; results: PublishedResults }[] = [];
  let title: string | undefined;
  let date: string | undefined;
  let generator: string | undefined;
  for (const input of inputs) {
    const format = detectFormat(input.bytes, input.file);
    if (format === 'csv') {
      const { text } = decodeText(input.bytes);
      const r = readTravellersCsv(text, input.file, options);
      diagnostics.push(...r.diagnostics);
      results.push(...r.results);
      continue;
    }
    if (format === 'bws') {
      // A Bridgemate database is opened by its own loader (src/cli/bws-input.ts), which needs I/O; here it is
      // only recognised, so that it is never read as text.
      diagnostics.push({ severity: 'error', code: 'bws-not-loaded', file: input.file, message: 'a Bridgemate database (.bws) is read by "bridgescore pairs", "validate" and "explain" (expected a CSV, PBN or USEBIO file here)' });
      continue;
    }
    if (format === 'pbn' && isTeamsPbn(input.bytes)) {
      diagnostics.push({
        severity: 'error',
        code: 'teams-file',
        file: input.file,
        line: 1,
        message: 'this PBN file holds a team event (Room, HomeTeam/VisitTeam or Scoring "Teams" tags): score it with "bridgescore teams --results FILE"',
      });
      continue;
    }
    const r = format === 'pbn' ? readPbn(input.bytes, input.file) : readUsebio(input.bytes, input.file);
    diagnostics.push(...r.diagnostics);
    results.push(...r.event.results);
    for (const b of r.event.boards) if (!boards.has(b.board)) boards.set(b.board, b);
    for (const p of r.event.participants) {
      if (!participants.some((q) => q.pair === p.pair && q.section === p.section && q.direction === p.direction)) participants.push(p);
    }
    title ??= r.event.title;
    date ??= r.event.date;
    generator ??= r.event.generator;
    published.push({ file: input.file, format, results: r.published });
  }
  return {
    event: {
      ...(title !== undefined ? { title } : {}),
      ...(date !== undefined ? { date } : {}),
      ...(generator !== undefined ? { generator } : {}),
      results,
      boards: [...boards.values()].sort((a, b) => a.board - b.board),
      participants,
    },
    diagnostics,
    published,
  };
}

/** A team event's PBN: each game one room's result, or Ruter's team summary. */
function isTeamsPbn(bytes: Uint8Array): boolean {
  const text = decodeText(bytes).text;
  return /^\[(?:Room|HomeTeam|VisitTeam)\s+"[^"#]/m.test(text) || /^\[Scoring\s+"Teams"\]/m.test(text);
}
