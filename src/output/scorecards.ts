/**
 * Personal score cards: for each pair, every board in play order with round, opponents, direction, contract,
 * result, score, the pair's matchpoints (or IMPs) and percentage on the board, and the running total.
 */
import { TextTable } from './text-table.js';
import type { ChalkInstance } from 'chalk';
import { csvText } from './csv-text.js';
import { localeFor, type Lang } from '../i18n/index.js';
import { Rational } from '../model/rational.js';
import type { PairStanding, ScoredPairsEvent } from '../scoring/pairs-types.js';
import { fmtImp, fmtMp, fmtPct, jsonNumber, rankText } from './format-number.js';
import { resultRow } from './pairs-view.js';

export interface ScorecardRow {
  readonly round: number | null;
  readonly board: number;
  readonly direction: string;
  readonly opponent: string;
  readonly contract: string;
  readonly declarer: string;
  readonly result: string;
  /** the score from this pair's side */
  readonly score: number | null;
  readonly value: Rational | undefined;
  readonly percent: Rational | undefined;
  readonly running: Rational;
  readonly adjusted: string;
}

export function scorecardRows(s: PairStanding): ScorecardRow[] {
  let running = Rational.ZERO;
  return s.entries.map((e) => {
    const row = resultRow(e.board, e.line.line.section, e.line);
    const counted = e.line.ns !== undefined;
    if (counted) running = running.add(e.value);
    const mine = e.direction === 'NS' ? row.scoreNS : row.scoreNS === null ? null : -row.scoreNS;
    return {
      round: row.round,
      board: e.board,
      direction: e.direction,
      opponent: e.opponent,
      contract: row.contract,
      declarer: row.declarer,
      result: row.result,
      score: mine,
      value: counted ? e.value : undefined,
      percent: counted && e.top && !e.top.isZero() ? e.value.mul(Rational.of(100)).div(e.top) : undefined,
      running,
      adjusted: row.adjusted,
    };
  });
}

export function selectStandings(event: ScoredPairsEvent, pairs: readonly string[]): PairStanding[] {
  return pairs.length === 0 ? [...event.standings] : event.standings.filter((s) => pairs.includes(s.pair));
}

/** The score cards for the terminal; headings and labels in the language of `lang` (default English). */
export function renderScorecardsTable(event: ScoredPairsEvent, pairs: readonly string[], chalk: ChalkInstance, lang?: Lang): string {
  const loc = localeFor(lang);
  const { common: c, scorecard: sc } = loc.t;
  const n = (text: string) => loc.num(text);
  const imp = event.method !== 'mp';
  const out: string[] = [];
  for (const s of selectStandings(event, pairs)) {
    const dir = s.direction ?? (s.entries.every((e) => e.direction === 'NS') ? 'NS' : s.entries.every((e) => e.direction === 'EW') ? 'EW' : '');
    const direction = dir === 'NS' ? c.ns : dir === 'EW' ? c.ew : '';
    const heading = `${c.pairNamed({ pair: s.pair, individual: event.individual })}${s.names ? ` — ${s.names}` : ''}`;
    out.push(chalk.bold(heading) + chalk.dim(`  ${sc.tableHeading({ direction, rank: s.ranked ? rankText(s.rank, s.tie) : c.notRankedMark })}`));
    const t = new TextTable({
      head: [c.round, c.board, c.direction, sc.opponentShort, c.contract, c.declarer, c.result, c.score, imp ? c.imps : c.mp, imp ? '' : c.percent, c.total].map((h) => chalk.bold(h)),
      align: ['right', 'right', 'left', 'left', 'left', 'left', 'left', 'right', 'right', 'right', 'right'],
    });
    for (const r of scorecardRows(s)) {
      t.push([
        r.round ?? '',
        r.board,
        r.direction,
        r.opponent,
        r.contract,
        r.declarer,
        r.result,
        r.score ?? '',
        imp ? fmtImp(r.value) : fmtMp(r.value),
        imp ? '' : fmtPct(r.percent),
        imp ? fmtImp(r.running) : fmtMp(r.running),
      ].map(String));
    }
    out.push(t.toString());
    if (!s.penalty.isZero()) out.push(`  ${sc.tablePenalty({ amount: n(imp ? fmtImp(s.penalty) : fmtMp(s.penalty)) })}`);
    const total = imp
      ? sc.tableTotalImps({ total: n(fmtImp(s.total)) })
      : sc.tableTotalMp({ total: n(fmtMp(s.total)), max: n(fmtMp(s.max)), percent: loc.pct(fmtPct(s.percentage)) });
    out.push(`  ${total}`, '');
  }
  return out.join('\n');
}

export function renderScorecardsCsv(event: ScoredPairsEvent, pairs: readonly string[]): string {
  const imp = event.method !== 'mp';
  const rows = selectStandings(event, pairs).flatMap((s) =>
    scorecardRows(s).map((r) => [
      s.pair, s.section ?? '', r.round ?? '', r.board, r.direction, r.opponent, r.contract, r.declarer, r.result, r.score ?? '',
      imp ? fmtImp(r.value) : fmtMp(r.value), imp ? '' : fmtPct(r.percent), imp ? fmtImp(r.running) : fmtMp(r.running), r.adjusted,
    ]),
  );
  return csvText([
    ['pair', 'section', 'round', 'board', 'direction', 'opponent', 'contract', 'declarer', 'result', 'score', imp ? 'imps' : 'mp', 'percent', 'running_total', 'adjusted'],
    ...rows,
  ]);
}

export function scorecardsJson(event: ScoredPairsEvent, pairs: readonly string[]): unknown {
  return selectStandings(event, pairs).map((s) => ({
    pair: s.pair,
    section: s.section ?? null,
    names: s.names ?? '',
    boards: scorecardRows(s).map((r) => ({
      round: r.round,
      board: r.board,
      direction: r.direction,
      opponent: r.opponent,
      contract: r.contract,
      declarer: r.declarer || null,
      result: r.result || null,
      score: r.score,
      value: jsonNumber(r.value),
      percent: jsonNumber(r.percent),
      runningTotal: jsonNumber(r.running),
      adjusted: r.adjusted || null,
    })),
    penalty: jsonNumber(s.penalty),
  }));
}
