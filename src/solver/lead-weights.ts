/**
 * Ordering weights of the opening lead of a trick, after the move-ordering heuristics of DDS's papers: a suit costs
 * in proportion to the cards the opponents may play to it (a void counts as every trick left); a card that wins the
 * trick (the leader's or partner's top card, or a ruff by partner the opponents cannot overruff) is tried before
 * one that does not, the more so when the side also holds the suit's second-best card; a suit where the hand after
 * partner holds a top card is avoided, and one where the hand before partner holds the top card and partner the
 * next is tried (a finesse). With trumps still in play, leading into an opponent's ruff is avoided and leading to
 * partner's ruff, or to partner's winner for a ruff on the way back, is tried. The move that last gave a cutoff at
 * this ply and the transposition table's move weigh most.
 */
import { POPCOUNT } from './bits.js';
import { ownerOf, type Engine } from './engine.js';

/** Whether holding a has a higher top card than holding b (disjoint holdings; any card beats none). */
function higher(a: number, b: number): boolean {
  return a > b;
}

/** Suit-level facts of the suit whose moves are weighed, filled once a suit. */
class SuitFacts {
  top = 0;
  second = 0;
  winner = -1;
  secondHand = -1;
  thirdHand = -1;
  /** the suit's cost and bonuses for a card that wins the trick, and for one that does not */
  deltaWin = 0;
  deltaLose = 0;
  /** an opponent's singleton is the suit's top card */
  singletonTop = false;
  /** notrump: the weight of a winning card before its rank (45 or 18) */
  winBase = 0;
}

const facts = new SuitFacts();

function fill(e: Engine, s: number, h: number, withTrumps: boolean): void {
  const all = e.all[s]!;
  facts.top = 1 << (31 - Math.clz32(all));
  const rest = all ^ facts.top;
  facts.second = rest === 0 ? 0 : 1 << (31 - Math.clz32(rest));
  const winner = ownerOf(e, s, 1);
  const second = ownerOf(e, s, 2);
  const third = ownerOf(e, s, 3);
  facts.winner = winner;
  facts.secondHand = second;
  facts.thirdHand = third;
  const hands = e.hands;
  const p = h ^ 2;
  const lho = (h + 1) & 3;
  const rho = (h + 3) & 3;
  const nL = POPCOUNT[hands[lho * 4 + s]!]!;
  const nR = POPCOUNT[hands[rho * 4 + s]!]!;
  const nP = POPCOUNT[hands[p * 4 + s]!]!;
  const cost = ((nL === 0 ? e.tricksLeft : nL) + (nR === 0 ? e.tricksLeft : nR)) * 4 * 32;
  facts.singletonTop = (nL === 1 && winner === lho) || (nR === 1 && winner === rho);
  // the side holds the suit's 2nd and 3rd cards: its next round is won (more so with partner holding both)
  const nextRound = second === p && third === p ? 2 : ((second === h && third === p) || (second === p && third === h)) && nP > 1 ? 1 : 0;
  if (withTrumps) {
    const trump = e.trump;
    let delta = -(cost / 13) | 0;
    if (s !== trump) {
      if ((nL === 0 && hands[lho * 4 + trump] !== 0) || (nR === 0 && hands[rho * 4 + trump] !== 0)) delta -= 12;
      if (nP === 0 && hands[p * 4 + trump] !== 0 && nR > 0) delta += 17;
    }
    if (winner === rho || second === rho) {
      if (nR !== 1) delta -= 12;
    } else if (winner === lho && second === p && nP !== 1) delta += 27;
    if (s !== trump && POPCOUNT[hands[h * 4 + s]!] === 1 && hands[h * 4 + trump] !== 0 && nP > 1 && winner === p) delta += 19;
    facts.deltaWin = delta;
    facts.deltaLose = delta + (nextRound === 2 ? 20 : nextRound === 1 ? 13 : 0);
  } else {
    let base = -(cost / 19) | 0;
    if (nP === 0) base -= 9;
    let win = base;
    if (second === rho) {
      if (nR !== 1) win -= 1;
    } else if (second === lho) win += nL !== 1 ? 22 : 16;
    facts.deltaWin = win;
    facts.winBase = (second !== lho || nL === 1) && (second !== rho || nR === 1) ? 45 : 18;
    let lose = base;
    if (winner === rho || second === rho) {
      if (nR !== 1) lose -= 10;
    } else if (winner === lho && second === p && nP !== 1) lose += 31;
    facts.deltaLose = lose + (nextRound === 2 ? 35 : nextRound === 1 ? 25 : 0);
  }
}

/** Whether the leader's card c of suit s has the next card of the suit in play in the same hand (a sequence). */
function inSequence(e: Engine, h: number, s: number, c: number): boolean {
  const lower = e.all[s]! & (c - 1);
  return lower !== 0 && (e.hands[h * 4 + s]! & (1 << (31 - Math.clz32(lower)))) !== 0;
}

/** Whether a lead of card c in suit s (not trumps) wins the trick, trumps in play (the opponents may ruff). */
function winsTrump(e: Engine, h: number, s: number, c: number): boolean {
  const hands = e.hands;
  const trump = e.trump;
  const p = h ^ 2;
  const lho = (h + 1) & 3;
  const rho = (h + 3) & 3;
  const lenL = hands[lho * 4 + s]!;
  const lenR = hands[rho * 4 + s]!;
  const tP = hands[p * 4 + trump]!;
  const tL = hands[lho * 4 + trump]!;
  const tR = hands[rho * 4 + trump]!;
  if (s === trump) return c === facts.top || higher(hands[p * 4 + s]!, hands[lho * 4 + s]! | hands[rho * 4 + s]!);
  const followOrNoRuff = (lenL !== 0 || tL === 0) && (lenR !== 0 || tR === 0);
  if (c === facts.top) {
    if (hands[p * 4 + s] !== 0 || tP === 0) return followOrNoRuff;
    return (lenL !== 0 || higher(tP, tL)) && (lenR !== 0 || higher(tP, tR));
  }
  if (higher(hands[p * 4 + s]!, lenL | lenR)) return followOrNoRuff;
  if (hands[p * 4 + s] !== 0 || tP === 0) return false;
  const ruffL = lenL === 0 && tL !== 0;
  const ruffR = lenR === 0 && tR !== 0;
  if (ruffL && ruffR) return higher(tP, tL | tR);
  if (ruffL) return higher(tP, tL);
  if (ruffR) return higher(tP, tR);
  return true;
}

function trumpWeight(e: Engine, h: number, s: number, m: number, killer: number, hint: number): number {
  const p = h ^ 2;
  const c = 1 << (m & 15);
  const rRank = POPCOUNT[e.all[s]! & ~(c - 1)]!;
  let w: number;
  if (winsTrump(e, h, s, c)) {
    const delta = facts.deltaWin;
    if (facts.singletonTop) w = delta + 35 + rRank;
    else if (facts.winner === h) w = facts.secondHand === p ? delta + 48 + rRank : c === facts.top ? delta + 31 : delta - 3 + rRank;
    else if (facts.winner === p) w = facts.secondHand === h ? delta + 42 + rRank : delta + 28 + rRank;
    else if (inSequence(e, h, s, c)) w = c === facts.second ? delta + 40 : delta + 22 + rRank;
    else w = delta + 11 + rRank;
    if (m === killer) w += 55;
    else if (m === hint) w += 18;
    return w;
  }
  const delta = facts.deltaLose;
  if (facts.singletonTop) w = delta + rRank + 2;
  else if (facts.winner === h) w = facts.secondHand === p ? delta + 33 + rRank : c === facts.top ? delta + 38 : delta - 14 + rRank;
  else if (facts.winner === p) w = delta + 34 + rRank;
  else if (c === facts.second && inSequence(e, h, s, c)) w = delta + 35;
  else w = delta + 17 - ((m & 15) + 2);
  if (m === killer) w += 18;
  return w;
}

function notrumpWeight(e: Engine, h: number, s: number, m: number, killer: number, hint: number): number {
  const hands = e.hands;
  const p = h ^ 2;
  const c = 1 << (m & 15);
  const rRank = POPCOUNT[e.all[s]! & ~(c - 1)]!;
  let w: number;
  if (c === facts.top || higher(hands[p * 4 + s]!, hands[((h + 1) & 3) * 4 + s]! | hands[((h + 3) & 3) * 4 + s]!)) {
    w = facts.deltaWin + facts.winBase + rRank;
    if (m === killer) w += 126;
    else if (m === hint) w += 32;
    return w;
  }
  const delta = facts.deltaLose;
  if (facts.singletonTop) w = delta + 28 + rRank;
  else if (facts.winner === h) w = delta - 17 + rRank;
  else if (!inSequence(e, h, s, c)) w = delta + 12 + rRank;
  else if (c === facts.second) w = delta + 48;
  else w = delta + 29 - rRank;
  if (m === killer) w += 47;
  else if (m === hint) w += 19;
  return w;
}

/** Weighs the leader h's generated moves e.moves[base .. base + n) (grouped by suit) at ply. */
export function leadWeights(e: Engine, ply: number, base: number, n: number, h: number): void {
  const withTrumps = e.trump !== 4 && e.all[e.trump] !== 0;
  const killer = e.killers[ply]!;
  // the move of the last table cutoff at this ply, else that of the newest entry the position matched
  const hint = e.ttMoves[ply]! >= 0 ? e.ttMoves[ply]! : e.tt.hintMove;
  let suit = -1;
  for (let i = base; i < base + n; i++) {
    const m = e.moves[i]!;
    const s = m >> 4;
    if (s !== suit) {
      suit = s;
      fill(e, s, h, withTrumps);
    }
    e.weights[i] = withTrumps ? trumpWeight(e, h, s, m, killer, hint) : notrumpWeight(e, h, s, m, killer, hint);
  }
}
