/**
 * `serve` under load: 200 phones polling the ranking, the screen and a pair's page while the session file
 * changes under the server, and 50 pages holding an event stream. Every answer is a whole page or a 304, each
 * phone sees the versions in order, the event streams hear of the changes, and the server's memory stays flat
 * (its resident size at the end against the size after the first seconds). The time of each request is
 * measured by `npm run bench` (scripts/bench-serve.mjs), not asserted here; this test prints it.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentile, poll, type LoadResult } from '../../scripts/serve-load.mjs';
import { serve, upToRound, type Served } from './server.js';

const rss = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

function stream(base: string, heard: string[]): () => void {
  const url = new URL(base);
  const req = request({ host: url.hostname, port: url.port, path: '/events', agent: false }, (res) => {
    res.on('data', (d: Buffer) => heard.push(d.toString()));
  });
  req.on('error', () => undefined);
  req.end();
  return () => req.destroy();
}

describe.runIf(process.platform === 'linux')('serve under load', () => {
  let s: Served;
  let result: LoadResult;
  const heard: string[][] = [];
  let early = 0;
  let late = 0;
  let changes = 0;

  beforeAll(async () => {
    s = await serve(upToRound(5));
    await s.waitFor('version 1 published');
    const pid = s.child.pid as number;
    const closers = Array.from({ length: 50 }, (_, i) => stream(s.url, (heard[i] = [])));
    let k = 0;
    const changer = setInterval(() => {
      s.enter(upToRound(k++ % 2 === 0 ? 6 : 5));
      changes++;
    }, 500);
    setTimeout(() => (early = rss(pid)), 2500);
    result = await poll(s.url, ['/', '/screen', '/pair-ns-1.html', '/board-1.html'], 200, 8000);
    late = rss(pid);
    clearInterval(changer);
    closers.forEach((c) => c());
  }, 60_000);
  afterAll(async () => {
    expect(await s.stop()).toBe(0);
  });

  it('answers every request with a whole page or 304', () => {
    const sorted = [...result.times].sort((a, b) => a - b);
    console.log(
      `serve load: ${result.requests} requests from 200 clients, ${changes} changes of the file; p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(1)} ms; RSS ${early} kB → ${late} kB`,
    );
    expect(result.bad).toEqual([]);
    expect(result.requests).toBeGreaterThan(2000);
  });

  it('gives each client the versions in order, and publishes the changes', () => {
    for (const v of result.versions) expect(v).toEqual([...v].sort((a, b) => a - b));
    expect(Math.max(...result.versions.flat())).toBeGreaterThan(3);
  });

  it('tells every open event stream of the changes', () => {
    for (const h of heard) expect(h.join('').match(/event: version/g)?.length ?? 0).toBeGreaterThan(3);
  });

  it('keeps its memory flat', () => {
    expect(early).toBeGreaterThan(0);
    expect(late).toBeLessThan(early * 1.5);
  });
});
