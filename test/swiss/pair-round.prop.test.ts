/**
 * Random Monrad events, paired round by round: every contestant plays or has the bye each round, byes go
 * only to those without one, and no repeat meeting happens while a repeat-free pairing exists. Existence is
 * checked by brute force for small fields and by Dirac's theorem for large ones (after r rounds everyone can
 * still meet at least m − 1 − r of the other m; with m − 1 − r ≥ m / 2 the "not yet met" graph has a
 * Hamiltonian cycle, hence a perfect matching).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rat, type Rational } from '../../src/base/rational.js';
import { pairKey, pairRound, type PairingHistory } from '../../src/pairing/pair-round.js';
import { mulberry32 } from '../../src/base/prng.js';

interface RoundCheck {
  readonly n: number;
  readonly round: number;
  readonly order: readonly string[];
  readonly history: readonly PairingHistory[];
  readonly result: ReturnType<typeof pairRound>;
}

/** Play a whole event: random VP, standings by score then seed. Calls `check` before recording each round. */
function simulate(n: number, rounds: number, seed: number, withClubs: boolean, check: (c: RoundCheck) => void): void {
  const next = mulberry32(seed);
  const ids = Array.from({ length: n }, (_, i) => String(i + 1));
  const clubs = new Map<string, string>();
  if (withClubs) for (const id of ids) clubs.set(id, `club${Math.floor(next() * Math.max(2, n / 3))}`);
  const score = new Map<string, Rational>(ids.map((id) => [id, rat(0)]));
  const history: PairingHistory[] = [];
  for (let round = 1; round <= rounds; round++) {
    const order = [...ids].sort((a, b) => score.get(b)!.cmp(score.get(a)!) || Number(a) - Number(b));
    const result = pairRound({ order, scores: score, history, clubs, avoidSameClub: withClubs, distance: 'score' });
    check({ n, round, order, history: [...history], result });
    for (const m of result.matches) {
      const v = Math.floor(next() * 2001);
      history.push({ round, home: m.high, away: m.low });
      score.set(m.high, score.get(m.high)!.add(rat(v, 100)));
      score.set(m.low, score.get(m.low)!.add(rat(2000 - v, 100)));
    }
    if (result.bye !== undefined) {
      history.push({ round, home: result.bye });
      score.set(result.bye, score.get(result.bye)!.add(rat(12)));
    }
  }
}

function checkEveryonePlaysOnce({ n, order, history, result }: RoundCheck): void {
  const seen = result.matches.flatMap((m) => [m.high, m.low]);
  if (result.bye !== undefined) seen.push(result.bye);
  expect([...seen].sort()).toEqual([...order].sort());
  expect(result.bye !== undefined).toBe(n % 2 === 1);
  if (result.bye !== undefined) {
    // Within 75 % of the possible rounds someone is always without a bye: a second bye never happens.
    expect(history.some((h) => h.away === undefined && h.home === result.bye)).toBe(false);
  }
}

function metBefore(history: readonly PairingHistory[]): Set<string> {
  return new Set(history.filter((h) => h.away !== undefined).map((h) => pairKey(h.home, h.away!)));
}

/** Fewest repeats over every pairing that gives the bye to someone without one: exhaustive. */
function fewestRepeatsByBruteForce(order: readonly string[], history: readonly PairingHistory[]): number {
  const met = metBefore(history);
  const hadBye = new Set(history.filter((h) => h.away === undefined).map((h) => h.home));
  const candidates = order.length % 2 === 0 ? [undefined] : order.filter((id) => !hadBye.has(id));
  let best = Infinity;
  const go = (left: string[], repeats: number): void => {
    if (repeats >= best) return;
    const [first, ...rest] = left;
    if (first === undefined) {
      best = repeats;
      return;
    }
    rest.forEach((other, i) => go([...rest.slice(0, i), ...rest.slice(i + 1)], repeats + (met.has(pairKey(first, other)) ? 1 : 0)));
  };
  for (const bye of candidates)
    go(
      order.filter((id) => id !== bye),
      0,
    );
  return best;
}

const roundsFor = (n: number, fraction: number): number => Math.max(1, Math.floor(((n - 1) * 3 * fraction) / 4));

describe('pairRound over random events', () => {
  it('has the fewest repeats possible in every round of small fields (brute force, 4–11 contestants)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 11 }),
        fc.double({ min: 0.3, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.boolean(),
        (n, fraction, seed, withClubs) => {
          simulate(n, roundsFor(n, fraction), seed, withClubs, (c) => {
            checkEveryonePlaysOnce(c);
            expect(c.result.repeats).toBe(fewestRepeatsByBruteForce(c.order, c.history));
          });
        },
      ),
      { seed: 1914, numRuns: 60 },
    );
  });

  it('never repeats a meeting while Dirac guarantees a repeat-free pairing (12–60 contestants)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 12, max: 60 }),
        fc.double({ min: 0.5, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.boolean(),
        (n, fraction, seed, withClubs) => {
          simulate(n, roundsFor(n, fraction), seed, withClubs, (c) => {
            checkEveryonePlaysOnce(c);
            const m = n % 2 === 0 ? n : n - 1;
            const played = c.round - 1;
            if (m - 1 - played >= m / 2) expect(c.result.repeats).toBe(0);
          });
        },
      ),
      { seed: 2014, numRuns: 10 },
    );
  });
});
