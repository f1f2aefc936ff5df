/**
 * The solver against the double-dummy tables of real PBN files in test/fixtures/ and test/conformance/: the
 * `DoubleDummyTricks` tag (a BridgeComposer extension, not in the PBN 2.1 standard: 20 hex digits, declarers N, S,
 * E, W, each NT, S, H, D, C — an order checked here against the files' own OptimumResultTable, which PBN 2.1
 * defines with named declarer and denomination columns) and `OptimumResultTable`. A tiny reader of those tags,
 * local to this test. Every run solves a few tables spread over the files; DD_ORACLE_FULL=1 solves them all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { doubleDummyTricksToTable, parsePbnDeal, Solver, type DdTable, type Deal } from '../../src/solver/index.js';
import { spread } from './oracle-reader.js';

const FULL = process.env['DD_ORACLE_FULL'] === '1';
const root = join(import.meta.dirname, '..', '..');

interface Board {
  readonly where: string;
  readonly deal: Deal;
  dd?: DdTable;
  optimum?: number[][];
}

function pbnFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && f.name.endsWith('.pbn'))
    .map((f) => join(f.parentPath, f.name));
}

/** The boards of a file that carry a table: the Deal tag, then DoubleDummyTricks and/or OptimumResultTable. */
function readBoards(file: string): Board[] {
  const boards: Board[] = [];
  let current: Board | undefined;
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const tag = /^\[(\w+)\s+"(.*)"\]/.exec(lines[i]!);
    if (!tag) continue;
    if (tag[1] === 'Deal') {
      const d = parsePbnDeal(tag[2]!);
      current = d.ok ? { where: `${file.slice(root.length + 1)}:${i + 1}`, deal: d.deal } : undefined;
      if (current) boards.push(current);
    } else if (tag[1] === 'DoubleDummyTricks' && current) {
      const t = doubleDummyTricksToTable(tag[2]!);
      if (t) current.dd = t;
    } else if (tag[1] === 'OptimumResultTable' && current) {
      const table = [0, 1, 2, 3].map(() => [-1, -1, -1, -1, -1]);
      for (let j = i + 1; j < lines.length && /^[NESW]\s/.test(lines[j]!); j++) {
        const [seat, denom, result] = lines[j]!.trim().split(/\s+/);
        table['NESW'.indexOf(seat!)]!['SHDCN'.indexOf(denom![0]!)] = Number(result);
      }
      current.optimum = table;
    }
  }
  return boards.filter((b) => b.dd || b.optimum);
}

function expected(b: Board): readonly (readonly number[])[] {
  return (b.dd ?? b.optimum)!;
}

describe('solver vs double-dummy tables in PBN files', () => {
  const boards = [join(root, 'test', 'fixtures'), join(root, 'test', 'conformance')].flatMap(pbnFiles).flatMap(readBoards);

  it('finds tables in the files', () => {
    expect(boards.length).toBeGreaterThan(100);
  });

  it('DoubleDummyTricks order (N, S, E, W × NT, S, H, D, C) agrees with OptimumResultTable', () => {
    const both = boards.filter((b) => b.dd && b.optimum);
    expect(both.length).toBeGreaterThan(10);
    for (const b of both) expect([b.where, b.dd]).toEqual([b.where, b.optimum]);
  });

  it.skipIf(!FULL).each(spread(boards, 1).map((b) => [b.where, b] as const))('solves %s (long run: only with DD_ORACLE_FULL=1)', (_where, b) => {
    expect(new Solver().solveTable(b.deal)).toEqual(expected(b));
  });

  it.skipIf(!FULL)(
    'solves every table (long run: only with DD_ORACLE_FULL=1)',
    () => {
      const solver = new Solver();
      for (const b of boards) expect([b.where, solver.solveTable(b.deal)]).toEqual([b.where, expected(b)]);
    },
    24 * 3600_000,
  );
});
