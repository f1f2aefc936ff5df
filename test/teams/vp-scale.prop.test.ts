import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vpForMargin, vpTable } from '../../src/laws/vp-scale.js';

describe('the WBF continuous scale for every number of boards 1–64', () => {
  it.each(Array.from({ length: 64 }, (_, i) => i + 1))('is monotone and concave, 0–20, for %i boards', (boards) => {
    const w = vpTable(boards).winner;
    expect(w[0]).toBe(1000);
    expect(w[w.length - 1]).toBe(2000);
    for (let m = 1; m < w.length; m++) {
      const step = (w[m] as number) - (w[m - 1] as number);
      expect(step).toBeGreaterThanOrEqual(0);
      if (m >= 2) expect(step).toBeLessThanOrEqual((w[m - 1] as number) - (w[m - 2] as number));
    }
  });

  it('gives winner + loser = 20 and never decreases as the margin grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), fc.integer({ min: -150, max: 150 }), (boards, margin) => {
        const t = vpTable(boards);
        const v = vpForMargin(t, margin);
        const next = vpForMargin(t, margin + 1);
        return v.home + v.away === 2000 && v.home >= 0 && v.home <= 2000 && next.home >= v.home && vpForMargin(t, -margin).home === v.away;
      }),
      { seed: 42, numRuns: 500 },
    );
  });

  it('keeps the sum and the order on a scaled maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), fc.constantFrom(25, 30), fc.integer({ min: -120, max: 120 }), (boards, max, margin) => {
        const t = vpTable(boards, max);
        const v = vpForMargin(t, margin);
        return v.home + v.away === max * 100 && vpForMargin(t, margin + 1).home >= v.home;
      }),
      { seed: 42, numRuns: 200 },
    );
  });
});
