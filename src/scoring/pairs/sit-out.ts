/**
 * A contestant's sit-out boards credited at its own average (NBF 3.4.4), held as a bit set over its field's
 * boards: the field's board numbers and, per board, the number its value is a multiple of (the top in
 * matchpoints, the comparisons in cross-IMPs, 1 in Butler) are the field's, shared by its pairs. A value is
 * `rate × multiple`, made only when an output lists the boards; the total is `rate × Σ multiples`, one exact
 * product. A field may have thousands of pairs that each missed hundreds of boards: each costs a bit a board.
 *
 * @example
 * const s = new SitOutList(Int32Array.of(1, 2, 3), Int32Array.of(10, 10, 10), Uint8Array.of(0b110), Rational.of(3, 5), true);
 * s.length //=> 2
 * s.total().toString() //=> "12"
 */
import { Rational } from '../../base/rational.js';
import type { SitOutBoard, SitOutCredits } from '../../model/scored.js';

export class SitOutList implements SitOutCredits {
  readonly length: number;
  private readonly sum: number;

  constructor(
    /** the field's boards, by number */
    private readonly boards: Int32Array,
    /** what each of the field's boards' value is a multiple of */
    private readonly multiples: Int32Array,
    /** bit k: the field's board k is credited */
    private readonly credited: Uint8Array,
    private readonly rate: Rational,
    /** matchpoints: each board's multiple is its top, and a listed board carries it */
    private readonly withTop: boolean,
  ) {
    this.length = creditedSum(undefined, credited, boards.length);
    this.sum = creditedSum(multiples, credited, boards.length);
  }

  /** Σ multiples: the tops in matchpoints, the comparisons in cross-IMPs, the boards in Butler. */
  multipleSum(): number {
    return this.sum;
  }

  /** What the boards add to the total, exactly. */
  total(): Rational {
    return this.length === 0 ? Rational.ZERO : this.rate.mul(Rational.of(this.sum));
  }

  *[Symbol.iterator](): Iterator<SitOutBoard> {
    // One value per multiple in a row (a field's boards mostly share one top).
    let last = -1;
    let value = Rational.ZERO;
    for (let k = 0; k < this.boards.length; k++) {
      if (((this.credited[k >> 3] as number) & (1 << (k & 7))) === 0) continue;
      const m = this.multiples[k] as number;
      if (m !== last) {
        last = m;
        value = this.rate.mul(Rational.of(m));
      }
      const board = this.boards[k] as number;
      yield this.withTop ? { board, value, top: Rational.of(m) } : { board, value };
    }
  }
}

/** Σ multiples[k] over the first n boards k that are credited (without multiples: how many are credited). */
export function creditedSum(multiples: Int32Array | undefined, credited: Uint8Array, n: number): number {
  let sum = 0;
  for (let k = 0; k < n; k++) if (((credited[k >> 3] as number) & (1 << (k & 7))) !== 0) sum += multiples === undefined ? 1 : (multiples[k] as number);
  return sum;
}

/** No sit-out board. */
export const NO_SIT_OUT: SitOutCredits = new SitOutList(new Int32Array(0), new Int32Array(0), new Uint8Array(0), Rational.ZERO, false);
