/**
 * `teams --results SUMMARY.pbn`: a Ruter teams file with only the match summary (read-pbn-summary.ts). The
 * boards per match come from `--boards-per-match` (or `--boards`), or are found from the published VPs and
 * named in a message; `--compare` checks every match's VPs and the totals against the file.
 *
 * @example
 * bridgescore teams --results cup.pbn --compare   # warning: … 16 boards per match, the only count whose VP scale …
 */
import { renderComparison } from '../../output/table/compare-report.js';
import type { Diagnostic } from '../../base/diagnostics.js';
import { compareSummary } from '../../pipeline/compare/teams-summary.js';
import { type TeamSummary } from '../../parse/pbn/team-summary.js';
import { inferBoardsPerMatch } from '../../pipeline/compare/infer-boards.js';
import type { TeamsEventOptions, TeamsEventResult } from '../../model/teams.js';

/** The options with the boards per match of a summary file: as given, or found from the published VPs. */
export function summaryOptions(summary: TeamSummary, options: TeamsEventOptions, file: string): { options: TeamsEventOptions; diagnostics: Diagnostic[] } {
  if (options.defaultBoards !== undefined) return { options, diagnostics: [] };
  const found = inferBoardsPerMatch(summary, options);
  const [first, ...others] = found.candidates;
  if (first === undefined) {
    const why =
      found.matches === 0 ? 'no match has both its IMPs and its VPs' : `no board count from 1 to 1000 gives the published VPs of its ${found.matches} matches`;
    return {
      options,
      diagnostics: [
        {
          severity: 'error',
          code: 'boards-unknown',
          file,
          message: `the number of boards per match is not in the file, and ${why} (expected --boards-per-match N)`,
        },
      ],
    };
  }
  const which = others.length === 0 ? 'the only count' : `the smallest of the counts (${found.candidates.join(', ')})`;
  const message = `the number of boards per match is not in the file: ${first} boards, ${which} whose VP scale gives the published VPs of all ${found.matches} matches (--boards-per-match sets it)`;
  return { options: { ...options, defaultBoards: first }, diagnostics: [{ severity: 'warning', code: 'boards-inferred', file, message }] };
}

/** The comparison report, and whether every published number agrees. */
export function summaryComparison(file: string, summary: TeamSummary, result: TeamsEventResult): { text: string; agrees: boolean } {
  const c = compareSummary(summary, result);
  return { text: renderComparison(file, c), agrees: [...c.lines, ...c.totals].every((d) => d.ok) };
}
