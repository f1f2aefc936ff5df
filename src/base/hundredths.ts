/**
 * Values kept as whole hundredths (VPs, handicaps) shown with two decimals — exact, no floating point.
 *
 * @example
 * hundredthsText(914) //=> "9.14"
 * hundredthsText(-5)  //=> "-0.05"
 */
export function hundredthsText(centi: number): string {
  const neg = centi < 0;
  const a = Math.abs(centi);
  const text = `${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
  return neg ? `-${text}` : text;
}
