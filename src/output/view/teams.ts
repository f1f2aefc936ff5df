import { Rational } from '../../base/rational.js';
import type { SideResult, StandingRow, TeamsEventResult } from '../../model/teams.js';

export type TeamsCsvTable = 'standings' | 'matches';

export function impsText(r: Rational | null): string {
  if (r === null) return '';
  return r.isInteger() ? r.toString() : r.toFixed(2).replace(/0+$/, '');
}

export function impsNumber(r: Rational | null): number | null {
  return r === null ? null : Number(r.toFixed(2));
}

export function vpNumber(centi: number | null): number | null {
  return centi === null ? null : centi / 100;
}

/** "3=" for a shared place, "–" for a team that is not ranked (NBF 2.9.3). */
export function rankText(row: Pick<StandingRow, 'rank' | 'tie'>): string {
  if (row.rank === null) return '–';
  return row.tie ? `${row.rank}=` : String(row.rank);
}

export function vpPenaltyCenti(s: SideResult): number {
  return s.penalties.filter((p) => p.unit === 'VP').reduce((a, p) => a + p.centi, 0);
}

export function impPenalty(s: SideResult): Rational | null {
  const list = s.penalties.filter((p) => p.unit === 'IMP' && p.imps);
  if (list.length === 0) return null;
  return list.reduce((a, p) => a.add(p.imps ?? Rational.ZERO), Rational.ZERO);
}

export function nameOf(result: TeamsEventResult): (id: string) => string {
  const names = new Map(result.teams.map((t) => [t.id, t.name]));
  return (id) => names.get(id) ?? id;
}

/** IMPs (or board points) to at most two decimals: whole unless the exact-margin option left fractions. */
export const IMP_DECIMALS = 2;
