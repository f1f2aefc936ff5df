/**
 * Exact rational numbers for matchpoints, Neuberg factors and weights.
 *
 * Matchpoints decide prizes, so ties must be detected exactly: 301.5 reached by two different sums of
 * Neuberg-adjusted boards must compare equal. Values are immutable and always normalised (gcd 1,
 * positive denominator), so structural equality is value equality.
 *
 * @example
 * rat(1, 3).add(rat(1, 6)).toString() //=> "1/2"
 */
const SAFE = 9007199254740991n;
const SMALL = 65536;
const SMALL_INTS: (Rational | undefined)[] = [];

/** The greatest common divisor of two whole numbers below 2^53. */
export function gcdNumber(a: number, b: number): number {
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

export class Rational {
  readonly num: bigint;
  readonly den: bigint;

  private constructor(num: bigint, den: bigint) {
    this.num = num;
    this.den = den;
  }

  static of(num: bigint | number, den: bigint | number = 1n): Rational {
    // Small whole numbers are made once and shared (values are immutable): totals and tops repeat a lot.
    if (typeof num === 'number' && den === 1n && Number.isInteger(num) && num >= -SMALL && num < SMALL) {
      const k = num + SMALL;
      return (SMALL_INTS[k] ??= new Rational(BigInt(num), 1n));
    }
    let n = typeof num === 'bigint' ? num : BigInt(num);
    let d = typeof den === 'bigint' ? den : BigInt(den);
    if (d === 1n) return new Rational(n, 1n);
    if (d === 0n) throw new RangeError('Rational with zero denominator');
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    // Most values are small: their common divisor is found with doubles (exact below 2^53), without a bigint
    // per step of Euclid's algorithm.
    if (n < SAFE && n > -SAFE && d < SAFE) {
      const nn = Number(n);
      const dd = Number(d);
      const g = gcdNumber(nn < 0 ? -nn : nn, dd);
      if (g === 1) return new Rational(n, d);
      if (g === 0) return new Rational(0n, 1n);
      return new Rational(BigInt(nn / g), BigInt(dd / g));
    }
    const g = gcd(n < 0n ? -n : n, d);
    return new Rational(g === 0n ? 0n : n / g, g === 0n ? 1n : d / g);
  }

  /** An exact rational from a decimal string such as "33.9", "-2", "0.4" or "60". */
  static parseDecimal(text: string): Rational | undefined {
    const m = /^([+-]?)(\d*)(?:[.,](\d*))?$/.exec(text.trim());
    if (!m || (m[2] === '' && (m[3] ?? '') === '')) return undefined;
    const frac = m[3] ?? '';
    const n = BigInt((m[2] || '0') + frac) * (m[1] === '-' ? -1n : 1n);
    return Rational.of(n, 10n ** BigInt(frac.length));
  }

  /**
   * The exact value of a decimal number as written (55.5 → 111/2, 1.5 → 3/2): for percentages and options
   * given with decimals. Throws for a value that has no short decimal form (NaN, Infinity, 1e21).
   */
  static fromDecimal(x: number): Rational {
    if (Number.isSafeInteger(x)) return Rational.of(x);
    const r = Number.isFinite(x) ? Rational.parseDecimal(String(x)) : undefined;
    if (!r) throw new RangeError(`${x} is not a decimal number`);
    return r;
  }

  add(o: Rational): Rational {
    if (this.den === 1n && o.den === 1n) return new Rational(this.num + o.num, 1n);
    if (this.den === o.den) return Rational.of(this.num + o.num, this.den);
    return Rational.of(this.num * o.den + o.num * this.den, this.den * o.den);
  }
  sub(o: Rational): Rational {
    return this.add(o.neg());
  }
  mul(o: Rational): Rational {
    if (this.den === 1n && o.den === 1n) return new Rational(this.num * o.num, 1n);
    // By a whole number k: with g = gcd(k, den), (num·k/g)/(den/g) is in lowest terms already, and g is
    // found from den mod k (a product of a Neuberg total by a top needs no gcd of two long numbers).
    if (o.den === 1n && o.num !== 0n) return this.timesWhole(o.num);
    if (this.den === 1n && this.num !== 0n) return o.timesWhole(this.num);
    return Rational.of(this.num * o.num, this.den * o.den);
  }
  private timesWhole(k: bigint): Rational {
    const m = k < 0n ? -k : k;
    const g = gcd(m, this.den % m);
    return new Rational(this.num * (k / g), this.den / g);
  }
  div(o: Rational): Rational {
    return Rational.of(this.num * o.den, this.den * o.num);
  }
  neg(): Rational {
    return new Rational(-this.num, this.den);
  }
  abs(): Rational {
    return this.num < 0n ? this.neg() : this;
  }
  cmp(o: Rational): -1 | 0 | 1 {
    if (this.den === o.den) return this.num < o.num ? -1 : this.num > o.num ? 1 : 0;
    // Most comparisons (a ranking of thousands) are decided by the nearest doubles, far apart; only values
    // within rounding of each other are compared exactly.
    const a = this.approx();
    const b = o.approx();
    const tolerance = 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
    if (a < b - tolerance) return -1;
    if (a > b + tolerance) return 1;
    const l = this.num * o.den;
    const r = o.num * this.den;
    return l < r ? -1 : l > r ? 1 : 0;
  }

  /** (a private field: not part of the value, not seen by equality checks) */
  #approx: number | undefined;

  /** The value as a double, worked out once (for comparisons that it decides: see cmp). */
  private approx(): number {
    return (this.#approx ??= this.computeNumber());
  }
  eq(o: Rational): boolean {
    return this.num === o.num && this.den === o.den;
  }
  isZero(): boolean {
    return this.num === 0n;
  }
  isInteger(): boolean {
    return this.den === 1n;
  }
  sign(): -1 | 0 | 1 {
    return this.num < 0n ? -1 : this.num > 0n ? 1 : 0;
  }
  toNumber(): number {
    return this.approx();
  }

  private computeNumber(): number {
    if (this.den === 1n) return Number(this.num);
    // Split to keep precision for large numerators and denominators.
    const q = this.num / this.den;
    const r = this.num - q * this.den;
    return Number(q) + Number(r) / Number(this.den);
  }
  /** "3", "-1/2": exact, for JSON and debugging. */
  toString(): string {
    return this.den === 1n ? this.num.toString() : `${this.num}/${this.den}`;
  }

  /**
   * Decimal text with `digits` decimals, rounding half away from zero — the one display rule of this
   * program. Exact: no floating point is involved.
   */
  toFixed(digits: number): string {
    const scale = 10n ** BigInt(digits);
    const neg = this.num < 0n;
    const a = neg ? -this.num : this.num;
    const scaled = a * scale * 2n + this.den; // (x·scale + 1/2) · 2den
    const q = scaled / (2n * this.den);
    const s = q.toString().padStart(digits + 1, '0');
    const intPart = s.slice(0, s.length - digits);
    const fracPart = digits > 0 ? '.' + s.slice(s.length - digits) : '';
    const isZero = q === 0n;
    return (neg && !isZero ? '-' : '') + intPart + fracPart;
  }

  static readonly ZERO = Rational.of(0);
  static readonly ONE = Rational.of(1);
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

export function rat(num: bigint | number, den: bigint | number = 1n): Rational {
  return Rational.of(num, den);
}

export function sumRationals(values: Iterable<Rational>): Rational {
  let total = Rational.ZERO;
  for (const v of values) total = total.add(v);
  return total;
}
