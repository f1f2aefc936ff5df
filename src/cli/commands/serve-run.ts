/**
 * `bridgescore serve`: the results server. The files are watched as `pairs --watch` watches them (watch.ts);
 * every change is scored provisionally, made into the live pages (output/html/live/) and published to the
 * server (io/http-site.ts) as one new version, which the open pages hear of through Server-Sent Events. The
 * pages last published stay while a file is caught mid-write or has bad data. Ctrl-C stops it (exit 0).
 */
import { randomBytes } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { UsageError } from '../../base/diagnostics.js';
import { localeFor } from '../../i18n/index.js';
import { liveLabels } from '../../i18n/live.js';
import { parseLang } from '../../i18n/languages.js';
import { boundPort, LiveSite, listenSite } from '../../io/http-site.js';
import { htmlDocument, livePage } from '../../output/html/page.js';
import type { LiveBuilt } from '../serve-build.js';
import { liveBuilder } from '../serve-pool.js';
import type { CliDeps, WatchSystem } from '../deps.js';
import { DamagedFiles, DAMAGED_AFTER } from '../watch-pairs.js';
import { intervalMs, nodeWatchSystem, watchLoop } from '../watch.js';
import type { ServeCliOptions } from './serve-options.js';

/** A comment on every event stream this often keeps phones and proxies from closing it. */
const HEARTBEAT_MS = 20_000;

interface ServePlan {
  readonly host: string;
  readonly port: number;
  readonly cycle: number;
  readonly interval: number;
  readonly directorPath: string;
}

function planOf(files: readonly string[], opts: ServeCliOptions): ServePlan {
  if (files.includes('-')) throw new UsageError('serve reads files as they change: not standard input ("-")');
  if (!/^\d{1,5}$/.test(opts.port) || Number(opts.port) > 65535) throw new UsageError(`--port: "${opts.port}" is not a port (expected 0 to 65535)`);
  if (!/^\d{1,4}$/.test(opts.cycle) || Number(opts.cycle) > 3600)
    throw new UsageError(`--cycle: "${opts.cycle}" is not a number of seconds (expected 0 to 3600)`);
  const interval = intervalMs(opts.interval ?? '2');
  if (interval === undefined) throw new UsageError(`--interval: "${opts.interval}" is not a number of seconds (expected 0.05 to 3600)`);
  if (opts.directorKey !== undefined && !/^[A-Za-z0-9_-]{8,64}$/.test(opts.directorKey))
    throw new UsageError('--director-key: 8 to 64 letters, digits, "-" or "_" (it is part of the address)');
  if (opts.url !== undefined && !/^https?:\/\/[^\s"<>]+$/.test(opts.url)) throw new UsageError(`--url: "${opts.url}" is not an http:// or https:// address`);
  const movementKnown = opts.movement !== undefined || files.some((f) => /\.bws$/i.test(f));
  if (!movementKnown && !opts.final)
    throw new UsageError(
      'serve needs the movement to know which boards are still in play (never shown until every table has played them): give a Bridgemate .bws or --movement FILE, or --final once play is over',
    );
  return {
    host: opts.host,
    port: Number(opts.port),
    cycle: Number(opts.cycle),
    interval,
    directorPath: `/director/${opts.directorKey ?? randomBytes(12).toString('base64url')}`,
  };
}

/** The address players open: the host given, or this machine's first address on a network when it listens on all. */
export function publicUrl(host: string, port: number): string {
  let h = host;
  if (host === '0.0.0.0' || host === '::') {
    const found = Object.values(networkInterfaces())
      .flat()
      .find((a) => a !== undefined && a.family === 'IPv4' && !a.internal);
    h = found?.address ?? '127.0.0.1';
  }
  return `http://${h.includes(':') ? `[${h}]` : h}:${port}/`;
}

export async function runServe(files: string[], opts: ServeCliOptions, deps: CliDeps): Promise<void> {
  const plan = planOf(files, opts);
  const lang = parseLang(opts.lang) ?? 'en';
  const site = new LiveSite();
  const loc = localeFor(lang);
  const waiting = htmlDocument({ lang, title: loc.t.common.results, body: `<main><p>${liveLabels(lang).updates}</p></main>` });
  site.publish(new Map([['/', { content: livePage(waiting, { version: 0, refreshSeconds: 5 }), type: 'text/html; charset=utf-8' }]]), 0);
  const server = await listenSite(site, plan).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'EADDRINUSE') throw new UsageError(`--port ${plan.port}: the port is in use on ${plan.host} (give another --port, or 0 for any free one)`);
    if (e.code === 'EADDRNOTAVAIL' || e.code === 'ENOTFOUND') throw new UsageError(`--host ${plan.host}: not an address of this machine`);
    throw e;
  });
  const url = opts.url ?? publicUrl(plan.host, boundPort(server));
  const base = url.replace(/\/$/, '');
  deps.stderr(`serving ${url} (the screen: ${base}/screen; the director: ${base}${plan.directorPath}); Ctrl-C to stop\n`);
  if (plan.host === '127.0.0.1' || plan.host === 'localhost')
    deps.stderr('only this machine can open it: give --host 0.0.0.0 for phones on the club network\n');
  const heartbeat = setInterval(() => site.heartbeat(), HEARTBEAT_MS);
  heartbeat.unref();
  try {
    await servePages(files, opts, deps, site, { ...plan, url });
  } finally {
    clearInterval(heartbeat);
    site.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
  }
}

/** Watch, score and publish until Ctrl-C. */
async function servePages(files: readonly string[], opts: ServeCliOptions, deps: CliDeps, site: LiveSite, plan: ServePlan & { url: string }): Promise<void> {
  const paths = [...files, opts.names, opts.adjustments, opts.penalties, opts.movement, opts.deals, opts.carryOver].filter((p): p is string => p !== undefined);
  const damaged = new DamagedFiles(DAMAGED_AFTER);
  const sys: WatchSystem = deps.watchSystem?.() ?? nodeWatchSystem();
  const builder = liveBuilder();
  const printed = new Set<string>();
  let last: string | undefined;
  let version = 0;
  try {
    const outcome = await watchLoop(
      { paths, intervalMs: plan.interval },
      async (readBytes) => {
        const bytes = new Map<string, Uint8Array>();
        for (const p of paths) if (!bytes.has(p)) bytes.set(p, await readBytes(p));
        let built: LiveBuilt;
        try {
          built = await builder.build({
            files,
            opts,
            bytes,
            site: { url: plan.url, cycleSeconds: plan.cycle, directorPath: plan.directorPath },
            cwd: deps.cwd,
            version: version + 1,
          });
        } catch (e) {
          throw damaged.seen(e);
        }
        damaged.reset();
        for (const line of built.warnings) {
          if (printed.has(line)) continue;
          printed.add(line);
          deps.stderr(`${line}\n`);
        }
        if (built.digest === last) return 'no change';
        last = built.digest;
        version++;
        site.publishPrepared(built.pages, version);
        return `version ${version} published (${built.results} results${built.provisional ? '' : ', final'})`;
      },
      sys,
      (p) => deps.readBytes(p),
      (line) => deps.stderr(line),
    );
    deps.stderr(`stopped after ${outcome.updates} update${outcome.updates === 1 ? '' : 's'}\n`);
  } finally {
    await builder.close();
    if ('dispose' in sys && typeof sys.dispose === 'function') (sys as { dispose(): void }).dispose();
  }
}
