#!/usr/bin/env node
/**
 * The long mutation fuzz (not a test): every reader and command over many more inputs than the test suite's
 * seeded run (test/fuzz/fuzz.test.ts), with the built program:
 *   1. in-process on worker threads, each case with a time budget (a hang is a failure, and so is a worker
 *      that runs out of memory): the number sweep (every CSV column, every kind of number in PBN, USEBIO and
 *      JSON × every bad value), the extreme inputs on every file, and random mutations;
 *   2. a subset spawned as `node bin/bridgescore.js …` on files in a scratch folder, so that a crash of node
 *      itself or running out of memory shows as what a user would see.
 *   3. the complexity cases (test/fuzz/complexity-cases.mjs), each at its small and large size, with the
 *      ratios of CPU time and memory against their budgets (`--complexity no` leaves them out).
 * Prints the counts (inputs, runs, exit codes), the slowest input (its time as a ratio of the median input's),
 * and every failure with a folder that reproduces it (`command.sh` and the input files). Exit code 1 when
 * anything failed.
 *
 *   npm run fuzz                                   (builds first)
 *   node scripts/fuzz.mjs --seed 7 --random 50000 --spawn 500 --out /tmp/fuzz-failures
 *   node scripts/fuzz.mjs --random 3000 --sweep 2000 --extremes per-reader --spawn 100   (a shorter run)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { attachDatabase, caseArgv, checkRun, generateCases, loadScenarios, makeDatabase, prng, writeReproducer } from '../test/fuzz/harness.mjs';
import { knownOpen } from '../test/fuzz/known-open.mjs';
import { runPool } from '../test/fuzz/pool.mjs';
import { COMPLEXITY_CASES, measureCase } from '../test/fuzz/complexity-cases.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = parseArgs(process.argv.slice(2));
const seed = Number(args.seed ?? 1);
const random = Number(args.random ?? 20000);
const spawnCount = Number(args.spawn ?? 300);
const workers = Number(args.workers ?? Math.max(1, availableParallelism() - 1));
const budgetMs = Number(args.budget ?? 30000);
const out = args.out ?? mkdtempSync(join(tmpdir(), 'bridgescore-fuzz-failures-'));
if (!existsSync(join(root, 'dist/cli/run.js'))) {
  console.error('dist/ is missing: run "npm run build" first (npm run fuzz does)');
  process.exit(2);
}

const scenarios = loadScenarios(root);
const { runCli } = await import(join(root, 'dist/cli/run.js'));
attachDatabase(scenarios, await makeDatabase(runCli, root));
// --sweep N: a sample of N number places × bad values (all of them by default); --extremes per-reader: as the tests run them
const sweep = args.sweep === 'no' ? false : args.sweep === undefined || args.sweep === 'yes' ? true : Number(args.sweep);
const extremes = args.extremes === 'no' ? false : args.extremes === 'per-reader' ? 'per-reader' : true;
const cases = generateCases(scenarios, { seed, random, sweep, extremes, faults: args.faults !== 'no' });
console.log(`fuzz: seed ${seed}, ${cases.length} inputs over ${scenarios.length} command lines, ${workers} workers, ${budgetMs} ms a case`);

const counts = new Map();
const count = (code) => counts.set(code, (counts.get(code) ?? 0) + 1);
let runs = 0;
let hangs = 0;
const failures = [];
const unlocated = new Map();
const t0 = Date.now();
let done = 0;
const times = [];
await runPool(cases, {
  scenarios,
  root,
  program: 'dist',
  workers,
  budgetMs,
  onResult(i, r) {
    done++;
    times.push({ i, ms: r.ms });
    if (done % 1000 === 0) console.log(`  ${done} of ${cases.length} (${Math.round((Date.now() - t0) / 1000)} s)`);
    for (const code of r.codes) {
      runs++;
      count(r.hang ? 'hang' : code);
    }
    if (r.hang) hangs++;
    for (const l of r.unlocated ?? []) {
      const key = l.replace(/"[^"]*"/g, '"…"').replace(/\d+/g, 'N');
      unlocated.set(key, (unlocated.get(key) ?? 0) + 1);
    }
    if (r.failures.length > 0) failures.push({ c: cases[i], failures: r.failures, how: 'in-process' });
  },
});
console.log(`in-process: ${cases.length} inputs, ${runs} runs in ${Math.round((Date.now() - t0) / 1000)} s`);
slowest(times, cases);

// The spawned subset: the extremes first (the cases most likely to bring node itself down), then a sample.
const r = prng(seed ^ 0x5eed);
const order = cases.map((c, i) => ({ i, key: (c.kind === 'extreme' ? 0 : 1) + r() }));
order.sort((a, b) => a.key - b.key);
const spawned = order.slice(0, spawnCount).map((x) => cases[x.i]);
const t1 = Date.now();
let spawnRuns = 0;
for (const c of spawned) {
  const result = spawnCase(c);
  spawnRuns += result.codes.length;
  for (const code of result.codes) count(code === 'hang' ? 'hang' : `spawned ${code}`);
  if (result.failures.length > 0) failures.push({ c, failures: result.failures, how: 'spawned' });
}
console.log(`spawned: ${spawned.length} inputs, ${spawnRuns} runs in ${Math.round((Date.now() - t1) / 1000)} s`);

console.log('\nexit codes (runs):');
for (const [code, n] of [...counts].sort((a, b) => String(a[0]).localeCompare(String(b[0])))) console.log(`  ${String(code).padEnd(12)} ${n}`);
console.log(`inputs ${cases.length + spawned.length}, runs ${runs + spawnRuns}, hangs ${hangs}, failed inputs ${failures.length}`);

if (unlocated.size > 0) {
  console.log('\nrejections that name the file without a line (the kinds, with how often):');
  for (const [k, n] of [...unlocated].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${String(n).padStart(6)}  ${k.slice(0, 200)}`);
}

// Group the failures by what went wrong, one reproducer folder for each group.
const groups = new Map();
for (const f of failures) {
  const key = `${f.c.scenario.argv[0]}: ${f.failures[0]
    .replace(/\[.*\]$/, '')
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\d+/g, 'N')
    .slice(0, 160)}`;
  const g = groups.get(key) ?? { n: 0, list: [] };
  g.n++;
  g.list.push(f);
  groups.set(key, g);
}
if (groups.size > 0) {
  // Every failing input in failures.txt; the first three of each kind as folders that reproduce them.
  console.log(`\nfailures (${groups.size} kinds), reproducers in ${out}:`);
  mkdirSync(out, { recursive: true });
  const all = [];
  let k = 0;
  for (const [key, g] of groups) {
    k++;
    const dirs = g.list.slice(0, 3).map((f, j) => {
      const dir = join(out, `${String(k).padStart(3, '0')}-${j + 1}`);
      mkdirSync(dir, { recursive: true });
      writeReproducer(dir, f.c, f.failures.join('\n'));
      return dir;
    });
    const known = knownOpen(g.list[0].c.scenario, g.list[0].failures[0]);
    console.log(
      `  ${g.n}× ${key}${known ? `  [known, open: ${known.note}]` : ''}\n     ${g.list[0].how}, ${g.list[0].c.scenario.name}, ${g.list[0].c.target} ${g.list[0].c.mutation} → ${dirs.join(', ')}`,
    );
    for (const f of g.list) all.push(`${k}\t${f.how}\t${f.c.scenario.name}\t${f.c.target}\t${f.c.mutation}\t${f.failures.join(' // ')}`);
  }
  writeFileSync(join(out, 'failures.txt'), all.join('\n') + '\n');
  console.log(`every failing input: ${join(out, 'failures.txt')}`);
}
const over = args.complexity === 'no' ? 0 : complexity();
process.exitCode = failures.length > 0 || over > 0 ? 1 : 0;

/** The slowest inputs of the in-process run, each with its time as a ratio of the median input's. */
function slowest(list, all) {
  if (list.length === 0) return;
  const sorted = [...list].sort((a, b) => a.ms - b.ms);
  const median = Math.max(1, sorted[Math.floor(sorted.length / 2)].ms);
  console.log(`time of an input: median ${median} ms; the slowest:`);
  for (const { i, ms } of sorted.slice(-5).reverse()) {
    const c = all[i];
    console.log(`  ${String(ms).padStart(7)} ms  ${(ms / median).toFixed(0).padStart(5)}× the median  ${c.scenario.name} | ${c.target} ${c.mutation}`);
  }
}

/** The complexity cases through the built program: CPU and memory of the large run as a ratio of the small one's. */
function complexity() {
  const scratch = mkdtempSync(join(tmpdir(), 'bridgescore-fuzz-complexity-'));
  let over = 0;
  console.log('\ncomplexity cases (large run ÷ small run: CPU time, memory; budget in brackets):');
  try {
    for (const c of COMPLEXITY_CASES) {
      const m = measureCase(c, root, scratch);
      const fails = m.cpu > c.budget.cpu || m.memory > c.budget.memory || m.large.status !== m.small.status;
      if (fails) over++;
      console.log(
        `  ${fails ? 'OVER' : 'ok  '} CPU ${m.cpu.toFixed(1)}× [${c.budget.cpu}], memory ${m.memory.toFixed(1)}× [${c.budget.memory}]; large ${(m.large.cpuMs / 1000).toFixed(1)} s CPU, ${Math.round(m.large.maxRssKb / 1024)} MB  ${c.name}`,
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return over;
}

/** One case as a user runs it: the files in a scratch folder, the built program spawned, with a time budget. */
function spawnCase(c) {
  const dir = mkdtempSync(join(tmpdir(), 'bridgescore-fuzz-run-'));
  try {
    const made = c.materialize();
    const files = { ...c.scenario.files, [c.target]: made.bytes };
    for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
    const db = join(dir, 'handicap.sqlite');
    const codes = [];
    const failures = [];
    if (c.scenario.register) {
      writeFileSync(join(dir, 'hc-register.csv'), c.scenario.register);
      run(['handicap', 'register', 'import', 'hc-register.csv', '--db', db]);
    }
    const before = c.scenario.db === 'register' ? readFileSync(db) : undefined;
    const first = run(caseArgv(c, db));
    codes.push(first.code);
    for (const o of c.scenario.outputs ?? []) {
      if (first.code !== 0 && first.code !== 4 && existsSync(join(dir, o))) failures.push(`spawned: exit ${first.code} but ${o} was written`);
    }
    if (before !== undefined && first.code !== 0 && !readFileSync(db).equals(before)) failures.push(`spawned: the database changed on exit ${first.code}`);
    return { codes, failures };

    function run(argv) {
      const p = spawnSync(process.execPath, [join(root, 'bin/bridgescore.js'), ...argv], {
        cwd: dir,
        timeout: budgetMs,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, NO_COLOR: '1' },
      });
      const stderr = p.stderr?.toString('utf8') ?? '';
      if (p.error?.code === 'ETIMEDOUT' || (p.signal === 'SIGTERM' && p.status === null)) {
        failures.push(`spawned: hang: no exit within ${budgetMs} ms [${argv.join(' ').slice(0, 200)}]`);
        return { code: 'hang' };
      }
      const code = p.status ?? `signal ${p.signal}`;
      for (const f of checkRun({ code, stderr, written: new Map() }, argv, Object.keys(files), {})) failures.push(`spawned: ${f}`);
      return { code };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function parseArgs(list) {
  const o = {};
  for (let i = 0; i < list.length; i++) {
    const m = /^--([\w-]+)(?:=(.*))?$/.exec(list[i]);
    if (!m) continue;
    o[m[1]] = m[2] ?? (list[i + 1] !== undefined && !list[i + 1].startsWith('--') ? list[++i] : 'yes');
  }
  return o;
}
