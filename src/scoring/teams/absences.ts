/**
 * Absences, before any award, since the awards depend on who played: a no-show (NBF 2.6.4, and a team more
 * than 30 minutes late), absence through force majeure (2.6.6), and a withdrawal (2.11.5), which makes the
 * team absent from every unplayed match from its round on. An absence is recorded only against a match
 * without a result.
 *
 * @example
 * applyAbsences(works, [{ team: 'Moss', round: 3, type: 'noShow', source }], checked, find, diagnostics)
 * //=> withdrawn teams by first round; the round-3 match of Moss is marked absentHome or absentAway 'fault'
 */
import type { Diagnostic } from '../../base/diagnostics.js';
import type { CheckedMatches } from './check-matches.js';
import { diag, type MatchFinder, type Work } from './event-work.js';
import { NO_SHOW_MINUTES } from '../../laws/time-penalty.js';
import type { PenaltyInput } from '../../model/teams.js';

/** Marks the absent sides of `works`; returns the withdrawn teams with the round they withdrew from. */
export function applyAbsences(
  works: readonly Work[],
  penalties: readonly PenaltyInput[],
  { names, teamIds }: Pick<CheckedMatches, 'names' | 'teamIds'>,
  findMatch: MatchFinder,
  diagnostics: Diagnostic[],
): Map<string, number> {
  const withdrawn = new Map<string, number>();
  for (const p of penalties) {
    if (!names.has(p.team)) {
      diagnostics.push(
        diag(
          p.source,
          'unknown-team',
          `team "${p.team}" is not a team of the event (expected one of ${teamIds.slice(0, 12).join(', ')}${teamIds.length > 12 ? ', …' : ''})`,
          'team',
        ),
      );
      continue;
    }
    if (p.type === 'withdrawn') {
      withdrawn.set(p.team, Math.min(withdrawn.get(p.team) ?? Infinity, p.round));
      continue;
    }
    const absent =
      p.type === 'noShow' ? 'fault' : p.type === 'forceMajeure' ? 'forceMajeure' : p.type === 'late' && (p.minutes ?? 0) > NO_SHOW_MINUTES ? 'fault' : null;
    if (absent === null) continue;
    const found = findMatch(p);
    if (!found || found.w.input.away === null) {
      diagnostics.push(diag(p.source, 'no-match', `team "${p.team}" has no match in round ${p.round} to be absent from`, 'round'));
      continue;
    }
    if (found.w.input.score.kind !== 'none') {
      diagnostics.push(
        diag(
          p.source,
          'absent-with-result',
          `team "${p.team}" is recorded as absent in round ${p.round}, but the match has a result (${found.w.input.source.file}:${found.w.input.source.line ?? '?'})`,
          'type',
        ),
      );
      continue;
    }
    if (found.side === 'home') found.w.absentHome = absent;
    else found.w.absentAway = absent;
  }
  for (const w of works) {
    if (w.input.score.kind !== 'none' || w.input.away === null) continue;
    const fromHome = withdrawn.get(w.input.home);
    const fromAway = withdrawn.get(w.input.away);
    if (fromHome !== undefined && w.input.round >= fromHome) w.absentHome ??= 'fault';
    if (fromAway !== undefined && w.input.round >= fromAway) w.absentAway ??= 'fault';
  }
  return withdrawn;
}
