/**
 * The notations real travellers use for contracts, declarers and results (Law 77 and the travellers of real clubs).
 * Each parser returns the value or an `expected` text for the message.
 */
import { MAX_NUMBER } from '../model/line-table.js';
import { Rational } from '../base/rational.js';
import type { Contract, Level, Risk, Seat, Strain } from '../model/types.js';

export type Parsed<T> = { ok: true; value: T } | { ok: false; expected: string };

export const CONTRACT_EXPECTED = 'expected level 1–7, strain C/D/H/S/NT (or ♣♦♥♠), optional X/XX (or */**), or PASS for a passed-out board';

const PASSED_OUT = new Set(['PASS', 'P', 'AP', 'PO', 'PASSED', 'ALLPASS', 'ALL PASS', 'PASS OUT', 'PASSOUT', '0']);

const STRAINS: Record<string, Strain> = {
  C: 'C',
  D: 'D',
  H: 'H',
  S: 'S',
  N: 'NT',
  NT: 'NT',
  SA: 'NT',
  '♣': 'C',
  '♦': 'D',
  '♥': 'H',
  '♠': 'S',
  '♧': 'C',
  '♢': 'D',
  '♡': 'H',
  '♤': 'S',
};
const RISKS: Record<string, Risk> = { '': '', X: 'X', XX: 'XX', '*': 'X', '**': 'XX', D: 'X', R: 'XX', DBL: 'X', RDBL: 'XX' };

const CONTRACT_RE = /^([1-7])\s*(NT|SA|N|C|D|H|S|♣|♦|♥|♠|♧|♢|♡|♤)\s*(XX|X|\*\*|\*|RDBL|DBL|R|D)?\s*([NESW])?$/u;

export interface ContractWithSeat {
  /** undefined when passed out */
  readonly contract?: Contract;
  /** a declarer written inside the contract field, as in "4H X N" */
  readonly declarer?: Seat;
}

export function isPassedOutText(text: string): boolean {
  return PASSED_OUT.has(text.trim().toUpperCase());
}

export function parseContract(text: string): Parsed<ContractWithSeat> {
  const t = text.trim().toUpperCase();
  if (PASSED_OUT.has(t)) return { ok: true, value: {} };
  const m = CONTRACT_RE.exec(t);
  if (!m) return { ok: false, expected: CONTRACT_EXPECTED };
  const contract: Contract = {
    level: Number(m[1]) as Level,
    strain: STRAINS[m[2] as string] as Strain,
    risk: RISKS[m[3] ?? ''] as Risk,
  };
  return { ok: true, value: m[4] ? { contract, declarer: m[4] as Seat } : { contract } };
}

/** The seats as travellers write them: English, and Norwegian/Danish (Ø, V) and Swedish (Ö, V) letters and words. */
const SEAT_WORDS: Readonly<Record<string, Seat>> = {
  N: 'N',
  E: 'E',
  S: 'S',
  W: 'W',
  NORTH: 'N',
  EAST: 'E',
  SOUTH: 'S',
  WEST: 'W',
  Ø: 'E',
  Ö: 'E',
  V: 'W',
  NORD: 'N',
  NORR: 'N',
  ØST: 'E',
  ÖST: 'E',
  SYD: 'S',
  SÖDER: 'S',
  VEST: 'W',
  VÄST: 'W',
};

export function parseSeat(text: string): Parsed<Seat> {
  const seat = SEAT_WORDS[text.trim().toUpperCase()];
  return seat ? { ok: true, value: seat } : { ok: false, expected: 'expected the declarer as N, E, S or W' };
}

export const RESULT_EXPECTED = 'expected "=", "+1", "-2" (relative to the contract) or the number of tricks 0–13';

/**
 * The number of tricks declarer took: from "=", "+k", "-k", "mk"/"dk" or an absolute trick count.
 * Checks that the result is possible for the contract (0–13 tricks).
 */
export function parseResult(text: string, contract: Contract): Parsed<number> {
  const t = text.trim().toLowerCase().replace(/\s+/g, '');
  const need = contract.level + 6;
  let tricks: number | undefined;
  let m: RegExpExecArray | null;
  if (t === '=' || t === 'm' || t === 'made' || t === '+0' || t === '-0' || t === '==') tricks = need;
  else if ((m = /^(?:\+|m)(\d{1,2})$/.exec(t))) tricks = need + Number(m[1]);
  else if ((m = /^(?:-|d)(\d{1,2})$/.exec(t))) tricks = need - Number(m[1]);
  else if ((m = /^(\d{1,2})$/.exec(t))) tricks = Number(m[1]);
  else return { ok: false, expected: RESULT_EXPECTED };
  if (tricks < 0 || tricks > 13) {
    return { ok: false, expected: `it means ${tricks} tricks (expected -${need} to +${13 - need}, or 0–13 tricks)` };
  }
  return { ok: true, value: tricks };
}

/** "4SX", "3NT": the canonical text used in every output. */
export function contractText(contract: Contract): string {
  return `${contract.level}${contract.strain}${contract.risk}`;
}

/** "=", "+1", "-2": the result relative to the contract. */
export function resultText(contract: Contract, tricks: number): string {
  const d = tricks - (contract.level + 6);
  return d === 0 ? '=' : d > 0 ? `+${d}` : `${d}`;
}

/** The largest score a reader takes from a file: six digits, beyond any score Law 77 gives (7NTXX vulnerable −13 is 7,600). */
export const MAX_SCORE_DIGITS = 6;

/**
 * A board, round or table number (or any count) as a file writes it: digits only, from `min` to
 * `MAX_NUMBER`, range-checked where it is read (a 400-digit number is bad data, never Infinity, and no
 * number is rounded into another beyond 2^53).
 *
 * @example
 * parseWholeNumber('17') //=> { ok: true, value: 17 }
 * parseWholeNumber('9'.repeat(400)).ok //=> false
 */
export function parseWholeNumber(text: string, min = 1, max = MAX_NUMBER): Parsed<number> {
  const t = text.trim();
  const expected = `expected a whole number from ${min} to ${max}`;
  // More than 15 digits (after leading zeros) is beyond any maximum here, and beyond an exact double.
  if (!/^\d+$/.test(t) || t.replace(/^0+(?=\d)/, '').length > 15) return { ok: false, expected };
  const value = Number(t);
  return value >= min && value <= max ? { ok: true, value } : { ok: false, expected };
}

/** A signed whole score ("420", "-50", "+100", at most six digits); undefined otherwise. */
export function parseScoreText(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const m = /^([+-]?)0*(\d{1,6})$/.exec(text.trim());
  if (!m) return undefined;
  const v = Number(m[2]);
  return m[1] === '-' && v !== 0 ? -v : v;
}

export const SCORE_EXPECTED = `expected a whole score such as 420 or -50, at most ${MAX_SCORE_DIGITS} digits`;

export const BOUNDED_DECIMAL_EXPECTED = 'at most 9 digits before the point and 6 after';

/**
 * A decimal number such as "12.5", "-3" or "0,25" read from a file, range-checked where it is read: at most 9
 * digits before the point and 6 after, so that a 400-digit value is bad data and never reaches an output as
 * Infinity or null. Exact (a rational number); undefined when the text is not such a number.
 */
export function parseBoundedDecimal(text: string): Rational | undefined {
  const m = /^[+-]?0*(\d{0,9})(?:[.,](\d{0,6}))?$/.exec(text.trim());
  if (!m || (m[1] === '' && (m[2] ?? '') === '' && !/\d/.test(text))) return undefined;
  return Rational.parseDecimal(text.trim());
}
