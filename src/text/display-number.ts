/**
 * The one display rule: exact values are rounded only here, half away from zero. Matchpoints show as whole
 * numbers when they are whole and with one decimal otherwise (NBF 3.2.5: no rounding inside, display one
 * decimal); percentages with two decimals; IMPs with up to two.
 */
import { Rational } from '../base/rational.js';

export type MpDisplay = 'international' | 'american' | 'relative';

export function fmtMp(v: Rational | undefined, digits = 1): string {
  if (v === undefined) return '';
  return v.isInteger() ? v.toString() : v.toFixed(digits);
}

export function fmtPct(v: Rational | undefined): string {
  return v === undefined ? '' : v.toFixed(2);
}

export function fmtImp(v: Rational | undefined): string {
  if (v === undefined) return '';
  return v.isInteger() ? v.toString() : v.toFixed(2);
}

/** MP on the chosen display scale: international (2/1/0), American (1/½/0) or relative to average (Norway). */
export function displayMp(v: Rational | undefined, top: Rational | undefined, scale: MpDisplay): Rational | undefined {
  if (v === undefined) return undefined;
  if (scale === 'american') return v.div(Rational.of(2));
  if (scale === 'relative' && top) return v.sub(top.div(Rational.of(2)));
  return v;
}

/** A JSON number from an exact value: the nearest double, so the same input gives the same text. */
export function jsonNumber(v: Rational | undefined): number | null {
  return v === undefined ? null : v.toNumber();
}

export function rankText(rank: number | undefined, tie: boolean): string {
  if (rank === undefined) return '-';
  return tie ? `${rank}=` : String(rank);
}
