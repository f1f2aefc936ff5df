/**
 * Property tests (fast-check) on small random positions: the solver equals a plain minimax over every legal card,
 * and its answers hold the symmetries of the game (rotating the seats, permuting the suits, the two sides'
 * tricks adding up to the tricks left); the quick tricks of a trick start are never more than the side on lead
 * takes, and the cards they name as relevant are enough (the same lengths with the lower cards dealt otherwise).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Solver, type Card, type Position, type Strain } from '../../src/solver/index.js';
import { Engine } from '../../src/solver/engine.js';
import { mayCash, quickTricks } from '../../src/solver/quick.js';

/** A shuffled pack: the 52 cards (suit * 13 + rank) in a random order. */
const packArb = fc.shuffledSubarray(
  Array.from({ length: 52 }, (_, i) => i),
  { minLength: 52, maxLength: 52 },
);

/** `n` cards a hand dealt round from the shuffled pack `order` (16 holdings, seat * 4 + suit). */
function dealFrom(order: readonly number[], n: number): number[] {
  const holdings = new Array<number>(16).fill(0);
  for (let i = 0; i < 4 * n; i++) {
    const c = order[i]!;
    holdings[(i % 4) * 4 + Math.floor(c / 13)]! |= 1 << (c % 13);
  }
  return holdings;
}

/** A random position: `n` cards a hand from a shuffled pack, a strain, a leader and 0..3 cards already played. */
const positionArb = fc
  .record({
    n: fc.integer({ min: 1, max: 4 }),
    order: packArb,
    strain: fc.integer({ min: 0, max: 4 }),
    leader: fc.integer({ min: 0, max: 3 }),
    played: fc.integer({ min: 0, max: 3 }),
    picks: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
  })
  .map(({ n, order, strain, leader, played, picks }) => {
    const holdings = dealFrom(order, n);
    const trick: Card[] = [];
    for (let k = 0; k < played; k++) {
      const seat = (leader + k) & 3;
      const led = trick[0]?.suit ?? -1;
      const legal = legalCards(holdings, seat, led);
      const c = legal[picks[k]! % legal.length]!;
      holdings[seat * 4 + c.suit]! &= ~(1 << c.rank);
      trick.push(c);
    }
    return { holdings, strain: strain as Strain, leader: leader as 0 | 1 | 2 | 3, trick } satisfies Position;
  });

function legalCards(holdings: readonly number[], seat: number, led: number): Card[] {
  const cards: Card[] = [];
  const follow = led >= 0 && holdings[seat * 4 + led] !== 0;
  for (let s = 0; s < 4; s++) {
    if (follow && s !== led) continue;
    for (let r = 0; r < 13; r++) if ((holdings[seat * 4 + s]! >> r) & 1) cards.push({ suit: s, rank: r });
  }
  return cards;
}

/** Plain minimax: tricks the side to move takes of the remaining ones. */
function bruteForce(holdings: number[], strain: number, leader: number, trick: Card[]): number {
  const seat = (leader + trick.length) & 3;
  if (trick.length === 4) {
    let best = 0;
    for (let i = 1; i < 4; i++) {
      const a = trick[best]!;
      const b = trick[i]!;
      if (b.suit === a.suit ? b.rank > a.rank : b.suit === strain) best = i;
    }
    const winner = (leader + best) & 3;
    if (holdings.every((x) => x === 0)) return 1;
    const rest = bruteForce(holdings, strain, winner, []);
    return 1 + rest; // the winner is on lead: its side is the side to move
  }
  if (trick.length === 0 && holdings.every((x) => x === 0)) return 0;
  let best = -1;
  for (const c of legalCards(holdings, seat, trick[0]?.suit ?? -1)) {
    holdings[seat * 4 + c.suit]! &= ~(1 << c.rank);
    trick.push(c);
    const total = remaining(holdings, trick.length);
    let mine: number;
    if (trick.length === 4) {
      const winnerSide = trickWinner(trick, strain, leader) & 1;
      const next = bruteForce(holdings, strain, leader, trick);
      mine = winnerSide === (seat & 1) ? next : total - next;
    } else {
      mine = total - bruteForce(holdings, strain, leader, trick); // the next seat is an opponent
    }
    trick.pop();
    holdings[seat * 4 + c.suit]! |= 1 << c.rank;
    if (mine > best) best = mine;
  }
  return best;
}

function trickWinner(trick: Card[], strain: number, leader: number): number {
  let best = 0;
  for (let i = 1; i < 4; i++) {
    const a = trick[best]!;
    const b = trick[i]!;
    if (b.suit === a.suit ? b.rank > a.rank : b.suit === strain) best = i;
  }
  return (leader + best) & 3;
}

/** Tricks left counting the current one. */
function remaining(holdings: readonly number[], onTable: number): number {
  let n = onTable;
  for (const x of holdings) for (let y = x; y !== 0; y &= y - 1) n++;
  return Math.ceil(n / 4);
}

function rotate(p: Position): Position {
  const holdings = new Array<number>(16);
  for (let seat = 0; seat < 4; seat++) for (let s = 0; s < 4; s++) holdings[((seat + 1) & 3) * 4 + s] = p.holdings[seat * 4 + s]!;
  return { ...p, holdings, leader: ((p.leader + 1) & 3) as 0 | 1 | 2 | 3 };
}

function permuteSuits(p: Position, perm: readonly number[]): Position {
  const holdings = new Array<number>(16);
  for (let seat = 0; seat < 4; seat++) for (let s = 0; s < 4; s++) holdings[seat * 4 + perm[s]!] = p.holdings[seat * 4 + s]!;
  const strain = (p.strain === 4 ? 4 : perm[p.strain]!) as Strain;
  return { ...p, holdings, strain, trick: p.trick.map((c) => ({ suit: perm[c.suit]!, rank: c.rank })) };
}

describe('solver properties', () => {
  const solver = new Solver({ ttBits: 14 });

  it('equals plain minimax on small positions', () => {
    fc.assert(
      fc.property(
        positionArb.filter((p) => remaining(p.holdings, p.trick.length) <= 3),
        (p) => {
          expect(solver.solvePosition(p)).toBe(bruteForce([...p.holdings], p.strain, p.leader, [...p.trick]));
        },
      ),
      { numRuns: 300, seed: 20260519 },
    );
  });

  it('rotating the seats by one changes nothing for the side to move', () => {
    fc.assert(
      fc.property(positionArb, (p) => {
        expect(solver.solvePosition(rotate(p))).toBe(solver.solvePosition(p));
      }),
      { numRuns: 200, seed: 7 },
    );
  });

  it('permuting the suits (and the trump with them) changes nothing', () => {
    fc.assert(
      fc.property(positionArb, fc.constantFrom([1, 0, 2, 3], [3, 2, 1, 0], [2, 3, 0, 1], [1, 2, 3, 0]), (p, perm) => {
        expect(solver.solvePosition(permuteSuits(p, perm))).toBe(solver.solvePosition(p));
      }),
      { numRuns: 200, seed: 11 },
    );
  });

  it("the two sides' tricks add up to the tricks left", () => {
    fc.assert(
      fc.property(positionArb, (p) => {
        const left = remaining(p.holdings, p.trick.length);
        expect(solver.solvePosition(p, 0) + solver.solvePosition(p, 1)).toBe(left);
      }),
      { numRuns: 200, seed: 13 },
    );
  });
});

/** The holdings with each suit's cards below `low[s]` dealt again to the same hands in another order (`picks`). */
function redealBelow(holdings: readonly number[], low: readonly number[], picks: readonly number[]): number[] {
  const out = [...holdings];
  for (let s = 0; s < 4; s++) {
    const ranks: number[] = [];
    const owners: number[] = [];
    for (let h = 0; h < 4; h++) {
      for (let r = 0; r < 13; r++) {
        if (1 << r < low[s]! && (out[h * 4 + s]! >> r) & 1) {
          ranks.push(r);
          owners.push(h);
          out[h * 4 + s]! &= ~(1 << r);
        }
      }
    }
    for (let i = owners.length - 1; i > 0; i--) {
      const j = picks[i % picks.length]! % (i + 1);
      [owners[i], owners[j]] = [owners[j]!, owners[i]!];
    }
    ranks.forEach((r, i) => (out[owners[i]! * 4 + s]! |= 1 << r));
  }
  return out;
}

describe('quick tricks at a trick start', () => {
  const solver = new Solver({ ttBits: 14 });
  const startArb = positionArb.filter((p) => p.trick.length === 0);

  it('are never more than the side on lead takes', () => {
    fc.assert(
      fc.property(startArb, (p) => {
        const e = new Engine(6);
        e.setup(p.holdings, p.strain, p.leader, [], []);
        expect(quickTricks(e, 0, 13)).toBeLessThanOrEqual(solver.solvePosition(p, (p.leader & 1) as 0 | 1));
      }),
      { numRuns: 3000, seed: 17 },
    );
  });

  it('are never above the bound that lets the search skip counting them (mayCash), in hands of any length', () => {
    const handsArb = fc.record({
      n: fc.integer({ min: 1, max: 13 }),
      order: packArb,
      strain: fc.integer({ min: 0, max: 4 }),
      leader: fc.integer({ min: 0, max: 3 }),
    });
    let counted = 0;
    fc.assert(
      fc.property(handsArb, ({ n, order, strain, leader }) => {
        const e = new Engine(6);
        e.setup(dealFrom(order, n), strain, leader, [], []);
        const q = quickTricks(e, 0, 13);
        if (q > 0) counted++;
        for (let required = 1; required <= q; required++) expect(mayCash(e, required)).toBe(true);
      }),
      { numRuns: 5000, seed: 23 },
    );
    // the property is about positions with quick tricks: most of the random ones have some
    expect(counted).toBeGreaterThan(2500);
  });

  it('name enough cards: a position alike in lengths and in those cards gives the side the tricks needed', () => {
    fc.assert(
      fc.property(startArb, fc.integer({ min: 1, max: 4 }), fc.array(fc.nat(), { minLength: 4, maxLength: 4 }), (p, required, picks) => {
        const e = new Engine(6);
        e.setup(p.holdings, p.strain, p.leader, [], []);
        if (quickTricks(e, 0, required) < required) return;
        const low = [0, 1, 2, 3].map((s) => (e.wr[s] === 0 ? 1 << 13 : e.wr[s]! & -e.wr[s]!));
        const other = { ...p, holdings: redealBelow(p.holdings, low, picks) };
        expect(solver.solvePosition(other, (p.leader & 1) as 0 | 1)).toBeGreaterThanOrEqual(required);
      }),
      { numRuns: 2000, seed: 19 },
    );
  });
});
