/**
 * The WBF 2013 continuous Victory Point scale (NBF 2.8.3), for any number of boards and any maximum.
 *
 * For N boards the blitz is B = 15√N and the winner of a margin M < B gets
 * max/2 + max/2 × (1 − τ^(3M/B)) / (1 − τ³), τ = (√5 − 1)/2; from B on, the maximum. The official tables are
 * not the plain rounding of the formula: each value is rounded to 2 decimals (half up), then, while some IMP is
 * worth more than the IMP before it, the value before it is raised by 0.01 (each extra IMP is never worth more
 * than the previous one). Values are kept as integers of 0.01 VP so that totals and ties are exact.
 * A maximum other than 20 (25, 30) multiplies the formula before the same rounding (the WBF 2013 scale, other maxima).
 *
 * @example
 * vpForMargin(vpTable(32), -4) //=> { home: 914, away: 1086 }   (55–59 over 32 boards: 9.14 – 10.86)
 */
import { hundredthsText } from '../base/hundredths.js';
import { Rational } from '../base/rational.js';

const TAU = (Math.sqrt(5) - 1) / 2;
const TAU3 = TAU ** 3;

export interface VpTable {
  readonly boards: number;
  /** the scale's maximum in VP (20 for the WBF scale) */
  readonly max: number;
  /** the first margin that gets the maximum (the blitz, rounded up to a whole IMP) */
  readonly blitz: number;
  /** the winner's VP in hundredths for margins 0 … blitz; the loser gets max − winner */
  readonly winner: readonly number[];
}

const cache = new Map<string, VpTable>();

/** The unrounded formula for a non-negative margin, in VP. */
export function vpFormula(boards: number, margin: number, max = 20): number {
  const blitz = 15 * Math.sqrt(boards);
  if (margin >= blitz) return max;
  return max / 2 + ((max / 2) * (1 - TAU ** ((3 * margin) / blitz))) / (1 - TAU3);
}

/**
 * The official table for `boards` boards on a `max`-point scale: every margin from 0 to the blitz.
 * Throws RangeError for a number of boards below 1 or a maximum that is not a positive whole number.
 */
export function vpTable(boards: number, max = 20): VpTable {
  if (!Number.isInteger(boards) || boards < 1) throw new RangeError(`the number of boards must be a whole number ≥ 1, got ${boards}`);
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`the VP maximum must be a whole number ≥ 1, got ${max}`);
  const key = `${boards}/${max}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const top = max * 100;
  const v: number[] = [];
  for (let m = 0; ; m++) {
    // The formula is irrational away from M = 0, never within 1e-4 of a half hundredth for the board numbers
    // in use, so floating point rounds it exactly as the WBF's own program did.
    const h = Math.floor(vpFormula(boards, m, max) * 100 + 0.5);
    v.push(Math.min(h, top));
    if (h >= top) break;
  }
  for (let changed = true; changed;) {
    changed = false;
    for (let m = 2; m < v.length; m++) {
      const a = v[m - 2] as number;
      const b = v[m - 1] as number;
      const c = v[m] as number;
      if (c - b > b - a) {
        v[m - 1] = b + 1;
        changed = true;
      }
    }
  }
  const table: VpTable = { boards, max, blitz: v.length - 1, winner: v };
  cache.set(key, table);
  return table;
}

/** Hundredths of VP for each side of a whole-IMP margin seen from the home team (negative: home lost). */
export function vpForMargin(table: VpTable, margin: number): { home: number; away: number } {
  const a = Math.abs(margin);
  const w = a >= table.winner.length ? table.max * 100 : (table.winner[a] as number);
  const l = table.max * 100 - w;
  return margin >= 0 ? { home: w, away: l } : { home: l, away: w };
}

/**
 * VP for an exact (possibly fractional) margin: the formula at the margin, rounded to hundredths and kept
 * between the table's values for the whole margins around it, so the scale stays monotone.
 */
export function vpForExactMargin(table: VpTable, margin: Rational): { home: number; away: number } {
  if (margin.isInteger()) return vpForMargin(table, Number(margin.num));
  const a = margin.abs();
  const lo = Number(a.num / a.den);
  const below = vpForMargin(table, lo).home;
  const above = vpForMargin(table, lo + 1).home;
  const raw = Math.floor(vpFormula(table.boards, a.toNumber(), table.max) * 100 + 0.5);
  const w = Math.min(Math.max(raw, below), above);
  const l = table.max * 100 - w;
  return margin.sign() >= 0 ? { home: w, away: l } : { home: l, away: w };
}

/** NBF 2.8.3: a fractional IMP total rounds to the nearest IMP, halves away from zero. */
export function roundImps(value: Rational): Rational {
  return Rational.of(BigInt(value.toFixed(0)));
}

/** Hundredths of VP as text with two decimals: 914 → "9.14". */
export const centiText = hundredthsText;

/** Hundredths as short text for a penalty: 50 → "0.5", 300 → "3", 125 → "1.25". */
export function centiShort(centi: number): string {
  return centiText(centi).replace(/\.?0+$/, '');
}

/** A rational number of VP (or points) in hundredths, halves away from zero. */
export function toCenti(value: Rational): number {
  return Number(value.mul(Rational.of(100)).toFixed(0));
}
