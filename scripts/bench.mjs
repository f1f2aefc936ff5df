#!/usr/bin/env node
/**
 * Benchmark (not a test): bridgescore side by side with the open JavaScript library bridge-scorer doing the
 * same job with plain objects (scripts/bench/peer.cjs), in the same run, so that the ratios mean something on
 * a shared machine where absolute times say little. Each case is run several times, ours and the peer's turn
 * about, and the median kept.
 *
 *   1. pairs events of 3,000 to 3,000,000 traveller lines (boards × 15 results), CSV in: `--format json`,
 *      `--format csv` and `--scoring cross-imps`, wall time and peak resident memory, against the peer;
 *   2. one board with 20,000 results, matchpoints and cross-IMPs, end to end;
 *   3. the club session of examples/ against a bare `node -e 0` start-up;
 *   4. the handicap at ten times a federation's two months (scripts/bench-handicap.mjs --scale 10).
 *
 * Prints the table (markdown); `--readme` also writes it into docs/performance.md between its bench markers.
 *   5. `serve` with 200 phones polling while the file changes, against bare node http (scripts/bench-serve.mjs).
 *   6. the double-dummy solver against DDS (scripts/bench-dd.mjs: 60 deals, 10 with --quick), when libdds0 loads.
 * Options: --runs N (default 3), --sizes 3000,120000,… , --quick (small sizes only), --no-handicap, --no-serve, --no-dd.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'bridgescore.js');
const peer = join(root, 'scripts', 'bench', 'peer.cjs');
const preload = join(root, 'scripts', 'bench', 'peak-rss.cjs');
const { mulberry32 } = await import(join(root, 'dist', 'base', 'prng.js'));

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const quick = args.includes('--quick');
const runs = Number(opt('runs', quick ? 1 : 3));
const sizes = (opt('sizes', quick ? '3000,120000' : '3000,120000,600000,1500000,3000000') ?? '').split(',').map(Number);
const PEER_MAX = 1_500_000;

const STRAINS = ['C', 'D', 'H', 'S', 'NT'];
const SEATS = ['N', 'E', 'S', 'W'];

/** boards × perBoard traveller lines, seeded: the same file on every run and machine. */
function writeTravellers(path, boards, perBoard, seed) {
  const rnd = mulberry32(seed);
  const fd = openSync(path, 'w');
  let s = 'board,ns,ew,contract,declarer,result\n';
  for (let b = 1; b <= boards; b++) {
    const level = 1 + Math.floor(rnd() * 7);
    const strain = STRAINS[Math.floor(rnd() * 5)];
    for (let t = 1; t <= perBoard; t++) {
      const l = Math.max(1, Math.min(7, level + Math.floor(rnd() * 3) - 1));
      const tricks = Math.max(0, Math.min(13, l + 6 + Math.floor(rnd() * 5) - 2));
      const res = tricks - (l + 6);
      s += `${b},${t},${perBoard + t},${l}${strain}${rnd() < 0.1 ? 'X' : ''},${SEATS[Math.floor(rnd() * 4)]},${res === 0 ? '=' : res > 0 ? '+' + res : res}\n`;
    }
    if (s.length > 1 << 20) {
      writeSync(fd, s);
      s = '';
    }
  }
  writeSync(fd, s);
  closeSync(fd);
}

const dir = mkdtempSync(join(tmpdir(), 'bridgescore-bench-'));
const rssFile = join(dir, 'rss');

/** One process: wall time (s), peak RSS (MB, from the child itself), exit code. */
function runOnce(argv, { rss = true } = {}) {
  rmSync(rssFile, { force: true });
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, rss ? ['-r', preload, ...argv] : argv, {
    env: { ...process.env, BENCH_RSS_FILE: rssFile, NO_COLOR: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 1 << 24,
  });
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  const kb = rss && existsSync(rssFile) ? Number(readFileSync(rssFile, 'utf8')) : NaN;
  return { wall, rss: kb / 1024, code: r.status, stderr: String(r.stderr ?? '').slice(0, 400) };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Several runs of each, taking turns; medians. */
function compare(cases) {
  const results = cases.map(() => []);
  for (let k = 0; k < runs; k++) {
    cases.forEach((c, i) => {
      for (const f of c.clean ?? []) rmSync(f, { force: true });
      const r = runOnce(c.argv, c);
      if (r.code !== 0) throw new Error(`${c.label} failed (exit ${r.code}): ${r.stderr}`);
      results[i].push(r);
    });
  }
  return results.map((rs) => ({ wall: median(rs.map((r) => r.wall)), rss: median(rs.map((r) => r.rss)) }));
}

const rows = [];
/** The JSON written per traveller line, ours and the peer's (the peer's output holds less: no ranking fields). */
const jsonSizes = [];
const fmtS = (s) => (s < 10 ? s.toFixed(2) : s.toFixed(1)) + ' s';
const fmtMB = (m) => (Number.isFinite(m) ? `${Math.round(m)} MB` : '–');
const fmtN = (n) => n.toLocaleString('en-US');
const throughput = (lines, s) => `${fmtN(Math.round(lines / s))} lines/s`;
function row(what, lines, ours, theirs, note = '') {
  const ratio = theirs ? (ours.wall / theirs.wall).toFixed(2) + '×' : '–';
  rows.push(
    `| ${what} | ${lines ? fmtN(lines) : ''} | ${fmtS(ours.wall)}, ${fmtMB(ours.rss)} | ${theirs ? `${fmtS(theirs.wall)}, ${fmtMB(theirs.rss)}` : '–'} | ${ratio} | ${lines ? throughput(lines, ours.wall) : note} |`,
  );
  console.error(rows[rows.length - 1]);
}

try {
  console.error(`bridgescore bench — node ${process.version}, ${cpus().length} cores, ${runs} run(s) per case (medians)`);
  // 1. pairs events of growing size
  for (const lines of sizes) {
    const csv = join(dir, `t${lines}.csv`);
    writeTravellers(csv, Math.ceil(lines / 15), 15, 1);
    const outJ = join(dir, 'ours.json');
    const outP = join(dir, 'peer.json');
    const withPeer = lines <= PEER_MAX;
    const [oj, pj] = compare([
      { label: `ours json ${lines}`, argv: [bin, 'pairs', csv, '--format', 'json', '-o', outJ], clean: [outJ] },
      ...(withPeer ? [{ label: `peer ${lines}`, argv: [peer, csv, outP, 'mp'], clean: [outP] }] : []),
    ]);
    row('`pairs --format json`', lines, oj, pj);
    jsonSizes.push({ lines, ours: statSync(outJ).size, peer: withPeer && existsSync(outP) ? statSync(outP).size : undefined });
    const [oc] = compare([{ label: `ours csv ${lines}`, argv: [bin, 'pairs', csv, '--format', 'csv', '-o', join(dir, 'ours.csv')] }]);
    row('`pairs --format csv`', lines, oc, pj);
    const [ox, px] = compare([
      { label: `ours cross ${lines}`, argv: [bin, 'pairs', csv, '--scoring', 'cross-imps', '--format', 'json', '-o', outJ], clean: [outJ] },
      ...(withPeer ? [{ label: `peer cross ${lines}`, argv: [peer, csv, outP, 'cross-imps'], clean: [outP] }] : []),
    ]);
    row('`pairs --scoring cross-imps --format json`', lines, ox, px);
    rmSync(csv, { force: true });
  }

  // 2. one board with 20,000 results (the peer's cross-IMPs compare every pair of results: not run)
  const wide = join(dir, 'wide.csv');
  writeTravellers(wide, 1, 20000, 2);
  const [wm, wp] = compare([
    { label: 'ours wide mp', argv: [bin, 'pairs', wide, '--format', 'json', '-o', join(dir, 'w.json')] },
    { label: 'peer wide mp', argv: [peer, wide, join(dir, 'wp.json'), 'mp'] },
  ]);
  row('one board, 20,000 results: matchpoints', 20000, wm, wp);
  const [wx] = compare([{ label: 'ours wide cross', argv: [bin, 'pairs', wide, '--scoring', 'cross-imps', '--format', 'json', '-o', join(dir, 'w.json')] }]);
  row('one board, 20,000 results: cross-IMPs', 20000, wx, undefined);

  // 3. start-up: the club session against a bare node (more runs: each is short)
  const club = ['pairs', join(root, 'examples/club-session/travellers.csv'), '--names', join(root, 'examples/club-session/names.csv')];
  const startups = { ours: [], node: [] };
  for (let k = 0; k < Math.max(9, runs * 5); k++) {
    startups.ours.push(runOnce([bin, ...club], { rss: false }).wall);
    startups.node.push(runOnce(['-e', '0'], { rss: false }).wall);
  }
  const su = { wall: median(startups.ours), rss: NaN };
  const sn = { wall: median(startups.node), rss: NaN };
  rows.push(
    `| club session (examples/club-session) against \`node -e 0\` | 168 | ${fmtS(su.wall)} | ${fmtS(sn.wall)} | ${(su.wall / sn.wall).toFixed(2)}× | start-up |`,
  );
  console.error(rows[rows.length - 1]);

  // 4. the handicap at ten times a federation's two months
  if (!args.includes('--no-handicap')) {
    const r = spawnSync(process.execPath, [join(root, 'scripts', 'bench-handicap.mjs'), '--scale', quick ? '1' : '10', '--json'], {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    if (r.status !== 0) throw new Error(`bench-handicap failed: ${r.stderr}`);
    const last =
      r.stdout
        .trim()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .pop() ?? '{}';
    const report = JSON.parse(last);
    for (const st of report.results ?? []) {
      if (!/^(import events|run \(monthly official\)|register import)$/.test(st.step)) continue;
      rows.push(
        `| handicap, ${fmtN(report.players)} players and ${fmtN(report.events)} events: ${st.step} | | ${fmtS(st.seconds)}, ${fmtMB(st.peakRssMb)} | – | – | cpu ${st.cpuSeconds.toFixed(2)} s |`,
      );
      console.error(rows[rows.length - 1]);
    }
  }

  // 5. serve: 200 phones polling while the file changes, against bare node http serving the same pages
  if (!args.includes('--no-serve') && process.platform === 'linux') {
    const r = spawnSync(process.execPath, [join(root, 'scripts', 'bench-serve.mjs'), '--json', '--seconds', quick ? '4' : '10'], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`bench-serve failed: ${r.stderr}`);
    const s = JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}');
    const ms = (x) => `${x.toFixed(1)} ms`;
    rows.push(
      `| serve: ${s.clients} clients polling for ${s.seconds} s, the file changing every 0.5 s | ${fmtN(s.ours.requests)} requests | median ${ms(s.ours.p50)}, p99 ${ms(s.ours.p99)}, slowest ${ms(s.ours.max)}; RSS ${s.ours.rssEarlyMb.toFixed(0)} → ${s.ours.rssLateMb.toFixed(0)} MB | bare node http: median ${ms(s.peer.p50)}, p99 ${ms(s.peer.p99)} | ${(s.ours.p99 / s.peer.p99).toFixed(2)}× (p99) | ${s.ours.bad} bad answers |`,
    );
    console.error(rows[rows.length - 1]);
  }

  // 6. double dummy: the full table of a deal, one thread and all cores, against DDS when libdds0 loads
  if (!args.includes('--no-dd')) {
    const deals = quick ? 10 : 60;
    const r = spawnSync(process.execPath, [join(root, 'scripts', 'bench-dd.mjs'), '--deals', String(deals), '--turns', '1', '--json'], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`bench-dd failed: ${r.stderr}`);
    const d = JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}');
    const ms = (x) => `${x.toFixed(1)} ms a deal`;
    const nodes = `${(d.nodes / 1e6).toFixed(2)} million search nodes a deal`;
    if (d.dds) {
      const p = d.perDeal;
      rows.push(
        `| double dummy: the 20 results of a deal, one thread | ${deals} deals | ${ms(d.oursOne)} | DDS: ${ms(d.dds.one)} | ${(d.oursOne / d.dds.one).toFixed(2)}× | deal by deal: median ${p.median.toFixed(2)}×, 90th percentile ${p.p90.toFixed(2)}×, worst ${p.worst.toFixed(2)}×; ${nodes} |`,
        `| double dummy: all cores (${d.cores}) | ${deals} deals | ${ms(d.oursAll)} | DDS: ${ms(d.dds.all)} | ${(d.oursAll / d.dds.all).toFixed(2)}× | |`,
      );
    } else {
      rows.push(
        `| double dummy: the 20 results of a deal, one thread; all cores (${d.cores}) | ${deals} deals | ${ms(d.oursOne)}; ${ms(d.oursAll)} | libdds0 not found: DDS skipped | | ${nodes} |`,
      );
    }
    console.error(rows.slice(d.dds ? -2 : -1).join('\n'));
  }

  const sizeLine = jsonSizes
    .map(
      (x) =>
        `${fmtN(x.lines)} lines: ${(x.ours / x.lines).toFixed(0)} bytes a line${x.peer === undefined ? '' : ` (bridge-scorer ${(x.peer / x.lines).toFixed(0)})`}`,
    )
    .join('; ');
  rows.push(`| JSON size per line (\`pairs --format json\`) | | ${sizeLine} | | | |`);
  console.error(rows[rows.length - 1]);
  const table = ['| case | lines | bridgescore | bridge-scorer | ratio | throughput |', '|---|---|---|---|---|---|', ...rows].join('\n');
  const header = `Measured by \`npm run bench\` (node ${process.version}, ${cpus().length} cores; medians of ${runs} run(s), each program in turn; wall time and peak resident memory of the process).`;
  console.log(`${header}\n\n${table}`);
  if (args.includes('--readme')) {
    const readme = join(root, 'docs', 'performance.md');
    const text = readFileSync(readme, 'utf8');
    const start = '<!-- bench:start -->';
    const end = '<!-- bench:end -->';
    const a = text.indexOf(start);
    const b = text.indexOf(end);
    if (a < 0 || b < a) throw new Error('docs/performance.md has no bench markers');
    writeFileSync(readme, `${text.slice(0, a + start.length)}\n${header}\n\n${table}\n${text.slice(b)}`);
    console.error('docs/performance.md: performance table written');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
