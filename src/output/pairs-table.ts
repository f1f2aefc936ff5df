/**
 * The terminal view of a pairs event: the ranking (per field: one winner, or North-South and East-West), or
 * every board's traveller. Pure: colour comes in as a chalk instance (level 0 in pipes and with NO_COLOR).
 */
import Table from 'cli-table3';
import type { ChalkInstance } from 'chalk';
import { displayMp, fmtImp, fmtMp, fmtPct, rankText, type MpDisplay } from './format-number.js';
import type { ScoredPairsEvent } from '../scoring/pairs-types.js';
import { boardRows, methodLabel, rankingRows, type RankingRow } from './pairs-view.js';

export interface TableWriterOptions {
  readonly chalk: ChalkInstance;
  readonly mpDisplay: MpDisplay;
}

const PLAIN = { head: [], border: [] };
/** No rule between body rows: a ranking reads down, and 40 pairs should fit a laptop screen. */
const COMPACT = { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' };

function newTable(head: string[], chalk: ChalkInstance, align: ('left' | 'right')[]): Table.Table {
  return new Table({
    head: head.map((h) => chalk.bold(h)),
    style: PLAIN,
    chars: COMPACT,
    colAligns: align,
  });
}

/** "Section A, North-South", "East-West", "" for one field: from the field's key `section|direction`. */
export function fieldTitle(r: RankingRow): string {
  const [section = '', direction = ''] = r.standing.field.split('|');
  const dir = direction === 'NS' ? 'North-South' : direction === 'EW' ? 'East-West' : '';
  const sec = section ? `Section ${section}` : '';
  return [sec, dir].filter(Boolean).join(', ');
}

export function renderRankingTable(event: ScoredPairsEvent, opts: TableWriterOptions): string {
  const { chalk } = opts;
  const imp = event.method !== 'mp';
  const rows = rankingRows(event);
  const anyPenalty = rows.some((r) => !r.penalty.isZero());
  const anyQualified = rows.some((r) => r.qualified);
  const out: string[] = [];
  const title = [event.title, event.date].filter(Boolean).join(' — ');
  out.push(chalk.bold(title || 'Results') + chalk.dim(` (${methodLabel(event)}, ${event.winners === 'one' ? 'one winner' : 'two winners'})`));
  const fields = new Map<string, RankingRow[]>();
  for (const r of rows) {
    const k = r.standing.field;
    if (!fields.has(k)) fields.set(k, []);
    (fields.get(k) as RankingRow[]).push(r);
  }
  const notes: string[] = [];
  for (const list of fields.values()) {
    const heading = fieldTitle(list[0] as RankingRow);
    if (heading) out.push('', chalk.bold(heading));
    const who = event.individual ? 'Player' : 'Pair';
    const head = imp
      ? ['Rank', who, 'Names', 'IMPs', 'Per board', 'Boards']
      : ['Rank', who, 'Names', opts.mpDisplay === 'relative' ? 'MP ±' : 'MP', 'Max', '%', 'Boards'];
    const anySectionRank = rows.some((r) => r.standing.sectionRank !== undefined);
    if (anySectionRank) head.push('Section');
    const anyCarry = rows.some((r) => r.standing.carryOver !== undefined);
    if (anyCarry) head.push('Carry');
    for (const name of event.sessions) head.push(imp ? `${name}` : `${name} %`);
    if (anyPenalty) head.push('Penalty');
    if (anyQualified) head.push('Q');
    const align: ('left' | 'right')[] = head.map((h) => (h === 'Names' || h === who ? 'left' : 'right'));
    if (event.sessions.length > 0) out.push(chalk.dim(`sessions: ${event.sessions.join(', ')} (each scored on its own, then added up)`));
    const t = newTable(head, chalk, align);
    for (const r of list) {
      const mark = r.tiebreak ? '*' : '';
      const rank = r.ranked ? rankText(r.rank ?? undefined, r.tie) + mark : 'n/r';
      const cells = imp
        ? [rank, r.pair, r.names, fmtImp(r.total), fmtImp(r.perBoard), String(r.boards)]
        : [
            rank,
            r.pair,
            r.names,
            fmtMp(displayMp(r.total, r.max, opts.mpDisplay)),
            fmtMp(displayMp(r.max, undefined, opts.mpDisplay === 'relative' ? 'international' : opts.mpDisplay)),
            fmtPct(r.percentage),
            String(r.boards),
          ];
      if (anySectionRank) cells.push(r.standing.sectionRank === undefined ? '' : `${r.section ?? ''} ${rankText(r.standing.sectionRank, r.standing.sectionTie ?? false)}`);
      if (anyCarry) cells.push(r.standing.carryOver ? (imp ? fmtImp(r.standing.carryOver) : fmtMp(r.standing.carryOver)) : '');
      for (const name of event.sessions) {
        const x = r.standing.sessions?.find((y) => y.session === name);
        cells.push(x === undefined ? '' : imp ? fmtImp(x.total) : fmtPct(x.percentage));
      }
      if (anyPenalty) cells.push(r.penalty.isZero() ? '' : `-${imp ? fmtImp(r.penalty) : fmtMp(r.penalty)}`);
      if (anyQualified) cells.push(r.qualified ? 'Q' : '');
      if (r.status) notes.push(`${who.toLowerCase()} ${r.pair}: ${r.status}, ranked last; results stand (NBF 3.9.5)`);
      t.push(r.ranked ? cells : cells.map((c) => chalk.dim(c)));
      if (r.tiebreak) notes.push(`* ${who.toLowerCase()} ${r.pair}: tie broken by ${r.tiebreak}`);
      if (!r.ranked) notes.push(`n/r ${who.toLowerCase()} ${r.pair}: played ${r.boards} boards, fewer than half; not ranked (NBF 3.4.6)`);
    }
    out.push(t.toString());
  }
  const unique = [...new Set(notes)];
  if (unique.length > 0) out.push(...unique.map((n) => chalk.dim(n)));
  return out.join('\n') + '\n';
}

export function renderBoardsTable(event: ScoredPairsEvent, opts: TableWriterOptions): string {
  const { chalk } = opts;
  const imp = event.method !== 'mp';
  const out: string[] = [];
  for (const b of boardRows(event)) {
    const scored = b.scored;
    const datum = scored && scored.datums.size > 0 ? `  Datum ${[...scored.datums.values()].join('/')}` : '';
    const sec = b.section ? ` Section ${b.section}` : '';
    const ses = b.session ? ` (${b.session})` : '';
    out.push(chalk.bold(`Board ${b.board}${sec}${ses}`) + chalk.dim(`  Dealer ${scored?.dealer}  Vul ${scored?.vulnerability}${datum}`));
    const head = ['NS', 'EW', 'Contract', 'By', 'Result', 'Score NS', 'Score EW', imp ? 'IMP NS' : 'MP NS', imp ? 'IMP EW' : 'MP EW'];
    const t = newTable(head, chalk, ['left', 'left', 'left', 'left', 'left', 'right', 'right', 'right', 'right']);
    for (const r of b.rows) {
      const score = r.scoreNS;
      const v = (x: typeof r.valueNS) => (imp ? fmtImp(x) : fmtMp(displayMp(x, r.top, opts.mpDisplay)));
      t.push([
        r.ns,
        r.ew,
        r.contract,
        r.declarer,
        r.result,
        score !== null && score > 0 ? String(score) : '',
        score !== null && score < 0 ? String(-score) : '',
        v(r.valueNS),
        v(r.valueEW),
      ]);
    }
    out.push(t.toString(), '');
  }
  return out.join('\n');
}
