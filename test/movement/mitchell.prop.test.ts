import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMovement } from '../../src/movement/check-movement.js';
import { checkResults } from '../../src/movement/check-results.js';
import { generateMitchell, mitchellMaxRounds } from '../../src/movement/mitchell.js';
import { readMovementCsv } from '../../src/parse/csv/movement.js';
import { writeMovementCsv } from '../../src/output/csv/movement.js';
import { defaultPairsOptions, scorePairs } from '../../src/pipeline/score-pairs.js';
import { facts, resultsFor } from './movement-facts.js';

const params = { seed: 20250612, numRuns: 60 };

const relayArgs = fc
  .record({ half: fc.integer({ min: 2, max: 12 }), boardsPerRound: fc.integer({ min: 1, max: 4 }), halfTable: fc.boolean(), arrowSwitch: fc.boolean() })
  // An arrow-switch needs 2 rounds or more (it turns the boards in ⌊R/2⌋ of them).
  .chain((o) =>
    fc.record({ rounds: fc.integer({ min: o.arrowSwitch ? 2 : 1, max: 2 * o.half }) }).map((r) => ({ ...o, ...r, tables: 2 * o.half, relay: true })),
  );

const anyArgs = fc
  .record({ tables: fc.integer({ min: 3, max: 20 }), boardsPerRound: fc.integer({ min: 1, max: 3 }), halfTable: fc.boolean(), relay: fc.boolean() })
  .map((o) => ({ ...o, relay: o.relay && o.tables % 2 === 0 }))
  .chain((o) => fc.record({ rounds: fc.integer({ min: 2, max: mitchellMaxRounds(o.tables, o.relay) }) }).map((r) => ({ ...o, ...r, arrowSwitch: true })));

describe('share-and-relay Mitchells, 4–24 tables', () => {
  it('are complete in T rounds and never repeat a meeting or a board', () => {
    fc.assert(
      fc.property(relayArgs, (o) => {
        const g = generateMitchell(o);
        const complete = o.rounds === o.tables;
        expect(g.info.complete).toBe(complete);
        expect(checkMovement(g.movement, complete ? { complete: 'mitchell' } : { meetOnce: true })).toEqual([]);
        const back = readMovementCsv(writeMovementCsv(g.movement), 'm.csv');
        expect(back.diagnostics).toEqual([]);
        expect(checkMovement(back.movement, complete ? { complete: 'mitchell' } : { meetOnce: true })).toEqual([]);
      }),
      params,
    );
  });

  it('have tables 1 and T share a set every round and one set on the bye stand', () => {
    fc.assert(
      fc.property(relayArgs, (o) => {
        const { movement } = generateMitchell({ ...o, halfTable: false });
        for (let round = 1; round <= o.rounds; round++) {
          const rows = movement.rows.filter((r) => r.round === round);
          const boards = (t: number): string => rows.find((r) => r.table === t)?.boards.join(',') ?? '';
          expect(boards(1)).toBe(boards(o.tables));
          expect(new Set(rows.map((r) => r.boards.join(','))).size).toBe(o.tables - 1);
        }
      }),
      params,
    );
  });

  it('have every pair play every set once in T rounds', () => {
    for (const tables of [4, 6, 8, 10, 12, 14, 16, 18, 20]) {
      const f = facts(generateMitchell({ tables, boardsPerRound: 1, relay: true }).movement);
      for (const p of f.pairs) expect(f.setsPlayed.get(p)?.size).toBe(tables);
    }
  });
});

describe('arrow-switched Mitchells', () => {
  it('switch ⌊R/2⌋ rounds at every table, so that every pair sits NS about half its rounds', () => {
    fc.assert(
      fc.property(anyArgs, (o) => {
        const g = generateMitchell(o);
        expect(g.info.winners).toBe('one');
        const k = Math.floor(o.rounds / 2);
        expect(g.info.switches?.rounds).toHaveLength(k);
        if (g.info.switches?.ownTable !== undefined) expect(g.info.switches.ownRounds).toHaveLength(k);
        expect(checkMovement(g.movement, g.info.complete ? { complete: 'mitchell' } : { meetOnce: true })).toEqual([]);
        if (!o.halfTable) {
          const f = facts(g.movement);
          // An EW pair's one visit to a table with rounds of its own may add or take one switch.
          const slack = g.info.switches?.ownTable === undefined ? 0 : 1;
          for (const p of f.pairs) {
            const ns = f.ns.get(p) ?? 0;
            if (Number(p) <= o.tables) expect(ns).toBe(o.rounds - k);
            else expect(Math.abs(ns - k)).toBeLessThanOrEqual(slack);
          }
        }
      }),
      params,
    );
  });

  it('read back with their switch marks, and check against travellers seated as switched', () => {
    fc.assert(
      fc.property(anyArgs, (o) => {
        const g = generateMitchell(o);
        const back = readMovementCsv(writeMovementCsv(g.movement), 'm.csv');
        expect(back.diagnostics).toEqual([]);
        expect(back.movement.rows.filter((r) => r.switched === true)).toHaveLength(g.movement.rows.filter((r) => r.switched === true).length);
        expect(checkResults(resultsFor(g.movement), back.movement, { fixDirection: false }).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      }),
      { ...params, numRuns: 30 },
    );
  });

  it('score as one field, and the same Mitchell without the switch as two', () => {
    for (const o of [
      { tables: 7, boardsPerRound: 2 },
      { tables: 8, boardsPerRound: 2, relay: true },
      { tables: 9, boardsPerRound: 2, halfTable: true },
    ]) {
      const one = generateMitchell({ ...o, arrowSwitch: true });
      const scoredOne = scorePairs({ results: resultsFor(one.movement), boards: [], participants: [] }, defaultPairsOptions);
      expect(scoredOne.winners).toBe('one');
      expect(scoredOne.standings.every((s) => s.direction === null)).toBe(true);
      const two = generateMitchell(o);
      expect(scorePairs({ results: resultsFor(two.movement), boards: [], participants: [] }, defaultPairsOptions).winners).toBe('two');
    }
  });

  it('are the same on every run', () => {
    const a = writeMovementCsv(generateMitchell({ tables: 13, boardsPerRound: 2, arrowSwitch: true }).movement);
    expect(writeMovementCsv(generateMitchell({ tables: 13, boardsPerRound: 2, arrowSwitch: true }).movement)).toBe(a);
  });
});
