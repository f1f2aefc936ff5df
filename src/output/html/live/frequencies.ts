/**
 * A finished board's frequencies on the live board page (`bridgescore serve`): each NS score from the highest
 * down, how many tables it occurred at, and what it earned each side (matchpoints or IMPs). Adjusted and
 * unplayed lines have no score and are left out (the traveller above shows them). Nothing for a board still
 * in play: its results are not shown until every table has played it.
 *
 * @example
 * frequencyTable(board, event, localeFor('en')) //=> '<div class="scroll"><table class="frequencies">…'
 */
import type { Rational } from '../../../base/rational.js';
import { columnFormat, type Locale } from '../../../i18n/index.js';
import { liveLabels } from '../../../i18n/live.js';
import type { ScoredBoard, ScoredPairsEvent } from '../../../model/scored.js';
import { esc } from '../../../text/html-escape.js';
import { IMP_DECIMALS, MP_DECIMALS } from '../../table/pairs.js';
import { resultRow } from '../../view/pairs.js';
import { tablesInPlay } from '../boards.js';
import { th } from '../page.js';

/** One score of the board: the NS score, how often, and its value to each side. */
interface Frequency {
  readonly score: number;
  times: number;
  readonly ns: Rational | undefined;
  readonly ew: Rational | undefined;
}

/** The board's scores, the highest NS score first; one score with two values (a weighted line) is two rows. */
export function frequencies(b: ScoredBoard): Frequency[] {
  const byKey = new Map<string, Frequency>();
  for (const sl of b.lines) {
    const r = resultRow(b.board, b.section, sl);
    if (r.scoreNS === null || r.adjusted) continue;
    const key = `${r.scoreNS}|${r.valueNS?.toString() ?? ''}|${r.valueEW?.toString() ?? ''}`;
    const f = byKey.get(key);
    if (f) f.times++;
    else byKey.set(key, { score: r.scoreNS, times: 1, ns: r.valueNS, ew: r.valueEW });
  }
  return [...byKey.values()].sort((x, y) => y.score - x.score || (y.ns && x.ns ? y.ns.cmp(x.ns) : 0));
}

export function frequencyTable(b: ScoredBoard, event: ScoredPairsEvent, loc: Locale): string {
  if (tablesInPlay(event, b.section, b.board) !== undefined) return '';
  const rows = frequencies(b);
  if (rows.length === 0) return '';
  const l = liveLabels(loc.lang);
  const bt = loc.t.board;
  const imp = event.method !== 'mp';
  const places = imp ? IMP_DECIMALS : MP_DECIMALS;
  const ns = columnFormat(
    rows.map((f) => f.ns),
    places,
  );
  const ew = columnFormat(
    rows.map((f) => f.ew),
    places,
  );
  const head = [th(esc(bt.scoreNs), 'n'), th(esc(l.times), 'n'), th(esc(bt.valueNs({ imps: imp })), 'n'), th(esc(bt.valueEw({ imps: imp })), 'n')].join('');
  const body = rows
    .map((f) => `<tr><td class="n">${f.score}</td><td class="n">${f.times}</td><td class="n">${ns(f.ns)}</td><td class="n">${ew(f.ew)}</td></tr>`)
    .join('');
  return [
    `<section class="frequencies" aria-label="${esc(l.frequencies)}"><h3>${esc(l.frequencies)}</h3>`,
    `<div class="scroll"><table class="frequencies"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div></section>`,
  ].join('\n');
}
