/**
 * What a command's pipeline is given to read: each named file's bytes, read by the command line before the
 * pipeline runs (the pipeline itself does no I/O). The travellers of `pairs` stream instead (`InputFile`).
 *
 * @example
 * const names: FileBytes = { file: 'names.csv', bytes: await deps.readBytes('names.csv') };
 */
import type { Diagnostic } from '../base/diagnostics.js';
import type { BwsTables } from '../parse/bws/values.js';

export interface FileBytes {
  /** the path as given ('<stdin>' for standard input), for messages */
  readonly file: string;
  readonly bytes: Uint8Array;
}

/** A Bridgemate `.bws` opened by the command line (the database reader is I/O): its tables, or why not. */
export interface OpenedBws {
  readonly tables?: BwsTables;
  readonly diagnostics: readonly Diagnostic[];
}
