/**
 * Score a pairs event: compare every board's results in their groups (Law 78A matchpoints with Neuberg,
 * NBF 3.2.5; or Butler / cross-IMPs), award artificial adjusted scores by Law 12C2 with the session-average
 * rule (Law 12C2c, NBF 3.2.9) — a second pass, since it needs each pair's result on its other boards — then
 * total per pair and rank.
 *
 * Comparison groups: a board's results within its section (or across sections that played the same boards),
 * split by version when the board was fouled (Law 87); each group is Neubergized to the full N.
 *
 * The work is done on the line table (typed columns) in passes that are linear in the lines, bar the sort
 * of each board's scores; what the writers read of each line is worked out when they read it.
 *
 * @example
 * scorePairs(event, defaultPairsOptions).standings[0] //=> { pair: '3', percentage: 58.33…, rank: 1, … }
 */
import { LineTable } from '../model/line-table.js';
import { Rational } from '../base/rational.js';
import type { PairsEvent } from '../model/types.js';
import type { PenaltyRecord, ProvisionalScoring } from '../model/scored.js';
import type { Movement } from '../model/movement.js';
import { markQualified, rankStandings } from '../ranking/pairs.js';
import { fullTop } from '../scoring/pairs/matchpoints.js';
import { withStanding, type PairsScoringOptions, type PairStanding, type ScoredBoard, type ScoredPairsEvent, type Winners } from '../model/scored.js';
import { scoreAdjusted } from '../scoring/pairs/adjusted-scores.js';
import { LineValues } from '../scoring/pairs/board-values.js';
import { contestantsOf } from '../scoring/pairs/contestants.js';
import { decideWinnersTable, pairKey } from '../scoring/pairs/keys.js';
import { layoutBoards, type BoardGroup } from '../model/board-layout.js';
import { mergeSessions } from '../scoring/pairs/merge-sessions.js';
import { scoreBoards, type BoardFacts } from '../scoring/pairs/score-boards.js';
import { ScoredSession, type SessionContext } from '../scoring/pairs/scored-session.js';
import { ParticipantIndex, sessionTotals } from '../scoring/pairs/totals.js';
import { resolvePenalties } from '../scoring/pairs/penalties.js';

export { decideWinners, pairKey } from '../scoring/pairs/keys.js';
export { assertNever } from '../base/assert-never.js';

/**
 * The scorer's plain defaults: Neuberg's formula for every group size, the Butler datum rounded half up. The
 * command line takes its defaults from the `nbf` profile instead (src/profiles/nbf.ts: the fixed small-group
 * values of NBF 3.2.4, the datum rounded away from zero); `valuesOf(nbfProfile)` gives them to a program.
 */
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

/**
 * How far a session has got, for scoring it during play (`PairsScoringOptions.provisional`): the rounds every
 * table the movement seats has finished (a result for every board it schedules there), and the boards still in
 * play — fewer tables have entered them than the movement has play them. Undefined when the session is
 * complete (every round finished: the result is scored as final) or there is no movement to tell.
 *
 * @example
 * provisionalScoring(movement, table) //=> { roundsComplete: [1, 2], roundsTotal: 7, boardsInPlay: Map { '|1' => 7, … } }
 */
export function provisionalScoring(movement: Movement | undefined, t: LineTable): ProvisionalScoring | undefined {
  if (!movement || movement.rows.length === 0) return undefined;
  const entered = new Set<string>();
  const tables = new Map<string, number>();
  for (let i = 0; i < t.count; i++) {
    const section = t.sectionText(i) ?? '';
    const board = t.board[i] as number;
    const key = `${section}|${board}`;
    tables.set(key, (tables.get(key) ?? 0) + 1);
    const round = t.round[i] as number;
    const table = t.table[i] as number;
    if (round >= 0 && table >= 0) entered.add(`${section}|${round}|${table}|${board}`);
  }
  const done = new Map<number, boolean>();
  const planned = new Map<string, number>();
  for (const row of movement.rows) {
    let complete = done.get(row.round) ?? true;
    const section = row.section ?? '';
    if (row.ns !== null && row.ew !== null) {
      for (const b of row.boards) {
        if (!entered.has(`${section}|${row.round}|${row.table}|${b}`)) complete = false;
        planned.set(`${section}|${b}`, (planned.get(`${section}|${b}`) ?? 0) + 1);
      }
    }
    done.set(row.round, complete);
  }
  const roundsComplete = [...done]
    .filter(([, c]) => c)
    .map(([r]) => r)
    .sort((a, b) => a - b);
  if (roundsComplete.length === done.size) return undefined;
  const boardsInPlay = new Map<string, number>();
  for (const [key, count] of planned) if ((tables.get(key) ?? 0) < count) boardsInPlay.set(key, count);
  return { roundsComplete, roundsTotal: done.size, boardsInPlay };
}

/** What an event is besides its lines. */
export type PairsEventInfo = Omit<PairsEvent, 'results'>;

export function scorePairs(event: PairsEvent, options: PairsScoringOptions, penaltyRecords: readonly PenaltyRecord[] = []): ScoredPairsEvent {
  const { results, ...info } = event;
  return scoreLineTable(info, LineTable.fromLines(results), options, penaltyRecords);
}

export function scoreLineTable(
  info: PairsEventInfo,
  t: LineTable,
  options: PairsScoringOptions,
  penaltyRecords: readonly PenaltyRecord[] = [],
): ScoredPairsEvent {
  const individual = t.isIndividual();
  const { winners, qualify } = individual ? { winners: 'one' as const, qualify: false } : decideWinnersTable(t, options.winners);
  const contestants = contestantsOf(t, { qualify, individual });
  const layout = layoutBoards(t, { acrossSections: options.acrossSections });
  const values = new LineValues(t.count, options.method);
  const ctx: SessionContext = {
    t,
    order: layout.order,
    contestants,
    values,
    options,
    qualify,
    infoByBoard: new Map(info.boards.map((b) => [b.board, b])),
  };
  const participants = new ParticipantIndex(info.participants);
  // Each session is scored on its own: the session-average rule (Law 12C2c) and sit-outs are per session.
  const multi = layout.sessions.length > 1;
  const sessions = sessionRanges(layout.groups).map((groups) => {
    const session = groups[0]?.session ?? 0;
    const name = t.sessions.get(session);
    const { facts, pending } = scoreBoards(t, layout.order, groups, contestants, options, values);
    const from = groups[0]?.start ?? 0;
    const to = groups[groups.length - 1]?.end ?? 0;
    scoreAdjusted(t, contestants, layout.order.subarray(from, to), facts, pending, options, values);
    const scored = new ScoredSession(ctx, outputOrder(t, facts), multi ? name : undefined);
    // A session's own places are shown only in an event of several sessions.
    const totals = sessionTotals(scored, participants, winners);
    const standings = multi ? rankStandings(totals, options.tiebreak, { inPlace: true }) : totals;
    return { name, scored, facts, standings };
  });

  const penalties = penaltiesOf(t, sessions, options, qualify, penaltyRecords);
  const standings = mergeSessions(
    sessions.map((s) => ({ name: s.name, standings: s.standings })),
    options,
    penalties.map((p) => ({ key: p.key, amount: p.amount })),
  );
  const keys = new Set(standings.map((st) => st.key));
  const event: Omit<ScoredPairsEvent, 'boards'> = {
    method: options.method,
    winners,
    individual,
    ...(info.id !== undefined ? { id: info.id } : {}),
    ...(info.title !== undefined ? { title: info.title } : {}),
    ...(info.date !== undefined ? { date: info.date } : {}),
    ...(info.generator !== undefined ? { generator: info.generator } : {}),
    ...(info.soleSection !== undefined ? { soleSection: info.soleSection } : {}),
    standings: withSectionRanks(
      qualifyIfAsked(rankStandings(standings, options.tiebreak, { inPlace: !multi, ...(options.rankedLast ? { last: options.rankedLast } : {}) }), options),
      options,
    ),
    penalties: penalties.map((p) => ({ ...p.resolved, key: p.key, matched: keys.has(p.key) })),
    sessions: multi ? sessions.map((s) => s.name) : [],
    options,
    columns: sessions.map((s) => s.scored),
  };
  // The boards' views are made when first read (a writer streaming from the columns never needs them).
  let boards: ScoredBoard[] | undefined;
  Object.defineProperty(event, 'boards', { get: () => (boards ??= sessions.flatMap((s) => s.scored.boards())), enumerable: true, configurable: true });
  return event as ScoredPairsEvent;
}

/** The layout's groups, one run per session (they are sorted by session). */
function sessionRanges(groups: readonly BoardGroup[]): BoardGroup[][] {
  const out: BoardGroup[][] = [];
  for (const g of groups) {
    const last = out[out.length - 1];
    if (last && (last[0] as BoardGroup).session === g.session) last.push(g);
    else out.push([g]);
  }
  return out;
}

/** Boards as they are written: by number, then section. */
function outputOrder(t: LineTable, facts: readonly BoardFacts[]): BoardFacts[] {
  return facts.slice().sort((a, b) => a.group.board - b.group.board || (t.sections.get(a.group.scope) < t.sections.get(b.group.scope) ? -1 : 1));
}

/**
 * NBF Appendix I: penalties are a share of a board's full top in the pair's field, counted per pair over the
 * whole event in the order they happened.
 */
function penaltiesOf(
  t: LineTable,
  sessions: readonly { name: string; facts: readonly BoardFacts[] }[],
  options: PairsScoringOptions,
  qualify: boolean,
  records: readonly PenaltyRecord[],
) {
  if (records.length === 0) return [];
  const keyOf = (r: PenaltyRecord): string => pairKey(r.section, qualify ? (r.direction ?? 'NS') : null, r.pair);
  const fieldN = new Map<string, number>();
  for (const s of sessions) {
    for (const f of s.facts) {
      const scope = options.acrossSections ? '' : t.sections.get(f.group.scope);
      fieldN.set(scope, Math.max(fieldN.get(scope) ?? 1, f.expected));
    }
  }
  let largest = 1;
  for (const v of fieldN.values()) largest = Math.max(largest, v);
  const topOf = (r: PenaltyRecord): Rational => {
    const n = fieldN.get(options.acrossSections ? '' : (r.section ?? '')) ?? largest;
    if (options.method === 'mp') return fullTop(n);
    // 10 % of a top ↔ 1 IMP (NBF 3.2.9), per comparison in cross-IMPs (NBF 1.9.3 C)
    return Rational.of(options.method === 'cross-imps' ? 10 * Math.max(1, n - 1) : 10);
  };
  const sessionIndex = new Map(sessions.map((s, i) => [s.name, i]));
  const whenOf = (r: PenaltyRecord): number[] => {
    const session = r.session === undefined ? 0 : (sessionIndex.get(r.session) ?? sessions.length);
    // A penalty given by board happened in the round the pair played that board.
    let round = r.round ?? 0;
    if (r.round === undefined && r.board !== undefined) {
      for (let i = 0; i < t.count; i++) {
        if (t.board[i] !== r.board || (t.pairText(i, 'NS') !== r.pair && t.pairText(i, 'EW') !== r.pair)) continue;
        if (r.session !== undefined && t.sessionText(i) !== r.session) continue;
        round = Math.max(0, t.round[i] as number);
        break;
      }
    }
    return [session, round, r.board ?? 0];
  };
  return resolvePenalties(records, { keyOf, topOf, whenOf }).map((resolved) => ({ resolved, key: keyOf(resolved.record), amount: resolved.amount }));
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
    standings.map((s) => withStanding(s, { field: `${s.section ?? ''}|${s.direction ?? ''}` })),
    options.tiebreak,
    options.rankedLast ? { last: options.rankedLast } : {},
  );
  const place = new Map(bySection.map((s) => [s.key, s]));
  return standings.map((s) => {
    const p = place.get(s.key);
    return p?.rank === undefined ? s : withStanding(s, { sectionRank: p.rank, sectionTie: p.tie });
  });
}

export type { Winners };
