/**
 * Law 78A matchpoints with Neuberg's formula (NBF 3.2.5) and weighted scores (Law 12C1c), in one computation:
 * the "factored frequency" principle. Each real result in a group of n, on a board that should have had N
 * results, has frequency N/n, split over its components by weight. Then, on the international scale,
 *
 *   MP(s) = f × (2 × (weight of lower scores) + (weight of equal scores, own excluded) + 1) − 1,  f = N/n
 *
 * which is Law 78A (2 per result beaten, 1 per tie) when f = 1 and weights are 1, and Neuberg's
 * (N/n)(mp + 1) − 1 otherwise. A weighted result gets Σ wₖ × MP(componentₖ), and the others compare against
 * each component with frequency wₖ. NS + EW at a table is always the full top 2(N − 1).
 *
 * Sorting once and counting makes a board O(n log n), not pairwise.
 *
 * @example
 * // 10 results where 11 were expected; a score that beat all 9 others: (11/10)(18 + 1) − 1 = 19.9
 * matchpointGroup([{ components: [{ score: 620, weight: ONE }] }, …9 lower…], 11)[0].mp.toFixed(1) //=> "19.9"
 */
import { Rational } from '../../base/rational.js';

export interface MpComponent {
  readonly score: number;
  readonly weight: Rational;
}

export interface MpItem {
  readonly components: readonly MpComponent[];
}

export interface MpValue {
  /** matchpoints won within the group, before Neuberg (international scale) */
  readonly raw: Rational;
  /** after Neuberg to the expected number of results */
  readonly mp: Rational;
}

/** The full top of a board expected to have `expected` results, international scale: 2(N − 1). */
export function fullTop(expected: number): Rational {
  return Rational.of(2 * Math.max(0, expected - 1));
}

export function matchpointGroup(items: readonly MpItem[], expected: number): MpValue[] {
  const n = items.length;
  if (n === 0) return [];
  const simple = items.every((it) => it.components.length === 1 && (it.components[0] as MpComponent).weight.eq(Rational.ONE));
  const factor = Rational.of(expected, n);
  const neuberg = (raw: Rational): Rational => (expected === n ? raw : factor.mul(raw.add(Rational.ONE)).sub(Rational.ONE));
  if (simple)
    return simpleGroup(
      items.map((it) => (it.components[0] as MpComponent).score),
      neuberg,
    );

  // Weighted: frequency per distinct score, then lower/equal weights by prefix sums.
  const weightAt = new Map<number, Rational>();
  for (const it of items) {
    for (const c of it.components) weightAt.set(c.score, (weightAt.get(c.score) ?? Rational.ZERO).add(c.weight));
  }
  const scores = [...weightAt.keys()].sort((a, b) => a - b);
  const lowerAt = new Map<number, Rational>();
  let acc = Rational.ZERO;
  for (const s of scores) {
    lowerAt.set(s, acc);
    acc = acc.add(weightAt.get(s) as Rational);
  }
  return items.map((it) => {
    let raw = Rational.ZERO;
    for (const c of it.components) {
      let lower = lowerAt.get(c.score) as Rational;
      let equal = weightAt.get(c.score) as Rational;
      // The result is not compared with itself: remove its own components from the counts.
      for (const o of it.components) {
        if (o.score < c.score) lower = lower.sub(o.weight);
        else if (o.score === c.score) equal = equal.sub(o.weight);
      }
      raw = raw.add(c.weight.mul(Rational.of(2).mul(lower).add(equal)));
    }
    return { raw, mp: neuberg(raw) };
  });
}

function simpleGroup(scores: readonly number[], neuberg: (raw: Rational) => Rational): MpValue[] {
  const sorted = [...scores].sort((a, b) => a - b);
  const firstIndex = new Map<number, number>();
  const count = new Map<number, number>();
  sorted.forEach((s, i) => {
    if (!firstIndex.has(s)) firstIndex.set(s, i);
    count.set(s, (count.get(s) ?? 0) + 1);
  });
  return scores.map((s) => {
    const raw = Rational.of(2 * (firstIndex.get(s) as number) + (count.get(s) as number) - 1);
    return { raw, mp: neuberg(raw) };
  });
}
