/**
 * Constant lookup tables over 13-bit suit holdings, computed once when the module loads and never changed:
 * card counts, the k-th highest card, bit interleaving and compression (bit extraction of a holding relative to
 * the cards still in play). They make the relative-rank keys of the transposition table cheap.
 */

const SIZE = 8192;

/** POPCOUNT[x]: cards in holding x. */
export const POPCOUNT = new Uint8Array(SIZE);
/** SPREAD[x]: bit i of x moved to bit 2i (26 bits). */
export const SPREAD = new Int32Array(SIZE);
/** KTH_TOP[all * 16 + k]: the bit of the k-th highest card of `all` (k from 1), 0 if none. */
export const KTH_TOP = new Uint16Array(SIZE * 16);
/** PEXT_LO[all7 * 128 + x7], PEXT_HI[all6 * 64 + x6]: bits of x at the places of all's bits, packed low. */
const PEXT_LO = new Uint8Array(128 * 128);
const PEXT_HI = new Uint8Array(64 * 64);
/** TOP_ALIGNED[k]: the bits of the k highest cards of an owners code shifted up to 26 bits (the top card at 25–24). */
export const TOP_ALIGNED = new Int32Array(14);

function pextSlow(x: number, all: number): number {
  let out = 0;
  let j = 0;
  for (let i = 0; i < 13; i++) {
    if ((all >> i) & 1) {
      if ((x >> i) & 1) out |= 1 << j;
      j++;
    }
  }
  return out;
}

function init(): void {
  for (let x = 0; x < SIZE; x++) {
    let n = 0;
    let sp = 0;
    for (let i = 0; i < 13; i++) {
      if ((x >> i) & 1) {
        n++;
        sp |= 1 << (2 * i);
      }
    }
    POPCOUNT[x] = n;
    SPREAD[x] = sp;
    let k = 0;
    for (let i = 12; i >= 0; i--) if ((x >> i) & 1) KTH_TOP[x * 16 + ++k] = 1 << i;
  }
  for (let a = 0; a < 128; a++) for (let x = 0; x < 128; x++) PEXT_LO[a * 128 + x] = pextSlow(x & a, a);
  for (let a = 0; a < 64; a++) for (let x = 0; x < 64; x++) PEXT_HI[a * 64 + x] = pextSlow(x & a, a);
  for (let k = 1; k <= 13; k++) TOP_ALIGNED[k] = ((1 << (2 * k)) - 1) << (26 - 2 * k);
}
init();

/** The cards of x (a subset of all) compressed to all's relative ranks, bit 0 = all's lowest card. */
export function pext13(x: number, all: number): number {
  const lo = all & 127;
  const hi = all >> 7;
  return PEXT_LO[lo * 128 + (x & 127)]! | (PEXT_HI[hi * 64 + (x >> 7)]! << POPCOUNT[lo]!);
}

/**
 * The owners of a suit's cards in play, 2 bits a card from the lowest card up (0 N, 1 E, 2 S, 3 W), given the
 * cards in play `all`, the cards of E and W `ew`, and of S and W `sw`.
 */
export function ownersCode(all: number, ew: number, sw: number): number {
  return SPREAD[pext13(ew, all)]! | (SPREAD[pext13(sw, all)]! << 1);
}

/** Highest bit of a non-zero holding. */
export function highBit(x: number): number {
  return 1 << (31 - Math.clz32(x));
}
