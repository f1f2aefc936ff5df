/**
 * Move generation with card equivalence and ordering weights.
 *
 * Equivalence: of a run of cards in one hand with no other hand's card between them (counting the cards still
 * held and those on the table in this trick), only the top one is generated — they are worth the same. The
 * ordering weights are the leader's (lead-weights.ts) and the other three hands' (follow-weights.ts).
 */
import type { Engine } from './engine.js';
import { followWeights } from './follow-weights.js';
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

/** Generates the moves of seat h at ply (with weights); returns how many. */
export function generate(e: Engine, ply: number, h: number): number {
  const base = ply * 16;
  const pos = e.pos;
  let i = base;
  if (pos > 0) {
    const led = e.plySuit[ply - pos]!;
    const x = e.hands[h * 4 + led]!;
    if (x !== 0) {
      i = addSuit(e, i, led, x, e.all[led]! | e.table[led]!);
      if (i - base > 1) followWeights(e, ply, base, i - base, h);
      return i - base;
    }
  }
  for (let s = 0; s < 4; s++) {
    const x = e.hands[h * 4 + s]!;
    if (x === 0) continue;
    i = addSuit(e, i, s, x, e.all[s]! | e.table[s]!);
  }
  if (pos === 0) leadWeights(e, ply, base, i - base, h);
  else followWeights(e, ply, base, i - base, h);
  return i - base;
}
