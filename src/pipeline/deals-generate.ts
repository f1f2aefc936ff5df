/**
 * `deals generate`: uniformly random deals. A deal is a uniformly random permutation of the 52 cards
 * (Fisher–Yates), the first 13 to North, then East, South and West; each index is drawn without bias, by
 * rejection: a 32-bit draw at or above the largest multiple of n below 2³² is drawn again, so that `x mod n`
 * is uniform. The random source is given (src/cli/commands/deals-random.ts: the operating system's
 * cryptographic source, or a stream derived from a seed, the same on every machine). Dealer and vulnerability
 * follow the board number (Law 2).
 *
 * @example
 * generateDeals([1, 2], source)[1] //=> { board: 2, dealer: 'E', vulnerability: 'NS', deal: 'N:… … … …' }
 */
import type { Seat, Vulnerability } from '../model/types.js';
import { boardFacts } from '../laws/board-facts.js';
import type { Parsed } from '../laws/notation.js';

/** 32 random bits at a time, as an unsigned integer 0 … 2³²−1. */
export interface RandomSource {
  nextUint32(): number;
}

export interface GeneratedBoard {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** PBN `Deal` text from North */
  readonly deal: string;
}

const TWO_32 = 4294967296;

/** A uniform integer 0 … n−1 (1 ≤ n ≤ 2³²), by rejection of the draws beyond the last whole multiple of n. */
export function uniformIndex(source: RandomSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`uniformIndex: n must be 1 … 2^32, got ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const x = source.nextUint32() >>> 0;
    if (x < limit) return x % n;
  }
}

/** A uniformly random permutation of 0 … 51 (card c: suit ⌊c/13⌋ of S H D C, rank c mod 13 from the ace). */
export function shuffleDeck(source: RandomSource): number[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 51; i > 0; i--) {
    const j = uniformIndex(source, i + 1);
    const t = deck[i] as number;
    deck[i] = deck[j] as number;
    deck[j] = t;
  }
  return deck;
}

const RANKS = 'AKQJT98765432';

/** The hands (N, E, S, W) of a permutation: cards 0–12 of it to North, 13–25 to East … each sorted. */
export function handsOf(permutation: readonly number[]): number[][] {
  return [0, 1, 2, 3].map((h) => permutation.slice(h * 13, h * 13 + 13).sort((a, b) => a - b));
}

/** PBN `Deal` text from North of four hands of card numbers. */
export function dealText(hands: readonly (readonly number[])[]): string {
  const hand = (cards: readonly number[]): string =>
    [0, 1, 2, 3]
      .map((s) =>
        cards
          .filter((c) => Math.floor(c / 13) === s)
          .map((c) => RANKS[c % 13])
          .join(''),
      )
      .join('.');
  return `N:${hands.map(hand).join(' ')}`;
}

export function generateDeals(boards: readonly number[], source: RandomSource): GeneratedBoard[] {
  return boards.map((board) => {
    const { dealer, vulnerability } = boardFacts(board);
    return { board, dealer, vulnerability, deal: dealText(handsOf(shuffleDeck(source))) };
  });
}

/** "1-32", "1-16,33-48", "5": board numbers, ascending, each once; at most 999 boards. */
export function parseBoardList(text: string): Parsed<number[]> {
  const expected = 'expected board numbers such as "1-32" or "1-16,33-48" (from 1 to 999)';
  const out = new Set<number>();
  for (const part of text.split(',')) {
    const m = /^\s*(\d{1,3})\s*(?:-\s*(\d{1,3})\s*)?$/.exec(part);
    if (!m) return { ok: false, expected };
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (from < 1 || to < from) return { ok: false, expected };
    for (let b = from; b <= to; b++) out.add(b);
  }
  return { ok: true, value: [...out].sort((a, b) => a - b) };
}
