/**
 * An exact running total of fractions with few different denominators — a pair's matchpoints over its boards,
 * where each board's value is a whole number or a Neuberg value over the group size n. The numerators are
 * summed per denominator as (exact) doubles, and turned into one rational at the end; a value that is not
 * such a fraction, or a sum that would pass 2^53, goes to a bigint rational beside. So totals are exact — ties
 * are ties — at the cost of a few number additions per board.
 *
 * @example
 * const s = new ExactSum(); s.add(199, 10); s.add(12, 1); s.value().toString() //=> "319/10"
 */
import { Rational } from '../../base/rational.js';

const LIMIT = 2 ** 52;

export class ExactSum {
  private whole = 0;
  /** the fractions' denominators and their numerators' sums (made at the first fraction) */
  private dens: number[] | undefined;
  private nums: number[] | undefined;
  private rest: Rational | undefined;

  /** Add num/den (whole numbers, den ≥ 1). */
  add(num: number, den: number): void {
    if (den === 1) {
      const w = this.whole + num;
      if (w > LIMIT || w < -LIMIT) {
        this.addRational(Rational.of(this.whole));
        this.whole = num;
      } else this.whole = w;
      return;
    }
    const dens = (this.dens ??= []);
    const nums = (this.nums ??= []);
    for (let k = 0; k < dens.length; k++) {
      if (dens[k] === den) {
        const v = (nums[k] as number) + num;
        if (v > LIMIT || v < -LIMIT) {
          this.addRational(Rational.of(nums[k] as number, den));
          nums[k] = num;
        } else nums[k] = v;
        return;
      }
    }
    dens.push(den);
    nums.push(num);
  }

  addRational(r: Rational): void {
    if (r.den === 1n && r.num < 1_000_000_000n && r.num > -1_000_000_000n) {
      this.add(Number(r.num), 1);
      return;
    }
    this.rest = this.rest === undefined ? r : this.rest.add(r);
  }

  value(): Rational {
    let v = Rational.of(this.whole);
    const dens = this.dens ?? [];
    for (let k = 0; k < dens.length; k++) v = v.add(Rational.of((this.nums as number[])[k] as number, dens[k]));
    return this.rest === undefined ? v : v.add(this.rest);
  }
}
