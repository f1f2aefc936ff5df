/**
 * Wording shared by the movement checks: where a row is (`round 2 at table 3`, with the section when there
 * is one) and how another row of the same file is referred to (`line 4`), so every message reads alike.
 *
 * @example
 * whereRow({ round: 2, table: 3, ns: '3', ew: '10', boards: [4] }) //=> 'round 2 at table 3'
 */
import { locationOf, type Diagnostic, type Severity } from '../base/diagnostics.js';
import type { MovementRow } from '../model/movement.js';

export function whereRow(row: Pick<MovementRow, 'round' | 'table' | 'section'>): string {
  return `${roundName(row)} at table ${row.table}`;
}

/** `round 2`, or `round 2 of section A`. */
export function roundName(row: Pick<MovementRow, 'round' | 'section'>): string {
  return row.section === undefined ? `round ${row.round}` : `round ${row.round} of section ${row.section}`;
}

/** `, line 4` when the row came from a file, nothing for a generated movement (the round and table say it). */
export function lineRef(row: MovementRow): string {
  const line = row.source?.line;
  const record = row.source?.record;
  return line !== undefined ? `, line ${line}` : record !== undefined ? `, ${record}` : '';
}

/** `NS 3 – EW 10`, with `–` for a missing pair. */
export function pairsText(ns: string | null, ew: string | null): string {
  return `NS ${ns ?? '–'} – EW ${ew ?? '–'}`;
}

export function rowDiagnostic(severity: Severity, code: string, row: MovementRow | undefined, fallbackFile: string, message: string): Diagnostic {
  return { severity, code, ...locationOf(row?.source ?? { file: fallbackFile }), message };
}
