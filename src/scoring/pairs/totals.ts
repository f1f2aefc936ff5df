/**
 * A pair's total over its boards (Law 78A: the sum of its board scores; percentage over the tops of the boards
 * counted), with a planned sit-out credited at its own percentage (NBF 3.4.4) when asked.
 *
 * @example
 * totals(boards, participants, 'one', false, options)[0].percentage?.toFixed(2) //=> "58.33"
 */
import { Rational } from '../../model/rational.js';
import type { Direction, Participant } from '../../model/types.js';
import type {
  BoardEntry,
  PairsScoringOptions,
  PairStanding,
  ScoredBoard,
  ScoredLine,
  Winners,
} from '../pairs-types.js';
import { HUNDRED } from './group-values.js';
import { contestantKeys } from './keys.js';
import type { PairPenalty } from './merge-sessions.js';

export function totals(
  boards: readonly ScoredBoard[],
  participants: readonly Participant[],
  winners: Winners,
  qualify: boolean,
  options: PairsScoringOptions,
  penalties: readonly PairPenalty[],
): PairStanding[] {
  const entries = new Map<string, { pair: string; section?: string; direction: Direction; list: BoardEntry[]; both: boolean }>();
  const add = (key: string, pair: string, section: string | undefined, direction: Direction, e: BoardEntry): void => {
    let rec = entries.get(key);
    if (!rec) entries.set(key, (rec = { pair, ...(section !== undefined ? { section } : {}), direction, list: [], both: false }));
    if (rec.direction !== direction) rec.both = true;
    rec.list.push(e);
  };
  for (const b of boards) {
    for (const sl of b.lines) {
      const { line } = sl;
      for (const d of ['NS', 'EW'] as const) {
        const keys = contestantKeys(line, d, d === 'NS' ? sl.nsKey : sl.ewKey);
        const seats = line.seats;
        const names = seats ? (d === 'NS' ? [seats.N, seats.S] : [seats.E, seats.W]) : [d === 'NS' ? line.ns : line.ew];
        keys.forEach((k, i) => add(k, names[i] as string, line.section, d, boardEntry(b.board, sl, d, k)));
      }
    }
  }
  const penaltyOf = new Map<string, Rational>();
  for (const p of penalties) penaltyOf.set(p.key, (penaltyOf.get(p.key) ?? Rational.ZERO).add(p.amount));

  // NBF 3.4.4: the boards of a pair's field that it did not play (a planned sit-out), with their tops.
  const fieldOfRec = (rec: { section?: string; direction: Direction }): string =>
    `${options.acrossSections ? '' : (rec.section ?? '')}|${winners === 'two' ? rec.direction : ''}`;
  const fieldBoards = new Map<string, Map<number, { top?: Rational; expected: number }>>();
  for (const rec of entries.values()) {
    const f = fieldOfRec(rec);
    let m = fieldBoards.get(f);
    if (!m) fieldBoards.set(f, (m = new Map()));
    for (const e of rec.list) if (!m.has(e.board)) m.set(e.board, { ...(e.top ? { top: e.top } : {}), expected: e.line.explain.expected });
  }

  const result: PairStanding[] = [];
  for (const [key, rec] of entries) {
    // A board without a result or an adjustment does not count for either pair.
    const counted = rec.list.filter((e) => e.line.ns !== undefined);
    const participant = findParticipant(participants, rec.pair, rec.section, qualify ? rec.direction : null);
    const penalty = penaltyOf.get(key) ?? Rational.ZERO;
    // Some programs total the matchpoints as published, rounded per board (an option; NBF 3.2.5 rounds nothing).
    const d = options.method === 'mp' ? options.boardMpDecimals : undefined;
    const boardValue = (v: Rational): Rational => (d === undefined ? v : (Rational.parseDecimal(v.toFixed(d)) as Rational));
    let sum = counted.reduce((a, e) => a.add(boardValue(e.value)), Rational.ZERO);
    const boardsCount = counted.length;
    let max: Rational | undefined;
    let percentage: Rational | undefined;
    let perBoard: Rational | undefined;
    let score: Rational;
    const played = new Set(rec.list.map((e) => e.board));
    const missing = options.sitOut === 'own-average' && boardsCount > 0
      ? [...(fieldBoards.get(fieldOfRec(rec)) ?? new Map<number, { top?: Rational; expected: number }>()).entries()].filter(([b]) => !played.has(b))
      : [];
    // Cross-IMPs compare a real result with the other n − 1 and value an artificial one over N − 1.
    let comparisons = counted.reduce((a, e) => a + Math.max(0, (e.line.explain.artificial ? e.line.explain.expected : e.line.explain.n) - 1), 0);
    const sitOut: { board: number; value: Rational; top?: Rational }[] = [];
    if (options.method === 'mp') {
      max = counted.reduce((a, e) => a.add(e.top ?? Rational.ZERO), Rational.ZERO);
      const own = max.isZero() ? Rational.of(1, 2) : sum.div(max);
      for (const [board, info] of missing) {
        const t = info.top ?? Rational.ZERO;
        sitOut.push({ board, value: own.mul(t), top: t });
        sum = sum.add(own.mul(t));
        max = max.add(t);
      }
      sum = sum.sub(penalty);
      percentage = max.isZero() ? Rational.of(50) : sum.mul(HUNDRED).div(max);
      score = percentage;
    } else {
      // A sit-out board is credited at the pair's own average: per board (Butler), per comparison (cross-IMPs).
      const perBoardOwn = boardsCount === 0 ? Rational.ZERO : sum.div(Rational.of(boardsCount));
      const perComparisonOwn = comparisons === 0 ? Rational.ZERO : sum.div(Rational.of(comparisons));
      for (const [board, info] of missing) {
        const perComparisonLines = options.crossImpLines === 'per-comparison';
        const value = options.method === 'cross-imps' && !perComparisonLines ? perComparisonOwn.mul(Rational.of(Math.max(0, info.expected - 1))) : perBoardOwn;
        if (options.method === 'cross-imps') comparisons += Math.max(0, info.expected - 1);
        sitOut.push({ board, value });
        sum = sum.add(value);
      }
      sum = sum.sub(penalty);
      perBoard = boardsCount === 0 ? Rational.ZERO : sum.div(Rational.of(boardsCount + sitOut.length));
      if (options.method === 'cross-imps' && options.crossImpTotals === 'per-comparison') {
        score = comparisons === 0 ? Rational.ZERO : sum.div(Rational.of(comparisons));
      } else if (options.method === 'cross-imps' && options.crossImpTotals === 'raw') score = sum;
      else score = perBoard;
    }
    const direction = winners === 'two' ? rec.direction : null;
    const field = `${options.acrossSections ? '' : (rec.section ?? '')}|${direction ?? ''}`;
    result.push({
      key,
      pair: rec.pair,
      ...(rec.section !== undefined ? { section: rec.section } : {}),
      direction,
      ...(participant?.name !== undefined ? { names: participant.name } : {}),
      players: participant?.players ?? [],
      total: sum,
      ...(max ? { max } : {}),
      ...(percentage ? { percentage } : {}),
      ...(perBoard ? { perBoard } : {}),
      score,
      boards: boardsCount,
      comparisons,
      sitOut,
      penalty,
      entries: [...rec.list].sort((a, b) => (a.round ?? 0) - (b.round ?? 0) || a.board - b.board),
      tie: false,
      ranked: true,
      field,
    });
  }
  return result;
}

/** One pair's side of a scored line (zero when the board was not played and not adjusted). */
export function boardEntry(board: number, sl: ScoredLine, direction: Direction, contestant?: string): BoardEntry {
  const { line } = sl;
  const own = contestant === undefined ? undefined : sl.players?.get(contestant);
  const e: { -readonly [K in keyof BoardEntry]: BoardEntry[K] } = {
    board,
    direction,
    opponent: direction === 'NS' ? line.ew : line.ns,
    value: own ?? (direction === 'NS' ? sl.ns : sl.ew) ?? Rational.ZERO,
    line: sl,
  };
  if (line.round !== undefined) e.round = line.round;
  if (sl.top) e.top = sl.top;
  return e;
}

export function findParticipant(
  participants: readonly Participant[],
  pair: string,
  section: string | undefined,
  direction: Direction | null,
): Participant | undefined {
  const candidates = participants.filter((p) => p.direction === undefined || direction === null || p.direction === direction);
  return (
    candidates.find((p) => p.pair === pair && (p.section ?? '') === (section ?? '')) ??
    candidates.find((p) => p.pair === pair && p.section === undefined)
  );
}
