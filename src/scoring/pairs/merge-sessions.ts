/**
 * An event's standings from its sessions: totals added up with any carry-over, then penalties deducted (they
 * count over the whole event, NBF 1.9.1); NBF 3.4.6 for pairs absent from more than half of the boards.
 *
 * @example
 * mergeSessions([{ name: 'evening-1', standings }, { name: 'evening-2', standings: s2 }], options, [])
 */
import { pairNames } from '../../model/pair-id.js';
import { Rational } from '../../base/rational.js';
import { makeStanding, withStanding, type PairsScoringOptions, type PairStanding, type SessionResult, type SitOutCredits } from '../../model/scored.js';
import { HUNDRED } from './group-values.js';

export interface PairPenalty {
  readonly key: string;
  /** in MP (international scale) or IMPs, deducted from the total (NBF 3.6.4) */
  readonly amount: Rational;
}

/**
 * The event's standings from its sessions' (one or more): totals added up with any carry-over, then penalties
 * deducted (they count over the whole event, NBF 1.9.1). Each pair keeps its per-session results.
 */
export function mergeSessions(
  sessions: readonly { name: string; standings: readonly PairStanding[] }[],
  options: PairsScoringOptions,
  penalties: readonly PairPenalty[],
): PairStanding[] {
  // One session, nothing carried over, no penalties: the session's standings are the event's.
  const only = sessions.length === 1 ? sessions[0] : undefined;
  if (only && penalties.length === 0 && !options.carryOver) return notRankedIfAbsent([...only.standings], options);
  const penaltyOf = new Map<string, Rational>();
  for (const p of penalties) penaltyOf.set(p.key, (penaltyOf.get(p.key) ?? Rational.ZERO).add(p.amount));
  const merged: PairStanding[] = [];
  for (const [key, { first, parts }] of partsByPair(sessions)) {
    const carry = carryOf(options.carryOver, first);
    const penalty = penaltyOf.get(key) ?? Rational.ZERO;
    // One session, nothing carried over, no penalty: the session's standing is the event's.
    if (sessions.length === 1 && carry.isZero() && penalty.isZero() && first.rank === undefined) {
      merged.push(first);
      continue;
    }
    merged.push(mergedStanding(first, parts, carry, penalty, sessions.length > 1, options));
  }
  // NBF 3.4.6: a pair absent from more than half of the boards is listed but not ranked.
  return notRankedIfAbsent(sessions.length > 1 ? partialSessions(merged, sessions.length, options) : merged, options);
}

/**
 * A pair that did not play every session of the event (options.partialSessions): by default its score is its
 * total against the most a pair of its field could score over every session (NBF 3.3.1: most points wins), so
 * a good half of the event does not outrank a whole one; or it is not ranked; or its own percentage stands.
 */
function partialSessions(merged: PairStanding[], sessionCount: number, options: PairsScoringOptions): PairStanding[] {
  const rule = options.partialSessions ?? 'total';
  if (rule === 'percentage' || options.provisional) return merged;
  const partial = (st: PairStanding): boolean => (st.sessions?.length ?? sessionCount) < sessionCount;
  if (!merged.some(partial)) return merged;
  if (rule === 'every-session') return merged.map((st) => (partial(st) ? withStanding(st, { ranked: false }) : st));
  // the most a whole attendance gives in each field: its max (matchpoints) or its boards (IMPs)
  const full = new Map<string, Rational>();
  for (const st of merged) {
    if (partial(st)) continue;
    const whole = options.method === 'mp' ? (st.max ?? Rational.ZERO) : Rational.of(st.boards + st.sitOut.length);
    const known = full.get(st.field);
    if (known === undefined || whole.cmp(known) > 0) full.set(st.field, whole);
  }
  return merged.map((st) => {
    const whole = full.get(st.field);
    if (!partial(st) || whole === undefined || whole.isZero()) return st;
    if (options.method === 'mp') {
      const percentage = st.total.mul(HUNDRED).div(whole);
      return withStanding(st, { max: whole, percentage, score: percentage });
    }
    const perBoard = st.total.div(whole);
    const perComparison = options.method === 'cross-imps' && options.crossImpTotals === 'per-comparison';
    return withStanding(st, { perBoard, ...(perComparison || options.crossImpTotals === 'raw' ? {} : { score: perBoard }) });
  });
}

/** A pair's standing in one session, by the session's name. */
interface SessionPart {
  readonly session: string;
  readonly s: PairStanding;
}

/** Each pair's standings in the sessions, by its key in the order first met, with its first standing. */
function partsByPair(sessions: readonly { name: string; standings: readonly PairStanding[] }[]): Map<string, { first: PairStanding; parts: SessionPart[] }> {
  const byKey = new Map<string, { first: PairStanding; parts: SessionPart[] }>();
  for (const session of sessions) {
    for (const st of session.standings) {
      const rec = byKey.get(st.key);
      if (rec) rec.parts.push({ session: session.name, s: st });
      else byKey.set(st.key, { first: st, parts: [{ session: session.name, s: st }] });
    }
  }
  return byKey;
}

/** A pair's event standing from its sessions: the totals added up, with the carry-over added and the penalty deducted. */
function mergedStanding(
  first: PairStanding,
  parts: readonly SessionPart[],
  carry: Rational,
  penalty: Rational,
  severalSessions: boolean,
  options: PairsScoringOptions,
): PairStanding {
  const total = parts
    .reduce((a, p) => a.add(p.s.total), Rational.ZERO)
    .add(carry)
    .sub(penalty);
  const boards = parts.reduce((a, p) => a + p.s.boards, 0);
  const sitOut: SitOutCredits = parts.length === 1 ? (parts[0] as SessionPart).s.sitOut : parts.flatMap((p) => [...p.s.sitOut]);
  const only = parts.length === 1 ? parts[0]?.s : undefined;
  const entries = only ? () => only.entries : () => parts.flatMap((p) => p.s.entries);
  const { max, percentage, perBoard, score } = mergedScore(parts, total, boards + sitOut.length, options);
  return makeStanding(
    {
      key: first.key,
      pair: first.pair,
      ...(first.section !== undefined ? { section: first.section } : {}),
      direction: first.direction,
      ...(first.names !== undefined ? { names: first.names } : {}),
      players: first.players,
      total,
      ...(max ? { max } : {}),
      ...(percentage ? { percentage } : {}),
      ...(perBoard ? { perBoard } : {}),
      score,
      boards,
      comparisons: parts.reduce((a, p) => a + p.s.comparisons, 0),
      sitOut,
      penalty,
      ...(carry.isZero() ? {} : { carryOver: carry }),
      tie: false,
      ranked: true,
      field: first.field,
      ...(only?.boardStats ? { boardStats: only.boardStats } : {}),
      ...(severalSessions ? { sessions: sessionResults(parts) } : {}),
    },
    entries,
  );
}

/** The event's score of a pair from its total: a percentage of the tops in matchpoints, else IMPs per board or per comparison. */
interface MergedScore {
  readonly max: Rational | undefined;
  readonly percentage: Rational | undefined;
  readonly perBoard: Rational | undefined;
  readonly score: Rational;
}

/** The pair's score over its sessions; `counted` is its boards played and sat out. */
function mergedScore(parts: readonly SessionPart[], total: Rational, counted: number, options: PairsScoringOptions): MergedScore {
  if (options.method === 'mp') {
    const max = parts.reduce((a, p) => a.add(p.s.max ?? Rational.ZERO), Rational.ZERO);
    const percentage = max.isZero() ? Rational.of(50) : total.mul(HUNDRED).div(max);
    return { max, percentage, perBoard: undefined, score: percentage };
  }
  const perBoard = counted === 0 ? Rational.ZERO : total.div(Rational.of(counted));
  let score: Rational;
  if (options.method === 'cross-imps' && options.crossImpTotals === 'per-comparison') {
    const comparisons = parts.reduce((a, p) => a + p.s.comparisons, 0);
    score = comparisons === 0 ? Rational.ZERO : total.div(Rational.of(comparisons));
  } else if (options.method === 'cross-imps' && options.crossImpTotals === 'raw' && options.provisional === undefined) score = total;
  else score = perBoard;
  return { max: undefined, percentage: undefined, perBoard, score };
}

/** The pair's result in each session, for an event of several sessions. */
function sessionResults(parts: readonly SessionPart[]): SessionResult[] {
  return parts.map((p) => ({
    session: p.session,
    total: p.s.total,
    ...(p.s.max ? { max: p.s.max } : {}),
    ...(p.s.percentage ? { percentage: p.s.percentage } : {}),
    ...(p.s.perBoard ? { perBoard: p.s.perBoard } : {}),
    boards: p.s.boards,
    ...(p.s.rank !== undefined ? { rank: p.s.rank } : {}),
    tie: p.s.tie,
  }));
}

/**
 * NBF 3.4.6: a pair absent from more than half of its field's boards is listed but not ranked — in the final
 * result only: during play every pair is ranked on the boards it has played so far.
 */
function notRankedIfAbsent(merged: PairStanding[], options: PairsScoringOptions): PairStanding[] {
  if (options.provisional) return merged;
  const maxBoards = new Map<string, number>();
  for (const st of merged) maxBoards.set(st.field, Math.max(maxBoards.get(st.field) ?? 0, st.boards + st.sitOut.length));
  return merged.map((st) => (st.boards * 2 < (maxBoards.get(st.field) ?? 0) ? withStanding(st, { ranked: false }) : st));
}

/** The carry-over of a pair, by its most specific name (`A:7`, `7`; see pairNames). */
function carryOf(carryOver: ReadonlyMap<string, Rational> | undefined, s: PairStanding): Rational {
  if (!carryOver) return Rational.ZERO;
  for (const n of pairNames(s)) {
    const v = carryOver.get(n);
    if (v) return v;
  }
  return Rational.ZERO;
}
