/**
 * The players' cards of the season page: one section per player (or pair) in the table's order, reachable by
 * its own address (`#player-…`), with the place and score, and one line per session played: its date linked to
 * the session's own results page, the partner, the value it entered with (a percentage, IMPs converted by the
 * stated formula, or masterpoints), and whether it was counted. Every text from the input is escaped and
 * isolated in a `<bdi>`.
 *
 * @example
 * playerCards(doc, localeFor('en')) //=> '<section id="players" aria-labelledby="players-h">\n<h2 id="players-h">Players’ sessions</h2>…'
 */
import type { Locale } from '../../i18n/index.js';
import type { SeasonEntry, SeasonRow, SeriesDocument, SeriesSessionInfo } from '../../model/series.js';
import { bdi, esc, slug } from '../../text/html-escape.js';
import { entryText, namesText, scoreText } from '../view/series.js';
import { th } from './page.js';

/** The address of a row's card on the page. */
export function cardId(r: SeasonRow): string {
  return `player-${slug([r.key]) || 'x'}`;
}

/** The address of a row of the table. */
export function rowId(r: SeasonRow): string {
  return `row-${slug([r.key]) || 'x'}`;
}

/** A session as the page names it: its date, or its id when it has none. */
export function sessionLabel(s: SeriesSessionInfo, loc: Locale): string {
  return s.date !== null ? `<time datetime="${esc(s.date)}">${esc(loc.date(s.date))}</time>` : bdi(s.id);
}

function sessionCell(s: SeriesSessionInfo | undefined, id: string, loc: Locale): string {
  if (s === undefined) return bdi(id);
  const named = s.title !== null ? ` ${bdi(s.title)}` : '';
  return `<a href="${esc(s.link)}">${sessionLabel(s, loc)}</a>${named}`;
}

function entryLine(e: SeasonEntry, doc: SeriesDocument, sessions: ReadonlyMap<string, SeriesSessionInfo>, loc: Locale): string {
  const s = loc.t.series;
  const via = e.via === 'imps' ? ` ${s.viaImps}` : e.via === 'handicap' ? ` ${s.viaHandicap}` : '';
  const cells = [
    `<td>${sessionCell(sessions.get(e.session), e.session, loc)}</td>`,
    ...(doc.rules.by === 'player' ? [`<td>${e.partner === null ? '' : bdi(e.partner)}</td>`] : []),
    `<td class="n">${esc(loc.num(entryText(doc, e.value)) + via)}</td>`,
    `<td>${esc(e.counted ? s.countedYes : s.countedNo)}</td>`,
  ];
  return `<tr${e.counted ? '' : ' class="nr"'}>${cells.join('')}</tr>`;
}

function card(r: SeasonRow, doc: SeriesDocument, sessions: ReadonlyMap<string, SeriesSessionInfo>, loc: Locale): string {
  const s = loc.t.series;
  const id = cardId(r);
  const head = [th(esc(s.session)), ...(doc.rules.by === 'player' ? [th(esc(s.partner))] : []), th(esc(s.value), 'n'), th(esc(s.counted))];
  // an average is a percentage, written with the language's sign ("60,57 %"); masterpoints and improvements as they are
  const score = r.score === null ? '–' : doc.rules.measure === 'average-percentage' ? loc.pct(scoreText(doc, r.score)) : loc.num(scoreText(doc, r.score));
  const facts = s.cardFacts({ place: r.place, score, counted: r.counted, played: r.played });
  return [
    `<section class="card" id="${esc(id)}" aria-labelledby="${esc(id)}-h">`,
    `<div class="card-head"><h3 id="${esc(id)}-h">${bdi(namesText(r))}</h3><a class="back" href="#${esc(rowId(r))}">${esc(s.back)}</a></div>`,
    `<p class="facts"><span>${esc(facts)}</span></p>`,
    `<div class="scroll"><table class="scorecard"><caption class="sr">${bdi(namesText(r))}</caption>`,
    `<thead><tr>${head.join('')}</tr></thead><tbody>${r.entries.map((e) => entryLine(e, doc, sessions, loc)).join('')}</tbody></table></div>`,
    '</section>',
  ].join('\n');
}

/** Every row's card, in the table's order. */
export function playerCards(doc: SeriesDocument, loc: Locale): string {
  const sessions = new Map(doc.sessions.map((s) => [s.id, s]));
  return [
    '<section id="players" aria-labelledby="players-h">',
    `<h2 id="players-h">${esc(loc.t.series.cardsHeading)}</h2>`,
    ...doc.table.rows.map((r) => card(r, doc, sessions, loc)),
    '</section>',
  ].join('\n');
}
