/**
 * Knock-out matches are decided, not scored in VP (NBF 2.10.1): the IMP total decides (each side's result
 * computed separately and both awarded the average when adjustments do not balance, Law 86B); if equal,
 * total points (Law 78C); if still equal, four more boards must be played. A team whose opponents did not
 * turn up, or withdrew, wins (NBF 2.9.1); an ineligible player forfeits the match (NBF 2.11.4).
 *
 * @example
 * decideKnockouts(works, { ...DEFAULT_TEAMS_OPTIONS, knockout: true }, diagnostics).get(works[0])
 * //=> { winner: 'Oslo', decidedBy: 'imps', margin: 4, totalPoints: 310 }
 */
import { Rational } from '../../base/rational.js';
import type { Diagnostic } from '../../base/diagnostics.js';
import { diag, type Work } from './event-work.js';
import { publishedImps, type MatchTotals } from './match-score.js';
import type { KnockoutDecision, TeamsEventOptions } from '../../model/teams.js';
import { roundImps } from '../../laws/vp-scale.js';

export function decideKnockouts(works: readonly Work[], options: TeamsEventOptions, diagnostics: Diagnostic[]): Map<Work, KnockoutDecision> {
  const decisions = new Map<Work, KnockoutDecision>();
  if (options.knockout) {
    for (const w of works) {
      if (w.input.away === null) continue;
      // NBF 2.9.1: the team whose opponent did not turn up (or withdrew) wins the match.
      if (w.absentHome || w.absentAway) {
        if (w.absentHome && w.absentAway) continue;
        const winner = w.absentHome ? w.input.away : w.input.home;
        decisions.set(w, { winner, decidedBy: 'noShow', margin: Rational.ZERO, totalPoints: null });
        continue;
      }
      if (w.kind !== 'played') continue;
      if (!w.totals) {
        diagnostics.push(
          diag(w.input.source, 'knockout-without-imps', 'a knock-out match needs IMPs or board results (expected imps_home and imps_away, or boards)'),
        );
        continue;
      }
      decisions.set(w, decideKnockout(w, options));
    }
  }
  return decisions;
}

function decideKnockout(w: Work, options: TeamsEventOptions): KnockoutDecision {
  const totals = w.totals as MatchTotals;
  const t = totals.imps ?? { home: totals.home, away: totals.away };
  const home = publishedImps(t.home, options);
  const away = publishedImps(t.away, options);
  // Law 86B: each side's result computed separately, both awarded the average.
  let margin = home.won.sub(home.lost).sub(away.won.sub(away.lost)).div(Rational.of(2));
  for (const p of w.penHome) if (p.imps) margin = margin.sub(p.imps);
  for (const p of w.penAway) if (p.imps) margin = margin.add(p.imps);
  if (options.impRounding === 'nearest') margin = roundImps(margin);
  const { home: h, away: a } = w.input as { home: string; away: string };
  const tp = totals.totalPoints;
  if (w.forfeitBy) return { winner: w.forfeitBy === 'home' ? a : h, decidedBy: 'forfeit', margin, totalPoints: tp };
  if (!margin.isZero()) return { winner: margin.sign() > 0 ? h : a, decidedBy: 'imps', margin, totalPoints: tp };
  if (tp === null) return { winner: null, decidedBy: 'totalPointsUnknown', margin, totalPoints: null };
  if (tp !== 0) return { winner: tp > 0 ? h : a, decidedBy: 'totalPoints', margin, totalPoints: tp };
  return { winner: null, decidedBy: 'fourMoreBoards', margin, totalPoints: tp };
}
