/**
 * The real program's `serve` in a child process, on a free port of this machine, over the club session
 * (examples/club-session) entered round by round into a temporary folder, with the hand record of the
 * Bridgemate fixture as its deals: start it, move the session on a round, wait for the version, read pages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../helpers/fixtures.js';

export const CLUB = join(projectRoot, 'examples', 'club-session');
const TRAVELLERS = readFileSync(join(CLUB, 'travellers.csv'), 'utf8').trim().split('\n');
export const HEADER = TRAVELLERS[0] as string;
export const LINES = TRAVELLERS.slice(1);
export const MOVEMENT = readFileSync(join(CLUB, 'movement.csv'), 'utf8');
export const ROUNDS = 7;
export const DEALS = join(projectRoot, 'test', 'fixtures', 'bridgemate', 'club-2026-01-19-hands.pbn');
export const linesUpTo = (k: number): string[] => LINES.filter((l) => Number(l.split(',')[1]) <= k);
export const upToRound = (k: number, edit: (lines: string[]) => string[] = (x) => x): string => [HEADER, ...edit(linesUpTo(k))].join('\n') + '\n';

/** Tables the movement has play each board. */
export const PLANNED = new Map<number, number>();
for (const row of MOVEMENT.trim().split('\n').slice(1)) {
  const [, , ns, ew, boards] = row.split(',');
  if (!ns || !ew || !boards || ns === '0' || ew === '0') continue;
  const [from, to] = boards.split('-').map(Number) as [number, number];
  for (let b = from; b <= (to ?? from); b++) PLANNED.set(b, (PLANNED.get(b) ?? 0) + 1);
}

export interface Served {
  readonly url: string;
  readonly child: ChildProcess;
  readonly dir: string;
  log(): string;
  /** write the travellers of rounds 1..k (atomically, as a program saving its file would) */
  enter(content: string): void;
  waitFor(text: string, ms?: number): Promise<void>;
  stop(): Promise<number | null>;
}

export async function serve(content: string, extra: readonly string[] = []): Promise<Served> {
  const dir = mkdtempSync(join(tmpdir(), 'serve-'));
  const file = join(dir, 't.csv');
  writeFileSync(file, content);
  writeFileSync(join(dir, 'm.csv'), MOVEMENT);
  const child = spawn(
    process.execPath,
    [
      join(projectRoot, 'bin', 'bridgescore.js'),
      'serve',
      file,
      '--movement',
      join(dir, 'm.csv'),
      '--names',
      join(CLUB, 'names.csv'),
      '--deals',
      DEALS,
      '--port',
      '0',
      '--interval',
      '0.1',
      '--director-key',
      'director-key-1',
      ...extra,
    ],
    { env: { ...process.env, NO_COLOR: '1' } },
  );
  let log = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  child.stderr?.on('data', (d: Buffer) => {
    log += d.toString();
    for (const w of waiters.filter((x) => log.includes(x.text))) w.resolve();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = (text: string, ms = 20_000): Promise<void> =>
    new Promise((resolve, reject) => {
      if (log.includes(text)) return resolve();
      const timer = setTimeout(() => reject(new Error(`no "${text}" after ${ms} ms:\n${log}`)), ms);
      waiters.push({
        text,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
      void exited.then(() => (log.includes(text) ? resolve() : reject(new Error(`exited before "${text}":\n${log}`))));
    });
  await waitFor('serving ');
  const url = /serving (http:\/\/\S+\/)/.exec(log)?.[1] as string;
  let n = 0;
  return {
    url,
    child,
    dir,
    log: () => log,
    enter: (text) => {
      const tmp = join(dir, `t.csv.${++n}`);
      writeFileSync(tmp, text);
      renameSync(tmp, file);
    },
    waitFor,
    stop: async () => {
      child.kill('SIGINT');
      const code = await exited;
      rmSync(dir, { recursive: true, force: true });
      return code;
    },
  };
}

export interface Got {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** One request, with the path sent as it is (no normalising of "..", as a hostile client would send it). */
export function get(url: string, path: string, opts: { method?: string; headers?: Record<string, string> } = {}): Promise<Got> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path, method: opts.method ?? 'GET', headers: opts.headers ?? {}, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every page reachable from `/` and `/screen` by the pages' own links. */
export async function crawl(url: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const todo = ['/', '/screen'];
  while (todo.length > 0) {
    const path = todo.pop() as string;
    if (pages.has(path)) continue;
    const r = await get(url, path);
    if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
    pages.set(path, r.body);
    for (const m of r.body.matchAll(/href="([^"#:]+)(?:#[^"]*)?"/g)) {
      const href = m[1] as string;
      const next = href.startsWith('/') ? href : `/${href}`;
      if (!pages.has(next)) todo.push(next);
    }
  }
  return pages;
}
