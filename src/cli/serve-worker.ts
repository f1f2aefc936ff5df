/**
 * The worker thread of `serve` (serve-pool.ts): a job in, one version of the live pages (or the error) out.
 */
import { parentPort } from 'node:worker_threads';
import type { DoubleDummyTable } from '../model/types.js';
import { buildLive, sendError, transferList, type LiveJob } from './serve-build.js';

// The hand record's deals, solved once for every version this thread makes.
const solvedDeals = new Map<string, DoubleDummyTable>();

parentPort?.on('message', (job: LiveJob) => {
  buildLive(job, solvedDeals).then(
    (built) => parentPort?.postMessage({ ok: true, built }, transferList(built)),
    (e: unknown) => parentPort?.postMessage({ ok: false, error: sendError(e) }),
  );
});
