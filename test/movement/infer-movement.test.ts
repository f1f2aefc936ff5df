import { describe, expect, it } from 'vitest';
import { checkMovement } from '../../src/movement/check-movement.js';
import { checkResults } from '../../src/movement/check-results.js';
import { inferMovement } from '../../src/movement/infer-movement.js';
import { formatDiagnostic } from '../../src/base/diagnostics.js';
import { res } from './fixtures.js';

describe('inferMovement', () => {
  it('makes one row per round and table from the results that carry them', () => {
    const results = [
      res(2, '1', '4', 2, { round: 1, table: 1 }),
      res(1, '1', '4', 3, { round: 1, table: 1 }),
      res(3, '2', '5', 4, { round: 1, table: 2 }),
      res(3, '1', '5', 5, { round: 2, table: 1 }),
      res(9, '3', '6', 6),
    ];
    expect(inferMovement(results).rows).toEqual([
      { round: 1, table: 1, ns: '1', ew: '4', boards: [1, 2], source: { file: 't.csv', line: 2 } },
      { round: 1, table: 2, ns: '2', ew: '5', boards: [3], source: { file: 't.csv', line: 4 } },
      { round: 2, table: 1, ns: '1', ew: '5', boards: [3], source: { file: 't.csv', line: 5 } },
    ]);
  });

  it('takes the pairs most results at a table name, so the odd one out is the error', () => {
    const results = [res(1, '4', '1', 2, { round: 1, table: 1 }), res(2, '1', '4', 3, { round: 1, table: 1 }), res(3, '1', '4', 4, { round: 1, table: 1 })];
    const m = inferMovement(results);
    expect(m.rows.map((r) => [r.ns, r.ew])).toEqual([['1', '4']]);
    expect(checkResults(results, m, { fixDirection: false }).diagnostics.map(formatDiagnostic)).toEqual([
      "t.csv:2: warning: recorded NS 4 – EW 1, the movement has NS 1 – EW 4 in round 1 at table 1: scored as recorded; if it was entered the wrong way round, --fix-direction swaps it, and --as-recorded keeps it (the director's decision either way)",
    ]);
  });

  it('keeps sections apart', () => {
    const m = inferMovement([res(1, '1', '2', 2, { round: 1, table: 1, section: 'B' }), res(1, '1', '2', 3, { round: 1, table: 1, section: 'A' })]);
    expect(m.rows.map((r) => r.section)).toEqual(['A', 'B']);
  });

  it('lets the movement checks find a pair at two tables in one round', () => {
    const m = inferMovement([res(1, '1', '4', 2, { round: 1, table: 1 }), res(3, '1', '5', 3, { round: 1, table: 2 })]);
    expect(checkMovement(m).map(formatDiagnostic)).toEqual([
      't.csv:3: pair 1 is at two tables in round 1: table 1, line 2 and table 2 (expected each pair at one table per round)',
    ]);
  });
});
