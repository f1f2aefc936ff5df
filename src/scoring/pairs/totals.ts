/**
 * A session's totals per contestant (Law 78A: the sum of its board scores; a percentage over the tops of the
 * boards counted), in one pass over the lines in output order, with a planned sit-out credited at the pair's
 * own average (NBF 3.4.4) when asked: in matchpoints its own percentage of each board's top, in Butler its
 * IMPs per board, in cross-IMPs its IMPs per comparison over the board's comparisons.
 *
 * @example
 * sessionTotals(session, participants, 'one')[0].percentage?.toFixed(2) //=> "58.33"
 */
import { Rational } from '../../base/rational.js';
import type { Direction, Participant } from '../../model/types.js';
import { makeStanding, type PairsScoringOptions, type PairStanding, type Winners } from '../../model/scored.js';
import type { LineValues } from './board-values.js';
import { ExactSum } from './exact-sum.js';
import { HUNDRED } from './group-values.js';
import type { ScoredSession } from './scored-session.js';

/** What the pass gathers for one contestant. */
class Tally {
  readonly sum = new ExactSum();
  max = 0;
  boards = 0;
  comparisons = 0;
  /** distinct boards with an entry (a pair plays a board once; a second entry is not a second board) */
  distinct = 0;
  lastBoard = -1;
  /** Σv, Σv² while every board is a whole number on the same top (the tiebreak's statistics) */
  statsOk = true;
  statsTop = -2;
  sumV = 0;
  sumV2 = 0;
  constructor(
    readonly contestant: number,
    readonly direction: Direction,
    readonly field: string,
  ) {}
}

/** A field's boards: number → its top (−1 without one) and N, in the order first met. */
type FieldBoards = Map<number, { top: number; expected: number }>;

export function sessionTotals(session: ScoredSession, participants: ParticipantIndex, winners: Winners): PairStanding[] {
  const { t, order, contestants, values, options } = session.ctx;
  const tallies = new Array<Tally | undefined>(contestants.count);
  const inOrder: Tally[] = [];
  const fields = new Map<string, FieldBoards>();
  const decimals = options.method === 'mp' ? options.boardMpDecimals : undefined;
  for (let b = 0; b < session.boardsInOrder.length; b++) {
    const f = session.boardsInOrder[b] as (typeof session.boardsInOrder)[number];
    const g = f.group;
    for (let k = g.start; k < g.end; k++) {
      const i = order[k] as number;
      const counted = values.has(i);
      const comparisons = counted ? comparisonsOf(values, i) : 0;
      const top = values.topOf(i);
      for (let side = 0; side <= 1; side++) {
        for (let who = 0; who < (contestants.individual ? 2 : 1); who++) {
          const c = (who === 0 ? (side === 0 ? contestants.ns : contestants.ew) : side === 0 ? contestants.ns2 : contestants.ew2)[i] as number;
          const d: Direction = side === 0 ? 'NS' : 'EW';
          let tally = tallies[c];
          if (!tally) {
            const field = `${options.acrossSections ? '' : (t.sectionText(i) ?? '')}|${winners === 'two' ? d : ''}`;
            tallies[c] = tally = new Tally(c, d, field);
            inOrder.push(tally);
          }
          if (tally.lastBoard !== b) {
            tally.lastBoard = b;
            tally.distinct++;
            let fb = fields.get(tally.field);
            if (!fb) fields.set(tally.field, (fb = new Map<number, { top: number; expected: number }>()));
            if (!fb.has(g.board))
              fb.set(g.board, { top: top >= 0 ? top : options.method === 'mp' ? 2 * Math.max(0, f.expected - 1) : -1, expected: f.expected });
          }
          if (!counted) continue;
          addValue(tally.sum, values, i, d, contestants.individual ? contestants.keys[c] : undefined, decimals);
          if (tally.statsOk) addStats(tally, values, i, d, contestants.individual, top);
          if (top > 0) tally.max += top;
          tally.boards++;
          tally.comparisons += comparisons;
        }
      }
    }
  }
  const usual = options.sitOut === 'own-average-usual' ? usualBoards(inOrder) : undefined;
  return inOrder.map((tally) => standingOf(session, tally, fields.get(tally.field) as FieldBoards, participants, winners, options, usual?.get(tally.field)));
}

/** Per field, the number of boards most of its pairs met (the larger on a tie): the sit-out rule `own-average-usual`. */
function usualBoards(tallies: readonly Tally[]): Map<string, number> {
  const counts = new Map<string, Map<number, number>>();
  for (const t of tallies) {
    const m = counts.get(t.field) ?? new Map<number, number>();
    m.set(t.distinct, (m.get(t.distinct) ?? 0) + 1);
    counts.set(t.field, m);
  }
  const out = new Map<string, number>();
  for (const [field, m] of counts) {
    let best = 0;
    let bestCount = 0;
    for (const [boards, n] of m) if (n > bestCount || (n === bestCount && boards > best)) [best, bestCount] = [boards, n];
    out.set(field, best);
  }
  return out;
}

/** The tiebreak's sums, while they stay exact whole numbers on one top. */
function addStats(tally: Tally, values: LineValues, i: number, d: Direction, individual: boolean, top: number): void {
  const t = top < 0 ? 0 : top;
  if (individual || !values.fill(i, d) || values.den !== 1 || (tally.statsTop !== -2 && tally.statsTop !== t)) {
    tally.statsOk = false;
    return;
  }
  tally.statsTop = t;
  const v = values.num;
  tally.sumV += v;
  tally.sumV2 += v * v;
  if (tally.sumV2 > Number.MAX_SAFE_INTEGER) tally.statsOk = false;
}

/** Cross-IMPs compare a real result with the other n − 1 and value an artificial one over N − 1. */
function comparisonsOf(values: LineValues, i: number): number {
  const g = values.group[i] as number;
  if (g >= 0) return Math.max(0, (values.groups[g] as { n: number }).n - 1);
  const p = values.pending.get(i);
  return p ? Math.max(0, p.expected - 1) : 0;
}

/** One side's value of line i added to a total, rounded first when the program totals rounded board values. */
function addValue(sum: ExactSum, values: LineValues, i: number, d: Direction, player: string | undefined, decimals: number | undefined): void {
  const own = player === undefined ? undefined : values.exact.get(i)?.players?.get(player);
  if (own === undefined && values.fill(i, d)) {
    if (decimals === undefined || values.den === 1) sum.add(values.num, values.den);
    else sum.add(roundedNumerator(values.num, values.den, decimals), 10 ** decimals);
    return;
  }
  const v = own ?? values.rational(i, d);
  sum.addRational(decimals === undefined ? (v as Rational) : (Rational.parseDecimal((v as Rational).toFixed(decimals)) as Rational));
}

/** num/den × 10^d rounded half away from zero (the display rule), exactly. */
function roundedNumerator(num: number, den: number, d: number): number {
  const scaled = Math.abs(num) * 10 ** d;
  const q = Math.floor((2 * scaled + den) / (2 * den));
  return num < 0 ? -q : q;
}

/** A contestant's standing from its tally: its sit-out boards credited (NBF 3.4.4) when asked, and its score. */
function standingOf(
  session: ScoredSession,
  tally: Tally,
  fieldBoards: FieldBoards,
  participants: ParticipantIndex,
  winners: Winners,
  options: PairsScoringOptions,
  usual?: number,
): PairStanding {
  const { contestants } = session.ctx;
  const c = tally.contestant;
  const pair = contestants.names[c] as string;
  const section = contestants.sections[c];
  const direction = winners === 'two' ? tally.direction : null;
  const participant = participants.find(pair, section, session.ctx.qualify ? tally.direction : null);
  const boards = tally.boards;
  const missing = sitOutBoards(session, tally, fieldBoards, options, usual);
  const t = options.method === 'mp' ? creditedMp(tally, missing) : creditedImps(tally, missing, options);
  // One literal with every field (a field the pair lacks undefined): there may be tens of thousands of pairs.
  const f = {
    key: contestants.keys[c] as string,
    pair,
    section,
    direction,
    names: participant?.name,
    players: participant?.players ?? NO_PLAYERS,
    total: t.total,
    max: t.max,
    percentage: t.percentage,
    perBoard: t.perBoard,
    score: t.score,
    boards,
    comparisons: t.comparisons,
    sitOut: t.sitOut.length > 0 ? t.sitOut : NO_SIT_OUT,
    penalty: Rational.ZERO,
    tie: false,
    ranked: true,
    field: tally.field,
    boardStats: tally.statsOk && boards > 0 ? { count: boards, sum: tally.sumV, sumSquares: tally.sumV2, top: tally.statsTop } : undefined,
  };
  return makeStanding(f as Omit<PairStanding, 'entries'>, session, c);
}

/** A board of the field the contestant has no line on, as missingBoards gives it: its number, its top and N. */
type MissingBoard = [number, { top: number; expected: number }];

/** A sit-out board credited: its number, the value credited, and (in matchpoints) its top. */
type SitOutBoard = { board: number; value: Rational; top?: Rational };

/** A contestant's totals with its sit-out boards credited, and the score it is ranked on. */
interface Credited {
  readonly total: Rational;
  readonly max: Rational | undefined;
  readonly percentage: Rational | undefined;
  readonly perBoard: Rational | undefined;
  readonly score: Rational;
  readonly comparisons: number;
  readonly sitOut: SitOutBoard[];
}

/** The boards to credit at the contestant's own average (NBF 3.4.4), by the sit-out rule; none during play. */
function sitOutBoards(session: ScoredSession, tally: Tally, fieldBoards: FieldBoards, options: PairsScoringOptions, usual: number | undefined): MissingBoard[] {
  // During play a board not yet played is no sit-out: nothing is credited for it.
  const credited =
    options.provisional === undefined &&
    (options.sitOut === 'own-average' || (options.sitOut === 'own-average-usual' && usual !== undefined && tally.distinct < usual));
  const all = credited && tally.boards > 0 && tally.distinct < fieldBoards.size ? missingBoards(session, tally.contestant, fieldBoards) : [];
  return options.sitOut === 'own-average-usual' && usual !== undefined ? all.slice(0, Math.max(0, usual - tally.distinct)) : all;
}

/** Matchpoints: each sit-out board credited at the contestant's own percentage of its top; the score is the percentage. */
function creditedMp(tally: Tally, missing: readonly MissingBoard[]): Credited {
  let sum = tally.sum.value();
  let max = Rational.of(tally.max);
  const sitOut: SitOutBoard[] = [];
  const own = max.isZero() ? Rational.of(1, 2) : sum.div(max);
  // The tops are whole numbers: summed first, the total takes one exact product, not one sum a board (a
  // sum of fractions of large denominators costs a gcd each).
  let tops = 0;
  // One credited value per top (a field's boards mostly share one): a pair may miss hundreds of boards.
  let lastTop = -1;
  let lastValue = Rational.ZERO;
  for (const [board, info] of missing) {
    const top = Math.max(0, info.top);
    tops += top;
    if (top !== lastTop) {
      lastTop = top;
      lastValue = own.mul(Rational.of(top));
    }
    sitOut.push({ board, value: lastValue, top: Rational.of(top) });
  }
  if (tops > 0) {
    sum = sum.add(own.mul(Rational.of(tops)));
    max = max.add(Rational.of(tops));
  }
  const percentage = max.isZero() ? Rational.of(50) : sum.mul(HUNDRED).div(max);
  return { total: sum, max, percentage, perBoard: undefined, score: percentage, comparisons: tally.comparisons, sitOut };
}

/** Butler and cross-IMPs: each sit-out board credited at the own average; the score per board, per comparison or raw. */
function creditedImps(tally: Tally, missing: readonly MissingBoard[], options: PairsScoringOptions): Credited {
  let sum = tally.sum.value();
  let comparisons = tally.comparisons;
  const boards = tally.boards;
  const sitOut: SitOutBoard[] = [];
  // A sit-out board is credited at the pair's own average: per board (Butler), per comparison (cross-IMPs).
  const perBoardOwn = boards === 0 ? Rational.ZERO : sum.div(Rational.of(boards));
  const perComparisonOwn = comparisons === 0 ? Rational.ZERO : sum.div(Rational.of(comparisons));
  // Per-comparison cross-IMP lines (Pianola) are already IMPs per comparison: a sit-out board gets the own average.
  const perComparisonLines = options.crossImpLines === 'per-comparison';
  for (const [board, info] of missing) {
    const value = options.method === 'cross-imps' && !perComparisonLines ? perComparisonOwn.mul(Rational.of(Math.max(0, info.expected - 1))) : perBoardOwn;
    if (options.method === 'cross-imps') comparisons += Math.max(0, info.expected - 1);
    sitOut.push({ board, value });
    sum = sum.add(value);
  }
  const perBoard = boards === 0 ? Rational.ZERO : sum.div(Rational.of(boards + sitOut.length));
  let score: Rational;
  if (options.method === 'cross-imps' && options.crossImpTotals === 'per-comparison') {
    score = comparisons === 0 ? Rational.ZERO : sum.div(Rational.of(comparisons));
  } else if (options.method === 'cross-imps' && options.crossImpTotals === 'raw' && options.provisional === undefined) score = sum;
  else score = perBoard;
  return { total: sum, max: undefined, percentage: undefined, perBoard, score, comparisons, sitOut };
}

const NO_PLAYERS: readonly never[] = Object.freeze([]);
const NO_SIT_OUT: readonly never[] = Object.freeze([]);

/** The boards of the contestant's field it has no line on (a planned sit-out), by board number. */
function missingBoards(session: ScoredSession, c: number, fieldBoards: FieldBoards): MissingBoard[] {
  const played = new Set<number>();
  const t = session.ctx.t;
  for (const e of session.entryLists().of(c)) played.add(t.board[e.line] as number);
  return [...fieldBoards.entries()].filter(([b]) => !played.has(b)).sort((a, b) => a[0] - b[0]);
}

/** The names list, looked up by pair, section and direction in constant time. */
export class ParticipantIndex {
  private readonly exact = new Map<string, Participant>();
  private readonly anySection = new Map<string, Participant>();

  constructor(participants: readonly Participant[]) {
    // The first listed wins, as a search through the list would find it.
    for (const p of participants) {
      const dirs: (Direction | '')[] = p.direction === undefined ? ['', 'NS', 'EW'] : ['', p.direction];
      for (const d of dirs) {
        const k = `${d}\u0000${p.section ?? ''}\u0000${p.pair}`;
        if (!this.exact.has(k)) this.exact.set(k, p);
        if (p.section === undefined) {
          const a = `${d}\u0000${p.pair}`;
          if (!this.anySection.has(a)) this.anySection.set(a, p);
        }
      }
    }
  }

  /** As findParticipant: the pair in its section, or listed without a section; direction-bound entries only
   *  match their direction when the field has two directions. */
  find(pair: string, section: string | undefined, direction: Direction | null): Participant | undefined {
    const d = direction ?? '';
    return this.exact.get(`${d}\u0000${section ?? ''}\u0000${pair}`) ?? this.anySection.get(`${d}\u0000${pair}`);
  }
}
