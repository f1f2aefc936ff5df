/**
 * Robustness as a standing test: a seeded mutation fuzz of every reader and command (pairs in every format,
 * validate, explain, movement check, teams, swiss, handicap register import, import, run, export and explain,
 * the handicap database itself damaged), run
 * in-process from the sources on worker threads, each input with a time budget so that a hang is a failure
 * rather than a stuck run. Every run must exit 0, 1, 2 or 4 — never 3, never an exception; a rejection names a
 * file (and its line or record where there is one); nothing is written on an exit other than 0; what the
 * program writes as PBN or USEBIO reads back.
 *
 * The inputs (test/fuzz/harness.mjs): the examples and the conformance files, cut short, with lines deleted,
 * repeated and swapped, bytes flipped, NUL, stray quotes and brackets, every number replaced by 400 digits,
 * 1e309, −1, 0, 1.5, NaN, 99999999999 and 2^53 + 1, and once per reader 100 k columns, 100 k rows, deep XML
 * (once per command and file format the extremes whose cost is their size, shared by the format's tokenizer:
 * a 10 MB line, a 10 MB field, 5 MB of brackets, half a million tags on one line); and once per command line a failing disk
 * (ENOSPC and EFBIG on the write, EIO on the read: exit 1, a plain message, nothing written), and an input that
 * never ends (NUL bytes for ever in place of the file; its text for ever on standard input), read through the
 * program's own stream check: exit 1 at once, naming the input. A handicap import that succeeded must leave a
 * register the next run reads (a tiny percentage once poisoned it), and two clubs' events of one date and title
 * with other players must both be kept (the second once replaced the first). The complexity
 * cases are test/fuzz/complexity.test.ts. `FUZZ_SEED`, `FUZZ_RANDOM` and
 * `FUZZ_SWEEP` change the run; `npm run fuzz` (scripts/fuzz.mjs) is the long one.
 */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixtures.js';
import { runCli } from '../../src/cli/run.js';
import { attachDatabase, generateCases, loadScenarios, makeDatabase } from './harness.mjs';
import { knownOpen, knownSlow } from './known-open.mjs';
import { runPool } from './pool.mjs';

const SEED = Number(process.env['FUZZ_SEED'] ?? 20_261_130);
// The standing sample, kept to about half a minute of the test run; `npm run fuzz` runs 20,000 random inputs
// and the whole sweep.
const RANDOM = Number(process.env['FUZZ_RANDOM'] ?? 400);
const SWEEP = Number(process.env['FUZZ_SWEEP'] ?? 300);
/** Far above the slowest input's time (a 10 MB line, about 2 s): only a run that does not end reaches it. */
const BUDGET_MS = 20_000;

interface CaseResult {
  codes: number[];
  failures: string[];
  hang?: boolean;
  ms: number;
}

describe(`mutation fuzz of every reader and command (seed ${SEED})`, () => {
  it('exits 0, 1, 2 or 4 on every input, names the file of every rejection, writes nothing when it fails, never hangs', async () => {
    const scenarios = loadScenarios(projectRoot);
    attachDatabase(scenarios, await makeDatabase(runCli as never, projectRoot));
    const all = generateCases(scenarios, { seed: SEED, random: RANDOM, sweep: SWEEP, extremes: 'per-reader', faults: true });
    const cases = all.filter((c) => !knownSlow(c));
    const results = (await runPool(cases, {
      scenarios,
      root: projectRoot,
      program: 'sources',
      workers: Math.max(1, Math.min(2, availableParallelism())),
      budgetMs: BUDGET_MS,
    })) as CaseResult[];

    const codes = new Map<string, number>();
    const failed: string[] = [];
    const known: string[] = [];
    let runs = 0;
    results.forEach((r, i) => {
      const c = cases[i] as (typeof cases)[number];
      for (const code of r.codes) {
        runs++;
        const key = r.hang ? 'hang' : String(code);
        codes.set(key, (codes.get(key) ?? 0) + 1);
      }
      for (const f of r.failures) {
        const line = `${c.scenario.name} | ${c.target} ${c.mutation} | ${f.slice(0, 400)}`;
        const k = knownOpen(c.scenario, f);
        if (k) known.push(`${line} [known, open: ${k.note}]`);
        else failed.push(line);
      }
    });
    const byCode = [...codes]
      .sort()
      .map(([k, n]) => `exit ${k}: ${n}`)
      .join(', ');
    const left = all.length - cases.length;
    // the slowest input, as a ratio of the median input's time (a hang shows as the budget)
    const order = results.map((r, i) => ({ ms: r.ms, i })).sort((a, b) => a.ms - b.ms);
    const median = Math.max(1, order[Math.floor(order.length / 2)]?.ms ?? 1);
    const last = order[order.length - 1];
    const slow = last === undefined ? undefined : (cases[last.i] as (typeof cases)[number]);
    console.log(
      `fuzz (seed ${SEED}): ${cases.length} inputs, ${runs} runs; ${byCode}; ${failed.length} failures` +
        `${known.length > 0 ? `, ${known.length} known and open elsewhere` : ''}${left > 0 ? ` (${left} slow inputs of open faults left to npm run fuzz)` : ''}`,
    );
    if (last && slow) {
      console.log(
        `  median input ${median} ms; slowest ${last.ms} ms (${(last.ms / median).toFixed(0)}× the median): ${slow.scenario.name} | ${slow.target} ${slow.mutation}`,
      );
    }
    for (const k of known.slice(0, 10)) console.log(`  ${k}`);

    expect(failed.slice(0, 20)).toEqual([]);
    // The fuzz reaches every outcome: inputs that score, inputs refused as bad data, bad usage.
    expect(codes.get('0') ?? 0).toBeGreaterThan(0);
    expect(codes.get('1') ?? 0).toBeGreaterThan(0);
  }, 900_000);
});
