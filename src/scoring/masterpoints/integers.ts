// Exact integer division with the roundings the masterpoint scales use (up, down, half up). Source: the
// rounding rules quoted in ./scales/ (EBU Handbook 3.4, ABF Manual 4.2); all arguments are safe integers.

/** ⌈a / b⌉ for a ≥ 0, b > 0. */
export function divUp(a: number, b: number): number {
  return Math.floor((a + b - 1) / b);
}

/** ⌊a / b⌋ for a ≥ 0, b > 0. */
export function divDown(a: number, b: number): number {
  return Math.floor(a / b);
}

/** a / b rounded to the nearest integer, a half up, for a ≥ 0, b > 0. */
export function divHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}
