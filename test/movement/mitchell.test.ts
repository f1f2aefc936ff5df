import { describe, expect, it } from 'vitest';
import { chooseSwitchedRounds } from '../../src/movement/mitchell-arrow-switch.js';
import { generateMitchell, mitchell } from '../../src/movement/mitchell.js';
import type { Movement } from '../../src/model/movement.js';
import { movementBalance } from '../../src/movement/balance.js';

function brief(m: Movement): string[] {
  return m.rows.map((r) => `R${r.round} T${r.table} ${r.ns ?? 0}-${r.ew ?? 0} s${r.boards[0]}${r.switched === true ? ' x' : ''}`);
}

describe('the share-and-relay Mitchell', () => {
  it('with 4 tables: tables 1 and 4 share, the bye stand between tables 3 and 2', () => {
    // Round 1: table t plays set t, table 4 shares set 1, set 4 is on the bye stand. The sets travel
    // 3 → bye → 2 → tables 1 and 4 → 3.
    expect(brief(mitchell({ tables: 4, boardsPerRound: 1, relay: true }))).toEqual([
      'R1 T1 1-5 s1',
      'R1 T2 2-6 s2',
      'R1 T3 3-7 s3',
      'R1 T4 4-8 s1',
      'R2 T1 1-8 s2',
      'R2 T2 2-5 s4',
      'R2 T3 3-6 s1',
      'R2 T4 4-7 s2',
      'R3 T1 1-7 s4',
      'R3 T2 2-8 s3',
      'R3 T3 3-5 s2',
      'R3 T4 4-6 s4',
      'R4 T1 1-6 s3',
      'R4 T2 2-7 s1',
      'R4 T3 3-8 s4',
      'R4 T4 4-5 s3',
    ]);
  });

  it('says what it is', () => {
    expect(generateMitchell({ tables: 6, boardsPerRound: 3, relay: true }).info).toEqual({
      kind: 'mitchell',
      form: 'relay',
      tables: 6,
      rounds: 6,
      boardsPerRound: 3,
      sets: 6,
      winners: 'two',
      halfTable: false,
      complete: true,
    });
  });

  it.each([
    [
      { tables: 7, boardsPerRound: 2, relay: true },
      'a share-and-relay Mitchell needs an even number of tables, not 7 (with an odd number the plain Mitchell plays all 7 rounds)',
    ],
    [
      { tables: 6, rounds: 7, boardsPerRound: 2, relay: true },
      'a Mitchell of 6 tables has at most 6 rounds, not 7: with an even number of tables the EW pairs skip a table, and in round 6 they would meet their first opponents again (a share-and-relay plays all 6)',
    ],
    [{ tables: 61, boardsPerRound: 2 }, 'tables: 61 is not allowed (a Mitchell can be generated for at most 60 tables; split the field into sections)'],
  ])('refuses %j', (opts, message) => {
    expect(() => mitchell(opts)).toThrow(new RangeError(message));
  });
});

describe('the arrow-switch', () => {
  it('switches every table in the rounds chosen, and keeps the pairs as planned', () => {
    const g = generateMitchell({ tables: 5, boardsPerRound: 1, arrowSwitch: true });
    expect(g.info.switches).toEqual({ rounds: [1, 2] });
    expect(brief(g.movement).filter((l) => l.startsWith('R1') || l.startsWith('R3'))).toEqual([
      'R1 T1 1-6 s1 x',
      'R1 T2 2-7 s2 x',
      'R1 T3 3-8 s3 x',
      'R1 T4 4-9 s4 x',
      'R1 T5 5-10 s5 x',
      'R3 T1 1-9 s3',
      'R3 T2 2-10 s4',
      'R3 T3 3-6 s5',
      'R3 T4 4-7 s1',
      'R3 T5 5-8 s2',
    ]);
  });

  it('chooses the rounds that compare the pairs most evenly: no other choice of ⌊R/2⌋ rounds does better', () => {
    const base = mitchell({ tables: 7, boardsPerRound: 1 });
    const chosen = chooseSwitchedRounds(base.rows, 7, 14);
    const spreadOf = (rounds: readonly number[]): number => {
      const b = movementBalance({ rows: base.rows.map((r) => (rounds.includes(r.round) ? { ...r, switched: true } : r)) }, 'one').compared;
      return b.max - b.min;
    };
    const best = spreadOf(chosen.rounds);
    for (const other of [
      [1, 2, 3],
      [5, 6, 7],
      [2, 4, 6],
      [1, 3, 5],
      [1, 4, 7],
    ])
      expect(spreadOf(other)).toBeGreaterThanOrEqual(best);
    expect(best).toBeLessThan(spreadOf([]));
  });

  it('gives the table sharing boards with table 1 rounds of its own in a share-and-relay', () => {
    const g = generateMitchell({ tables: 8, boardsPerRound: 1, relay: true, arrowSwitch: true });
    expect(g.info.switches?.ownTable).toBe(8);
    const atTable = (t: number): number[] => g.movement.rows.filter((r) => r.table === t && r.switched === true).map((r) => r.round);
    expect(atTable(1)).toEqual(g.info.switches?.rounds);
    expect(atTable(8)).toEqual(g.info.switches?.ownRounds);
  });

  it('leaves a sit-out row unswitched', () => {
    const g = generateMitchell({ tables: 5, boardsPerRound: 1, arrowSwitch: true, halfTable: true });
    expect(g.movement.rows.filter((r) => r.ew === null).some((r) => r.switched === true)).toBe(false);
  });

  it('is refused with a single round: there is no round to turn, the field would stay two', () => {
    expect(() => generateMitchell({ tables: 5, rounds: 1, boardsPerRound: 1, arrowSwitch: true })).toThrow('an arrow-switch needs at least 2 rounds');
    expect(generateMitchell({ tables: 5, rounds: 2, boardsPerRound: 1, arrowSwitch: true }).info.switches?.rounds).toHaveLength(1);
  });
});
