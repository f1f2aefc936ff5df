/**
 * The results server of `bridgescore serve`: Node's own `http`, serving only the pages it holds in memory (a
 * request's path is looked up in that table and never reaches the file system), GET and HEAD only, and
 * Server-Sent Events at `/events` that tell every open page the version of the results whenever it changes.
 *
 * A new set of pages replaces the old one as a whole (`publish`): a request is answered from one version,
 * never from a mix. Each page has an ETag, so a page polled again and unchanged costs a 304.
 *
 * @example
 * const site = new LiveSite();
 * const server = await listenSite(site, { host: '127.0.0.1', port: 8080 });
 * site.publish(new Map([['/', { content: '<!DOCTYPE html>…', type: 'text/html; charset=utf-8' }]]));
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SiteResource {
  readonly content: string;
  readonly type: string;
}

/** A page as the server holds it: its bytes, type and ETag (made where the pages are made: `preparePages`). */
export interface PreparedPage {
  readonly body: Uint8Array;
  readonly type: string;
  readonly etag: string;
}

/**
 * Pages made ready to serve: encoded and hashed (an ETag each). `serve` does it on the thread that makes the
 * pages, so that the server's own thread only swaps the set in. Each body has its own buffer, to be handed
 * over to another thread without a copy.
 */
export function preparePages(pages: ReadonlyMap<string, SiteResource>): Map<string, PreparedPage> {
  const out = new Map<string, PreparedPage>();
  const enc = new TextEncoder();
  for (const [path, r] of pages) {
    const body = enc.encode(r.content);
    out.set(path, { body, type: r.type, etag: `"${createHash('sha1').update(body).digest('base64url')}"` });
  }
  return out;
}

/** Open event streams beyond this are refused (503): a club room has tens of phones, not thousands. */
export const MAX_STREAMS = 1000;

const HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
} as const;

export class LiveSite {
  private pages: ReadonlyMap<string, PreparedPage> = new Map<string, PreparedPage>();
  private readonly streams = new Set<ServerResponse>();
  version = 0;

  /** Replace every page at once, and tell the open pages the new version. */
  publish(pages: ReadonlyMap<string, SiteResource>, version: number): void {
    this.publishPrepared(preparePages(pages), version);
  }

  /** Replace every page at once with pages already prepared (`preparePages`), and tell the open pages. */
  publishPrepared(pages: ReadonlyMap<string, PreparedPage>, version: number): void {
    this.pages = pages;
    this.version = version;
    for (const s of this.streams) s.write(`event: version\ndata: ${version}\n\n`);
  }

  get streamCount(): number {
    return this.streams.size;
  }

  /** The request handler: every path not held is 404, every method but GET and HEAD 405. */
  handle(req: IncomingMessage, res: ServerResponse): void {
    // the body of a request is never read; let it drain
    req.resume();
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'only GET and HEAD', { allow: 'GET, HEAD' });
    const path = pathOf(req.url);
    if (path === undefined) return plain(res, 400, 'bad request');
    if (path === '/events') return this.stream(req, res);
    const page = this.pages.get(path);
    if (!page) return plain(res, 404, 'no such page');
    const headers = { ...HEADERS, 'content-type': page.type, 'cache-control': 'no-cache', etag: page.etag };
    if (req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': page.body.length });
    res.end(req.method === 'HEAD' ? undefined : page.body);
  }

  private stream(req: IncomingMessage, res: ServerResponse): void {
    if (this.streams.size >= MAX_STREAMS) return plain(res, 503, 'too many open pages');
    res.writeHead(200, { ...HEADERS, 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(`retry: 3000\nevent: version\ndata: ${this.version}\n\n`);
    if (req.method === 'HEAD') return void res.end();
    this.streams.add(res);
    const drop = (): void => void this.streams.delete(res);
    res.on('close', drop);
    res.on('error', drop);
  }

  /** A comment on every stream, so that proxies and phones keep it open. */
  heartbeat(): void {
    for (const s of this.streams) s.write(': \n\n');
  }

  close(): void {
    for (const s of this.streams) s.end();
    this.streams.clear();
  }
}

/** The path of a request, percent-decoded, without its query; undefined for one that does not decode. */
export function pathOf(url: string | undefined): string | undefined {
  if (url === undefined || !url.startsWith('/')) return undefined;
  const end = url.search(/[?#]/);
  try {
    return decodeURIComponent(end < 0 ? url : url.slice(0, end));
  } catch {
    return undefined;
  }
}

function plain(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  const body = Buffer.from(`${status} ${text}\n`, 'utf8');
  res.writeHead(status, { ...HEADERS, ...extra, 'content-type': 'text/plain; charset=utf-8', 'content-length': body.length });
  res.end(body);
}

export interface ListenOptions {
  readonly host: string;
  readonly port: number;
}

/** Listen; resolves with the server once it is bound (port 0: any free port, in `address()`). */
export function listenSite(site: LiveSite, opts: ListenOptions): Promise<Server> {
  const server = createServer((req, res) => site.handle(req, res));
  // A slow or silent client does not hold a connection for ever.
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

export function boundPort(server: Server): number {
  return (server.address() as AddressInfo).port;
}
