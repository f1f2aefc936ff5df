/**
 * The screen in the club room (`/screen`): the ranking in large type, one field at a time when there are
 * several (they take turns; all of them without scripts), how far play has got, and a QR code of the address
 * players open on their phones.
 *
 * @example
 * screenPage(event, localeFor('nb'), { url: 'http://192.168.1.20:8080/', cycleSeconds: 15, status })
 */
import type { Locale } from '../../../i18n/index.js';
import { liveLabels } from '../../../i18n/live.js';
import type { ProvisionalStatus } from '../../../model/provisional.js';
import type { ScoredPairsEvent } from '../../../model/scored.js';
import { fmtImp, fmtPct, rankText } from '../../../text/display-number.js';
import { bdi, esc, isolateTitle } from '../../../text/html-escape.js';
import { fieldTitle } from '../../table/pairs.js';
import { rankingRows, type RankingRow } from '../../view/pairs.js';
import { htmlDocument, th } from '../page.js';
import { provisionalHtml } from '../provisional.js';
import { groupByField } from '../ranking.js';
import { qrSvg } from './qr.js';

export interface ScreenOptions {
  /** the address of the players' pages, in the QR code */
  readonly url: string;
  /** how long each field stays on the screen */
  readonly cycleSeconds: number;
  readonly status?: ProvisionalStatus | undefined;
}

function fieldTable(list: readonly RankingRow[], index: number, count: number, imp: boolean, loc: Locale): string {
  const c = loc.t.common;
  const l = liveLabels(loc.lang);
  const first = list[0] as RankingRow;
  const heading = count > 1 ? `${fieldTitle(first, loc)} (${l.fieldOf({ field: index + 1, fields: count })})` : loc.t.pairs.ranking;
  const body = list.map((r) => {
    const score = imp ? loc.num(fmtImp(r.total)) : loc.pct(fmtPct(r.percentage));
    return `<tr><td class="n">${esc(r.ranked ? rankText(r.rank ?? undefined, r.tie) : '-')}</td><td class="n">${esc(r.pair)}</td><td>${bdi(r.names)}</td><td class="n">${esc(score)}</td><td class="n">${r.boards}</td></tr>`;
  });
  return [
    `<section class="field">`,
    `<h2>${esc(heading)}</h2>`,
    `<table><thead><tr>${th(esc(c.rank), 'n')}${th(esc(c.pair), 'n')}${th(esc(c.names))}${th(esc(imp ? c.imps : c.percent), 'n')}${th(esc(l.boardsPlayed), 'n')}</tr></thead>`,
    `<tbody>${body.join('')}</tbody></table>`,
    '</section>',
  ].join('\n');
}

export function screenPage(event: ScoredPairsEvent, loc: Locale, opts: ScreenOptions): string {
  const l = liveLabels(loc.lang);
  const imp = event.method !== 'mp';
  const title = event.title ? isolateTitle(event.title) : loc.t.common.results;
  const list = groupByField(rankingRows(event));
  const body = [
    `<header class="event"><h1>${esc(title)}</h1>${provisionalHtml(opts.status, loc)}</header>`,
    `<nav class="top no-print"><a href="/">${esc(loc.t.pairs.ranking)}</a></nav>`,
    `<main data-cycle="${opts.cycleSeconds}">`,
    '<div class="screen-grid"><div class="ranking">',
    ...list.map((f, i) => fieldTable(f, i, list.length, imp, loc)),
    '</div>',
    `<aside>${qrSvg(opts.url, l.scan)}<p>${esc(l.scan)}</p><p>${esc(l.orOpen({ url: opts.url }))}</p></aside>`,
    '</div>',
    '</main>',
  ].join('\n');
  return htmlDocument({ lang: loc.lang, title: `${l.screen} — ${title}`, body }).replace('<body>', '<body class="screen">');
}
