/**
 * The scored pairs event: what the scorer produces and every writer reads. Types only.
 * All numbers that decide places are exact `Rational`s; writers round them for display.
 */
import type { Rational } from '../base/rational.js';
import type { BoardInfo, Direction, Player, ResultLine, Seat, Vulnerability } from './types.js';
import type { ButlerOptions } from './settings.js';

import type { BoardGroup } from './board-layout.js';
import type { LineTable } from './line-table.js';
import type { MasterpointAwards } from './masterpoints.js';
import { type SitOutRule, type TiebreakRule } from './settings.js';

export type PairsMethod = 'mp' | 'butler' | 'cross-imps';
export type Winners = 'one' | 'two';
export interface PairsScoringOptions {
  readonly method: PairsMethod;
  /** 'auto': one winner when some pair sat both NS and EW, two otherwise. */
  readonly winners: Winners | 'auto';
  /** One field across sections that played the same boards (EBUScore "A Overall"). */
  readonly acrossSections: boolean;
  /** NBF 3.2.5: N counts the full tables only ('tables') or also the sit-out table ('with-sitout'). */
  readonly neubergN: 'tables' | 'with-sitout';
  /**
   * How a board with fewer comparable results than the field is scored:
   * - 'neuberg' (NBF 3.2.5, the default): factored up to the field, N/n;
   * - 'manual' (NBF 3.2.4 without Neuberg, for manual-style scoring): groups of 1–3 tables get 60/60, 65/55,
   *   70/60/50 % of the full top; larger groups a top lowered one point per missing table, never below 70 %
   *   of the full top (so a fouled board's groups keep at least 60 %, NBF 3.2.10);
   * - 'own-top': each board on its own top 2(n − 1), an artificial score a share of that top (as BriAn does);
   * - 'missing-average': each missing result counted as an average result, a tie with every result played: the
   *   group's own matchpoints raised by N − n on the full top, with no floor and no fixed small-group values
   *   (as ScoreBridge 10.25 publishes a board of 3 results of 4: 5, 3, 1 on top 6).
   */
  readonly factoring: 'neuberg' | 'manual' | 'own-top' | 'missing-average';
  /** With Neuberg: groups of 1–3 tables get the fixed values of NBF 3.2.4 ('nbf', as Ruter in Norway does)
   *  or Neuberg too ('neuberg', the default). */
  readonly smallGroups: 'nbf' | 'neuberg';
  /** Round each board's matchpoints to this many decimals before totalling (as EBUScore's published totals);
   *  undefined: exact totals, no rounding inside (NBF 3.2.5). */
  readonly boardMpDecimals?: number;
  /** Law 12C2c / NBF 3.2.9: session average replaces 60 % / 40 % when better / worse. */
  readonly sessionAverage: boolean;
  readonly butler: ButlerOptions;
  /** NBF 1.9.3 B/C: average plus is 1 IMP (Butler) or 1 IMP per comparison (cross-IMPs); Law 12C2b: 3. */
  readonly impAveragePlus: number;
  /** Cross-IMP line values: the sum against every other result (default), or that sum per comparison
   *  (as Pianola publishes them); artificial scores are then so many IMPs per comparison as they stand. */
  readonly crossImpLines?: 'raw' | 'per-comparison';
  /** Cross-IMP totals: raw sum, per comparison (PBN "Cross2"), or per board. */
  readonly crossImpTotals: 'raw' | 'per-comparison' | 'per-board';
  readonly tiebreak: TiebreakRule;
  /** NBF 3.4.4: a planned sit-out gets the pair's own percentage on the boards it did not play, or nothing. */
  readonly sitOut: SitOutRule;
  /**
   * An event of several sessions, a pair that did not play every session: ranked on its total against what a
   * pair that played them all could score (NBF 3.3.1, "points are added per pair; most points wins": the
   * default), not ranked at all ('every-session'), or on its percentage of the boards it played ('percentage').
   */
  readonly partialSessions?: 'total' | 'every-session' | 'percentage';
  /** pairs ranked last whatever their score (NBF 3.9.5), by pair id */
  readonly rankedLast?: ReadonlyMap<string, 'withdrawn' | 'disqualified'>;
  /** NBF 3.7.1.1: places per group, and in all */
  readonly qualify?: { readonly perGroup: number; readonly total?: number };
  /** carried over from an earlier stage, by pair id, in MP or IMPs: added to the total */
  readonly carryOver?: ReadonlyMap<string, Rational>;
  /**
   * During play (the session not complete): score only the boards played so far, a board still in play on its
   * own results (its top grows as tables finish; no Neuberg, no small-group values), credit nothing for boards
   * not yet played, rank every pair on the boards it has played; NBF 3.4.6 is left to the final result.
   */
  readonly provisional?: ProvisionalScoring;
}

/** How far play has got, for provisional scoring (computed from the movement and the results entered). */
export interface ProvisionalScoring {
  /** the rounds every table has finished, ascending */
  readonly roundsComplete: readonly number[];
  /** the rounds of the movement */
  readonly roundsTotal: number;
  /** boards fewer tables have entered than the movement has play them: `section|board` ('' without a section) → the tables that will play it */
  readonly boardsInPlay: ReadonlyMap<string, number>;
}

/** How one side of an artificial line was scored: its percentage (Law 12C2), or its assigned score (Law 12C1). */
export type SideAdjustment = PercentAdjustment | AssignedAdjustment;

export interface PercentAdjustment {
  readonly percent: number;
  /** the percentage actually awarded after the session-average rule */
  readonly awarded: Rational;
  /** the pair's own session result that replaced the percentage, when it did */
  readonly sessionAverage?: Rational;
  readonly assignedScore?: undefined;
}

/** A side's assigned table score (Law 12C1), compared with the board's real results (scoring/pairs/assigned-side.ts). */
export interface AssignedAdjustment {
  /** the table score, from North-South's view */
  readonly assignedScore: number;
  /** the board's real results it was compared with */
  readonly compared: number;
  readonly percent?: undefined;
  readonly awarded?: undefined;
  readonly sessionAverage?: undefined;
}

/** How a line's numbers came about: for `explain` and the JSON. */
export interface LineExplanation {
  readonly group: string;
  /** results compared in the group */
  readonly n: number;
  /** results the board should have had (Neuberg's N) */
  readonly expected: number;
  readonly rawNS?: Rational;
  readonly rawEW?: Rational;
  /** N/n when Neuberg changed the value */
  readonly factor?: Rational;
  readonly artificial?: { readonly ns: SideAdjustment; readonly ew: SideAdjustment };
  readonly weights?: readonly { readonly weight: Rational; readonly text: string; readonly scoreNS: number }[];
  readonly datum?: number;
  /** an individual event's artificial score, player by player (Law 12C2c) */
  readonly players?: readonly { readonly player: string; readonly adjustment: SideAdjustment }[];
  /** NBF 3.2.4: the group was too small for Neuberg and got the fixed values */
  readonly smallGroup?: 'fixed' | 'lowered-top';
}

export interface ScoredLine {
  readonly line: ResultLine;
  /** internal keys of the two pairs */
  readonly nsKey: string;
  readonly ewKey: string;
  /** MP (international scale) or IMPs; undefined when the board was not played and not adjusted */
  readonly ns?: Rational;
  readonly ew?: Rational;
  /** MP only: the board's full top 2(N − 1) */
  readonly top?: Rational;
  /** an individual event's artificial score: each player's own value (Law 12C2c), by contestant key */
  readonly players?: ReadonlyMap<string, Rational>;
  readonly explain: LineExplanation;
}

export interface ScoredBoard {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly info?: BoardInfo;
  readonly section?: string;
  /** the session, in an event of several sessions */
  readonly session?: string;
  readonly lines: readonly ScoredLine[];
  /** Butler: the datum of each group (key '' when not fouled) */
  readonly datums: ReadonlyMap<string, number>;
}

export interface BoardEntry {
  readonly board: number;
  readonly session?: string;
  readonly direction: Direction;
  readonly opponent: string;
  readonly round?: number;
  readonly value: Rational;
  /** MP: the board's top; IMPs: undefined */
  readonly top?: Rational;
  /** the board scored for the pair (a result or an adjusted score); false when it was not played */
  readonly counted?: boolean;
  readonly line: ScoredLine;
}

/** A sit-out board credited (NBF 3.4.4): its number, the value credited, and (in matchpoints) its top. */
export interface SitOutBoard {
  readonly board: number;
  readonly value: Rational;
  readonly top?: Rational;
}

/**
 * A contestant's credited sit-out boards, by board number: a count, and the boards one by one when an output
 * lists them (made as they are asked for: a field may have thousands of pairs that each missed hundreds).
 */
export interface SitOutCredits extends Iterable<SitOutBoard> {
  readonly length: number;
}

/**
 * A pair's (or in an individual event a player's) result. `entries` — the pair's boards one by one — is worked
 * out from the scored lines when it is read, not kept: copy a standing with `withStanding` (a spread
 * would lose it).
 */
export interface PairStanding {
  readonly key: string;
  readonly pair: string;
  readonly section?: string;
  /** null for a one-winner field */
  readonly direction: Direction | null;
  readonly names?: string;
  readonly players: readonly Player[];
  /** MP or IMPs, after penalties */
  readonly total: Rational;
  /** MP: the sum of the tops of the boards counted */
  readonly max?: Rational;
  /** MP: total / max × 100 */
  readonly percentage?: Rational;
  /** IMPs per board (IMP methods) */
  readonly perBoard?: Rational;
  /** what the ranking compares */
  readonly score: Rational;
  readonly boards: number;
  /** cross-IMPs: the comparisons behind the total (n − 1 per real result, N − 1 per artificial or sit-out board) */
  readonly comparisons: number;
  /** NBF 3.4.4: boards of a planned sit-out, credited at the pair's own average (option `sitOut`) */
  readonly sitOut: SitOutCredits;
  readonly penalty: Rational;
  readonly entries: readonly BoardEntry[];
  readonly rank?: number;
  readonly tie: boolean;
  /** false when the pair is listed but not ranked (NBF 3.4.6) */
  readonly ranked: boolean;
  readonly tiebreak?: string;
  readonly field: string;
  /** ranked last, results standing: NBF 3.9.5 (a withdrawn or disqualified pair) */
  readonly status?: 'withdrawn' | 'disqualified';
  /** NBF 3.7.1.1 */
  readonly qualified?: boolean;
  /** the place within the pair's own section, when the field runs across sections */
  readonly sectionRank?: number;
  readonly sectionTie?: boolean;
  /** carried over from an earlier stage, included in `total` */
  readonly carryOver?: Rational;
  /** per-session results, in an event of several sessions */
  readonly sessions?: readonly SessionResult[];
  /**
   * The pair's board scores summed, when every board it played scored a whole number on one top (the common
   * case): the tiebreak's spread (NBF 3.3.2) from these instead of board by board. Absent otherwise.
   */
  readonly boardStats?: BoardStats;
}

/** Σv and Σv² of a pair's whole-number board scores v, on the one top they share (0: IMPs, no top). */
export interface BoardStats {
  readonly count: number;
  readonly sum: number;
  readonly sumSquares: number;
  readonly top: number;
}

export interface SessionResult {
  readonly session: string;
  readonly total: Rational;
  readonly max?: Rational;
  readonly percentage?: Rational;
  readonly perBoard?: Rational;
  readonly boards: number;
  readonly rank?: number;
  readonly tie: boolean;
}

export interface ScoredPairsEvent {
  readonly method: PairsMethod;
  readonly winners: Winners;
  /** an individual event: the standings are of players, not pairs */
  readonly individual: boolean;
  /** the event's identity (PairsEvent.id), for the register: two clubs' "Bridge game" of one date are two events */
  readonly id?: string;
  readonly title?: string;
  readonly date?: string;
  readonly generator?: string;
  /** PairsEvent.soleSection: the section column of the CSV shows it (the pages and JSON name no section) */
  readonly soleSection?: string;
  readonly boards: readonly ScoredBoard[];
  readonly standings: readonly PairStanding[];
  /** procedural penalties as applied; `matched` false when the pair is not in the event */
  readonly penalties: readonly (ResolvedPenalty & { readonly key: string; readonly matched: boolean })[];
  /** the session names, when the event has more than one */
  readonly sessions: readonly string[];
  readonly options: PairsScoringOptions;
  /**
   * The scored lines as columns, session by session in the order of `boards`: what the streaming writers read
   * instead of materialising every line (absent from an event built by hand).
   */
  readonly columns?: readonly SessionColumns[];
  /** `--masterpoints`: the awards of the ranking by the scale asked for */
  readonly masterpoints?: MasterpointAwards;
}

const ENTRIES = Symbol('entries');
const CONTESTANT = Symbol('contestant');

/** What can give a contestant's entries: a scored session (or a function, for a merged standing). */
export interface EntrySource {
  entriesOf(contestant: number): readonly BoardEntry[];
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the list exists for its type: the fields a standing copies
const FIELDS = [
  'key',
  'pair',
  'section',
  'direction',
  'names',
  'players',
  'total',
  'max',
  'percentage',
  'perBoard',
  'score',
  'boards',
  'comparisons',
  'sitOut',
  'penalty',
  'rank',
  'tie',
  'ranked',
  'tiebreak',
  'field',
  'status',
  'qualified',
  'sectionRank',
  'sectionTie',
  'carryOver',
  'sessions',
  'boardStats',
] as const;

/**
 * The standings the scorer makes: every field set in the constructor, in one order (one shape for all of
 * them: there may be tens of thousands), a field the standing lacks left undefined; `entries` is read through
 * to the scored lines.
 */
class ComputedStanding {
  key: unknown;
  pair: unknown;
  section: unknown;
  direction: unknown;
  names: unknown;
  players: unknown;
  total: unknown;
  max: unknown;
  percentage: unknown;
  perBoard: unknown;
  score: unknown;
  boards: unknown;
  comparisons: unknown;
  sitOut: unknown;
  penalty: unknown;
  rank: unknown;
  tie: unknown;
  ranked: unknown;
  tiebreak: unknown;
  field: unknown;
  status: unknown;
  qualified: unknown;
  sectionRank: unknown;
  sectionTie: unknown;
  carryOver: unknown;
  sessions: unknown;
  boardStats: unknown;
  [ENTRIES]: EntrySource;
  [CONTESTANT]: number;

  constructor(f: Partial<Record<(typeof FIELDS)[number], unknown>>, source: EntrySource, contestant: number) {
    this.key = f.key;
    this.pair = f.pair;
    this.section = f.section;
    this.direction = f.direction;
    this.names = f.names;
    this.players = f.players;
    this.total = f.total;
    this.max = f.max;
    this.percentage = f.percentage;
    this.perBoard = f.perBoard;
    this.score = f.score;
    this.boards = f.boards;
    this.comparisons = f.comparisons;
    this.sitOut = f.sitOut;
    this.penalty = f.penalty;
    this.rank = f.rank;
    this.tie = f.tie;
    this.ranked = f.ranked;
    this.tiebreak = f.tiebreak;
    this.field = f.field;
    this.status = f.status;
    this.qualified = f.qualified;
    this.sectionRank = f.sectionRank;
    this.sectionTie = f.sectionTie;
    this.carryOver = f.carryOver;
    this.sessions = f.sessions;
    this.boardStats = f.boardStats;
    this[ENTRIES] = source;
    this[CONTESTANT] = contestant;
  }

  get entries(): readonly BoardEntry[] {
    return this[ENTRIES].entriesOf(this[CONTESTANT]);
  }
}

/** A standing whose `entries` is computed when read: from a source and the contestant, or a function. */
export function makeStanding(fields: Omit<PairStanding, 'entries'>, source: EntrySource | (() => readonly BoardEntry[]), contestant = 0): PairStanding {
  return new ComputedStanding(fields, typeof source === 'function' ? { entriesOf: source } : source, contestant) as unknown as PairStanding;
}

/** A copy of a standing with some fields changed, keeping `entries` as it is (computed or not). */
export function withStanding(s: PairStanding, patch: Partial<Omit<PairStanding, 'entries'>>): PairStanding {
  if (s instanceof ComputedStanding) {
    const c = s as unknown as ComputedStanding;
    return Object.assign(
      new ComputedStanding(c as unknown as Partial<Record<(typeof FIELDS)[number], unknown>>, c[ENTRIES], c[CONTESTANT]),
      patch,
    ) as unknown as PairStanding;
  }
  return Object.assign(Object.create(Object.getPrototypeOf(s) as object) as object, s, patch) as PairStanding;
}

export interface ResolvedPenalty {
  readonly record: PenaltyRecord;
  readonly amount: Rational;
  /** 1 for the pair's first offence, 2 for the second …; 0 for a compensation (a negative amount), not an offence */
  readonly offence: number;
  readonly rule: string;
}

export interface PenaltyRecord {
  readonly pair: string;
  readonly section?: string;
  /** the session it happened in, in an event of several sessions */
  readonly session?: string;
  readonly direction?: Direction;
  readonly round?: number;
  readonly board?: number;
  readonly category: string;
  /** explicit amount: in points (below zero a compensation), or a fraction of a board's top */
  readonly amount?: { readonly kind: 'points'; readonly value: Rational } | { readonly kind: 'top'; readonly fraction: Rational };
  readonly note?: string;
  readonly source: { readonly file: string; readonly line: number };
}

/**
 * A compared group of results on a board, as the streaming writers read it (scoring/pairs/board-values.ts
 * keeps one per board and fouled version): its size n, Neuberg's N, the top, the Butler datum.
 */
export interface CompareGroupView {
  readonly name: string;
  readonly n: number;
  readonly N: number;
  readonly expected: number;
  readonly top: number;
  readonly datum: number | undefined;
  /** the values are exact rationals, by line (weighted results, small groups) */
  readonly exact: boolean;
}

/** The value columns of a scored session: per line its group, its raw value, and the exact value on demand. */
export interface LineValuesView {
  readonly group: Int32Array;
  readonly raw: Int32Array;
  readonly groups: readonly CompareGroupView[];
  readonly pending: ReadonlyMap<number, { readonly expected: number }>;
  /** the value `fill` last wrote, as numerator / denominator */
  readonly num: number;
  readonly den: number;
  topOf(i: number): number;
  fill(i: number, side: 'NS' | 'EW'): boolean;
}

/** A board of a session in output order, as the streaming writers read it. */
export interface BoardFactsView {
  readonly group: BoardGroup;
  readonly expected: number;
}

/**
 * One session's scored lines as columns (scoring/pairs/scored-session.ts): what the streaming JSON writer
 * reads, board by board, without making an object per line.
 */
export interface SessionColumns {
  readonly ctx: { readonly t: LineTable; readonly order: Int32Array; readonly values: LineValuesView };
  readonly boardsInOrder: readonly BoardFactsView[];
  board(f: BoardFactsView): ScoredBoard;
  scoredLine(i: number): ScoredLine;
}
