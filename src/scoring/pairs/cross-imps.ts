/**
 * Cross-IMPs (IMPs across the field), Law 78B, IMP pairs: each result is IMPed against every other result on the
 * board and the IMPs are summed; a board's cross-IMPs add up to zero.
 *
 * Not pairwise: IMP(d) = #{thresholds t ≤ d} − #{t ≤ −d}, so the sum over the others is, for each of the 24
 * thresholds, the weight of scores ≤ s − t minus the weight of scores ≥ s + t — two binary searches in the
 * sorted scores per threshold, O(n log n) for a board of n results.
 *
 * @example
 * crossImpGroup(items([420, 420, -50]))  //=> [10, 10, -20]  (420 v −50 is 470: 10 IMPs)
 */
import { Rational } from '../../base/rational.js';
import { IMP_THRESHOLDS, imps } from '../../laws/imps.js';
import type { MpItem } from './matchpoints.js';

export function crossImpGroup(items: readonly MpItem[]): Rational[] {
  const simple = items.every((it) => it.components.length === 1 && it.components[0]?.weight.eq(Rational.ONE));
  // Sorted distinct scores with cumulative weights; integers in the common case.
  const weightAt = new Map<number, Rational>();
  for (const it of items) for (const c of it.components) weightAt.set(c.score, (weightAt.get(c.score) ?? Rational.ZERO).add(c.weight));
  const scores = [...weightAt.keys()].sort((a, b) => a - b);
  const cum: Rational[] = []; // cum[i] = weight of scores[0..i]
  let acc = Rational.ZERO;
  for (const s of scores) {
    acc = acc.add(weightAt.get(s) as Rational);
    cum.push(acc);
  }
  const total = acc;
  const weightAtMost = (x: number): Rational => {
    const i = upperBound(scores, x) - 1;
    return i < 0 ? Rational.ZERO : (cum[i] as Rational);
  };
  const weightAtLeast = (x: number): Rational => {
    const i = lowerBound(scores, x) - 1;
    return i < 0 ? total : total.sub(cum[i] as Rational);
  };
  const sumAgainstAll = (s: number): Rational => {
    let r = Rational.ZERO;
    for (const t of IMP_THRESHOLDS) r = r.add(weightAtMost(s - t)).sub(weightAtLeast(s + t));
    return r;
  };
  return items.map((it) => {
    let value = Rational.ZERO;
    for (const c of it.components) {
      let v = sumAgainstAll(c.score);
      if (!simple) {
        // The result is not compared with its own other components.
        for (const o of it.components) if (o !== c) v = v.sub(o.weight.mul(Rational.of(imps(c.score - o.score))));
      }
      value = value.add(c.weight.mul(v));
    }
    return value;
  });
}

function lowerBound(a: readonly number[], x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const m = (lo + hi) >> 1;
    if ((a[m] as number) < x) lo = m + 1;
    else hi = m;
  }
  return lo;
}

function upperBound(a: readonly number[], x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const m = (lo + hi) >> 1;
    if ((a[m] as number) <= x) lo = m + 1;
    else hi = m;
  }
  return lo;
}
