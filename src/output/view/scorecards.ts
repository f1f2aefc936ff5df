import { Rational } from '../../base/rational.js';
import type { BoardEntry, PairStanding, ScoredPairsEvent, SitOutBoard } from '../../model/scored.js';
import { resultRow } from './pairs.js';

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

export function sitOutRow(x: SitOutBoard, round: number | null, running: Rational): ScorecardRow {
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

export function percentOf(value: Rational, top: Rational | undefined): Rational | undefined {
  return top && !top.isZero() ? value.mul(Rational.of(100)).div(top) : undefined;
}

/** The one round of `rounds` the pair did not play in, if there is exactly one and every entry has its round. */
export function missedRound(entries: readonly BoardEntry[], rounds: ReadonlySet<number>): number | undefined {
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
