/**
 * Law 12C2c / NBF 3.2.9 as properties: an artificial score to a non-offender is never below 60 % of the top,
 * and is the pair's own session percentage when that is higher; an offender never gets more than 40 %, and
 * gets its own percentage when that is lower.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/base/rational.js';
import type { PercentAdjustment } from '../../src/model/scored.js';
import type { PairsEvent, ResultLine } from '../../src/model/types.js';
import { defaultPairsOptions, scorePairs } from '../../src/pipeline/score-pairs.js';

/**
 * A two-winner field of `tables` tables in which each table keeps its pairs (NS N<t>, EW E<t>) for every board;
 * at table `at.table` sit X (NS) and Y (EW), and their result on board `at.board` is an A60/40 ruling.
 */
function eventFrom(scores: number[][], at: { board: number; table: number }): PairsEvent {
  const results: ResultLine[] = [];
  scores.forEach((boardScores, b) => {
    boardScores.forEach((scoreNS, t) => {
      const adjusted = b === at.board && t === at.table;
      results.push({
        board: b + 1,
        ns: t === at.table ? 'X' : `N${t}`,
        ew: t === at.table ? 'Y' : `E${t}`,
        outcome: adjusted
          ? { kind: 'artificial', ns: { percent: 60, role: 'nonOffender' }, ew: { percent: 40, role: 'offender' } }
          : { kind: 'played', score: { scoreNS } },
        source: { file: 'p.csv', line: results.length + 2 },
      });
    });
  });
  return { results, boards: [], participants: [] };
}

const scoresArb = fc.integer({ min: 3, max: 6 }).chain((tables) =>
  fc.array(
    fc.array(
      fc.integer({ min: -20, max: 20 }).map((x) => x * 10),
      { minLength: tables, maxLength: tables },
    ),
    {
      minLength: 3,
      maxLength: 8,
    },
  ),
);

describe('the session-average rule (Law 12C2c, NBF 3.2.9)', () => {
  it('never gives a non-offender less than 60 %, nor an offender more than 40 %, and uses the own result beyond', () => {
    fc.assert(
      fc.property(scoresArb, fc.nat(), (scores, pick) => {
        const tables = (scores[0] as number[]).length;
        const at = { board: pick % scores.length, table: pick % tables };
        const scored = scorePairs(eventFrom(scores, at), { ...defaultPairsOptions, winners: 'two' });
        const line = scored.boards.flatMap((b) => b.lines).find((l) => l.line.outcome.kind === 'artificial');
        expect(line).toBeDefined();
        const adj = line!.explain.artificial! as { ns: PercentAdjustment; ew: PercentAdjustment };
        const sixty = Rational.of(60);
        const forty = Rational.of(40);
        expect(adj.ns.awarded.cmp(sixty)).toBeGreaterThanOrEqual(0);
        expect(adj.ew.awarded.cmp(forty)).toBeLessThanOrEqual(0);
        // The own result on the other boards, computed here from the scored lines.
        const own = (dir: 'NS' | 'EW') => {
          const lines = scored.boards
            .flatMap((b) => b.lines)
            .filter((l) => l.line.outcome.kind === 'played' && (dir === 'NS' ? l.line.ns === 'X' : l.line.ew === 'Y'));
          const sum = lines.reduce((a, l) => a.add((dir === 'NS' ? l.ns : l.ew) as Rational), Rational.ZERO);
          const max = lines.reduce((a, l) => a.add(l.top as Rational), Rational.ZERO);
          return max.isZero() ? undefined : sum.mul(Rational.of(100)).div(max);
        };
        const nsOwn = own('NS');
        const ewOwn = own('EW');
        if (nsOwn) expect(adj.ns.awarded.eq(nsOwn.cmp(sixty) > 0 ? nsOwn : sixty)).toBe(true);
        if (ewOwn) expect(adj.ew.awarded.eq(ewOwn.cmp(forty) < 0 ? ewOwn : forty)).toBe(true);
        // The value on the board is that percentage of the full top.
        expect(line!.ns!.eq(adj.ns.awarded.mul(line!.top!).div(Rational.of(100)))).toBe(true);
      }),
      { seed: 1229, numRuns: 200 },
    );
  });

  it('leaves 60 % and 40 % as they are when the rule is turned off', () => {
    fc.assert(
      fc.property(scoresArb, (scores) => {
        const scored = scorePairs(eventFrom(scores, { board: 0, table: 0 }), { ...defaultPairsOptions, winners: 'two', sessionAverage: false });
        const adj = scored.boards.flatMap((b) => b.lines).find((l) => l.explain.artificial)!.explain.artificial! as {
          ns: PercentAdjustment;
          ew: PercentAdjustment;
        };
        expect(adj.ns.awarded.eq(Rational.of(60)) && adj.ew.awarded.eq(Rational.of(40))).toBe(true);
      }),
      { seed: 1230, numRuns: 50 },
    );
  });
});
