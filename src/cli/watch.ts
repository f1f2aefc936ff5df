/**
 * `--watch`: live results during a session. The input files are polled (modification time and size; Bridgemate
 * keeps its database open, so file-system events are not to be trusted), and when they have changed and then
 * stayed the same for one interval they are read, scored and written again, atomically (temp file, rename),
 * with one line on standard error per update. Ctrl-C (SIGINT) ends it, with exit code 0.
 *
 * Nothing half-read is ever published: a file whose time or size changes while it is being read, or that
 * cannot be read as a whole (a database caught mid-write), is read again on the next tick; a session with bad
 * data is reported once and not published. In both cases the pages last written stay as they were.
 *
 * The loop takes its clock, its sleep and the file-system's `stat` from a `WatchSystem`, so that tests can run
 * it on real files that change under it, bounded in time.
 *
 * @example
 * await watchLoop({ paths: ['club.bws'], intervalMs: 2000 }, run, nodeWatchSystem(), (line) => process.stderr.write(line))
 */
import { stat } from 'node:fs/promises';
import { formatDiagnostic, InputError, sortDiagnostics } from '../base/diagnostics.js';
import { MAX_SHOWN } from './report.js';
import { type WatchSystem } from './deps.js';
import { type FileStamp } from './deps.js';

export interface WatchPlan {
  readonly paths: readonly string[];
  readonly intervalMs: number;
}

/** One update: read with `readBytes` (which refuses a file that changes while it is read), score, write; a summary back. */
export type WatchRun = (readBytes: (path: string) => Promise<Uint8Array>) => Promise<string>;

/** A file that changed while it was being read: read again on the next tick. */
export class FileChangedWhileReading extends Error {
  constructor(readonly path: string) {
    super(`${path} changed while it was being read`);
    this.name = 'FileChangedWhileReading';
  }
}

export interface WatchOutcome {
  readonly updates: number;
  readonly attempts: number;
}

export async function watchLoop(
  plan: WatchPlan,
  run: WatchRun,
  sys: WatchSystem,
  readBytes: (path: string) => Promise<Uint8Array>,
  log: (line: string) => void,
): Promise<WatchOutcome> {
  let previous: string | undefined;
  let settled: string | undefined;
  let lastNotice = '';
  let updates = 0;
  let attempts = 0;
  const notice = (text: string): void => {
    if (text !== lastNotice) log(`${sys.clock()} ${text}\n`);
    lastNotice = text;
  };
  const checkedRead = async (path: string): Promise<Uint8Array> => {
    const before = await sys.stat(path);
    const bytes = await readBytes(path);
    const after = await sys.stat(path);
    if (!before || !after || stampKey([before]) !== stampKey([after]) || bytes.length !== after.size) throw new FileChangedWhileReading(path);
    return bytes;
  };
  while (!sys.stopped()) {
    let stamps: (FileStamp | undefined)[];
    try {
      stamps = await Promise.all(plan.paths.map((p) => sys.stat(p)));
    } catch (e) {
      // A file that cannot even be looked at (permissions, a failing disk): said once, and looked at again.
      if (!isFsError(e)) throw e;
      notice(`${fsErrorText(e)}: looking again at the next look; the pages stay as they were`);
      await sys.sleep(plan.intervalMs);
      continue;
    }
    const missing = plan.paths.filter((_, i) => stamps[i] === undefined);
    const key = stampKey(stamps);
    if (missing.length > 0) {
      notice(`waiting for ${missing.join(', ')}`);
    } else if (key !== settled && (previous === undefined || key === previous)) {
      // Changed since the last update and unchanged over the last interval (or the first look): read it.
      attempts++;
      try {
        const summary = await run(checkedRead);
        updates++;
        settled = key;
        lastNotice = '';
        log(`${sys.clock()} ${summary}\n`);
      } catch (e) {
        if (e instanceof FileChangedWhileReading || isUnreadableNow(e)) {
          notice(
            `${e instanceof FileChangedWhileReading ? e.message : 'a file could not be read whole'}: reading again at the next look; the pages stay as they were`,
          );
        } else if (isFsError(e)) {
          // An input replaced by a folder, or a read that failed: reported, and the watch goes on (the file is
          // read again when it changes).
          settled = key;
          notice(`not published: ${fsErrorText(e)}; the pages stay as they were, watching on`);
        } else if (e instanceof InputError) {
          settled = key;
          const sorted = sortDiagnostics(e.diagnostics.filter((d) => d.severity === 'error'));
          const lines = sorted
            .slice(0, MAX_SHOWN)
            .map((d) => `  ${formatDiagnostic(d)}\n`)
            .join('');
          log(`${sys.clock()} not published (${sorted.length} error${sorted.length === 1 ? '' : 's'}); the pages stay as they were:\n${lines}`);
          lastNotice = '';
        } else {
          throw e;
        }
      }
    }
    previous = key;
    await sys.sleep(plan.intervalMs);
  }
  return { updates, attempts };
}

/** An error of the file system (it has an errno code), as opposed to bad data or a bug. */
function isFsError(e: unknown): e is NodeJS.ErrnoException {
  return e instanceof Error && typeof (e as NodeJS.ErrnoException).code === 'string' && /^E[A-Z]+$/.test((e as NodeJS.ErrnoException).code as string);
}

function fsErrorText(e: NodeJS.ErrnoException): string {
  const what =
    e.code === 'EISDIR'
      ? 'is a folder, expected a file'
      : e.code === 'ENOENT'
        ? 'is gone'
        : e.code === 'EACCES' || e.code === 'EPERM'
          ? 'permission denied'
          : `cannot be read (${e.code})`;
  return `${e.path ?? 'a file'} ${what}`;
}

/** A database caught mid-write reads as damaged: that passes once Bridgemate has finished writing. */
function isUnreadableNow(e: unknown): boolean {
  return e instanceof InputError && e.diagnostics.some((d) => d.severity === 'error' && d.code === 'bws-unreadable');
}

function stampKey(stamps: readonly (FileStamp | undefined)[]): string {
  return stamps.map((s) => (s ? `${s.mtimeMs}:${s.size}` : '-')).join('|');
}

/** The real system: `fs.stat`, timers, the wall clock, and SIGINT (Ctrl-C) to stop. */
export function nodeWatchSystem(): WatchSystem & { dispose(): void } {
  const controller = new AbortController();
  const onSigint = (): void => controller.abort();
  process.once('SIGINT', onSigint);
  return {
    async stat(path) {
      try {
        const s = await stat(path);
        return { mtimeMs: s.mtimeMs, size: s.size };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw e;
      }
    },
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        if (controller.signal.aborted) return resolve();
        const timer = setTimeout(done, ms);
        function done(): void {
          clearTimeout(timer);
          controller.signal.removeEventListener('abort', done);
          resolve();
        }
        controller.signal.addEventListener('abort', done);
      }),
    stopped: () => controller.signal.aborted,
    clock: () => new Date().toTimeString().slice(0, 8),
    dispose: () => process.removeListener('SIGINT', onSigint),
  };
}

/** `--interval SECONDS`: a number of seconds, 0.05 to 3600. */
export function intervalMs(text: string): number | undefined {
  if (!/^\d{1,4}(\.\d{1,3})?$/.test(text.trim())) return undefined;
  const ms = Math.round(Number(text) * 1000);
  return ms >= 50 && ms <= 3_600_000 ? ms : undefined;
}
