/**
 * The banner of a results page published during play (`--watch`): the results are provisional, and how far
 * the session has got — the rounds every table has finished, of the rounds the movement has. Every word comes
 * from a labels object, English by default.
 *
 * @example
 * provisionalHtml({ rounds: 9, complete: [1, 2, 3, 4, 5], results: 165 })
 * //=> '<p class="live-status" role="status">Provisional results: rounds 1–5 of 9 complete</p>'
 */
import { esc } from './escape.js';

export interface ProvisionalStatus {
  /** the rounds of the movement, when it is known */
  readonly rounds?: number;
  /** the rounds in which every table has entered every board, ascending */
  readonly complete: readonly number[];
  /** results entered so far */
  readonly results: number;
}

export interface ProvisionalLabels {
  readonly text: (status: ProvisionalStatus, roundList: string) => string;
}

/** "1–5", "1–3, 5": consecutive rounds as a range. */
export function roundRanges(rounds: readonly number[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < rounds.length) {
    const first = rounds[i] as number;
    let last = first;
    while (rounds[i + 1] === last + 1) {
      last++;
      i++;
    }
    parts.push(last === first ? String(first) : `${first}–${last}`);
    i++;
  }
  return parts.join(', ');
}

export const PROVISIONAL_LABELS_EN: ProvisionalLabels = {
  text: (s, list) => {
    if (s.rounds === undefined) return `Provisional results: ${s.results} result${s.results === 1 ? '' : 's'} so far`;
    if (s.complete.length === 0) return `Provisional results: no round complete yet (${s.rounds} rounds)`;
    if (s.complete.length === s.rounds) return `Provisional results: all ${s.rounds} rounds complete`;
    return `Provisional results: round${s.complete.length === 1 ? '' : 's'} ${list} of ${s.rounds} complete`;
  },
};

export function provisionalText(status: ProvisionalStatus, labels: ProvisionalLabels = PROVISIONAL_LABELS_EN): string {
  return labels.text(status, roundRanges(status.complete));
}

export function provisionalHtml(status: ProvisionalStatus | undefined, labels: ProvisionalLabels = PROVISIONAL_LABELS_EN): string {
  return status ? `<p class="live-status" role="status">${esc(provisionalText(status, labels))}</p>` : '';
}
