import { describe, expect, it } from 'vitest';
import { checkMovement } from '../../src/movement/check-movement.js';
import { howell, mitchell, mitchellMaxRounds } from '../../src/movement/generate.js';
import type { Movement } from '../../src/model/movement.js';

/** `R1 T1 1-4 s1` style, one string per row: easy to compare with the published movements. */
function brief(m: Movement, setSize: number): string[] {
  return m.rows.map((r) => `R${r.round} T${r.table} ${r.ns ?? 0}-${r.ew ?? 0} s${((r.boards[0] as number) - 1) / setSize + 1}`);
}

describe('mitchell', () => {
  it('moves EW pairs up and boards down with an odd number of tables', () => {
    expect(brief(mitchell({ tables: 3, boardsPerRound: 2 }), 2)).toEqual([
      'R1 T1 1-4 s1',
      'R1 T2 2-5 s2',
      'R1 T3 3-6 s3',
      'R2 T1 1-6 s2',
      'R2 T2 2-4 s3',
      'R2 T3 3-5 s1',
      'R3 T1 1-5 s3',
      'R3 T2 2-6 s1',
      'R3 T3 3-4 s2',
    ]);
  });

  it('skips a table after round tables/2 with an even number of tables', () => {
    // 4 tables: rounds 1–2 as usual, then the EW pairs move up two tables before round 3 (Mitchell movements as clubs run them).
    expect(brief(mitchell({ tables: 4, boardsPerRound: 1 }), 1)).toEqual([
      'R1 T1 1-5 s1',
      'R1 T2 2-6 s2',
      'R1 T3 3-7 s3',
      'R1 T4 4-8 s4',
      'R2 T1 1-8 s2',
      'R2 T2 2-5 s3',
      'R2 T3 3-6 s4',
      'R2 T4 4-7 s1',
      'R3 T1 1-6 s3',
      'R3 T2 2-7 s4',
      'R3 T3 3-8 s1',
      'R3 T4 4-5 s2',
    ]);
  });

  it('leaves out the last EW pair for a half table', () => {
    const m = mitchell({ tables: 3, boardsPerRound: 2, halfTable: true });
    expect(m.rows.filter((r) => r.ew === null).map((r) => `R${r.round} T${r.table}`)).toEqual(['R1 T3', 'R2 T1', 'R3 T2']);
    expect(checkMovement(m, { complete: 'mitchell' })).toEqual([]);
  });

  it('plays fewer rounds when asked', () => {
    const m = mitchell({ tables: 7, rounds: 5, boardsPerRound: 4 });
    expect(Math.max(...m.rows.map((r) => r.round))).toBe(5);
    expect(m.rows).toHaveLength(35);
  });

  it.each([
    [3, 3],
    [4, 3],
    [7, 7],
    [8, 7],
  ])('has at most %i tables → %i rounds', (tables, rounds) => {
    expect(mitchellMaxRounds(tables)).toBe(rounds);
  });

  it.each([
    [{ tables: 2, boardsPerRound: 2 }, 'tables: 2 is not allowed (a Mitchell needs at least 3 tables)'],
    [{ tables: 7, rounds: 8, boardsPerRound: 2 }, 'a Mitchell of 7 tables has at most 7 rounds, not 8: with more, pairs would meet again and replay boards'],
    [
      { tables: 6, rounds: 6, boardsPerRound: 2 },
      'a Mitchell of 6 tables has at most 5 rounds, not 6: with an even number of tables the EW pairs skip a table, and in round 6 they would meet their first opponents again (a share-and-relay plays all 6)',
    ],
    [{ tables: 5, boardsPerRound: 0 }, 'boards per round: 0 is not allowed (expected at least 1 board per round)'],
  ])('refuses %j', (opts, message) => {
    expect(() => mitchell(opts)).toThrow(new RangeError(message));
  });
});

describe('howell', () => {
  const FORMATS_MD = `
R1  T1 8-1 s1   T2 5-4 s2   T3 2-7 s3   T4 3-6 s5
R2  T1 8-2 s7   T2 6-5 s1   T3 3-1 s2   T4 4-7 s4
R3  T1 8-3 s6   T2 7-6 s7   T3 4-2 s1   T4 5-1 s3
R4  T1 8-4 s5   T2 1-7 s6   T3 5-3 s7   T4 6-2 s2
R5  T1 8-5 s4   T2 2-1 s5   T3 6-4 s6   T4 7-3 s1
R6  T1 8-6 s3   T2 3-2 s4   T3 7-5 s5   T4 1-4 s7
R7  T1 8-7 s2   T2 4-3 s3   T3 1-6 s4   T4 2-5 s6`;
  const expected = FORMATS_MD.trim()
    .split('\n')
    .flatMap((line) => {
      const [round, ...cells] = line.trim().split(/\s+/);
      const out: string[] = [];
      for (let i = 0; i < cells.length; i += 3) out.push(`${round} ${cells[i]} ${cells[i + 1]} ${cells[i + 2]}`);
      return out;
    });
  /** The same seats with the pairs in either order: the meetings, tables and sets without the directions. */
  const unordered = (lines: string[]): string[] => lines.map((l) => l.replace(/(\d+)-(\d+)/, (_m, a: string, b: string) => [a, b].sort().join('-')));

  it('with the stationary pair North is the 4-table Howell of KoPS', () => {
    expect(brief(howell({ tables: 4, stationaryNorth: true }), 4)).toEqual(expected);
  });

  it('with balanced directions keeps its meetings, tables and sets', () => {
    expect(unordered(brief(howell({ tables: 4 }), 4))).toEqual(unordered(expected));
  });

  it('uses sets of 4 boards unless told otherwise', () => {
    expect(howell({ tables: 4 }).rows[0]?.boards).toEqual([1, 2, 3, 4]);
    expect(howell({ tables: 4, boardsPerRound: 3 }).rows[0]?.boards).toEqual([1, 2, 3]);
  });

  it('passes its own complete-Howell check', () => {
    expect(checkMovement(howell({ tables: 4 }), { complete: 'howell' })).toEqual([]);
  });

  it.each([
    [
      { tables: 2 },
      'a Howell can be generated for 3 to 15 tables, not 2 (a complete Howell for 2 tables cannot exist, and 4 pairs play each other in a 2-table Mitchell)',
    ],
    [{ tables: 16 }, 'a Howell can be generated for 3 to 15 tables, not 16 (with more tables, play a Mitchell)'],
    [{ tables: 6, rounds: 12 }, 'a Howell of 6 tables has 2 to 11 rounds, not 12: in 11 rounds every pair has met every other pair'],
    [{ tables: 6, rounds: 1 }, 'a Howell of 6 tables has 2 to 11 rounds, not 1'],
    [{ tables: 3, rounds: 6 }, 'a Howell of 3 tables has 2 to 5 rounds, not 6: in 5 rounds every pair has met every other pair'],
    [{ tables: 3, boardsPerRound: 2 }, 'the 3-table Howell has all three tables share one set in round 1, which needs at least 3 boards per round, not 2'],
    [{ tables: 5, boardsPerRound: 0 }, 'boards per round: 0 is not allowed (expected at least 1 board per round)'],
    [{ tables: 5, boardsPerRound: 37 }, 'boards per round: 37 is not allowed (expected at most 36)'],
  ])('refuses %j', (opts, message) => {
    expect(() => howell(opts)).toThrow(new RangeError(message));
  });
});
