/**
 * An organiser's own VP scale (a federation's integer scale, e.g. the EBU's), in place of the WBF 2013 scale:
 * for a match of N boards, the winner's VP from the IMP margin; the loser gets the maximum less the winner's.
 * A scale read from a CSV (`teams --vp-scale`) holds each row's VP from its margin up to the next row; a scale
 * read from a results file's published matches knows only the margins it saw (and the margins between two of
 * equal VP, and beyond the last when that is the maximum). All values are hundredths of VP: no floating point.
 *
 * @example
 * organiserVp(scale, 3, Rational.of(-2)) //=> { kind: 'vp', vp: 800 }   (the EBU's 3-board scale: 12–8)
 */
import { Rational } from '../base/rational.js';
import type { OrganiserVpScale, VpStep } from '../model/teams.js';

export type ScaleVp =
  /** the side's VP in hundredths */
  | { readonly kind: 'vp'; readonly vp: number }
  /** the scale has no rows for this board count (the WBF scale applies) */
  | { readonly kind: 'no-rows' }
  /** a file's scale does not give this margin: the published margins around it */
  | { readonly kind: 'open'; readonly below: VpStep; readonly above?: VpStep };

/** The winner's VP for a non-negative margin on one board count's rows. */
export function winnerVp(scale: OrganiserVpScale, steps: readonly VpStep[], margin: Rational): ScaleVp {
  let below: VpStep | undefined;
  let above: VpStep | undefined;
  for (const s of steps) {
    const c = Rational.of(s.margin).cmp(margin);
    if (c <= 0) below = s;
    if (c >= 0) {
      above = s;
      break;
    }
  }
  // The first row is the draw (margin 0): every non-negative margin has one below it.
  if (below === undefined) return { kind: 'vp', vp: scale.max / 2 };
  if (scale.kind === 'csv' || below === above) return { kind: 'vp', vp: below.vp };
  if (above === undefined) return below.vp === scale.max ? { kind: 'vp', vp: scale.max } : { kind: 'open', below };
  return below.vp === above.vp ? { kind: 'vp', vp: below.vp } : { kind: 'open', below, above };
}

/** One side's VP for its signed margin (negative: the side lost) in a match of `boards` boards. */
export function organiserVp(scale: OrganiserVpScale, boards: number, margin: Rational): ScaleVp {
  const steps = scale.byBoards.get(boards);
  if (steps === undefined) return { kind: 'no-rows' };
  const w = winnerVp(scale, steps, margin.abs());
  if (w.kind !== 'vp' || margin.sign() >= 0) return w;
  return { kind: 'vp', vp: scale.max - w.vp };
}

/** "3 boards: margins 0–34; 4 boards: margins 1–20": the margins each board count's rows span. */
export function scaleSpan(scale: OrganiserVpScale): string {
  return [...scale.byBoards]
    .sort(([a], [b]) => a - b)
    .map(([n, steps]) => `${n} board${n === 1 ? '' : 's'}: margins ${steps[0]?.margin ?? 0}–${steps[steps.length - 1]?.margin ?? 0}`)
    .join('; ');
}
