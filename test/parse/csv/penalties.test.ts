/**
 * `--penalties FILE`: the amount is the deduction, written positive; a negative amount is refused with a
 * message that says so (a minus was once dropped silently, so that "-2" and "2" took the same points).
 */
import { describe, expect, it } from 'vitest';
import { readPenaltiesCsv } from '../../../src/parse/csv/penalties.js';
import { formatDiagnostic } from '../../../src/base/diagnostics.js';

describe('readPenaltiesCsv: the amount', () => {
  it('a positive amount is the deduction', () => {
    const r = readPenaltiesCsv('pair,round,category,amount\n3,2,C,2\n4,2,C,25%\n', 'p.csv');
    expect(r.diagnostics).toEqual([]);
    expect(r.penalties.map((p) => p.amount)).toEqual([
      { kind: 'points', value: expect.objectContaining({}) },
      { kind: 'top', fraction: expect.objectContaining({}) },
    ]);
  });

  it('a negative amount is refused, saying that a deduction is positive', () => {
    const r = readPenaltiesCsv('pair,round,category,amount\n3,2,C,-2\n', 'p.csv');
    expect(r.penalties).toEqual([]);
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([
      'p.csv:2: field "amount": "-2" is negative: the amount is the deduction, written positive (2 takes 2 matchpoints away; 25% a quarter of a top)',
    ]);
  });
});
