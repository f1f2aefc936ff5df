#!/usr/bin/env node
/**
 * Writes the double-dummy oracle of test/fixtures/dd-oracle/ from DDS (Bo Haglund's and Soren Hein's solver, the
 * shared library of Debian's `libdds0`, called through koffi). The tests read only the written files: neither
 * koffi nor libdds is needed to run them.
 *
 *   node scripts/dds-oracle.mjs [--deals 10000] [--positions 600] [--seed 20260519]
 *
 * - `tables.txt`: one line per deal, `<26 hex digits: the deal> <20 hex digits: DDS's table>`. The deal: the 52
 *   cards in the order SA SK … S2 HA … C2, each owner as 2 bits (0 N, 1 E, 2 S, 3 W), two cards a hex digit (the
 *   first card in the high bits). The table: tricks for declarers N, S, E, W, each in NT, S, H, D, C (the order of
 *   the PBN `DoubleDummyTricks` tag). Computed with `CalcAllTablesPBN` in batches of 40 deals.
 * - `positions.txt`: positions part-way through play, one a line: `<remaining cards, PBN Deal form> <trump S|H|D|C|N>
 *   <leader of the current trick N|E|S|W> <cards already played to it, e.g. SA,H2, or ->
 *   <tricks the side to move takes of the remaining ones>`; DDS's `SolveBoardPBN` (target -1, solutions 1, mode 1).
 *
 * Deals: seeded Fisher–Yates shuffles with the PRNG below (mulberry32; seed 20260519 by default, written into each
 * file's header). Positions: deals of a second stream (seed + 1), a random strain and opening leader, then a random
 * number (0–45) of random legal cards played. libdds crashes at process exit when loaded through koffi, so the
 * work runs in child processes (`--jobs`, default one per core, each a share of the deals, DDS set to 1 thread)
 * that print a closing marker, and this parent checks for it and joins their output in order.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from '../dist/base/prng.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'test', 'fixtures', 'dd-oracle');
const DONE = '@@dds-oracle-done@@';

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? Number(process.argv[i + 1]) : fallback;
}

/** mulberry32, the project's seeded PRNG (src/base/prng.ts; run `npm run build` first). */
export const prng = mulberry32;

/** A shuffled deal: owner (0..3) of each card index suit*13 + (0 = ace … 12 = deuce). */
export function randomOwners(rand) {
  const cards = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 51; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const owners = new Array(52);
  cards.forEach((c, i) => (owners[c] = i % 4));
  return owners;
}

const RANKS = 'AKQJT98765432';
const SUITS = 'SHDC';
const HANDS = 'NESW';

function ownersHex(owners) {
  let s = '';
  for (let j = 0; j < 26; j++) s += ((owners[2 * j] << 2) | owners[2 * j + 1]).toString(16);
  return s;
}

/** PBN deal text of the cards still held (owner >= 0), from North. */
function pbnOf(owners) {
  const hands = [0, 1, 2, 3].map((h) => [0, 1, 2, 3].map((s) => [...RANKS].filter((_, r) => owners[s * 13 + r] === h).join('')).join('.'));
  return 'N:' + hands.join(' ');
}

function loadDds() {
  const require = createRequire(import.meta.url);
  const koffi = require('koffi');
  const lib = koffi.load('libdds.so.0');
  const DealPBN = koffi.struct('ddTableDealPBN', { cards: koffi.array('char', 80) });
  const DealsPBN = koffi.struct('ddTableDealsPBN', { noOfTables: 'int', deals: koffi.array(DealPBN, 200) });
  const Results = koffi.struct('ddTableResults', { resTable: koffi.array('int', 20) });
  const TablesRes = koffi.struct('ddTablesRes', { noOfBoards: 'int', results: koffi.array(Results, 200) });
  koffi.struct('parResults', { parScore: koffi.array('char', 32), parContractsString: koffi.array('char', 256) });
  koffi.struct('allParResults', { presults: koffi.array('parResults', 40) });
  koffi.struct('dealPBN', {
    trump: 'int',
    first: 'int',
    currentTrickSuit: koffi.array('int', 3),
    currentTrickRank: koffi.array('int', 3),
    remainCards: koffi.array('char', 80),
  });
  koffi.struct('futureTricks', {
    nodes: 'int',
    cards: 'int',
    suit: koffi.array('int', 13),
    rank: koffi.array('int', 13),
    equals: koffi.array('int', 13),
    score: koffi.array('int', 13),
  });
  void DealsPBN;
  void TablesRes;
  return {
    setMaxThreads: lib.func('void SetMaxThreads(int)'),
    calcAll: lib.func('int CalcAllTablesPBN(ddTableDealsPBN *, int, int *, _Out_ ddTablesRes *, _Out_ allParResults *)'),
    solveBoard: lib.func('int SolveBoardPBN(dealPBN, int, int, int, _Out_ futureTricks *, int)'),
  };
}

/** DDS resTable[strain S,H,D,C,NT][hand N,E,S,W] as the 20 hex digits N,S,E,W × NT,S,H,D,C. */
function tableHex(res) {
  let s = '';
  for (const h of [0, 2, 1, 3]) for (const st of [4, 0, 1, 2, 3]) s += res[st * 4 + h].toString(16);
  return s;
}

function tablesHeader(n, seed) {
  return [
    `# DDS double-dummy tables (libdds 2.9, CalcAllTablesPBN) of ${n} deals, mulberry32 seed ${seed}.`,
    '# Regenerate: node scripts/dds-oracle.mjs --deals ' + n + ' --seed ' + seed + '  (needs koffi and libdds0)',
    '# <deal: 52 card owners SA..C2, 2 bits each (N0 E1 S2 W3), 2 cards a hex digit> <tricks N,S,E,W x NT,S,H,D,C>',
  ];
}

/** Solves deals [from, to) of the seeded stream; prints one oracle line per deal. */
function solveTables(dds, from, to, seed) {
  const rand = prng(seed);
  for (let i = 0; i < from; i++) randomOwners(rand);
  for (let start = from; start < to; start += 40) {
    const batch = [];
    for (let i = start; i < Math.min(to, start + 40); i++) batch.push(randomOwners(rand));
    const deals = batch.map((o) => ({ cards: pbnOf(o) }));
    const res = {};
    const rc = dds.calcAll({ noOfTables: deals.length, deals }, -1, [0, 0, 0, 0, 0], res, {});
    if (rc !== 1) throw new Error(`CalcAllTablesPBN returned ${rc}`);
    process.stdout.write(batch.map((o, i) => `${ownersHex(o)} ${tableHex(res.results[i].resTable)}\n`).join(''));
  }
}

/** Plays `count` random legal cards from the full deal; returns the position reached. */
function randomPosition(rand, owners, leader, trump, count) {
  let trick = [];
  let lead = leader;
  for (let k = 0; k < count; k++) {
    const hand = (lead + trick.length) % 4;
    const held = owners.map((o, c) => (o === hand ? c : -1)).filter((c) => c >= 0);
    const ledSuit = trick.length ? Math.floor(trick[0] / 13) : -1;
    const follow = held.filter((c) => Math.floor(c / 13) === ledSuit);
    const choices = follow.length ? follow : held;
    const card = choices[Math.floor(rand() * choices.length)];
    owners[card] = -1;
    trick.push(card);
    if (trick.length === 4) {
      const suitOf = (c) => Math.floor(c / 13);
      let best = 0;
      for (let i = 1; i < 4; i++) {
        const a = trick[best],
          b = trick[i];
        const beats = suitOf(b) === suitOf(a) ? b < a : trump < 4 && suitOf(b) === trump;
        if (beats) best = i;
      }
      lead = (lead + best) % 4;
      trick = [];
    }
  }
  return { owners, lead, trick };
}

function writePositions(dds, n, seed) {
  const rand = prng(seed + 1);
  const lines = [
    `# DDS SolveBoardPBN (target -1, solutions 1, mode 1) of ${n} positions part-way through play, mulberry32 seed ${seed + 1}.`,
    `# Regenerate: node scripts/dds-oracle.mjs --positions ${n} --seed ${seed}  (needs koffi and libdds0)`,
    '# <remaining cards> <trump S|H|D|C|N> <leader of current trick> <cards played to it or -> <tricks of side to move>',
  ];
  for (let i = 0; i < n; i++) {
    const trump = Math.floor(rand() * 5);
    const leader = Math.floor(rand() * 4);
    const count = Math.floor(rand() * 46);
    const { owners, lead, trick } = randomPosition(rand, randomOwners(rand), leader, trump, count);
    const suits = [0, 0, 0],
      ranks = [0, 0, 0];
    trick.forEach((c, j) => {
      suits[j] = Math.floor(c / 13);
      ranks[j] = 14 - (c % 13);
    });
    const remain = pbnOf(owners);
    const fut = {};
    const rc = dds.solveBoard(
      { trump: trump === 4 ? 4 : trump, first: lead, currentTrickSuit: suits, currentTrickRank: ranks, remainCards: remain },
      -1,
      1,
      1,
      fut,
      0,
    );
    if (rc !== 1) throw new Error(`SolveBoardPBN returned ${rc} for ${remain}`);
    const played = trick.length ? trick.map((c) => SUITS[Math.floor(c / 13)] + RANKS[c % 13]).join(',') : '-';
    lines.push(`${remain} ${'SHDCN'[trump]} ${HANDS[lead]} ${played} ${fut.score[0]}`);
  }
  writeFileSync(join(outDir, 'positions.txt'), lines.join('\n') + '\n');
}

function runChild(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--child', ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d) => (out += d));
    child.on('close', () =>
      out.includes(DONE) ? resolve(out.slice(0, out.indexOf(DONE))) : reject(new Error('the DDS run did not finish (koffi and libdds0?)')),
    );
  });
}

if (process.argv.includes('--child')) {
  const dds = loadDds();
  dds.setMaxThreads(1);
  const seed = option('--seed', 20260519);
  if (process.argv.includes('--positions-only')) writePositions(dds, option('--positions', 600), seed);
  else solveTables(dds, option('--from', 0), option('--to', 0), seed);
  process.stdout.write(DONE + '\n');
  process.kill(process.pid, 'SIGKILL'); // see the first comment: libdds crashes at exit
} else if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(outDir, { recursive: true });
  const seed = option('--seed', 20260519);
  const deals = option('--deals', 10000);
  const positions = option('--positions', 600);
  const jobs = option('--jobs', availableParallelism());
  try {
    if (positions > 0) await runChild(['--positions-only', '--positions', String(positions), '--seed', String(seed)]);
    if (deals > 0) {
      const parts = [];
      for (let j = 0; j < jobs; j++) {
        const from = Math.floor((deals * j) / jobs),
          to = Math.floor((deals * (j + 1)) / jobs);
        parts.push(runChild(['--from', String(from), '--to', String(to), '--seed', String(seed)]));
      }
      const body = (await Promise.all(parts)).join('');
      writeFileSync(join(outDir, 'tables.txt'), tablesHeader(deals, seed).join('\n') + '\n' + body);
    }
  } catch (e) {
    console.error('dds-oracle: ' + e.message);
    process.exit(1);
  }
  console.log(`dds-oracle: wrote ${outDir}`);
}
