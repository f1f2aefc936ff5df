#!/usr/bin/env node
/**
 * Benchmark (not a test): generates large synthetic events and reports throughput and peak memory.
 *   1. 2,000 boards × 15 results, matchpoints: the scoring core alone, and end to end through the CLI.
 *   2. one board with 1,000 results: matchpoints and cross-IMPs (sort and count, not pairwise).
 *   3. the handicap scenario, when its script is present (scripts/bench-handicap.mjs).
 * Run with `npm run bench` (builds first). Numbers vary with the machine; compare runs on the same one.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { scorePairs, defaultPairsOptions } = await import(join(root, 'dist/scoring/score-pairs.js'));
const { readPairsInputs } = await import(join(root, 'dist/parse/read-event.js'));
// The same seeded generator as the program's, so that every run scores the same event.
const { mulberry32 } = await import(join(root, 'dist/model/prng.js'));

const STRAINS = ['C', 'D', 'H', 'S', 'NT'];
const SEATS = ['N', 'E', 'S', 'W'];

function travellersCsv(boards, perBoard, seed) {
  const rnd = mulberry32(seed);
  const lines = ['board,ns,ew,contract,declarer,result'];
  for (let b = 1; b <= boards; b++) {
    const level = 1 + Math.floor(rnd() * 7);
    const strain = STRAINS[Math.floor(rnd() * 5)];
    for (let t = 1; t <= perBoard; t++) {
      const l = Math.max(1, Math.min(7, level + Math.floor(rnd() * 3) - 1));
      const tricks = Math.max(0, Math.min(13, l + 6 + Math.floor(rnd() * 5) - 2));
      const res = tricks - (l + 6);
      lines.push(`${b},${t},${perBoard + t},${l}${strain}${rnd() < 0.1 ? 'X' : ''},${SEATS[Math.floor(rnd() * 4)]},${res === 0 ? '=' : res > 0 ? '+' + res : res}`);
    }
  }
  return lines.join('\n') + '\n';
}

function time(fn) {
  const t0 = process.hrtime.bigint();
  const value = fn();
  return { value, ms: Number(process.hrtime.bigint() - t0) / 1e6 };
}

function report(label, lines, ms) {
  console.log(`${label.padEnd(52)} ${String(lines).padStart(7)} lines  ${ms.toFixed(0).padStart(6)} ms  ${Math.round((lines / ms) * 1000).toLocaleString('en-US').padStart(9)} lines/s`);
}

const dir = mkdtempSync(join(tmpdir(), 'bridgescore-bench-'));
try {
  console.log(`bridgescore bench — node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
  // 1. 2,000 boards × 15 results
  const big = travellersCsv(2000, 15, 1);
  const bigPath = join(dir, 'big.csv');
  writeFileSync(bigPath, big);
  const read = time(() => readPairsInputs([{ file: 'big.csv', bytes: new TextEncoder().encode(big) }]));
  report('read + validate 2,000 boards × 15 (core)', 30000, read.ms);
  const core = time(() => scorePairs(read.value.event, { ...defaultPairsOptions, winners: 'two' }));
  report('matchpoints 2,000 boards × 15 (core)', 30000, core.ms);
  const butler = time(() => scorePairs(read.value.event, { ...defaultPairsOptions, method: 'butler', winners: 'two' }));
  report('Butler 2,000 boards × 15 (core)', 30000, butler.ms);
  const cross = time(() => scorePairs(read.value.event, { ...defaultPairsOptions, method: 'cross-imps', winners: 'two' }));
  report('cross-IMPs 2,000 boards × 15 (core)', 30000, cross.ms);

  const cli = join(root, 'bin/bridgescore.js');
  for (const format of ['csv', 'json']) {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(process.execPath, [cli, 'pairs', bigPath, '--format', format, '--output', join(dir, `out.${format}`)], {
      encoding: 'utf8',
    });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (r.status !== 0) throw new Error(`CLI failed: ${r.stderr}`);
    report(`end to end through the CLI, --format ${format}`, 30000, ms);
  }

  // 2. one board with 1,000 results
  const wide = travellersCsv(1, 1000, 2);
  const wideRead = readPairsInputs([{ file: 'wide.csv', bytes: new TextEncoder().encode(wide) }]);
  const mp = time(() => scorePairs(wideRead.event, { ...defaultPairsOptions, winners: 'two' }));
  report('matchpoints, one board with 1,000 results (core)', 1000, mp.ms);
  const wideCross = time(() => scorePairs(wideRead.event, { ...defaultPairsOptions, method: 'cross-imps', winners: 'two' }));
  report('cross-IMPs, one board with 1,000 results (core)', 1000, wideCross.ms);

  const mem = process.memoryUsage();
  console.log(`peak resident memory of this process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB (heap used now ${(mem.heapUsed / 1048576).toFixed(0)} MiB)`);

  // 3. handicap scenario
  const hc = join(root, 'scripts/bench-handicap.mjs');
  if (existsSync(hc)) {
    console.log('');
    execFileSync(process.execPath, [hc], { stdio: 'inherit' });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
