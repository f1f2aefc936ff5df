/**
 * The national handicap model (NBF 3.15): from the contestants' HCs and the
 * field's mean, the expected result E, the in-event compensation C, and the HC change Δh that moves a
 * contestant toward the HC its result deserves, more so the more boards it played.
 *
 *   E  = 50 + c × (H̄ − H)        C = 50 − E        R_hc = R + C
 *   Δh = −((R − E) / c) × b / (b + B0)              h_new = min(52, h + Δh), kept to 2 decimals
 *
 * All arithmetic is exact (Rational); a handicap is stored as an integer number of hundredths, so the one
 * rounding step is Δh to 0.01, half away from zero. Both players of a pair receive the same rounded Δh.
 *
 * @example
 * hcChange(rat(10), rat(27), { c: rat(3, 5), b0: rat(100) }).toFixed(2) //=> "-3.54"
 */
import { hundredthsText } from '../base/hundredths.js';
import { Rational, rat } from '../base/rational.js';

/** Percentage points of expected result per HC unit. */
export const DEFAULT_C = 0.6;
/** Boards at which a result moves the HC half way to the HC it deserves. */
export const DEFAULT_B0 = 100;
/** Start value of a new player, and the upper bound of the range (NBF 3.15). */
export const START_HC = 52;
export const MAX_HC_CENTI = 5200;
/**
 * The lowest HC a member list or the register holds. NBF 3.15 keeps values below 0 that results produce; a
 * value far below is a mistake in the data, not a player.
 */
export const MIN_HC_CENTI = -10000;

export interface ModelConstants {
  readonly c: Rational;
  readonly b0: Rational;
}

const FIFTY = rat(50);
const HUNDRED = 100n;

/** E = 50 + c × (H̄ − H), in percent. */
export function expectedResult(h: Rational, hbar: Rational, c: Rational): Rational {
  return FIFTY.add(c.mul(hbar.sub(h)));
}

/** C = 50 − E = c × (H − H̄): what is added to the scratch result to give the HC result. */
export function compensation(h: Rational, hbar: Rational, c: Rational): Rational {
  return c.mul(h.sub(hbar));
}

/** Exact Δh = −((R − E) / c) × b / (b + B0), where `deviation` is R − E. */
export function hcChange(deviation: Rational, boards: Rational, k: ModelConstants): Rational {
  if (boards.sign() <= 0) return Rational.ZERO;
  return deviation
    .div(k.c)
    .neg()
    .mul(boards.div(boards.add(k.b0)));
}

/** Round an exact HC value to hundredths (half away from zero) and return it as an integer count of 0.01. */
export function toCenti(x: Rational): number {
  const scaled = x.mul(rat(100));
  const neg = scaled.sign() < 0;
  const a = neg ? scaled.neg() : scaled;
  const q = (a.num * 2n + a.den) / (2n * a.den);
  const n = Number(q);
  return neg && n !== 0 ? -n : n;
}

export function fromCenti(centi: number): Rational {
  return Rational.of(BigInt(centi), HUNDRED);
}

/** After an event: the 52 cap applies, negative values are kept (NBF 3.15). */
export function applyChange(beforeCenti: number, deltaCenti: number): number {
  return Math.min(MAX_HC_CENTI, beforeCenti + deltaCenti);
}

/** "23.5" → 2350; undefined when the text is not a decimal number. Extra decimals are rounded. */
export function parseHcCenti(text: string): number | undefined {
  const r = Rational.parseDecimal(text);
  return r === undefined ? undefined : toCenti(r);
}

/** 2350 → "23.50", −5 → "-0.05". */
export const formatCenti = hundredthsText;

/** Δ with its sign always shown: "+1.25", "-3.54", "0.00". */
export function formatDeltaCenti(centi: number): string {
  return centi > 0 ? `+${formatCenti(centi)}` : formatCenti(centi);
}

/**
 * An exact rational from a JavaScript number, through its shortest decimal representation: 57.18 is
 * 5718/100, not the nearest binary fraction. Throws on NaN and infinities.
 */
export function numberToRational(x: number): Rational {
  if (!Number.isFinite(x)) throw new RangeError(`not a finite number: ${x}`);
  const text = String(x);
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(text);
  if (!m) throw new RangeError(`cannot read number ${text}`);
  const digits = BigInt((m[2] ?? '0') + (m[3] ?? ''));
  const exp = Number(m[4] ?? '0') - (m[3] ?? '').length;
  let num = m[1] === '-' ? -digits : digits;
  let den = 1n;
  if (exp >= 0) num *= 10n ** BigInt(exp);
  else den = 10n ** BigInt(-exp);
  return Rational.of(num, den);
}

export function toRationalValue(x: Rational | number): Rational {
  return typeof x === 'number' ? numberToRational(x) : x;
}

/** The model's constants as exact values, from the options' numbers. */
export function modelConstants(c: number, b0: number): ModelConstants {
  return { c: numberToRational(c), b0: numberToRational(b0) };
}

/** "5718/100" or "57" → exact value: the stored form of results and of H, H̄ and E in the register. */
export function parseRationalText(text: string): Rational {
  const slash = text.indexOf('/');
  return slash < 0 ? Rational.of(BigInt(text)) : Rational.of(BigInt(text.slice(0, slash)), BigInt(text.slice(slash + 1)));
}
