/**
 * The double-dummy and par tags of a hand record (PBN 2.1: the score tags and the supplemental tables):
 * - `DoubleDummyTricks`: 20 hex digits, declarers N, S, E, W and for each NT, S, H, D, C (BridgeComposer,
 *   BridgeWebs);
 * - `OptimumResultTable` (PBN 2.1): `Declarer;Denomination;Result`, 20 rows in any order;
 * - `OptimumScore` (PBN 2.1): `NS 430`, `EW -100` or both sides (the side named scores the value);
 * - `ParContract` (BridgeComposer): `EW 3N+1`, `EW 5C=; EW 5D=`, `N 3H=`, `NS 4SX-3`;
 *   `OptimumContract` (Ruter): `6N S 12` (contract, declarer, tricks).
 * Each parser returns the value or what was expected, for a message naming the tag's line.
 *
 * @example
 * parseDoubleDummyTricks('2333223332aaaabaaaab').value?.E.NT //=> 10
 */
import type { DoubleDummyTable, Level, ParContract, Seat, Strain } from '../model/types.js';
import type { Parsed } from './notation.js';
import { found } from '../base/diagnostics.js';

const DD_SEATS: readonly Seat[] = ['N', 'S', 'E', 'W'];
export const DD_STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];
export const SEAT_ORDER: readonly Seat[] = ['N', 'E', 'S', 'W'];

export const DD_TRICKS_EXPECTED = 'expected 20 hex digits 0–d: tricks for declarers N, S, E, W, each in NT, S, H, D, C';

type MutableTable = Record<Seat, Record<Strain, number>>;

export function emptyTable(): MutableTable {
  const row = (): Record<Strain, number> => ({ C: -1, D: -1, H: -1, S: -1, NT: -1 });
  return { N: row(), E: row(), S: row(), W: row() };
}

export function parseDoubleDummyTricks(text: string): Parsed<DoubleDummyTable> {
  const t = text.trim();
  if (!/^[0-9a-fA-F]{20}$/.test(t)) return { ok: false, expected: `${DD_TRICKS_EXPECTED} (found ${t.length} characters)` };
  const table = emptyTable();
  for (let i = 0; i < 20; i++) {
    const tricks = parseInt(t[i] as string, 16);
    if (tricks > 13) return { ok: false, expected: `${DD_TRICKS_EXPECTED} (digit ${i + 1} is ${t[i]}, more than 13 tricks)` };
    table[DD_SEATS[Math.floor(i / 5)] as Seat][DD_STRAINS[i % 5] as Strain] = tricks;
  }
  return { ok: true, value: table };
}

/** The table back as 20 hex digits, in the order of `DoubleDummyTricks`. */
export function doubleDummyTricksText(dd: DoubleDummyTable): string {
  return DD_SEATS.flatMap((seat) => DD_STRAINS.map((strain) => dd[seat][strain].toString(16))).join('');
}

export const STRAIN_WORDS: Readonly<Record<string, Strain>> = { C: 'C', D: 'D', H: 'H', S: 'S', N: 'NT', NT: 'NT' };

export function sameTable(a: DoubleDummyTable, b: DoubleDummyTable): boolean {
  return SEAT_ORDER.every((s) => DD_STRAINS.every((d) => a[s][d] === b[s][d]));
}

export const OPTIMUM_SCORE_EXPECTED = 'expected "NS <score>", "EW <score>" or both, e.g. "NS 420" or "EW -100"';

/** `OptimumScore` → North-South's par score. */
export function parseOptimumScore(text: string): Parsed<number> {
  const m = /^(NS|EW)\s+([+-]?\d{1,5})(?:\s+(NS|EW)\s+([+-]?\d{1,5}))?$/i.exec(text.trim());
  if (!m) return { ok: false, expected: OPTIMUM_SCORE_EXPECTED };
  const fromNS = (side: string, value: string): number => (side.toUpperCase() === 'NS' ? 1 : -1) * Number(value);
  const first = fromNS(m[1] as string, m[2] as string);
  if (m[3] !== undefined && fromNS(m[3], m[4] as string) !== first) return { ok: false, expected: `${OPTIMUM_SCORE_EXPECTED} (the two sides disagree)` };
  return { ok: true, value: first === 0 ? 0 : first };
}

export const PAR_CONTRACT_EXPECTED = 'expected par contracts such as "EW 3N+1", "N 3H=", "NS 4SX-3" or "EW 5C=; EW 5D=", or "Pass"';

const PAR_RE = /^(NS|EW|N|E|S|W)\s+([1-7])\s*(NT|N|S|H|D|C)\s*(XX|X)?\s*(=|[+-]\d{1,2})$/;

/** `ParContract` (BridgeComposer): one or more contracts separated by `;` or `,`. */
export function parseParContracts(text: string): Parsed<ParContract[]> {
  const t = text.trim().toUpperCase();
  if (/^(PASS|PASSED OUT|P)$/.test(t)) return { ok: true, value: [] };
  const out: ParContract[] = [];
  let side = '';
  for (const raw of t.split(/[;,]/)) {
    const part = raw.trim();
    if (part === '') continue;
    // "EW 4S=, 4H=": a contract without a side takes the one before it.
    const m = PAR_RE.exec(part) ?? (side ? PAR_RE.exec(`${side} ${part}`) : null);
    if (!m) return { ok: false, expected: `${PAR_CONTRACT_EXPECTED} (found ${found(raw.trim())})` };
    side = m[1] as string;
    const level = Number(m[2]) as Level;
    const strain = STRAIN_WORDS[m[3] as string] as Strain;
    const r = m[5] as string;
    const tricks = level + 6 + (r === '=' ? 0 : Number(r));
    if (tricks < 0 || tricks > 13) return { ok: false, expected: `${PAR_CONTRACT_EXPECTED} (${found(part)} means ${tricks} tricks)` };
    out.push({ level, strain, risk: m[4] === 'XX' ? 'XX' : m[4] === 'X' ? 'X' : '', declarers: declarersOf(side), tricks });
  }
  if (out.length === 0) return { ok: false, expected: PAR_CONTRACT_EXPECTED };
  return { ok: true, value: out };
}

/** `OptimumContract` (Ruter): `6N S 12`, `4SX E 8`. */
export function parseOptimumContract(text: string): Parsed<ParContract[]> {
  const t = text.trim().toUpperCase();
  if (/^(PASS|P)$/.test(t)) return { ok: true, value: [] };
  const m = /^([1-7])\s*(NT|N|S|H|D|C)\s*(XX|X)?\s+(NS|EW|N|E|S|W)\s+(\d{1,2})$/.exec(t);
  if (!m || Number(m[5]) > 13) return { ok: false, expected: 'expected "<contract> <declarer> <tricks>", e.g. "6N S 12"' };
  return {
    ok: true,
    value: [
      {
        level: Number(m[1]) as Level,
        strain: STRAIN_WORDS[m[2] as string] as Strain,
        risk: m[3] === 'XX' ? 'XX' : m[3] === 'X' ? 'X' : '',
        declarers: declarersOf(m[4] as string),
        tricks: Number(m[5]),
      },
    ],
  };
}

function declarersOf(side: string): Seat[] {
  return SEAT_ORDER.filter((s) => side.includes(s));
}
