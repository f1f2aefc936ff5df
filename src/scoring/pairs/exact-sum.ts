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
import { gcdNumber, Rational } from '../../base/rational.js';

const LIMIT = 2 ** 52;
/** Up to this many denominators the sum is made term by term; beyond, over their least common multiple. */
const FEW = 4;

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

  /**
   * Over the least common multiple of the denominators, made one denominator at a time with number gcds: one
   * bigint gcd at the end, not one a denominator (Neuberg values of many group sizes have a multiple of
   * hundreds of digits, and a gcd of such numbers each time was most of the cost of scoring such an event).
   */
  value(): Rational {
    const dens = this.dens ?? [];
    const nums = this.nums ?? [];
    if (dens.length <= FEW) {
      // Few denominators (every pair of a usual event): small numbers, whose gcds are found with doubles.
      let v = Rational.of(this.whole);
      for (let k = 0; k < dens.length; k++) v = v.add(Rational.of(nums[k] as number, dens[k] as number));
      return this.rest === undefined ? v : v.add(this.rest);
    }
    let lcm = 1n;
    for (const d of dens) {
      const g = gcdNumber(Number(lcm % BigInt(d)), d);
      lcm *= BigInt(d / g);
    }
    let num = BigInt(this.whole) * lcm;
    for (let k = 0; k < dens.length; k++) num += BigInt(nums[k] as number) * (lcm / BigInt(dens[k] as number));
    const v = Rational.of(num, lcm);
    return this.rest === undefined ? v : v.add(this.rest);
  }
}
