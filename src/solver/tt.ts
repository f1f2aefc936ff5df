/**
 * The transposition table: positions at trick boundaries, with bounds on the tricks North–South take from there.
 *
 * A position is keyed by the suit lengths of every hand (16 lengths, in two 32-bit words) and the leader, and —
 * the partition-search idea of DDS's "winning ranks" — within that key by the owners of only the top k cards of
 * each suit that the search found to matter (k per suit, stored; in relative ranks, so a position after other
 * cards have gone matches too). An entry matches a position with the same key whose top k cards of each suit have
 * the same owners (an entry also keeps the move that decided it, tried first next time); all entries of one key are in a list (newest first), as DDS keeps its entries per suit-length
 * key, and a probe scans it.
 *
 * Memory is fixed and preallocated: an open-addressing table of keys (Int32Array, 4 ints a key) and a pool of
 * entries (Int32Array, 8 ints an entry). When either fills up, or for a new deal or strain, the whole table is
 * forgotten at once: keys carry a generation number, so that is one increment, not a clear.
 */
import { TOP_MASK } from './bits.js';

const MAX_SCAN = 400;
/** a store tightens an entry of the same pattern among the first of its list (else adds one) */
const STORE_SCAN = 8;

export class TransTable {
  private readonly keys: Int32Array;
  private readonly pool: Int32Array;
  private readonly keyMask: number;
  private readonly keyLimit: number;
  private readonly poolSize: number;
  private keyCount = 0;
  private poolTop = 0;
  private gen = 1;
  /** after a cutoff from probe(): the entry's top-card counts, 4 bits a suit */
  hitKs = 0;
  /** after probe(): the best move of the newest matching entry (suit << 4 | rank), or -1 */
  hintMove = -1;

  /** A table of 2^bits entries (32 bytes each) and 2^(bits - 2) keys (16 bytes each). */
  constructor(bits: number) {
    this.poolSize = 1 << bits;
    this.pool = new Int32Array(this.poolSize * 8);
    this.keys = new Int32Array((1 << (bits - 2)) * 4);
    this.keyMask = (1 << (bits - 2)) - 1;
    this.keyLimit = (3 << (bits - 2)) >> 2;
  }

  /** Forgets every entry (a new deal or strain, or a full table). */
  reset(): void {
    this.gen++;
    this.keyCount = 0;
    this.poolTop = 0;
    if (this.gen >= 1 << 28) {
      this.keys.fill(0);
      this.gen = 1;
    }
  }

  /** The key's slot index (times 4), or -1 - the free slot where it would go. */
  private find(lenA: number, lenB: number, leader: number): number {
    const k = this.keys;
    const tag = (this.gen << 2) | leader;
    let h = Math.imul(lenA ^ (leader << 30), 0x9e3779b1);
    h = Math.imul(h ^ (h >>> 15) ^ lenB, 0x85ebca77);
    h = (h ^ (h >>> 13)) & this.keyMask;
    for (;;) {
      const i = h * 4;
      const t = k[i + 2]!;
      if (t >>> 2 !== this.gen) return -1 - i;
      if (t === tag && k[i]! === lenA && k[i + 1]! === lenB) return i;
      h = (h + 1) & this.keyMask;
    }
  }

  /**
   * Looks a position up: `codes` (at `off`, 4 suits) are the owners codes of every suit, `counts` the cards in play
   * of every suit. Returns 1 if an entry shows North–South take at least `need` of the remaining tricks, 0 if one
   * shows they take fewer, -1 when no entry decides.
   */
  probe(lenA: number, lenB: number, leader: number, codes: Int32Array, off: number, counts: Int32Array, need: number): number {
    const at = this.find(lenA, lenB, leader);
    this.hintMove = -1;
    if (at < 0) return -1;
    const p = this.pool;
    const c0 = codes[off]!,
      c1 = codes[off + 1]!,
      c2 = codes[off + 2]!,
      c3 = codes[off + 3]!;
    const n0 = counts[0]! * 16,
      n1 = counts[1]! * 16,
      n2 = counts[2]! * 16,
      n3 = counts[3]! * 16;
    let scanned = 0;
    let hint = -1;
    let prev = -1;
    for (let j = this.keys[at + 3]!; j >= 0 && scanned < MAX_SCAN; prev = j, j = p[j + 6]!, scanned++) {
      const b = p[j + 5]!;
      const lb = b >> 4;
      const undecided = lb < need && (b & 15) >= need;
      if (undecided && hint >= 0) continue;
      const meta = p[j + 4]!;
      if ((c0 & TOP_MASK[n0 + (meta & 15)]!) !== p[j]!) continue;
      if ((c1 & TOP_MASK[n1 + ((meta >> 4) & 15)]!) !== p[j + 1]!) continue;
      if ((c2 & TOP_MASK[n2 + ((meta >> 8) & 15)]!) !== p[j + 2]!) continue;
      if ((c3 & TOP_MASK[n3 + ((meta >> 12) & 15)]!) !== p[j + 3]!) continue;
      if (undecided) {
        hint = p[j + 7]!;
        continue;
      }
      this.hitKs = meta;
      if (prev >= 0) {
        // to the front of its list: the entries that answer often are found first
        p[prev + 6] = p[j + 6]!;
        p[j + 6] = this.keys[at + 3]!;
        this.keys[at + 3] = j;
      }
      return lb >= need ? 1 : 0;
    }
    this.hintMove = hint;
    return -1;
  }

  /**
   * Records that North–South take at least `lb` and at most `ub` of the remaining tricks in every position matching
   * on the top `ks` cards (4 bits a suit); tightens an entry of the same pattern when there is one.
   */
  store(
    lenA: number,
    lenB: number,
    leader: number,
    codes: Int32Array,
    off: number,
    counts: Int32Array,
    ks: number,
    lb: number,
    ub: number,
    move: number,
  ): void {
    if (this.poolTop >= this.poolSize || this.keyCount >= this.keyLimit) this.reset();
    let at = this.find(lenA, lenB, leader);
    const p = this.pool;
    const m0 = codes[off]! & TOP_MASK[counts[0]! * 16 + (ks & 15)]!;
    const m1 = codes[off + 1]! & TOP_MASK[counts[1]! * 16 + ((ks >> 4) & 15)]!;
    const m2 = codes[off + 2]! & TOP_MASK[counts[2]! * 16 + ((ks >> 8) & 15)]!;
    const m3 = codes[off + 3]! & TOP_MASK[counts[3]! * 16 + ((ks >> 12) & 15)]!;
    if (at < 0) {
      at = -1 - at;
      this.keys[at] = lenA;
      this.keys[at + 1] = lenB;
      this.keys[at + 2] = (this.gen << 2) | leader;
      this.keys[at + 3] = -1;
      this.keyCount++;
    } else {
      let scanned = 0;
      for (let j = this.keys[at + 3]!; j >= 0 && scanned < STORE_SCAN; j = p[j + 6]!, scanned++) {
        if (p[j + 4] !== ks || p[j] !== m0 || p[j + 1] !== m1 || p[j + 2] !== m2 || p[j + 3] !== m3) continue;
        const b = p[j + 5]!;
        const olb = b >> 4;
        const oub = b & 15;
        p[j + 5] = ((lb > olb ? lb : olb) << 4) | (ub < oub ? ub : oub);
        if (move >= 0) p[j + 7] = move;
        return;
      }
    }
    const j = this.poolTop * 8;
    this.poolTop++;
    p[j] = m0;
    p[j + 1] = m1;
    p[j + 2] = m2;
    p[j + 3] = m3;
    p[j + 4] = ks;
    p[j + 5] = (lb << 4) | ub;
    p[j + 6] = this.keys[at + 3]!;
    p[j + 7] = move;
    this.keys[at + 3] = j;
  }
}
