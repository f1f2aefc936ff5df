/**
 * Values read back from the register are checked as they are read: the register is ours, so a value no
 * bridgescore writes (a result "1/0", an HC that is not a whole number of hundredths, a table missing) means
 * the file was damaged or edited by hand. It is reported as a damaged register (exit 1), not an internal error.
 *
 * @example
 * storedRational('5718/100', 'the result of event e1') //=> 57.18
 * storedRational('1/0', 'the result of event e1')      // throws DamagedRegisterError
 */
import { Rational } from '../../base/rational.js';

export class DamagedRegisterError extends Error {
  override readonly name = 'DamagedRegisterError';
}

/** HCs, and their changes, in hundredths: far beyond any real value, still exact as a JavaScript number. */
export const MAX_STORED_CENTI = 100_000_000;

/** An exact value stored as "num/den" or "n". */
export function storedRational(text: unknown, what: string): Rational {
  if (typeof text === 'string' && text.length <= 200) {
    const m = /^(-?\d+)(?:\/(\d+))?$/.exec(text);
    if (m && m[2] !== undefined && /^0+$/.test(m[2]) === false) return Rational.of(BigInt(m[1] as string), BigInt(m[2]));
    if (m && m[2] === undefined) return Rational.of(BigInt(m[1] as string));
  }
  throw new DamagedRegisterError(`${what} is ${JSON.stringify(text)}, not an exact number`);
}

/** An HC (or a change of it) in hundredths. */
export function storedCenti(value: unknown, what: string): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= MAX_STORED_CENTI) return value;
  throw new DamagedRegisterError(`${what} is ${typeof value === 'number' ? String(value) : JSON.stringify(value)}, not a handicap in hundredths`);
}

/** A count (boards) stored as a whole number ≥ 0. */
export function storedCount(value: unknown, what: string): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  throw new DamagedRegisterError(`${what} is ${JSON.stringify(value)}, not a whole number`);
}
