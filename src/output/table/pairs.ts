/**
 * The terminal view of a pairs event: the ranking (per field: one winner, or North-South and East-West), or
 * every board's traveller. Pure: colour comes in as a chalk instance (level 0 in pipes and with NO_COLOR).
 * Headings, notes and numbers follow the language (`lang`, English by default); each column shows its numbers
 * with one number of decimals, the fewest its values need (MP up to one, IMPs up to two), right-aligned.
 */
import { TextTable } from '../../text/text-table.js';
import type { ChalkInstance } from 'chalk';
import { columnFormat, localeFor, lowerFirst, type Lang, type Locale } from '../../i18n/index.js';
import type { Rational } from '../../base/rational.js';
import type { Direction } from '../../model/types.js';
import { TIEBREAK_LABEL } from '../../model/settings.js';
import type { ScoredPairsEvent } from '../../model/scored.js';
import { awardText } from '../../model/masterpoints.js';
import type { TiebreakRule } from '../../model/settings.js';
import { displayMp, fmtPct, rankText, type MpDisplay } from '../../text/display-number.js';
import { boardRows, partialSessions, rankingRows, type RankingRow } from '../view/pairs.js';

export interface TableWriterOptions {
  readonly chalk: ChalkInstance;
  readonly mpDisplay: MpDisplay;
  /** the language of the headings, notes and numbers (default English) */
  readonly lang?: Lang | undefined;
}

/** Decimals shown at most: matchpoints one (NBF 3.2.5), IMPs two. */
export const MP_DECIMALS = 1;
export const IMP_DECIMALS = 2;

function newTable(head: string[], chalk: ChalkInstance, align: ('left' | 'right')[]): TextTable {
  return new TextTable({
    head: head.map((h) => chalk.bold(h)),
    align: align,
  });
}

/** "Section A, North-South", "East-West", "" for one field: from a section and a direction. */
export function fieldName(section: string | undefined, direction: Direction | null | undefined, loc: Locale = localeFor()): string {
  const c = loc.t.common;
  const dir = direction === 'NS' ? c.northSouth : direction === 'EW' ? c.eastWest : '';
  const sec = section ? c.sectionName({ section }) : '';
  return [sec, dir].filter(Boolean).join(', ');
}

/** "Section A, North-South", "East-West", "" for one field: from the field's key `section|direction`. */
export function fieldTitle(r: RankingRow, loc: Locale = localeFor()): string {
  const [section = '', direction = ''] = r.standing.field.split('|');
  return fieldName(section, direction === 'NS' || direction === 'EW' ? direction : null, loc);
}

/**
 * The rows whose tie was broken, one group per tie: tied rows stand together in a field, with the same score
 * (the tiebreak of NBF 3.3.2 was applied to them as one group). One note is written per group.
 */
export function tieGroups(rows: readonly RankingRow[]): RankingRow[][] {
  const groups: RankingRow[][] = [];
  let last: RankingRow | undefined;
  for (const r of rows) {
    if (r.tiebreak === null) {
      last = undefined;
      continue;
    }
    const group = groups[groups.length - 1];
    if (group && last && last.standing.field === r.standing.field && last.standing.score.eq(r.standing.score)) group.push(r);
    else groups.push([r]);
    last = r;
  }
  return groups;
}

/** The tiebreak's name in the language: the scorer's English label names the rule. */
export function tiebreakText(label: string, loc: Locale): string {
  const rule = (Object.keys(TIEBREAK_LABEL) as TiebreakRule[]).find((k) => TIEBREAK_LABEL[k] === label);
  return rule === undefined ? label : loc.t.pairs.tiebreakRule[rule];
}

function title(event: ScoredPairsEvent, loc: Locale): string {
  const text = [event.title, event.date === undefined ? undefined : loc.date(event.date)].filter(Boolean).join(' — ');
  return text || loc.t.common.results;
}

/** The formatters of one field's table: every number column with its own decimals. */
function columnsOf(list: readonly RankingRow[], event: ScoredPairsEvent, mpDisplay: MpDisplay) {
  const imp = event.method !== 'mp';
  const places = imp ? IMP_DECIMALS : MP_DECIMALS;
  const total = (r: RankingRow) => (imp ? r.total : displayMp(r.total, r.max, mpDisplay));
  const max = (r: RankingRow) => displayMp(r.max, undefined, mpDisplay === 'relative' ? 'international' : mpDisplay);
  const carry = (r: RankingRow) => r.standing.carryOver;
  const session = (r: RankingRow, name: string) => r.standing.sessions?.find((y) => y.session === name);
  // the deduction as its size, signed in the cell: - taken away, + a compensation (a negative deduction)
  const penalty = (r: RankingRow) => (r.penalty.isZero() ? undefined : r.penalty.abs());
  const of = (f: (r: RankingRow) => Rational | undefined, digits: number) => {
    const fmt = columnFormat(list.map(f), digits);
    return (r: RankingRow) => fmt(f(r));
  };
  return {
    total: of(total, places),
    max: of(max, MP_DECIMALS),
    perBoard: of((r) => r.perBoard, IMP_DECIMALS),
    carry: of(carry, places),
    penalty: of(penalty, places),
    session: (name: string) => (imp ? of((r) => session(r, name)?.total, IMP_DECIMALS) : (r: RankingRow) => fmtPct(session(r, name)?.percentage)),
  };
}

export function renderRankingTable(event: ScoredPairsEvent, opts: TableWriterOptions): string {
  const { chalk } = opts;
  const loc = localeFor(opts.lang);
  const { common: c, pairs: p } = loc.t;
  const imp = event.method !== 'mp';
  const rows = rankingRows(event);
  const anyPenalty = rows.some((r) => !r.penalty.isZero());
  const anyQualified = rows.some((r) => r.qualified);
  const out: string[] = [];
  out.push(chalk.bold(title(event, loc)) + chalk.dim(` (${p.tableSubtitle({ method: p.methodShort[event.method], twoWinners: event.winners !== 'one' })})`));
  const fields = new Map<string, RankingRow[]>();
  for (const r of rows) {
    const k = r.standing.field;
    if (!fields.has(k)) fields.set(k, []);
    (fields.get(k) as RankingRow[]).push(r);
  }
  const notes: string[] = [];
  const individual = event.individual;
  for (const list of fields.values()) {
    const heading = fieldTitle(list[0] as RankingRow, loc);
    if (heading) out.push('', chalk.bold(heading));
    const who = individual ? c.player : c.pair;
    const head = imp
      ? [c.rank, who, c.names, c.imps, c.perBoard, c.boards]
      : [c.rank, who, c.names, opts.mpDisplay === 'relative' ? p.mpRelative : c.mp, c.max, c.percent, c.boards];
    const anySectionRank = rows.some((r) => r.standing.sectionRank !== undefined);
    if (anySectionRank) head.push(c.section);
    const anyCarry = rows.some((r) => r.standing.carryOver !== undefined);
    if (anyCarry) head.push(p.carryOver);
    for (const name of event.sessions) head.push(imp ? `${name}` : p.sessionPercent({ session: name }));
    if (anyPenalty) head.push(c.penalty);
    if (anyQualified) head.push(p.qualifiedHeading);
    const mp = event.masterpoints;
    if (mp) head.push(p.masterpointsHeading);
    const align: ('left' | 'right')[] = head.map((_, i) => (i === 1 || i === 2 ? 'left' : 'right'));
    if (event.sessions.length > 0) out.push(chalk.dim(p.sessionsNote({ sessions: event.sessions.join(', ') })));
    const col = columnsOf(list, event, opts.mpDisplay);
    const sessionCols = event.sessions.map((name) => col.session(name));
    const t = newTable(head, chalk, align);
    for (const r of list) {
      const mark = r.tiebreak ? p.tieBrokenMark : '';
      const rank = r.ranked ? rankText(r.rank ?? undefined, r.tie) + mark : c.notRankedMark;
      const cells = imp
        ? [rank, r.pair, r.names, loc.num(col.total(r)), loc.num(col.perBoard(r)), String(r.boards)]
        : [rank, r.pair, r.names, loc.num(col.total(r)), loc.num(col.max(r)), loc.num(fmtPct(r.percentage)), String(r.boards)];
      if (anySectionRank)
        cells.push(r.standing.sectionRank === undefined ? '' : `${r.section ?? ''} ${rankText(r.standing.sectionRank, r.standing.sectionTie ?? false)}`);
      if (anyCarry) cells.push(r.standing.carryOver ? loc.num(col.carry(r)) : '');
      for (const fmt of sessionCols) cells.push(loc.num(fmt(r)));
      if (anyPenalty) cells.push(r.penalty.isZero() ? '' : `${r.penalty.sign() < 0 ? '+' : '-'}${loc.num(col.penalty(r))}`);
      if (anyQualified) cells.push(r.qualified ? c.qualifiedMark : '');
      if (mp) cells.push(r.ranked ? loc.num(awardText(mp, mp.byKey.get(r.standing.key)?.award ?? 0)) : '');
      if (r.status) notes.push(lowerFirst(p.statusNote({ id: r.pair, individual, status: r.status })));
      t.push(r.ranked ? cells : cells.map((x) => chalk.dim(x)));
      const partial = partialSessions(r.standing, event);
      if (partial) notes.push(lowerFirst(p.partialNote({ id: r.pair, individual, ...partial })));
      else if (!r.ranked) notes.push(`${c.notRankedMark} ${lowerFirst(p.notRankedNote({ id: r.pair, individual, boards: r.boards }))}`);
    }
    for (const group of tieGroups(list)) {
      const rule = tiebreakText((group[0] as RankingRow).tiebreak as string, loc);
      notes.push(`${p.tieBrokenMark} ${lowerFirst(p.tieNote({ ids: group.map((r) => r.pair), individual, rule }))}`);
    }
    out.push(t.toString());
  }
  if (event.masterpoints) notes.push(p.masterpointsNote({ scale: event.masterpoints.name }));
  const unique = [...new Set(notes)];
  for (const n of unique) out.push(chalk.dim(n));
  return out.join('\n') + '\n';
}

export function renderBoardsTable(event: ScoredPairsEvent, opts: TableWriterOptions): string {
  const { chalk } = opts;
  const loc = localeFor(opts.lang);
  const { common: c, board: bt } = loc.t;
  const imp = event.method !== 'mp';
  const out: string[] = [];
  const seat = (s: string) => (s === 'N' || s === 'E' || s === 'S' || s === 'W' ? c.seatLetter[s] : s);
  for (const b of boardRows(event)) {
    const scored = b.scored;
    const datum = scored && scored.datums.size > 0 ? `  ${bt.datum({ datum: [...scored.datums.values()].map((d) => loc.num(String(d))).join('/') })}` : '';
    const sec = b.section ? ` ${c.sectionName({ section: b.section })}` : '';
    const ses = b.session ? ` (${b.session})` : '';
    const facts = bt.dealerVul({ dealer: seat(scored.dealer), vulnerability: c.vulnerabilityShort[scored.vulnerability] });
    out.push(chalk.bold(`${c.boardNamed({ board: String(b.board) })}${sec}${ses}`) + chalk.dim(`  ${facts}${datum}`));
    const head = [c.ns, c.ew, c.contract, c.declarer, c.result, bt.scoreNs, bt.scoreEw, bt.tableValueNs({ imps: imp }), bt.tableValueEw({ imps: imp })];
    const t = newTable(head, chalk, ['left', 'left', 'left', 'left', 'left', 'right', 'right', 'right', 'right']);
    const value = (x: Rational | undefined, top: Rational | undefined) => (imp ? x : displayMp(x, top, opts.mpDisplay));
    const places = imp ? IMP_DECIMALS : MP_DECIMALS;
    const ns = columnFormat(
      b.rows.map((r) => value(r.valueNS, r.top)),
      places,
    );
    const ew = columnFormat(
      b.rows.map((r) => value(r.valueEW, r.top)),
      places,
    );
    for (const r of b.rows) {
      const score = r.scoreNS;
      t.push([
        r.ns,
        r.ew,
        contractText(r.contract, loc),
        seat(r.declarer),
        r.result,
        score !== null && score > 0 ? loc.num(String(score)) : '',
        score !== null && score < 0 ? loc.num(String(-score)) : '',
        loc.num(ns(value(r.valueNS, r.top))),
        loc.num(ew(value(r.valueEW, r.top))),
      ]);
    }
    out.push(t.toString(), '');
  }
  return out.join('\n');
}

/** A traveller's contract cell: "PASS" and "NP" in the language; contracts and artificial scores as written. */
export function contractText(contract: string, loc: Locale): string {
  return contract === 'PASS' ? loc.t.board.passedOut : contract === 'NP' ? loc.t.board.notPlayed : contract;
}
