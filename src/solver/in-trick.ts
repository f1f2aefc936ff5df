/**
 * Sure tricks within a trick, at the second and third hands (the search asks them before trying any card there):
 * the tricks the second hand's side surely takes, and the side that surely wins the current trick whatever the
 * last two hands play. Each writes the cards it relied on as the node's relevant ranks (at ply).
 */
import { highBit, POPCOUNT } from './bits.js';
import type { Engine } from './engine.js';

/**
 * Second hand (after DDS's QuickTricksSecondHand): the tricks the side of the second hand surely takes from here
 * on — the current trick when that side can ruff and the hand after it cannot overruff, or when that side holds
 * the highest card of the suit led above the led card and the third hand's cards; in notrump also the second-best
 * card of the suit led (every card of it, by length, when that hand holds all of the suit still in play) and the top
 * cards of other suits in the hand that wins the trick (it leads next). Stops
 * counting at `required`; 0 when the current trick is not sure. Writes the cards counted as the relevant cards at ply.
 */
export function secondHandTricks(e: Engine, ply: number, hand: number, required: number): number {
  const hands = e.hands;
  const trump = e.trump;
  const led = e.plySuit[ply - 1]!;
  const ledBit = e.plyBit[ply - 1]!;
  const p = hand ^ 2;
  const third = (hand + 1) & 3;
  const out = ply * 4;
  e.wr[out] = 0;
  e.wr[out + 1] = 0;
  e.wr[out + 2] = 0;
  e.wr[out + 3] = 0;
  const mine = hands[hand * 4 + led]!;
  const partners = hands[p * 4 + led]!;
  const thirds = hands[third * 4 + led]!;
  const thirdRuffs = trump !== 4 && led !== trump && thirds === 0 && hands[third * 4 + trump] !== 0;
  if (trump !== 4 && led !== trump && ((mine === 0 && hands[hand * 4 + trump] !== 0) || (partners === 0 && hands[p * 4 + trump] !== 0))) {
    if (thirdRuffs) return 0;
    // the side ruffs and the third hand follows suit or has no trumps
  } else {
    const ours = mine | partners;
    if (ours <= ledBit || ours <= thirds || thirdRuffs) return 0;
    e.wr[out + led] = 1 << (31 - Math.clz32(ours));
  }
  if (required <= 1 || trump !== 4) return 1;
  // notrump: the hand with the highest card of the suit led wins the trick and leads the next one
  const hh = mine > partners ? hand : p;
  let q = 1;
  const held = hands[hh * 4 + led]!;
  const allLed = e.all[led]!;
  const top = highBit(allLed);
  const second = allLed === top ? 0 : highBit(allLed ^ top);
  if (held === allLed) {
    // the hand holds every card of the suit still in play: its other cards of it win by length, whatever their ranks
    q = POPCOUNT[held]!;
    if (q >= required) return q;
  } else if ((held & top) !== 0 && (held & second) !== 0) {
    q++;
    e.wr[out + led] = second;
    if (q >= required) return q;
  }
  for (let s = 0; s < 4; s++) {
    const x = hands[hh * 4 + s]!;
    if (s === led || x === 0) continue;
    const all = e.all[s]!;
    if (all === x) {
      q += POPCOUNT[x]!;
    } else {
      const top = 1 << (31 - Math.clz32(all));
      if ((x & top) === 0) continue;
      q++;
      e.wr[out + s] = top;
    }
    if (q >= required) return q;
  }
  return q;
}

/** The strongest card seat h may play to a trick led in `led` (suit << 4 | rank bit index), or -1 if it cannot win. */
function strongest(e: Engine, h: number, led: number): number {
  const x = e.hands[h * 4 + led]!;
  if (x !== 0) return (led << 4) | (31 - Math.clz32(x));
  const trump = e.trump;
  if (trump === 4) return -1;
  const t = e.hands[h * 4 + trump]!;
  return t === 0 ? -1 : (trump << 4) | (31 - Math.clz32(t));
}

/** Whether card a beats card b (both suit << 4 | rank index; a -1 never beats, anything beats -1). */
function beats(a: number, b: number, trump: number): boolean {
  if (a < 0) return false;
  if (b < 0) return true;
  const sa = a >> 4;
  return sa === b >> 4 ? (a & 15) > (b & 15) : sa === trump;
}

/**
 * Third hand: the side that surely wins the current trick whatever is played (0 North–South, 1 East–West), or -1.
 * Each hand's strongest legal card decides (its highest card of the suit led, or its highest trump when void):
 * the third hand's side wins when its best card after the third hand cannot be beaten by the fourth hand; the
 * fourth hand's side wins when the fourth hand beats the best the third hand's side can have, or when second
 * hand's card already wins and the third hand cannot beat it. Writes the deciding card as the relevant card at ply
 * (none when no other card of its suit is in the trick or in the two hands to play: it wins, or loses, whatever its rank).
 */
export function thirdHandWinner(e: Engine, ply: number): number {
  const trump = e.trump;
  const led = e.plySuit[ply - 2]!;
  const third = (e.lead + 2) & 3;
  const fourth = (e.lead + 3) & 3;
  const current = (e.winSuit << 4) | (31 - Math.clz32(e.winBit));
  const ours = e.winPos === 0;
  const best3 = strongest(e, third, led);
  const best4 = strongest(e, fourth, led);
  // the strongest card the third hand's side can hold after the third hand has played
  let c: number;
  let side: number;
  if (beats(best3, current, trump)) {
    c = best3;
    side = beats(best4, c, trump) ? fourth & 1 : third & 1;
  } else if (ours) {
    c = current;
    side = beats(best4, c, trump) ? fourth & 1 : third & 1;
  } else {
    // second hand's card wins and the third hand cannot beat it
    c = current;
    side = fourth & 1;
  }
  const out = ply * 4;
  e.wr[out] = 0;
  e.wr[out + 1] = 0;
  e.wr[out + 2] = 0;
  e.wr[out + 3] = 0;
  // the deciding card's rank matters only against another card of its suit in the trick or in the hands to play
  const cs = c >> 4;
  const cb = 1 << (c & 15);
  if (((e.table[cs]! | e.hands[third * 4 + cs]! | e.hands[fourth * 4 + cs]!) & ~cb) !== 0) e.wr[out + cs] = cb;
  return side;
}
