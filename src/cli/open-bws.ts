/**
 * The Bridgemate databases among a command's inputs, opened (the database reader is loaded only when there is
 * one): by file, for the pipeline to read (src/pipeline/pairs-bws.ts).
 *
 * @example
 * const opened = await openBwsInputs(inputs); // Map { 'club.bws' => { tables, diagnostics } }
 */
import { detectFormat } from '../parse/detect-format.js';
import { wholeFile, type InputFile } from '../parse/read-event-core.js';
import type { OpenedBws } from '../pipeline/inputs.js';

export async function openBwsInputs(inputs: readonly InputFile[]): Promise<Map<string, OpenedBws>> {
  const opened = new Map<string, OpenedBws>();
  for (const input of inputs) {
    if (detectFormat(wholeFile(input, 65536), input.file) !== 'bws') continue;
    const { loadBwsTables } = await import('../io/bws-file.js');
    opened.set(input.file, await loadBwsTables(wholeFile(input), input.file));
  }
  return opened;
}
