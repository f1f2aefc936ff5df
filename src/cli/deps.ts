/**
 * Everything a command may do to the outside world, injected so that tests run commands in-process.
 */
import type { WatchSystem } from './watch.js';

export interface CliDeps {
  /** Read a file's bytes; '-' is standard input. Throws with `code` ENOENT etc. */
  readBytes(path: string): Promise<Uint8Array>;
  /** Write every file or none: each is written to a temp file first, then all are renamed into place. */
  writeFilesAtomic(files: ReadonlyArray<{ path: string; content: string | Uint8Array }>, opts?: { createFolders?: boolean }): Promise<void>;
  /** Text, or bytes written as they are (a PBN file in ISO-8859-1). */
  stdout(text: string | Uint8Array): void;
  stderr(text: string): void;
  /** Colour allowed on stdout (a TTY and no NO_COLOR). */
  readonly color: boolean;
  readonly stderrIsTTY: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The current working directory, for resolving relative paths in messages. */
  readonly cwd: string;
  /** `--watch`: the clock, sleep and file stamps to poll with (tests inject their own; default: the real ones) */
  readonly watchSystem?: () => WatchSystem;
}

/** Raised by a command for bad usage (exit code 2). */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
