/**
 * Many deals' tables over worker threads: solveTables(deals, { jobs }) keeps the order of the deals; jobs defaults
 * to os.availableParallelism(), and with jobs = 1 (or a single deal) it solves in this thread.
 *
 * Where the worker file is: next to this module as `worker.js` — dist/solver/worker.js beside dist/solver/pool.js,
 * the output of `tsc -p tsconfig.build.json`. When this module has been bundled by esbuild into one file per
 * command (scripts/bundle.mjs writes dist/bundle/<command>.js), import.meta.url is the bundle's, so the worker is
 * taken from ../solver/worker.js relative to it, that is dist/solver/worker.js, which the build keeps (the bundle
 * step adds dist/bundle/ and removes nothing else). Run from TypeScript sources (vitest), there is no worker.js to
 * load: use jobs = 1 there. This module alone (with worker.ts) uses node's worker threads and os.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { Solver } from './solve.js';
import type { DdTable, Deal } from './types.js';
import type { WorkRequest, WorkResult } from './worker.js';

export interface PoolOptions {
  /** worker threads (default: os.availableParallelism()); 1 solves in this thread */
  readonly jobs?: number;
}

/** The URL of the worker module, following the layout described above. */
export function workerUrl(moduleUrl: string = import.meta.url): URL {
  const inSolver = /\/solver\/pool\.[cm]?[jt]s$/.test(new URL(moduleUrl).pathname);
  return new URL(inSolver ? './worker.js' : '../solver/worker.js', moduleUrl);
}

function solveHere(deals: readonly Deal[]): DdTable[] {
  const solver = new Solver();
  return deals.map((d) => solver.solveTable(d));
}

/** The tables of the deals, in their order. */
export async function solveTables(deals: readonly Deal[], options: PoolOptions = {}): Promise<DdTable[]> {
  const jobs = Math.max(1, Math.min(options.jobs ?? availableParallelism(), deals.length));
  if (jobs <= 1) return solveHere(deals);
  const results = new Array<DdTable>(deals.length);
  const url = workerUrl();
  let next = 0;
  let done = 0;
  const workers: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (w: Worker): void => {
        if (next >= deals.length) return;
        const id = next++;
        const msg: WorkRequest = { id, holdings: Array.from(deals[id]!.holdings) };
        w.postMessage(msg);
      };
      for (let i = 0; i < jobs; i++) {
        const w = new Worker(url);
        workers.push(w);
        w.on('message', (r: WorkResult) => {
          results[r.id] = r.table;
          if (++done === deals.length) resolve();
          else feed(w);
        });
        w.on('error', reject);
        w.on('exit', (code) => {
          if (done < deals.length) reject(new Error(`solver worker stopped (exit code ${code})`));
        });
        feed(w);
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}
