/**
 * Every input file of a pairs session → one event, every format's reader at hand: the line table
 * (`readPairsTable`) or the event with its lines as records (`readPairsInputs`, for small programs and the
 * tests). The command line uses read-event-core.ts, loading only the readers its files need.
 *
 * @example
 * readPairsInputs([{ file: 'a.pbn', bytes }]).event.results.length //=> 168
 */
import type { PairsEvent } from '../model/types.js';
import type { ReadTravellersOptions } from './csv/travellers.js';
import { readPbn } from './pbn/read-pbn.js';
import { readPairsTable as readTable, type FormatReaders, type InputFile, type ReadPairsTableResult } from './read-event-core.js';
import { readUsebio } from './usebio/read-usebio.js';

export { append, wholeFile, type FormatReaders, type InputFile, type PairsEventInfo, type ReadPairsTableResult } from './read-event-core.js';

export interface ReadPairsResult extends Omit<ReadPairsTableResult, 'info' | 'table'> {
  readonly event: PairsEvent;
}

export const ALL_READERS: FormatReaders = { pbn: readPbn, usebio: readUsebio };

export function readPairsTable(inputs: readonly InputFile[], options: ReadTravellersOptions = {}, readers: FormatReaders = ALL_READERS): ReadPairsTableResult {
  return readTable(inputs, options, readers);
}

export function readPairsInputs(inputs: readonly InputFile[], options: ReadTravellersOptions = {}): ReadPairsResult {
  const r = readTable(inputs, options, ALL_READERS);
  return { event: { ...r.info, results: r.table.toLines() }, diagnostics: r.diagnostics, published: r.published, penalties: r.penalties };
}
