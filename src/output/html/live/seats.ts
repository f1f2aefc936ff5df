/**
 * On a pair's own live page, where it plays now and next: round, table, direction, opponents and boards, from
 * the movement (Bridgemate's app shows the same at the table).
 *
 * @example
 * seatsHtml(facts.seats(standing), event, localeFor('sv'))
 */
import type { Locale } from '../../../i18n/index.js';
import { liveLabels } from '../../../i18n/live.js';
import type { LiveSeat } from '../../../model/live.js';
import type { ScoredPairsEvent } from '../../../model/scored.js';
import { bdi, esc } from '../../../text/html-escape.js';

/** "1–4", or "1, 3, 5" when the boards do not run on. */
export function boardRange(boards: readonly number[]): string {
  if (boards.length === 0) return '';
  const first = boards[0] as number;
  const last = boards[boards.length - 1] as number;
  return last - first === boards.length - 1 ? (boards.length === 1 ? String(first) : `${first}–${last}`) : boards.join(', ');
}

/** Where the opponents go in the sentence: their number and their names (isolated), in place of this. */
const OPPONENTS = '\u0001';

export function seatsHtml(seats: readonly LiveSeat[], event: ScoredPairsEvent, loc: Locale, played: boolean): string {
  const l = liveLabels(loc.lang);
  if (seats.length === 0) return played ? `<section class="seats"><p>${esc(l.allPlayed)}</p></section>` : '';
  const names = (pair: string, section: string | undefined, direction: 'NS' | 'EW'): string => {
    const s = event.standings.find((x) => x.pair === pair && (x.section ?? '') === (section ?? '') && x.direction !== direction);
    return s?.names ? `${esc(pair)} (${bdi(s.names)})` : esc(pair);
  };
  const items = seats.slice(0, 2).map((s, i) => {
    if (s.opponents === undefined) return `<li>${esc(l.sitOut({ round: s.round }))}</li>`;
    const when = s.now ? l.nowPlaying({ round: s.round }) : i === 0 ? l.nextRound({ round: s.round }) : l.thenRound({ round: s.round });
    const where = l.seat({ table: s.table, section: s.section, direction: s.direction, boards: boardRange(s.boards) });
    const against = esc(l.against({ opponents: OPPONENTS })).replace(OPPONENTS, names(s.opponents, s.section, s.direction));
    return `<li><strong>${esc(when)}</strong>: ${esc(where)}, ${against}</li>`;
  });
  return `<section class="seats" aria-labelledby="seats-h"><h2 id="seats-h">${esc(l.nextHeading)}</h2><ul>${items.join('')}</ul></section>`;
}
