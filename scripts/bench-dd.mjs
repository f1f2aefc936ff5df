#!/usr/bin/env node
/**
 * Double-dummy benchmark: our solver (dist/solver, so run `npm run build` first) on seeded deals, one thread and
 * all cores, side by side with DDS (Debian's libdds0 through koffi) when that loads: one thread
 * (SetMaxThreads(1), CalcDDtablePBN per deal) and all cores (SetMaxThreads(0), CalcAllTablesPBN in batches of
 * 40). Prints a Markdown table of ms per deal, the median of 3 turns each (ours and DDS's turns alternate), and our
 * search nodes a deal.
 *
 *   node scripts/bench-dd.mjs [--deals 200] [--seed 20260519] [--turns 3] [--json]
 *
 * Also the ratio deal by deal on one thread (median, 90th percentile, worst, deals over 3×); --json prints it all as
 * one line for scripts/bench.mjs.
 *
 * Deals: mulberry32 with the seed, Fisher–Yates shuffles (the stream of scripts/dds-oracle.mjs). libdds crashes
 * at process exit when loaded through koffi, so DDS runs in a child process that prints its timings as JSON.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from '../dist/base/prng.js';
import { formatPbnDeal } from '../dist/solver/index.js';
import { randomOwners } from './dds-oracle.mjs';

const MARK = '@@bench-dd@@';

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? Number(process.argv[i + 1]) : fallback;
}

/** The benchmark's deals: the oracle's stream (mulberry32 with the seed, one shuffle a deal), as solver holdings. */
function deals(n, seed) {
  const rand = mulberry32(seed);
  const out = [];
  for (let k = 0; k < n; k++) {
    const owners = randomOwners(rand);
    const holdings = new Array(16).fill(0);
    // owners[] is indexed suit × 13 + (0 = ace … 12 = deuce); holdings put the ace on bit 12.
    owners.forEach((seat, c) => (holdings[seat * 4 + Math.floor(c / 13)] |= 1 << (12 - (c % 13))));
    out.push({ holdings });
  }
  return out;
}

/** Deal by deal (one thread, the median of the turns of each deal): how our time over DDS's spreads. */
function spread(list, oursDeal, ddsDeal) {
  const ratios = list.map((_, i) => ({ i, r: median(oursDeal[i]) / median(ddsDeal[i]) })).sort((a, b) => a.r - b.r);
  const at = (q) => ratios[Math.min(ratios.length - 1, Math.floor(q * ratios.length))].r;
  const worst = ratios[ratios.length - 1];
  return { median: at(0.5), p90: at(0.9), worst: worst.r, worstDeal: worst.i + 1, over3: ratios.filter((x) => x.r > 3).length };
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function timeTurns(turns, fn) {
  const ms = [];
  for (let t = 0; t < turns; t++) {
    const start = performance.now();
    await fn();
    ms.push(performance.now() - start);
  }
  return median(ms);
}

/** In the child: DDS timings (ms for all deals) as JSON after MARK. */
async function ddsChild(list, turns) {
  const require = createRequire(import.meta.url);
  const koffi = require('koffi');
  const lib = koffi.load('libdds.so.0');
  const DealPBN = koffi.struct('ddTableDealPBN', { cards: koffi.array('char', 80) });
  const Results = koffi.struct('ddTableResults', { resTable: koffi.array('int', 20) });
  koffi.struct('ddTableDealsPBN', { noOfTables: 'int', deals: koffi.array(DealPBN, 200) });
  koffi.struct('ddTablesRes', { noOfBoards: 'int', results: koffi.array(Results, 200) });
  koffi.struct('parResults', { parScore: koffi.array('char', 32), parContractsString: koffi.array('char', 256) });
  koffi.struct('allParResults', { presults: koffi.array('parResults', 40) });
  const setMaxThreads = lib.func('void SetMaxThreads(int)');
  const calc = lib.func('int CalcDDtablePBN(ddTableDealPBN, _Out_ ddTableResults *)');
  const calcAll = lib.func('int CalcAllTablesPBN(ddTableDealsPBN *, int, int *, _Out_ ddTablesRes *, _Out_ allParResults *)');
  const texts = list.map((d) => formatPbnDeal(d));
  setMaxThreads(1);
  const perDeal = new Array(texts.length).fill(0);
  const one = await timeTurns(turns, () => {
    for (let i = 0; i < texts.length; i++) {
      const start = performance.now();
      calc({ cards: texts[i] }, {});
      perDeal[i] = performance.now() - start;
    }
  });
  setMaxThreads(0);
  const all = await timeTurns(turns, () => {
    for (let i = 0; i < texts.length; i += 40) {
      const batch = texts.slice(i, i + 40).map((cards) => ({ cards }));
      calcAll({ noOfTables: batch.length, deals: batch }, -1, [0, 0, 0, 0, 0], {}, {});
    }
  });
  process.stdout.write(MARK + JSON.stringify({ one, all, perDeal }) + '\n');
  process.kill(process.pid, 'SIGKILL'); // libdds crashes at exit; see the first comment
}

function runDds(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--dds-child', ...args], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d) => (out += d));
    child.on('close', () => {
      const i = out.indexOf(MARK);
      resolve(i < 0 ? undefined : JSON.parse(out.slice(i + MARK.length)));
    });
  });
}

const n = option('--deals', 200);
const seed = option('--seed', 20260519);
const turns = option('--turns', 3);
const list = deals(n, seed);

if (process.argv.includes('--dds-child')) {
  await ddsChild(list, turns);
} else {
  const { Solver } = await import('../dist/solver/index.js');
  const { solveOnWorkers } = await import('../dist/io/solver-pool.js');
  const pbnDeals = list.map((d) => formatPbnDeal(d));
  const cores = availableParallelism();
  // the turns alternate (ours, DDS, ours …) so that a change of load on a shared machine falls on both
  let nodes = 0;
  const times = { oursOne: [], oursAll: [], ddsOne: [], ddsAll: [] };
  // per deal, one thread: each turn's time of each deal (ours and DDS's), for the ratio deal by deal
  const oursDeal = list.map(() => []);
  const ddsDeal = list.map(() => []);
  let dds;
  for (let t = 0; t < turns; t++) {
    times.oursOne.push(
      await timeTurns(1, () => {
        const solver = new Solver();
        for (let i = 0; i < list.length; i++) {
          const start = performance.now();
          solver.solveTable(list[i]);
          oursDeal[i].push(performance.now() - start);
        }
        nodes = solver.nodes;
      }),
    );
    const d = await runDds(['--deals', String(n), '--seed', String(seed), '--turns', '1']);
    if (d) {
      times.ddsOne.push(d.one);
      times.ddsAll.push(d.all);
      d.perDeal.forEach((ms, i) => ddsDeal[i].push(ms));
    }
    times.oursAll.push(await timeTurns(1, () => solveOnWorkers(pbnDeals, cores)));
  }
  const oursOne = median(times.oursOne);
  const oursAll = median(times.oursAll);
  if (times.ddsOne.length > 0) dds = { one: median(times.ddsOne), all: median(times.ddsAll) };
  const perDeal = dds ? spread(list, oursDeal, ddsDeal) : undefined;
  if (process.argv.includes('--json')) {
    // for scripts/bench.mjs: one line of JSON, ms a deal
    const out = {
      deals: n,
      cores,
      nodes: Math.round(nodes / n),
      oursOne: oursOne / n,
      oursAll: oursAll / n,
      dds: dds && { one: dds.one / n, all: dds.all / n },
      perDeal,
    };
    console.log(JSON.stringify(out));
    process.exit(0);
  }
  const row = (name, ours, theirs) =>
    `| ${name} | ${(ours / n).toFixed(1)} | ${theirs === undefined ? '–' : (theirs / n).toFixed(1)} | ${theirs === undefined ? '–' : (ours / theirs).toFixed(2) + '×'} |`;
  console.log(`${n} deals (seed ${seed}), median of ${turns} turns, ${cores} cores\n`);
  console.log('| case | ours ms/deal | DDS ms/deal | ratio |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(row('one thread', oursOne, dds?.one));
  console.log(row(`all cores (${cores})`, oursAll, dds?.all));
  console.log(`\nours: ${Math.round(nodes / n).toLocaleString('en')} search nodes a deal`);
  if (perDeal) {
    console.log(
      `per deal (one thread): median ${perDeal.median.toFixed(2)}×, 90th percentile ${perDeal.p90.toFixed(2)}×, worst ${perDeal.worst.toFixed(2)}× (deal ${perDeal.worstDeal}); ${perDeal.over3} of ${n} deals over 3×`,
    );
  }
  if (!dds) console.log('\nlibdds0 not found: DDS peer skipped');
}
