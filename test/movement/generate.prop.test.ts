import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkMovement } from '../../src/movement/check-movement.js';
import { mitchell, mitchellMaxRounds } from '../../src/movement/generate.js';
import { readMovementCsv } from '../../src/parse/csv/movement.js';
import { writeMovementCsv } from '../../src/output/csv/movement.js';
import type { Movement, MovementRow } from '../../src/model/movement.js';

const params = { seed: 20250409, numRuns: 150 };

const mitchellArgs = fc
  .record({ tables: fc.integer({ min: 3, max: 15 }), boardsPerRound: fc.integer({ min: 1, max: 5 }), halfTable: fc.boolean() })
  .chain((o) => fc.record({ rounds: fc.integer({ min: 1, max: mitchellMaxRounds(o.tables) }) }).map((r) => ({ ...o, ...r })));

function withoutSource(m: Movement): MovementRow[] {
  return m.rows.map(({ source: _source, ...rest }) => rest);
}

describe('generated Mitchells, 3–15 tables', () => {
  it('pass their own checks: complete ones meet every NS pair, others never meet twice', () => {
    fc.assert(
      fc.property(mitchellArgs, (o) => {
        const m = mitchell(o);
        const complete = o.tables % 2 === 1 && o.rounds === o.tables;
        expect(checkMovement(m, complete ? { complete: 'mitchell' } : { meetOnce: true })).toEqual([]);
      }),
      params,
    );
  });

  it('have every pair play each board at most once and every table full but the half table', () => {
    fc.assert(
      fc.property(mitchellArgs, (o) => {
        const m = mitchell(o);
        const played = new Set<string>();
        for (const r of m.rows) {
          for (const p of [r.ns, r.ew]) {
            if (p === null) continue;
            for (const b of r.boards) {
              expect(played.has(`${p}|${b}`)).toBe(false);
              played.add(`${p}|${b}`);
            }
          }
        }
        const sitOuts = m.rows.filter((r) => r.ew === null).length;
        expect(sitOuts).toBe(o.halfTable ? o.rounds : 0);
        expect(m.rows).toHaveLength(o.tables * o.rounds);
      }),
      params,
    );
  });

  it('with an even number of tables and all rounds, have each EW pair miss exactly one NS pair', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 7 }).map((h) => 2 * h),
        (tables) => {
          const m = mitchell({ tables, boardsPerRound: 1 });
          for (let ew = tables + 1; ew <= 2 * tables; ew++) {
            const met = new Set(m.rows.filter((r) => r.ew === String(ew)).map((r) => r.ns));
            expect(met.size).toBe(tables - 1);
          }
        },
      ),
      params,
    );
  });

  it('read back as written', () => {
    fc.assert(
      fc.property(mitchellArgs, (o) => {
        const m = mitchell(o);
        const back = readMovementCsv(writeMovementCsv(m), 'm.csv');
        expect(back.diagnostics).toEqual([]);
        expect(withoutSource(back.movement)).toEqual(withoutSource(m));
      }),
      params,
    );
  });
});

describe('the movement CSV round trip', () => {
  const row = fc.record(
    {
      round: fc.integer({ min: 1, max: 20 }),
      table: fc.integer({ min: 1, max: 20 }),
      ns: fc.option(fc.integer({ min: 1, max: 99 }).map(String), { nil: null }),
      ew: fc.option(fc.integer({ min: 1, max: 99 }).map(String), { nil: null }),
      boards: fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 6 }).map((b) => b.sort((x, y) => x - y)),
      section: fc.constantFrom('A', 'B'),
      switched: fc.constant(true),
    },
    { requiredKeys: ['round', 'table', 'ns', 'ew', 'boards'] },
  );

  it('reads back every row written, whatever the rows (checks aside)', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 12 }), (rows) => {
        const m: Movement = { rows };
        const back = readMovementCsv(writeMovementCsv(m), 'm.csv');
        const normalise = (rs: readonly MovementRow[]) =>
          rs.map((r) => ({
            round: r.round,
            table: r.table,
            ns: r.ns,
            ew: r.ew,
            boards: r.boards,
            section: r.section || undefined,
            switched: r.switched === true,
          }));
        expect(normalise(back.movement.rows)).toEqual(normalise(rows));
      }),
      params,
    );
  });
});
