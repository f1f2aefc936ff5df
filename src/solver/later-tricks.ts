/**
 * Later tricks (after DDS's LaterTricks and the ends of its QuickTricks): rules that show, at a trick start, that a
 * side surely takes a trick or some tricks later on, or surely cannot take them all — from the top trumps, the
 * lengths, or the owners of the suits' top cards. Each writes the cards it relied on as the node's relevant ranks
 * (at ply), so that a cutoff on it is valid for every position with the same lengths and owners of those cards.
 */
import { KTH_TOP, POPCOUNT } from './bits.js';
import { ownerOf, type Engine } from './engine.js';

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
  // the opponents hold no trumps: every trump of the longer hand wins a trick, whatever the ranks (the lengths say so)
  if (others === 0) return na > nb ? na : nb;
  e.wr[out + trump] = run & -run;
  let n = na > nb ? na : nb;
  // the top two trumps in different hands, one of them with another trump: they never fall on one trick
  if (n < 2 && na === 1 && nb === 1 && (POPCOUNT[a]! > 1 || POPCOUNT[b]! > 1)) n = 2;
  return n;
}

/**
 * After DDS's LaterTricks: `side` surely takes a trick when the opponents hold the top trump and one of the side's
 * hands holds the second-best trump with another trump, when that hand plays just after the top trump's (it is never
 * forced to play it under the top one) or the side also holds the third-best trump (the top one takes only one of
 * them). Writes the lowest of those top trumps as the relevant card at ply.
 */
export function guardedSecondTrump(e: Engine, side: number, ply: number): boolean {
  const trump = e.trump;
  if (trump === 4) return false;
  if (POPCOUNT[e.all[trump]!]! < 3) return false;
  const top = ownerOf(e, trump, 1);
  const second = ownerOf(e, trump, 2);
  if ((top & 1) === side || (second & 1) !== side || POPCOUNT[e.hands[second * 4 + trump]!]! < 2) return false;
  let k = 2;
  if (second !== ((top + 1) & 3)) {
    // or the side holds the third-best trump too: the top one takes only one of them
    if ((ownerOf(e, trump, 3) & 1) !== side) return false;
    k = 3;
  }
  const out = ply * 4;
  e.wr[out] = 0;
  e.wr[out + 1] = 0;
  e.wr[out + 2] = 0;
  e.wr[out + 3] = 0;
  e.wr[out + trump] = KTH_TOP[e.all[trump]! * 16 + k]!;
  return true;
}

/**
 * When the side on lead needs every remaining trick (after DDS's LaterTricks, in notrump or with no trumps left):
 * it cannot have them when the opponents hold the top card of a suit and the side's own suits (those whose top
 * card it holds) give fewer rounds than the tricks left — each suit at most as many rounds as the side's longer
 * hand holds. Writes the opponents' top cards as the relevant cards at ply; true when the side falls short.
 */
export function leaderFallsShort(e: Engine, ply: number): boolean {
  const trump = e.trump;
  if (trump !== 4 && e.all[trump] !== 0) return false;
  const hands = e.hands;
  const side = e.lead & 1;
  let sum = 0;
  let theirs = false;
  for (let s = 0; s < 4; s++) {
    const all = e.all[s]!;
    if (all === 0) continue;
    const top = 1 << (31 - Math.clz32(all));
    const a = hands[side * 4 + s]!;
    const b = hands[(side + 2) * 4 + s]!;
    if (((a | b) & top) !== 0) {
      const na = POPCOUNT[a]!;
      const nb = POPCOUNT[b]!;
      sum += na > nb ? na : nb;
    } else theirs = true;
  }
  if (!theirs || sum === 0 || sum >= e.tricksLeft) return false;
  const out = ply * 4;
  for (let s = 0; s < 4; s++) {
    const all = e.all[s]!;
    const top = all === 0 ? 0 : 1 << (31 - Math.clz32(all));
    const mine = hands[side * 4 + s]! | hands[(side + 2) * 4 + s]!;
    // an opponent's top card matters unless that hand alone holds the suit (the lengths say so)
    e.wr[out + s] = top === 0 || (mine & top) !== 0 || alone(e, s, top) ? 0 : top;
  }
  return true;
}

/**
 * In notrump (or with no trumps left): the leader loses the current trick when an opponent holds the top card of
 * every suit the leader holds (the opponents win it whatever is led). Writes those top cards as the relevant cards.
 */
export function leaderLosesTrick(e: Engine, ply: number): boolean {
  const trump = e.trump;
  if (trump !== 4 && e.all[trump] !== 0) return false;
  const lead = e.lead;
  for (let s = 0; s < 4; s++) {
    if (e.hands[lead * 4 + s] === 0) continue;
    if ((ownerOf(e, s, 1) & 1) === (lead & 1)) return false;
  }
  const out = ply * 4;
  for (let s = 0; s < 4; s++) e.wr[out + s] = e.hands[lead * 4 + s] === 0 ? 0 : 1 << (31 - Math.clz32(e.all[s]!));
  return true;
}

/**
 * After DDS's QuickTricks: the side on lead surely takes a trick by a ruff when the leader holds a side suit that
 * partner is void in, partner holds a trump, and each opponent follows to that suit or has no trump (the lengths
 * alone say so: no card is relevant).
 */
export function partnerRuffs(e: Engine, ply: number): boolean {
  const trump = e.trump;
  if (trump === 4) return false;
  const hands = e.hands;
  const h = e.lead;
  const p = h ^ 2;
  if (hands[p * 4 + trump] === 0) return false;
  const o1 = (h + 1) & 3;
  const o2 = (h + 3) & 3;
  for (let s = 0; s < 4; s++) {
    if (s === trump || hands[h * 4 + s] === 0 || hands[p * 4 + s] !== 0) continue;
    if ((hands[o1 * 4 + s] !== 0 || hands[o1 * 4 + trump] === 0) && (hands[o2 * 4 + s] !== 0 || hands[o2 * 4 + trump] === 0)) {
      const out = ply * 4;
      e.wr[out] = 0;
      e.wr[out + 1] = 0;
      e.wr[out + 2] = 0;
      e.wr[out + 3] = 0;
      return true;
    }
  }
  return false;
}

/** Whether the hand holding `top` holds every card of suit s still in play. */
function alone(e: Engine, s: number, top: number): boolean {
  for (let h = 0; h < 4; h++) {
    const x = e.hands[h * 4 + s]!;
    if ((x & top) !== 0) return x === e.all[s];
  }
  return false;
}
