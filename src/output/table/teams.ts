/**
 * Writers for a scored team event and for a VP table: table (box drawing, with the NBF 2.8.5 "(÷X)"
 * notation for penalties), CSV and JSON (stable key order, `schemaVersion: 1`). Pure: they return strings and
 * take a chalk instance rather than detecting colour. VP are shown with two decimals, IMPs whole unless the
 * exact-margin option left fractions (then with two in the whole column). The table's words and numbers follow
 * the language it is given (English by default), its numbers right-aligned; CSV and JSON never change.
 *
 * @example
 * renderTeamsTable(result, new Chalk({ level: 0 })) // "Matches\n┌───────┬…"
 */
import { TextTable } from '../../text/text-table.js';
import type { ChalkInstance } from 'chalk';
import { csvText } from '../../text/csv.js';
import { columnFormat, localeFor, type Lang, type Locale } from '../../i18n/index.js';
import { Rational } from '../../base/rational.js';
import { csvSafeText } from '../../text/csv-safe.js';
import type { AppliedPenalty, KnockoutDecision, MatchResult, SideResult, StandingRow, TeamsEventResult } from '../../model/teams.js';
import { centiShort, centiText, type VpTable } from '../../laws/vp-scale.js';

export type TeamsCsvTable = 'standings' | 'matches';

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

/** A side's VP and what follows it: "*" while provisional, "(÷X)" for its penalties (NBF 2.8.5). */
function sideVpParts(s: SideResult, provisional: boolean, loc: Locale): { vp: string; after: string } {
  if (s.vp === null) return { vp: s.absent ? loc.num('0.00') : '', after: '' };
  const pen = vpPenaltyCenti(s);
  const t = loc.t.teams;
  return {
    vp: loc.num(centiText(s.vp)),
    after: `${provisional && s.absent !== 'fault' ? t.provisionalMark : ''}${pen > 0 ? ` (÷${loc.num(centiShort(pen))})` : ''}`,
  };
}

/**
 * The VP column of the matches: "home – away" with the dashes one under the other and the numbers of each
 * side right-aligned, the marks after them; a bye's VP under the home side's.
 */
function vpColumn(matches: readonly MatchResult[], loc: Locale): (i: number) => string {
  const cells = matches.map((m) => ({ home: sideVpParts(m.home, m.provisional, loc), away: m.away ? sideVpParts(m.away, m.provisional, loc) : null }));
  const width = (f: (c: (typeof cells)[number]) => string) => cells.reduce((w, c) => Math.max(w, f(c).length), 0);
  const homeVp = width((c) => c.home.vp);
  const homeAfter = width((c) => c.home.after);
  const awayVp = width((c) => c.away?.vp ?? '');
  const awayAfter = width((c) => c.away?.after ?? '');
  return (i) => {
    const c = cells[i];
    if (!c || c.home.vp === '') return '';
    const h = `${c.home.vp.padStart(homeVp)}${c.home.after.padEnd(homeAfter)}`;
    const a = c.away === null ? ' '.repeat(awayVp + awayAfter + 3) : ` – ${c.away.vp.padStart(awayVp)}${c.away.after.padEnd(awayAfter)}`;
    return h + a;
  };
}

function nameOf(result: TeamsEventResult): (id: string) => string {
  const names = new Map(result.teams.map((t) => [t.id, t.name]));
  return (id) => names.get(id) ?? id;
}

function decisionText(d: KnockoutDecision, name: (id: string) => string, loc: Locale): { winner: string; by: string } {
  const winner = d.winner === null ? '' : name(d.winner);
  const dec = loc.t.teams.decision;
  switch (d.decidedBy) {
    case 'imps':
      return { winner, by: dec.imps({ margin: loc.num(d.margin.abs().toString()) }) };
    case 'totalPoints':
      return { winner, by: dec.totalPoints({ points: loc.num(String(Math.abs(d.totalPoints ?? 0))) }) };
    case 'forfeit':
      return { winner, by: dec.forfeit };
    case 'noShow':
      return { winner, by: dec.noShow };
    case 'fourMoreBoards':
      return { winner, by: dec.fourMoreBoards };
    case 'totalPointsUnknown':
      return { winner, by: dec.totalPointsUnknownTable };
  }
}

function absenceText(m: MatchResult, name: (id: string) => string, loc: Locale): string {
  const parts: string[] = [];
  for (const s of [m.home, m.away]) {
    if (s?.absent === 'fault' || s?.absent === 'forceMajeure')
      parts.push(loc.t.teams.absent({ team: name(s.team), forceMajeure: s.absent === 'forceMajeure' }));
  }
  return parts.join(', ');
}

/** IMPs (or board points) to at most two decimals: whole unless the exact-margin option left fractions. */
const IMP_DECIMALS = 2;

/**
 * "home – away" cells of one column with each side padded to its widest, so that in a right-aligned column
 * the dashes stand one under the other: " 30 –  6" above "112 – 22".
 */
function scorePairs(pairs: readonly (readonly [string, string] | null)[]): (i: number) => string {
  const w0 = pairs.reduce((w, p) => Math.max(w, p ? p[0].length : 0), 0);
  const w1 = pairs.reduce((w, p) => Math.max(w, p ? p[1].length : 0), 0);
  return (i) => {
    const p = pairs[i];
    return p ? `${p[0].padStart(w0)} – ${p[1].padStart(w1)}` : '';
  };
}

/**
 * The matches and the standings for the terminal, in the language of `lang` (default English). Numbers are
 * right-aligned, each column with one number of decimals.
 */
export function renderTeamsTable(result: TeamsEventResult, chalk: ChalkInstance, lang?: Lang): string {
  const loc = localeFor(lang);
  const { common: c, teams: t } = loc.t;
  const name = nameOf(result);
  const head = (cells: string[]): string[] => cells.map((x) => chalk.bold(x));
  const out: string[] = [];
  const ko = result.options.knockout;
  const unit = result.options.form === 'imps' ? c.vp : t.points;
  const matches = new TextTable({
    head: head(ko ? [c.round, t.home, t.away, c.imps, t.winner, t.decidedBy] : [c.round, t.home, t.away, c.imps, unit]),
    align: ko ? ['right', 'left', 'left', 'right', 'left', 'left'] : ['right', 'left', 'left', 'right', 'right'],
  });
  const played = result.matches.filter((m) => m.kind === 'played' && m.home.imps !== null);
  const imps = columnFormat(
    played.flatMap((m) => [m.home.imps, m.away?.imps ?? null]),
    IMP_DECIMALS,
  );
  const scores = scorePairs(
    result.matches.map((m) => (m.kind === 'played' && m.home.imps !== null ? [loc.num(imps(m.home.imps)), loc.num(imps(m.away?.imps ?? null))] : null)),
  );
  const vps = vpColumn(result.matches, loc);
  let anyProvisional = false;
  for (const [i, m] of result.matches.entries()) {
    const away = m.away ? name(m.away.team) : t.bye;
    const score = m.kind === 'played' && m.home.imps !== null ? scores(i) : m.kind === 'noShow' ? absenceText(m, name, loc) : '';
    if (ko) {
      const d = m.knockout ? decisionText(m.knockout, name, loc) : { winner: '', by: m.kind === 'played' ? '' : t.kind[m.kind] };
      const pen = [m.home, m.away].flatMap((s) => {
        const p = s ? impPenalty(s) : null;
        return p && s ? [`${name(s.team)} ÷${loc.num(impsText(p))} ${c.imp}`] : [];
      });
      matches.push([String(m.round), name(m.home.team), away, score + (pen.length ? ` (${pen.join(', ')})` : ''), d.winner, d.by]);
      continue;
    }
    anyProvisional ||= m.provisional;
    matches.push([String(m.round), name(m.home.team), away, score, vps(i)]);
  }
  out.push(chalk.bold(t.matches), matches.toString());
  if (anyProvisional) out.push(`${t.provisionalMark} ${t.notes.provisionalTable}`);
  if (!ko) {
    const standings = new TextTable({
      head: head([c.rank, c.team, t.played, c.imps, c.penalty, unit, t.tiebreak]),
      align: ['right', 'left', 'right', 'right', 'right', 'right', 'left'],
    });
    const won = columnFormat(
      result.standings.flatMap((s) => [s.impsWon, s.impsLost]),
      IMP_DECIMALS,
    );
    const penalty = columnFormat(
      result.standings.map((s) => (s.penaltyVp > 0 ? Rational.of(s.penaltyVp, 100) : undefined)),
      2,
      'shortest',
    );
    const wonLost = scorePairs(result.standings.map((s) => [loc.num(won(s.impsWon)), loc.num(won(s.impsLost))]));
    for (const [i, s] of result.standings.entries()) {
      const team = s.status === 'ranked' ? s.name : `${s.name} (${t.status[s.status]})`;
      standings.push([
        rankText(s),
        team,
        String(s.played),
        wonLost(i),
        s.penaltyVp > 0 ? `÷${loc.num(penalty(Rational.of(s.penaltyVp, 100)))}` : '',
        loc.num(centiText(s.vp)),
        s.tiebreak === null ? '' : t.tiebreakCriterion[s.tiebreak],
      ]);
    }
    out.push('', chalk.bold(t.standings), standings.toString());
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
    return csvText([header, ...rows]);
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
  return csvText([['rank', 'tie', 'team', 'status', 'played', 'imps_won', 'imps_lost', 'quotient', 'monrad_quality', 'penalty', 'vp', 'tiebreak'], ...rows]);
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
    return csvText([
      ['margin', 'winner', 'loser'],
      ...rows.map((r) => [r.margin === table.blitz ? `${r.margin}+` : String(r.margin), centiText(r.winner), centiText(r.loser)]),
    ]);
  }
  const t = new TextTable({ head: ['IMPs', 'Winner', 'Loser'].map((h) => chalk.bold(h)), align: ['right', 'right', 'right'] });
  for (const r of rows) t.push([r.margin === table.blitz ? `${r.margin}+` : String(r.margin), centiText(r.winner), centiText(r.loser)]);
  return `VP scale for ${table.boards} board${table.boards === 1 ? '' : 's'}, 0–${table.max} (WBF 2013 continuous)\n${t.toString()}\n`;
}
