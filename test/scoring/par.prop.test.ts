/**
 * Invariants of the par over arbitrary double-dummy tables (seeded, bounded):
 * - every par contract scores the par, and the opponents have nothing above it that would score better for them;
 * - the par is within what each side can make: never more for a side than its best making contract;
 * - the par is 0 exactly when no contract makes;
 * - turning the table a quarter (N→E …, vulnerability and dealer turned with it) turns the par to the other side.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DoubleDummyTable, Level, Seat, Strain, Vulnerability } from '../../src/model/types.js';
import { scoreNS } from '../../src/laws/contract-score.js';
import { computePar } from '../../src/laws/par.js';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const RUNS = { seed: 20260119, numRuns: 300 };

const arbTable = fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 20, maxLength: 20 }).map((t): DoubleDummyTable => {
  const out = {} as Record<Seat, Record<Strain, number>>;
  SEATS.forEach((seat, i) => {
    out[seat] = Object.fromEntries(STRAINS.map((s, j) => [s, t[i * 5 + j] as number])) as Record<Strain, number>;
  });
  return out;
});
const arbVul = fc.constantFrom<Vulnerability>('None', 'NS', 'EW', 'Both');
const arbDealer = fc.constantFrom<Seat>('N', 'E', 'S', 'W');

const sideSeats = (side: 'NS' | 'EW'): readonly [Seat, Seat] => (side === 'NS' ? ['N', 'S'] : ['E', 'W']);

/** The contract as final: made undoubled from the better hand, or doubled when it fails. */
function finalScore(dd: DoubleDummyTable, vul: Vulnerability, side: 'NS' | 'EW', level: Level, strain: Strain): number {
  const [a, b] = sideSeats(side);
  const tricks = Math.max(dd[a][strain], dd[b][strain]);
  return scoreNS({ level, strain, risk: tricks >= level + 6 ? '' : 'X' }, a, tricks, vul);
}

function bestMaking(dd: DoubleDummyTable, vul: Vulnerability, side: 'NS' | 'EW'): number {
  let best = 0;
  for (let level = 1; level <= 7; level++) {
    for (const strain of STRAINS) {
      const [a, b] = sideSeats(side);
      if (Math.max(dd[a][strain], dd[b][strain]) >= level + 6) best = Math.max(best, Math.abs(finalScore(dd, vul, side, level as Level, strain)));
    }
  }
  return best;
}

const turn: Record<Seat, Seat> = { N: 'E', E: 'S', S: 'W', W: 'N' };

describe('par invariants', () => {
  it('every par contract scores the par, and nothing the opponents could bid over it scores better for them', () => {
    fc.assert(
      fc.property(arbTable, arbVul, arbDealer, (dd, vul, dealer) => {
        const p = computePar(dd, vul, dealer);
        for (const c of p.contracts) {
          const side = c.declarers[0] === 'N' || c.declarers[0] === 'S' ? 'NS' : 'EW';
          expect(finalScore(dd, vul, side, c.level, c.strain)).toBe(p.scoreNS);
          for (const d of c.declarers) expect(dd[d][c.strain]).toBe(c.tricks);
          const rank = (c.level - 1) * 5 + STRAINS.indexOf(c.strain);
          const other = side === 'NS' ? 'EW' : 'NS';
          for (let r = rank + 1; r < 35; r++) {
            const v = finalScore(dd, vul, other, (Math.floor(r / 5) + 1) as Level, STRAINS[r % 5] as Strain);
            expect(other === 'NS' ? v <= p.scoreNS : v >= p.scoreNS).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it('is no better for a side than its best making contract, and 0 exactly when nothing makes', () => {
    fc.assert(
      fc.property(arbTable, arbVul, arbDealer, (dd, vul, dealer) => {
        const p = computePar(dd, vul, dealer);
        expect(p.scoreNS).toBeLessThanOrEqual(bestMaking(dd, vul, 'NS'));
        expect(-p.scoreNS).toBeLessThanOrEqual(bestMaking(dd, vul, 'EW'));
        const anyMakes = SEATS.some((s) => STRAINS.some((t) => dd[s][t] >= 7));
        expect(p.scoreNS !== 0).toBe(anyMakes);
        expect(p.contracts.length > 0).toBe(anyMakes);
      }),
      RUNS,
    );
  });

  it('turns to the other side when the table is turned a quarter', () => {
    fc.assert(
      fc.property(arbTable, arbVul, arbDealer, (dd, vul, dealer) => {
        const turned = {} as Record<Seat, Record<Strain, number>>;
        for (const s of SEATS) turned[turn[s]] = { ...dd[s] };
        const swapped: Vulnerability = vul === 'NS' ? 'EW' : vul === 'EW' ? 'NS' : vul;
        const a = computePar(dd, vul, dealer);
        const b = computePar(turned, swapped, turn[dealer]);
        expect(b.scoreNS).toBe(-a.scoreNS === 0 ? 0 : -a.scoreNS);
        const key = (c: { level: number; strain: string; risk: string; tricks: number }) => `${c.level}${c.strain}${c.risk}${c.tricks}`;
        expect(b.contracts.map(key).sort()).toEqual(a.contracts.map(key).sort());
      }),
      RUNS,
    );
  });
});
