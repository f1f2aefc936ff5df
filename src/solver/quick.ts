/**
 * Quick tricks: a lower bound on the tricks the side on lead takes by cashing winners at once, as DDS's
 * QuickTricks does (more simply). For the leader, each suit counts its top cards held by the leader alone (all the
 * remaining cards when the opponents and partner run out first, in notrump or the trump suit); in a side suit of
 * a trump contract, no more rounds than an opponent holding trumps can follow. Then, when the leader can reach
 * partner's top card, the same count from partner's hand is added (the leader's winners cashed first; partner
 * discards what he does not need, and has at most all the tricks left). The top cards counted are written as the node's
 * relevant ranks, so that a cutoff on this bound is valid for every position with the same lengths and owners of
 * those cards (partition search).
 */
import { POPCOUNT } from './bits.js';
import type { Engine } from './engine.js';

/**
 * Tricks `leader` cashes with `leader` keeping the lead; writes the top cards used into e.wr[out..out+3] and the
 * tricks of each suit into e.quick[at..at+3].
 */
function cashFrom(e: Engine, leader: number, out: number, at: number, entryCheck: number): number {
  const hands = e.hands;
  const trump = e.trump;
  const p = leader ^ 2;
  const o1 = (leader + 1) & 3;
  const o2 = (leader + 3) & 3;
  const noRuff = trump === 4 || (hands[o1 * 4 + trump] === 0 && hands[o2 * 4 + trump] === 0);
  let total = 0;
  let entry = entryCheck < 0;
  for (let s = 0; s < 4; s++) {
    const x = hands[leader * 4 + s]!;
    e.wr[out + s] = 0;
    e.quick[at + s] = 0;
    if (x === 0) continue;
    const others = e.all[s]! & ~x;
    let top: number;
    if (others === 0) top = x;
    else top = x & ~((1 << (32 - Math.clz32(others))) - 1);
    if (top === 0) continue;
    const t = POPCOUNT[top]!;
    const l1 = POPCOUNT[hands[o1 * 4 + s]!]!;
    const l2 = POPCOUNT[hands[o2 * 4 + s]!]!;
    let n = t;
    if (noRuff || s === trump) {
      if (t >= l1 && t >= l2 && POPCOUNT[hands[p * 4 + s]!]! <= t) n = POPCOUNT[x]!;
    } else {
      if (hands[o1 * 4 + trump] !== 0 && l1 < n) n = l1;
      if (hands[o2 * 4 + trump] !== 0 && l2 < n) n = l2;
    }
    if (n === 0) continue;
    if (!entry && hands[entryCheck * 4 + s] !== 0) entry = true;
    e.wr[out + s] = top & -top;
    e.quick[at + s] = n;
    total += n;
  }
  return entry ? total : 0;
}

/**
 * Quick tricks of the side on lead at the trick start of `ply`; the relevant cards go to e.wr at ply. When the
 * leader's own winners give the side the `required` tricks, only the suits needed for them stay relevant.
 */
export function quickTricks(e: Engine, ply: number, required: number): number {
  const out = ply * 4;
  const leader = e.lead;
  const q = cashFrom(e, leader, out, 0, -1);
  if (q >= required) {
    let sum = 0;
    for (let s = 0; s < 4; s++) {
      if (sum >= required) e.wr[out + s] = 0;
      else sum += e.quick[s]!;
    }
    return q < e.tricksLeft ? q : e.tricksLeft;
  }
  // then partner's winners, reached by a suit where partner's winner takes the first round (the suits of the
  // two hands' winners are apart: each suit's top card is in one hand)
  const scratch = (ply + 1) * 4;
  const qp = cashFrom(e, leader ^ 2, scratch, 4, leader);
  if (qp === 0) return q;
  for (let s = 0; s < 4; s++) e.wr[out + s] = e.wr[out + s]! | e.wr[scratch + s]!;
  const sum = q + qp;
  return sum < e.tricksLeft ? sum : e.tricksLeft;
}

/**
 * Later tricks (after DDS's LaterTricks idea): the top trumps of one side each win a trick some time — nobody can
 * beat them, and every card is played in the end — so the side takes at least as many tricks as either of its
 * hands holds of its unbroken run of top trumps. Writes the run's lowest card as the relevant card (at ply).
 */
export function sureTrumpTricks(e: Engine, side: number, ply: number): number {
  const trump = e.trump;
  if (trump === 4) return 0;
  const a = e.hands[side * 4 + trump]!;
  const b = e.hands[(side + 2) * 4 + trump]!;
  const ours = a | b;
  if (ours === 0) return 0;
  const others = e.all[trump]! & ~ours;
  const run = others === 0 ? ours : ours & ~((1 << (32 - Math.clz32(others))) - 1);
  if (run === 0) return 0;
  const na = POPCOUNT[run & a]!;
  const nb = POPCOUNT[run & b]!;
  const out = ply * 4;
  e.wr[out] = 0;
  e.wr[out + 1] = 0;
  e.wr[out + 2] = 0;
  e.wr[out + 3] = 0;
  e.wr[out + trump] = run & -run;
  return na > nb ? na : nb;
}
