/**
 * Personal score cards: for each pair, every board in play order with round, opponents, direction, contract,
 * result, score, the pair's matchpoints (or IMPs) and percentage on the board, and the running total.
 */
import { TextTable } from '../../text/text-table.js';
import type { ChalkInstance } from 'chalk';
import { csvSafeText, csvText } from '../../text/csv.js';
import { columnFormat, localeFor, type Lang } from '../../i18n/index.js';
import { Rational } from '../../base/rational.js';
import type { BoardEntry, PairStanding, ScoredPairsEvent } from '../../model/scored.js';
import { fmtImp, fmtMp, fmtPct, jsonNumber, rankText } from '../../text/display-number.js';
import { resultRow } from '../view/pairs.js';
import { contractText, IMP_DECIMALS, MP_DECIMALS } from './pairs.js';

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
  /** the board as played; undefined for a sit-out credit (NBF 3.4.4), which no one played */
  readonly entry: BoardEntry | undefined;
}

/** How a sit-out credit row says why (CSV and JSON `adjusted`). */
export const SIT_OUT_ADJUSTED = "sit-out, the pair's own average (NBF 3.4.4)";

/**
 * A pair's boards in play order, with the running total, and the boards of a planned sit-out credited at
 * the pair's own average (NBF 3.4.4) among them, so that the running total ends at the total. A sit-out's
 * round is known when the pair missed exactly one of the session's rounds (`rounds`: every round played in a
 * one-session event); otherwise its boards come last, without a round.
 */
export function scorecardRows(s: PairStanding, rounds?: ReadonlySet<number>): ScorecardRow[] {
  const entries = s.entries;
  const sitOutRound = s.sitOut.length > 0 && rounds !== undefined ? missedRound(entries, rounds) : undefined;
  const out: ScorecardRow[] = [];
  let running = Rational.ZERO;
  let credited = s.sitOut.length === 0;
  const credit = () => {
    for (const x of s.sitOut) {
      running = running.add(x.value);
      out.push(sitOutRow(x, sitOutRound ?? null, running));
    }
    credited = true;
  };
  for (const e of entries) {
    if (!credited && sitOutRound !== undefined && e.round !== undefined && e.round > sitOutRound) credit();
    const row = resultRow(e.board, e.line.line.section, e.line);
    const counted = e.line.ns !== undefined;
    if (counted) running = running.add(e.value);
    const mine = e.direction === 'NS' ? row.scoreNS : row.scoreNS === null ? null : -row.scoreNS;
    out.push({
      round: row.round,
      board: e.board,
      direction: e.direction,
      opponent: e.opponent,
      contract: row.contract,
      declarer: row.declarer,
      result: row.result,
      score: mine,
      value: counted ? e.value : undefined,
      percent: counted ? percentOf(e.value, e.top) : undefined,
      running,
      adjusted: row.adjusted,
      entry: e,
    });
  }
  if (!credited) credit();
  return out;
}

function sitOutRow(x: PairStanding['sitOut'][number], round: number | null, running: Rational): ScorecardRow {
  return {
    round,
    board: x.board,
    direction: '',
    opponent: '',
    contract: '',
    declarer: '',
    result: '',
    score: null,
    value: x.value,
    percent: percentOf(x.value, x.top),
    running,
    adjusted: SIT_OUT_ADJUSTED,
    entry: undefined,
  };
}

function percentOf(value: Rational, top: Rational | undefined): Rational | undefined {
  return top && !top.isZero() ? value.mul(Rational.of(100)).div(top) : undefined;
}

/** The one round of `rounds` the pair did not play in, if there is exactly one and every entry has its round. */
function missedRound(entries: readonly BoardEntry[], rounds: ReadonlySet<number>): number | undefined {
  const played = new Set<number>();
  for (const e of entries) {
    if (e.round === undefined) return undefined;
    played.add(e.round);
  }
  let missed: number | undefined;
  for (const r of rounds) {
    if (played.has(r)) continue;
    if (missed !== undefined) return undefined;
    missed = r;
  }
  return missed;
}

/** The rounds of a one-session event where every result says its round; undefined otherwise. */
export function eventRounds(event: ScoredPairsEvent): ReadonlySet<number> | undefined {
  if (event.sessions.length > 0) return undefined;
  const rounds = new Set<number>();
  for (const b of event.boards) {
    for (const l of b.lines) {
      const r = l.line.round;
      if (r === undefined) return undefined;
      rounds.add(r);
    }
  }
  return rounds;
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
  const rounds = eventRounds(event);
  for (const s of selectStandings(event, pairs)) {
    const dir = s.direction ?? (s.entries.every((e) => e.direction === 'NS') ? 'NS' : s.entries.every((e) => e.direction === 'EW') ? 'EW' : '');
    const direction = dir === 'NS' ? c.ns : dir === 'EW' ? c.ew : '';
    const heading = `${c.pairNamed({ pair: s.pair, individual: event.individual })}${s.names ? ` — ${s.names}` : ''}`;
    out.push(chalk.bold(heading) + chalk.dim(`  ${sc.tableHeading({ direction, rank: s.ranked ? rankText(s.rank, s.tie) : c.notRankedMark })}`));
    const t = new TextTable({
      head: [
        c.round,
        c.board,
        c.direction,
        sc.opponentShort,
        c.contract,
        c.declarer,
        c.result,
        c.score,
        imp ? c.imps : c.mp,
        imp ? '' : c.percent,
        c.total,
      ].map((h) => chalk.bold(h)),
      align: ['right', 'right', 'left', 'left', 'left', 'left', 'left', 'right', 'right', 'right', 'right'],
    });
    // Each number column with one number of decimals, the fewest its values need.
    const rows = scorecardRows(s, rounds);
    const places = imp ? IMP_DECIMALS : MP_DECIMALS;
    const value = columnFormat(
      rows.map((r) => r.value),
      places,
    );
    const running = columnFormat(
      rows.map((r) => r.running),
      places,
    );
    for (const r of rows) {
      t.push(
        [
          r.round ?? '',
          r.board,
          r.direction === 'NS' ? c.ns : r.direction === 'EW' ? c.ew : r.direction,
          r.opponent,
          r.entry === undefined ? sc.sitOutRow : contractText(r.contract, loc),
          r.declarer === 'N' || r.declarer === 'E' || r.declarer === 'S' || r.declarer === 'W' ? c.seatLetter[r.declarer] : r.declarer,
          r.result,
          r.score === null ? '' : n(String(r.score)),
          n(value(r.value)),
          imp ? '' : n(fmtPct(r.percent)),
          n(running(r.running)),
        ].map(String),
      );
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
  const rounds = eventRounds(event);
  const rows = selectStandings(event, pairs).flatMap((s) =>
    scorecardRows(s, rounds).map((r) => [
      csvSafeText(s.pair),
      csvSafeText(s.section ?? ''),
      r.round ?? '',
      r.board,
      r.direction,
      csvSafeText(r.opponent),
      r.contract,
      r.declarer,
      r.result,
      r.score ?? '',
      imp ? fmtImp(r.value) : fmtMp(r.value),
      imp ? '' : fmtPct(r.percent),
      imp ? fmtImp(r.running) : fmtMp(r.running),
      r.adjusted,
    ]),
  );
  return csvText([
    [
      'pair',
      'section',
      'round',
      'board',
      'direction',
      'opponent',
      'contract',
      'declarer',
      'result',
      'score',
      imp ? 'imps' : 'mp',
      'percent',
      'running_total',
      'adjusted',
    ],
    ...rows,
  ]);
}

export function scorecardsJson(event: ScoredPairsEvent, pairs: readonly string[]): unknown {
  const rounds = eventRounds(event);
  return selectStandings(event, pairs).map((s) => ({
    pair: s.pair,
    section: s.section ?? null,
    names: s.names ?? '',
    boards: scorecardRows(s, rounds).map((r) => ({
      round: r.round,
      board: r.board,
      sitOut: r.entry === undefined,
      direction: r.entry === undefined ? null : r.direction,
      opponent: r.entry === undefined ? null : r.opponent,
      contract: r.entry === undefined ? null : r.contract,
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
