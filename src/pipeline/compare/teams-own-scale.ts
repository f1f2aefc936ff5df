/**
 * `teams --compare` of an IMP event scored on the WBF 2013 scale: when most published VPs differ from it, and no
 * board count's WBF scale gives them all, the file's VPs are tried as a scale of their own (file-vp-scale.ts). When they form one, the event is scored again
 * with it — the VPs are still compared, each against that scale, and the totals and places come from it — and
 * the comparison says so; when they do not, the WBF comparison stands and says why the file's VPs are no scale.
 *
 * @example
 * compareOwnScale(summary, event, options, scored, 'e.xml').note //=> "VPs: the file's own scale, read from its 40 matches (3 boards: margins 0–34), …"
 */
import type { Diagnostic } from '../../base/diagnostics.js';
import { scaleSpan } from '../../laws/organiser-vp-scale.js';
import type { Comparison } from '../../model/compare.js';
import type { TeamsEventInput, TeamsEventOptions, TeamsEventResult } from '../../model/teams.js';
import type { TeamSummary } from '../../parse/pbn/team-summary.js';
import { scoreTeamsEvent } from '../score-teams.js';
import { fileVpScale, publishedMargins, someWbfCountFits } from './file-vp-scale.js';
import { compareSummary } from './teams-summary.js';

export interface OwnScaleComparison {
  readonly result: TeamsEventResult;
  readonly comparison: Comparison;
  /** the diagnostics of scoring again with the file's scale, and the warning that says which scale was used */
  readonly diagnostics: readonly Diagnostic[];
  /** the line the comparison report shows: which scale the VPs were compared against */
  readonly note?: string;
}

export function compareOwnScale(
  summary: TeamSummary,
  event: TeamsEventInput,
  options: TeamsEventOptions,
  scored: TeamsEventResult,
  file: string,
): OwnScaleComparison {
  const comparison = compareSummary(summary, scored);
  const plain: OwnScaleComparison = { result: scored, comparison, diagnostics: [] };
  if (options.vpScale !== undefined || options.form !== 'imps' || options.knockout) return plain;
  const vps = comparison.lines.filter((d) => d.what === 'VP');
  const agree = vps.filter((d) => d.ok).length;
  // Most of the VPs on the WBF scale, or all of them on another board count's: the differences are the file's (or
  // the board count's), listed as such, not a scale of its own.
  if (2 * agree >= vps.length) return plain;
  const published = publishedMargins(summary, scored);
  if (someWbfCountFits(published, options)) return plain;
  const found = fileVpScale(published, options, file);
  if ('why' in found) {
    const note = `VPs: compared with the WBF 2013 scale (${agree} of ${vps.length} agree); the file's VPs are not a scale of their own: ${found.why}`;
    return { ...plain, diagnostics: [{ severity: 'warning', code: 'vp-scale-not-wbf', file, message: note }], note };
  }
  const n = found.matches;
  const note =
    `VPs: the file's own scale, read from its ${n} match${n === 1 ? '' : 'es'} (${scaleSpan(found.scale)}), not the WBF scale ` +
    `(the WBF 2013 scale gives ${agree} of its ${vps.length} published VPs); totals and places scored with it`;
  const again = scoreTeamsEvent(event, { ...options, vpScale: found.scale });
  const diagnostics: Diagnostic[] = [{ severity: 'warning', code: 'vp-scale-from-file', file, message: note }];
  for (const d of again.diagnostics) if (d.code === 'vp-off-scale') diagnostics.push(d);
  return { result: again.result, comparison: compareSummary(summary, again.result), diagnostics, note };
}
