/**
 * Solving many deals on worker threads (`deals solve --jobs N`): here, since only src/io and the command
 * line may start threads; each worker (solver-pool-worker.ts) keeps one Solver of src/solver/ and solves
 * the deals it is sent, one at a time. Results come back in the order of the deals, whichever worker
 * finishes first. With one job, or where no worker can be started (the sources run untranspiled, as in the
 * tests), the caller solves in its own thread instead.
 *
 * @example
 * const tables = await solveOnWorkers(deals, 4, (done) => progress(done));
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DdTable } from '../solver/index.js';

/** The compiled worker beside this module (in dist/io/, also found from a bundle in dist/bundle/). */
export function workerUrl(): URL | undefined {
  const url = new URL('../io/solver-pool-worker.js', import.meta.url);
  return url.protocol === 'file:' && existsSync(fileURLToPath(url)) ? url : undefined;
}

export async function solveOnWorkers(deals: readonly string[], jobs: number, onSolved?: (done: number) => void): Promise<DdTable[] | undefined> {
  const url = workerUrl();
  if (!url || jobs < 2 || deals.length < 2) return undefined;
  const out: DdTable[] = new Array<DdTable>(deals.length);
  let next = 0;
  let done = 0;
  const workers = Array.from({ length: Math.min(jobs, deals.length) }, () => new Worker(url));
  try {
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            const send = (): void => {
              if (next >= deals.length) return resolve();
              const i = next++;
              w.once('message', (m: { ok: true; table: DdTable } | { ok: false; error: string }) => {
                if (!m.ok) return reject(new RangeError(m.error));
                out[i] = m.table;
                onSolved?.(++done);
                send();
              });
              w.postMessage(deals[i]);
            };
            w.once('error', reject);
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return out;
}
