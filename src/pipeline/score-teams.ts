/**
 * A team event from its matches to its standings (NBF 2.5–2.11, 1.9.2), stage by stage, one file each.
 *
 * Order of work: the matches' structure is checked (check-matches.ts); each match's totals and size are
 * worked out (event-work.ts); absences are applied (absences.ts: no-show 2.6.4, force majeure 2.6.6,
 * withdrawal 2.11.5); each played match is scored (score-played.ts, match-score.ts); byes and absences get
 * their awards (awards.ts), which depend on the played matches (2.9.2: best of 12 VP, the team's own
 * average, the average scored against the absent team; provisionally 12; 2.6.6: best of 8 VP and the two
 * averages, at most 12, provisionally 10); penalties are deducted from the offender only and shown against
 * the match (apply-penalties.ts, 2.8.5); knock-out matches are decided instead (knockout.ts, 2.10.1: IMPs,
 * then total points, then four more boards); the totals are ranked with the tiebreaks of 2.10.3
 * (rank-teams.ts). A team absent from more than half of the boards is not ranked (2.9.3); a withdrawn team
 * is ranked last. The writers (render.ts, output/) turn the result into tables, CSV, JSON, HTML and PBN.
 *
 * @example
 * scoreTeamsEvent({ teams: [], penalties: [], matches: [
 *   { round: 1, home: 'Trondheim', away: 'Oslo', boards: 32, score: { kind: 'imps', home: rat(55), away: rat(59) }, source },
 * ] }, DEFAULT_TEAMS_OPTIONS).result.standings.map((s) => [s.team, s.vp]) //=> [['Oslo', 1086], ['Trondheim', 914]]
 */
import type { Diagnostic } from '../base/diagnostics.js';
import { applyAbsences } from '../scoring/teams/absences.js';
import { applyPenalties } from '../scoring/teams/apply-penalties.js';
import { applyAwards } from '../scoring/teams/awards.js';
import { checkMatches } from '../scoring/teams/check-matches.js';
import { matchFinder, matchWorks, type Work } from '../scoring/teams/event-work.js';
import { decideKnockouts } from '../scoring/teams/knockout.js';
import { publishedImps } from '../scoring/teams/match-score.js';
import { rankTeams } from '../ranking/teams.js';
import { scorePlayed } from '../scoring/teams/score-played.js';
import type { AppliedPenalty, KnockoutDecision, MatchResult, SideResult, TeamsEventInput, TeamsEventOptions, TeamsEventResult } from '../model/teams.js';

export interface ScoreTeamsEventResult {
  readonly result: TeamsEventResult;
  readonly diagnostics: readonly Diagnostic[];
}

export function scoreTeamsEvent(input: TeamsEventInput, options: TeamsEventOptions): ScoreTeamsEventResult {
  const diagnostics: Diagnostic[] = [];
  const checked = checkMatches(input, options, diagnostics);
  const works = matchWorks(checked.valid, options);
  const findMatch = matchFinder(works);
  const withdrawn = applyAbsences(works, input.penalties, checked, findMatch, diagnostics);
  scorePlayed(works, options, diagnostics);
  applyAwards(works, options, diagnostics);
  applyPenalties(input.penalties, checked.names, findMatch, options, diagnostics);
  const decisions = decideKnockouts(works, options, diagnostics);
  const matches = works.map((w) => matchResult(w, decisions.get(w), options));
  matches.sort((a, b) => a.round - b.round);
  const { names, teamIds } = checked;
  const standings = options.knockout ? [] : rankTeams(teamIds, names, matches, works, withdrawn);
  const players = new Map(input.teams.map((t) => [t.id, t.players]));
  const teams = teamIds.map((id) => {
    const p = players.get(id);
    return { id, name: names.get(id) ?? id, ...(p === undefined ? {} : { players: p }) };
  });
  return { result: { options, teams, matches, standings }, diagnostics };
}

/** A match as the writers show it: each side's published IMPs, VP, absence and penalties. */
function matchResult(w: Work, decision: KnockoutDecision | undefined, options: TeamsEventOptions): MatchResult {
  const side = (team: string, vp: number | null, absent: Work['absentHome'], pen: AppliedPenalty[], which: 'home' | 'away'): SideResult => {
    const t = w.kind === 'played' ? w.totals?.imps?.[which] : undefined;
    const pub = t ? publishedImps(t, options) : undefined;
    return { team, imps: pub?.won ?? null, impsLost: pub?.lost ?? null, vp, absent, penalties: pen };
  };
  return {
    round: w.input.round,
    kind: w.kind,
    boards: w.boards,
    home: side(w.input.home, w.vpHome, w.absentHome, w.penHome, 'home'),
    away: w.input.away === null ? null : side(w.input.away, w.vpAway, w.absentAway, w.penAway, 'away'),
    provisional: w.provisional,
    ...(decision ? { knockout: decision } : {}),
    source: w.input.source,
  };
}
