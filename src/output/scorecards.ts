/**
 * Personal score cards: for each pair, every board in play order with round, opponents, direction, contract,
 * result, score, the pair's matchpoints (or IMPs) and percentage on the board, and the running total.
 */
import Table from 'cli-table3';
import type { ChalkInstance } from 'chalk';
import { stringify } from 'csv-stringify/sync';
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

export function renderScorecardsTable(event: ScoredPairsEvent, pairs: readonly string[], chalk: ChalkInstance): string {
  const imp = event.method !== 'mp';
  const out: string[] = [];
  for (const s of selectStandings(event, pairs)) {
    const dir = s.direction ?? (s.entries.every((e) => e.direction === 'NS') ? 'NS' : s.entries.every((e) => e.direction === 'EW') ? 'EW' : '');
    out.push(chalk.bold(`Pair ${s.pair}${s.names ? ` — ${s.names}` : ''}`) + chalk.dim(`  ${dir}  rank ${s.ranked ? rankText(s.rank, s.tie) : 'n/r'}`));
    const t = new Table({
      head: ['Round', 'Board', 'Dir', 'Opp', 'Contract', 'By', 'Result', 'Score', imp ? 'IMPs' : 'MP', imp ? '' : '%', 'Total'].map((h) => chalk.bold(h)),
      style: { head: [], border: [] },
      chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
      colAligns: ['right', 'right', 'left', 'left', 'left', 'left', 'left', 'right', 'right', 'right', 'right'],
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
    if (!s.penalty.isZero()) out.push(`  penalty −${imp ? fmtImp(s.penalty) : fmtMp(s.penalty)} (NBF 3.6.4)`);
    out.push(`  total ${imp ? fmtImp(s.total) : `${fmtMp(s.total)} of ${fmtMp(s.max)} = ${fmtPct(s.percentage)} %`}`, '');
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
  return stringify([
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
