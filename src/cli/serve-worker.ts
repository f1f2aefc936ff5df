/**
 * The worker thread of `serve` (serve-pool.ts): a job in, one version of the live pages (or the error) out.
 */
import { parentPort } from 'node:worker_threads';
import { buildLive, sendError, type LiveJob } from './serve-build.js';

parentPort?.on('message', (job: LiveJob) => {
  buildLive(job).then(
    (built) => parentPort?.postMessage({ ok: true, built }),
    (e: unknown) => parentPort?.postMessage({ ok: false, error: sendError(e) }),
  );
});
