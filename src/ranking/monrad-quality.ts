/**
 * Monrad quality (NBF 2.10.3, second criterion): the sum, over a contestant's opponents, of the opponent's
 * total minus what that opponent scored against the contestant. It rewards having met strong opponents and
 * is the tiebreak designed for Monrad events. Byes have no opponent and add nothing.
 *
 * @example
 * // NBF 2.10.3: A met C (C scored 6 VP against A), D (11) and E (9); C, D, E finished on 33, 47, 39.
 * monradQuality('A', matches, totals) //=> 93, i.e. (33 − 6) + (47 − 11) + (39 − 9)
 */
import { Rational } from '../base/rational.js';

/** The part of a match the tiebreak needs; a bye has no `away`. */
export interface QualityMatch {
  readonly home: string;
  readonly away?: string;
  readonly scoreHome: Rational;
  readonly scoreAway?: Rational;
}

export function monradQuality(id: string, matches: readonly QualityMatch[], totals: ReadonlyMap<string, Rational>): Rational {
  let quality = Rational.ZERO;
  for (const m of matches) {
    if (m.away === undefined || m.scoreAway === undefined) continue;
    let opponent: string;
    let opponentScored: Rational;
    if (m.home === id) {
      opponent = m.away;
      opponentScored = m.scoreAway;
    } else if (m.away === id) {
      opponent = m.home;
      opponentScored = m.scoreHome;
    } else continue;
    quality = quality.add((totals.get(opponent) ?? Rational.ZERO).sub(opponentScored));
  }
  return quality;
}
