import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movementBalance } from '../../src/movement/balance.js';
import { checkMovement } from '../../src/movement/check-movement.js';
import { generateHowell, howellMaxRounds } from '../../src/movement/howell.js';
import { readMovementCsv } from '../../src/parse/csv/movement.js';
import type { Movement, MovementRow } from '../../src/model/movement.js';
import { writeMovementCsv } from '../../src/output/csv/movement.js';
import { facts } from './movement-facts.js';

const params = { seed: 20250611, numRuns: 40 };
const TABLES = Array.from({ length: 13 }, (_, i) => i + 3);

function withoutSource(m: Movement): MovementRow[] {
  return m.rows.map(({ source: _source, ...rest }) => rest);
}

function expectReadBack(m: Movement, complete: boolean): void {
  const back = readMovementCsv(writeMovementCsv(m), 'm.csv');
  expect(back.diagnostics).toEqual([]);
  expect(withoutSource(back.movement)).toEqual(withoutSource(m));
  expect(checkMovement(back.movement, complete ? { complete: 'howell' } : { meetOnce: true })).toEqual([]);
}

describe.each(TABLES)('the complete Howell of %i tables', (tables) => {
  const rounds = howellMaxRounds(tables);
  const pairs = 2 * tables;
  const bpr = tables === 3 ? 3 : 2;
  const balanced = generateHowell({ tables, boardsPerRound: bpr });
  const north = generateHowell({ tables, boardsPerRound: bpr, stationaryNorth: true });

  it.each([
    ['balanced', balanced],
    ['stationary North', north],
  ])('%s: every pair meets every other pair once, plays every set once, one seat a round', (_name, g) => {
    expect(g.info).toMatchObject({ kind: 'howell', tables, rounds, winners: 'one', complete: true });
    const f = facts(g.movement);
    expect(f.pairs).toHaveLength(pairs);
    expect(f.meetings.size).toBe((pairs * (pairs - 1)) / 2);
    expect([...f.meetings.values()].every((n) => n === 1)).toBe(true);
    for (const p of f.pairs) {
      expect(f.setsPlayed.get(p)?.size).toBe(rounds);
      expect([...(f.setsPlayed.get(p)?.values() ?? [])].every((n) => n === 1)).toBe(true);
    }
    expect([...f.seatsInRound.values()].every((n) => n === 1)).toBe(true);
    expect(f.seatsInRound.size).toBe(pairs * rounds);
    expect(g.movement.rows).toHaveLength(tables * rounds);
    expectReadBack(g.movement, true);
  });

  it('keeps pair 2T at table 1 throughout', () => {
    for (const g of [balanced, north]) {
      const stationary = String(pairs);
      expect(g.movement.rows.filter((r) => r.ns === stationary || r.ew === stationary).map((r) => r.table)).toEqual(Array(rounds).fill(1));
    }
  });

  it('balanced: every pair sits NS T or T − 1 times, T pairs each, the best possible', () => {
    const f = facts(balanced.movement);
    const counts = f.pairs.map((p) => f.ns.get(p) ?? 0);
    // Each round seats T pairs NS, so the counts add up to T(2T − 1): T pairs NS T times, T pairs T − 1 times.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(tables * rounds);
    expect(counts.filter((n) => n === tables)).toHaveLength(tables);
    expect(counts.filter((n) => n === tables - 1)).toHaveLength(tables);
    // No better is possible: 2T − 1 rounds is odd, so no pair can sit NS as often as EW.
    for (const p of f.pairs) expect(f.played.get(p)).toBe(rounds);
    expect(rounds % 2).toBe(1);
  });

  it('stationary North: pair 2T is NS every round, every other pair NS T − 1 times', () => {
    const f = facts(north.movement);
    expect(north.movement.rows.filter((r) => r.table === 1).every((r) => r.ns === String(pairs))).toBe(true);
    for (const p of f.pairs) expect(f.ns.get(p) ?? 0).toBe(p === String(pairs) ? rounds : tables - 1);
  });

  it('stationary North compares every two pairs equally often where a cyclic difference set allows it', () => {
    const { compared } = movementBalance(north.movement, 'one');
    const spread = (compared.max - compared.min) / bpr;
    if ([7, 11, 15, 19, 23].includes(rounds)) {
      expect(compared).toEqual({ min: (tables - 1) * bpr, max: (tables - 1) * bpr });
      // … which forces Σ (NS − EW)² = R(R + 1): the stationary pair alone (R²) and ±1 for every other pair.
      const f = facts(north.movement);
      const sum = f.pairs.reduce((s, p) => s + (2 * (f.ns.get(p) ?? 0) - rounds) ** 2, 0);
      expect(sum).toBe(rounds * (rounds + 1));
    } else if (rounds % 4 === 1) {
      // the count is odd for every two pairs and the mean T − 1 even: within one of it
      expect(spread).toBe(2);
    } else expect(spread).toBeLessThanOrEqual(4);
  });

  it('balanced directions cannot compare every two pairs equally often (Σ (NS − EW)² is only 2T)', () => {
    const { compared } = movementBalance(balanced.movement, 'one');
    expect(compared.max).toBeGreaterThan(compared.min);
  });

  it('with a half table leaves out pair 2T: every other pair sits out once and sits NS T − 1 times', () => {
    const g = generateHowell({ tables, boardsPerRound: bpr, halfTable: true });
    const f = facts(g.movement);
    expect(f.pairs).toHaveLength(pairs - 1);
    expect(f.pairs).not.toContain(String(pairs));
    for (const p of f.pairs) {
      expect(f.sitOuts.get(p)).toBe(1);
      expect(f.ns.get(p)).toBe(tables - 1);
    }
    expect(checkMovement(g.movement, { complete: 'howell' })).toEqual([]);
    expectReadBack(g.movement, true);
  });

  it('is the same on every run', () => {
    expect(writeMovementCsv(generateHowell({ tables, boardsPerRound: bpr }).movement)).toBe(writeMovementCsv(balanced.movement));
  });
});

describe('partial Howells', () => {
  const args = fc
    .record({ tables: fc.integer({ min: 3, max: 15 }), halfTable: fc.boolean(), stationaryNorth: fc.boolean(), boardsPerRound: fc.integer({ min: 1, max: 4 }) })
    .chain((o) => fc.record({ rounds: fc.integer({ min: 2, max: howellMaxRounds(o.tables) - 1 }) }).map((r) => ({ ...o, ...r })));

  it('never let two pairs meet twice or a pair play a board twice, and read back as written', () => {
    fc.assert(
      fc.property(args, (o) => {
        const g = generateHowell(o);
        expect(checkMovement(g.movement, { meetOnce: true })).toEqual([]);
        const f = facts(g.movement);
        expect([...f.seatsInRound.values()].every((n) => n === 1)).toBe(true);
        for (const sets of f.setsPlayed.values()) expect([...sets.values()].every((n) => n === 1)).toBe(true);
        expect(Math.max(...g.movement.rows.map((r) => r.round))).toBe(o.rounds);
        expect(f.pairs).toHaveLength(2 * o.tables - (o.halfTable ? 1 : 0));
        expectReadBack(g.movement, false);
      }),
      params,
    );
  });

  it("balance every pair's directions: NS ⌊r/2⌋ or ⌈r/2⌉ of the r rounds it plays", () => {
    fc.assert(
      fc.property(args, (o) => {
        const f = facts(generateHowell({ ...o, stationaryNorth: false }).movement);
        for (const p of f.pairs) {
          const r = f.played.get(p) ?? 0;
          expect(f.ns.get(p) ?? 0).toBeGreaterThanOrEqual(Math.floor(r / 2));
          expect(f.ns.get(p) ?? 0).toBeLessThanOrEqual(Math.ceil(r / 2));
        }
      }),
      params,
    );
  });

  it('in a Howell design, have every pair play every set once, and every set played at every table', () => {
    fc.assert(
      fc.property(args, (o) => {
        const g = generateHowell(o);
        fc.pre(g.info.form === 'partial');
        const f = facts(g.movement);
        expect(g.info.sets).toBe(o.rounds);
        for (const p of f.pairs) expect(f.setsPlayed.get(p)?.size).toBe(f.played.get(p));
        const missing = o.halfTable ? 1 : 0;
        for (const p of f.pairs) expect(f.played.get(p)).toBeGreaterThanOrEqual(o.rounds - missing);
        for (const n of f.setTables.values()) expect(n).toBe(o.tables - missing);
      }),
      { ...params, numRuns: 30 },
    );
  });

  it('taken from the complete Howell, are rounds of it (only where no Howell design exists)', () => {
    const meetingsByRound = (m: Movement): string[] => {
      const rounds = new Map<number, string[]>();
      for (const r of m.rows) {
        if (r.ns === null || r.ew === null) continue;
        const pair = [Number(r.ns), Number(r.ew)].sort((a, b) => a - b).join('-');
        rounds.set(r.round, [...(rounds.get(r.round) ?? []), pair]);
      }
      return [...rounds.values()].map((list) => list.sort().join(' '));
    };
    for (const [tables, rounds] of [
      [4, 6],
      [4, 5],
      [6, 7],
      [5, 8],
      [8, 5],
    ] as const) {
      const g = generateHowell({ tables, rounds, boardsPerRound: 1 });
      expect(g.info.form).toBe('from-complete');
      const complete = new Set(meetingsByRound(generateHowell({ tables, boardsPerRound: 1 }).movement));
      const partial = meetingsByRound(g.movement);
      expect(new Set(partial).size).toBe(rounds);
      for (const round of partial) expect(complete.has(round)).toBe(true);
      expect(g.info.sets).toBeLessThanOrEqual(2 * tables - 1);
    }
  });
});
