// Exact non-negative-denominator rationals on BigInt for the season tables (averages, improvements, carry
// forward), and the recovery of an exact fraction from a JSON number. Source: the program's own arithmetic;
// the recovery is the continued-fraction (Stern-Brocot) best approximation, accepted only when it reproduces the
// double exactly.

import type { Q } from '../../model/series.js';

export type { Q } from '../../model/series.js';

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function q(n: bigint | number, d: bigint | number = 1n): Q {
  let nn = BigInt(n);
  let dd = BigInt(d);
  if (dd === 0n) throw new RangeError('zero denominator');
  if (dd < 0n) [nn, dd] = [-nn, -dd];
  const g = gcd(nn, dd) || 1n;
  return { n: nn / g, d: dd / g };
}

export const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q): Q => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q): Q => q(a.n * b.d, a.d * b.n);
export const cmp = (a: Q, b: Q): number => {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
};
export const eq = (a: Q, b: Q): boolean => a.n === b.n && a.d === b.d;

export function sum(xs: readonly Q[]): Q {
  return xs.reduce(add, q(0));
}

/**
 * The fraction with the smallest denominator ≤ maxDen within a few ulps of x (a sum of doubles can be an ulp
 * off the correctly rounded value), or undefined.
 */
export function fromDouble(x: number, maxDen = 10_000_000): Q | undefined {
  if (!Number.isFinite(x)) return undefined;
  const neg = x < 0;
  const v = Math.abs(x);
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  let rest = v;
  for (let i = 0; i < 64; i++) {
    const a = Math.floor(rest);
    [h0, h1] = [h1, a * h1 + h0];
    [k0, k1] = [k1, a * k1 + k0];
    if (k1 > maxDen) return undefined;
    if (Math.abs(h1 / k1 - v) <= v * 8 * Number.EPSILON) return q(neg ? -h1 : h1, k1);
    const frac = rest - a;
    if (frac === 0) return undefined;
    rest = 1 / frac;
  }
  return undefined;
}

/** Decimal text rounded half away from zero to `decimals` places: 72.8333… → "72.83". */
export function toFixed(x: Q, decimals = 2): string {
  const scale = 10n ** BigInt(decimals);
  const neg = x.n < 0n;
  const a = neg ? -x.n : x.n;
  const r = (2n * a * scale + x.d) / (2n * x.d);
  const s = r.toString().padStart(decimals + 1, '0');
  const body = decimals === 0 ? s : `${s.slice(0, -decimals)}.${s.slice(-decimals)}`;
  return neg && r !== 0n ? `-${body}` : body;
}
