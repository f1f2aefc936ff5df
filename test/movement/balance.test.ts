import { describe, expect, it } from 'vitest';
import { movementBalance } from '../../src/movement/balance.js';
import { ComparisonTracker, compareStats } from '../../src/movement/comparisons.js';
import { generateMitchell, mitchell } from '../../src/movement/mitchell.js';
import type { Movement } from '../../src/model/movement.js';

describe('movementBalance', () => {
  it('compares every two NS pairs of a complete two-winner Mitchell on every board', () => {
    const b = movementBalance(mitchell({ tables: 5, boardsPerRound: 3 }), 'two');
    expect(b).toEqual({
      pairs: 10,
      compared: { min: 15, max: 15 },
      nsRounds: { min: 0, max: 5 },
      rounds: { min: 5, max: 5 },
      boards: { min: 15, max: 15 },
      results: { min: 5, max: 5 },
      opponents: { min: 5, max: 5 },
    });
  });

  it('counts the same Mitchell as one field: NS and EW pairs are never compared without an arrow-switch', () => {
    expect(movementBalance(mitchell({ tables: 5, boardsPerRound: 3 }), 'one').compared).toEqual({ min: 0, max: 15 });
  });

  it('seats an arrow-switched row its ew pair NS', () => {
    const m: Movement = {
      rows: [
        { round: 1, table: 1, ns: '1', ew: '3', boards: [1] },
        { round: 1, table: 2, ns: '2', ew: '4', boards: [2] },
        { round: 2, table: 1, ns: '1', ew: '4', boards: [2], switched: true },
        { round: 2, table: 2, ns: '2', ew: '3', boards: [1] },
      ],
    };
    const b = movementBalance(m, 'one');
    expect(b.nsRounds).toEqual({ min: 0, max: 2 });
    // board 1: 1 NS, 2 NS → compared; 3 EW twice → compared. board 2: 2 NS, 4 NS (switched) → compared; 4 …
    expect(b.compared).toEqual({ min: 0, max: 1 });
  });

  it('counts a sit-out as one round fewer, and a board one result fewer', () => {
    // without EW pair 8, every set loses the one play that pair would have given it
    const b = movementBalance(generateMitchell({ tables: 4, boardsPerRound: 2, relay: true, halfTable: true }).movement, 'two');
    expect(b.rounds).toEqual({ min: 3, max: 4 });
    expect(b.results).toEqual({ min: 3, max: 3 });
  });

  it('is empty for a movement without play', () => {
    expect(movementBalance({ rows: [{ round: 1, table: 1, ns: '1', ew: null, boards: [1] }] }, 'one').compared).toEqual({ min: 0, max: 0 });
  });
});

describe('ComparisonTracker', () => {
  const cells = [
    { ns: 0, ew: 1, set: 0 },
    { ns: 2, ew: 3, set: 0 },
    { ns: 0, ew: 2, set: 1 },
    { ns: 1, ew: 3, set: 1 },
  ];

  it('counts the sets two pairs play in the same direction', () => {
    const t = new ComparisonTracker(cells, 4);
    // set 0: 0 and 2 NS, 1 and 3 EW; set 1: 0 and 1 NS, 2 and 3 EW
    expect([t.count(0, 2), t.count(1, 3), t.count(0, 1), t.count(2, 3), t.count(0, 3), t.count(1, 2)]).toEqual([1, 1, 1, 1, 0, 0]);
    expect(t.stats()).toEqual({ min: 0, max: 1, sumSquares: 4 });
  });

  it('follows a table swapping directions, and swapping back restores it', () => {
    const t = new ComparisonTracker(cells, 4);
    const before = t.stats();
    t.flip(0);
    const fresh = new ComparisonTracker([{ ns: 1, ew: 0, set: 0 }, ...cells.slice(1)], 4);
    expect(t.stats()).toEqual(fresh.stats());
    for (const [a, b] of [
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ] as const)
      expect(t.count(a, b)).toBe(fresh.count(a, b));
    t.flip(0);
    expect(t.stats()).toEqual(before);
  });

  it('leaves pairs of different fields out', () => {
    const t = new ComparisonTracker(cells, 4, [0, 1, 0, 1]);
    // only 0–2 and 1–3 are of one field
    expect(t.stats()).toEqual({ min: 1, max: 1, sumSquares: 2 });
  });

  it('orders statistics by spread, then by the sum of squares', () => {
    expect(compareStats({ min: 1, max: 2, sumSquares: 99 }, { min: 0, max: 2, sumSquares: 1 })).toBeLessThan(0);
    expect(compareStats({ min: 1, max: 2, sumSquares: 5 }, { min: 1, max: 2, sumSquares: 6 })).toBeLessThan(0);
  });
});
