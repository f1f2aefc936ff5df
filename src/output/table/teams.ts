/**
 * Writers for a scored team event and for a VP table: table (box drawing, with the NBF 2.8.5 "(−X)"; "÷" in Norwegian and Danish
 * notation for penalties), CSV and JSON (stable key order). Pure: they return strings and
 * take a chalk instance rather than detecting colour. VP are shown with two decimals, IMPs whole unless the
 * exact-margin option left fractions (then with two in the whole column). The table's words and numbers follow
 * the language it is given (English by default), its numbers right-aligned; CSV and JSON never change.
 *
 * @example
 * renderTeamsTable(result, new Chalk({ level: 0 })) // "Matches\n┌───────┬…"
 */
import type { TeamsDocument, Writer } from '../documents.js';
import { NO_COLOUR } from '../../text/no-colour.js';
import { impsText, rankText, vpPenaltyCenti, impPenalty, nameOf, IMP_DECIMALS } from '../view/teams.js';
import { TextTable } from '../../text/text-table.js';
import { renderMatchSheetsTable } from './teams-boards.js';
import type { ChalkInstance } from 'chalk';
import { csvText } from '../../text/csv.js';
import { columnFormat, localeFor, type Lang, type Locale } from '../../i18n/index.js';
import { Rational } from '../../base/rational.js';
import type { KnockoutDecision, MatchResult, SideResult, StandingRow, TeamsEventResult } from '../../model/teams.js';
import { awardText, type MasterpointAwards } from '../../model/masterpoints.js';
import { jsonText } from '../../text/json-text.js';
import { centiShort, centiText, type VpTable } from '../../laws/vp-scale.js';

/** `--masterpoints`: a ranked team's award per player as the scale shows it; empty for none or a team not ranked. */
function mpCell(mp: MasterpointAwards, s: StandingRow, loc: Locale): string {
  const award = s.status === 'ranked' ? mp.byKey.get(s.team)?.award : undefined;
  return award === undefined ? '' : loc.num(awardText(mp, award));
}

/** A side's VP and what follows it: "*" while provisional, "(−X)"; "÷" in Norwegian and Danish for its penalties (NBF 2.8.5). */
function sideVpParts(s: SideResult, provisional: boolean, loc: Locale): { vp: string; after: string } {
  if (s.vp === null) return { vp: s.absent ? loc.num('0.00') : '', after: '' };
  const pen = vpPenaltyCenti(s);
  const t = loc.t.teams;
  return {
    vp: loc.num(centiText(s.vp)),
    after: `${provisional && s.absent !== 'fault' ? t.provisionalMark : ''}${pen > 0 ? ` (${t.minus}${loc.num(centiShort(pen))})` : ''}`,
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
export function renderTeamsTable(result: TeamsEventResult, chalk: ChalkInstance, lang?: Lang, masterpoints?: MasterpointAwards): string {
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
        return p && s ? [`${name(s.team)} ${t.minus}${loc.num(impsText(p))} ${c.imp}`] : [];
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
    const mp = masterpoints;
    const standings = new TextTable({
      head: head([c.rank, c.team, t.played, c.imps, c.penalty, unit, t.tiebreak, ...(mp ? [loc.t.pairs.masterpointsHeading] : [])]),
      align: ['right', 'left', 'right', 'right', 'right', 'right', 'left', ...(mp ? (['right'] as const) : [])],
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
        s.penaltyVp > 0 ? `${t.minus}${loc.num(penalty(Rational.of(s.penaltyVp, 100)))}` : '',
        loc.num(centiText(s.vp)),
        s.tiebreak === null ? '' : t.tiebreakCriterion[s.tiebreak],
        ...(mp ? [mpCell(mp, s, loc)] : []),
      ]);
    }
    out.push('', chalk.bold(t.standings), standings.toString());
    if (mp) out.push(loc.t.pairs.masterpointsNote({ scale: mp.name }));
  }
  return out.join('\n') + '\n';
}

export type VpTableFormat = 'table' | 'csv' | 'json';

/** The wall chart: every margin from 0 to the blitz, the winner's and the loser's VP. */
export function renderVpTable(table: VpTable, format: VpTableFormat, chalk: ChalkInstance, pretty = true): string {
  const top = table.max * 100;
  const rows = table.winner.map((w, m) => ({ margin: m, winner: w, loser: top - w }));
  if (format === 'json') {
    const rowsJson = rows.map((r) => ({ margin: r.margin, winner: r.winner / 100, loser: r.loser / 100 }));
    return jsonText({ schemaVersion: 1, boards: table.boards, max: table.max, blitz: table.blitz, rows: rowsJson }, pretty);
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

/** The teams writer of a table: matches and standings. */
export const writeTeamsTable: Writer<TeamsDocument> = (doc, o, write) =>
  write(
    renderTeamsTable(doc.result, o.chalk ?? NO_COLOUR, o.lang, doc.masterpoints) +
      (doc.matchSheets === true ? `\n${renderMatchSheetsTable(doc, o.chalk ?? NO_COLOUR, localeFor(o.lang))}` : ''),
  );
