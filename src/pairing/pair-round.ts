/**
 * One round of Monrad (Swiss) pairings (NBF 2.14, 3.13): highest against next highest in the standings,
 * no repeat meeting unless impossible, an odd contestant out on a bye (NBF 2.9.2) to the lowest-ranked
 * contestant that has not had one, and optionally no two contestants of the same club.
 *
 * The round is solved as one minimum-cost perfect matching, so late rounds that a greedy top-down pairing
 * would paint into a corner are still paired without repeats whenever that is possible. Each pair costs, in
 * strict order of importance:
 *   1. a second bye (only when everyone has had one);
 *   2. the number of earlier meetings of the two;
 *   3. a same-club match (when clubs are to be kept apart);
 *   4. how far from the bottom the bye goes (so it goes to the lowest-ranked eligible contestant);
 *   5. the squared score difference (in hundredths), unless pairing by rank only;
 *   6. the squared difference of standings positions, which makes the unconstrained answer 1–2, 3–4, ….
 *
 * @example
 * pairRound({ order: ['A', 'B', 'C', 'D'], scores, history: [{ round: 1, home: 'A', away: 'B' }], … })
 * //=> matches A–C and B–D: A and B met in round 1
 */
import type { Rational } from '../base/rational.js';
import { minCostPerfectMatching, type CostVector } from './min-cost-matching.js';
import type { PairingDistance } from '../model/swiss.js';

/** What the pairing needs to know about one earlier match; a bye has no `away`. */
export interface PairingHistory {
  readonly round: number;
  readonly home: string;
  readonly away?: string;
}

export interface PairRoundInput {
  /** Every contestant to pair, in standings order (best first). */
  readonly order: readonly string[];
  /** Total score per contestant, for `distance: 'score'`. */
  readonly scores: ReadonlyMap<string, Rational>;
  readonly history: readonly PairingHistory[];
  /** Club per contestant; only used with `avoidSameClub`. */
  readonly clubs: ReadonlyMap<string, string>;
  readonly avoidSameClub: boolean;
  readonly distance: PairingDistance;
}

export interface PairedMatch {
  /** The better-placed contestant of the two. */
  readonly high: string;
  readonly low: string;
  /** Rounds in which the two met before (empty unless this is a repeat). */
  readonly previousMeetings: readonly number[];
  /** Both from the same club while clubs were to be kept apart. */
  readonly sameClub: boolean;
}

export interface PairRoundResult {
  /** Ordered by the better standing of the two: the top match first. */
  readonly matches: readonly PairedMatch[];
  readonly bye?: string;
  /** Earlier byes of the contestant given this one (0 normally). */
  readonly byeRepeat: number;
  /** Who would get the bye by the plain rule (the lowest ranked with the fewest byes), when that is not `bye`. */
  readonly byeSkipped?: string;
  /** Σ earlier meetings over the matches: the fewest possible. */
  readonly repeats: number;
  /** Same-club matches: the fewest possible once repeats are minimal. */
  readonly sameClub: number;
}

export const COST_LEVELS = 6;

export function pairKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

export function pairRound(input: PairRoundInput): PairRoundResult {
  const { order } = input;
  const n = order.length;
  const meetings = new Map<string, number[]>();
  const byes = new Map<string, number>();
  for (const h of input.history) {
    if (h.away === undefined) {
      byes.set(h.home, (byes.get(h.home) ?? 0) + 1);
      continue;
    }
    const key = pairKey(h.home, h.away);
    const list = meetings.get(key) ?? [];
    list.push(h.round);
    meetings.set(key, list);
  }
  const hundredths = order.map((id) => {
    const s = input.scores.get(id);
    return s === undefined ? 0n : BigInt(s.toFixed(2).replace('.', ''));
  });
  const club = (i: number): string | undefined => input.clubs.get(order[i]!);
  const hasBye = n % 2 === 1;
  const byeNode = n;
  const size = hasBye ? n + 1 : n;
  const cost = (a: number, b: number): CostVector => {
    if (b === byeNode) {
      return [BigInt(byes.get(order[a]!) ?? 0), 0n, 0n, BigInt(n - 1 - a), 0n, 0n];
    }
    const met = meetings.get(pairKey(order[a]!, order[b]!))?.length ?? 0;
    const ca = club(a);
    const same = input.avoidSameClub && ca !== undefined && ca === club(b) ? 1n : 0n;
    const ds = input.distance === 'score' ? hundredths[a]! - hundredths[b]! : 0n;
    const dp = BigInt(a - b);
    return [0n, BigInt(met), same, 0n, ds * ds, dp * dp];
  };
  const mate = minCostPerfectMatching(size, COST_LEVELS, cost);

  const matches: PairedMatch[] = [];
  let bye: string | undefined;
  let repeats = 0;
  let sameClub = 0;
  for (let a = 0; a < n; a++) {
    const b = mate[a]!;
    if (b === byeNode) {
      bye = order[a]!;
      continue;
    }
    if (b < a) continue;
    const previousMeetings = meetings.get(pairKey(order[a]!, order[b]!)) ?? [];
    const same = cost(a, b)[2] === 1n;
    repeats += previousMeetings.length;
    if (same) sameClub++;
    matches.push({ high: order[a]!, low: order[b]!, previousMeetings: [...previousMeetings], sameClub: same });
  }
  if (bye === undefined) return { matches, byeRepeat: 0, repeats, sameClub };
  const byeRepeat = byes.get(bye) ?? 0;
  const fewest = order.reduce((least, id) => Math.min(least, byes.get(id) ?? 0), Infinity);
  const plain = [...order].reverse().find((id) => (byes.get(id) ?? 0) === fewest);
  return {
    matches,
    bye,
    byeRepeat,
    ...(plain !== undefined && plain !== bye ? { byeSkipped: plain } : {}),
    repeats,
    sameClub,
  };
}
