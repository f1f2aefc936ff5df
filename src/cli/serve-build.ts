/**
 * One version of the live pages: the session's files (already read, as bytes) scored provisionally and made
 * into every page `serve` serves. Run on a worker thread (serve-pool.ts) so that the server answers requests
 * while a version is being made; in the same thread where there is no compiled worker.
 *
 * @example
 * const built = await buildLive({ files: ['t.csv'], opts, bytes: new Map([['t.csv', bytes]]), site });
 */
import { InputError, UsageError, type Diagnostic } from '../base/diagnostics.js';
import type { Movement } from '../model/movement.js';
import { createHash } from 'node:crypto';
import type { DoubleDummyTable } from '../model/types.js';
import { preparePages, type PreparedPage } from '../io/http-site.js';
import { livePage } from '../output/html/page.js';
import type { ScoredPairsEvent } from '../model/scored.js';
import { liveSite, type LiveResource, type LiveSiteOptions } from '../output/html/live/site.js';

/** A live page without scripts looks again by itself after this many seconds. */
export const LIVE_REFRESH_SECONDS = 30;
import { liveFacts } from '../pipeline/live.js';
import { playMark, withoutHandRecordInPlay } from '../pipeline/provisional.js';
import type { CliDeps } from './deps.js';
import { scoreFromFiles } from './commands/pairs-files.js';
import type { ServeCliOptions } from './commands/serve-options.js';
import { writeOptionsFor } from './write-document.js';

export interface LiveJob {
  readonly files: readonly string[];
  readonly opts: ServeCliOptions;
  /** every file the session names, read whole */
  readonly bytes: ReadonlyMap<string, Uint8Array>;
  readonly site: LiveSiteOptions;
  readonly cwd: string;
  /** the version these pages are published as if they differ from the last ones */
  readonly version: number;
}

export interface LiveBuilt {
  /** the pages with their live head at the job's version, encoded and hashed, ready to serve */
  readonly pages: ReadonlyMap<string, PreparedPage>;
  /** a hash of the pages as made, before their version is put in: equal digests, equal pages */
  readonly digest: string;
  /** what the reading and scoring said, a line each */
  readonly warnings: readonly string[];
  readonly results: number;
  readonly provisional: boolean;
}

type Scored = ScoredPairsEvent & { readonly movement?: Movement };

/** One version of the live pages; `solvedDeals`: the hand record's deals solved by the versions before. */
export async function buildLive(job: LiveJob, solvedDeals: Map<string, DoubleDummyTable> = new Map()): Promise<LiveBuilt> {
  const warnings: string[] = [];
  const deps: CliDeps = {
    solvedDeals,
    readBytes: (path) => {
      const b = job.bytes.get(path);
      if (b === undefined) return Promise.reject(Object.assign(new Error(`${path}: not read`), { code: 'ENOENT', path }));
      return Promise.resolve(b);
    },
    writeFilesAtomic: () => Promise.reject(new Error('serve writes no files')),
    stdout: () => undefined,
    stderr: (text) => {
      for (const line of text.split('\n')) if (line !== '') warnings.push(line);
    },
    color: false,
    stderrIsTTY: false,
    env: {},
    cwd: job.cwd,
  };
  const { opts } = job;
  const scored: Scored = await scoreFromFiles(job.files, { ...opts, provisional: true }, deps);
  const mark = playMark(scored, { provisional: true, final: opts.final });
  const facts = liveFacts(scored, scored.movement, warnings, !mark.provisional && opts.final === true);
  const doc = { scored: withoutHandRecordInPlay(scored), mark, ...(mark.provisional || opts.final ? { banner: mark.status } : {}) };
  const seats = new Map(scored.standings.map((s) => [s.key, facts.seats(s)]));
  const writeOpts = await writeOptionsFor(deps, { format: 'html', lang: opts.lang, mpDisplay: opts.mpDisplay, boards: false });
  const pages = liveSite(doc, writeOpts, { seats, director: facts.director }, job.site);
  return {
    pages: preparePages(withLiveHead(pages, job.version)),
    digest: digestOf(pages),
    warnings,
    results: mark.status.results,
    provisional: mark.provisional,
  };
}

/** Every page's path and content, hashed. */
function digestOf(pages: ReadonlyMap<string, LiveResource>): string {
  const h = createHash('sha1');
  for (const [path, r] of pages) h.update(path).update('\u0000').update(r.content).update('\u0000');
  return h.digest('base64url');
}

/** The pages as a live server serves them: each HTML page with its version and the script that follows the server. */
function withLiveHead(pages: ReadonlyMap<string, LiveResource>, version: number): Map<string, LiveResource> {
  const out = new Map<string, LiveResource>();
  for (const [path, r] of pages)
    out.set(path, r.type.startsWith('text/html') ? { content: livePage(r.content, { version, refreshSeconds: LIVE_REFRESH_SECONDS }), type: r.type } : r);
  return out;
}

/** The body buffers of built pages: handed to the server's thread without a copy. */
export function transferList(built: LiveBuilt): ArrayBuffer[] {
  return [...built.pages.values()].map((p) => p.body.buffer as ArrayBuffer);
}

/** An error as it crosses to the main thread, and back into its class there. */
export type SentError =
  | { readonly kind: 'input'; readonly diagnostics: readonly Diagnostic[] }
  | { readonly kind: 'usage'; readonly message: string }
  | { readonly kind: 'other'; readonly message: string; readonly code?: string };

export function sendError(e: unknown): SentError {
  if (e instanceof InputError) return { kind: 'input', diagnostics: e.diagnostics };
  if (e instanceof UsageError) return { kind: 'usage', message: e.message };
  const code = (e as { code?: unknown }).code;
  return { kind: 'other', message: e instanceof Error ? e.message : String(e), ...(typeof code === 'string' ? { code } : {}) };
}

export function receiveError(e: SentError): Error {
  if (e.kind === 'input') return new InputError(e.diagnostics);
  if (e.kind === 'usage') return new UsageError(e.message);
  return Object.assign(new Error(e.message), e.code !== undefined ? { code: e.code } : {});
}
