import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rational, rat } from '../../src/base/rational.js';
import { rankStandings } from '../../src/ranking/pairs.js';
import type { PairStanding } from '../../src/model/scored.js';
import { standing } from './helpers.js';

const OPTS = { seed: 42, numRuns: 300 };

/** Pairs with a score out of a few values (ties are common) and two or three board percentages. */
const fieldArb = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.array(fc.constantFrom(40, 50, 60), { minLength: 2, maxLength: 2 })), {
    minLength: 1,
    maxLength: 12,
  })
  .map((specs) => specs.map(([score, boards], i) => standing({ pair: String(i + 1), score: rat(score, 2), boards })));

const withOrder = fieldArb.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length })));

const rankOf = (ranked: readonly PairStanding[]) => new Map(ranked.map((s) => [s.pair, s.rank]));

/** Σ(x − x̄)² / n of the pair's board percentages, computed here. */
function spread(s: PairStanding): Rational {
  const xs = s.entries.map((e) => e.value);
  const mean = xs.reduce((a, b) => a.add(b), Rational.ZERO).div(rat(xs.length));
  return xs.reduce((a, x) => a.add(x.sub(mean).mul(x.sub(mean))), Rational.ZERO).div(rat(xs.length));
}

describe('ranking properties', () => {
  it('gives each pair 1 + the number of pairs with a higher score, sharing ties', () => {
    fc.assert(
      fc.property(fieldArb, (list) => {
        const ranks = rankOf(rankStandings(list, 'none'));
        for (const s of list) expect(ranks.get(s.pair)).toBe(1 + list.filter((o) => o.score.cmp(s.score) > 0).length);
      }),
      OPTS,
    );
  });

  it('runs ranks from 1 to n: a shared place skips the places it covers', () => {
    fc.assert(
      fc.property(fieldArb, fc.constantFrom('none' as const, 'sd' as const), (list, rule) => {
        const ranked = rankStandings(list, rule);
        expect(ranked[0]?.rank).toBe(1);
        for (let i = 1; i < ranked.length; i++) {
          const prev = ranked[i - 1] as PairStanding;
          const cur = ranked[i] as PairStanding;
          if (cur.rank === prev.rank) expect(cur.tie && prev.tie).toBe(true);
          else expect(cur.rank).toBe(i + 1);
        }
        const last = ranked[ranked.length - 1] as PairStanding;
        expect(last.rank as number).toBeLessThanOrEqual(list.length);
      }),
      OPTS,
    );
  });

  it('gives the same ranks whatever the input order', () => {
    fc.assert(
      fc.property(withOrder, fc.constantFrom('none' as const, 'sd' as const, 'sd-ruter' as const), ([list, shuffled], rule) => {
        expect(rankOf(rankStandings(shuffled, rule))).toEqual(rankOf(rankStandings(list, rule)));
        expect(rankStandings(shuffled, rule).map((s) => s.pair)).toEqual(rankStandings(list, rule).map((s) => s.pair));
      }),
      OPTS,
    );
  });

  it('with the SD tiebreak, leaves pairs tied only when score and spread are both equal', () => {
    fc.assert(
      fc.property(fieldArb, (list) => {
        const ranks = rankOf(rankStandings(list, 'sd'));
        for (const s of list) {
          const ahead = list.filter((o) => o.score.cmp(s.score) > 0 || (o.score.eq(s.score) && spread(o).cmp(spread(s)) < 0)).length;
          expect(ranks.get(s.pair)).toBe(1 + ahead);
        }
      }),
      OPTS,
    );
  });

  describe('edge cases', () => {
    it('puts every pair on 1 when all scores and spreads are equal', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 12 }), fc.constantFrom('none' as const, 'sd' as const, 'sd-ruter' as const), (n, rule) => {
          const list = Array.from({ length: n }, (_, i) => standing({ pair: String(i + 1), score: rat(50), boards: [40, 60] }));
          const ranked = rankStandings(list, rule);
          expect(ranked.every((s) => s.rank === 1 && s.tie === n > 1)).toBe(true);
        }),
        OPTS,
      );
    });
  });
});
