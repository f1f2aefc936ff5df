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
import type { Msg } from '../../i18n/messages.js';
import { esc } from './escape.js';

export interface ProvisionalStatus {
  /** the rounds of the movement, when it is known */
  readonly rounds?: number;
  /** the rounds in which every table has entered every board, ascending */
  readonly complete: readonly number[];
  /** results entered so far */
  readonly results: number;
}

/** The banner's four cases: the movement unknown, no round complete, some, all. */
export interface ProvisionalLabels {
  readonly resultsSoFar: Msg<{ readonly results: number }>;
  readonly noneComplete: Msg<{ readonly roundsTotal: number }>;
  /** `roundList` is "1–5" or "1–3, 5"; `completeCount` how many rounds it names */
  readonly someComplete: Msg<{ readonly roundList: string; readonly completeCount: number; readonly roundsTotal: number }>;
  readonly allComplete: Msg<{ readonly roundsTotal: number }>;
}

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
  if (status.rounds === undefined) return p.resultsSoFar({ results: status.results });
  if (status.complete.length === 0) return p.noneComplete({ roundsTotal: status.rounds });
  if (status.complete.length === status.rounds) return p.allComplete({ roundsTotal: status.rounds });
  return p.someComplete({ roundList: roundRanges(status.complete, loc.num), completeCount: status.complete.length, roundsTotal: status.rounds });
}

export function provisionalHtml(status: ProvisionalStatus | undefined, loc: Locale = localeFor()): string {
  return status ? `<p class="live-status" role="status">${esc(provisionalText(status, loc))}</p>` : '';
}
