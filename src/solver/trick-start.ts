/**
 * The search's checks at a trick start (search.ts calls them before it tries any card): the target already reached
 * or out of reach, the last trick played out directly, quick tricks of the side on lead (quick.ts), the later
 * tricks of either side (later-tricks.ts: top trumps, trumps against a side without any, a guarded second-best
 * trump, a side that needs every trick but cannot have them, a ruff by partner), and bounds on the remaining tricks
 * from the transposition table (keyed on relative ranks with only the relevant top cards — partition search; asked
 * first when many tricks are left). And the store of a searched trick start's bound in the table.
 */
import { KTH_TOP, POPCOUNT } from './bits.js';
import type { Engine } from './engine.js';
import { guardedSecondTrump, leaderFallsShort, leaderLosesTrick, partnerRuffs, sureTrumpTricks } from './later-tricks.js';
import { packWords } from './tt.js';
import { mayCash, quickTricks } from './quick.js';

/** A check's answer when it does not decide (else 1: target reached, 0: out of reach). */
export const UNKNOWN = 2;

/** The last trick: every hand holds one card. */
function lastTrick(e: Engine, ply: number): boolean {
  const hands = e.hands;
  const trump = e.trump;
  let winSeat = e.lead;
  let ws = 0;
  while (hands[winSeat * 4 + ws] === 0) ws++;
  let wb = hands[winSeat * 4 + ws]!;
  for (let k = 1; k < 4; k++) {
    const seat = (e.lead + k) & 3;
    let s = 0;
    while (hands[seat * 4 + s] === 0) s++;
    const b = hands[seat * 4 + s]!;
    if ((s === ws && b > wb) || (s === trump && ws !== trump)) {
      wb = b;
      ws = s;
      winSeat = seat;
    }
  }
  const out = ply * 4;
  e.wr[out] = 0;
  e.wr[out + 1] = 0;
  e.wr[out + 2] = 0;
  e.wr[out + 3] = 0;
  // the winning card's rank matters only against an opponent's card of its suit (over partner's the side wins anyway)
  if (hands[((winSeat + 1) & 3) * 4 + ws] !== 0 || hands[((winSeat + 3) & 3) * 4 + ws] !== 0) e.wr[out + ws] = wb;
  return e.wonNS + ((winSeat & 1) === 0 ? 1 : 0) >= e.target;
}

/** Trick-start cutoffs; returns 1 (target reached), 0 (out of reach) or UNKNOWN. */
export function trickStart(e: Engine, ply: number): number {
  const need = e.target - e.wonNS;
  const out = ply * 4;
  if (need <= 0 || need > e.tricksLeft) {
    e.wr[out] = 0;
    e.wr[out + 1] = 0;
    e.wr[out + 2] = 0;
    e.wr[out + 3] = 0;
    return need <= 0 ? 1 : 0;
  }
  if (e.tricksLeft === 1) return lastTrick(e, ply) ? 1 : 0;
  // deep in the tree the table answers most positions: ask it before counting quick tricks (as DDS does)
  if (e.tricksLeft >= TABLE_FIRST) {
    const hit = lookUp(e, ply, need);
    if (hit !== UNKNOWN) return hit;
    return sureTricks(e, ply, need);
  }
  const r = sureTricks(e, ply, need);
  return r !== UNKNOWN ? r : lookUp(e, ply, need);
}

/** Tricks from this trick start at positions with at least this many tricks left: the table is asked first. */
const TABLE_FIRST = 6;

/** Quick tricks of the side on lead and sure trump tricks of either side: 1, 0 or UNKNOWN. */
function sureTricks(e: Engine, ply: number, need: number): number {
  // the tricks the side on lead still needs to reach (NS) or to defeat (EW) the target
  const required = (e.lead & 1) === 0 ? need : e.tricksLeft - need + 1;
  const q = mayCash(e, required) ? quickTricks(e, ply, required) : 0;
  if ((e.lead & 1) === 0) {
    if (q >= need) return 1;
    if (e.tricksLeft - sureTrumpTricks(e, 1, ply) < need) return 0;
    if (sureTrumpTricks(e, 0, ply) >= need) return 1;
    if (need === e.tricksLeft && (leaderFallsShort(e, ply) || guardedSecondTrump(e, 1, ply) || leaderLosesTrick(e, ply))) return 0;
    if (need === 1 && partnerRuffs(e, ply)) return 1;
  } else {
    if (e.tricksLeft - q < need) return 0;
    if (sureTrumpTricks(e, 0, ply) >= need) return 1;
    if (e.tricksLeft - sureTrumpTricks(e, 1, ply) < need) return 0;
    if (need === 1 && (leaderFallsShort(e, ply) || guardedSecondTrump(e, 0, ply) || leaderLosesTrick(e, ply))) return 1;
    if (need === e.tricksLeft && partnerRuffs(e, ply)) return 0;
  }
  return UNKNOWN;
}

/** The transposition table's answer (1 or 0, with the relevant cards at ply) or UNKNOWN; leaves the table's words at ply. */
function lookUp(e: Engine, ply: number, need: number): number {
  const out = ply * 4;
  const split = tableWords(e, out);
  e.splits[ply] = split;
  const hit = e.tt.probe(e.lenA, e.lenB, e.lead, e.words, out, need, splitOwner(e, out, split));
  if (hit < 0) return UNKNOWN;
  const ks = e.tt.hitKs;
  if (e.tt.hitMove >= 0) e.ttMoves[ply] = e.tt.hitMove;
  for (let s = 0; s < 4; s++) {
    const k = (ks >> (s * 4)) & 15;
    e.wr[out + s] = KTH_TOP[e.all[s]! * 16 + k]!;
  }
  return hit;
}

/**
 * Writes the table's words of the position (tt.ts packWords) at e.words[out..]; returns the suit with the most cards
 * in play (the lowest such suit): its top card's owner splits a key's entries into runs (see tt.ts).
 */
function tableWords(e: Engine, out: number): number {
  const code = e.code;
  const all = e.all;
  const n0 = POPCOUNT[all[0]!]!;
  const n1 = POPCOUNT[all[1]!]!;
  const n2 = POPCOUNT[all[2]!]!;
  const n3 = POPCOUNT[all[3]!]!;
  packWords(e.words, out, code[0]! << (26 - 2 * n0), code[1]! << (26 - 2 * n1), code[2]! << (26 - 2 * n2), code[3]! << (26 - 2 * n3));
  let split = 0;
  let most = n0;
  if (n1 > most) {
    most = n1;
    split = 1;
  }
  if (n2 > most) {
    most = n2;
    split = 2;
  }
  return n3 > most ? 3 : split;
}

/** The owner of the top card of suit `split`, from the words at e.words[out] (0 for a suit with no cards). */
function splitOwner(e: Engine, out: number, split: number): number {
  return (e.words[out]! >>> (8 * split + 6)) & 3;
}

/**
 * Stores the trick-start node's result, the relevant cards as top-card counts. lookUp was asked at this node before
 * it was searched, so its words and split suit are at ply already (the nodes below write theirs further on).
 */
export function storeNode(e: Engine, ply: number, value: boolean, move: number): void {
  const out = ply * 4;
  const need = e.target - e.wonNS;
  let ks = 0;
  for (let s = 0; s < 4; s++) {
    const w = e.wr[out + s]!;
    if (w === 0) continue;
    const low = w & -w;
    const all = e.all[s]!;
    ks |= POPCOUNT[all & ~(low - 1)]! << (s * 4);
  }
  const split = e.splits[ply]!;
  const owner = splitOwner(e, out, split);
  if (value) e.tt.store(e.lenA, e.lenB, e.lead, e.words, out, ks, need, e.tricksLeft, move, split, owner);
  else e.tt.store(e.lenA, e.lenB, e.lead, e.words, out, ks, 0, need - 1, move, split, owner);
}
