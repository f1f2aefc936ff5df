/**
 * The first stage of scoring a team event: the matches' structure. Every team must be in the team list
 * (when one is given), no team meets itself, no match and no team appears twice in a round, a VP total lies
 * on the scale. The matches that pass go on to be scored; the teams are those of the list, then those the
 * matches name, in order of appearance.
 *
 * @example
 * checkMatches({ teams: [], matches, penalties: [] }, options).teamIds //=> ['Oslo', 'Bergen', …]
 */
import type { SourceLocation } from '../../model/types.js';
import type { Diagnostic } from '../../base/diagnostics.js';
import { diag } from './event-work.js';
import type { MatchInput, TeamsEventInput, TeamsEventOptions } from '../../model/teams.js';
import { centiShort } from '../../laws/vp-scale.js';

export interface CheckedMatches {
  readonly valid: MatchInput[];
  /** team id → name (the id when the event has no team list) */
  readonly names: Map<string, string>;
  readonly teamIds: string[];
}

export function checkMatches(input: TeamsEventInput, options: TeamsEventOptions, diagnostics: Diagnostic[]): CheckedMatches {
  const names = new Map<string, string>();
  for (const t of input.teams) names.set(t.id, t.name);
  const knownTeams = input.teams.length > 0;
  const teamIds: string[] = input.teams.map((t) => t.id);
  const addTeam = (id: string): void => {
    if (!names.has(id)) {
      names.set(id, id);
      teamIds.push(id);
    }
  };
  const seen = new Map<string, SourceLocation>();
  const valid: MatchInput[] = [];
  for (const m of input.matches) {
    let ok = true;
    for (const [team, field] of [
      [m.home, 'home'],
      [m.away, 'away'],
    ] as const) {
      if (team === null) continue;
      if (knownTeams && !names.has(team)) {
        diagnostics.push(diag(m.source, 'unknown-team', `team "${team}" is not in the team list`, field));
        ok = false;
      }
    }
    if (m.away !== null && m.away === m.home) {
      diagnostics.push(diag(m.source, 'self-match', `team "${m.home}" meets itself in round ${m.round}`, 'away'));
      ok = false;
    }
    if (m.boards !== undefined && (!Number.isInteger(m.boards) || m.boards < 1)) {
      diagnostics.push(diag(m.source, 'bad-boards', `${m.boards} is not a number of boards (expected a whole number ≥ 1)`, 'boards'));
      ok = false;
    }
    if (!ok) continue;
    const pairKey = `${m.round}\u0000${[m.home, m.away ?? ''].sort().join('\u0000')}`;
    const firstPair = seen.get(pairKey);
    if (firstPair) {
      diagnostics.push(
        diag(
          m.source,
          'duplicate-match',
          `the match ${m.home} – ${m.away ?? 'bye'} in round ${m.round} is listed twice (first at line ${firstPair.line ?? '?'})`,
        ),
      );
      continue;
    }
    seen.set(pairKey, m.source);
    let clash = false;
    for (const team of [m.home, m.away]) {
      if (team === null) continue;
      const k = `${m.round}\u0000team\u0000${team}`;
      const first = seen.get(k);
      if (first) {
        diagnostics.push(diag(m.source, 'team-twice', `team "${team}" has two matches in round ${m.round} (the other at line ${first.line ?? '?'})`));
        clash = true;
      } else seen.set(k, m.source);
    }
    if (clash) continue;
    if (m.score.kind === 'vp') {
      for (const [v, field] of [
        [m.score.home, 'vp_home'],
        [m.score.away, 'vp_away'],
      ] as const) {
        if (options.form === 'imps' && (v < 0 || v > options.max * 100)) {
          diagnostics.push(diag(m.source, 'bad-vp', `${centiShort(v)} VP is outside the scale (expected 0–${options.max})`, field));
          ok = false;
        }
      }
      if (!ok) continue;
    }
    addTeam(m.home);
    if (m.away !== null) addTeam(m.away);
    valid.push(m);
  }
  return { valid, names, teamIds };
}
