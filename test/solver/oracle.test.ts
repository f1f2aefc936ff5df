/**
 * The solver against DDS: tables and positions of test/fixtures/dd-oracle/ (written by scripts/dds-oracle.mjs).
 * Every run checks a deterministic sample spread over the file (DD_ORACLE_SAMPLE=n deals of it); DD_ORACLE_FULL=1
 * checks all of it.
 */
import { describe, expect, it } from 'vitest';
import { Solver, tableToDoubleDummyTricks } from '../../src/solver/index.js';
import { readPositions, readTables, spread } from './oracle-reader.js';

const FULL = process.env['DD_ORACLE_FULL'] === '1';
/** DD_ORACLE_SAMPLE=n checks n deals spread over the file (2 by default). */
const TABLE_SAMPLE = Math.max(1, Number(process.env['DD_ORACLE_SAMPLE'] ?? 2) || 2);
const POSITION_SAMPLE = 20;

describe('solver vs DDS oracle', () => {
  const tables = readTables();
  const positions = readPositions();

  it('has the oracle files', () => {
    expect(tables.length).toBeGreaterThanOrEqual(10_000);
    expect(positions.length).toBeGreaterThanOrEqual(300);
  });

  // Every run checks two deals of the 10,000 (DD_ORACLE_SAMPLE more); the long run all of them.
  it(
    `tables: a sample of ${TABLE_SAMPLE} deals equals DDS`,
    () => {
      const solver = new Solver();
      for (const c of spread(tables, TABLE_SAMPLE)) {
        expect(`${c.line}: ${tableToDoubleDummyTricks(solver.solveTable(c.deal))}`).toBe(`${c.line}: ${c.tricks}`);
      }
    },
    300_000 + TABLE_SAMPLE * 20_000,
  );

  it(`positions part-way through play: a sample of ${POSITION_SAMPLE} equals DDS`, () => {
    const solver = new Solver();
    for (const c of spread(positions, POSITION_SAMPLE)) {
      expect(`${c.text} → ${solver.solvePosition(c.position)}`).toBe(`${c.text} → ${c.tricks}`);
    }
  });

  it.skipIf(!FULL)(
    'the whole oracle equals DDS (long run: only with DD_ORACLE_FULL=1)',
    () => {
      const solver = new Solver();
      for (const c of tables) {
        expect(`${c.line}: ${tableToDoubleDummyTricks(solver.solveTable(c.deal))}`).toBe(`${c.line}: ${c.tricks}`);
      }
      for (const c of positions) {
        expect(`${c.text} → ${solver.solvePosition(c.position)}`).toBe(`${c.text} → ${c.tricks}`);
      }
    },
    24 * 3600_000,
  );
});
