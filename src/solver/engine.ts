/**
 * The search state of the double-dummy solver: the cards still held, the trick in progress, the per-ply buffers
 * (moves, their ordering weights, the relevant "winning ranks" found below each node) and the transposition table.
 * One Engine serves any number of searches; nothing in it is shared between engines, and it allocates nothing
 * once built. The search itself is in search.ts (its checks at a trick start in trick-start.ts), quick tricks in
 * quick.ts, the sure tricks within a trick in in-trick.ts, move generation in moves.ts.
 */
import { ownersCode, POPCOUNT } from './bits.js';
import { TransTable } from './tt.js';

export const MAX_PLY = 56;

export class Engine {
  /** holdings still held, index seat * 4 + suit */
  readonly hands = new Int32Array(16);
  /** cards of every suit still held by someone (not those already played to the current trick) */
  readonly all = new Int32Array(4);
  /** per suit, the cards on the table in the current trick */
  readonly table = new Int32Array(4);
  /** per ply: suit and rank bit of the card played */
  readonly plySuit = new Int32Array(MAX_PLY);
  readonly plyBit = new Int32Array(MAX_PLY);
  /** per ply, 4 suits: the relevant cards (the lowest one of a suit counts) found by the search below */
  readonly wr = new Int32Array(MAX_PLY * 4);
  /** per suit, the owners code of the cards still held (see bits.ts ownersCode), kept up to date card by card */
  readonly code = new Int32Array(4);
  /** per ply, the transposition table's 4 words of the position at a trick start (tt.ts packWords) */
  readonly words = new Int32Array(MAX_PLY * 4);
  /** per ply, the suit that splits the table's runs at a trick start (trick-start.ts tableWords) */
  readonly splits = new Int32Array(MAX_PLY);
  /** per ply, 16 moves (suit << 4 | rank) and their ordering weights */
  readonly moves = new Int32Array(MAX_PLY * 16);
  readonly weights = new Int32Array(MAX_PLY * 16);
  /** quick tricks of each suit: the leader's (0..3) and partner's (4..7) */
  readonly quick = new Int32Array(8);
  readonly tt: TransTable;
  /** per ply, the last move that gave a cutoff there (tried early at trick starts) */
  readonly killers = new Int32Array(MAX_PLY).fill(-1);
  /** per ply, the move of the last table entry that gave a cutoff there (tried early at trick starts, as DDS does) */
  readonly ttMoves = new Int32Array(MAX_PLY).fill(-1);

  trump = 4;
  /** suit lengths of every hand, 4 bits each: lenA suits S and H, lenB suits D and C (nibble (suit & 1) * 4 + seat) */
  lenA = 0;
  lenB = 0;
  /** the leader of the current trick, cards played to it so far, and its winning card so far */
  lead = 0;
  pos = 0;
  winPos = 0;
  winSuit = 0;
  winBit = 0;
  /** tricks North–South have won since the root, tricks still to be played (counting the current one) */
  wonNS = 0;
  tricksLeft = 0;
  /** the search question: do North–South take at least `target` tricks from the root? */
  target = 0;
  nodes = 0;

  constructor(ttBits = 16) {
    this.tt = new TransTable(ttBits);
  }

  /** Sets the position: holdings (16), trump, the trick's leader and the cards played to it (suit, bit pairs). */
  setup(holdings: readonly number[], trump: number, leader: number, trickSuits: readonly number[], trickBits: readonly number[]): void {
    let total = 0;
    this.lenA = 0;
    this.lenB = 0;
    for (let s = 0; s < 4; s++) this.all[s] = 0;
    for (let h = 0; h < 4; h++) {
      for (let s = 0; s < 4; s++) {
        const x = (holdings[h * 4 + s] ?? 0) & 8191;
        this.hands[h * 4 + s] = x;
        this.all[s]! |= x;
        let n = 0;
        for (let y = x; y !== 0; y &= y - 1) n++;
        total += n;
        this.addLength(h, s, n);
      }
    }
    for (let s = 0; s < 4; s++) {
      const h = this.hands;
      this.code[s] = ownersCode(this.all[s]!, h[4 + s]! | h[12 + s]!, h[8 + s]! | h[12 + s]!);
    }
    this.trump = trump;
    this.lead = leader;
    this.pos = trickSuits.length;
    this.wonNS = 0;
    this.tricksLeft = (total + this.pos) >> 2;
    this.table.fill(0);
    for (let i = 0; i < this.pos; i++) {
      this.recordPlay(i, i, trickSuits[i]!, trickBits[i]!);
      this.table[trickSuits[i]!]! |= trickBits[i]!;
    }
  }

  private addLength(h: number, s: number, n: number): void {
    const shift = ((s & 1) * 4 + h) * 4;
    if (s < 2) this.lenA = (this.lenA + (n << shift)) | 0;
    else this.lenB = (this.lenB + (n << shift)) | 0;
  }

  /** Notes card (s, bit) at ply, the pos-th card of the current trick, and updates the trick's winner. */
  recordPlay(ply: number, pos: number, s: number, bit: number): void {
    this.plySuit[ply] = s;
    this.plyBit[ply] = bit;
    if (pos === 0 || (s === this.winSuit && bit > this.winBit) || (s === this.trump && this.winSuit !== this.trump)) {
      this.winPos = pos;
      this.winSuit = s;
      this.winBit = bit;
    }
  }
}

/** The seat that holds the k-th highest card (k from 1) of suit s still held, or -1; from the owners code. */
export function ownerOf(e: Engine, s: number, k: number): number {
  const n = POPCOUNT[e.all[s]!]!;
  return k > n ? -1 : (e.code[s]! >>> (2 * (n - k))) & 3;
}
