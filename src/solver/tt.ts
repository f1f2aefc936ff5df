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
 * Memory is fixed and preallocated: an open-addressing table of keys (Int32Array, 8 ints a key) and a pool of
 * entries (Int32Array, 12 ints an entry). A run starts with room for 4 entries and moves to a run twice as long
 * when it is full; the old run is kept for another run that grows to its size. When the pool or the keys fill up,
 * or for a new deal or strain, the whole table is forgotten at once: keys carry a generation number, so that is one
 * increment, not a clear.
 */
import { TOP_MASK } from './bits.js';

const MAX_SCAN = 1000;
/** a store tightens an entry of the same pattern among the newest of its key (else adds one) */
const STORE_SCAN = 8;
/** ints a key: lenA, lenB, generation and leader, first entry (index into the pool), entries, room */
const KEY_INTS = 8;
/** ints an entry: 4 owners patterns, top-card counts, bounds, (unused), move, the 4 patterns' masks */
const ENTRY_INTS = 12;
const FIRST_ROOM = 4;

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

  /** A table of 2^bits entries (48 bytes each) and 2^(bits - 2) keys (32 bytes each). */
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
   * Looks a position up: `codes` (at `off`, 4 suits) are the owners codes of every suit. Returns 1 if an entry shows North–South take at least `need` of the remaining tricks, 0 if one
   * shows they take fewer, -1 when no entry decides.
   */
  probe(lenA: number, lenB: number, leader: number, codes: Int32Array, off: number, need: number, splitOwner: number): number {
    this.hintMove = -1;
    const at = this.find(lenA, lenB, leader | (splitOwner << 2));
    if (at >= 0) {
      const r = this.scan(at, codes, off, need);
      if (r >= 0) return r;
    }
    const any = this.find(lenA, lenB, leader | 16);
    return any >= 0 ? this.scan(any, codes, off, need) : -1;
  }

  /** Scans the run of the key at `at` from its newest entry (see probe). */
  private scan(at: number, codes: Int32Array, off: number, need: number): number {
    const p = this.pool;
    const c0 = codes[off]!,
      c1 = codes[off + 1]!,
      c2 = codes[off + 2]!,
      c3 = codes[off + 3]!;
    const first = this.keys[at + 3]!;
    const last = first + (this.keys[at + 4]! - 1) * ENTRY_INTS;
    const stop = last - MAX_SCAN * ENTRY_INTS > first ? last - MAX_SCAN * ENTRY_INTS : first;
    let hint = this.hintMove;
    for (let j = last; j >= stop; j -= ENTRY_INTS) {
      const b = p[j + 5]!;
      const lb = b >> 4;
      const undecided = lb < need && (b & 15) >= need;
      if (undecided && hint >= 0) continue;
      if ((c0 & p[j + 8]!) !== p[j]!) continue;
      if ((c1 & p[j + 9]!) !== p[j + 1]!) continue;
      if ((c2 & p[j + 10]!) !== p[j + 2]!) continue;
      if ((c3 & p[j + 11]!) !== p[j + 3]!) continue;
      if (undecided) {
        hint = p[j + 7]!;
        continue;
      }
      this.hitKs = p[j + 4]!;
      if (j !== last) this.toNewest(j, last);
      return lb >= need ? 1 : 0;
    }
    this.hintMove = hint;
    return -1;
  }

  /** Moves the entry at `j` to the newest place `last` (the ones after it move down one): found first next time. */
  private toNewest(j: number, last: number): void {
    const p = this.pool;
    const a0 = p[j]!,
      a1 = p[j + 1]!,
      a2 = p[j + 2]!,
      a3 = p[j + 3]!,
      a4 = p[j + 4]!,
      a5 = p[j + 5]!,
      a7 = p[j + 7]!,
      a8 = p[j + 8]!,
      a9 = p[j + 9]!,
      a10 = p[j + 10]!,
      a11 = p[j + 11]!;
    p.copyWithin(j, j + ENTRY_INTS, last + ENTRY_INTS);
    p[last] = a0;
    p[last + 1] = a1;
    p[last + 2] = a2;
    p[last + 3] = a3;
    p[last + 4] = a4;
    p[last + 5] = a5;
    p[last + 7] = a7;
    p[last + 8] = a8;
    p[last + 9] = a9;
    p[last + 10] = a10;
    p[last + 11] = a11;
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
    splitSuit: number,
    splitOwner: number,
  ): void {
    const run = leader | ((((ks >> (splitSuit * 4)) & 15) === 0 ? 4 : splitOwner) << 2);
    const p = this.pool;
    // a key fixes every suit's cards in play, so each pattern's mask is fixed by its top-card count
    const k0 = TOP_MASK[counts[0]! * 16 + (ks & 15)]!;
    const k1 = TOP_MASK[counts[1]! * 16 + ((ks >> 4) & 15)]!;
    const k2 = TOP_MASK[counts[2]! * 16 + ((ks >> 8) & 15)]!;
    const k3 = TOP_MASK[counts[3]! * 16 + ((ks >> 12) & 15)]!;
    const m0 = codes[off]! & k0;
    const m1 = codes[off + 1]! & k1;
    const m2 = codes[off + 2]! & k2;
    const m3 = codes[off + 3]! & k3;
    const at = this.find(lenA, lenB, run);
    if (at >= 0) {
      const first = this.keys[at + 3]!;
      const last = first + (this.keys[at + 4]! - 1) * ENTRY_INTS;
      const stop = last - STORE_SCAN * ENTRY_INTS > first ? last - STORE_SCAN * ENTRY_INTS : first;
      for (let j = last; j >= stop; j -= ENTRY_INTS) {
        if (p[j + 4] !== ks || p[j] !== m0 || p[j + 1] !== m1 || p[j + 2] !== m2 || p[j + 3] !== m3) continue;
        const b = p[j + 5]!;
        const olb = b >> 4;
        const oub = b & 15;
        p[j + 5] = ((lb > olb ? lb : olb) << 4) | (ub < oub ? ub : oub);
        if (move >= 0) p[j + 7] = move;
        return;
      }
    }
    const j = this.slot(at, lenA, lenB, run);
    p[j] = m0;
    p[j + 1] = m1;
    p[j + 2] = m2;
    p[j + 3] = m3;
    p[j + 4] = ks;
    p[j + 5] = (lb << 4) | ub;
    p[j + 7] = move;
    p[j + 8] = k0;
    p[j + 9] = k1;
    p[j + 10] = k2;
    p[j + 11] = k3;
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
