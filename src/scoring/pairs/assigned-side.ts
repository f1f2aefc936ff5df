/**
 * One side's assigned score beside the other side's artificial one: Law 12C1 and 12C2 at one table (Ruter's
 * `"+0"` for NS with `"A+"` for EW). The side is scored as that table score against the board's real results,
 * as one more result of the board; the real results themselves are compared as if this table had no score (the
 * line is not among them, as for any artificial line: Neuberg to N, NBF 3.2.5). The rule for each method:
 *
 * - matchpoints (Law 78A): 2 per real result beaten and 1 per tie, among the n real results and this score
 *   (n + 1 results), then Neuberg's (N/(n + 1))(mp + 1) − 1 to the board's N when n + 1 ≠ N: the value a real
 *   result of that score would have had, on the board's top 2(N − 1). The small-group values of NBF 3.2.4 are
 *   for a group's own results and are not applied to it;
 * - Butler: the IMPs of the score against the board's datum, which the real results alone give (0 without one);
 * - cross-IMPs: the IMPs against each real result, summed and scaled to the N − 1 comparisons an artificial line
 *   counts (totals.ts), or their mean with lines per comparison.
 *
 * The session-average rule (Law 12C2c) is not applied: this side has a table score, not a percentage.
 *
 * @example
 * // NS 420, 420 and −50 at three tables, N = 4: the fourth table's NS, assigned 0, beats −50 (2 MP)
 * assignedSideValue(0, 'NS', items, { expected: 4, datum: undefined }, options).toString() //=> "2"
 */
import { Rational } from '../../base/rational.js';
import type { PairsScoringOptions } from '../../model/scored.js';
import type { Direction, Outcome } from '../../model/types.js';
import { assertNever } from '../../base/assert-never.js';
import { impOf } from './board-values.js';
import { crossImpGroup } from './cross-imps.js';
import { fullTop, matchpointGroup, type MpItem } from './matchpoints.js';

/** The board as an assigned side sees it: its N and, for Butler, the datum of its real results. */
export interface AssignedBoard {
  readonly expected: number;
  readonly datum: number | undefined;
}

/** Does an artificial line give one of its sides an assigned score? */
export function hasAssignedSide(outcome: Outcome): boolean {
  return outcome.kind === 'artificial' && (outcome.ns.assignedScore !== undefined || outcome.ew.assignedScore !== undefined);
}

/**
 * The value of one side with the assigned table score `scoreNS` (North-South's view), against `real`, the
 * board's real results of the line's version: MP on the board's top, or IMPs.
 */
export function assignedSideValue(
  scoreNS: number,
  direction: Direction,
  real: readonly MpItem[],
  board: AssignedBoard,
  options: PairsScoringOptions,
): Rational {
  const ns = assignedNS(scoreNS, real, board, options);
  if (direction === 'NS') return ns;
  return options.method === 'mp' ? fullTop(board.expected).sub(ns) : ns.neg();
}

function assignedNS(scoreNS: number, real: readonly MpItem[], board: AssignedBoard, options: PairsScoringOptions): Rational {
  const own: MpItem = { components: [{ score: scoreNS, weight: Rational.ONE }] };
  switch (options.method) {
    case 'mp': {
      const values = matchpointGroup([...real, own], Math.max(1, board.expected));
      return (values[values.length - 1] as { mp: Rational }).mp;
    }
    case 'butler':
      return Rational.of(board.datum === undefined ? 0 : impOf(scoreNS - board.datum));
    case 'cross-imps': {
      if (real.length === 0) return Rational.ZERO;
      const sums = crossImpGroup([...real, own]);
      const sum = sums[sums.length - 1] as Rational;
      if (options.crossImpLines === 'per-comparison') return sum.div(Rational.of(real.length));
      return sum.mul(Rational.of(Math.max(1, board.expected - 1), real.length));
    }
    default:
      return assertNever(options.method);
  }
}
