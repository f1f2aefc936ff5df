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
import { makeStanding, type PairsScoringOptions, type PairStanding, type SitOutCredits, type Winners } from '../../model/scored.js';
import type { LineValues } from './board-values.js';
import { ExactSum } from './exact-sum.js';
import { HUNDRED } from './group-values.js';
import type { ScoredSession } from './scored-session.js';
import { creditedSum, NO_SIT_OUT, SitOutList } from './sit-out.js';

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
  const sorted = new Map<string, SortedField>();
  for (const [field, fb] of fields) sorted.set(field, sortedField(fb));
  return inOrder.map((tally) => standingOf(session, tally, sorted.get(tally.field) as SortedField, participants, winners, options, usual?.get(tally.field)));
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
  field: SortedField,
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
  const missing = sitOutBoards(session, tally, field, options, usual);
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
    sitOut: t.sitOut,
    penalty: Rational.ZERO,
    tie: false,
    ranked: true,
    field: tally.field,
    boardStats: tally.statsOk && boards > 0 ? { count: boards, sum: tally.sumV, sumSquares: tally.sumV2, top: tally.statsTop } : undefined,
  };
  return makeStanding(f as Omit<PairStanding, 'entries'>, session, c);
}

/**
 * A field's boards by number, and what each one's sit-out value is a multiple of: its top in matchpoints (0
 * without one), its comparisons in cross-IMPs (N − 1), one board in Butler.
 */
interface SortedField {
  readonly boards: Int32Array;
  readonly tops: Int32Array;
  readonly comparisons: Int32Array;
  readonly ones: Int32Array;
}

function sortedField(fb: FieldBoards): SortedField {
  const boards = Int32Array.from(fb.keys()).sort();
  const tops = new Int32Array(boards.length);
  const comparisons = new Int32Array(boards.length);
  for (let k = 0; k < boards.length; k++) {
    const info = fb.get(boards[k] as number) as { top: number; expected: number };
    tops[k] = Math.max(0, info.top);
    comparisons[k] = Math.max(0, info.expected - 1);
  }
  return { boards, tops, comparisons, ones: new Int32Array(boards.length).fill(1) };
}

/** The boards of the field the contestant has no line on (a planned sit-out): a bit a board of the field. */
interface Missing {
  readonly credited: Uint8Array;
  readonly count: number;
  readonly field: SortedField;
}

/** A contestant's totals with its sit-out boards credited, and the score it is ranked on. */
interface Credited {
  readonly total: Rational;
  readonly max: Rational | undefined;
  readonly percentage: Rational | undefined;
  readonly perBoard: Rational | undefined;
  readonly score: Rational;
  readonly comparisons: number;
  readonly sitOut: SitOutCredits;
}

const NO_BOARDS = new Int32Array(0);
const NONE: Missing = { credited: new Uint8Array(0), count: 0, field: { boards: NO_BOARDS, tops: NO_BOARDS, comparisons: NO_BOARDS, ones: NO_BOARDS } };

/** The boards to credit at the contestant's own average (NBF 3.4.4), by the sit-out rule; none during play. */
function sitOutBoards(session: ScoredSession, tally: Tally, field: SortedField, options: PairsScoringOptions, usual: number | undefined): Missing {
  // During play a board not yet played is no sit-out: nothing is credited for it.
  const credited =
    options.provisional === undefined &&
    (options.sitOut === 'own-average' || (options.sitOut === 'own-average-usual' && usual !== undefined && tally.distinct < usual));
  if (!credited || tally.boards === 0 || tally.distinct >= field.boards.length) return NONE;
  const most = options.sitOut === 'own-average-usual' && usual !== undefined ? Math.max(0, usual - tally.distinct) : field.boards.length;
  return missingBoards(session, tally.contestant, field, most);
}

/** Matchpoints: each sit-out board credited at the contestant's own percentage of its top; the score is the percentage. */
function creditedMp(tally: Tally, missing: Missing): Credited {
  let sum = tally.sum.value();
  let max = Rational.of(tally.max);
  const own = max.isZero() ? Rational.of(1, 2) : sum.div(max);
  let sitOut: SitOutCredits = NO_SIT_OUT;
  // The tops are whole numbers: summed first, the total takes one exact product, not one sum a board (a
  // sum of fractions of large denominators costs a gcd each).
  if (missing.count > 0) {
    const list = new SitOutList(missing.field.boards, missing.field.tops, missing.credited, own, true);
    sum = sum.add(list.total());
    max = max.add(Rational.of(list.multipleSum()));
    sitOut = list;
  }
  const percentage = max.isZero() ? Rational.of(50) : sum.mul(HUNDRED).div(max);
  return { total: sum, max, percentage, perBoard: undefined, score: percentage, comparisons: tally.comparisons, sitOut };
}

/** Butler and cross-IMPs: each sit-out board credited at the own average; the score per board, per comparison or raw. */
function creditedImps(tally: Tally, missing: Missing, options: PairsScoringOptions): Credited {
  let sum = tally.sum.value();
  let comparisons = tally.comparisons;
  const boards = tally.boards;
  // A sit-out board is credited at the pair's own average: per board (Butler), per comparison (cross-IMPs).
  // Per-comparison cross-IMP lines (Pianola) are already IMPs per comparison: a sit-out board gets the own average.
  const crossImps = options.method === 'cross-imps';
  const perComparison = crossImps && options.crossImpLines !== 'per-comparison';
  const rate = perComparison
    ? comparisons === 0
      ? Rational.ZERO
      : sum.div(Rational.of(comparisons))
    : boards === 0
      ? Rational.ZERO
      : sum.div(Rational.of(boards));
  let sitOut: SitOutCredits = NO_SIT_OUT;
  if (missing.count > 0) {
    const { field } = missing;
    const list = new SitOutList(field.boards, perComparison ? field.comparisons : field.ones, missing.credited, rate, false);
    if (crossImps) comparisons += perComparison ? list.multipleSum() : creditedSum(field.comparisons, missing.credited, field.boards.length);
    sum = sum.add(list.total());
    sitOut = list;
  }
  const perBoard = boards === 0 ? Rational.ZERO : sum.div(Rational.of(boards + sitOut.length));
  let score: Rational;
  if (crossImps && options.crossImpTotals === 'per-comparison') {
    score = comparisons === 0 ? Rational.ZERO : sum.div(Rational.of(comparisons));
  } else if (crossImps && options.crossImpTotals === 'raw' && options.provisional === undefined) score = sum;
  else score = perBoard;
  return { total: sum, max: undefined, percentage: undefined, perBoard, score, comparisons, sitOut };
}

const NO_PLAYERS: readonly never[] = Object.freeze([]);

/** Up to `most` boards of the contestant's field it has no line on (a planned sit-out), the first by board number. */
function missingBoards(session: ScoredSession, c: number, field: SortedField, most: number): Missing {
  const played = new Set<number>();
  const t = session.ctx.t;
  for (const e of session.entryLists().of(c)) played.add(t.board[e.line] as number);
  const credited = new Uint8Array((field.boards.length + 7) >> 3);
  let count = 0;
  for (let k = 0; k < field.boards.length && count < most; k++) {
    if (played.has(field.boards[k] as number)) continue;
    credited[k >> 3] = (credited[k >> 3] as number) | (1 << (k & 7));
    count++;
  }
  return { credited, count, field };
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
