/**
 * The season table as one page, with the look of the session pages (the same shell and stylesheet, page.ts and
 * styles.ts): the title, the sessions in the header each linking to its own results page, the table (place
 * with "3=" for a shared place, name, played, counted, score), and every rule applied said in words under it,
 * in the page's language. Every text from the input (names, titles, session ids, file names) is escaped and
 * isolated in a `<bdi>`; no scripts, no requests. The same table gives the same bytes.
 *
 * @example
 * renderSeriesHtml(doc, { lang: 'nb' }) //=> '<!DOCTYPE html>\n<html lang="nb">…<h1>Sesongtabell</h1>…'
 */
import { localeFor, type Locale } from '../../i18n/index.js';
import type { SeriesDocument, SeriesSessionInfo } from '../../model/series.js';
import { bdi, esc, isolateTitle, messageHtml } from '../../text/html-escape.js';
import { namesText, optionalCells, optionalHeadings, ruleTexts, scoreHeading, scoreText, sessionsLine, type SeriesWriteOptions } from '../view/series.js';
import { cardId, playerCards, rowId, sessionLabel } from './series-cards.js';
import { htmlDocument, th } from './page.js';

function title(doc: SeriesDocument, loc: Locale): string {
  return doc.title ?? loc.t.series.title;
}

/** A session in the header: its date (or its id when undated), linked to its page; its title for screen readers. */
function sessionItem(s: SeriesSessionInfo, loc: Locale): string {
  const named = s.title !== null ? `<span class="sr"> ${bdi(s.title)}</span>` : '';
  return `<li><a href="${esc(s.link)}">${sessionLabel(s, loc)}${named}</a></li>`;
}

function header(doc: SeriesDocument, loc: Locale): string {
  const name = doc.title !== null ? bdi(doc.title) : esc(loc.t.series.title);
  const s = loc.t.series;
  return [
    `<header class="event"><h1>${name}</h1><p class="meta"><span>${esc(sessionsLine(doc, loc.lang))}</span></p>`,
    `<nav aria-labelledby="sessions-h"><h2 id="sessions-h" class="sr">${esc(s.sessionsHeading)}</h2>`,
    `<ul class="boards">${doc.sessions.map((x) => sessionItem(x, loc)).join('')}</ul></nav></header>`,
  ].join('');
}

function ladderTable(doc: SeriesDocument, loc: Locale): string {
  const { common: c, series: s } = loc.t;
  const head = [
    th(esc(c.rank), 'n'),
    th(esc(doc.rules.by === 'pair' ? c.names : c.player)),
    th(esc(s.played), 'n'),
    th(esc(s.counted), 'n'),
    th(esc(scoreHeading(doc, loc)), 'n'),
    ...optionalHeadings(doc, loc).map((h) => th(esc(h), 'n')),
  ];
  const body = doc.table.rows.map((r) => {
    const cells = [
      `<td class="n nw">${esc(r.place)}</td>`,
      `<th scope="row"><a href="#${esc(cardId(r))}">${bdi(namesText(r))}</a></th>`,
      `<td class="n">${r.played}</td>`,
      `<td class="n">${r.counted}</td>`,
      `<td class="n">${esc(loc.num(scoreText(doc, r.score)))}</td>`,
      ...optionalCells(doc, r, loc).map((x) => `<td class="n">${esc(x)}</td>`),
    ];
    return `<tr id="${esc(rowId(r))}"${r.rank === null ? ' class="nr"' : ''}>${cells.join('')}</tr>`;
  });
  return [
    '<section id="ladder" aria-labelledby="ladder-h">',
    `<h2 id="ladder-h" class="sr">${esc(title(doc, loc))}</h2>`,
    `<div class="scroll"><table class="ladder"><caption class="sr">${esc(title(doc, loc))}</caption>`,
    `<thead><tr>${head.join('')}</tr></thead>`,
    `<tbody>${body.join('')}</tbody></table></div>`,
    '</section>',
  ].join('\n');
}

function rulesSection(doc: SeriesDocument, loc: Locale): string {
  const items = ruleTexts(doc, loc).map((rule) => `<li>${messageHtml((s) => rule((t) => s.user(t)))}</li>`);
  return [
    '<section id="rules" aria-labelledby="rules-h">',
    `<h2 id="rules-h">${esc(loc.t.series.rulesHeading)}</h2>`,
    `<ul class="legend">${items.join('')}</ul>`,
    '</section>',
  ].join('\n');
}

/** The season table as one self-contained page. */
export function renderSeriesHtml(doc: SeriesDocument, opts: SeriesWriteOptions): string {
  const loc = localeFor(opts.lang);
  const body = [
    header(doc, loc),
    '<main>',
    ladderTable(doc, loc),
    rulesSection(doc, loc),
    playerCards(doc, loc),
    '</main>',
    `<footer><p>${esc(loc.t.series.footer)}</p></footer>`,
  ].join('\n');
  return htmlDocument({ lang: loc.lang, title: isolateTitle(title(doc, loc)), body });
}
