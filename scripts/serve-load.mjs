/**
 * Clients for the load test of `serve` (test/serve/load.test.ts) and its bench (scripts/bench-serve.mjs):
 * `count` phones each asking for a page again and again (with the ETag it last had, as a browser does), over
 * its own kept-alive connection, for `ms` milliseconds; every answer is checked whole, and its time kept.
 */
import { Agent, request } from 'node:http';

function once(agent, url, path, etag) {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, agent, headers: etag ? { 'if-none-match': etag } : {} }, (res) => {
      const parts = [];
      res.on('data', (d) => parts.push(d));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8'), etag: res.headers.etag, ms: performance.now() - start }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The phones' requests: how many, the answers that were not whole pages or 304s, each time, each phone's versions in order. */
export async function poll(base, paths, count, ms, pauseMs = 50) {
  const url = new URL(base);
  const end = Date.now() + ms;
  const bad = [];
  const times = [];
  const versions = [];
  let requests = 0;
  const client = async (i) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const seen = [];
    versions.push(seen);
    const tags = new Map();
    let k = i;
    try {
      while (Date.now() < end) {
        const path = paths[k++ % paths.length];
        const r = await once(agent, url, path, tags.get(path));
        requests++;
        times.push(r.ms);
        if (r.status === 200) {
          if (!r.body.endsWith('</html>\n')) bad.push(`${path}: a page not whole (${r.body.length} bytes)`);
          const v = /name="bridgescore-version" content="(\d+)"/.exec(r.body)?.[1];
          if (v !== undefined) seen.push(Number(v));
          if (r.etag) tags.set(path, r.etag);
        } else if (r.status !== 304) bad.push(`${path}: ${r.status}`);
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: count }, (_, i) => client(i)));
  return { requests, bad, times, versions };
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
