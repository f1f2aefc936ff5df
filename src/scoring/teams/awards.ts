/**
 * Awards for byes and absences, which depend on the played matches and so come after them. A bye (NBF
 * 2.9.2) is worth, at the end, the best of 12 VP, the team's own average and the average scored against the
 * absent team; 12 VP while the event runs. Absence through force majeure (2.6.6): the best of 8 VP and the
 * two averages, at most 12; 10 VP while the event runs. A no-show scores 0 and its opponents as for a bye
 * (2.6.4). Amounts on the 20-point scale are scaled to the match's (NBF 1.9.2).
 *
 * @example
 * applyAwards(works, { ...DEFAULT_TEAMS_OPTIONS, final: false }, diagnostics) // a bye: vpHome 1200, provisional
 */
import { Rational } from '../../base/rational.js';
import type { Diagnostic } from '../../base/diagnostics.js';
import { BYE_CENTI, FORCE_MAJEURE_MIN_CENTI, FORCE_MAJEURE_PROVISIONAL_CENTI, diag, scaledCenti, type Absence, type Work } from './event-work.js';
import type { TeamsEventOptions } from '../../model/teams.js';
import { toCenti } from '../../laws/vp-scale.js';

interface Averages {
  /** a team's own average VP in its played matches, hundredths */
  own(team: string): number | null;
  /** the average VP scored against a team in its played matches */
  against(team: string): number | null;
}

export function applyAwards(works: readonly Work[], options: TeamsEventOptions, diagnostics: Diagnostic[]): void {
  if (options.knockout) return;
  const avg = playedAverages(works);
  const byeAward = (w: Work, team: string, absentTeam: string | null): number => {
    const floor = scaledCenti(w, BYE_CENTI);
    if (!options.final) return floor;
    return Math.max(floor, avg.own(team) ?? 0, absentTeam === null ? 0 : (avg.against(absentTeam) ?? 0));
  };
  const forceMajeureAward = (w: Work, team: string, opponent: string): number => {
    if (!options.final) return scaledCenti(w, FORCE_MAJEURE_PROVISIONAL_CENTI);
    const best = Math.max(scaledCenti(w, FORCE_MAJEURE_MIN_CENTI), avg.own(team) ?? 0, avg.against(opponent) ?? 0);
    return Math.min(best, scaledCenti(w, BYE_CENTI));
  };
  for (const w of works) {
    const m = w.input;
    if (w.maxCenti === null && (w.kind === 'bye' || w.kind === 'noShow')) {
      diagnostics.push(
        diag(
          m.source,
          'unknown-boards',
          'the number of boards is not known, so the award cannot be scaled (expected a "boards" column or the --boards option)',
          'boards',
        ),
      );
      continue;
    }
    if (w.kind === 'bye') {
      w.vpHome = byeAward(w, m.home, null);
      w.provisional = !options.final;
    } else if (w.kind === 'noShow' && m.away !== null) {
      const sideAward = (absent: Absence, team: string, other: string, otherAbsent: boolean): number => {
        if (absent === 'fault') return 0;
        if (absent === 'forceMajeure') return forceMajeureAward(w, team, other);
        return otherAbsent ? byeAward(w, team, other) : 0;
      };
      w.vpHome = sideAward(w.absentHome, m.home, m.away, w.absentAway !== null);
      w.vpAway = sideAward(w.absentAway, m.away, m.home, w.absentHome !== null);
      w.provisional = !options.final;
    }
  }
}

/** The averages for the "best of" awards, from played matches only, to 0.01 VP. */
function playedAverages(works: readonly Work[]): Averages {
  const own = new Map<string, { sum: number; n: number }>();
  const against = new Map<string, { sum: number; n: number }>();
  const add = (map: Map<string, { sum: number; n: number }>, k: string, v: number): void => {
    const acc = map.get(k);
    if (acc) {
      acc.sum += v;
      acc.n += 1;
    } else map.set(k, { sum: v, n: 1 });
  };
  for (const w of works) {
    if (w.kind !== 'played' || w.vpHome === null || w.vpAway === null || w.input.away === null) continue;
    add(own, w.input.home, w.vpHome);
    add(own, w.input.away, w.vpAway);
    add(against, w.input.home, w.vpAway);
    add(against, w.input.away, w.vpHome);
  }
  const average = (acc: { sum: number; n: number } | undefined): number | null => (acc ? toCenti(Rational.of(acc.sum, 100 * acc.n)) : null);
  return { own: (team) => average(own.get(team)), against: (team) => average(against.get(team)) };
}
