/**
 * The transposition table: positions at trick boundaries, with bounds on the tricks North–South take from there.
 *
 * A position is keyed by the suit lengths of every hand (16 lengths, in two 32-bit words) and the leader, and —
 * the partition-search idea of DDS's "winning ranks" — within that key by the owners of only the top k cards of
 * each suit that the search found to matter (k per suit, stored; in relative ranks, so a position after other
 * cards have gone matches too). An entry matches a position with the same key whose top k cards of each suit have
 * the same owners (an entry also keeps the move that decided it, tried first next time). The entries of one key
 * lie side by side in the pool (newest last), as DDS keeps its entries per suit-length key, and a probe scans them
 * from the newest: one run of memory, not a chain of scattered entries. A key's entries are split further into runs
 * by the owner of the top card of the suit with the most cards in play (a run of its own for the entries to which
 * that card does not matter): a probe scans two short runs, not one long one.
 *
 * The owners of the cards are packed, as DDS packs them, into 4 words across the suits: a byte a suit of the
 * owners of its 4 highest cards, then of the next 4, of the next 4, and of the 13th (2 bits a suit). An entry
 * keeps the words and their masks, and a probe usually decides an entry on the first word alone.
 *
 * Memory is fixed and preallocated: an open-addressing table of keys (Int32Array, 8 ints a key) and a pool of
 * entries (Int32Array, 8 ints an entry). A run starts with room for 4 entries and moves to a run twice as long
 * when it is full; the old run is kept for another run that grows to its size. When the pool or the keys fill up,
 * or for a new deal or strain, the whole table is forgotten at once: keys carry a generation number, so that is one
 * increment, not a clear.
 */
import { TOP_ALIGNED } from './bits.js';

const MAX_SCAN = 1000;
/** a store tightens an entry of the same pattern among the newest of its key (else adds one) */
const STORE_SCAN = 8;
/** ints a key: lenA, lenB, generation and leader, first entry (index into the pool), entries, room */
const KEY_INTS = 8;
/**
 * ints an entry: the first three words and their masks (6), then top-card counts (16 bits), lower and upper bound
 * (4 bits each) and the words to compare (1–4, 2 bits), then the 13th cards' word and mask (8 bits each) and the
 * move + 1 (the move that decided it, suit << 4 | rank, or -1)
 */
const ENTRY_INTS = 8;
const FIRST_ROOM = 4;

/**
 * Writes the table's 4 words at words[off..off + 3] from the suits' owners codes aligned to 26 bits (the top card at
 * bits 25–24): bytes of the cards 1–4, 5–8 and 9–12 of every suit, then 2 bits a suit of the 13th card.
 */
export function packWords(words: Int32Array, off: number, a0: number, a1: number, a2: number, a3: number): void {
  words[off] = ((a0 >>> 18) & 255) | (((a1 >>> 18) & 255) << 8) | (((a2 >>> 18) & 255) << 16) | ((a3 >>> 18) << 24);
  words[off + 1] = ((a0 >>> 10) & 255) | (((a1 >>> 10) & 255) << 8) | (((a2 >>> 10) & 255) << 16) | (((a3 >>> 10) & 255) << 24);
  words[off + 2] = ((a0 >>> 2) & 255) | (((a1 >>> 2) & 255) << 8) | (((a2 >>> 2) & 255) << 16) | (((a3 >>> 2) & 255) << 24);
  words[off + 3] = (a0 & 3) | ((a1 & 3) << 2) | ((a2 & 3) << 4) | ((a3 & 3) << 6);
}

export class TransTable {
  private readonly keys: Int32Array;
  private readonly pool: Int32Array;
  private readonly keyMask: number;
  private readonly keyLimit: number;
  private readonly poolInts: number;
  private keyCount = 0;
  private poolTop = 0;
  private gen = 1;
  /** per run size 2^c, the first freed run of that size (a list through the runs' first ints), -1 if none */
  private readonly free = new Int32Array(32).fill(-1);
  /** after a cutoff from probe(): the entry's top-card counts, 4 bits a suit */
  hitKs = 0;
  /** after probe(): the best move of the newest matching entry (suit << 4 | rank), or -1 */
  hintMove = -1;
  /** after a cutoff from probe(): the entry's move, or -1 */
  hitMove = -1;
  /** scratch: the masks of a stored entry's words */
  private readonly masks = new Int32Array(4);

  /** A table of 2^bits entries (32 bytes each) and 2^(bits - 2) keys (32 bytes each). */
  constructor(bits: number) {
    this.poolInts = (1 << bits) * ENTRY_INTS;
    this.pool = new Int32Array(this.poolInts);
    this.keys = new Int32Array((1 << (bits - 2)) * KEY_INTS);
    this.keyMask = (1 << (bits - 2)) - 1;
    this.keyLimit = (3 << (bits - 2)) >> 2;
  }

  /** Forgets every entry (a new deal or strain, or a full table). */
  reset(): void {
    this.gen++;
    this.keyCount = 0;
    this.poolTop = 0;
    this.free.fill(-1);
    if (this.gen >= 1 << 26) {
      this.keys.fill(0);
      this.gen = 1;
    }
  }

  /**
   * The key's slot index (times KEY_INTS), or -1 - the free slot where it would go; `leader` carries the run's owner
   * of the split suit's top card above its 2 bits (4: any owner).
   */
  private find(lenA: number, lenB: number, leader: number): number {
    const k = this.keys;
    const tag = (this.gen << 5) | leader;
    let h = Math.imul(lenA ^ (leader << 30), 0x9e3779b1);
    h = Math.imul(h ^ (h >>> 15) ^ lenB, 0x85ebca77);
    h = (h ^ (h >>> 13)) & this.keyMask;
    for (;;) {
      const i = h * KEY_INTS;
      const t = k[i + 2]!;
      if (t >>> 5 !== this.gen) return -1 - i;
      if (t === tag && k[i]! === lenA && k[i + 1]! === lenB) return i;
      h = (h + 1) & this.keyMask;
    }
  }

  /**
   * Looks a position up: `words` (at `off`, see packWords) are its owners. Returns 1 if an entry shows North–South
   * take at least `need` of the remaining tricks, 0 if one shows they take fewer, -1 when no entry decides.
   */
  probe(lenA: number, lenB: number, leader: number, words: Int32Array, off: number, need: number, splitOwner: number): number {
    this.hintMove = -1;
    // the run of the entries to which the split suit's top card does not matter first: a hit there ties the node to
    // fewer cards (about 1 % fewer nodes than the other order)
    const any = this.find(lenA, lenB, leader | 16);
    if (any >= 0) {
      const r = this.scan(any, words, off, need);
      if (r >= 0) return r;
    }
    const at = this.find(lenA, lenB, leader | (splitOwner << 2));
    return at >= 0 ? this.scan(at, words, off, need) : -1;
  }

  /** Scans the run of the key at `at` from its newest entry (see probe). */
  private scan(at: number, words: Int32Array, off: number, need: number): number {
    const p = this.pool;
    const w1 = words[off]!,
      w2 = words[off + 1]!,
      w3 = words[off + 2]!,
      w4 = words[off + 3]!;
    const first = this.keys[at + 3]!;
    const last = first + (this.keys[at + 4]! - 1) * ENTRY_INTS;
    const stop = last - MAX_SCAN * ENTRY_INTS > first ? last - MAX_SCAN * ENTRY_INTS : first;
    let hint = this.hintMove;
    for (let j = last; j >= stop; j -= ENTRY_INTS) {
      if (((w1 ^ p[j]!) & p[j + 1]!) !== 0) continue;
      const meta = p[j + 6]!;
      const cmp = meta >>> 24;
      if (cmp > 1) {
        if (((w2 ^ p[j + 2]!) & p[j + 3]!) !== 0) continue;
        if (cmp > 2) {
          if (((w3 ^ p[j + 4]!) & p[j + 5]!) !== 0) continue;
          if (cmp > 3) {
            const x = p[j + 7]!;
            if (((w4 ^ x) & (x >> 8) & 255) !== 0) continue;
          }
        }
      }
      const lb = (meta >> 16) & 15;
      if (lb < need && ((meta >> 20) & 15) >= need) {
        if (hint < 0) hint = (p[j + 7]! >> 16) - 1;
        continue;
      }
      this.hitKs = meta & 0xffff;
      this.hitMove = (p[j + 7]! >> 16) - 1;
      return lb >= need ? 1 : 0;
    }
    this.hintMove = hint;
    return -1;
  }

  /**
   * Records that North–South take at least `lb` and at most `ub` of the remaining tricks in every position matching
   * `words` (at `off`) on the top `ks` cards (4 bits a suit); tightens an entry of the same pattern when there is one.
   */
  store(
    lenA: number,
    lenB: number,
    leader: number,
    words: Int32Array,
    off: number,
    ks: number,
    lb: number,
    ub: number,
    move: number,
    splitSuit: number,
    splitOwner: number,
  ): void {
    const run = leader | ((((ks >> (splitSuit * 4)) & 15) === 0 ? 4 : splitOwner) << 2);
    const p = this.pool;
    const m = this.masks;
    packWords(m, 0, TOP_ALIGNED[ks & 15]!, TOP_ALIGNED[(ks >> 4) & 15]!, TOP_ALIGNED[(ks >> 8) & 15]!, TOP_ALIGNED[(ks >> 12) & 15]!);
    const k1 = m[0]!,
      k2 = m[1]!,
      k3 = m[2]!,
      k4 = m[3]!;
    const s1 = words[off]! & k1;
    const s2 = words[off + 1]! & k2;
    const s3 = words[off + 2]! & k3;
    const s4 = words[off + 3]! & k4;
    const at = this.find(lenA, lenB, run);
    if (at >= 0) {
      const first = this.keys[at + 3]!;
      const last = first + (this.keys[at + 4]! - 1) * ENTRY_INTS;
      const stop = last - STORE_SCAN * ENTRY_INTS > first ? last - STORE_SCAN * ENTRY_INTS : first;
      for (let j = last; j >= stop; j -= ENTRY_INTS) {
        const meta = p[j + 6]!;
        if ((meta & 0xffff) !== ks || p[j] !== s1 || p[j + 2] !== s2 || p[j + 4] !== s3 || (p[j + 7]! & 255) !== s4) continue;
        const olb = (meta >> 16) & 15;
        const oub = (meta >> 20) & 15;
        p[j + 6] = (meta & ~0xff0000) | ((lb > olb ? lb : olb) << 16) | ((ub < oub ? ub : oub) << 20);
        if (move >= 0) p[j + 7] = (p[j + 7]! & 0xffff) | ((move + 1) << 16);
        return;
      }
    }
    const j = this.slot(at, lenA, lenB, run);
    const compare = k4 !== 0 ? 4 : k3 !== 0 ? 3 : k2 !== 0 ? 2 : 1;
    p[j] = s1;
    p[j + 1] = k1;
    p[j + 2] = s2;
    p[j + 3] = k2;
    p[j + 4] = s3;
    p[j + 5] = k3;
    p[j + 6] = ks | (lb << 16) | (ub << 20) | (compare << 24);
    p[j + 7] = s4 | (k4 << 8) | ((move + 1) << 16);
  }

  /** Room for one more entry of the key at `at` (or a new key): the entry's index in the pool. */
  private slot(at: number, lenA: number, lenB: number, leader: number): number {
    const k = this.keys;
    if (at >= 0 && k[at + 4]! < k[at + 5]!) return k[at + 3]! + k[at + 4]!++ * ENTRY_INTS;
    const room = at < 0 ? FIRST_ROOM : k[at + 5]! * 2;
    const start = this.takeRun(room);
    if (start < 0 || (at < 0 && this.keyCount >= this.keyLimit)) {
      this.reset();
      at = this.find(lenA, lenB, leader);
      return this.slot(at, lenA, lenB, leader);
    }
    if (at < 0) {
      at = -1 - at;
      k[at] = lenA;
      k[at + 1] = lenB;
      k[at + 2] = (this.gen << 5) | leader;
      k[at + 4] = 0;
      this.keyCount++;
    } else {
      const old = k[at + 3]!;
      this.pool.copyWithin(start, old, old + k[at + 4]! * ENTRY_INTS);
      this.freeRun(old, k[at + 5]!);
    }
    k[at + 3] = start;
    k[at + 5] = room;
    return start + k[at + 4]!++ * ENTRY_INTS;
  }

  /** A run of `room` entries (a power of two): a freed one of that size, else from the pool's top; -1 if full. */
  private takeRun(room: number): number {
    const c = 31 - Math.clz32(room);
    const free = this.free[c]!;
    if (free >= 0) {
      this.free[c] = this.pool[free]!;
      return free;
    }
    if (this.poolTop + room * ENTRY_INTS > this.poolInts) return -1;
    const start = this.poolTop;
    this.poolTop += room * ENTRY_INTS;
    return start;
  }

  /** Gives a run back for another key that grows to its size (a list through the runs' first ints). */
  private freeRun(start: number, room: number): void {
    const c = 31 - Math.clz32(room);
    this.pool[start] = this.free[c]!;
    this.free[c] = start;
  }
}
