/**
 * The values of one comparison group on a board — matchpoints with Neuberg (Law 78A, NBF 3.2.5) or the
 * small-group values of NBF 3.2.4, Butler IMPs against the datum, cross-IMPs — and artificial adjusted scores
 * (Law 12C2) with the session-average rule (Law 12C2c, NBF 3.2.9).
 *
 * @example
 * groupValues(items, 11, { ...defaultPairsOptions }).perItem[0].ns.toFixed(1) //=> "19.9"
 */
import { Rational } from '../../base/rational.js';
import type { Outcome, PercentSide } from '../../model/types.js';
import { assertNever } from '../../base/assert-never.js';
import { tableScoreText } from '../../laws/table-result.js';
import { butlerDatum, butlerImps } from './butler.js';
import { crossImpGroup } from './cross-imps.js';
import { fullTop, matchpointGroup, type MpItem } from './matchpoints.js';
import { smallGroupValues } from './small-groups.js';
import type { LineExplanation, PairsScoringOptions, PercentAdjustment } from '../../model/scored.js';

export const HUNDRED = Rational.of(100);

export function realItem(outcome: Outcome): MpItem | undefined {
  switch (outcome.kind) {
    case 'played':
      return { components: [{ score: outcome.score.scoreNS, weight: Rational.ONE }] };
    case 'weighted':
      return { components: outcome.components.map((c) => ({ score: c.score.scoreNS, weight: c.weight })) };
    case 'artificial':
    case 'notPlayed':
      return undefined;
    default:
      return assertNever(outcome);
  }
}

export function weightsOf(outcome: Outcome): Pick<LineExplanation, 'weights'> {
  if (outcome.kind !== 'weighted') return {};
  return {
    weights: outcome.components.map((c) => ({ weight: c.weight, text: tableScoreText(c.score), scoreNS: c.score.scoreNS })),
  };
}

export interface GroupValue {
  readonly ns: Rational;
  readonly ew: Rational;
  readonly rawNS?: Rational;
  readonly rawEW?: Rational;
  readonly factor?: Rational;
}

export function groupValues(
  items: readonly MpItem[],
  expected: number,
  options: PairsScoringOptions,
): { perItem: GroupValue[]; top?: Rational; datum?: number; smallGroup?: 'fixed' | 'lowered-top' } {
  switch (options.method) {
    case 'mp': {
      const top = fullTop(expected);
      const groupTop = fullTop(items.length);
      if (options.factoring === 'missing-average' && items.length < expected) {
        // Each missing result counted as an average result: a tie (1 point) with each result played, so the
        // group's own matchpoints rise by N − n and NS + EW make the full top (ScoreBridge 10.25).
        const shift = Rational.of(expected - items.length);
        return {
          top,
          perItem: matchpointGroup(items, items.length).map((v) => ({ ns: v.raw.add(shift), ew: groupTop.sub(v.raw).add(shift) })),
        };
      }
      const small = items.length < expected && items.length <= 3;
      if (small && (options.factoring === 'manual' || options.smallGroups === 'nbf')) {
        return { perItem: smallGroupValues(items, top), top, smallGroup: 'fixed' };
      }
      if (options.factoring === 'manual' && items.length < expected) {
        // NBF 3.2.4, manual scoring: the top lowered one point per missing table, never below 70 % of the full
        // top; each step below it two points lower — the group's own matchpoints shifted up to that top.
        const lowered = top.sub(Rational.of(expected - items.length));
        const floor = top.mul(Rational.of(7, 10));
        const groupMax = lowered.cmp(floor) >= 0 ? lowered : floor;
        const shift = groupMax.sub(groupTop);
        return {
          top,
          smallGroup: 'lowered-top',
          perItem: matchpointGroup(items, items.length).map((v) => ({ ns: v.raw.add(shift), ew: groupTop.sub(v.raw).add(shift) })),
        };
      }
      const values = matchpointGroup(items, expected);
      const factor = items.length === expected ? undefined : Rational.of(expected, items.length);
      return {
        top,
        perItem: values.map((v) => ({
          ns: v.mp,
          ew: top.sub(v.mp),
          ...(factor ? { rawNS: v.raw, rawEW: groupTop.sub(v.raw), factor } : {}),
        })),
      };
    }
    case 'butler': {
      const datum = butlerDatum(items, options.butler) ?? 0;
      return { datum, perItem: butlerImps(items, datum).map((v) => ({ ns: v, ew: v.neg() })) };
    }
    case 'cross-imps': {
      // Per-comparison lines (Pianola) divide each sum by the group's n − 1 comparisons.
      const per = options.crossImpLines === 'per-comparison' && items.length > 1 ? Rational.of(1, items.length - 1) : Rational.ONE;
      return { perItem: crossImpGroup(items).map((v) => ({ ns: v.mul(per), ew: v.neg().mul(per) })) };
    }
    default:
      return assertNever(options.method);
  }
}

/** Law 12C2a with the session-average rule of Law 12C2c / NBF 3.2.9 (in % for MP, IMPs per board otherwise). */
export function awardSide(side: PercentSide, session: Rational | undefined, options: PairsScoringOptions): PercentAdjustment {
  const nominal = options.method === 'mp' ? Rational.fromDecimal(side.percent) : impEquivalent(side.percent, options);
  let awarded = nominal;
  let replacedBy: Rational | undefined;
  if (options.sessionAverage && session !== undefined) {
    if (side.role === 'nonOffender' && session.cmp(nominal) > 0) replacedBy = session;
    if (side.role === 'offender' && session.cmp(nominal) < 0) replacedBy = session;
    if (replacedBy) awarded = replacedBy;
  }
  return { percent: side.percent, awarded, ...(replacedBy ? { sessionAverage: replacedBy } : {}) };
}

/** NBF 1.9.3 B/C: 60 % ↔ +1 IMP (or per comparison), 40 % ↔ −1; Law 12C2b's 3 IMP by option. */
export function impEquivalent(percent: number, options: PairsScoringOptions): Rational {
  // Exact, whatever decimals the percentage and the option have (1.5 IMPs is Ruter Sweden's average plus).
  return Rational.fromDecimal(percent).sub(Rational.of(50)).div(Rational.of(10)).mul(Rational.fromDecimal(options.impAveragePlus));
}

export function artificialValue(adj: PercentAdjustment, expected: number, options: PairsScoringOptions): Rational {
  if (options.method === 'mp') return adj.awarded.mul(fullTop(expected)).div(HUNDRED);
  // Cross-IMPs: so many IMPs per comparison, against the other N − 1 results.
  if (options.method === 'cross-imps')
    return options.crossImpLines === 'per-comparison' ? adj.awarded : adj.awarded.mul(Rational.of(Math.max(1, expected - 1)));
  return adj.awarded;
}
