#!/usr/bin/env node
/**
 * Benchmark of the federation's nightly handicap job (handicap.md, NBF 3.15): generate a member list and two
 * months of club events, import them into a fresh SQLite register, run the monthly official calculation and
 * export the register. Prints the volume, the time of each step and the peak resident memory.
 *
 * Uses the built code in dist/ (run `npm run build` first; `npm run bench` does).
 *
 * @example
 * node scripts/bench-handicap.mjs --players 20000 --events 3000
 */
import { Command } from 'commander';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { registerHandicapCommand } from '../dist/cli/commands/handicap.js';
import * as files from '../dist/io/files.js';
import { memberListCsv, syntheticEvents, syntheticMembers } from '../dist/handicap/synthetic.js';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : fallback;
};
const players = arg('players', 20000);
const events = arg('events', 3000);
const pairs = arg('pairs', 12);
const boards = arg('boards', 27);
const keep = args.includes('--keep');

const dir = mkdtempSync(join(tmpdir(), 'bridgescore-bench-hc-'));
const db = join(dir, 'handicap.sqlite');
let warnings = 0;
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

async function cli(argv) {
  let out = '';
  const deps = {
    readBytes: files.readBytes,
    writeFilesAtomic: files.writeFilesAtomic,
    stdout: (s) => {
      out += s;
    },
    // Per-file warnings (the generated set has a few unknown player ids) are counted, not printed.
    stderr: (s) => {
      if (/warning:|^… and \d+ more/.test(s)) warnings++;
      else process.stderr.write(s);
    },
    color: false,
    stderrIsTTY: Boolean(process.stderr.isTTY),
    env: process.env,
    cwd: process.cwd(),
  };
  const program = new Command().name('bridgescore').exitOverride();
  program.configureOutput({ writeOut: deps.stdout, writeErr: deps.stderr });
  registerHandicapCommand(program, deps);
  await program.parseAsync(argv, { from: 'user' });
  return out;
}

async function step(label, fn) {
  const t0 = performance.now();
  const result = await fn();
  const seconds = (performance.now() - t0) / 1000;
  console.log(`${label.padEnd(28)} ${seconds.toFixed(2).padStart(7)} s   peak RSS so far ${mb(process.resourceUsage().maxRSS)}`);
  return result;
}

try {
  console.log(`handicap bench: ${players} players, ${events} events of ${pairs} pairs × ${boards} boards over two months`);
  const eventFiles = await step('generate files', () => {
    const members = syntheticMembers(players, 2026);
    writeFileSync(join(dir, 'register.csv'), memberListCsv(members));
    mkdirSync(join(dir, 'events'));
    const names = [];
    let i = 0;
    for (const text of syntheticEvents(members, { players, events, seed: 2026, pairsPerEvent: pairs, boards })) {
      const name = join(dir, 'events', `ev-${String(++i).padStart(5, '0')}.json`);
      writeFileSync(name, text);
      names.push(name);
    }
    return names;
  });
  const reg = await step('register import', () => cli(['handicap', 'register', 'import', join(dir, 'register.csv'), '--db', db]));
  const imp = await step('import events', () => cli(['handicap', 'import', '--db', db, ...eventFiles]));
  const run = await step('run (monthly official)', () => cli(['handicap', 'run', '--db', db, '--as-of', '2026-11-01']));
  const rerun = await step('run (nightly, kept)', () => cli(['handicap', 'run', '--db', db, '--as-of', '2026-11-20']));
  const exp = await step('export --official csv', () => cli(['handicap', 'export', '--db', db, '--official', '--format', 'csv']));
  const reimport = await step('re-import (unchanged)', () => cli(['handicap', 'import', '--db', db, ...eventFiles]));
  console.log('');
  process.stdout.write(reg + imp.split('\n')[0] + '\n' + run + rerun.split('\n')[1] + '\n' + reimport.split('\n')[0] + '\n');
  console.log(`exported ${exp.trimEnd().split('\n').length - 1} players; database file ${(statSync(db).size / 1048576).toFixed(1)} MB`);
  console.log(`warnings on stderr (unknown player ids, counted, not shown): ${warnings}`);
  console.log(`peak RSS: ${mb(process.resourceUsage().maxRSS)}`);
} finally {
  if (keep) console.log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
