import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rational, rat, sumRationals } from '../../src/base/rational.js';
import type { PairsEvent, ResultLine } from '../../src/model/types.js';
import { matchpointGroup, type MpItem } from '../../src/scoring/pairs/matchpoints.js';
import { defaultPairsOptions, scorePairs } from '../../src/pipeline/score-pairs.js';

const OPTS = { seed: 42, numRuns: 300 };
// A few table scores, so that ties are common.
const scoreArb = fc.constantFrom(-1100, -200, -100, -50, 0, 50, 90, 110, 140, 170, 420, 450, 620);
const scoresArb = fc.array(scoreArb, { minLength: 1, maxLength: 14 });

const plain = (scores: readonly number[]): MpItem[] => scores.map((score) => ({ components: [{ score, weight: Rational.ONE }] }));

/** Law 78A, literally: every pair of results, 2 to the better, 1 each for a tie, weighted by both weights. */
function naive(items: readonly MpItem[]): Rational[] {
  return items.map((it, i) => {
    let total = Rational.ZERO;
    items.forEach((other, j) => {
      if (i === j) return;
      for (const c of it.components) {
        for (const d of other.components) {
          const points = c.score > d.score ? 2 : c.score === d.score ? 1 : 0;
          total = total.add(c.weight.mul(d.weight).mul(rat(points)));
        }
      }
    });
    return total;
  });
}

/** A weighted result: two or three components whose weights (in twelfths) sum to 1. */
const weightedArb: fc.Arbitrary<MpItem> = fc
  .tuple(fc.array(scoreArb, { minLength: 2, maxLength: 3 }), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 3, maxLength: 3 }))
  .map(([scores, raw]) => {
    const parts = raw.slice(0, scores.length);
    const sum = parts.reduce((a, b) => a + b, 0);
    return { components: scores.map((score, k) => ({ score, weight: rat(parts[k] as number, sum) })) };
  });
const mixedArb = fc.array(
  fc.oneof(
    scoreArb.map((s) => plain([s])[0] as MpItem),
    weightedArb,
  ),
  { minLength: 1, maxLength: 10 },
);

const str = (xs: readonly Rational[]) => xs.map((x) => x.toString());

describe('matchpoint properties', () => {
  it('gives n results in one direction n(n − 1) in total', () => {
    fc.assert(
      fc.property(scoresArb, (scores) => {
        const n = scores.length;
        expect(sumRationals(matchpointGroup(plain(scores), n).map((v) => v.mp)).toString()).toBe(String(n * (n - 1)));
      }),
      OPTS,
    );
  });

  it('gives NS and EW at one table 2(n − 1) together, EW being matchpointed on the negated scores', () => {
    fc.assert(
      fc.property(scoresArb, (scores) => {
        const n = scores.length;
        const ns = matchpointGroup(plain(scores), n);
        const ew = matchpointGroup(plain(scores.map((s) => -s)), n);
        ns.forEach((v, i) => expect(v.mp.add((ew[i] as { mp: Rational }).mp).toString()).toBe(String(2 * (n - 1))));
      }),
      OPTS,
    );
  });

  it('gives everyone n − 1 when all results are equal', () => {
    fc.assert(
      fc.property(scoreArb, fc.integer({ min: 1, max: 20 }), (score, n) => {
        const values = matchpointGroup(plain(Array.from({ length: n }, () => score)), n);
        expect(values.every((v) => v.mp.toString() === String(n - 1))).toBe(true);
      }),
      OPTS,
    );
  });

  it('does not depend on the order of the results', () => {
    fc.assert(
      fc.property(
        mixedArb.chain((items) =>
          fc.tuple(
            fc.constant(items),
            fc.shuffledSubarray(
              items.map((_, i) => i),
              { minLength: items.length, maxLength: items.length },
            ),
          ),
        ),
        fc.integer({ min: 0, max: 5 }),
        ([items, order], extra) => {
          const expected = items.length + extra;
          const before = matchpointGroup(items, expected);
          const after = matchpointGroup(
            order.map((i) => items[i] as MpItem),
            expected,
          );
          order.forEach((i, k) => expect((after[k] as { mp: Rational }).mp.eq((before[i] as { mp: Rational }).mp)).toBe(true));
        },
      ),
      OPTS,
    );
  });

  it('agrees with a naive pairwise count (2 per result beaten, 1 per tie)', () => {
    fc.assert(
      fc.property(scoresArb, (scores) => {
        const items = plain(scores);
        expect(str(matchpointGroup(items, items.length).map((v) => v.raw))).toEqual(str(naive(items)));
      }),
      OPTS,
    );
  });

  it('agrees with the naive count when some results are weighted', () => {
    fc.assert(
      fc.property(mixedArb, (items) => {
        expect(str(matchpointGroup(items, items.length).map((v) => v.raw))).toEqual(str(naive(items)));
      }),
      OPTS,
    );
  });

  it('still totals n(n − 1) with weighted results', () => {
    fc.assert(
      fc.property(mixedArb, (items) => {
        const n = items.length;
        expect(sumRationals(matchpointGroup(items, n).map((v) => v.raw)).toString()).toBe(String(n * (n - 1)));
      }),
      OPTS,
    );
  });

  it('is the identity under Neuberg on a fully played board (N = n)', () => {
    fc.assert(
      fc.property(mixedArb, (items) => {
        for (const v of matchpointGroup(items, items.length)) expect(v.mp.eq(v.raw)).toBe(true);
      }),
      OPTS,
    );
  });

  it("applies Neuberg's (N/n)(mp + 1) − 1 to the naive count when the board was played fewer times", () => {
    fc.assert(
      fc.property(mixedArb, fc.integer({ min: 1, max: 6 }), (items, missing) => {
        const n = items.length;
        const N = n + missing;
        const expected = naive(items).map((mp) => rat(N, n).mul(mp.add(Rational.ONE)).sub(Rational.ONE));
        expect(str(matchpointGroup(items, N).map((v) => v.mp))).toEqual(str(expected));
      }),
      OPTS,
    );
  });

  it('gives a weighted result with a single component of weight 1 the plain value', () => {
    fc.assert(
      fc.property(scoresArb, weightedArb, fc.nat(), (scores, w, pick) => {
        const i = pick % scores.length;
        const items = [...plain(scores), w];
        const asOne = items.map((it, k) => (k === i ? { components: [{ score: scores[i] as number, weight: rat(7, 7) }] } : it));
        // the same score split into two components with weights summing to 1 must also give the plain value
        const split = items.map((it, k) =>
          k === i
            ? {
                components: [
                  { score: scores[i] as number, weight: rat(1, 4) },
                  { score: scores[i] as number, weight: rat(3, 4) },
                ],
              }
            : it,
        );
        const base = str(matchpointGroup(items, items.length).map((v) => v.mp));
        expect(str(matchpointGroup(asOne, items.length).map((v) => v.mp))).toEqual(base);
        expect(str(matchpointGroup(split, items.length).map((v) => v.mp))).toEqual(base);
      }),
      OPTS,
    );
  });
});

describe('scored event properties', () => {
  /**
   * An event of `tables` tables (NS pairs 1…, EW pairs 101…); on each board a table may have no result.
   * `minResults`: boards with fewer real results than this are left out.
   */
  const eventArb = (missingAllowed: boolean, minResults: number) =>
    fc
      .integer({ min: Math.max(2, minResults), max: 7 })
      .chain((tables) =>
        fc.array(fc.array(missingAllowed ? fc.option(scoreArb, { nil: undefined }) : scoreArb, { minLength: tables, maxLength: tables }), {
          minLength: 1,
          maxLength: 4,
        }),
      )
      .map((boards): PairsEvent => {
        const results: ResultLine[] = [];
        boards.forEach((tables, b) => {
          if (tables.filter((t) => t !== undefined).length < minResults) return;
          tables.forEach((score, t) => {
            if (score === undefined) return;
            results.push({
              board: b + 1,
              ns: String(t + 1),
              ew: String(t + 101),
              outcome: { kind: 'played', score: { scoreNS: score } },
              source: { file: 'gen.csv', line: results.length + 2 },
            });
          });
        });
        return { results, boards: [], participants: [] };
      });

  const checkFullTop = (event: PairsEvent): void => {
    fc.pre(event.results.length > 0);
    const scored = scorePairs(event, defaultPairsOptions);
    for (const board of scored.boards) {
      for (const line of board.lines) {
        const N = line.explain.expected;
        expect(line.ns?.add(line.ew as Rational).toString()).toBe(String(2 * (N - 1)));
        expect(line.top?.toString()).toBe(String(2 * (N - 1)));
      }
    }
  };

  it('gives NS and EW at one table exactly the full top 2(N − 1) on fully played boards', () => {
    fc.assert(fc.property(eventArb(false, 0), checkFullTop), { seed: 42, numRuns: 100 });
  });

  it('gives NS and EW at one table exactly the full top 2(N − 1) on Neubergized boards of four results or more', () => {
    fc.assert(fc.property(eventArb(true, 4), checkFullTop), { seed: 42, numRuns: 100 });
  });

  describe('edge cases', () => {
    it('gives a board played once the average N − 1 after Neuberg', () => {
      fc.assert(
        fc.property(scoreArb, fc.integer({ min: 1, max: 30 }), (score, N) => {
          const [v] = matchpointGroup(plain([score]), N);
          expect(v?.mp.toString()).toBe(String(N - 1));
        }),
        OPTS,
      );
    });
  });
});
