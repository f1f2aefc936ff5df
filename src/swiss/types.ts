/**
 * The data of a Monrad (Swiss) event as the pairing program sees it (NBF 2.14, 3.13): contestants, the
 * matches played so far and the options the organisers choose. Types only.
 */
import type { Rational } from '../model/rational.js';

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
  readonly line: number;
}
