/**
 * The banner of a results page published during play (`--watch`): the results are provisional, and how far
 * the session has got — the rounds every table has finished, of the rounds the movement has. The words are the
 * locale's `provisional` group (src/i18n/catalogues/), the round numbers written in its way; English by default.
 *
 * @example
 * provisionalHtml({ rounds: 9, complete: [1, 2, 3, 4, 5], results: 165 })
 * //=> '<p class="live-status" role="status">Provisional results: rounds 1–5 of 9 complete</p>'
 */
import { en } from '../../i18n/catalogues/en.js';
import { localeFor, type Locale } from '../../i18n/index.js';
import { esc } from '../../text/html-escape.js';
import { type ProvisionalLabels } from '../../i18n/labels.js';
export type { ProvisionalLabels } from '../../i18n/labels.js';

import type { CorrectionNotice, ProvisionalStatus } from '../../model/provisional.js';
export type { CorrectionNotice, ProvisionalStatus } from '../../model/provisional.js';

/** The English banner, the default: the `provisional` group of the English catalogue. */
export const PROVISIONAL_LABELS_EN: ProvisionalLabels = en.provisional;

/** "1–5", "1–3, 5": consecutive rounds as a range, each number written by `num` (default: as it is). */
export function roundRanges(rounds: readonly number[], num: (n: string) => string = (n) => n): string {
  const parts: string[] = [];
  let i = 0;
  while (i < rounds.length) {
    const first = rounds[i] as number;
    let last = first;
    while (rounds[i + 1] === last + 1) {
      last++;
      i++;
    }
    parts.push(last === first ? num(String(first)) : `${num(String(first))}–${num(String(last))}`);
    i++;
  }
  return parts.join(', ');
}

export function provisionalText(status: ProvisionalStatus, loc: Locale = localeFor()): string {
  const p = loc.t.provisional;
  if (status.final) return p.final;
  if (status.rounds === undefined) return p.resultsSoFar({ results: status.results });
  if (status.complete.length === 0) return p.noneComplete({ roundsTotal: status.rounds });
  if (status.complete.length === status.rounds) return p.allComplete({ roundsTotal: status.rounds });
  return p.someComplete({ roundList: roundRanges(status.complete, (n) => loc.num(n)), completeCount: status.complete.length, roundsTotal: status.rounds });
}

/** How the pairs are ranked while rounds are still to play ('' once the result is scored as final). */
export function provisionalNote(status: ProvisionalStatus, loc: Locale = localeFor()): string {
  return status.onPlayed && !status.final ? loc.t.provisional.rankedOnPlayed : '';
}

/** "Corrected 20 January: board 12, table 3: 4S-1 N (was 4S= N)"; '' when nothing was corrected. */
export function correctionText(notice: CorrectionNotice | undefined, loc: Locale = localeFor()): string {
  if (!notice || notice.results.length === 0) return '';
  const p = loc.t.provisional;
  const list = notice.results.map((r) => p.correctedResult(r)).join('; ');
  return p.corrected({ date: notice.date !== undefined ? loc.date(notice.date) : '', list }).replace(/ :/, ':');
}

export function provisionalHtml(status: ProvisionalStatus | undefined, loc: Locale = localeFor()): string {
  if (!status) return '';
  const corrected = correctionText(status.corrections, loc);
  const notice = corrected ? `<p class="live-status corrections" role="note">${esc(corrected)}</p>` : '';
  // A page with only a notice of corrections (neither provisional nor published as final) has no banner.
  const banner = !status.plain ? `<p class="live-status" role="status">${esc(provisionalText(status, loc))}</p>` : '';
  const note = provisionalNote(status, loc);
  return banner + (note ? `<p class="live-status ranked-on-played">${esc(note)}</p>` : '') + notice;
}
