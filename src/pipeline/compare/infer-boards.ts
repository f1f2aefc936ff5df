/**
 * The board count of a team event's matches when the file does not say it: the counts whose WBF VP scale turns
 * every published match's IMPs into the VPs the file published (Ruter's team summaries). With an organiser's
 * scale (`--vp-scale`) each count is tried on its rows where it has them, else on the WBF scale.
 */
import { MAX_BOARDS } from '../../base/numbers.js';
import type { TeamsEventOptions } from '../../model/teams.js';
import type { PublishedMatch, TeamSummary } from '../../parse/pbn/team-summary.js';
import { matchTotals, matchVp } from '../../scoring/teams/match-score.js';

export interface InferredBoards {
  /** every board count from 1 to MAX_BOARDS whose VP scale gives all the published VPs */
  readonly candidates: readonly number[];
  /** the matches the inference could use (IMPs and VPs published) */
  readonly matches: number;
}

/**
 * The board counts whose WBF scale turns every match's IMPs into the VPs the file published. The scale
 * depends on the count (B = 15√N), so a few matches usually leave one count.
 */
export function inferBoardsPerMatch(summary: TeamSummary, options: TeamsEventOptions): InferredBoards {
  const usable = summary.matches
    .map((m, i) => ({ m, p: summary.published[i] }))
    .filter((x) => x.m.score.kind === 'imps' && x.p !== undefined && x.p.vpHome !== null && x.p.vpAway !== null);
  const totals = usable.map((x) => ({ totals: matchTotals(x.m.score, options), p: x.p as PublishedMatch }));
  const candidates: number[] = [];
  if (totals.length === 0) return { candidates, matches: 0 };
  for (let n = 1; n <= MAX_BOARDS; n++) {
    const fits = totals.every(({ totals: t, p }) => {
      if (t === null) return false;
      const vp = matchVp(t, n, options);
      return vp !== null && vp.home === p.vpHome && vp.away === p.vpAway;
    });
    if (fits) candidates.push(n);
  }
  return { candidates, matches: totals.length };
}
