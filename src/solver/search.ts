/**
 * The alpha-beta search on a trick target (a null-window test): does North–South's side take at least
 * `e.target` tricks from the root? At every trick start, the checks of trick-start.ts (the target reached or out of
 * reach, the last trick, quick and later tricks, the transposition table). At second hand: the tricks that hand's
 * side surely takes, the current trick first; at third hand: a side that needs only this trick and surely wins it.
 * Within a trick: the generated moves (equivalent cards once) in order of their weights, best first (selection sort
 * as we go); at a trick start the transposition table's move (of the last table cutoff at that ply, else of the
 * entry the position matched) and the last cutoff move at that ply come first. Once a card that lies below every
 * relevant card of its own search was tried, the hand's other cards of that suit below those relevant cards are
 * skipped (as DDS does): the positions agree on every card that decided the value.
 *
 * Each node leaves in e.wr (4 suits at its ply) the cards its value depended on; a node's set is the union of
 * its children's when it fails and the winning child's when it succeeds, plus — when a trick was won by a card
 * that beat another card of its suit — the winner and the run of equivalent cards below it in the same hand (not
 * only the winner: whether that hand could have played under a card on the table is a matter of those ranks). A
 * trick-start node stores its bound with, for each suit, the number of top cards down to the lowest relevant card.
 */
import { POPCOUNT } from './bits.js';
import type { Engine } from './engine.js';
import { generate } from './moves.js';
import { secondHandTricks, thirdHandWinner } from './in-trick.js';
import { storeNode, trickStart, UNKNOWN } from './trick-start.js';

/** The null-window search from `ply`: true when North–South reach e.target. */
export function search(e: Engine, ply: number): boolean {
  e.nodes++;
  const pos = e.pos;
  if (pos === 0) {
    const r = trickStart(e, ply);
    if (r !== UNKNOWN) return r === 1;
  }
  const hand = (e.lead + pos) & 3;
  if (pos === 1) {
    // the second hand's side needs no more tricks than it surely takes (the current one first)
    const need = e.target - e.wonNS;
    const required = (hand & 1) === 0 ? need : e.tricksLeft - need + 1;
    // (with trumps it counts the current trick only)
    if ((required <= 1 || e.trump === 4) && secondHandTricks(e, ply, hand, required) >= required) return (hand & 1) === 0;
  } else if (pos === 2) {
    // a side that needs only this trick and surely wins it
    const need = e.target - e.wonNS;
    if (need <= 1 || e.tricksLeft - need < 1) {
      const side = thirdHandWinner(e, ply);
      if (side === 0 && need <= 1) return true;
      if (side === 1 && e.tricksLeft - need < 1) return false;
    }
  }
  const maxNode = (hand & 1) === 0;
  const n = generate(e, ply, hand);
  const base = ply * 16;
  let bestMove = -1;
  const out = ply * 4;
  const child = out + 4;
  const wr = e.wr;
  wr[out] = 0;
  wr[out + 1] = 0;
  wr[out + 2] = 0;
  wr[out + 3] = 0;
  let value = !maxNode;
  // per suit, once a card below every relevant card of its own search was tried: that lowest relevant card (the
  // cards below it are worth the same as the one tried)
  let lim0 = 0,
    lim1 = 0,
    lim2 = 0,
    lim3 = 0;
  for (let i = 0; i < n; i++) {
    // selection: the best remaining move to the front
    let best = base + i;
    let bw = e.weights[best]!;
    for (let j = best + 1; j < base + n; j++) {
      if (e.weights[j]! > bw) {
        bw = e.weights[j]!;
        best = j;
      }
    }
    const m = e.moves[best]!;
    if (best !== base + i) {
      e.moves[best] = e.moves[base + i]!;
      e.weights[best] = e.weights[base + i]!;
      e.moves[base + i] = m;
    }
    const s = m >> 4;
    const bit = 1 << (m & 15);
    const lim = s === 0 ? lim0 : s === 1 ? lim1 : s === 2 ? lim2 : lim3;
    if (bit < lim) continue;
    const v = tryMove(e, ply, hand, s, bit);
    if (v === maxNode) {
      bestMove = m;
      e.killers[ply] = m;
      wr[out] = wr[child]!;
      wr[out + 1] = wr[child + 1]!;
      wr[out + 2] = wr[child + 2]!;
      wr[out + 3] = wr[child + 3]!;
      value = v;
      break;
    }
    if (lim === 0) {
      const w = wr[child + s]!;
      const low = w === 0 ? 8192 : w & -w;
      if (bit < low) {
        if (s === 0) lim0 = low;
        else if (s === 1) lim1 = low;
        else if (s === 2) lim2 = low;
        else lim3 = low;
      }
    }
    wr[out] = wr[out]! | wr[child]!;
    wr[out + 1] = wr[out + 1]! | wr[child + 1]!;
    wr[out + 2] = wr[out + 2]! | wr[child + 2]!;
    wr[out + 3] = wr[out + 3]! | wr[child + 3]!;
  }
  if (pos === 0) storeNode(e, ply, value, bestMove);
  return value;
}

/** The lowest card of the run of `seat`'s cards in suit s directly below `bit` (with no other hand's card between). */
function sequenceLow(e: Engine, seat: number, s: number, bit: number, table: number): number {
  const x = e.hands[seat * 4 + s]!;
  const others = ((e.all[s]! & ~x) | table) & ~bit & (bit - 1);
  let run = x & (bit - 1);
  if (others !== 0) run &= ~((1 << (32 - Math.clz32(others))) - 1);
  return run === 0 ? bit : run & -run;
}

/** Plays card (s, bit) of seat h at ply, searches the child and takes the card back. */
function tryMove(e: Engine, ply: number, h: number, s: number, bit: number): boolean {
  const pos = e.pos;
  const sWinPos = e.winPos;
  const sWinSuit = e.winSuit;
  const sWinBit = e.winBit;
  // the card leaves its suit's owners code (2 bits at its place among the cards still held)
  const at = 2 * POPCOUNT[e.all[s]! & (bit - 1)]!;
  const code = e.code[s]!;
  e.code[s] = (code & ((1 << at) - 1)) | ((code >>> (at + 2)) << at);
  e.hands[h * 4 + s]! ^= bit;
  e.all[s]! ^= bit;
  const shift = ((s & 1) * 4 + h) * 4;
  if (s < 2) e.lenA = (e.lenA - (1 << shift)) | 0;
  else e.lenB = (e.lenB - (1 << shift)) | 0;
  e.recordPlay(ply, pos, s, bit);
  let v: boolean;
  const table = e.table;
  if (pos === 3) {
    const sLead = e.lead;
    const winner = (sLead + e.winPos) & 3;
    if ((winner & 1) === 0) e.wonNS++;
    e.lead = winner;
    e.pos = 0;
    e.tricksLeft--;
    const t0 = table[0]!,
      t1 = table[1]!,
      t2 = table[2]!,
      t3 = table[3]!;
    table[0] = 0;
    table[1] = 0;
    table[2] = 0;
    table[3] = 0;
    v = search(e, ply + 1);
    table[0] = t0;
    table[1] = t1;
    table[2] = t2;
    table[3] = t3;
    // a win by rank over another card of the suit: the winner and its sequence matter (as DDS's trickCards)
    const ws = e.winSuit;
    const cards = (ws === 0 ? t0 : ws === 1 ? t1 : ws === 2 ? t2 : t3) | (s === ws ? bit : 0);
    if ((cards & (cards - 1)) !== 0) e.wr[(ply + 1) * 4 + ws]! |= sequenceLow(e, winner, ws, e.winBit, cards);
    e.tricksLeft++;
    e.pos = 3;
    e.lead = sLead;
    if ((winner & 1) === 0) e.wonNS--;
  } else {
    e.pos = pos + 1;
    table[s] = table[s]! | bit;
    v = search(e, ply + 1);
    table[s] = table[s]! ^ bit;
    e.pos = pos;
  }
  e.hands[h * 4 + s]! ^= bit;
  e.all[s]! ^= bit;
  e.code[s] = code;
  if (s < 2) e.lenA = (e.lenA + (1 << shift)) | 0;
  else e.lenB = (e.lenB + (1 << shift)) | 0;
  e.plySuit[ply] = s;
  e.winPos = sWinPos;
  e.winSuit = sWinSuit;
  e.winBit = sWinBit;
  return v;
}
