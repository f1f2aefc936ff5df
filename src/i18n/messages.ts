/**
 * The shape of a message catalogue: every text a player reads on a results page or in a results table, keyed
 * by name and grouped by the part of the output it belongs to. Each language's catalogue
 * (src/i18n/catalogues/) is an object of this type, so a key missing from one of them is a compile error, and
 * test/i18n/catalogues.test.ts checks at run time that all have the same keys and no empty text.
 *
 * Texts are plain text, never markup: the HTML writers escape them. A message with values in it is a small
 * function of one object, so that its words can stand in the order the language needs; numbers come in
 * already written in the language's way (src/i18n/numbers.ts), but for counts that choose a plural, which come
 * in as numbers; and names come in as the writer passes them (the HTML writers put each in its own `<bdi>`).
 *
 * Adding the labels of a new page: give its writer a `…Labels` interface of its own texts, add a group
 * `myPage: MyPageLabels` here, and add that group to each of the five catalogues (the compiler then names every
 * catalogue that still lacks it); the writer takes the locale (`localeFor(lang)`, English by default) and reads
 * its words from `loc.t.myPage`. The English texts live in catalogues/en.ts only, as the movement cards', the
 * hand record's, the live banner's and `movement suggest`'s do.
 *
 * Messages to the director (errors, warnings, `explain`, `validate`) are not here: they stay English.
 */
import type { Seat, Vulnerability } from '../model/types.js';
import type { DealAnalysisLabels, HandRecordLabels, MatchSheetLabels, MovementCardLabels, ProvisionalLabels, SeriesLabels, SuggestLabels } from './labels.js';
import type { PairsMethod } from '../model/scored.js';
import type { TiebreakRule } from '../model/settings.js';
import type { MatchKind, PenaltyType, TiebreakCriterion } from '../model/teams.js';
import { type Msg } from './msg.js';
export type { Msg } from './msg.js';

/** Words and short labels shared by the pages and the tables. */
export interface CommonMessages {
  /** the page title and table heading of an event without a name */
  readonly results: string;
  readonly pair: string;
  readonly player: string;
  readonly team: string;
  /** column: the players' names */
  readonly names: string;
  readonly rank: string;
  readonly board: string;
  readonly boards: string;
  readonly round: string;
  readonly total: string;
  readonly penalty: string;
  readonly contract: string;
  /** column: the declarer */
  readonly declarer: string;
  /** column: the opening lead */
  readonly lead: string;
  /** column: the result in tricks ("=", "+1", "-2") */
  readonly result: string;
  /** column: the contract's score */
  readonly score: string;
  readonly opponents: string;
  /** the score card's column headings on a phone, where the whole word does not fit */
  readonly boardShort: string;
  readonly opponentsShort: string;
  /** column: the direction a pair sat, short */
  readonly direction: string;
  /** matchpoints, short: a column heading and a unit */
  readonly mp: string;
  /** IMPs: a column heading and a unit after a number ("12 IMPs") */
  readonly imps: string;
  /** one IMP, after an amount in a penalty ("÷3 IMP") */
  readonly imp: string;
  readonly vp: string;
  /** column: the matchpoints a pair could have scored */
  readonly max: string;
  readonly percent: string;
  /** column: IMPs per board */
  readonly perBoard: string;
  readonly section: string;
  readonly northSouth: string;
  readonly eastWest: string;
  /** the directions, short: column headings, score cards */
  readonly ns: string;
  readonly ew: string;
  readonly seat: Readonly<Record<Seat, string>>;
  /** the seats as one letter, as a declarer or dealer is written in a traveller */
  readonly seatLetter: Readonly<Record<Seat, string>>;
  /** "None vulnerable" … under a board's number */
  readonly vulnerability: Readonly<Record<Vulnerability, string>>;
  /** "None", "Both" … in the terminal's traveller heading */
  readonly vulnerabilityShort: Readonly<Record<Vulnerability, string>>;
  /** the scoring methods, on the page */
  readonly matchpoints: string;
  readonly butler: string;
  readonly crossImps: string;
  readonly oneWinner: string;
  readonly twoWinners: string;
  /** the mark of a qualified pair, and its meaning */
  readonly qualifiedMark: string;
  readonly qualified: string;
  /** the mark of a pair that is not ranked, and its meaning */
  readonly notRankedMark: string;
  readonly notRanked: string;
  readonly withdrawnMark: string;
  readonly withdrawn: string;
  readonly disqualifiedMark: string;
  readonly disqualified: string;
  /** the navigation of a page, for screen readers */
  readonly contents: string;
  readonly sectionName: Msg<{ readonly section: string }>;
  /** "Pair 4", "Player 4" */
  readonly pairNamed: Msg<{ readonly pair: string; readonly individual: boolean }>;
  readonly boardNamed: Msg<{ readonly board: string }>;
  readonly boardInSection: Msg<{ readonly board: string; readonly section: string }>;
  readonly roundNamed: Msg<{ readonly round: string }>;
}

/** The ranking of a pairs (or individual) event: the page and the terminal table. */
export interface PairsMessages {
  readonly ranking: string;
  readonly scorecards: string;
  /** the page's footer */
  readonly footer: string;
  /** the mark of a broken tie and its tooltip */
  readonly tieBrokenMark: string;
  readonly tieBroken: string;
  /** terminal column headings: matchpoints relative to average, a carry-over, a session's percentage, qualified */
  readonly mpRelative: string;
  readonly carryOver: string;
  readonly sessionPercent: Msg<{ readonly session: string }>;
  readonly sessionsNote: Msg<{ readonly sessions: string }>;
  readonly qualifiedHeading: string;
  /** `--masterpoints`: the ranking column, and the note naming the scale */
  readonly masterpointsHeading: string;
  readonly masterpointsNote: Msg<{ readonly scale: string }>;
  /** the page header: "Movement: Mitchell, 7 tables" */
  readonly movement: Msg<{ readonly movement: string }>;
  /** the movement as counted from the results: "7 tables, 7 rounds, 28 boards" (a count of 0 is left out) */
  readonly movementFacts: Msg<{ readonly tables: number; readonly rounds: number; readonly boards: number }>;
  /** the terminal table's heading after the title: "matchpoints, two winners" */
  readonly tableSubtitle: Msg<{ readonly method: string; readonly twoWinners: boolean }>;
  readonly methodShort: Readonly<Record<PairsMethod, string>>;
  /**
   * Notes under the ranking, as sentences starting with a capital (the terminal writes them from a small letter);
   * `ids` are the pair (or player) numbers of one tie, in ranking order.
   */
  readonly tieNote: Msg<{ readonly ids: readonly string[]; readonly individual: boolean; readonly rule: string }>;
  readonly notRankedNote: Msg<{ readonly id: string; readonly individual: boolean; readonly boards: number }>;
  /**
   * a pair that played only some of the sessions: how it is ranked (`total`: on its total against a whole event,
   * NBF 3.3.1; `every-session`: not ranked; `percentage`: on the boards it played)
   */
  readonly partialNote: Msg<{
    readonly id: string;
    readonly individual: boolean;
    readonly played: number;
    readonly sessions: number;
    readonly rule: 'total' | 'every-session' | 'percentage';
  }>;
  readonly statusNote: Msg<{ readonly id: string; readonly individual: boolean; readonly status: 'withdrawn' | 'disqualified' }>;
  /** the tiebreak of NBF 3.3.2 that was applied */
  readonly tiebreakRule: Readonly<Record<TiebreakRule, string>>;
  readonly penaltiesHeading: string;
  readonly penaltyItem: Msg<{
    readonly pair: string;
    readonly section: string | undefined;
    readonly amount: string;
    readonly category: string;
    /** from penaltyWhere */
    readonly where: string;
    readonly rule: string;
  }>;
  /** "NS, round 2, board 5": what is known of where it happened; '' when nothing is */
  readonly penaltyWhere: Msg<{ readonly direction: string | undefined; readonly round: string | undefined; readonly board: string | undefined }>;
  /** how the amount was set: given in points or as a share of a top, or a first or later offence (NBF Appendix I B) */
  readonly penaltyRule: Readonly<Record<'points' | 'top' | 'first' | 'repeated', string>>;
  /** "−2.4 MP", "−1 IMPs" */
  /** a deduction's size; `compensation` when it is negative (a compensation given, as a Ruter penalty row may give) */
  readonly penaltyAmount: Msg<{ readonly amount: string; readonly imps: boolean; readonly compensation: boolean }>;
}

/** A board: its facts, the traveller and the notes on adjusted scores. */
export interface BoardMessages {
  readonly dealer: Msg<{ readonly seat: string }>;
  readonly top: Msg<{ readonly top: string }>;
  readonly datum: Msg<{ readonly datum: string }>;
  /** the traveller's caption, for screen readers: `board` is "Board 3" */
  readonly traveller: Msg<{ readonly board: string }>;
  /** column headings */
  readonly scoreNs: string;
  readonly scoreEw: string;
  readonly valueNs: Msg<{ readonly imps: boolean }>;
  readonly valueEw: Msg<{ readonly imps: boolean }>;
  readonly tableValueNs: Msg<{ readonly imps: boolean }>;
  readonly tableValueEw: Msg<{ readonly imps: boolean }>;
  /** the terminal traveller's heading: "Dealer N  Vul Both" */
  readonly dealerVul: Msg<{ readonly dealer: string; readonly vulnerability: string }>;
  /** contract cells */
  readonly passedOut: string;
  readonly notPlayed: string;
  /** the link to a note, for screen readers */
  readonly noteLink: Msg<{ readonly n: number; readonly adjusted: string }>;
  /** what kind of result a line is, in a mark's tooltip */
  readonly kind: Readonly<Record<'assigned' | 'weighted' | 'artificial' | 'notPlayed', string>>;
  /** a fouled board's version, after its kind when it has one */
  readonly fouledKind: Msg<{ readonly version: string; readonly after: string }>;
  /** notes under the traveller: an artificial score (its sides from artificialSide) */
  readonly artificialNote: Msg<{ readonly ns: string; readonly ew: string }>;
  readonly artificialSide: Msg<{ readonly side: string; readonly percent: string; readonly sessionAverage: string | undefined; readonly value: string }>;
  /** an assigned score for one side (Law 12C1) beside an artificial one for the other (its sides from artificialSide, the assigned side's score as its percent) */
  readonly assignedArtificialNote: Msg<{ readonly ns: string; readonly ew: string }>;
  readonly impsPerBoard: Msg<{ readonly value: string }>;
  readonly noteValue: Msg<{ readonly value: string; readonly top: string; readonly imps: boolean }>;
  readonly weightedNote: Msg<{ readonly parts: readonly string[] }>;
  readonly weightedPart: Msg<{ readonly weight: string; readonly result: string; readonly scoreNs: string }>;
  readonly assignedNote: string;
  readonly notPlayedNote: string;
  readonly fouledNote: Msg<{ readonly version: string; readonly n: number }>;
}

/** The hand diagram. */
export interface DealMessages {
  readonly suit: Readonly<Record<'spades' | 'hearts' | 'diamonds' | 'clubs', string>>;
  readonly dealOf: Msg<{ readonly board: string }>;
}

/** A pair's score card: the page and the terminal. */
export interface ScorecardMessages {
  /** "Pair 4 (section A, North-South)": `direction` only in a two-winner event */
  readonly title: Msg<{ readonly pair: string; readonly individual: boolean; readonly section: string | undefined; readonly direction: string | undefined }>;
  readonly back: string;
  readonly rank: Msg<{ readonly rank: string }>;
  readonly boardsPlayed: Msg<{ readonly boards: number }>;
  readonly resultImps: Msg<{ readonly total: string; readonly perBoard: string | undefined }>;
  readonly resultMp: Msg<{ readonly total: string; readonly max: string; readonly percent: string }>;
  readonly totalImps: Msg<{ readonly total: string }>;
  readonly totalMp: Msg<{ readonly total: string; readonly max: string; readonly percent: string }>;
  /** the table's caption, for screen readers: `title` is the card's title */
  readonly caption: Msg<{ readonly title: string }>;
  readonly chartTitle: Msg<{ readonly title: string; readonly imps: boolean }>;
  readonly sitOut: Msg<{ readonly boards: string; readonly value: string; readonly imps: boolean }>;
  /** a score card row of a sit-out board, in the contract's place: the pair sat out, credited its own average */
  readonly sitOutRow: string;
  readonly penalty: Msg<{ readonly amount: string; readonly imps: boolean }>;
  readonly adjustedMark: string;
  readonly adjustedNote: string;
  /** the terminal score card: its heading after the names, the opponents' column, its last lines */
  readonly tableHeading: Msg<{ readonly direction: string; readonly rank: string }>;
  readonly opponentShort: string;
  readonly tablePenalty: Msg<{ readonly amount: string }>;
  readonly tableTotalImps: Msg<{ readonly total: string }>;
  readonly tableTotalMp: Msg<{ readonly total: string; readonly max: string; readonly percent: string }>;
}

/** The running chart on a score card. */
export interface ChartMessages {
  readonly imps: Msg<{ readonly value: string }>;
  readonly pointValue: Msg<{ readonly label: string; readonly value: string }>;
  /** the chart's description: `points` from pointValue */
  readonly running: Msg<{ readonly imps: boolean; readonly step: 'round' | 'board'; readonly points: readonly string[] }>;
  /** the chart's title */
  readonly after: Msg<{ readonly title: string; readonly value: string; readonly step: 'round' | 'board'; readonly label: string }>;
  /** a point's tooltip */
  readonly point: Msg<{ readonly step: 'round' | 'board'; readonly label: string; readonly value: string }>;
}

/** The handicap ranking (NBF 3.15). */
export interface HandicapMessages {
  readonly heading: string;
  readonly tableHeading: string;
  readonly caption: Msg<{ readonly group: string }>;
  readonly captionAll: string;
  readonly resultPercent: string;
  readonly hc: string;
  readonly compensation: string;
  readonly hcResultPercent: string;
  readonly newHc: string;
  /** the terminal table's short headings (H and C are the regulation's symbols) */
  readonly expectedPercent: string;
  readonly deltaHc: string;
  readonly fieldAverage: Msg<{ readonly value: string }>;
}

/** A team event: the page and the terminal table. */
export interface TeamsMessages {
  readonly title: string;
  readonly standings: string;
  readonly crossTable: string;
  readonly matches: string;
  readonly penalties: string;
  readonly home: string;
  readonly away: string;
  readonly played: string;
  readonly winner: string;
  readonly decidedBy: string;
  readonly tiebreak: string;
  /** the cross-table's first column */
  readonly number: string;
  /** a bye in a match's cell, and the cross-table's column of byes */
  readonly bye: string;
  readonly byeColumn: string;
  /** units: board-a-match and Oslo Cup score board points and points instead of IMPs and VP */
  readonly boardPoints: string;
  readonly points: string;
  /** the standings' column "IMPs won – lost" */
  readonly won: Msg<{ readonly unit: string }>;
  readonly teamCount: Msg<{ readonly n: number }>;
  readonly roundCount: Msg<{ readonly n: number }>;
  readonly form: Readonly<Record<'knockout' | 'bam' | 'oslo', string>>;
  readonly formImps: Msg<{ readonly max: string }>;
  readonly status: Readonly<Record<'withdrawn' | 'notRanked', string>>;
  /** the provisional mark after a VP score (NBF 2.9.2, 2.6.6) and its tooltip */
  readonly provisionalMark: string;
  readonly provisionalTooltip: string;
  /** the tooltip of a "(÷X)" penalty mark */
  readonly penaltyTooltip: string;
  /** the sign before a deducted penalty: "÷" where it is the minus sign (Norwegian, Danish, NBF 2.8.5), "−" elsewhere */
  readonly minus: string;
  readonly absent: Msg<{ readonly team: string; readonly forceMajeure: boolean }>;
  readonly penaltyType: Readonly<Record<PenaltyType, string>>;
  readonly minutes: Msg<{ readonly n: number }>;
  readonly matchForfeited: string;
  readonly penaltyItem: Msg<{
    readonly round: string;
    readonly team: string;
    readonly what: string;
    readonly amount: string;
    readonly note: string | undefined;
  }>;
  /** how a knock-out match was decided (NBF 2.10.1) */
  readonly decision: Readonly<{
    imps: Msg<{ readonly margin: string }>;
    totalPoints: Msg<{ readonly points: string }>;
    forfeit: string;
    noShow: string;
    fourMoreBoards: string;
    totalPointsUnknown: string;
    /** the terminal's version, with a hint for the director */
    totalPointsUnknownTable: string;
  }>;
  /** a knock-out match that was not played */
  readonly kind: Readonly<Record<Exclude<MatchKind, 'played'>, string>>;
  readonly tiebreakCriterion: Readonly<Record<TiebreakCriterion, string>>;
  readonly notes: Readonly<{
    tiebreak: string;
    shared: string;
    notRanked: string;
    notRankedAbbr: string;
    withdrawn: string;
    penalty: Msg<{ readonly unit: string }>;
    /** after the provisional mark */
    provisional: string;
    /** the terminal's version, with a hint for the director */
    provisionalTable: string;
    crossPenalty: string;
    matchPenalty: Msg<{ readonly unit: string }>;
  }>;
  /** how to read the cross-table */
  readonly crossReading: Msg<{ readonly unit: string }>;
  readonly footer: Msg<{ readonly vpScale: boolean }>;
}

/** A Swiss round's table for the wall. */
export interface SwissMessages {
  readonly table: string;
  readonly position: string;
  /** the pairs' unit, where teams have VP */
  readonly score: string;
  readonly note: string;
  readonly bye: string;
  readonly metIn: Msg<{ readonly rounds: string }>;
  readonly sameClub: string;
  /** the bye's rule (NBF 2.9.2) */
  readonly byeRule: string;
  readonly byeNumber: Msg<{ readonly n: number }>;
  /** "Round 2 of 7" */
  readonly heading: Msg<{ readonly round: number; readonly of: number | undefined }>;
  /** "teams, boards 9-16" */
  readonly headingKind: Msg<{ readonly teams: boolean; readonly boards: string | undefined }>;
}

export interface Messages {
  readonly common: CommonMessages;
  readonly pairs: PairsMessages;
  readonly board: BoardMessages;
  readonly deal: DealMessages;
  readonly scorecard: ScorecardMessages;
  readonly chart: ChartMessages;
  readonly handicap: HandicapMessages;
  readonly teams: TeamsMessages;
  readonly swiss: SwissMessages;
  /** the table cards and guide cards of `movement … --format html` */
  readonly movementCards: MovementCardLabels;
  /** the double-dummy table and par beside a board's deal */
  readonly handRecord: HandRecordLabels;
  /** the printed hand record (`deals print`) and the results against double dummy and par */
  readonly dealAnalysis: DealAnalysisLabels;
  /** the banner of a page published during play (`--watch`) */
  readonly provisional: ProvisionalLabels;
  /** the heading and column headings of `movement suggest`'s table */
  readonly suggest: SuggestLabels;
  /** the season table of `bridgescore series`: its table, page and rules */
  readonly series: SeriesLabels;
  /** the teams' match sheets, board by board */
  readonly matchSheet: MatchSheetLabels;
}
