/**
 * Law 78B: the IMP scale. A score difference d is worth sign(d) × (number of thresholds ≤ |d|).
 * Differences that are not multiples of 10 (a datum, a weighted score) use the same lower-bound rule.
 *
 * @example
 * imps(-430) //=> -10
 */

/** The thresholds of the WBF IMP scale (Law 78B, 1961 scale): reaching one gains the next IMP. */
export const IMP_THRESHOLDS = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
] as const satisfies readonly number[];

export function imps(difference: number): number {
  const a = Math.abs(difference);
  let lo: number = 0;
  let hi: number = IMP_THRESHOLDS.length;
  // Number of thresholds ≤ a (binary search: the table is sorted).
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((IMP_THRESHOLDS[mid] as number) <= a) lo = mid + 1;
    else hi = mid;
  }
  return difference < 0 && lo > 0 ? -lo : lo;
}
