import { describe, expect, it } from 'vitest';
import { checkMovement } from '../../src/movement/check-movement.js';
import { checkResults } from '../../src/movement/check-results.js';
import { VERIFIED_HOWELL_4 } from '../../src/movement/cyclic-design.js';
import { bestMovingSwaps } from '../../src/movement/howell-seating.js';
import { generateHowell } from '../../src/movement/howell.js';
import { tableGuide } from '../../src/movement/guide.js';
import { defaultPairsOptions, scorePairs } from '../../src/pipeline/score-pairs.js';
import { facts, resultsFor } from './movement-facts.js';

describe('the 3-table Howell', () => {
  const g = generateHowell({ tables: 3, boardsPerRound: 3 });
  const rows = g.movement.rows;

  it('has 6 pairs, 5 rounds, 5 sets; all three tables share set 1 in round 1, then every table has its own', () => {
    expect(g.info).toMatchObject({ form: 'three-table', tables: 3, rounds: 5, sets: 5, winners: 'one', complete: true });
    expect(rows.filter((r) => r.round === 1).map((r) => r.boards.join(','))).toEqual(['1,2,3', '1,2,3', '1,2,3']);
    for (let round = 2; round <= 5; round++) expect(new Set(rows.filter((r) => r.round === round).map((r) => r.boards.join(','))).size).toBe(3);
  });

  it('has every pair meet every other pair once and play every board once: every board is played three times', () => {
    const f = facts(g.movement);
    expect(f.meetings.size).toBe(15);
    expect([...f.meetings.values()].every((n) => n === 1)).toBe(true);
    for (const p of f.pairs) expect(f.setsPlayed.get(p)?.size).toBe(5);
    expect([...f.setTables.values()]).toEqual([3, 3, 3, 3, 3]);
    expect(checkMovement(g.movement, { complete: 'howell' })).toEqual([]);
  });

  it('has pair 6 at table 1 throughout and every pair NS two or three times', () => {
    expect(rows.filter((r) => r.ns === '6' || r.ew === '6').map((r) => r.table)).toEqual([1, 1, 1, 1, 1]);
    const f = facts(g.movement);
    expect(f.pairs.map((p) => f.ns.get(p)).sort()).toEqual([2, 2, 2, 3, 3, 3]);
  });

  it('tells table 1 that its boards are shared in round 1, and where they go next', () => {
    const first = tableGuide(g.movement)[0]?.lines[0];
    expect(first?.sharedWith).toEqual([2, 3]);
    expect(first?.boardsNext).toEqual({ kind: 'end' });
  });

  it('is scored with one winner, every board on three results, every pair on the same top', () => {
    const results = resultsFor(g.movement);
    expect(checkResults(results, g.movement, { fixDirection: false }).diagnostics).toEqual([]);
    const scored = scorePairs({ results, boards: [], participants: [] }, defaultPairsOptions);
    expect(scored.winners).toBe('one');
    expect(scored.standings).toHaveLength(6);
    const tops = new Set(scored.standings.map((s) => s.max?.toString()));
    // 15 boards, each with a top of 4 (two other results in the same direction, Law 78A)
    expect([...tops]).toEqual(['60']);
  });

  it('with a half table leaves out pair 6; each other pair sits out once, at table 1', () => {
    const h = generateHowell({ tables: 3, boardsPerRound: 3, halfTable: true });
    const f = facts(h.movement);
    expect(f.pairs).toEqual(['1', '2', '3', '4', '5']);
    expect(h.movement.rows.filter((r) => r.ew === null).map((r) => `${r.round}:${r.table}:${r.ns}`)).toEqual(['1:1:1', '2:1:2', '3:1:3', '4:1:4', '5:1:5']);
  });
});

describe('complete Howells', () => {
  it('number the sets along the board path: set 1 at table 1 in round 1', () => {
    for (const tables of [5, 6, 9]) {
      const m = generateHowell({ tables, boardsPerRound: 1 }).movement;
      expect(m.rows[0]).toMatchObject({ round: 1, table: 1, boards: [1] });
      const sets = m.rows.filter((r) => r.round === 1).map((r) => r.boards[0] as number);
      expect(sets).toEqual([...sets].sort((a, b) => a - b));
    }
  });

  it('move every set one place along the same path each round, through tables and relay stands', () => {
    const m = generateHowell({ tables: 4, boardsPerRound: 1 }).movement;
    // KoPS: T1 → T2 → T3 → relay → T4 → relay → relay → T1
    const at = (round: number, set: number): number | undefined => m.rows.find((r) => r.round === round && r.boards[0] === set)?.table;
    expect([1, 2, 3, 4, 5, 6, 7].map((round) => at(round, 1))).toEqual([1, 2, 3, undefined, 4, undefined, undefined]);
    const card = tableGuide(m)[2]?.lines[0];
    expect(card?.boardsNext).toEqual({ kind: 'relay', round: 3 });
  });

  it('seat pair 2T North in round 1 with balanced directions', () => {
    for (const tables of [4, 6, 8, 11]) {
      expect(generateHowell({ tables }).movement.rows[0]?.ns).toBe(String(2 * tables));
    }
  });

  it('score as one field', () => {
    const g = generateHowell({ tables: 5, boardsPerRound: 2 });
    const results = resultsFor(g.movement);
    expect(checkResults(results, g.movement, { fixDirection: false }).diagnostics).toEqual([]);
    const scored = scorePairs({ results, boards: [], participants: [] }, defaultPairsOptions);
    expect(scored.winners).toBe('one');
    expect(scored.standings.every((s) => s.direction === null)).toBe(true);
  });
});

describe('bestMovingSwaps', () => {
  it('keeps the verified 4-table Howell as KoPS seats it: every two pairs compared on 3 sets', () => {
    expect(bestMovingSwaps(VERIFIED_HOWELL_4)).toEqual({ swaps: [false, false, false], spread: 0, sumSquares: 6 * 9 });
  });
});
