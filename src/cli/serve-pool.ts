/**
 * Where `serve` makes its pages: on one worker thread kept for the whole session (the compiled worker beside
 * this module, in dist/cli/, also found from a bundle in dist/bundle/), so that the server's own thread only
 * answers requests; in the same thread where the worker is not there (the sources run as they are).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildLive, receiveError, type LiveBuilt, type LiveJob, type SentError } from './serve-build.js';
import type { DoubleDummyTable } from '../model/types.js';

export interface LiveBuilder {
  build(job: LiveJob): Promise<LiveBuilt>;
  close(): Promise<void>;
}

type Reply = { readonly ok: true; readonly built: LiveBuilt } | { readonly ok: false; readonly error: SentError };

export function liveBuilder(): LiveBuilder {
  const url = new URL('../cli/serve-worker.js', import.meta.url);
  if (url.protocol !== 'file:' || !existsSync(fileURLToPath(url)) || !import.meta.url.includes('/dist/')) {
    const solvedDeals = new Map<string, DoubleDummyTable>();
    return { build: (job) => buildLive(job, solvedDeals), close: () => Promise.resolve() };
  }
  const worker = new Worker(url);
  worker.unref();
  return {
    build: (job) =>
      new Promise((resolve, reject) => {
        const onError = (e: Error): void => reject(e);
        worker.once('error', onError);
        worker.once('message', (m: Reply) => {
          worker.off('error', onError);
          if (m.ok) resolve(m.built);
          else reject(receiveError(m.error));
        });
        worker.postMessage(job);
      }),
    close: async () => void (await worker.terminate()),
  };
}
