/**
 * Quick tricks: a lower bound on the tricks the side on lead takes by cashing winners at once, as DDS's
 * QuickTricks does (more simply). For the leader, each suit counts its top cards held by the leader alone (all the
 * remaining cards when the opponents and partner run out first, in notrump or the trump suit); in a side suit of
 * a trump contract, no more rounds than an opponent holding trumps can follow. Then, when the leader can reach
 * partner's top card, the same count from partner's hand is added (the leader's winners cashed first; partner
 * discards what he does not need, and has at most all the tricks left), with one round more in a suit where the
 * lead comes back to the leader's next card or where the leader finesses through the left-hand opponent (as DDS's
 * QuickTricksPartnerHand). The top cards counted are written as the node's relevant ranks, so that a cutoff on this
 * bound is valid for every position with the same lengths and owners of those cards (partition search): only as
 * many top cards as the tricks needed; of a suit that wins to the last card, only the top cards that draw the other
 * hands' cards (the rest win by length); and none of a suit the hand holds alone (the lengths, part of the table's
 * key, already say so; naming them would tie the table's entries to the exact cards of that suit).
 */
import { highBit, KTH_TOP, POPCOUNT } from './bits.js';
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
  let crossed = false;
  let finessed = false;
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
    const lp = POPCOUNT[hands[p * 4 + s]!]!;
    let n = t;
    let low = top & -top;
    if (noRuff || s === trump) {
      if (t >= l1 && t >= l2 && lp <= t) {
        n = POPCOUNT[x]!;
        // the other hands run out of the suit after m rounds: only the top m cards matter, the rest win by length
        const m = l1 > l2 ? (l1 > lp ? l1 : lp) : l2 > lp ? l2 : lp;
        if (m > 0 && m < t) low = KTH_TOP[x * 16 + m]!;
      }
    } else n = roundsBeforeRuff(e, s, o1, o2, l1, l2, n);
    if (t === 1 && !crossed && entryCheck < 0) {
      // the second-best card with partner, both hands with two or more cards: the top card, then across to partner's
      // (the suit cashed last, as the lead ends with partner); the rest too when the opponents have only two cards
      // and one of the two hands has only two (it unblocks)
      const second = others === 0 ? 0 : 1 << (31 - Math.clz32(others));
      const la = POPCOUNT[x]!;
      if ((hands[p * 4 + s]! & second) !== 0 && la > 1 && lp > 1) {
        let n2 = l1 <= 2 && l2 <= 2 && (la <= 2 || lp <= 2) ? (la > lp ? la : lp) : 2;
        n2 = roundsBeforeRuff(e, s, o1, o2, l1, l2, n2);
        if (n2 > n) {
          n = n2;
          low = second;
          crossed = true;
        }
      }
    }
    const w2 = entryCheck >= 0 && others !== 0 ? oneMoreRound(e, leader, entryCheck, s, t, others, crossed, finessed) : 0;
    if (w2 !== 0) {
      const n2 = roundsBeforeRuff(e, s, o1, o2, l1, l2, t + 1);
      if (n2 > n) {
        n = n2;
        low = w2;
        if ((hands[entryCheck * 4 + s]! & w2) !== 0) crossed = true;
        else finessed = true;
      }
    }
    if (n === 0) continue;
    if (!entry && hands[entryCheck * 4 + s] !== 0) entry = true;
    // a suit the hand holds alone: no rank of it matters (every hand's length of it is in the table's key)
    e.wr[out + s] = others === 0 ? 0 : low;
    e.quick[at + s] = n;
    total += n;
  }
  return entry ? total : 0;
}

/**
 * Partner's count (`hand`, reached from `leader`) in suit s, where `hand` holds the t top cards: one round more, with
 * the card that round relies on (0 if none). Either partner's top cards, then back to the leader's next card below
 * them (the suit cashed last, as the lead ends with the leader; the leader keeps a card to lead to partner besides
 * it, partner one to lead back; not once a suit already ended with the leader: `crossed`), or a finesse: the leader
 * leads the suit towards partner's top cards and the card after the next one, the next one with the leader's
 * left-hand opponent (one more round is won whether that card is played or not; once: `finessed`).
 */
function oneMoreRound(e: Engine, hand: number, leader: number, s: number, t: number, others: number, crossed: boolean, finessed: boolean): number {
  const lx = e.hands[leader * 4 + s]!;
  if (lx === 0) return 0;
  const next = 1 << (31 - Math.clz32(others));
  if ((lx & next) !== 0) return !crossed && POPCOUNT[lx]! > 1 && POPCOUNT[e.hands[hand * 4 + s]!]! > t ? next : 0;
  if (finessed || (e.hands[((leader + 1) & 3) * 4 + s]! & next) === 0) return 0;
  const under = e.all[s]! & (next - 1);
  const after = under === 0 ? 0 : 1 << (31 - Math.clz32(under));
  return (e.hands[hand * 4 + s]! & after) !== 0 ? after : 0;
}

/**
 * Rounds of suit s (at most n) cashed before an opponent with trumps (o1 with l1 cards of s, o2 with l2) can ruff:
 * n in notrump and in the trump suit.
 */
function roundsBeforeRuff(e: Engine, s: number, o1: number, o2: number, l1: number, l2: number, n: number): number {
  const trump = e.trump;
  if (trump === 4 || s === trump) return n;
  if (e.hands[o1 * 4 + trump] !== 0 && l1 < n) n = l1;
  if (e.hands[o2 * 4 + trump] !== 0 && l2 < n) n = l2;
  return n;
}

/**
 * The relevant card of suit s when only m of its quick tricks are needed: the m-th top card when `hand` holds it
 * and every card above it (it cashes them), else `w` unchanged.
 */
function fewerTop(e: Engine, hand: number, s: number, m: number, w: number): number {
  const all = e.all[s]!;
  const c = KTH_TOP[all * 16 + m]!;
  if (w === 0 || c <= w || (all & ~(c - 1) & ~e.hands[hand * 4 + s]!) !== 0) return w;
  return c;
}

/**
 * Keeps the relevant cards (at e.wr[out..]) of only the suits that `hand`'s quick tricks (e.quick[at..]) need for
 * `need` tricks: suit `first` first (-1: none), then the others in order; of the last suit kept, the top cards used.
 */
function keepNeeded(e: Engine, hand: number, out: number, at: number, need: number, first: number): void {
  let sum = 0;
  for (let k = -1; k < 4; k++) {
    const s = k < 0 ? first : k;
    if (s < 0 || (k >= 0 && s === first)) continue;
    const n = e.quick[at + s]!;
    if (sum >= need) e.wr[out + s] = 0;
    else if (n > 0) {
      if (sum + n > need) e.wr[out + s] = fewerTop(e, hand, s, need - sum, e.wr[out + s]!);
      sum += n;
    }
  }
}

/** The first suit partner cashes in that the leader holds (the lead reaches partner in it), or -1. */
function entrySuit(e: Engine, leader: number): number {
  for (let s = 0; s < 4; s++) if (e.quick[4 + s] !== 0 && e.hands[leader * 4 + s] !== 0) return s;
  return -1;
}

/**
 * Whether the side on lead may have `required` quick tricks: false when an upper bound of quickTricks() falls short.
 * A suit counts only when the leader or partner holds its top card (each count cashes it), and then no more than
 * the longer of the two hands holds (every round is one of their cards), nor, in a side suit of a trump contract,
 * than an opponent with trumps can follow (roundsBeforeRuff, where every count stops too). Cheaper than the count,
 * and it rules out about half of the trick starts that ask for it.
 */
export function mayCash(e: Engine, required: number): boolean {
  const hands = e.hands;
  const leader = e.lead;
  const p = leader ^ 2;
  const o1 = (leader + 1) & 3;
  const o2 = (leader + 3) & 3;
  let sum = 0;
  for (let s = 0; s < 4; s++) {
    const all = e.all[s]!;
    if (all === 0) continue;
    const x = hands[leader * 4 + s]!;
    const y = hands[p * 4 + s]!;
    if (((x | y) & highBit(all)) === 0) continue;
    const lx = POPCOUNT[x]!;
    const ly = POPCOUNT[y]!;
    sum += roundsBeforeRuff(e, s, o1, o2, POPCOUNT[hands[o1 * 4 + s]!]!, POPCOUNT[hands[o2 * 4 + s]!]!, lx > ly ? lx : ly);
    if (sum >= required) return true;
  }
  return false;
}

/**
 * Quick tricks of the side on lead at the trick start of `ply`; the relevant cards go to e.wr at ply. When the
 * side's winners give it the `required` tricks, only the suits needed for them stay relevant.
 */
export function quickTricks(e: Engine, ply: number, required: number): number {
  const out = ply * 4;
  const leader = e.lead;
  const q = cashFrom(e, leader, out, 0, -1);
  if (q >= required) {
    keepNeeded(e, leader, out, 0, required, -1);
    return q < e.tricksLeft ? q : e.tricksLeft;
  }
  // then partner's winners, reached by a suit where partner's winner takes the first round (the suits of the
  // two hands' winners are apart: each suit's top card is in one hand)
  const scratch = (ply + 1) * 4;
  const qp = cashFrom(e, leader ^ 2, scratch, 4, leader);
  if (qp === 0) return q < e.tricksLeft ? q : e.tricksLeft;
  if (q + qp >= required) keepNeeded(e, leader ^ 2, scratch, 4, required - q, entrySuit(e, leader));
  for (let s = 0; s < 4; s++) e.wr[out + s] = e.wr[out + s]! | e.wr[scratch + s]!;
  const sum = q + qp;
  return sum < e.tricksLeft ? sum : e.tricksLeft;
}
