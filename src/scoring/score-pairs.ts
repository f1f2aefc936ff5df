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
import type { ArtificialSide, Direction, Outcome, PairsEvent, Participant, ResultLine } from '../model/types.js';
import { tableScoreText } from '../parse/table-result.js';
import { markQualified, rankStandings } from '../ranking/standings.js';
import { boardFacts } from './board-facts.js';
import { butlerDatum, butlerImps } from './butler.js';
import { crossImpGroup } from './cross-imps.js';
import { fullTop, matchpointGroup, type MpItem } from './matchpoints.js';
import type {
  BoardEntry,
  LineExplanation,
  PairsScoringOptions,
  PairStanding,
  ScoredBoard,
  ScoredLine,
  ScoredPairsEvent,
  SideAdjustment,
  Winners,
} from './pairs-types.js';
import { smallGroupValues } from './small-groups.js';
import type { PenaltyRecord } from '../parse/csv/penalties.js';
import { resolvePenalties } from './penalties.js';

export const defaultPairsOptions: PairsScoringOptions = {
  method: 'mp',
  winners: 'auto',
  acrossSections: false,
  neubergN: 'tables',
  smallGroups: 'nbf',
  neuberg: true,
  sessionAverage: true,
  butler: { drop: { kind: 'count', count: 1 }, rounding: 'half-up' },
  impAveragePlus: 1,
  crossImpTotals: 'raw',
  tiebreak: 'sd',
  sitOut: 'own-average',
};

export interface PairPenalty {
  readonly key: string;
  /** in MP (international scale) or IMPs, deducted from the total (NBF 3.6.4) */
  readonly amount: Rational;
}

const HUNDRED = Rational.of(100);

/** Two winners need NS 1 and EW 1 kept apart when a Mitchell numbers both directions from 1. */
export function decideWinners(results: readonly ResultLine[], requested: Winners | 'auto'): { winners: Winners; qualify: boolean } {
  const nsPairs = new Set<string>();
  const ewPairs = new Set<string>();
  const seenOnBoard = new Set<string>();
  let clash = false;
  for (const r of results) {
    const s = r.section ?? '';
    nsPairs.add(`${s}\u0000${r.ns}`);
    ewPairs.add(`${s}\u0000${r.ew}`);
    for (const p of [r.ns, r.ew]) {
      const k = `${r.session ?? ""}\u0000${s}\u0000${r.board}\u0000${p}`;
      if (seenOnBoard.has(k)) clash = true;
      seenOnBoard.add(k);
    }
  }
  // The same number on both sides of one board can only be two different pairs (NS 1 and EW 1).
  if (clash) return { winners: requested === 'one' ? 'one' : 'two', qualify: true };
  const both = [...nsPairs].some((p) => ewPairs.has(p));
  if (requested !== 'auto') return { winners: requested, qualify: false };
  return { winners: both ? 'one' : 'two', qualify: false };
}

export function pairKey(section: string | undefined, direction: Direction | null, pair: string): string {
  return `${section ?? ''}|${direction ?? ''}|${pair}`;
}

interface Real {
  readonly sl: Omit<ScoredLine, 'ns' | 'ew' | 'explain'>;
  readonly item: MpItem;
}

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

  // NBF Appendix I: penalties are a share of a board's full top in the pair's field.
  const maxExpected = Math.max(1, ...scoredBoards.flatMap((b) => b.lines.map((l) => l.explain.expected)));
  const resolved = resolvePenalties(penaltyRecords, { top: fullTop(maxExpected), imps: options.method !== 'mp' });
  const penalties: PairPenalty[] = resolved.map((p) => ({
    key: pairKey(p.record.section, qualify ? (p.record.direction ?? 'NS') : null, p.record.pair),
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

/** One session: boards scored in their groups, pair totals without penalties, ranked within the session. */
function scoreSession(
  event: PairsEvent,
  options: PairsScoringOptions,
  winners: Winners,
  qualify: boolean,
): { boards: ScoredBoard[]; standings: PairStanding[] } {
  const keyOf = (r: ResultLine, d: Direction): string =>
    pairKey(r.section, qualify ? d : null, d === 'NS' ? r.ns : r.ew);
  const infoByBoard = new Map(event.boards.map((b) => [b.board, b]));

  // Scopes: the results compared on a board (a section, or all sections together).
  const scopeOf = (r: ResultLine): string => (options.acrossSections ? '' : (r.section ?? ''));
  const byScopeBoard = new Map<string, Map<number, ResultLine[]>>();
  for (const r of event.results) {
    const scope = scopeOf(r);
    let boards = byScopeBoard.get(scope);
    if (!boards) byScopeBoard.set(scope, (boards = new Map()));
    let lines = boards.get(r.board);
    if (!lines) boards.set(r.board, (lines = []));
    lines.push(r);
  }

  const scoredBoards: ScoredBoard[] = [];
  // Pass 1 — real results. Artificial lines are filled in pass 2.
  const pending: { board: number; scope: string; line: ResultLine; expected: number; index: number }[] = [];
  const boardLines: { board: number; scope: string; lines: (ScoredLine | undefined)[]; datums: Map<string, number> }[] = [];

  for (const scope of [...byScopeBoard.keys()].sort()) {
    const boards = byScopeBoard.get(scope) as Map<number, ResultLine[]>;
    // NBF 3.2.5: N is the number of tables in the field; a board played fewer times is Neubergized up to it.
    const fieldSize = Math.max(...[...boards.values()].map((ls) => ls.length));
    const fieldExpected = fieldSize + (options.neubergN === 'with-sitout' && hasSitOut(event, scope, options) ? 1 : 0);
    for (const board of [...boards.keys()].sort((a, b) => a - b)) {
      const lines = boards.get(board) as ResultLine[];
      // Without factoring, a board is scored on its own top: N is the number of real results it has.
      const expected = options.neuberg ? fieldExpected : Math.max(1, lines.filter((l) => realItem(l.outcome)).length);
      const slots: (ScoredLine | undefined)[] = new Array(lines.length);
      const datums = new Map<string, number>();
      const groups = new Map<string, { index: number; real: Real }[]>();
      lines.forEach((line, index) => {
        const base = { line, nsKey: keyOf(line, 'NS'), ewKey: keyOf(line, 'EW') };
        const item = realItem(line.outcome);
        if (item) {
          const g = line.fouled ?? '';
          let list = groups.get(g);
          if (!list) groups.set(g, (list = []));
          list.push({ index, real: { sl: base, item } });
        } else pending.push({ board, scope, line, expected, index });
      });
      for (const [group, members] of [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const items = members.map((m) => m.real.item);
        const values = groupValues(items, options.neuberg ? expected : items.length, options);
        if (values.datum !== undefined) datums.set(group, values.datum);
        members.forEach((m, i) => {
          const v = values.perItem[i] as GroupValue;
          slots[m.index] = {
            ...m.real.sl,
            ns: v.ns,
            ew: v.ew,
            ...(values.top ? { top: values.top } : {}),
            explain: {
              group,
              n: items.length,
              expected,
              ...(v.rawNS ? { rawNS: v.rawNS, rawEW: v.rawEW as Rational } : {}),
              ...(v.factor ? { factor: v.factor } : {}),
              ...(values.datum !== undefined ? { datum: values.datum } : {}),
              ...(values.smallGroup ? { smallGroup: true } : {}),
              ...weightsOf(m.real.sl.line.outcome),
            },
          };
        });
      }
      boardLines.push({ board, scope, lines: slots, datums });
    }
  }

  // The pair's own result on its real boards: the session average of Law 12C2c / NBF 3.2.9.
  const own = new Map<string, { sum: Rational; max: Rational; boards: number }>();
  for (const b of boardLines) {
    for (const sl of b.lines) {
      if (!sl || sl.ns === undefined || sl.ew === undefined) continue;
      for (const k of contestantKeys(sl.line, 'NS', sl.nsKey)) addOwn(own, k, sl.ns, sl.top);
      for (const k of contestantKeys(sl.line, 'EW', sl.ewKey)) addOwn(own, k, sl.ew, sl.top);
    }
  }
  const ownValue = (key: string): Rational | undefined => {
    const o = own.get(key);
    if (!o || o.boards === 0) return undefined;
    // MP: a percentage; IMPs: IMPs per board (or per comparison, for cross-IMPs).
    return options.method === 'mp' ? o.sum.mul(HUNDRED).div(o.max) : o.sum.div(Rational.of(o.boards));
  };
  // In an individual event a side is two players with their own results: the side's is their mean.
  const sessionValue = (line: ResultLine, d: Direction, key: string): Rational | undefined => {
    const values = contestantKeys(line, d, key).map(ownValue);
    if (values.some((v) => v === undefined)) return undefined;
    return (values as Rational[]).reduce((a, v) => a.add(v), Rational.ZERO).div(Rational.of(values.length));
  };

  // Pass 2 — artificial scores and boards without a result.
  for (const p of pending) {
    const target = boardLines.find((b) => b.board === p.board && b.scope === p.scope);
    if (!target) continue;
    const nsKey = keyOf(p.line, 'NS');
    const ewKey = keyOf(p.line, 'EW');
    const base = { line: p.line, nsKey, ewKey };
    const n = target.lines.filter((l) => l !== undefined && l.line.outcome.kind !== 'artificial').length;
    const explainBase = { group: p.line.fouled ?? '', n, expected: p.expected };
    if (p.line.outcome.kind === 'artificial') {
      const nsAdj = awardSide(p.line.outcome.ns, sessionValue(p.line, 'NS', nsKey), options);
      const ewAdj = awardSide(p.line.outcome.ew, sessionValue(p.line, 'EW', ewKey), options);
      const top = options.method === 'mp' ? fullTop(p.expected) : undefined;
      target.lines[p.index] = {
        ...base,
        ns: artificialValue(nsAdj, p.expected, options),
        ew: artificialValue(ewAdj, p.expected, options),
        ...(top ? { top } : {}),
        explain: { ...explainBase, artificial: { ns: nsAdj, ew: ewAdj } },
      };
    } else {
      target.lines[p.index] = { ...base, explain: explainBase };
    }
  }

  for (const b of boardLines) {
    const facts = boardFacts(b.board);
    const info = infoByBoard.get(b.board);
    scoredBoards.push({
      board: b.board,
      dealer: info?.dealer ?? facts.dealer,
      vulnerability: info?.vulnerability ?? facts.vulnerability,
      ...(info ? { info } : {}),
      ...(b.scope !== '' ? { section: b.scope } : {}),
      lines: b.lines.filter((l): l is ScoredLine => l !== undefined),
      datums: b.datums,
    });
  }
  scoredBoards.sort((a, b) => a.board - b.board || ((a.section ?? '') < (b.section ?? '') ? -1 : 1));
  const standings = totals(scoredBoards, event.participants, winners, qualify, options, []);
  return { boards: scoredBoards, standings: rankStandings(standings, options.tiebreak) };
}

/**
 * The event's standings from its sessions' (one or more): totals added up with any carry-over, then penalties
 * deducted (they count over the whole event, NBF 1.9.1). Each pair keeps its per-session results.
 */
function mergeSessions(
  sessions: readonly { name: string; standings: readonly PairStanding[] }[],
  options: PairsScoringOptions,
  penalties: readonly PairPenalty[],
): PairStanding[] {
  const penaltyOf = new Map<string, Rational>();
  for (const p of penalties) penaltyOf.set(p.key, (penaltyOf.get(p.key) ?? Rational.ZERO).add(p.amount));
  const byKey = new Map<string, { first: PairStanding; parts: { session: string; s: PairStanding }[] }>();
  for (const session of sessions) {
    for (const st of session.standings) {
      const rec = byKey.get(st.key);
      if (rec) rec.parts.push({ session: session.name, s: st });
      else byKey.set(st.key, { first: st, parts: [{ session: session.name, s: st }] });
    }
  }
  const merged: PairStanding[] = [];
  for (const [key, { first, parts }] of byKey) {
    const carry = options.carryOver?.get(first.pair) ?? Rational.ZERO;
    const penalty = penaltyOf.get(key) ?? Rational.ZERO;
    const total = parts.reduce((a, p) => a.add(p.s.total), Rational.ZERO).add(carry).sub(penalty);
    const boards = parts.reduce((a, p) => a + p.s.boards, 0);
    const sitOut = parts.flatMap((p) => p.s.sitOut);
    const entries = parts.flatMap((p) => (sessions.length > 1 ? p.s.entries.map((e) => ({ ...e, session: p.session })) : p.s.entries));
    let max: Rational | undefined;
    let percentage: Rational | undefined;
    let perBoard: Rational | undefined;
    let score: Rational;
    if (options.method === 'mp') {
      max = parts.reduce((a, p) => a.add(p.s.max ?? Rational.ZERO), Rational.ZERO);
      percentage = max.isZero() ? Rational.of(50) : total.mul(HUNDRED).div(max);
      score = percentage;
    } else {
      const counted = boards + sitOut.length;
      perBoard = counted === 0 ? Rational.ZERO : total.div(Rational.of(counted));
      if (options.method === 'cross-imps' && options.crossImpTotals === 'per-comparison') {
        const comparisons = entries.filter((e) => e.line.ns !== undefined).reduce((a, e) => a + Math.max(1, e.line.explain.expected - 1), 0);
        score = comparisons === 0 ? Rational.ZERO : total.div(Rational.of(comparisons));
      } else if (options.method === 'cross-imps' && options.crossImpTotals === 'raw') score = total;
      else score = perBoard;
    }
    const { rank: _rank, tie: _tie, tiebreak: _tiebreak, ...base } = first;
    merged.push({
      ...base,
      total,
      ...(max ? { max } : {}),
      ...(percentage ? { percentage } : {}),
      ...(perBoard ? { perBoard } : {}),
      score,
      boards,
      sitOut,
      penalty,
      ...(carry.isZero() ? {} : { carryOver: carry }),
      entries,
      tie: false,
      ranked: true,
      ...(sessions.length > 1
        ? {
            sessions: parts.map((p) => ({
              session: p.session,
              total: p.s.total,
              ...(p.s.max ? { max: p.s.max } : {}),
              ...(p.s.percentage ? { percentage: p.s.percentage } : {}),
              ...(p.s.perBoard ? { perBoard: p.s.perBoard } : {}),
              boards: p.s.boards,
              ...(p.s.rank !== undefined ? { rank: p.s.rank } : {}),
              tie: p.s.tie,
            })),
          }
        : {}),
    });
  }
  // NBF 3.4.6: a pair absent from more than half of the boards is listed but not ranked.
  const maxBoards = new Map<string, number>();
  for (const st of merged) maxBoards.set(st.field, Math.max(maxBoards.get(st.field) ?? 0, st.boards + st.sitOut.length));
  return merged.map((st) => (st.boards * 2 < (maxBoards.get(st.field) ?? 0) ? { ...st, ranked: false } : st));
}

function hasSitOut(event: PairsEvent, scope: string, options: PairsScoringOptions): boolean {
  const pairs = new Set<string>();
  for (const r of event.results) {
    if (options.acrossSections || (r.section ?? '') === scope) {
      pairs.add(r.ns);
      pairs.add(r.ew);
    }
  }
  return pairs.size % 2 === 1;
}

function realItem(outcome: Outcome): MpItem | undefined {
  switch (outcome.kind) {
    case 'played':
      return { components: [{ score: outcome.score.scoreNS, weight: Rational.ONE }] };
    case 'weighted':
      return { components: outcome.components.map((c) => ({ score: c.score.scoreNS, weight: c.weight })) };
    case 'artificial':
    case 'notPlayed':
      return undefined;
    default:
      return assertNever(outcome);
  }
}

function weightsOf(outcome: Outcome): Pick<LineExplanation, 'weights'> {
  if (outcome.kind !== 'weighted') return {};
  return {
    weights: outcome.components.map((c) => ({ weight: c.weight, text: tableScoreText(c.score), scoreNS: c.score.scoreNS })),
  };
}

interface GroupValue {
  readonly ns: Rational;
  readonly ew: Rational;
  readonly rawNS?: Rational;
  readonly rawEW?: Rational;
  readonly factor?: Rational;
}

function groupValues(
  items: readonly MpItem[],
  expected: number,
  options: PairsScoringOptions,
): { perItem: GroupValue[]; top?: Rational; datum?: number; smallGroup?: boolean } {
  switch (options.method) {
    case 'mp': {
      const top = fullTop(expected);
      const groupTop = fullTop(items.length);
      if (options.smallGroups === 'nbf' && items.length < expected && items.length <= 3) {
        return { perItem: smallGroupValues(items, top), top, smallGroup: true };
      }
      const values = matchpointGroup(items, expected);
      const factor = items.length === expected ? undefined : Rational.of(expected, items.length);
      return {
        top,
        perItem: values.map((v) => ({
          ns: v.mp,
          ew: top.sub(v.mp),
          ...(factor ? { rawNS: v.raw, rawEW: groupTop.sub(v.raw), factor } : {}),
        })),
      };
    }
    case 'butler': {
      const datum = butlerDatum(items, options.butler) ?? 0;
      return { datum, perItem: butlerImps(items, datum).map((v) => ({ ns: v, ew: v.neg() })) };
    }
    case 'cross-imps':
      return { perItem: crossImpGroup(items).map((v) => ({ ns: v, ew: v.neg() })) };
    default:
      return assertNever(options.method);
  }
}

/** Law 12C2a with the session-average rule of Law 12C2c / NBF 3.2.9 (in % for MP, IMPs per board otherwise). */
function awardSide(side: ArtificialSide, session: Rational | undefined, options: PairsScoringOptions): SideAdjustment {
  const nominal = options.method === 'mp' ? Rational.of(side.percent) : impEquivalent(side.percent, options);
  let awarded = nominal;
  let replacedBy: Rational | undefined;
  if (options.sessionAverage && session !== undefined) {
    if (side.role === 'nonOffender' && session.cmp(nominal) > 0) replacedBy = session;
    if (side.role === 'offender' && session.cmp(nominal) < 0) replacedBy = session;
    if (replacedBy) awarded = replacedBy;
  }
  return { percent: side.percent, awarded, ...(replacedBy ? { sessionAverage: replacedBy } : {}) };
}

/** NBF 1.9.3 B/C: 60 % ↔ +1 IMP (or per comparison), 40 % ↔ −1; Law 12C2b's 3 IMP by option. */
function impEquivalent(percent: number, options: PairsScoringOptions): Rational {
  return Rational.of(Math.round((percent - 50) * 1000), 10_000).mul(Rational.of(options.impAveragePlus));
}

function artificialValue(adj: SideAdjustment, expected: number, options: PairsScoringOptions): Rational {
  if (options.method === 'mp') return adj.awarded.mul(fullTop(expected)).div(HUNDRED);
  // Cross-IMPs: so many IMPs per comparison, against the other N − 1 results.
  if (options.method === 'cross-imps') return adj.awarded.mul(Rational.of(Math.max(1, expected - 1)));
  return adj.awarded;
}

function addOwn(own: Map<string, { sum: Rational; max: Rational; boards: number }>, key: string, v: Rational, top?: Rational): void {
  const o = own.get(key) ?? { sum: Rational.ZERO, max: Rational.ZERO, boards: 0 };
  own.set(key, { sum: o.sum.add(v), max: o.max.add(top ?? Rational.ZERO), boards: o.boards + 1 });
}

function totals(
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
        keys.forEach((k, i) => add(k, names[i] as string, line.section, d, boardEntry(b.board, sl, d)));
      }
    }
  }
  const penaltyOf = new Map<string, Rational>();
  for (const p of penalties) penaltyOf.set(p.key, (penaltyOf.get(p.key) ?? Rational.ZERO).add(p.amount));

  // NBF 3.4.4: the boards of a pair's field that it did not play (a planned sit-out), with their tops.
  const fieldOfRec = (rec: { section?: string; direction: Direction }): string =>
    `${options.acrossSections ? '' : (rec.section ?? '')}|${winners === 'two' ? rec.direction : ''}`;
  const fieldBoards = new Map<string, Map<number, Rational | undefined>>();
  for (const rec of entries.values()) {
    const f = fieldOfRec(rec);
    let m = fieldBoards.get(f);
    if (!m) fieldBoards.set(f, (m = new Map()));
    for (const e of rec.list) if (!m.has(e.board)) m.set(e.board, e.top);
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
      ? [...(fieldBoards.get(fieldOfRec(rec)) ?? new Map<number, Rational | undefined>()).entries()].filter(([b]) => !played.has(b))
      : [];
    const sitOut: { board: number; value: Rational; top?: Rational }[] = [];
    if (options.method === 'mp') {
      max = counted.reduce((a, e) => a.add(e.top ?? Rational.ZERO), Rational.ZERO);
      const own = max.isZero() ? Rational.of(1, 2) : sum.div(max);
      for (const [board, top] of missing) {
        const t = top ?? Rational.ZERO;
        sitOut.push({ board, value: own.mul(t), top: t });
        sum = sum.add(own.mul(t));
        max = max.add(t);
      }
      sum = sum.sub(penalty);
      percentage = max.isZero() ? Rational.of(50) : sum.mul(HUNDRED).div(max);
      score = percentage;
    } else {
      const own = boardsCount === 0 ? Rational.ZERO : sum.div(Rational.of(boardsCount));
      for (const [board] of missing) {
        sitOut.push({ board, value: own });
        sum = sum.add(own);
      }
      sum = sum.sub(penalty);
      perBoard = boardsCount === 0 ? Rational.ZERO : sum.div(Rational.of(boardsCount + sitOut.length));
      if (options.method === 'cross-imps' && options.crossImpTotals === 'per-comparison') {
        const comparisons = counted.reduce((a, e) => a + Math.max(1, e.line.explain.expected - 1), 0);
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

/**
 * Who is scored for a side of a line: the pair, or in an individual event its two players (each gets the
 * side's score, and is ranked on its own).
 */
function contestantKeys(line: ResultLine, d: Direction, pairKeyOfSide: string): string[] {
  const seats = line.seats;
  if (!seats) return [pairKeyOfSide];
  const players = d === 'NS' ? [seats.N, seats.S] : [seats.E, seats.W];
  return players.map((p) => pairKey(line.section, null, p));
}

/** One pair's side of a scored line (zero when the board was not played and not adjusted). */
function boardEntry(board: number, sl: ScoredLine, direction: Direction): BoardEntry {
  const { line } = sl;
  const e: { -readonly [K in keyof BoardEntry]: BoardEntry[K] } = {
    board,
    direction,
    opponent: direction === 'NS' ? line.ew : line.ns,
    value: (direction === 'NS' ? sl.ns : sl.ew) ?? Rational.ZERO,
    line: sl,
  };
  if (line.round !== undefined) e.round = line.round;
  if (sl.top) e.top = sl.top;
  return e;
}

function findParticipant(
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

export function assertNever(x: never): never {
  throw new Error(`unexpected value ${JSON.stringify(x)}`);
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
