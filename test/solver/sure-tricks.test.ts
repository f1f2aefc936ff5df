/**
 * The sure-trick rules that end a search early (later-tricks.ts, quick.ts, in-trick.ts), one table a rule: whether the rule fires on a position,
 * the cards it leaves as relevant (the transposition table keys its entry on them), and — where it fires — that an
 * exact solve of the position agrees with what the rule claims.
 */
import { describe, expect, it } from 'vitest';
import { parsePbnDeal, solvePosition, type Seat, type Strain } from '../../src/solver/index.js';
import { Engine } from '../../src/solver/engine.js';
import { guardedSecondTrump, leaderLosesTrick, partnerRuffs, sureTrumpTricks } from '../../src/solver/later-tricks.js';
import { secondHandTricks, thirdHandWinner } from '../../src/solver/in-trick.js';
import { mayCash, quickTricks } from '../../src/solver/quick.js';

const RANKS = '23456789TJQKA';

function holdingsOf(pbn: string): readonly number[] {
  const d = parsePbnDeal(pbn, { partial: true });
  if (!d.ok) throw new Error(d.error);
  return d.deal.holdings;
}

/** An engine at a trick start of the position (strain 0..4 = S H D C N, leader 0..3 = N E S W). */
function at(pbn: string, strain: number, leader: number): Engine {
  const e = new Engine(6);
  e.setup(holdingsOf(pbn), strain, leader, [], []);
  return e;
}

/** The relevant cards the rule wrote at `ply`, as "S:K H:A" (suits with none left out). */
function relevant(e: Engine, ply = 0): string {
  const out: string[] = [];
  for (let s = 0; s < 4; s++) {
    const w = e.wr[ply * 4 + s]!;
    if (w !== 0) out.push(`${'SHDC'[s]!}:${RANKS[31 - Math.clz32(w)]!}`);
  }
  return out.join(' ');
}

/** The exact tricks of `side` (0 NS, 1 EW) from the position. */
function exact(pbn: string, strain: number, leader: number, side: 0 | 1): number {
  return solvePosition({ holdings: holdingsOf(pbn), strain: strain as Strain, leader: leader as Seat, trick: [] }, side);
}

describe('the second-best trump guarded behind the top one (LaterTricks)', () => {
  it.each([
    ['K guarded just after the ace', 'N:A.32.. K4.4.. 3.65.. ..987.', 1, true, 'S:K'],
    ['the other side never', 'N:A.32.. K4.4.. 3.65.. ..987.', 0, false, ''],
    ['a bare king falls under the ace', 'N:A2.3.. K.4.2. 3.65.. ..987.', 1, false, ''],
    ['king before the ace, third trump with the side', 'N:A.32.. ..987. 3.65.. K4.4..', 1, true, 'S:4'],
    ['king before the ace, third trump with the ace side', 'N:A3.2.. ..987. 4.65.. K2.4..', 1, false, ''],
  ])('%s', (_name, pbn, side, fires, cards) => {
    const e = at(pbn, 0, 0);
    expect(guardedSecondTrump(e, side, 0)).toBe(fires);
    if (!fires) return;
    expect(relevant(e)).toBe(cards);
    expect(exact(pbn, 0, 0, side as 0 | 1)).toBeGreaterThanOrEqual(1);
  });
});

describe('a notrump leader whose every suit is topped by an opponent loses the trick', () => {
  it.each([
    ['E holds only suits the ace of which is with N', 'N:A.A.. 2.2.. K.K.. Q.Q..', 4, 1, true, 'S:A H:A'],
    ['N holds the tops', 'N:A.A.. 2.2.. K.K.. Q.Q..', 4, 0, false, ''],
    ['W as well', 'N:A.A.. 2.2.. K.K.. Q.Q..', 4, 3, true, 'S:A H:A'],
    ['a suit topped by partner is not lost', 'N:A.A.. 2.2.. K.K.. Q.Q..', 4, 2, false, ''],
    ['not while trumps are held', 'N:A.A.. 2.2.. K.K.. Q.Q..', 0, 1, false, ''],
  ])('%s', (_name, pbn, strain, leader, fires, cards) => {
    const e = at(pbn, strain, leader);
    expect(leaderLosesTrick(e, 0)).toBe(fires);
    if (!fires) return;
    expect(relevant(e)).toBe(cards);
    expect(exact(pbn, strain, leader, (leader & 1) as 0 | 1)).toBeLessThan(e.tricksLeft);
  });
});

describe('a ruff by partner that nobody can overruff', () => {
  it.each([
    ['the opponents follow', 'N:.32.. .54.. 2...2 .76..', 0, true],
    ['an opponent void in the suit with a trump', 'N:.32.. 3...3 2...2 .76..', 0, false],
    ['partner without trumps', 'N:.32.. .54.. ...32 .76..', 0, false],
    ['notrump', 'N:.32.. .54.. 2...2 .76..', 4, false],
  ])('%s', (_name, pbn, strain, fires) => {
    const e = at(pbn, strain, 0);
    expect(partnerRuffs(e, 0)).toBe(fires);
    if (!fires) return;
    // the lengths alone decide: no card is relevant
    expect(relevant(e)).toBe('');
    expect(exact(pbn, strain, 0, 0)).toBeGreaterThanOrEqual(1);
  });
});

describe('sure trump tricks', () => {
  it.each([
    ['opponents without trumps: the longer hand, no card relevant', 'N:32... .AK.. ..AK. ...AK', 0, 2, ''],
    ['the top run of one hand', 'N:AK... Q..2. 3..3. .32..', 0, 2, 'S:K'],
    ['top two split, one hand with another trump', 'N:A2... Q..3. K..2. .32..', 0, 2, 'S:K'],
    ['top two split, both bare: they may fall together', 'N:A..4. Q..3. K..2. .32..', 0, 1, 'S:K'],
    ['no top trump', 'N:2.A.. A..3. 3..2. .32..', 0, 0, ''],
  ])('%s', (_name, pbn, side, tricks, cards) => {
    const e = at(pbn, 0, 0);
    expect(sureTrumpTricks(e, side, 0)).toBe(tricks);
    expect(relevant(e)).toBe(cards);
    expect(exact(pbn, 0, 0, side as 0 | 1)).toBeGreaterThanOrEqual(tricks);
  });
});

describe('quick tricks of the leader and the cards they rely on', () => {
  // N: S AKQ2; the opponents' longest spades are four: three top tricks, the queen the lowest card that matters
  const tops = 'N:AKQ2... 543.2.. J6.3.2. T987...';
  // N holds every spade: no spade's rank matters (the lengths are in the table's key), only the ace of hearts
  const alone = 'N:432.A.. .KQ.32. .J9.54. .T8..76';
  it.each([
    ['three top spades, all three needed', tops, 4, 3, 3, 'S:Q'],
    ['two needed: the ace and the king only', tops, 4, 2, 3, 'S:K'],
    ['one needed: the ace only', tops, 4, 1, 3, 'S:A'],
    ['a suit held alone, and the ace of hearts', alone, 4, 4, 4, 'H:A'],
    ['a suit held alone is enough', alone, 4, 1, 4, ''],
    ['a suit held alone in a trump contract', alone, 0, 4, 4, 'H:A'],
    // N cashes the ace of spades and crosses to S's diamonds: of those, one trick (the ace) is needed
    ['partner needed for one trick: the top card only', 'N:A..2. 32... ..AK. 54...', 4, 2, 2, 'S:A D:A'],
    // N's spades win to the last once the other hands are out of them, after two rounds: the ace and king only matter
    ['a long suit: the top cards that draw the others', 'N:AKQ2... 54.32.. J.6.32. T9.54..', 4, 4, 4, 'S:K'],
    // N leads a spade towards S's ace-queen, East's king before them: two tricks whether East plays the king or not
    ['a finesse through the left-hand opponent', 'N:2.2.. K3... AQ... .43..', 4, 2, 2, 'S:Q'],
    ['no finesse through the right-hand opponent', 'N:2.2.. .43.. AQ... K3...', 4, 2, 1, 'S:A'],
    // N leads the two to S's ace, S leads back to N's king
    ["partner's ace, then back to the leader's king", 'N:K2... .32.. A3... .54..', 4, 2, 2, 'S:K'],
    ['not when partner cannot lead back', 'N:K2... .32.. A.4.. .65..', 4, 2, 1, 'S:A'],
  ])('%s', (_name, pbn, strain, required, tricks, cards) => {
    const e = at(pbn, strain, 0);
    expect(quickTricks(e, 0, required)).toBe(tricks);
    expect(relevant(e)).toBe(cards);
    expect(exact(pbn, strain, 0, 0)).toBeGreaterThanOrEqual(tricks);
  });

  // the bound that spares the count: each suit whose top card the side holds, at most the longer hand's length
  // (and in a side suit no more than an opponent with trumps follows); a row that fails on a bound one too low
  it.each([
    ['no top card on the side: nothing to cash', 'N:2.2.. AK... 3.3.. .AK..', 4, 1, false],
    ['the top spades, the longer hand three: three may be cashed', 'N:AK2... 543... QJ6... T98...', 4, 3, true],
    ['the top spades, the longer hand three: four may not', 'N:AK2... 543... QJ6... T98...', 4, 4, false],
    ["partner's top card counts, reached or not", 'N:2.2.. K3... AQ... .43..', 4, 2, true],
    ['side suits an opponent with trumps is void in: none', 'N:AK2... ..32.4 3.4.4. 54..5.', 3, 1, false],
    ['the trump suit itself: every round', 'N:...AK2 ..3.43 2..2.5 3...QJ', 3, 3, true],
    ['the trump suit itself: no more than the longer hand', 'N:...AK2 ..3.43 2..2.5 3...QJ', 3, 4, false],
  ])('%s', (_name, pbn, strain, required, may) => {
    const e = at(pbn, strain, 0);
    expect(mayCash(e, required)).toBe(may);
    // where it says no, the count falls short (the bound is never below it)
    if (!may) expect(quickTricks(e, 0, 13)).toBeLessThan(required);
  });

  it("never more than the tricks left, when partner must throw cards counted on the leader's winners", () => {
    // N counts the heart and three diamonds (ace, then the jack to S's queen); S, with diamonds only, ruffs the heart
    const pbn = 'N:.Q.AJ. 52.8.. ..Q54. A...85';
    const e = at(pbn, 2, 0);
    expect(quickTricks(e, 0, 13)).toBe(3);
    expect(exact(pbn, 2, 0, 0)).toBe(3);
  });
});

describe('third hand: the side that surely wins the trick, and the card that decides it', () => {
  // West has led the five of diamonds and North thrown the three of clubs; East and South to play. The five's rank
  // matters only against another diamond in the trick or in their hands.
  it.each([
    ['nobody else holds a diamond: the five wins whatever its rank', 'N:...4 A.A.. K.K.. .2..', ''],
    ['East holds a lower diamond: the five matters', 'N:...4 A..2. K.K.. .2..', 'D:5'],
  ])('%s', (_name, held, cards) => {
    const e = new Engine(6);
    e.setup(holdingsOf(held), 4, 3, [2, 3], [1 << RANKS.indexOf('5'), 1 << RANKS.indexOf('3')]);
    expect(thirdHandWinner(e, 2)).toBe(1);
    expect(relevant(e, 2)).toBe(cards);
  });
});

describe('second hand in notrump: the tricks its side surely takes, and the cards they rely on', () => {
  // East has led the seven of spades; South, second to play, wins with the nine and leads spades again.
  const SEVEN = 1 << RANKS.indexOf('7');
  it.each([
    // South holds every spade left: the four wins the next round by length, so only the nine (over the seven) matters
    ['a suit the hand holds alone: its rounds win by length', 'N:.KQ.. .A.. 94... ..AK.', 'S:9'],
    // West still holds a spade: the eight wins the next round over it, and its rank matters
    ['the second-best card when another hand holds the suit', 'N:.KQ.. .A.. 98... 5..A.', 'S:8'],
  ])('%s', (_name, held, cards) => {
    const e = new Engine(6);
    e.setup(holdingsOf(held), 4, 1, [0], [SEVEN]);
    expect(secondHandTricks(e, 1, 2, 2)).toBe(2);
    expect(relevant(e, 1)).toBe(cards);
    const position = { holdings: holdingsOf(held), strain: 4 as Strain, leader: 1 as Seat, trick: [{ suit: 0, rank: RANKS.indexOf('7') }] };
    expect(solvePosition(position, 0)).toBe(2);
  });
});
