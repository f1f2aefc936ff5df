/**
 * The label types of the writers that take their words from a catalogue group of their own (the hand record,
 * the movement cards, the live banner, `movement suggest`): each group's shape lives here, beside the catalogue
 * shape (messages.ts), so that i18n imports no writer.
 */
import type { Msg } from './msg.js';
import type { Strain } from '../model/types.js';
import type { MovementForm, SuggestName } from '../model/movement.js';

/** The words of the hand record that the rest of the page does not already have. */
export interface HandRecordLabels {
  /** the caption of the double-dummy table */
  readonly doubleDummy: string;
  /** the head of the strain column */
  readonly strain: string;
  /** notrump in the table's row head and in a par contract, as the traveller writes a contract ("3NT") */
  readonly notrump: string;
  readonly par: string;
  /** the par of a deal best passed out */
  readonly passedOut: string;
  /** after a par the hand record did not give: it was computed from the table */
  readonly computed: string;
  /** read by screen readers for a cell: "North takes 10 tricks in NT"; `seat` is the seat's name */
  readonly cellTitle: Msg<{ readonly seat: string; readonly tricks: number; readonly strain: Strain }>;
}

/** The words of the printed hand record (`deals print`) and of the results against double dummy and par. */
export interface DealAnalysisLabels {
  /** the title of a printed hand-record sheet (`deals print`) when none is given */
  readonly sheetTitle: string;
  /** before the contracts each side makes double dummy ("Makeable: NS 4♠, 3NT") */
  readonly makeable: string;
  /** a side that makes no contract double dummy */
  readonly makesNothing: string;
  /** the column of a result's tricks against double dummy ("+1", "−1") on a traveller */
  readonly vsDoubleDummy: string;
  /** the column of a result's score against the par score, from North–South's view */
  readonly vsPar: string;
  /** the heading of a pair's results against double dummy and par on its score card */
  readonly analysisHeading: string;
  /** as declarer: how often the double-dummy tricks were made; the counts are written already */
  readonly declarerMadeDd: Msg<{ readonly made: string; readonly total: string }>;
  /** on defence: how often declarer was held to the double-dummy tricks */
  readonly defenceHeldDd: Msg<{ readonly held: string; readonly total: string }>;
  /** the pair's score against the par score: beaten, reached, of the boards with a par */
  readonly parBeaten: Msg<{ readonly beaten: string; readonly reached: string; readonly total: string }>;
  /** `--lead-analysis`: the tricks an opening lead gave declarer, double dummy (a tooltip) */
  readonly leadGave: Msg<{ readonly tricks: number }>;
  /** on a score card: the pair's opening leads solved, and those that gave a trick */
  readonly leadsGave: Msg<{ readonly gave: string; readonly total: string }>;
}

export interface MovementCardLabels {
  /** the movement's name by its form */
  readonly forms: Readonly<Record<MovementForm, string>>;
  /** after the name of an arrow-switched Mitchell, and the mark of a switched round on the master sheet */
  readonly arrowSwitched: string;
  /** the page title and heading when no title is given */
  readonly defaultTitle: Msg<{ readonly movement: string }>;
  readonly factTables: Msg<{ readonly n: number }>;
  readonly factRounds: Msg<{ readonly n: number }>;
  readonly factBoardsPerRound: Msg<{ readonly n: number }>;
  readonly factBoardsInPlay: Msg<{ readonly n: number }>;
  readonly factWinners: Msg<{ readonly winners: 'one' | 'two' }>;
  readonly factHalfTable: string;
  /** the rounds every table switches in; `ownTable` (share-and-relay: the last table) has rounds of its own */
  readonly factSwitches: Msg<{ readonly switchRounds: readonly string[]; readonly ownTable: string | undefined; readonly ownRounds: readonly string[] }>;
  readonly masterSheet: string;
  readonly masterCaption: string;
  readonly pairGuide: string;
  readonly pairGuideCaption: string;
  readonly tableCard: Msg<{ readonly table: string }>;
  readonly tableCardCaption: Msg<{ readonly table: string }>;
  readonly round: string;
  readonly table: string;
  readonly pair: string;
  readonly ns: string;
  readonly ew: string;
  readonly boards: string;
  readonly nsNext: string;
  readonly ewNext: string;
  readonly boardsNext: string;
  /** the short direction names in a seat, e.g. "T3 NS" */
  readonly direction: Readonly<Record<'NS' | 'EW', string>>;
  readonly seat: Msg<{ readonly table: string; readonly direction: string }>;
  readonly shortSeat: Msg<{ readonly table: string; readonly direction: string }>;
  readonly sitsOut: string;
  readonly sitsOutShort: string;
  /** a cell of a pair that has no seat in that round, and of a pair's next seat after the last round */
  readonly absent: string;
  readonly last: string;
  readonly boardsTo: Msg<{ readonly tableList: readonly string[] }>;
  readonly relayUntil: Msg<{ readonly untilRound: string }>;
  readonly finished: string;
  readonly sharedWith: Msg<{ readonly tableList: readonly string[] }>;
  readonly switchedNote: string;
  readonly versus: Msg<{ readonly pair: string }>;
  readonly footer: string;
}

/** The banner's four cases: the movement unknown, no round complete, some, all. */
export interface ProvisionalLabels {
  readonly resultsSoFar: Msg<{ readonly results: number }>;
  readonly noneComplete: Msg<{ readonly roundsTotal: number }>;
  /** `roundList` is "1–5" or "1–3, 5"; `completeCount` how many rounds it names */
  readonly someComplete: Msg<{ readonly roundList: string; readonly completeCount: number; readonly roundsTotal: number }>;
  readonly allComplete: Msg<{ readonly roundsTotal: number }>;
  /** after the banner while rounds are still to play: how the pairs are ranked meanwhile */
  readonly rankedOnPlayed: string;
  /** the banner of a page published as final (`--final`) */
  readonly final: string;
  /** the notice of results corrected since the last version (`--previous`): `date` as the language writes it */
  readonly corrected: Msg<{ readonly date: string; readonly list: string }>;
  /** one corrected result in that notice */
  readonly correctedResult: Msg<{
    readonly board: number;
    readonly table?: number | undefined;
    readonly section?: string | undefined;
    readonly was: string;
    readonly now: string;
  }>;
}

/** The words of the table's heading and column headings. */
export interface SuggestLabels {
  readonly heading: Msg<{ readonly pairCount: number; readonly tableCount: number; readonly halfTable: boolean; readonly boardCount: number }>;
  readonly movement: string;
  readonly rounds: string;
  readonly boardsPerRound: string;
  /** boards each pair plays */
  readonly boards: string;
  /** boards to deal */
  readonly inPlay: string;
  readonly winners: string;
  readonly compared: string;
  readonly nsRounds: string;
  /** a movement's name (English: "Mitchell, skip, arrow-switched"; also the name in CSV and JSON) */
  readonly movementName: Msg<SuggestName>;
  /** the winners cell: one or two */
  readonly winnerCount: Msg<{ readonly winners: 'one' | 'two' }>;
  /** under the heading when nothing fits */
  readonly none: string;
  /** the notes under the table, one note a line (the table wraps a long one) */
  readonly notes: Msg<{ readonly pairCount: number }>;
  /** under the notes when a "compared" cell is marked "!": two pairs of one field are never compared */
  readonly neverCompared: string;
  /** under the notes: how many movements were left out because a board is played at one table only */
  readonly leftOut: Msg<{ readonly count: number }>;
}

/**
 * The words of `bridgescore series` (the season table, its page and the rules said under it). Session lists,
 * file names and the IMP formula's name come in as values: the page isolates each in a `<bdi>`. Numbers come in
 * written in the language's way already, percentages with their sign ("50 %").
 */
export interface SeriesLabels {
  /** the page title and table heading without `--title` */
  readonly title: string;
  /** columns */
  readonly played: string;
  readonly counted: string;
  readonly scoreAverage: string;
  readonly scoreMasterpoints: string;
  readonly scoreImproved: string;
  readonly previous: string;
  readonly carry: string;
  /** headings */
  readonly sessionsHeading: string;
  readonly rulesHeading: string;
  /** "22 sessions" */
  readonly sessionCount: Msg<{ readonly count: number }>;
  /** the rules, one sentence each */
  readonly byPlayer: string;
  readonly byPair: string;
  readonly measureAverage: string;
  readonly measureMasterpoints: string;
  readonly measureImproved: Msg<{ readonly file: string }>;
  readonly allCount: string;
  readonly best: Msg<{ readonly best: string }>;
  readonly bestOf: Msg<{ readonly best: string; readonly window: string }>;
  readonly window: Msg<{ readonly window: string }>;
  readonly leftOut: Msg<{ readonly list: string }>;
  readonly minSessions: Msg<{ readonly min: string }>;
  readonly dropLowest: Msg<{ readonly drop: string; readonly after: string }>;
  /** `base` is 50 % and `slope` the percentage per IMP a board, both with their sign */
  readonly imps: Msg<{ readonly list: string; readonly base: string; readonly slope: string; readonly formula: string }>;
  readonly impsLeftOut: Msg<{ readonly list: string }>;
  readonly handicap: string;
  readonly missing: Msg<{ readonly list: string }>;
  readonly carryForward: Msg<{ readonly fraction: string }>;
  readonly footer: string;
  /** the players' cards under the table: heading, columns, marks */
  readonly cardsHeading: string;
  readonly session: string;
  readonly partner: string;
  readonly value: string;
  readonly countedYes: string;
  readonly countedNo: string;
  /** after a value that came from IMPs or from the handicap ranking */
  readonly viaImps: string;
  readonly viaHandicap: string;
  readonly back: string;
  /** "Place 3=, average 58.17 % over 10 of 18 sessions" */
  readonly cardFacts: Msg<{ readonly place: string; readonly score: string; readonly counted: number; readonly played: number }>;
}

/** The words of the teams' match sheets, board by board (`teams --match-sheets`, and the team page). */
export interface MatchSheetLabels {
  /** the heading of the sheets ("Board by board") */
  readonly heading: string;
  /** one match's heading: "Round 1: Hearts – Spades" */
  readonly match: Msg<{ readonly round: number; readonly home: string; readonly away: string }>;
  readonly openRoom: string;
  readonly closedRoom: string;
  /** the home team's net score over both rooms */
  readonly net: string;
  /** the IMPs one team won: "IMPs Hearts" */
  readonly impsOf: Msg<{ readonly team: string }>;
  /** a board passed out in a room */
  readonly passedOut: string;
  /** a board with an adjusted score */
  readonly adjusted: string;
  /** a weighted score (Law 12C1c) */
  readonly weighted: string;
  /** under the sheets: what the columns are */
  readonly note: string;
}
