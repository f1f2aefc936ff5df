/**
 * `bridgescore pairs SESSION.bws --watch -o results/ --format html`: the pairs command run again whenever its
 * files change (watch.ts), each time writing every output atomically, the pages marked provisional with the
 * rounds complete so far. Warnings are printed once, not on every update.
 *
 * @example
 * await watchPairs(['club.bws'], opts, deps, (d) => runPairs(files, { ...opts, provisional: true }, d));
 */
import type { ScoredPairsEvent } from '../scoring/pairs-types.js';
import { provisionalText } from '../output/html/provisional.js';
import type { PairsCliOptions } from './commands/pairs-options.js';
import type { CliDeps } from './deps.js';
import { UsageError } from './deps.js';
import { provisionalStatus } from './provisional.js';
import { intervalMs, nodeWatchSystem, watchLoop, type WatchOutcome, type WatchSystem } from './watch.js';

type Scored = ScoredPairsEvent & { readonly movement?: import('../movement/types.js').Movement };

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
  const sys: WatchSystem = deps.watchSystem?.() ?? nodeWatchSystem();
  deps.stderr(`watching ${paths.join(', ')} every ${interval / 1000} s; writing ${output} (Ctrl-C to stop)\n`);
  try {
    const outcome = await watchLoop(
      { paths, intervalMs: interval },
      async (readBytes) => {
        const scored = await once({ ...deps, readBytes, stderr: stderrOnce, stdout: () => undefined });
        const lines = scored ? scored.boards.flatMap((b) => b.lines.map((l) => l.line)) : [];
        return `${output} updated: ${provisionalText(provisionalStatus(scored?.movement, lines))}`;
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
