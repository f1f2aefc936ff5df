/**
 * Score a pairs event: compare every board's results in their groups (Law 78A matchpoints with Neuberg,
 * NBF 3.2.5; or Butler / cross-IMPs), award artificial adjusted scores by Law 12C2 with the session-average
 * rule (Law 12C2c, NBF 3.2.9) — a second pass, since it needs each pair's result on its other boards — then
 * total per pair and rank.
 *
 * Comparison groups: a board's results within its section (or across sections that played the same boards),
 * split by version when the board was fouled (Law 87); each group is Neubergized to the full N.
 *
 * @example
 * scorePairs(event, defaultPairsOptions).standings[0] //=> { pair: '3', percentage: 58.33…, rank: 1, … }
 */
import { Rational } from '../model/rational.js';
import type { PairsEvent, ResultLine } from '../model/types.js';
import type { PenaltyRecord } from '../parse/csv/penalties.js';
import { markQualified, rankStandings } from '../ranking/standings.js';
import { fullTop } from './matchpoints.js';
import type { PairsScoringOptions, PairStanding, ScoredPairsEvent } from './pairs-types.js';
import { decideWinners, pairKey } from './pairs/keys.js';
import { mergeSessions, type PairPenalty } from './pairs/merge-sessions.js';
import { scoreSession } from './pairs/score-session.js';
import { resolvePenalties } from './penalties.js';

export { decideWinners, pairKey } from './pairs/keys.js';
export { assertNever } from '../model/assert-never.js';

export const defaultPairsOptions: PairsScoringOptions = {
  method: 'mp',
  winners: 'auto',
  acrossSections: false,
  neubergN: 'tables',
  factoring: 'neuberg',
  smallGroups: 'neuberg',
  sessionAverage: true,
  butler: { drop: { kind: 'count', count: 1 }, rounding: 'half-up' },
  impAveragePlus: 1,
  crossImpTotals: 'raw',
  tiebreak: 'sd',
  sitOut: 'own-average',
};






export function scorePairs(
  event: PairsEvent,
  options: PairsScoringOptions,
  penaltyRecords: readonly PenaltyRecord[] = [],
): ScoredPairsEvent {
  const individual = event.results.length > 0 && event.results.every((r) => r.seats !== undefined);
  const { winners, qualify } = individual ? { winners: 'one' as const, qualify: false } : decideWinners(event.results, options.winners);
  // Each session is scored on its own: the session-average rule (Law 12C2c) and sit-outs are per session.
  const sessionNames: string[] = [];
  const bySession = new Map<string, ResultLine[]>();
  for (const r of event.results) {
    const name = r.session ?? '';
    if (!bySession.has(name)) {
      bySession.set(name, []);
      sessionNames.push(name);
    }
    (bySession.get(name) as ResultLine[]).push(r);
  }
  const multi = sessionNames.length > 1;
  const sessions = sessionNames.map((name) => {
    const scored = scoreSession({ ...event, results: bySession.get(name) as ResultLine[] }, options, winners, qualify);
    return {
      name,
      boards: multi ? scored.boards.map((b) => ({ ...b, session: name })) : scored.boards,
      standings: scored.standings,
    };
  });
  const scoredBoards = sessions.flatMap((x) => x.boards);

  // NBF Appendix I: penalties are a share of a board's full top in the pair's field, counted per pair over the
  // whole event in the order they happened.
  const keyOfPenalty = (r: PenaltyRecord): string => pairKey(r.section, qualify ? (r.direction ?? 'NS') : null, r.pair);
  const fieldN = new Map<string, number>();
  for (const b of scoredBoards) {
    for (const l of b.lines) {
      const scope = options.acrossSections ? '' : (l.line.section ?? '');
      fieldN.set(scope, Math.max(fieldN.get(scope) ?? 1, l.explain.expected));
    }
  }
  const topOf = (r: PenaltyRecord): Rational => {
    const n = fieldN.get(options.acrossSections ? '' : (r.section ?? '')) ?? Math.max(1, ...fieldN.values());
    if (options.method === 'mp') return fullTop(n);
    // 10 % of a top ↔ 1 IMP (NBF 3.2.9), per comparison in cross-IMPs (NBF 1.9.3 C)
    return Rational.of(options.method === 'cross-imps' ? 10 * Math.max(1, n - 1) : 10);
  };
  const sessionIndex = new Map(sessionNames.map((n, i) => [n, i]));
  const whenOf = (r: PenaltyRecord): number[] => {
    const session = r.session === undefined ? 0 : (sessionIndex.get(r.session) ?? sessionNames.length);
    // A penalty given by board happened in the round the pair played that board.
    const round =
      r.round ??
      event.results.find(
        (l) => l.board === r.board && (l.ns === r.pair || l.ew === r.pair) && (r.session === undefined || l.session === r.session),
      )?.round ??
      0;
    return [session, round, r.board ?? 0];
  };
  const resolved = resolvePenalties(penaltyRecords, { keyOf: keyOfPenalty, topOf, whenOf });
  const penalties: PairPenalty[] = resolved.map((p) => ({
    key: keyOfPenalty(p.record),
    amount: p.amount,
  }));
  const standings = mergeSessions(sessions, options, penalties);
  const keys = new Set(standings.map((st) => st.key));
  const penaltyList = resolved.map((p, i) => ({ ...p, key: (penalties[i] as PairPenalty).key, matched: keys.has((penalties[i] as PairPenalty).key) }));
  return {
    method: options.method,
    winners,
    individual,
    ...(event.title !== undefined ? { title: event.title } : {}),
    ...(event.date !== undefined ? { date: event.date } : {}),
    ...(event.generator !== undefined ? { generator: event.generator } : {}),
    boards: scoredBoards,
    standings: withSectionRanks(
      qualifyIfAsked(rankStandings(standings, options.tiebreak, options.rankedLast ? { last: options.rankedLast } : {}), options),
      options,
    ),
    penalties: penaltyList,
    sessions: multi ? sessionNames : [],
    options,
  };
}

















function qualifyIfAsked(standings: PairStanding[], options: PairsScoringOptions): PairStanding[] {
  return options.qualify ? markQualified(standings, options.qualify.perGroup, options.qualify.total) : standings;
}

/**
 * One field across sections (`acrossSections`) is ranked overall; each pair also gets its place within its own
 * section, by the same scores and tiebreak, so that both rankings can be published.
 */
function withSectionRanks(standings: PairStanding[], options: PairsScoringOptions): PairStanding[] {
  if (!options.acrossSections || new Set(standings.map((s) => s.section ?? '')).size < 2) return standings;
  const bySection = rankStandings(
    standings.map((s) => ({ ...s, field: `${s.section ?? ''}|${s.direction ?? ''}` })),
    options.tiebreak,
    options.rankedLast ? { last: options.rankedLast } : {},
  );
  const place = new Map(bySection.map((s) => [s.key, s]));
  return standings.map((s) => {
    const p = place.get(s.key);
    return p?.rank === undefined ? s : { ...s, sectionRank: p.rank, sectionTie: p.tie };
  });
}
