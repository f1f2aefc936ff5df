/**
 * `bridgescore pairs SESSION.bws --watch -o results/ --format html`: the pairs command run again whenever its
 * files change (watch.ts), each time writing every output atomically, the pages marked provisional with the
 * rounds complete so far. Warnings are printed once, not on every update.
 *
 * @example
 * await watchPairs(['club.bws'], opts, deps, (d) => runPairs(files, { ...opts, provisional: true }, d));
 */
import type { ScoredPairsEvent } from '../model/scored.js';
import type { DoubleDummyTable } from '../model/types.js';
import { provisionalText } from '../output/html/provisional.js';
import { InputError, type Diagnostic } from '../base/diagnostics.js';
import type { PairsCliOptions } from './commands/pairs-options.js';
import type { CliDeps } from './deps.js';
import { UsageError } from '../base/diagnostics.js';
import { playMark } from '../pipeline/provisional.js';
import { intervalMs, nodeWatchSystem, watchLoop, type WatchOutcome } from './watch.js';
import { type WatchSystem } from './deps.js';

type Scored = ScoredPairsEvent & { readonly movement?: import('../model/movement.js').Movement };

export async function watchPairs(
  files: readonly string[],
  opts: PairsCliOptions,
  deps: CliDeps,
  once: (deps: CliDeps) => Promise<Scored | undefined>,
): Promise<WatchOutcome> {
  if (opts.output === undefined) throw new UsageError('--watch rewrites its output: give -o FOLDER/ (html pages) or -o FILE');
  if (files.includes('-')) throw new UsageError('--watch reads files as they change: not standard input ("-")');
  const interval = intervalMs(opts.interval ?? '2');
  if (interval === undefined) throw new UsageError(`--interval: "${opts.interval}" is not a number of seconds (expected 0.05 to 3600)`);
  const output = opts.output;
  const paths = [...files, opts.names, opts.adjustments, opts.penalties, opts.movement, opts.deals, opts.carryOver].filter((p): p is string => p !== undefined);
  const printed = new Set<string>();
  const stderrOnce = (text: string): void => {
    for (const line of text.split('\n')) {
      if (line === '' || printed.has(line)) continue;
      printed.add(line);
      deps.stderr(`${line}\n`);
    }
  };
  const damaged = new DamagedFiles(DAMAGED_AFTER);
  const sys: WatchSystem = deps.watchSystem?.() ?? nodeWatchSystem();
  // The hand record's deals, solved once for every update.
  const solvedDeals = deps.solvedDeals ?? new Map<string, DoubleDummyTable>();
  deps.stderr(`watching ${paths.join(', ')} every ${interval / 1000} s; writing ${output} (Ctrl-C to stop)\n`);
  try {
    const outcome = await watchLoop(
      { paths, intervalMs: interval },
      async (readBytes) => {
        let scored: Scored | undefined;
        try {
          // the folder's own manifest is not an input: read as it is, not watched
          const read = (path: string, o?: { readonly own?: boolean }) => (o?.own === true ? deps.readBytes(path, o) : readBytes(path));
          scored = await once({ ...deps, readBytes: read, stderr: stderrOnce, stdout: () => undefined, solvedDeals });
        } catch (e) {
          throw damaged.seen(e);
        }
        damaged.reset();
        if (!scored) return `${output} updated`;
        return `${output} updated: ${provisionalText(playMark(scored, { provisional: true, final: opts.final }).status)}`;
      },
      sys,
      (p) => deps.readBytes(p),
      (line) => deps.stderr(line),
    );
    deps.stderr(`stopped after ${outcome.updates} update${outcome.updates === 1 ? '' : 's'}\n`);
    return outcome;
  } finally {
    if ('dispose' in sys && typeof sys.dispose === 'function') (sys as { dispose(): void }).dispose();
  }
}

/** Looks in a row at which a file could not be read whole before it is reported as damaged. */
export const DAMAGED_AFTER = 3;

/**
 * A file caught mid-write reads as unreadable, and is read again at the next look; one that stays unreadable
 * look after look is damaged: after `after` looks in a row it is named and reported as such (an error the
 * watch loop reports once, keeping the pages as they were until the file changes), not waited on for ever.
 */
export class DamagedFiles {
  private looks = 0;
  constructor(private readonly after: number) {}

  /** The error to throw for a failed look: the same, or after `after` unreadable looks in a row, "damaged". */
  seen(e: unknown): unknown {
    const unreadable = e instanceof InputError ? e.diagnostics.filter((d) => d.severity === 'error' && d.code === 'bws-unreadable') : [];
    if (unreadable.length === 0) {
      this.looks = 0;
      return e;
    }
    if (++this.looks < this.after) return e;
    const looks = this.looks;
    this.looks = 0;
    const files = [...new Set(unreadable.map((d) => d.file ?? 'a file'))];
    return new InputError(
      files.map((file): Diagnostic => ({
        severity: 'error',
        code: 'file-damaged',
        file,
        message: `damaged: it could not be read whole at ${looks} looks in a row (${unreadable.find((d) => d.file === file)?.message ?? 'unreadable'}); the pages stay as they were until the file changes`,
      })),
    );
  }

  reset(): void {
    this.looks = 0;
  }
}
