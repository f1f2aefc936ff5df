#!/usr/bin/env node
/**
 * `serve` under load, side by side with a peer: 200 phones polling the ranking, the screen, a pair's page and
 * a board page for 10 s while the session file changes every half second (examples/club-session entered
 * round 5, then round 6, and so on), against Node's bare `http` serving the same pages from memory and never
 * rescoring (the least a server can cost on this machine). Prints the time of a request (median, 99th
 * percentile, the slowest), the ratio to the peer, and the server's resident memory after 3 s and at the end.
 *
 *   node scripts/bench-serve.mjs [--clients 200] [--seconds 10] [--json]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, poll } from './serve-load.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const clients = arg('--clients', 200);
const ms = arg('--seconds', 10) * 1000;
const PATHS = ['/', '/screen', '/pair-ns-1.html', '/board-1.html'];
const club = join(root, 'examples', 'club-session');
const lines = readFileSync(join(club, 'travellers.csv'), 'utf8').trim().split('\n');
const upTo = (k) => [lines[0], ...lines.slice(1).filter((l) => Number(l.split(',')[1]) <= k)].join('\n') + '\n';
const rss = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

async function ours() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-serve-'));
  const file = join(dir, 't.csv');
  writeFileSync(file, upTo(5));
  const args = ['serve', file, '--movement', join(club, 'movement.csv'), '--names', join(club, 'names.csv'), '--port', '0', '--interval', '0.1'];
  const child = spawn(process.execPath, [
    join(root, 'bin', 'bridgescore.js'),
    ...args,
    '--deals',
    join(root, 'test/fixtures/bridgemate/club-2026-01-19-hands.pbn'),
  ]);
  let log = '';
  await new Promise((resolve) => child.stderr.on('data', (d) => ((log += d), log.includes('version 1 published') && resolve())));
  const url = /serving (http:\/\/\S+\/)/.exec(log)[1];
  let k = 0;
  let n = 0;
  const changer = setInterval(() => {
    const tmp = join(dir, `t.${++n}`);
    writeFileSync(tmp, upTo(k++ % 2 === 0 ? 6 : 5));
    renameSync(tmp, file);
  }, 500);
  let early = NaN;
  const probe = setTimeout(() => (early = rss(child.pid)), 3000);
  const r = await poll(url, PATHS, clients, ms);
  const late = rss(child.pid);
  clearInterval(changer);
  clearTimeout(probe);
  // the pages as served, for the peer
  const pages = new Map();
  for (const p of PATHS) pages.set(p, await (await fetch(new URL(p, url))).text());
  child.kill('SIGINT');
  await new Promise((resolve) => child.on('exit', resolve));
  const versions = Number(/version (\d+) published(?![\s\S]*version \d+ published)/.exec(log)?.[1] ?? 0);
  rmSync(dir, { recursive: true, force: true });
  return { r, early, late, pages, versions };
}

async function peer(pages) {
  const bodies = new Map([...pages].map(([p, t]) => [p, Buffer.from(t)]));
  const server = createServer((req, res) => {
    const b = bodies.get(req.url);
    res.writeHead(b ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'content-length': b ? b.length : 0 });
    res.end(b);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const r = await poll(`http://127.0.0.1:${server.address().port}/`, PATHS, clients, ms);
  server.close();
  server.closeAllConnections();
  return r;
}

const summary = (r) => {
  const t = [...r.times].sort((a, b) => a - b);
  return { requests: r.requests, bad: r.bad.length, p50: percentile(t, 50), p99: percentile(t, 99), max: t[t.length - 1] ?? NaN };
};
const o = await ours();
const p = await peer(o.pages);
const so = summary(o.r);
const sp = summary(p);
const report = { clients, seconds: ms / 1000, ours: { ...so, rssEarlyMb: o.early, rssLateMb: o.late, versions: o.versions }, peer: sp };
if (process.argv.includes('--json')) console.log(JSON.stringify(report));
else {
  const f = (x) => `${x.toFixed(1)} ms`;
  console.log(`serve, ${clients} clients for ${ms / 1000} s, the file changing every 0.5 s (${o.versions} versions published):`);
  console.log(
    `  ours: ${so.requests} requests, ${so.bad} bad; median ${f(so.p50)}, p99 ${f(so.p99)}, slowest ${f(so.max)}; RSS ${o.early.toFixed(0)} MB after 3 s, ${o.late.toFixed(0)} MB at the end`,
  );
  console.log(`  peer (bare node http, the same pages, no rescoring): ${sp.requests} requests; median ${f(sp.p50)}, p99 ${f(sp.p99)}, slowest ${f(sp.max)}`);
  console.log(`  ratio: median ${(so.p50 / sp.p50).toFixed(2)}×, p99 ${(so.p99 / sp.p99).toFixed(2)}×`);
}
