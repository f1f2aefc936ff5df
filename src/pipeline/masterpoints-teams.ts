/**
 * `teams --masterpoints SCALE`: the awards of a team event's standings by one of the scales of
 * src/scoring/masterpoints/scales/ (EBU local points for teams; the ABF scale refuses teams, saying what its
 * Manual leaves open). The field is the standings: one field of every team entered, ranked teams at their
 * places (a tie shares its place, "3="), a team not ranked (NBF 2.9.3) or withdrawn awarded nothing; the boards
 * are the most any team played over its matches. A knock-out has no standings and is refused.
 *
 * @example
 * teamsMasterpointAwards(result, { scale: 'ebu-local' }).byKey.get('10') //=> { place: 1, tied: 1, award: 40 }
 */
import { UsageError } from '../base/diagnostics.js';
import type { Comparison, Difference } from '../model/compare.js';
import { awardText, type MasterpointAwards } from '../model/masterpoints.js';
import { mostBoardsPlayed, type TeamsEventResult } from '../model/teams.js';
import type { MasterpointField } from '../scoring/masterpoints/index.js';
import { awardByScale, type MasterpointRequest } from './masterpoints.js';

/** The standings as the masterpoint module's field: one section of every team, the ranked teams placed. */
export function teamsMasterpointField(result: TeamsEventResult, request: MasterpointRequest): MasterpointField {
  const ranking = result.standings.filter((s) => s.status === 'ranked' && s.rank !== null).map((s) => ({ id: s.team, place: s.rank as number }));
  const boards = mostBoardsPlayed(result);
  return {
    kind: 'teams',
    winners: 'one',
    boards,
    sections: [{ id: '', entrants: result.standings.length }],
    fields: [{ id: '', sections: [''], ranking }],
    matches: true,
    ...(request.gradeWeight !== undefined ? { gradeWeight: request.gradeWeight } : {}),
    ...(request.gradeF === true ? { gradeF: true } : {}),
  };
}

/** Every ranked team's award per player, keyed by the team's id; a usage error naming what is missing otherwise. */
export function teamsMasterpointAwards(result: TeamsEventResult, request: MasterpointRequest): MasterpointAwards {
  if (result.options.knockout) throw new UsageError('--masterpoints: a knock-out has no standings to award (the scales award places)');
  return awardByScale(request, (withWeight) => teamsMasterpointField(result, withWeight));
}

/**
 * `teams --compare`: the awards the file publishes (USEBIO MASTER_POINTS_AWARDED, per player, in the scale's
 * unit) against ours, one line a team, added to the comparison; without `--masterpoints` a note says how to
 * compare them. A team the file awards and we do not (or the other way round) differs.
 */
export function withAwardsCompared(comparison: Comparison, published: ReadonlyMap<string, number>, awards: MasterpointAwards | undefined): Comparison {
  if (published.size === 0) return comparison;
  if (awards === undefined)
    return { ...comparison, notes: [...comparison.notes, 'the file publishes masterpoint awards: give --masterpoints SCALE to compare them'] };
  const lines: Difference[] = [];
  for (const [team, award] of published) {
    const ours = awards.byKey.get(team)?.award ?? 0;
    lines.push({ what: 'masterpoints', where: `team ${team}`, published: awardText(awards, award), ours: awardText(awards, ours), ok: ours === award });
  }
  return { ...comparison, totals: [...comparison.totals, ...lines] };
}
