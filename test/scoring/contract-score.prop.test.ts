import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { declarerScore, scoreNS } from '../../src/laws/contract-score.js';
import type { Contract, Level, Risk, Seat, Strain, Vulnerability } from '../../src/model/types.js';

const contractArb: fc.Arbitrary<Contract> = fc.record({
  level: fc.constantFrom<Level>(1, 2, 3, 4, 5, 6, 7),
  strain: fc.constantFrom<Strain>('C', 'D', 'H', 'S', 'NT'),
  risk: fc.constantFrom<Risk>('', 'X', 'XX'),
});
const tricksArb = fc.integer({ min: 0, max: 13 });
const seatArb = fc.constantFrom<Seat>('N', 'E', 'S', 'W');
const vulArb = fc.constantFrom<Vulnerability>('None', 'NS', 'EW', 'Both');
const OPTS = { seed: 42, numRuns: 300 };

describe('Law 77 properties', () => {
  it('never gives fewer points for more tricks', () => {
    fc.assert(
      fc.property(contractArb, fc.integer({ min: 0, max: 12 }), fc.boolean(), (contract, tricks, vul) => {
        expect(declarerScore(contract, tricks + 1, vul)).toBeGreaterThan(declarerScore(contract, tricks, vul));
      }),
      OPTS,
    );
  });

  it('is positive exactly when the contract is made', () => {
    fc.assert(
      fc.property(contractArb, tricksArb, fc.boolean(), (contract, tricks, vul) => {
        expect(declarerScore(contract, tricks, vul) > 0).toBe(tricks >= contract.level + 6);
      }),
      OPTS,
    );
  });

  it('raises a made contract and deepens a penalty when declarer is vulnerable', () => {
    fc.assert(
      fc.property(contractArb, tricksArb, (contract, tricks) => {
        const nv = declarerScore(contract, tricks, false);
        const v = declarerScore(contract, tricks, true);
        if (tricks >= contract.level + 6) expect(v).toBeGreaterThanOrEqual(nv);
        else expect(v).toBeLessThan(nv);
      }),
      OPTS,
    );
  });

  it('makes a redoubled penalty twice the doubled penalty', () => {
    fc.assert(
      fc.property(contractArb, tricksArb, fc.boolean(), (contract, tricks, vul) => {
        fc.pre(tricks < contract.level + 6);
        const x = declarerScore({ ...contract, risk: 'X' }, tricks, vul);
        expect(declarerScore({ ...contract, risk: 'XX' }, tricks, vul)).toBe(2 * x);
      }),
      OPTS,
    );
  });

  it('gives scores that are multiples of 10', () => {
    fc.assert(
      fc.property(contractArb, tricksArb, fc.boolean(), (contract, tricks, vul) => {
        expect(declarerScore(contract, tricks, vul) % 10 === 0).toBe(true);
      }),
      OPTS,
    );
  });

  it('gives the NS score of an EW declarer as the negative of the same result by NS when both sides share the vulnerability', () => {
    fc.assert(
      fc.property(contractArb, tricksArb, fc.constantFrom<Vulnerability>('None', 'Both'), (contract, tricks, vul) => {
        expect(scoreNS(contract, 'E', tricks, vul)).toBe(-scoreNS(contract, 'N', tricks, vul));
        expect(scoreNS(contract, 'W', tricks, vul)).toBe(scoreNS(contract, 'E', tricks, vul));
      }),
      OPTS,
    );
  });

  it('gives partners the same score', () => {
    fc.assert(
      fc.property(contractArb, tricksArb, vulArb, seatArb, (contract, tricks, vul, seat) => {
        const partner = ({ N: 'S', S: 'N', E: 'W', W: 'E' } as const)[seat];
        expect(scoreNS(contract, seat, tricks, vul)).toBe(scoreNS(contract, partner, tricks, vul));
      }),
      OPTS,
    );
  });

  describe('edge cases', () => {
    it('never scores beyond 1NTXX+6 vulnerable (3160) or 7NTXX−13 vulnerable (−7600)', () => {
      let best = -Infinity;
      let worst = Infinity;
      for (const level of [1, 2, 3, 4, 5, 6, 7] as const)
        for (const strain of ['C', 'D', 'H', 'S', 'NT'] as const)
          for (const risk of ['', 'X', 'XX'] as const)
            for (const vul of [false, true])
              for (let tricks = 0; tricks <= 13; tricks++) {
                const s = declarerScore({ level, strain, risk }, tricks, vul);
                best = Math.max(best, s);
                worst = Math.min(worst, s);
              }
      expect([best, worst]).toEqual([3160, -7600]);
    });
  });
});
