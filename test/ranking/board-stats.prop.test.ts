/**
 * The tiebreak's spread from a pair's sums (NBF 3.3.2) is the spread from its boards one by one: the same exact
 * value, in matchpoints and IMPs, by the regulation's formula and Ruter's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTravellersCsv } from '../../src/parse/csv/travellers.js';
import { ruterSquare, variance } from '../../src/ranking/pairs.js';
import { withStanding, type PairsMethod, type PairStanding } from '../../src/model/scored.js';
import { defaultPairsOptions, scorePairs } from '../../src/pipeline/score-pairs.js';

const contracts = ['4S', '3NT', '2H', '1NT', '5DX', '6C', '3S', '4HX'];
const event = fc.record({
  boards: fc.integer({ min: 1, max: 8 }),
  tables: fc.integer({ min: 2, max: 7 }),
  seed: fc.array(fc.tuple(fc.nat({ max: 7 }), fc.constantFrom('N', 'E', 'S', 'W'), fc.integer({ min: -3, max: 2 })), { minLength: 56, maxLength: 56 }),
  missing: fc.nat({ max: 40 }),
});

function csv(e: { boards: number; tables: number; seed: [number, string, number][]; missing: number }): string {
  const rows = ['board,ns,ew,contract,declarer,result'];
  let k = 0;
  for (let b = 1; b <= e.boards; b++) {
    for (let t = 1; t <= e.tables; t++) {
      const [c, d, r] = e.seed[k++ % e.seed.length] as [number, string, number];
      if ((b * 7 + t) % 41 === e.missing) continue; // now and then a board not played at a table: Neuberg
      rows.push(`${b},${t},${e.tables + ((t + b) % e.tables) + 1},${contracts[c]},${d},${r === 0 ? '=' : r > 0 ? `+${r}` : r}`);
    }
  }
  return rows.join('\n') + '\n';
}

describe('the spread from the sums', () => {
  it('equals the spread board by board, for every pair', () => {
    fc.assert(
      fc.property(event, fc.constantFrom<PairsMethod>('mp', 'butler', 'cross-imps'), (e, method) => {
        const read = readTravellersCsv(csv(e), 't.csv', {});
        if (read.diagnostics.some((d) => d.severity === 'error')) return;
        const scored = scorePairs({ results: read.results, boards: [], participants: [] }, { ...defaultPairsOptions, method, winners: 'one' });
        for (const s of scored.standings) {
          const plain = withStanding(s, {}) as { -readonly [K in keyof PairStanding]: PairStanding[K] };
          delete plain.boardStats;
          expect(variance(s).eq(variance(plain))).toBe(true);
          expect(ruterSquare(s).eq(ruterSquare(plain))).toBe(true);
        }
      }),
      { seed: 20261201, numRuns: 150 },
    );
  });

  it('is used for a pair whose boards are whole numbers on one top, and not for Neuberg fractions', () => {
    const full = scorePairs(
      { results: readTravellersCsv('board,ns,ew,contract,declarer,result\n1,1,2,4S,N,=\n1,3,4,4S,N,+1\n', 't.csv').results, boards: [], participants: [] },
      defaultPairsOptions,
    );
    expect(full.standings.every((s) => s.boardStats !== undefined)).toBe(true);
    // board 2 has two results where three were expected: Neuberg gives (3/2)(mp + 1) − 1, halves
    const csv = 'board,ns,ew,contract,declarer,result\n1,1,2,4S,N,=\n1,3,4,4S,N,+1\n1,5,6,3NT,S,=\n2,1,2,4S,N,=\n2,3,4,4S,N,+1\n';
    const neuberg = scorePairs({ results: readTravellersCsv(csv, 't.csv').results, boards: [], participants: [] }, defaultPairsOptions);
    expect(neuberg.standings.find((s) => s.pair === '1')?.boardStats).toBeUndefined();
    expect(neuberg.standings.find((s) => s.pair === '5')?.boardStats).toBeDefined();
  });
});
