/**
 * The data of a Monrad (Swiss) event as the pairing program sees it (NBF 2.14, 3.13): contestants, the
 * matches played so far and the options the organisers choose. Types only.
 */
import type { Rational } from '../base/rational.js';

/** Teams write `home/away`, pairs `ns/ew`; the pairing is the same. */
export type SwissKind = 'teams' | 'pairs';

/** How the first round (and the last tiebreak of every round) orders the field. */
export type SeedingMethod = 'rank' | 'random' | 'given';

/** What "similar score" means when the pairing has to depart from the standings order. */
export type PairingDistance = 'score' | 'rank';

export interface Contestant {
  readonly id: string;
  readonly name?: string;
  readonly club?: string;
  /** Seeding rank: 1 is the strongest. */
  readonly rank?: number;
  /** Position in the contestants file (or first appearance in the results): the "as given" order. */
  readonly order: number;
}

/** One match (or bye) of the results so far; scores are from each side's own point of view. */
export interface SwissMatch {
  readonly round: number;
  readonly home: string;
  /** Undefined for a bye. */
  readonly away?: string;
  /** VP (or score) of the home side; for a bye, the bye's value. */
  readonly scoreHome: Rational;
  readonly scoreAway?: Rational;
  readonly impsHome?: Rational;
  readonly impsAway?: Rational;
  readonly boards?: number;
  /** VP taken from the side's total by a penalty in this match (NBF 2.8; negative: a compensation) */
  readonly penaltyHome?: Rational;
  readonly penaltyAway?: Rational;
  readonly line: number;
}

export interface NextRound {
  readonly kind: SwissKind;
  readonly round: number;
  readonly rounds?: number;
  /** "17-24", or undefined without `boardsPerRound`. */
  readonly boards?: string;
  readonly contestants: ReadonlyMap<string, Contestant>;
  readonly standings: readonly SwissStanding[];
  readonly tables: readonly RoundTable[];
  readonly bye?: RoundBye;
  readonly notes: readonly PairingNote[];
  readonly repeats: number;
  readonly sameClub: number;
}

export interface SwissStanding {
  readonly id: string;
  /** 1-based, unique: ties are broken all the way down to the seeding order. */
  readonly position: number;
  readonly score: Rational;
  readonly monradQuality: Rational;
  readonly impsWon: Rational;
  readonly impsLost: Rational;
  readonly played: number;
  readonly byes: number;
  /** Undefined for the leader. */
  readonly separatedBy?: StandingCriterion;
}

export interface RoundTable {
  readonly table: number;
  /** Home team, or the NS pair. */
  readonly home: string;
  /** Away team, or the EW pair. */
  readonly away: string;
  readonly previousMeetings: readonly number[];
  readonly sameClub: boolean;
}

export interface RoundBye {
  readonly table: number;
  readonly id: string;
  readonly score: Rational;
  readonly previousByes: number;
}

export type PairingNoteCode = 'repeat' | 'same-club' | 'second-bye' | 'bye-moved';

export interface PairingNote {
  readonly code: PairingNoteCode;
  readonly message: string;
  readonly table?: number;
}

/** The criterion that put a contestant below the one just above it. */
export type StandingCriterion = 'score' | 'monradQuality' | 'quotient' | 'impsWon' | 'seeding';
