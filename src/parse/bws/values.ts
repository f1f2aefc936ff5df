/**
 * The rows of a Bridgemate database as an Access reader gives them (plain objects, one key per column: numbers,
 * strings, booleans, dates or null), and the checked reading of one cell. Every number is range-checked where
 * it is read: a database cell holds whatever the program that wrote it put there.
 *
 * @example
 * intCell({ Table: 3 }, 'Table', { min: 1 }) //=> { ok: true, value: 3 }
 */
import type { Parsed } from '../../laws/notation.js';

export type BwsRow = Readonly<Record<string, unknown>>;

/** The tables the scorer reads (the Bridgemate developer's guide); absent tables are empty. */
export interface BwsTables {
  readonly Section?: readonly BwsRow[];
  readonly Session?: readonly BwsRow[];
  readonly RoundData?: readonly BwsRow[];
  readonly ReceivedData?: readonly BwsRow[];
  readonly PlayerNumbers?: readonly BwsRow[];
  readonly PlayerNames?: readonly BwsRow[];
}

/** Access integers are 16 or 32 bits; nothing in a session comes near this. */
const LARGEST = 999_999;

export function intCell(row: BwsRow, column: string, range: { min: number; max?: number }): Parsed<number> {
  const v = row[column];
  const max = range.max ?? LARGEST;
  const expected = `expected a whole number ${range.min}–${max}`;
  if (v === null || v === undefined || v === '') return { ok: false, expected: `${expected} (the cell is empty)` };
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,7}\s*$/.test(v) ? Number(v) : Number.NaN;
  if (!Number.isInteger(n) || n < range.min || n > max) return { ok: false, expected: `${expected} (found ${describe(v)})` };
  return { ok: true, value: n };
}

/** A number cell that may be empty. */
export function optionalInt(row: BwsRow, column: string, range: { min: number; max?: number }): Parsed<number | undefined> {
  const v = row[column];
  if (v === null || v === undefined || v === '') return { ok: true, value: undefined };
  return intCell(row, column, range);
}

/** Text, trimmed (Access pads fixed-width text such as `Section.Letter`); '' for an empty cell. */
export function textCell(row: BwsRow, column: string): string {
  const v = row[column];
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

export function boolCell(row: BwsRow, column: string): boolean {
  const v = row[column];
  return v === true || v === 1 || v === -1 || (typeof v === 'string' && /^(true|yes|-?1)$/i.test(v.trim()));
}

/** Milliseconds of a date cell, or undefined. Access keeps a time of day as a date on 30 December 1899. */
export function timeCell(row: BwsRow, column: string): number | undefined {
  const v = row[column];
  if (v instanceof Date) return Number.isFinite(v.getTime()) ? v.getTime() : undefined;
  if (typeof v === 'string' && v.trim() !== '') {
    const t = Date.parse(v);
    return Number.isFinite(t) ? t : undefined;
  }
  return undefined;
}

const ACCESS_EPOCH = Date.UTC(1899, 11, 30);

/** When a row was entered: `DateLog` (the day) plus `TimeLog` (the time of day), comparable as numbers. */
export function loggedAt(row: BwsRow): number {
  const day = timeCell(row, 'DateLog');
  const time = timeCell(row, 'TimeLog');
  const dayStart = day === undefined ? 0 : day;
  // A TimeLog that already carries its day (some installations) is used as it is.
  if (time === undefined) return dayStart;
  return time < Date.UTC(1900, 0, 1) ? dayStart + (time - ACCESS_EPOCH) : time;
}

/** `YYYY-MM-DD` of a date cell (Access dates carry no zone: read as written). */
export function isoDay(row: BwsRow, column: string): string | undefined {
  const t = timeCell(row, column);
  if (t === undefined) return undefined;
  const iso = new Date(t).toISOString().slice(0, 10);
  return /^(19|20)\d\d-/.test(iso) ? iso : undefined;
}

export function describe(v: unknown): string {
  if (typeof v === 'string') return `"${v.length > 40 ? `${v.slice(0, 40)}…` : v}"`;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (v === null || v === undefined) return 'nothing';
  return 'a value of another type';
}
