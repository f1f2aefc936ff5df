import { describe, expect, it } from 'vitest';
import { pairGuide, tableGuide } from '../../src/movement/guide.js';
import { generateHowell } from '../../src/movement/howell.js';
import { generateMitchell, mitchell } from '../../src/movement/mitchell.js';
import type { Movement } from '../../src/model/movement.js';

/** Where each pair sits in each round, straight from the rows. */
function seatsOf(m: Movement): Map<string, string> {
  const seats = new Map<string, string>();
  for (const r of m.rows) {
    if (r.ns !== null) seats.set(`${r.round}|${r.ns}`, r.ew === null ? 'out' : `${r.table} NS`);
    if (r.ew !== null) seats.set(`${r.round}|${r.ew}`, r.ns === null ? 'out' : `${r.table} EW`);
  }
  return seats;
}

describe('tableGuide', () => {
  it('sends every pair to the seat it has in the next round', () => {
    for (const m of [
      generateHowell({ tables: 5 }).movement,
      generateHowell({ tables: 4, halfTable: true }).movement,
      mitchell({ tables: 5, boardsPerRound: 1, halfTable: true }),
    ]) {
      const seats = seatsOf(m);
      for (const card of tableGuide(m)) {
        for (const line of card.lines) {
          for (const [pair, next] of [
            [line.ns, line.nsNext],
            [line.ew, line.ewNext],
          ] as const) {
            if (pair === null) continue;
            const expected = seats.get(`${line.round + 1}|${pair}`);
            const said = next.kind === 'seat' ? `${next.table} ${next.direction}` : next.kind === 'sit-out' ? 'out' : undefined;
            expect({ pair, round: line.round, said }).toEqual({ pair, round: line.round, said: expected });
          }
        }
      }
    }
  });

  it('sends the boards to the tables that play them next, or to a relay stand, or says they are finished', () => {
    const m = mitchell({ tables: 3, boardsPerRound: 2 });
    const t1 = tableGuide(m)[0]?.lines ?? [];
    // Mitchell: boards move down one table (1 → 3)
    expect(t1.map((l) => l.boardsNext)).toEqual([{ kind: 'tables', tables: [3] }, { kind: 'tables', tables: [3] }, { kind: 'end' }]);
    const relay = tableGuide(generateMitchell({ tables: 4, boardsPerRound: 1, relay: true }).movement);
    // table 3's set of round 1 goes to the bye stand, and to table 2 in round 3
    expect(relay[2]?.lines[0]?.boardsNext).toEqual({ kind: 'relay', round: 3 });
    // table 2's goes to tables 1 and 4, which share it
    expect(relay[1]?.lines[0]?.boardsNext).toEqual({ kind: 'tables', tables: [1, 4] });
    expect(relay[0]?.lines[0]?.sharedWith).toEqual([4]);
  });

  it('marks the arrow-switched rounds and keeps the pairs in their seats', () => {
    const g = generateMitchell({ tables: 5, boardsPerRound: 1, arrowSwitch: true });
    const lines = tableGuide(g.movement)[0]?.lines ?? [];
    expect(lines.filter((l) => l.switched).map((l) => l.round)).toEqual(g.info.switches?.rounds);
    expect(lines.every((l) => l.ns === '1')).toBe(true);
  });
});

describe('pairGuide', () => {
  it('gives every pair a seat or a sit-out in every round', () => {
    const m = generateHowell({ tables: 4, halfTable: true }).movement;
    const guide = pairGuide(m);
    expect(guide.map((g) => g.pair)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    const seats = seatsOf(m);
    for (const g of guide) {
      g.rounds.forEach((s, i) => {
        const said = s.kind === 'seat' ? `${s.table} ${s.direction}` : s.kind === 'sit-out' ? 'out' : 'absent';
        expect(said).toBe(seats.get(`${i + 1}|${g.pair}`) ?? 'absent');
      });
      expect(g.rounds.filter((s) => s.kind === 'sit-out')).toHaveLength(1);
    }
  });
});
