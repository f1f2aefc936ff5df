/**
 * Everything a command may do to the outside world, injected so that tests run commands in-process.
 */

import { type InputSource, type OutputSink } from '../io/files.js';
import type { DoubleDummyTable } from '../model/types.js';
export type { InputSource, OutputSink } from '../io/files.js';
export { PipeClosed } from '../io/files.js';
export interface CliDeps {
  /**
   * Read a file's bytes; '-' is standard input. Throws with `code` ENOENT etc. `own`: a file the command itself
   * wrote and writes again (a folder's manifest), not an input.
   */
  readBytes(path: string, opts?: { readonly own?: boolean }): Promise<Uint8Array>;
  /** Write every file or none: each is written to a temp file first, then all are renamed into place. */
  writeFilesAtomic(files: ReadonlyArray<{ path: string; content: string | Uint8Array }>, opts?: { createFolders?: boolean }): Promise<void>;
  /** Remove these files, each that is there (a page an earlier run wrote that this one does not); none: nothing is removed. */
  removeFiles?(paths: readonly string[]): Promise<void>;
  /** Text, or bytes written as they are (a PBN file in ISO-8859-1). */
  stdout(text: string | Uint8Array): void;
  stderr(text: string): void;
  /** An input read chunk by chunk (default: `readBytes`, whole). */
  openInput?(path: string): Promise<InputSource>;
  /** An output written piece by piece: undefined is standard output (default: collected, then written whole). */
  openOutput?(path: string | undefined): Promise<OutputSink>;
  /** Colour allowed on stdout (a TTY and no NO_COLOR). */
  readonly color: boolean;
  /** Standard output is a terminal (JSON is then indented for reading). */
  readonly stdoutIsTTY?: boolean;
  readonly stderrIsTTY: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The current working directory, for resolving relative paths in messages. */
  readonly cwd: string;
  /** The identity (device and inode) of an existing file, to know two spellings of one file (default: the path). */
  fileIdentity?(path: string): string | undefined;
  /** Set by the runner: a command that reports a warning needing the director (NEEDS_DIRECTOR) calls it (exit code 4). */
  readonly needsDirector?: () => void;
  /**
   * Deals solved before in this run of the program, by their PBN `Deal` text: `--watch` and `serve` score the
   * same hand record again on every change and solve each deal once (none: each scoring solves its own).
   */
  readonly solvedDeals?: Map<string, DoubleDummyTable>;
  /** `--watch`: the clock, sleep and file stamps to poll with (tests inject their own; default: the real ones) */
  readonly watchSystem?: () => WatchSystem;
}

/** An input by path, chunk by chunk when the program can, whole otherwise. */
export async function inputOf(deps: CliDeps, path: string): Promise<InputSource> {
  if (deps.openInput) return deps.openInput(path);
  const bytes = await deps.readBytes(path);
  return { chunks: () => [bytes], size: bytes.length };
}

/** An output by path (undefined: standard output), streamed when the program can, collected otherwise. */
export async function outputOf(deps: CliDeps, path: string | undefined): Promise<OutputSink> {
  if (deps.openOutput) return deps.openOutput(path);
  const parts: (string | Uint8Array)[] = [];
  return {
    // A streamed block is written over by its writer: keep a copy.
    write: (d) => void parts.push(typeof d === 'string' ? d : new Uint8Array(d)),
    commit: async () => {
      const allText = parts.every((p) => typeof p === 'string');
      const content = allText ? parts.join('') : concatBytes(parts);
      if (path === undefined || path === '-') deps.stdout(content);
      else await deps.writeFilesAtomic([{ path, content }]);
    },
    abort: async () => void (parts.length = 0),
  };
}

function concatBytes(parts: readonly (string | Uint8Array)[]): Uint8Array {
  const enc = new TextEncoder();
  const bytes = parts.map((p) => (typeof p === 'string' ? enc.encode(p) : p));
  let n = 0;
  for (const b of bytes) n += b.length;
  const out = new Uint8Array(n);
  let at = 0;
  for (const b of bytes) {
    out.set(b, at);
    at += b.length;
  }
  return out;
}

/** Write everything `produce` writes to the output, committed when it returns, removed when it throws. */
export async function writeOutput(deps: CliDeps, path: string | undefined, produce: (write: (s: string | Uint8Array) => void) => void): Promise<void> {
  const sink = await outputOf(deps, path);
  try {
    produce((s) => sink.write(s));
  } catch (e) {
    await sink.abort();
    throw e;
  }
  await sink.commit();
}

export interface WatchSystem {
  /** undefined when the file does not exist (yet) */
  stat(path: string): Promise<FileStamp | undefined>;
  /** wait, or less when the watch is stopped */
  sleep(ms: number): Promise<void>;
  stopped(): boolean;
  /** "14:05:31", for the log line */
  clock(): string;
}

export interface FileStamp {
  readonly mtimeMs: number;
  readonly size: number;
}
