/**
 * Butler scoring (IMPs against a datum), Law 78B, IMP pairs: the datum is the mean of the NS scores on the board
 * after dropping extremes, rounded to the nearest 10; NS gets IMP(score − datum), EW the negative.
 * Practice varies, so both choices are options: how many extremes are dropped (none; one top and one bottom,
 * the default of the programs whose files we check against — PBN `Butler-2`; or a percentage at each end, as
 * ACBLscore's 5 %), and how a mean ending exactly in 5 is rounded.
 *
 * @example
 * butlerDatum([420, 420, 450, -50, 170], { drop: { kind: 'count', count: 1 }, rounding: 'half-up' }) //=> 340
 */
import { Rational } from '../../base/rational.js';
import { imps } from '../../laws/imps.js';
import type { MpItem } from './matchpoints.js';
import { type DatumRounding, type ButlerDrop, type ButlerOptions } from '../../model/settings.js';

/** How many scores are dropped at each end from n results. Never so many that nothing is left. */
export function droppedPerEnd(n: number, drop: ButlerDrop): number {
  const k = drop.kind === 'count' ? drop.count : Math.floor((n * drop.percent) / 100);
  return Math.max(0, Math.min(k, Math.floor((n - 1) / 2)));
}

/** Round a rational to the nearest multiple of 10 by the chosen rule for an exact half (…5). */
export function roundToTen(x: Rational, rule: DatumRounding): number {
  const tenths = x.div(Rational.of(10));
  const floor = floorRational(tenths);
  const frac = tenths.sub(Rational.of(floor));
  const half = Rational.of(1, 2);
  const c = frac.cmp(half);
  let q: bigint;
  if (c < 0) q = floor;
  else if (c > 0) q = floor + 1n;
  else if (rule === 'half-up') q = floor + 1n;
  else if (rule === 'half-even') q = floor % 2n === 0n ? floor : floor + 1n;
  else if (rule === 'toward-zero') q = floor < 0n ? floor + 1n : floor;
  else q = floor < 0n ? floor : floor + 1n;
  return Number(q) * 10;
}

function floorRational(x: Rational): bigint {
  const q = x.num / x.den;
  return x.num < 0n && q * x.den !== x.num ? q - 1n : q;
}

/**
 * The datum from the results' NS scores. A weighted result counts with its expected score Σ wₖ sₖ.
 * Returns undefined for a group with no results.
 */
export function butlerDatum(items: readonly MpItem[], opts: ButlerOptions): number | undefined {
  if (items.length === 0) return undefined;
  const values = items.map((it) => it.components.reduce((acc, c) => acc.add(c.weight.mul(Rational.of(c.score))), Rational.ZERO)).sort((a, b) => a.cmp(b));
  const k = droppedPerEnd(values.length, opts.drop);
  const kept = values.slice(k, values.length - k);
  const mean = kept.reduce((a, b) => a.add(b), Rational.ZERO).div(Rational.of(kept.length));
  return roundToTen(mean, opts.rounding);
}

/** NS IMPs of each result against the datum: Σ wₖ × IMP(sₖ − datum). */
export function butlerImps(items: readonly MpItem[], datum: number): Rational[] {
  return items.map((it) => it.components.reduce((acc, c) => acc.add(c.weight.mul(Rational.of(imps(c.score - datum)))), Rational.ZERO));
}
