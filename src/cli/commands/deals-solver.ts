/**
 * The solver as the commands use it: on worker threads for `--jobs` above one (src/io/solver-pool.ts), else
 * in this thread; and the progress bar drawn on standard error while it works, on a terminal only.
 */
import { availableParallelism } from 'node:os';
import { fromDdTable, solveInProcess, type SolveDeals } from '../../pipeline/deals-common.js';
import { solveOnWorkers } from '../../io/solver-pool.js';
import type { CliDeps } from '../deps.js';

/** "[#########-----------]  9/20 boards solved", redrawn in place; only on a terminal. */
export function progressBar(deps: CliDeps, what: string): { update: (done: number, total: number) => void; end: () => void } {
  if (!deps.stderrIsTTY) return { update: () => undefined, end: () => undefined };
  let drawn = false;
  return {
    update(done, total) {
      const width = 24;
      const full = total === 0 ? width : Math.round((done / total) * width);
      deps.stderr(`\r[${'#'.repeat(full)}${'-'.repeat(width - full)}] ${done}/${total} ${what}`);
      drawn = true;
    },
    end() {
      if (drawn) deps.stderr('\r\u001b[K');
    },
  };
}

/** The solver for `--jobs`: worker threads when more than one and they can be started, else this thread. */
export function solverFor(jobs: number): SolveDeals {
  return async (deals, onSolved) => {
    const onWorkers = jobs > 1 ? await solveOnWorkers(deals, jobs, onSolved) : undefined;
    return onWorkers ? onWorkers.map(fromDdTable) : solveInProcess(deals, onSolved);
  };
}

export function defaultJobs(): number {
  return Math.max(1, Math.min(8, availableParallelism()));
}
