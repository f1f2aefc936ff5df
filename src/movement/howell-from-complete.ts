/**
 * A partial Howell taken from the complete one, for the sizes without a cyclic Howell design (an even number
 * of tables with T or T + 1 rounds, 4 tables with 6, 5 with 8, fewer rounds than tables): R of its rounds, as
 * they are. Every pair still meets R different pairs and plays R different sets, but the sets are played at
 * different numbers of tables, so those played less often are factored up (Neuberg, NBF 3.2.5) when scored.
 *
 * Which R rounds: those after which two pairs play the same boards (not against each other) about equally
 * often; a pair of rounds is exchanged while that makes the spread of these counts (then their sum of squares)
 * smaller, starting from rounds 1 … R. The directions are then made even again (orient.ts), unless the
 * stationary pairs are to stay North, when the complete Howell's seats are kept.
 *
 * @example
 * howellFromComplete(completeSeats, 8, 6, true).length //=> 24 (6 rounds × 4 tables)
 */
import { compareStats, type ComparisonStats } from './comparisons.js';
import { orientSeats, type DesignSeat } from './howell-seating.js';

export function howellFromComplete(base: readonly DesignSeat[], pairCount: number, rounds: number, rebalance: boolean): DesignSeat[] {
  const all = base.reduce((max, s) => Math.max(max, s.round), 0) + 1;
  let chosen = Array.from({ length: rounds }, (_, g) => g);
  let current = coPlay(base, pairCount, chosen);
  for (let improved = true; improved;) {
    improved = false;
    let best: { rounds: number[]; stats: ComparisonStats } | undefined;
    for (let i = 0; i < chosen.length; i++) {
      for (let g = 0; g < all; g++) {
        if (chosen.includes(g)) continue;
        const candidate = chosen.map((x, k) => (k === i ? g : x)).sort((a, b) => a - b);
        const stats = coPlay(base, pairCount, candidate);
        if (compareStats(stats, best?.stats ?? current) < 0) best = { rounds: candidate, stats };
      }
    }
    if (best) {
      chosen = best.rounds;
      current = best.stats;
      improved = true;
    }
  }
  const renumber = new Map(chosen.map((g, k) => [g, k]));
  const seats = base.filter((s) => renumber.has(s.round)).map((s) => ({ ...s, round: renumber.get(s.round) as number }));
  if (!rebalance) return seats;
  return orientSeats(seats, pairCount, 7919 * pairCount + rounds);
}

/** How often two pairs play the same set, not against each other, in the chosen rounds: min, max, Σ². */
function coPlay(base: readonly DesignSeat[], pairCount: number, rounds: readonly number[]): ComparisonStats {
  const use = new Set(rounds);
  // sets as bits: a complete Howell of up to 15 tables has at most 29
  const sets = new Int32Array(pairCount);
  const met = new Uint8Array(pairCount * pairCount);
  const present = new Uint8Array(pairCount);
  for (const s of base) {
    if (!use.has(s.round) || s.ns === null || s.ew === null) continue;
    sets[s.ns] = (sets[s.ns] as number) | (1 << s.set);
    sets[s.ew] = (sets[s.ew] as number) | (1 << s.set);
    met[s.ns * pairCount + s.ew] = 1;
    met[s.ew * pairCount + s.ns] = 1;
    present[s.ns] = 1;
    present[s.ew] = 1;
  }
  let min = Infinity;
  let max = -Infinity;
  let sumSquares = 0;
  for (let a = 0; a < pairCount; a++) {
    if (!present[a]) continue;
    for (let b = a + 1; b < pairCount; b++) {
      if (!present[b]) continue;
      const v = bitCount((sets[a] as number) & (sets[b] as number)) - (met[a * pairCount + b] as number);
      min = Math.min(min, v);
      max = Math.max(max, v);
      sumSquares += v * v;
    }
  }
  return min === Infinity ? { min: 0, max: 0, sumSquares: 0 } : { min, max, sumSquares };
}

function bitCount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
