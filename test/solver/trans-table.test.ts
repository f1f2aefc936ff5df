/**
 * The transposition table's packed words (tt.ts packWords) and what an entry matches: the owners of a suit's top
 * cards sit a byte a suit (cards 1–4, 5–8, 9–12) and 2 bits a suit (the 13th), and an entry stored on the top k
 * cards of each suit answers every position with the same key and the same owners of those cards, and no other.
 */
import { describe, expect, it } from 'vitest';
import { ownersCode, POPCOUNT } from '../../src/solver/bits.js';
import { packWords, TransTable } from '../../src/solver/tt.js';

const RANKS = '23456789TJQKA';

/** Holdings (seat × 4 + suit) from "N|E|S|W", each hand "S.H.D.C" in ranks. */
function holdings(text: string): number[] {
  const out = new Array<number>(16).fill(0);
  text.split('|').forEach((hand, seat) =>
    hand.split('.').forEach((suit, s) => {
      for (const ch of suit) out[seat * 4 + s]! |= 1 << RANKS.indexOf(ch);
    }),
  );
  return out;
}

/** The 4 packed words of a position. */
function wordsOf(text: string): Int32Array {
  const h = holdings(text);
  const aligned = [0, 1, 2, 3].map((s) => {
    const all = h[s]! | h[4 + s]! | h[8 + s]! | h[12 + s]!;
    const code = ownersCode(all, h[4 + s]! | h[12 + s]!, h[8 + s]! | h[12 + s]!);
    return code << (26 - 2 * POPCOUNT[all]!);
  });
  const w = new Int32Array(4);
  packWords(w, 0, aligned[0]!, aligned[1]!, aligned[2]!, aligned[3]!);
  return w;
}

/** Owners (0 N, 1 E, 2 S, 3 W) of a byte's 4 cards, highest first. */
function ownersOfByte(word: number, suit: number): number[] {
  const b = (word >>> (8 * suit)) & 255;
  return [6, 4, 2, 0].map((shift) => (b >> shift) & 3);
}

describe('packWords', () => {
  const cases: { name: string; deal: string; suit: number; word: number; owners: number[] }[] = [
    // spades AKQJ split N E S W: the first byte, highest first
    { name: 'top four cards, one a hand', deal: 'A.2.2.2|K.3.3.3|Q.4.4.4|J.5.5.5', suit: 0, word: 0, owners: [0, 1, 2, 3] },
    // hearts: W holds the top card of four
    { name: 'a suit of four, top card West', deal: '2.2.2.2|3.3.3.3|4.4.4.4|5.A.5.5', suit: 1, word: 0, owners: [3, 2, 1, 0] },
    // clubs of 8 cards: cards 5–8 go to the second word
    { name: 'cards 5 to 8', deal: '2.2.2.AKQJ|3.3.3.T9|4.4.4.8|5.5.5.7', suit: 3, word: 1, owners: [1, 1, 2, 3] },
    // a suit of 2 cards: its two owners in the byte's high bits, zeros below
    { name: 'a short suit sits in the high bits', deal: '.A..|.K..|..|..', suit: 1, word: 0, owners: [0, 1, 0, 0] },
  ];
  it.each(cases)('$name', ({ deal, suit, word, owners }) => {
    expect(ownersOfByte(wordsOf(deal)[word]!, suit)).toEqual(owners);
  });

  it('puts the 13th card of each suit in the last word, 2 bits a suit', () => {
    // spades all in one hand each: N holds every spade; the 13th (the deuce) is North's
    const w = wordsOf('AKQJT98765432.AKQJT98765432..|..AKQJT98765432.|...AKQJT98765432|');
    expect(w[3]! & 3).toBe(0);
    expect((w[3]! >> 2) & 3).toBe(0);
    expect((w[3]! >> 4) & 3).toBe(1);
    expect((w[3]! >> 6) & 3).toBe(2);
  });
});

describe('TransTable', () => {
  const A = 0x1234;
  const B = 0x5678;
  /** spades: A and J North, K East, Q South, T West (the top card's owner, North, splits the runs) */
  const STORED = 'AJ.2.2.2|K.3.3.3|Q.4.4.4|T.5.5.5';
  /** Stores "NS take 3 to 5 of the tricks" on the top ks cards of the position, then probes another. */
  function probeAfterStore(stored: string, probed: string, ks: number, need: number): { hit: number; hint: number } {
    const t = new TransTable(8);
    const w = wordsOf(stored);
    t.store(A, B, 0, w, 0, ks, 3, 5, (1 << 4) | 7, 0, 0);
    const hit = t.probe(A, B, 0, wordsOf(probed), 0, need, 0);
    return { hit, hint: t.hintMove };
  }
  // ks: top-card counts, 4 bits a suit (spades lowest)
  const cases: { name: string; probed: string; ks: number; need: number; hit: number }[] = [
    { name: 'same owners of the relevant cards, NS need 3: yes', probed: 'AJ.2.2.2|K.3.3.3|Q.4.4.4|T.5.5.5', ks: 0x3, need: 3, hit: 1 },
    { name: 'same owners, NS need 6: no', probed: 'AJ.2.2.2|K.3.3.3|Q.4.4.4|T.5.5.5', ks: 0x3, need: 6, hit: 0 },
    { name: 'same owners, NS need 4: undecided', probed: 'AJ.2.2.2|K.3.3.3|Q.4.4.4|T.5.5.5', ks: 0x3, need: 4, hit: -1 },
    { name: 'a relevant card elsewhere: no match', probed: 'AJ.2.2.2|Q.3.3.3|K.4.4.4|T.5.5.5', ks: 0x3, need: 3, hit: -1 },
    { name: 'only a card below the relevant ones differs: match', probed: 'AK.2.2.2|J.3.3.3|Q.4.4.4|T.5.5.5', ks: 0x1, need: 3, hit: 1 },
  ];
  it.each(cases)('$name', ({ probed, ks, need, hit }) => {
    expect(probeAfterStore(STORED, probed, ks, need).hit).toBe(hit);
  });

  it('gives the move of a matching undecided entry as a hint', () => {
    const r = probeAfterStore(STORED, STORED, 0x3, 4);
    expect(r).toEqual({ hit: -1, hint: (1 << 4) | 7 });
  });

  it("prefers an entry that does not name the split suit's top card (it ties the node to fewer cards)", () => {
    const t = new TransTable(8);
    const w = wordsOf(STORED);
    // both match: one on the top three spades (spades split the runs; North holds their top card), one on the top heart
    t.store(A, B, 0, w, 0, 0x3, 3, 5, -1, 0, 0);
    t.store(A, B, 0, w, 0, 0x10, 3, 5, -1, 0, 0);
    expect(t.probe(A, B, 0, w, 0, 3, 0)).toBe(1);
    expect(t.hitKs).toBe(0x10);
  });

  it('answers nothing for another key', () => {
    const t = new TransTable(8);
    const w = wordsOf(STORED);
    t.store(A, B, 0, w, 0, 0x3, 3, 5, -1, 0, 0);
    expect(t.probe(A, B, 1, w, 0, 3, 0)).toBe(-1);
    expect(t.probe(A, B + 1, 0, w, 0, 3, 0)).toBe(-1);
    expect(t.probe(A, B, 0, w, 0, 3, 0)).toBe(1);
  });
});
