/**
 * A result as Bridgemate writes it in `ReceivedData` (the Bridgemate developer's guide): `Contract` is the level, a space, the
 * strain and an optional `x`/`xx` (`"3 NT"`, `"2 H x"`, `"4 S xx"`), or `"PASS"`; `Result` is `=`, `+n` or `-n`
 * (empty when passed out); `NS/EW` is the declarer's seat letter.
 *
 * @example
 * parseBwsContract('2 H x') //=> { ok: true, value: { contract: { level: 2, strain: 'H', risk: 'X' } } }
 */
import type { Contract, Level, Risk, Seat, Strain } from '../../model/types.js';
import { parseResult, type Parsed } from '../../laws/notation.js';

export const BWS_CONTRACT_EXPECTED = 'expected a level 1–7, a strain C, D, H, S or NT and an optional x or xx, as "3 NT", "2 H x", "4 S xx", or PASS';
export const BWS_RESULT_EXPECTED = 'expected "=", "+1" … or "-1" …';

const STRAINS: Readonly<Record<string, Strain>> = { C: 'C', D: 'D', H: 'H', S: 'S', N: 'NT', NT: 'NT' };

/** `{}` for a board passed out. */
export function parseBwsContract(text: string): Parsed<{ contract?: Contract }> {
  const t = text.trim().toUpperCase();
  if (t === 'PASS' || t === 'PASSED' || t === 'AP') return { ok: true, value: {} };
  const m = /^([1-7])\s*(NT|N|C|D|H|S)\s*(XX|X|\*\*|\*)?$/.exec(t);
  if (!m) return { ok: false, expected: BWS_CONTRACT_EXPECTED };
  const risk: Risk = m[3] === 'XX' || m[3] === '**' ? 'XX' : m[3] === 'X' || m[3] === '*' ? 'X' : '';
  return { ok: true, value: { contract: { level: Number(m[1]) as Level, strain: STRAINS[m[2] as string] as Strain, risk } } };
}

/** Declarer's tricks from `=`, `+n`, `-n`, checked against the contract (0–13 tricks). */
export function parseBwsResult(text: string, contract: Contract): Parsed<number> {
  const t = text.trim();
  if (!/^(=|[+-]\d{1,2})$/.test(t)) return { ok: false, expected: BWS_RESULT_EXPECTED };
  return parseResult(t, contract);
}

export function parseBwsSeat(text: string): Seat | undefined {
  const t = text.trim().toUpperCase();
  return t === 'N' || t === 'E' || t === 'S' || t === 'W' ? t : undefined;
}

/**
 * `Wrong direction`: the pairs sat the other way round from the movement, so the seats written in the row are
 * those of the other pair. Turning every seat a quarter clockwise (N→E, E→S, S→W, W→N) gives the declaring
 * pair back its place in the movement: the NS pair of the row is the movement's NS pair.
 */
export function turnSeat(seat: Seat): Seat {
  return ({ N: 'E', E: 'S', S: 'W', W: 'N' } as const)[seat];
}
