/**
 * Ordering weights of the second, third and fourth hands of a trick, after the move-ordering heuristics of DDS's
 * papers. Following suit: second hand plays low unless its side surely wins (then as cheaply as possible), third
 * hand wins cheaply over the fourth hand or forces out its top card, fourth hand wins as cheaply as it can unless
 * partner already wins. Void: discard low from a long suit, not from a guarded second-best card or a singleton top
 * card, more freely when partner wins the trick; ruff when that wins and partner does not, not under a ruff.
 * Ranks here run 2..14 as in the papers, so that the weights compare as there.
 */
import { POPCOUNT } from './bits.js';
import { ownerOf, type Engine } from './engine.js';

/** Rank 2..14 of a card bit; of a holding's top or bottom card (0 for none). */
function rankOf(bit: number): number {
  return 33 - Math.clz32(bit);
}
function topRank(x: number): number {
  return x === 0 ? 0 : 33 - Math.clz32(x);
}
function lowRank(x: number): number {
  return x === 0 ? 0 : 33 - Math.clz32(x & -x);
}

/** The trick so far, filled once a call. */
class Trick {
  lead = 0;
  led = 0;
  leadBit = 0;
  leadRank = 0;
  winRank = 0;
  /** cards of the led suit on the table (they separate sequences, as cards still held do) */
  table = 0;
  withTrumps = false;
}
const t = new Trick();

function fill(e: Engine, ply: number, led: number): void {
  t.lead = e.lead;
  t.led = led;
  t.leadBit = e.plyBit[ply - e.pos]!;
  t.leadRank = rankOf(t.leadBit);
  t.winRank = rankOf(e.winBit);
  t.table = e.table[t.led]!;
  t.withTrumps = e.trump !== 4 && e.all[e.trump] !== 0;
}

function hold(e: Engine, seat: number, s: number): number {
  return e.hands[seat * 4 + s]!;
}

/**
 * What a discard from suit s (count cards in hand h) is worth: the longer the suit the better (count × 64 / div),
 * less `kx` from a guarded second-best card (a king and one) and less `top` from a bare top card.
 */
function pitch(e: Engine, h: number, s: number, count: number, div: number, kx: number, top: number): number {
  const add = ((count * 64) / div) | 0;
  if (count === 2 && ownerOf(e, s, 2) === h) return add - kx;
  if (count === 1 && ownerOf(e, s, 1) === h) return add - top;
  return add;
}

/** Whether card c of seat h in suit s has the next lower card of the suit (held or on the table) in h too. */
function inSequence(e: Engine, h: number, s: number, c: number): boolean {
  const lower = (e.all[s]! | (s === t.led ? t.table : 0)) & (c - 1);
  return lower !== 0 && (hold(e, h, s) & (1 << (31 - Math.clz32(lower)))) !== 0;
}

/** Cards of holding x from its top card down while the next card of `all` below is x's too. */
function topRun(x: number, all: number): number {
  let n = 0;
  for (let c = x === 0 ? 0 : 1 << (31 - Math.clz32(x)); c !== 0 && (x & c) !== 0;) {
    n++;
    const lower = all & (c - 1);
    c = lower === 0 ? 0 : 1 << (31 - Math.clz32(lower));
  }
  return n;
}

/**
 * Third hand: the index of the cheapest card that forces out the fourth hand's top run (or, with second hand
 * winning, that beats second hand), or -1.
 */
function forcesTop(e: Engine, base: number, n: number): number {
  const fourth = hold(e, (t.lead + 3) & 3, t.led);
  const all = e.all[t.led]! | t.table;
  const run = topRun(fourth, all);
  if (run === POPCOUNT[fourth]) return -1;
  let below = fourth;
  for (let i = 0; i < run; i++) below ^= 1 << (31 - Math.clz32(below));
  const second = topRank(below);
  let limit: number;
  if (second > t.winRank) limit = second;
  else if (e.winPos === 1) limit = t.winRank;
  else return -1;
  let k = 0;
  while (k < n && (e.moves[base + k]! & 15) + 2 > limit) k++;
  return k > 0 ? k - 1 : -1;
}

function second(e: Engine, base: number, n: number, h: number): void {
  const third = (t.lead + 2) & 3;
  const fourth = (t.lead + 3) & 3;
  const led = t.led;
  const max3 = topRank(hold(e, third, led));
  const min3 = lowRank(hold(e, third, led));
  const maxPd = topRank(hold(e, fourth, led));
  const minPd = lowRank(hold(e, fourth, led));
  const trump = e.trump;
  for (let i = base; i < base + n; i++) {
    const m = e.moves[i]!;
    const c = 1 << (m & 15);
    const r = (m & 15) + 2;
    const rRank = POPCOUNT[e.all[led]! & ~(c - 1)]!;
    const seq = inSequence(e, h, led, c);
    let w: number;
    if (!t.withTrumps) {
      if (maxPd > t.leadRank && maxPd > max3) w = -r;
      else if (r > t.leadRank && r > max3) w = 81 - r;
      else if (min3 > r || minPd > r) w = -3 + rRank;
      else if (r < t.leadRank) w = -11 + rRank;
      else w = seq ? 10 + rRank : 13 - r;
    } else {
      const t3 = hold(e, third, trump);
      const tPd = hold(e, fourth, trump);
      let win = false;
      if (led === trump) win = (maxPd > t.leadRank && maxPd > max3) || (r > t.leadRank && r > max3);
      else if (r > t.leadRank && r > max3) win = max3 !== 0 || t3 === 0 || (maxPd === 0 && tPd !== 0 && tPd > t3);
      else if (maxPd > t.leadRank && maxPd > max3) win = max3 !== 0 || t3 === 0;
      else if (t.leadRank > maxPd && t.leadRank > max3 && t.leadRank > r) win = maxPd === 0 && tPd !== 0 && (max3 !== 0 || t3 === 0 || tPd > t3);
      else win = maxPd === 0 && tPd !== 0;
      if (win) {
        if (min3 > r) w = 40 + rRank;
        else if (maxPd > t.leadRank && hold(e, t.lead, led) > hold(e, fourth, led)) w = 41 + rRank;
        else if (r > t.leadRank) w = r < maxPd ? 78 - r : r > max3 ? 73 - r : seq ? 62 - r : 49 - r;
        else w = maxPd > 0 ? 47 - r : 40 - r;
      } else if (r < min3 || r < minPd) w = -9 + rRank;
      else if (r < t.leadRank) w = -16 + rRank;
      else w = seq ? 22 - r : 10 - r;
    }
    e.weights[i] = w;
  }
}

function secondVoid(e: Engine, base: number, n: number, h: number): void {
  const third = (t.lead + 2) & 3;
  const fourth = (t.lead + 3) & 3;
  const led = t.led;
  const trump = e.trump;
  const pdWins = hold(e, fourth, led) > (hold(e, third, led) | t.leadBit);
  for (let i = base; i < base + n; i++) {
    const m = e.moves[i]!;
    const s = m >> 4;
    const c = 1 << (m & 15);
    const r = (m & 15) + 2;
    const count = POPCOUNT[hold(e, h, s)]!;
    let w: number;
    if (!t.withTrumps) {
      w = -r + (pdWins ? pitch(e, h, s, count, 23, 2, 3) : pitch(e, h, s, count, 33, 6, 8));
    } else if (led === trump || s !== trump) {
      let good: boolean;
      if (led === trump) good = pdWins;
      else if (hold(e, third, led) !== 0) good = pdWins || (hold(e, fourth, led) === 0 && hold(e, fourth, trump) !== 0);
      else
        good =
          (hold(e, fourth, led) === 0 && hold(e, fourth, trump) > hold(e, third, trump)) || (hold(e, third, trump) === 0 && hold(e, fourth, led) > t.leadBit);
      const add = good ? (led === trump ? 0 : 60) + (((count * 64) / 44) | 0) : (led === trump ? 0 : -2) + pitch(e, h, s, count, 36, 4, 0);
      w = -r + add;
    } else if (hold(e, third, led) !== 0 || (hold(e, fourth, led) === 0 && hold(e, fourth, trump) > hold(e, third, trump))) {
      w = 24 - r + (((count * 64) / 44) | 0);
    } else if (c > hold(e, third, trump)) {
      w = 24 - r + (((count * 64) / 44) | 0);
    } else {
      w = 15 - r + pitch(e, h, s, count, 36, 4, 0);
    }
    e.weights[i] = w;
  }
}

function third(e: Engine, base: number, n: number, h: number): void {
  const fourth = (t.lead + 3) & 3;
  const led = t.led;
  const trump = e.trump;
  const cards4 = hold(e, fourth, led);
  const max4 = topRank(cards4);
  const min4 = lowRank(cards4);
  const max3 = (e.moves[base]! & 15) + 2;
  const partnerWins = e.winPos === 0;
  let mode: number; // 0 play low; 1 win above the fourth hand (58); 2 win if we beat both (60) and force
  let bonus = -1;
  if (t.withTrumps && led !== trump && e.winSuit === trump) mode = 0;
  else if (partnerWins && t.leadRank > max4 && (led === trump || !t.withTrumps || max4 !== 0)) mode = 0;
  else if (t.withTrumps && led !== trump && partnerWins && max4 === 0) mode = 0;
  else if (max3 < min4 || max3 < t.winRank) mode = 0;
  else if (!t.withTrumps) {
    mode = 2;
    if (max4 > max3 && max4 > t.winRank) bonus = forcesTop(e, base, n);
  } else if (max4 === 0) mode = 3;
  else if (max3 > max4) mode = 1;
  else {
    mode = led === trump ? 0 : 2;
    bonus = forcesTop(e, base, n);
  }
  for (let i = base; i < base + n; i++) {
    const r = (e.moves[i]! & 15) + 2;
    let w = -r;
    if (mode === 1) {
      if (r > max4 && (partnerWins || r > t.winRank)) w = 58 - r;
    } else if (mode === 2) {
      if (r > t.winRank && r > max4) w = 60 - r;
    } else if (mode === 3) {
      if (r > t.winRank) w = 20 - r;
    }
    e.weights[i] = w;
  }
  if (bonus >= 0) e.weights[base + bonus] = e.weights[base + bonus]! + 20;
  // notrump: partner leads to a trick he wins, we hold the top card and the leader has no more: overtake to run the
  // suit when our top run outlasts the opponents
  if (!t.withTrumps && mode === 0 && partnerWins && t.leadRank > max4 && hold(e, t.lead, led) === 0 && ownerOf(e, led, 1) === h) {
    const opp = Math.max(POPCOUNT[cards4]! - 1, POPCOUNT[hold(e, (t.lead + 1) & 3, led)]!);
    const run = topRun(hold(e, h, led), e.all[led]! | (t.table & ~t.leadBit)) - 1;
    let k = 0;
    while (k < n - 1 && (e.moves[base + k + 1]! & 15) + 2 > t.leadRank) k++;
    if (opp <= run) e.weights[base + k] = e.weights[base + k]! + 20;
  }
}

function thirdVoid(e: Engine, base: number, n: number, h: number): void {
  const fourth = (t.lead + 3) & 3;
  const led = t.led;
  const trump = e.trump;
  const max4 = topRank(hold(e, fourth, led));
  for (let i = base; i < base + n; i++) {
    const m = e.moves[i]!;
    const s = m >> 4;
    const c = 1 << (m & 15);
    const r = (m & 15) + 2;
    const count = POPCOUNT[hold(e, h, s)]!;
    let w: number;
    if (!t.withTrumps) {
      w = -r + pitch(e, h, s, count, 24, 4, 4);
    } else if (led === trump || s !== trump) w = -r + (((count * 64) / 40) | 0);
    else if (e.winPos === 0 && t.leadRank > max4 && (max4 !== 0 || hold(e, fourth, trump) === 0)) w = -r - 50;
    else {
      const add = ((count * 64) / 50) | 0;
      if (e.winSuit === trump && c < e.winBit) w = -32 + POPCOUNT[e.all[s]! & ~(c - 1)]! + (((count * 64) / 40) | 0);
      else if (e.winPos === 0) {
        if (max4 !== 0) w = (ownerOf(e, led, 2) === t.lead ? 36 : 48) - r + add;
        else w = (c > hold(e, fourth, trump) ? 48 : -12) - r + add;
      } else if (max4 !== 0) w = 72 - r + add;
      else w = (c > hold(e, fourth, trump) ? 48 : 36) - r + add;
    }
    e.weights[i] = w;
  }
}

/** Fourth hand following suit: the cheapest card that wins the trick (unless partner wins it), else the lowest. */
function fourthFollows(e: Engine, base: number, n: number, led: number): void {
  const low = e.winPos === 1 || (led !== e.trump && e.winSuit === e.trump);
  const winBit = low ? 8192 : e.winBit;
  for (let i = base; i < base + n; i++) {
    const m = e.moves[i]!;
    const r = (m & 15) + 2;
    e.weights[i] = 1 << (m & 15) > winBit ? 30 - r : -r;
  }
}

/** Fourth hand void in the suit led: discards and ruffs. */
function fourthVoid(e: Engine, base: number, n: number, h: number): void {
  const led = t.led;
  const trump = e.trump;
  for (let i = base; i < base + n; i++) {
    const m = e.moves[i]!;
    const s = m >> 4;
    const c = 1 << (m & 15);
    const r = (m & 15) + 2;
    const count = POPCOUNT[hold(e, h, s)]!;
    let w: number;
    if (!t.withTrumps) {
      w = -r + pitch(e, h, s, count, 27, 6, 8);
    } else {
      const val = pitch(e, h, s, count, 24, 2, 0);
      const rRank = POPCOUNT[e.all[s]! & ~(c - 1)]!;
      if (led === trump) w = -r + val;
      else if (e.winPos === 1) w = (s === trump ? 2 : 25) - r + val;
      else if (e.winSuit === trump) w = s === trump ? (c > e.winBit ? 33 + rRank : -13 + rRank) : 14 - r + val;
      else w = s === trump ? 33 + rRank : 14 - r + val;
    }
    e.weights[i] = w;
  }
}

/** Weighs the moves e.moves[base .. base + n) of seat h, the e.pos-th card (1..3) of the trick at ply. */
export function followWeights(e: Engine, ply: number, base: number, n: number, h: number): void {
  const pos = e.pos;
  const led = e.plySuit[ply - pos]!;
  const follows = hold(e, h, led) !== 0;
  if (pos === 3 && follows) {
    fourthFollows(e, base, n, led);
    return;
  }
  fill(e, ply, led);
  if (pos === 1) {
    if (follows) second(e, base, n, h);
    else secondVoid(e, base, n, h);
  } else if (pos === 2) {
    if (follows) third(e, base, n, h);
    else thirdVoid(e, base, n, h);
  } else fourthVoid(e, base, n, h);
}
