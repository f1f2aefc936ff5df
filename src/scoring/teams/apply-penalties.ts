/**
 * Penalties, shown against the match and deducted from the offender only (NBF 2.8.5): a VP deduction (on
 * the 20-point scale, scaled with the match's, NBF 1.9.2), late start and slow play (NBF 2.6.3, 2.7.2), an
 * ineligible player (2.11.4: 3 VP; in a knock-out the match is forfeited) and an IMP deduction, which in a
 * VP match costs the VP it moves the offender's margin by. In knock-outs every penalty is in IMPs.
 *
 * @example
 * applyPenalties(works, [{ team: 'Oslo', round: 2, type: 'late', minutes: 9, source }], names, find, options, diagnostics)
 * // Oslo's side of its round-2 match: { type: 'late', minutes: 9, centi: 100, unit: 'VP' }
 */
import { Rational } from '../../base/rational.js';
import type { Diagnostic } from '../../base/diagnostics.js';
import { INELIGIBLE_CENTI, diag, scaledCenti, scaledRationalCenti, type MatchFinder, type Work } from './event-work.js';
import { marginVp, publishedImps } from './match-score.js';
import { NO_SHOW_MINUTES, slowPlayLimit, timePenaltyCenti, timePenaltyImps } from '../../laws/time-penalty.js';
import type { AppliedPenalty, PenaltyInput, TeamsEventOptions } from '../../model/teams.js';
import { roundImps, toCenti } from '../../laws/vp-scale.js';

type PenaltyBase = Pick<AppliedPenalty, 'type' | 'minutes' | 'note'>;

export function applyPenalties(
  penalties: readonly PenaltyInput[],
  names: ReadonlyMap<string, string>,
  findMatch: MatchFinder,
  options: TeamsEventOptions,
  diagnostics: Diagnostic[],
): void {
  for (const p of penalties) {
    // Absences were applied before the awards (absences.ts).
    if (!names.has(p.team) || p.type === 'withdrawn' || p.type === 'noShow' || p.type === 'forceMajeure') continue;
    if (p.type === 'late' && (p.minutes ?? 0) > NO_SHOW_MINUTES) continue;
    const found = findMatch(p);
    if (!found) {
      diagnostics.push(diag(p.source, 'no-match', `team "${p.team}" has no match in round ${p.round}`, 'round'));
      continue;
    }
    const { w, side } = found;
    const base: PenaltyBase = {
      type: p.type,
      ...(p.minutes === undefined ? {} : { minutes: p.minutes }),
      ...(p.note === undefined ? {} : { note: p.note }),
    };
    const applied = options.knockout ? knockoutPenalty(p, w, side, base, options, diagnostics) : vpMatchPenalty(p, w, side, base, options, diagnostics);
    if (applied) (side === 'home' ? w.penHome : w.penAway).push(applied);
  }
}

/** A penalty in a knock-out match: IMPs off the margin, or a forfeit for an ineligible player. */
function knockoutPenalty(
  p: PenaltyInput,
  w: Work,
  side: 'home' | 'away',
  base: PenaltyBase,
  options: TeamsEventOptions,
  diagnostics: Diagnostic[],
): AppliedPenalty | undefined {
  if (p.type === 'vp') {
    diagnostics.push(diag(p.source, 'vp-in-knockout', 'a VP penalty in a knock-out match (expected an IMP penalty, NBF 2.6.3)', 'type'));
    return undefined;
  }
  if (p.type === 'ineligible') {
    w.forfeitBy = side;
    return { ...base, centi: 0, unit: 'IMP' };
  }
  const limit = p.type === 'slow' ? slowPlayLimit(options.sessionMinutes) : NO_SHOW_MINUTES;
  const impsAmount = p.amount ?? Rational.of(p.type === 'imp' ? 0 : timePenaltyImps(p.minutes ?? 0, limit));
  return { ...base, centi: toCenti(impsAmount), unit: 'IMP', imps: impsAmount };
}

/** A penalty in a VP match, in hundredths of the match's scale. */
function vpMatchPenalty(
  p: PenaltyInput,
  w: Work,
  side: 'home' | 'away',
  base: PenaltyBase,
  options: TeamsEventOptions,
  diagnostics: Diagnostic[],
): AppliedPenalty | undefined {
  switch (p.type) {
    case 'vp':
      return { ...base, centi: scaledRationalCenti(w, p.amount ?? Rational.ZERO), unit: 'VP' };
    case 'late':
    case 'slow': {
      const limit = p.type === 'slow' ? slowPlayLimit(options.sessionMinutes) : NO_SHOW_MINUTES;
      return { ...base, centi: p.amount ? scaledRationalCenti(w, p.amount) : scaledCenti(w, timePenaltyCenti(p.minutes ?? 0, limit)), unit: 'VP' };
    }
    case 'ineligible':
      return { ...base, centi: p.amount ? scaledRationalCenti(w, p.amount) : scaledCenti(w, INELIGIBLE_CENTI), unit: 'VP' };
    case 'imp': {
      const t = w.totals?.[side];
      if (!t || options.form !== 'imps' || w.boards === null || w.kind !== 'played') {
        diagnostics.push(
          diag(
            p.source,
            'imp-penalty-without-imps',
            `an IMP penalty needs the IMPs of the match in round ${p.round} (give IMPs or boards for it, or the penalty in VP)`,
            'type',
          ),
        );
        return undefined;
      }
      const amount = p.amount ?? Rational.ZERO;
      const pub = publishedImps(t, options);
      const margin = roundImps(pub.won.sub(pub.lost));
      const before = marginVp(margin, w.boards, options);
      const after = marginVp(roundImps(margin.sub(amount)), w.boards, options);
      if (before === null || after === null) {
        const message = `the IMP penalty moves the margin of round ${p.round} to where the VP scale read from the file gives no VP (give the penalty in VP)`;
        diagnostics.push(diag(p.source, 'imp-penalty-off-scale', message, 'amount'));
        return undefined;
      }
      return { ...base, centi: before - after, unit: 'VP', imps: amount };
    }
    case 'withdrawn':
    case 'noShow':
    case 'forceMajeure':
      return undefined;
  }
}
