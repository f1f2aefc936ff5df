/**
 * `bridgescore deals solve` end to end with the real solver: generate → solve → read back with the project's
 * PBN reader, which finds the same deals and the solver's own tables (one board: the solver takes seconds a
 * deal); every byte of the input kept; the errors and their exit codes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePbnDeal, solveTable } from '../../src/solver/index.js';
import { fromDdTable } from '../../src/pipeline/deals-common.js';
import { readHandRecord } from '../../src/parse/pbn/hand-record.js';
import { computePar } from '../../src/laws/par.js';
import { fakeDeps, runInProcess } from '../helpers/cli.js';
import { progressBar } from '../../src/cli/commands/deals-solver.js';
import { projectRoot } from '../helpers/fixtures.js';
import { BARE, bytesOf, HANDS, insertedLines, latin1 } from './helpers.js';

describe('bridgescore deals solve', () => {
  it('generate → solve → read back: the same deals, the solver’s tables and par, the input’s bytes kept', async () => {
    const gen = await runInProcess(['deals', 'generate', '--boards', '7', '--seed', 'round trip', '-o', 'hands.pbn']);
    expect(gen.code, gen.stderr).toBe(0);
    const generated = gen.written.get('hands.pbn') as Uint8Array;
    const solved = await runInProcess(['deals', 'solve', 'hands.pbn', '-o', 'solved.pbn'], { 'hands.pbn': generated });
    expect(solved.code, solved.stderr).toBe(0);
    expect(solved.stderr).toBe('');
    const out = solved.written.get('solved.pbn') as Uint8Array;
    const { inserted, rest } = insertedLines(latin1(generated), latin1(out));
    expect(rest.join('\n')).toBe(latin1(generated));
    expect(inserted.map((l) => /^\[(\w+)/.exec(l)?.[1]).filter(Boolean)).toEqual(['DoubleDummyTricks', 'OptimumScore', 'ParContract', 'OptimumResultTable']);
    const before = readHandRecord(generated, 'hands.pbn').boards;
    const after = readHandRecord(out, 'solved.pbn');
    expect(after.diagnostics).toEqual([]);
    expect(after.boards.map((b) => b.deal)).toEqual(before.map((b) => b.deal));
    const b = after.boards[0]!;
    const parsed = parsePbnDeal(b.deal!);
    if (!parsed.ok) throw new Error(parsed.error);
    const table = fromDdTable(solveTable(parsed.deal));
    expect(b.doubleDummy).toEqual(table);
    expect(b.par?.scoreNS).toBe(computePar(table, 'Both', 'S').scoreNS);
  }, 600_000);

  it.each([
    [['deals', 'solve'], 2, /missing required argument 'file'/],
    [['deals', 'solve', 'nope.pbn'], 2, /^nope\.pbn: no such file/],
    [['deals', 'solve', 'hands.pbn', '--jobs', '0'], 2, /expected a whole number 1–64/],
    [['deals', 'solve', 'bad.pbn', '-o', 'out.pbn'], 1, /^bad\.pbn:2: field "Deal": board 4: .* is not a deal/m],
    [['deals', 'solve', 'empty.pbn'], 1, /^empty\.pbn:1: no deals found/],
  ])('%j: exit %i, nothing written', async (argv, code, message) => {
    const r = await runInProcess(argv as string[], { 'hands.pbn': HANDS, 'bad.pbn': '[Board "4"]\n[Deal "N:AKQ x"]\n', 'empty.pbn': '% nothing\n' });
    expect(r.code).toBe(code);
    expect(r.stderr).toMatch(message);
    expect(r.written.size).toBe(0);
  });

  it('draws a progress bar on a terminal only, and clears it', () => {
    const on = fakeDeps();
    const bar = progressBar({ ...on.deps, stderrIsTTY: true }, 'boards solved');
    bar.update(1, 4);
    bar.update(4, 4);
    bar.end();
    expect(on.out.stderr).toBe('\r[######------------------] 1/4 boards solved\r[########################] 4/4 boards solved\r\u001b[K');
    const off = fakeDeps();
    const quiet = progressBar(off.deps, 'boards solved');
    quiet.update(1, 4);
    quiet.end();
    expect(off.out.stderr).toBe('');
  });

  it('--jobs 2 solves on worker threads (the program as installed): the tables DDS gives, in the boards’ order', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deals-jobs-'));
    try {
      // boards 1 and 2 of the session's hand record, without their analysis
      const two = latin1(BARE)
        .split(/(?=\[Event )/)
        .filter((g) => /\[Board "[12]"\]/.test(g))
        .join('');
      writeFileSync(join(dir, 'two.pbn'), bytesOf(two));
      const r = spawnSync(
        process.execPath,
        [join(projectRoot, 'bin', 'bridgescore.js'), 'deals', 'solve', join(dir, 'two.pbn'), '--jobs', '2', '-o', join(dir, 'out.pbn')],
        {
          encoding: 'utf8',
        },
      );
      expect(r.status, r.stderr).toBe(0);
      const tags = (text: string) => [...text.matchAll(/\[DoubleDummyTricks "([0-9a-d]{20})"\]/g)].map((m) => m[1]);
      expect(tags(latin1(new Uint8Array(readFileSync(join(dir, 'out.pbn')))))).toEqual(tags(latin1(HANDS)).slice(0, 2));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
