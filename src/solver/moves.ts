/**
 * Move generation with card equivalence and ordering weights.
 *
 * Equivalence: of a run of cards in one hand with no other hand's card between them (counting the cards still
 * held and those on the table in this trick), only the top one is generated — they are worth the same. The
 * leader's ordering weights are in lead-weights.ts. The others' follow DDS's move-ordering ideas, simplified: second
 * hand plays low unless it can win for sure; third and fourth hand win as cheaply as possible unless partner
 * already wins; a void hand ruffs when that wins and partner does not, and otherwise discards low from long suits.
 */
import { POPCOUNT } from './bits.js';
import type { Engine } from './engine.js';
import { leadWeights } from './lead-weights.js';

/** Writes the representative cards of holding x into e.moves from index i; returns the next free index. */
function addSuit(e: Engine, i: number, s: number, x: number, allS: number): number {
  const moves = e.moves;
  for (let y = x; y !== 0;) {
    const r = 31 - Math.clz32(y);
    const c = 1 << r;
    y ^= c;
    const above = allS & ~((c << 1) - 1);
    const next = above & -above;
    if (next !== 0 && (next & x) !== 0) continue;
    moves[i++] = (s << 4) | r;
  }
  return i;
}

/** The highest card of the hand playing after this one in suit s (0 if void). */
function nextHigh(e: Engine, seat: number, s: number): number {
  const x = e.hands[seat * 4 + s]!;
  return x === 0 ? 0 : 1 << (31 - Math.clz32(x));
}

function followWeights(e: Engine, base: number, n: number, h: number): void {
  const pos = e.pos;
  const trump = e.trump;
  const led = e.plySuit[base / 16 - pos]!;
  const winnerSeat = (e.lead + e.winPos) & 3;
  const partnerWins = winnerSeat === (h ^ 2);
  const nextSeat = (h + 1) & 3;
  for (let i = base; i < base + n; i++) {
    const m = e.moves[i]!;
    const s = m >> 4;
    const r = m & 15;
    const c = 1 << r;
    const beats = s === e.winSuit ? c > e.winBit : s === trump;
    let w: number;
    if (s === led) {
      // is the trick ours for sure if we play c (or is partner's card sure)?
      const nh = pos === 3 ? 0 : nextHigh(e, nextSeat, led);
      const nextRuffs = pos < 3 && nh === 0 && trump !== 4 && led !== trump && e.hands[nextSeat * 4 + trump] !== 0;
      if (partnerWins && (pos === 3 || (!nextRuffs && e.winSuit === led && e.winBit > nh))) w = 50 - r;
      else if (beats && (pos === 3 || (!nextRuffs && (e.winSuit !== led || c > nh)))) w = 60 - r;
      else if (beats && pos === 2) w = 20 + r;
      else w = 10 - r;
    } else if (s === trump) {
      w = partnerWins ? -20 - r : beats ? 55 - r : -30 - r;
    } else {
      const x = e.hands[h * 4 + s]!;
      w = 20 + POPCOUNT[x]! * 3 - r;
      if ((e.all[s]! & ~x) < c) w -= 25;
    }
    e.weights[i] = w;
  }
}

/** Generates the moves of seat h at ply (with weights); returns how many. */
export function generate(e: Engine, ply: number, h: number): number {
  const base = ply * 16;
  const pos = e.pos;
  let i = base;
  if (pos > 0) {
    const led = e.plySuit[ply - pos]!;
    const x = e.hands[h * 4 + led]!;
    if (x !== 0) {
      let allS = e.all[led]!;
      for (let k = ply - pos; k < ply; k++) if (e.plySuit[k] === led) allS |= e.plyBit[k]!;
      i = addSuit(e, i, led, x, allS);
      if (i - base > 1) followWeights(e, base, i - base, h);
      return i - base;
    }
  }
  for (let s = 0; s < 4; s++) {
    const x = e.hands[h * 4 + s]!;
    if (x === 0) continue;
    let allS = e.all[s]!;
    for (let k = ply - pos; k < ply; k++) if (e.plySuit[k] === s) allS |= e.plyBit[k]!;
    i = addSuit(e, i, s, x, allS);
  }
  if (pos === 0) leadWeights(e, ply, base, i - base, h);
  else followWeights(e, base, i - base, h);
  return i - base;
}
