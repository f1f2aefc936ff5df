/**
 * Writers for a scored team event and for a VP table: table (cli-table3, with the NBF 2.8.5 "(÷X)"
 * notation for penalties), CSV and JSON (stable key order, `schemaVersion: 1`). Pure: they return strings and
 * take a chalk instance rather than detecting colour. VP are shown with two decimals, IMPs whole unless the
 * exact-margin option left fractions.
 *
 * @example
 * renderTeamsTable(result, new Chalk({ level: 0 })) // "Matches\n┌───────┬…"
 */
import Table from 'cli-table3';
import type { ChalkInstance } from 'chalk';
import { stringify } from 'csv-stringify/sync';
import { Rational } from '../model/rational.js';
import { csvSafeText } from '../output/csv-safe.js';
import type { AppliedPenalty, KnockoutDecision, MatchResult, SideResult, StandingRow, TeamsEventResult } from './types.js';
import { centiShort, centiText, type VpTable } from './vp-scale.js';

export type TeamsCsvTable = 'standings' | 'matches';

/** No rule between body rows: long match lists stay readable. */
const COMPACT = { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' };

function impsText(r: Rational | null): string {
  if (r === null) return '';
  return r.isInteger() ? r.toString() : r.toFixed(2).replace(/0+$/, '');
}

function impsNumber(r: Rational | null): number | null {
  return r === null ? null : Number(r.toFixed(2));
}

function vpNumber(centi: number | null): number | null {
  return centi === null ? null : centi / 100;
}

/** "3=" for a shared place, "–" for a team that is not ranked (NBF 2.9.3). */
export function rankText(row: Pick<StandingRow, 'rank' | 'tie'>): string {
  if (row.rank === null) return '–';
  return row.tie ? `${row.rank}=` : String(row.rank);
}

function vpPenaltyCenti(s: SideResult): number {
  return s.penalties.filter((p) => p.unit === 'VP').reduce((a, p) => a + p.centi, 0);
}

function impPenalty(s: SideResult): Rational | null {
  const list = s.penalties.filter((p) => p.unit === 'IMP' && p.imps);
  if (list.length === 0) return null;
  return list.reduce((a, p) => a.add(p.imps ?? Rational.ZERO), Rational.ZERO);
}

function sideVpText(s: SideResult, provisional: boolean): string {
  if (s.vp === null) return s.absent ? '0.00' : '';
  const pen = vpPenaltyCenti(s);
  return `${centiText(s.vp)}${provisional && s.absent !== 'fault' ? '*' : ''}${pen > 0 ? ` (÷${centiShort(pen)})` : ''}`;
}

function nameOf(result: TeamsEventResult): (id: string) => string {
  const names = new Map(result.teams.map((t) => [t.id, t.name]));
  return (id) => names.get(id) ?? id;
}

function decisionText(d: KnockoutDecision, name: (id: string) => string): { winner: string; by: string } {
  const winner = d.winner === null ? '' : name(d.winner);
  switch (d.decidedBy) {
    case 'imps':
      return { winner, by: `IMPs (${d.margin.abs().toString()})` };
    case 'totalPoints':
      return { winner, by: `total points (${Math.abs(d.totalPoints ?? 0)})` };
    case 'forfeit':
      return { winner, by: 'forfeit: ineligible player (NBF 2.11.4)' };
    case 'noShow':
      return { winner, by: 'the opponents did not turn up (NBF 2.9.1)' };
    case 'fourMoreBoards':
      return { winner, by: 'tied on IMPs and total points: four more boards (NBF 2.10.1)' };
    case 'totalPointsUnknown':
      return { winner, by: 'tied on IMPs: total points decide (give the board results)' };
  }
}

function absenceText(m: MatchResult, name: (id: string) => string): string {
  const parts: string[] = [];
  for (const s of [m.home, m.away]) {
    if (s?.absent === 'fault') parts.push(`${name(s.team)} absent`);
    if (s?.absent === 'forceMajeure') parts.push(`${name(s.team)} absent (force majeure)`);
  }
  return parts.join(', ');
}

export function renderTeamsTable(result: TeamsEventResult, chalk: ChalkInstance): string {
  const name = nameOf(result);
  const head = (cells: string[]): string[] => cells.map((c) => chalk.bold(c));
  const style = { head: [], border: [] };
  const chars = COMPACT;
  const out: string[] = [];
  const ko = result.options.knockout;
  const unit = result.options.form === 'imps' ? 'VP' : 'Points';
  const matches = new Table({
    head: head(ko ? ['Round', 'Home', 'Away', 'IMPs', 'Winner', 'Decided by'] : ['Round', 'Home', 'Away', 'IMPs', unit]),
    style,
    chars,
  });
  let anyProvisional = false;
  for (const m of result.matches) {
    const away = m.away ? name(m.away.team) : 'bye';
    const imps = m.kind === 'played' && m.home.imps !== null ? `${impsText(m.home.imps)} – ${impsText(m.away?.imps ?? null)}` : m.kind === 'noShow' ? absenceText(m, name) : '';
    if (ko) {
      const d = m.knockout ? decisionText(m.knockout, name) : { winner: '', by: m.kind === 'played' ? '' : m.kind };
      const pen = [m.home, m.away].flatMap((s) => {
        const p = s ? impPenalty(s) : null;
        return p && s ? [`${name(s.team)} ÷${impsText(p)} IMP`] : [];
      });
      matches.push([String(m.round), name(m.home.team), away, imps + (pen.length ? ` (${pen.join(', ')})` : ''), d.winner, d.by]);
      continue;
    }
    anyProvisional ||= m.provisional;
    const vp = m.away ? `${sideVpText(m.home, m.provisional)} – ${sideVpText(m.away, m.provisional)}` : sideVpText(m.home, m.provisional);
    matches.push([String(m.round), name(m.home.team), away, imps, vp]);
  }
  out.push(chalk.bold('Matches'), matches.toString());
  if (anyProvisional) out.push('* provisional: byes 12 VP, force majeure 10 VP until the event is final (NBF 2.9.2, 2.6.6; use --final)');
  if (!ko) {
    const standings = new Table({ head: head(['Rank', 'Team', 'Played', 'IMPs', 'Penalty', unit, 'Tiebreak']), style, chars });
    for (const s of result.standings) {
      const team = s.status === 'withdrawn' ? `${s.name} (withdrawn)` : s.status === 'notRanked' ? `${s.name} (not ranked)` : s.name;
      standings.push([
        rankText(s),
        team,
        String(s.played),
        `${impsText(s.impsWon)} – ${impsText(s.impsLost)}`,
        s.penaltyVp > 0 ? `÷${centiShort(s.penaltyVp)}` : '',
        centiText(s.vp),
        s.tiebreak ?? '',
      ]);
    }
    out.push('', chalk.bold('Standings'), standings.toString());
  }
  return out.join('\n') + '\n';
}

export function renderTeamsCsv(result: TeamsEventResult, which: TeamsCsvTable): string {
  const name = nameOf(result);
  if (which === 'matches') {
    const rows = result.matches.map((m) => [
      m.round,
      csvSafeText(name(m.home.team)),
      m.away ? csvSafeText(name(m.away.team)) : 'BYE',
      impsText(m.home.imps),
      impsText(m.away?.imps ?? null),
      m.boards ?? '',
      m.home.vp === null ? '' : centiText(m.home.vp),
      m.away?.vp == null ? '' : centiText(m.away.vp),
      centiShort(vpPenaltyCenti(m.home)),
      m.away ? centiShort(vpPenaltyCenti(m.away)) : '',
      m.kind,
      m.provisional ? 'yes' : 'no',
      ...(result.options.knockout ? [m.knockout?.winner ? csvSafeText(name(m.knockout.winner)) : '', m.knockout?.decidedBy ?? ''] : []),
    ]);
    const header = ['round', 'home', 'away', 'imps_home', 'imps_away', 'boards', 'vp_home', 'vp_away', 'penalty_home', 'penalty_away', 'kind', 'provisional'];
    if (result.options.knockout) header.push('winner', 'decided_by');
    return stringify([header, ...rows]);
  }
  const rows = result.standings.map((s) => [
    rankText(s),
    s.tie ? 'yes' : 'no',
    csvSafeText(s.name),
    s.status,
    s.played,
    impsText(s.impsWon),
    impsText(s.impsLost),
    s.quotient === null ? 'inf' : s.quotient.toFixed(4),
    centiText(s.monradQuality),
    centiShort(s.penaltyVp),
    centiText(s.vp),
    s.tiebreak ?? '',
  ]);
  return stringify([
    ['rank', 'tie', 'team', 'status', 'played', 'imps_won', 'imps_lost', 'quotient', 'monrad_quality', 'penalty', 'vp', 'tiebreak'],
    ...rows,
  ]);
}

function penaltyJson(p: AppliedPenalty): Record<string, unknown> {
  return {
    type: p.type,
    unit: p.unit,
    amount: p.unit === 'IMP' ? impsNumber(p.imps ?? null) : p.centi / 100,
    ...(p.imps !== undefined && p.unit === 'VP' ? { imps: impsNumber(p.imps) } : {}),
    ...(p.minutes === undefined ? {} : { minutes: p.minutes }),
    ...(p.note === undefined ? {} : { note: p.note }),
  };
}

function sideJson(s: SideResult, name: (id: string) => string): Record<string, unknown> {
  return {
    team: name(s.team),
    id: s.team,
    imps: impsNumber(s.imps),
    impsLost: impsNumber(s.impsLost),
    vp: vpNumber(s.vp),
    absent: s.absent,
    penalties: s.penalties.map(penaltyJson),
  };
}

export function renderTeamsJson(result: TeamsEventResult): string {
  const name = nameOf(result);
  const o = result.options;
  const doc = {
    schemaVersion: 1,
    form: o.form,
    scale: { max: o.max, impRounding: o.impRounding, ...(o.form === 'bam' ? { bamWin: o.bamWin } : {}) },
    knockout: o.knockout,
    final: o.final,
    matches: result.matches.map((m) => ({
      round: m.round,
      kind: m.kind,
      boards: m.boards,
      home: sideJson(m.home, name),
      away: m.away ? sideJson(m.away, name) : null,
      provisional: m.provisional,
      ...(m.knockout
        ? {
            knockout: {
              winner: m.knockout.winner === null ? null : name(m.knockout.winner),
              decidedBy: m.knockout.decidedBy,
              margin: impsNumber(m.knockout.margin),
              totalPoints: m.knockout.totalPoints,
            },
          }
        : {}),
    })),
    standings: result.standings.map((s) => ({
      rank: s.rank,
      tie: s.tie,
      team: s.name,
      id: s.team,
      status: s.status,
      vp: s.vp / 100,
      penalty: s.penaltyVp / 100,
      played: s.played,
      impsWon: impsNumber(s.impsWon),
      impsLost: impsNumber(s.impsLost),
      quotient: s.quotient === null ? null : Number(s.quotient.toFixed(4)),
      monradQuality: s.monradQuality / 100,
      tiebreak: s.tiebreak,
    })),
  };
  return JSON.stringify(doc, null, 2) + '\n';
}

export type VpTableFormat = 'table' | 'csv' | 'json';

/** The wall chart: every margin from 0 to the blitz, the winner's and the loser's VP. */
export function renderVpTable(table: VpTable, format: VpTableFormat, chalk: ChalkInstance): string {
  const top = table.max * 100;
  const rows = table.winner.map((w, m) => ({ margin: m, winner: w, loser: top - w }));
  if (format === 'json') {
    return (
      JSON.stringify(
        {
          schemaVersion: 1,
          boards: table.boards,
          max: table.max,
          blitz: table.blitz,
          rows: rows.map((r) => ({ margin: r.margin, winner: r.winner / 100, loser: r.loser / 100 })),
        },
        null,
        2,
      ) + '\n'
    );
  }
  if (format === 'csv') {
    return stringify([['margin', 'winner', 'loser'], ...rows.map((r) => [r.margin === table.blitz ? `${r.margin}+` : String(r.margin), centiText(r.winner), centiText(r.loser)])]);
  }
  const t = new Table({ head: ['IMPs', 'Winner', 'Loser'].map((h) => chalk.bold(h)), style: { head: [], border: [] }, chars: COMPACT });
  for (const r of rows) t.push([r.margin === table.blitz ? `${r.margin}+` : String(r.margin), centiText(r.winner), centiText(r.loser)]);
  return `VP scale for ${table.boards} board${table.boards === 1 ? '' : 's'}, 0–${table.max} (WBF 2013 continuous)\n${t.toString()}\n`;
}
