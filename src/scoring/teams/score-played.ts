/**
 * Each match's kind (played, bye, no-show, unplayed) and, for a played match, its VP: as given in the match
 * file, or from the IMP margin on the WBF scale for the boards played (NBF 2.5.1.8) or the organiser's own scale, or from board points
 * in board-a-match and the Oslo Cup (NBF 2.12). Knock-out matches get no VP: they are decided instead.
 *
 * @example
 * scorePlayed(works, DEFAULT_TEAMS_OPTIONS, diagnostics) // a 32-board match 55–59 IMP: vpHome 914, vpAway 1086
 */
import type { Diagnostic } from '../../base/diagnostics.js';
import { diag, type Work } from './event-work.js';
import { matchVp } from './match-score.js';
import type { TeamsEventOptions } from '../../model/teams.js';

export function scorePlayed(works: readonly Work[], options: TeamsEventOptions, diagnostics: Diagnostic[]): void {
  /** board counts the organiser's scale has no rows for, with their matches */
  const fallback = new Map<number, number>();
  for (const w of works) {
    const m = w.input;
    if (m.away === null) {
      w.kind = 'bye';
      continue;
    }
    if (w.absentHome || w.absentAway) {
      w.kind = 'noShow';
      continue;
    }
    if (m.score.kind === 'none') continue;
    w.kind = 'played';
    if (options.knockout) continue;
    if (m.score.kind === 'vp') {
      w.vpHome = m.score.home;
      w.vpAway = m.score.away;
    } else if (options.form !== 'imps' && m.score.kind === 'imps') {
      diagnostics.push(
        diag(
          m.source,
          'imps-in-point-form',
          `IMP totals cannot be scored as ${options.form === 'bam' ? 'board-a-match' : 'Oslo Cup'} (expected board results, or the points in vp_home and vp_away)`,
          'imps_home',
        ),
      );
    } else if (w.totals) {
      if (options.form === 'imps' && w.boards === null) {
        diagnostics.push(diag(m.source, 'unknown-boards', 'the number of boards is not known (expected a "boards" column or the --boards option)', 'boards'));
        continue;
      }
      const boards = w.boards ?? 1;
      if (options.form === 'imps' && options.vpScale !== undefined && !options.vpScale.byBoards.has(boards))
        fallback.set(boards, (fallback.get(boards) ?? 0) + 1);
      const vp = matchVp(w.totals, boards, options);
      if (vp === null) {
        const message = `the VP scale read from ${options.vpScale?.file ?? 'the file'} does not give this match's margin over ${boards} boards (no published match has it): its VPs are not scored`;
        diagnostics.push(diag(m.source, 'vp-off-scale', message, undefined, 'warning'));
        continue;
      }
      w.vpHome = vp.home;
      w.vpAway = vp.away;
    }
  }
  if (options.vpScale !== undefined) fallbackWarnings(options.vpScale.file, fallback, diagnostics);
}

/** One warning for each board count the organiser's scale has no rows for: those matches are scored on the WBF scale. */
function fallbackWarnings(file: string, fallback: ReadonlyMap<number, number>, diagnostics: Diagnostic[]): void {
  for (const [boards, count] of [...fallback].sort(([a], [b]) => a - b)) {
    const matches = count === 1 ? '1 match' : `${count} matches`;
    const message = `the VP scale has no rows for ${boards}-board matches: ${matches} of ${boards} boards scored on the WBF 2013 scale`;
    diagnostics.push({ severity: 'warning', code: 'vp-scale-fallback', file, message });
  }
}
