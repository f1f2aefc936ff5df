/**
 * The event model: what every reader produces and every scorer consumes. Types only.
 * Scores are always kept from North-South's point of view.
 */
import type { Rational } from '../base/rational.js';

export type Seat = 'N' | 'E' | 'S' | 'W';
export type Direction = 'NS' | 'EW';
export type Strain = 'C' | 'D' | 'H' | 'S' | 'NT';
export type Risk = '' | 'X' | 'XX';
export type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type Vulnerability = 'None' | 'NS' | 'EW' | 'Both';

/** Where a record came from, for messages: `file:line`, or `file:record` for a database row. */
export interface SourceLocation {
  readonly file: string;
  readonly line?: number;
  /** a database row, e.g. `ReceivedData row 17` (a Bridgemate .bws) */
  readonly record?: string;
}

export interface Contract {
  readonly level: Level;
  readonly strain: Strain;
  readonly risk: Risk;
}

/** A real table result (played, or assigned by the director under Law 12C1a). */
export interface TableScore {
  /** undefined for a passed-out board. */
  readonly contract?: Contract;
  readonly declarer?: Seat;
  readonly tricks?: number;
  /** NS score of record (Law 77, or the score line when only a score is known). */
  readonly scoreNS: number;
}

/**
 * One side's score at a table whose result was replaced (Law 12C): an artificial percentage, or — beside the
 * other side's artificial score — an assigned table score of its own (Law 12C1, Ruter's `"+0"` beside `"A+"`).
 */
export type ArtificialSide = PercentSide | AssignedSide;

/** One side's artificial adjusted score (Law 12C2a) as a percentage of the board's top. */
export interface PercentSide {
  /** 60 for average plus, 50 average, 40 average minus; any percentage allowed. */
  readonly percent: number;
  /** Law 12C2c / NBF 3.2.9: replace by the pair's session average when better (non-offender, >60 %)
   *  or worse (offender, <40 %). Set for A+ (nonOffender) and A- (offender). */
  readonly role?: 'nonOffender' | 'offender' | 'partly';
  readonly assignedScore?: undefined;
}

/**
 * One side's assigned score (Law 12C1) where the other side has an artificial one (Law 12C2): this side is
 * matchpointed (or IMPed) as that table score against the board's real results, while those results are
 * compared as if this table had no score (as for any artificial line).
 */
export interface AssignedSide {
  /** the table score from North-South's view, whichever side it is given to */
  readonly assignedScore: number;
  readonly percent?: undefined;
  readonly role?: undefined;
}

export interface WeightedComponent {
  readonly weight: Rational;
  readonly score: TableScore;
}

/**
 * What happened at one table on one board: a union on `kind`.
 * - played: a result from the table (or `assigned` when the director substituted it).
 * - weighted: Law 12C1c, components with weights summing to 1.
 * - artificial: Law 12C2, each side separately (need not balance); one side may have an assigned score instead
 *   (Law 12C1 at one table: `AssignedSide`).
 * - notPlayed: scheduled but no result and no adjustment yet.
 */
export type Outcome =
  | { readonly kind: 'played'; readonly score: TableScore; readonly assigned?: boolean }
  | { readonly kind: 'weighted'; readonly components: readonly WeightedComponent[] }
  | { readonly kind: 'artificial'; readonly ns: ArtificialSide; readonly ew: ArtificialSide }
  | { readonly kind: 'notPlayed' };

/** One traveller line: a board played (or not) by one NS pair against one EW pair. */
export interface ResultLine {
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  readonly outcome: Outcome;
  readonly round?: number;
  readonly table?: number;
  readonly section?: string;
  /** an individual event: the four players (then `ns` and `ew` name the partnerships, e.g. "3-7") */
  readonly seats?: { readonly N: string; readonly E: string; readonly S: string; readonly W: string };
  /** the session, in an event of several sessions (each scored on its own, then added up) */
  readonly session?: string;
  readonly lead?: string;
  /** Law 87: the version of a fouled board this result was played with ('a', 'b', …). */
  readonly fouled?: string;
  /** A note from the director or the adjustments file, shown by `explain`. */
  readonly note?: string;
  readonly source: SourceLocation;
}

/** A hand record: 52 cards as PBN `Deal` text, normalised to start with North. */
export interface BoardInfo {
  readonly board: number;
  readonly dealer?: Seat;
  readonly vulnerability?: Vulnerability;
  /** PBN deal string "N:AKQ.… …" when known. */
  readonly deal?: string;
  /** what makes where, double dummy (PBN 2.1 `OptimumResultTable`, `DoubleDummyTricks`) */
  readonly doubleDummy?: DoubleDummyTable;
  /** the par of the deal: the hand record's own (`OptimumScore`, `ParContract`) or computed from `doubleDummy` */
  readonly par?: Par;
  /** `--lead-analysis`: declarer's tricks after each opening lead made at the tables, double dummy */
  readonly leads?: readonly LeadTricks[];
}

/** An opening lead against a declarer in a strain, and the tricks declarer then takes double dummy. */
export interface LeadTricks {
  readonly declarer: Seat;
  readonly strain: Strain;
  /** the card: suit letter and rank, "S9", "HT", "CA" (`leadCard`) */
  readonly lead: string;
  readonly tricks: number;
}

/** Double dummy: the tricks each declarer takes in each strain, 0–13. */
export type DoubleDummyTable = Readonly<Record<Seat, Readonly<Record<Strain, number>>>>;

/** One par contract: the contract, the declarers who reach the par score in it, and the tricks they take. */
export interface ParContract {
  readonly level: Level;
  readonly strain: Strain;
  /** '' when it makes; 'X' for a sacrifice, which the opponents double */
  readonly risk: Risk;
  /** one seat, or both seats of the side, in the order N, E, S, W */
  readonly declarers: readonly Seat[];
  readonly tricks: number;
}

export interface Par {
  /** the par score from North-South's view; 0 when the par is to pass the deal out */
  readonly scoreNS: number;
  /** every par contract; none for a deal passed out at par */
  readonly contracts: readonly ParContract[];
  /** 'file': the hand record's `OptimumScore`/`ParContract`; 'computed': from the double-dummy table */
  readonly source: 'file' | 'computed';
}

export interface Player {
  readonly name: string;
  readonly id?: string;
}

export interface Participant {
  readonly pair: string;
  readonly players: readonly Player[];
  /** Display name, e.g. "Kari Nordmann - Ola Sjødal". */
  readonly name?: string;
  readonly section?: string;
  /** set when NS and EW pairs share numbers (a two-winner Mitchell numbered 1… in both directions) */
  readonly direction?: Direction;
}

/** What one or more input files say about a pairs session, before scoring. */
export interface PairsEvent {
  /** the event's identity: `--event-id`, or the file's own (USEBIO CLUB_ID_NUMBER and EVENT_IDENTIFIER) */
  readonly id?: string;
  readonly title?: string;
  readonly date?: string;
  readonly generator?: string;
  /** the name of the one section, when the source names its only section (a `.bws` with section A) */
  readonly soleSection?: string;
  readonly results: readonly ResultLine[];
  readonly boards: readonly BoardInfo[];
  readonly participants: readonly Participant[];
}
