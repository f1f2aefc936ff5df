#!/usr/bin/env node
/**
 * Benchmark of the federation's nightly handicap job (NBF 3.15): generate a member list and two
 * months of club events, then run each step as its own `bridgescore` process, as the nightly job does —
 * register import, event import, the monthly official calculation, a nightly run that keeps it, an export, a
 * re-import of the same files and a re-run that changes nothing. Prints, per step, the wall time, the CPU
 * time (user + system: steadier than the wall time on a shared machine), the throughput and the peak
 * resident memory of that process.
 *
 * Uses the built program (bin/bridgescore.js runs dist/: run `npm run build` first). The peak RSS of each
 * child is taken from `/usr/bin/time` where it exists, else reported by the child itself
 * (`process.resourceUsage().maxRSS`, through a small preload module).
 *
 * @example
 * node scripts/bench-handicap.mjs                                   # a federation's two months: 20000 players, 3000 events
 * node scripts/bench-handicap.mjs --players 200000 --events 30000   # ten times that
 * node scripts/bench-handicap.mjs --scale 10 --keep                 # the same, keeping the folder
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';

// The generator of the synthetic federation is test code (test/helpers/), compiled here on the fly.
const generator = await build({
  entryPoints: [join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'helpers', 'handicap-synthetic.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'warning',
});
const { memberListCsv, syntheticEvents, syntheticMembers } = await import(
  `data:text/javascript;base64,${Buffer.from(generator.outputFiles[0].text).toString('base64')}`
);

const here = dirname(fileURLToPath(import.meta.url));
const bin = resolve(here, '..', 'bin', 'bridgescore.js');

const args = process.argv.slice(2);
const has = (name) => args.includes(`--${name}`);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(args[i + 1]);
  if (!Number.isFinite(v) || v <= 0) {
    console.error(`--${name}: expected a positive number, got ${JSON.stringify(args[i + 1] ?? '')}`);
    process.exit(2);
  }
  return v;
};
if (has('help')) {
  console.log('options: --scale N (×20000 players, ×3000 events) | --players N --events N --pairs N --boards N | --keep | --profile');
  process.exit(0);
}
const scale = arg('scale', 1);
const players = Math.round(arg('players', 20000 * scale));
const events = Math.round(arg('events', 3000 * scale));
const pairs = arg('pairs', 12);
const boards = arg('boards', 27);
const keep = has('keep');
const profile = has('profile');

const dir = mkdtempSync(join(tmpdir(), 'bridgescore-bench-hc-'));
const db = 'handicap.sqlite';
const timeBin = process.env['BENCH_NO_TIME'] ? undefined : ['/usr/bin/time', '/bin/time'].find((p) => existsSync(p));
const rssFile = join(dir, 'rss.txt');
const preload = join(dir, 'report-rss.mjs');
// Without /usr/bin/time the child reports its own peak RSS and CPU time, in the same format (kB, seconds).
writeFileSync(
  preload,
  `import { writeFileSync } from 'node:fs';\nprocess.on('exit', () => { const u = process.resourceUsage(); writeFileSync(${JSON.stringify(rssFile)}, u.maxRSS + ' ' + u.userCPUTime / 1e6 + ' ' + u.systemCPUTime / 1e6); });\n`,
);

/** One `bridgescore` process: its output, wall time, CPU time (user + system) and peak RSS in kB. */
function cli(argv) {
  const nodeArgs = [...(profile ? ['--cpu-prof', '--cpu-prof-dir', join(dir, 'profiles')] : []), ...(timeBin ? [] : ['--import', preload]), bin, ...argv];
  const t0 = performance.now();
  const r = timeBin
    ? spawnSync(timeBin, ['-f', '%M %U %S', '-o', rssFile, process.execPath, ...nodeArgs], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 30 })
    : spawnSync(process.execPath, nodeArgs, { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 30 });
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0) {
    process.stderr.write(r.stderr);
    throw new Error(`bridgescore ${argv.slice(0, 2).join(' ')} exited with ${r.status}`);
  }
  const lines = readFileSync(rssFile, 'utf8').trim().split('\n');
  const [rss, user, system] = (lines[lines.length - 1] ?? '').trim().split(/\s+/).map(Number);
  return { stdout: r.stdout, stderr: r.stderr, seconds, rssKb: rss ?? NaN, cpu: (user ?? 0) + (system ?? 0) };
}

const results = [];
function step(label, count, unit, argv) {
  const r = cli(argv);
  const rate = count > 0 ? `${Math.round(count / r.seconds).toLocaleString('en')} ${unit}/s` : '';
  const cpu = `cpu ${r.cpu.toFixed(2)} s`;
  console.log(
    `${label.padEnd(26)} ${r.seconds.toFixed(2).padStart(7)} s  ${cpu.padStart(12)}  ${rate.padStart(18)}  peak RSS ${String(Math.round(r.rssKb / 1024)).padStart(5)} MB`,
  );
  results.push({ step: label, seconds: Number(r.seconds.toFixed(3)), cpuSeconds: Number(r.cpu.toFixed(3)), peakRssMb: Math.round(r.rssKb / 1024) });
  return r.stdout;
}

try {
  console.log(`handicap bench: ${players} players, ${events} events of ${pairs} pairs × ${boards} boards over two months`);
  const t0 = performance.now();
  const members = syntheticMembers(players, 2026);
  writeFileSync(join(dir, 'register.csv'), memberListCsv(members));
  mkdirSync(join(dir, 'ev'));
  const eventFiles = [];
  let i = 0;
  for (const text of syntheticEvents(members, { players, events, seed: 2026, pairsPerEvent: pairs, boards })) {
    // Short relative names: 30 000 of them must fit on one command line.
    const name = `ev/${String(++i).padStart(6, '0')}.json`;
    writeFileSync(join(dir, name), text);
    eventFiles.push(name);
  }
  console.log(`${'generate files'.padEnd(26)} ${((performance.now() - t0) / 1000).toFixed(2).padStart(7)} s`);

  const reg = step('register import', players, 'players', ['handicap', 'register', 'import', 'register.csv', '--db', db]);
  const imp = step('import events', events, 'events', ['handicap', 'import', '--db', db, ...eventFiles]);
  const run = step('run (monthly official)', events, 'events', ['handicap', 'run', '--db', db, '--as-of', '2026-11-01']);
  const rerun = step('run (nightly, kept)', 0, '', ['handicap', 'run', '--db', db, '--as-of', '2026-11-20']);
  const before = readFileSync(join(dir, db));
  step('run again (no change)', 0, '', ['handicap', 'run', '--db', db, '--as-of', '2026-11-20']);
  const unchanged = before.equals(readFileSync(join(dir, db)));
  const exp = step('export --official csv', players, 'players', ['handicap', 'export', '--db', db, '--official', '--format', 'csv']);
  const reimport = step('re-import (unchanged)', events, 'events', ['handicap', 'import', '--db', db, ...eventFiles]);
  console.log('');
  process.stdout.write(reg + imp.split('\n')[0] + '\n' + run + rerun.split('\n')[1] + '\n' + reimport.split('\n')[0] + '\n');
  console.log(`exported ${exp.trimEnd().split('\n').length - 1} players; database file ${(statSync(join(dir, db)).size / 1048576).toFixed(1)} MB`);
  console.log(`a run that changes nothing left the file byte for byte as it was: ${unchanged ? 'yes' : 'NO'}`);
  if (has('json')) console.log(JSON.stringify({ players, events, pairs, boards, results }));
  if (profile) console.log(`CPU profiles in ${join(dir, 'profiles')}`);
} finally {
  if (keep || profile) console.log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
