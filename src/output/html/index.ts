/**
 * `--format html`: the results of a pairs event as a page a club can upload as it is — one self-contained
 * file (`renderPairsHtml`), or a folder of pages with relative links (`renderPairsHtmlPages`: index.html with
 * the ranking, one page per board and one per pair). No scripts, fonts or requests: the CSS is inline, the
 * charts are inline SVG, and a Content-Security-Policy forbids anything else. The same input gives the same
 * bytes.
 *
 * The parts are shared so that a teams page can be added beside the pairs page: `htmlDocument` (page.ts) is
 * the shell, `esc` (escape.ts) escapes input text, `Links` (links.ts) decides whether a target is a fragment
 * or a file, and each part (ranking, board, score card) is a function of the scored event and the links.
 *
 * @example
 * renderPairsHtml(scorePairs(event, defaultPairsOptions), { lang: 'nb', movement: 'Mitchell, 7 tables' })
 * //=> '<!DOCTYPE html>\n<html lang="nb">…'
 */
import type { HcRankingRow } from '../../handicap/in-event.js';
import type { ScoredPairsEvent } from '../../scoring/pairs-types.js';
import { methodLabel } from '../pairs-view.js';
import { boardSection, boardTitle } from './boards.js';
import { esc } from './escape.js';
import { pairsLinks, type Links } from './links.js';
import { htmlDocument } from './page.js';
import { rankingSection } from './ranking.js';
import { pairTitle, scorecardSection } from './scorecard.js';
import { provisionalHtml, type ProvisionalStatus } from './provisional.js';

export interface PairsHtmlOptions {
  /** the page's language, a BCP 47 tag such as `nb`, `sv` or `da` (default `en`) */
  readonly lang?: string | undefined;
  /** the movement as the director names it, e.g. "Mitchell, 7 tables, 28 boards" */
  readonly movement?: string | undefined;
  /** the handicap ranking (NBF 3.15), shown after the scratch ranking */
  readonly handicap?: readonly HcRankingRow[] | undefined;
  /** published during play (`--watch`): every page says so, with the rounds complete */
  readonly provisional?: ProvisionalStatus | undefined;
}

export interface HtmlPage {
  /** relative to the output folder */
  readonly path: string;
  readonly content: string;
}

export { esc } from './escape.js';
export { htmlDocument } from './page.js';
export { pairsLinks, type Links } from './links.js';

function eventTitle(event: ScoredPairsEvent): string {
  return event.title || 'Results';
}

function scoringText(event: ScoredPairsEvent): string {
  const label = methodLabel(event);
  return event.method === 'mp' ? 'Matchpoints' : label === 'butler' ? 'Butler (IMPs against a datum)' : 'Cross-IMPs';
}

function header(event: ScoredPairsEvent, opts: PairsHtmlOptions, level: 'h1' | 'p'): string {
  const meta = [
    event.date ? `<span><time datetime="${esc(event.date)}">${esc(event.date)}</time></span>` : '',
    `<span>${esc(scoringText(event))}</span>`,
    `<span>${event.winners === 'one' ? 'One winner' : 'Two winners'}</span>`,
    opts.movement ? `<span>Movement: ${esc(opts.movement)}</span>` : '',
  ].join('');
  const title = level === 'h1' ? `<h1>${esc(eventTitle(event))}</h1>` : `<p class="meta"><strong>${esc(eventTitle(event))}</strong></p>`;
  return `<header class="event">${title}<p class="meta">${meta}</p>${provisionalHtml(opts.provisional)}</header>`;
}

function nav(items: readonly [string, string][]): string {
  return `<nav class="top" aria-label="Contents">${items.map(([href, text]) => `<a href="${esc(href)}">${esc(text)}</a>`).join('')}</nav>`;
}

function boardIndex(event: ScoredPairsEvent, links: Links): string {
  return `<ul class="boards">${event.boards
    .map((b) => `<li><a href="${esc(links.board(b.board, b.section))}" aria-label="${esc(boardTitle(b.board, b.section))}">${b.section ? `${esc(b.section)}${b.board}` : b.board}</a></li>`)
    .join('')}</ul>`;
}

const FOOTER = '<footer><p>Scored with bridgescore. Matchpoints are shown on the international scale (2 for each result beaten, 1 for each tie), rounded for display only.</p></footer>';

/** One self-contained file: the ranking, every board and every score card, linked by fragments. */
export function renderPairsHtml(event: ScoredPairsEvent, opts: PairsHtmlOptions = {}): string {
  const links = pairsLinks(event, 'single');
  const body = [
    header(event, opts, 'h1'),
    nav([
      ['#ranking', 'Ranking'],
      ['#boards', 'Boards'],
      ['#scorecards', 'Score cards'],
    ]),
    '<main>',
    rankingSection(event, links, opts.handicap ? { handicap: opts.handicap } : {}),
    '<section id="boards" aria-labelledby="boards-h">',
    '<h2 id="boards-h">Boards</h2>',
    `<nav class="no-print" aria-label="Boards">${boardIndex(event, links)}</nav>`,
    ...event.boards.map((b) => boardSection(b, event, links)),
    '</section>',
    '<section id="scorecards" aria-labelledby="scorecards-h">',
    '<h2 id="scorecards-h">Score cards</h2>',
    ...event.standings.map((s) => scorecardSection(s, event, links)),
    '</section>',
    '</main>',
    FOOTER,
  ].join('\n');
  return htmlDocument({ lang: opts.lang ?? 'en', title: eventTitle(event), body });
}

/** A folder of pages: index.html (ranking and the list of boards), board-N.html and pair-….html. */
export function renderPairsHtmlPages(event: ScoredPairsEvent, opts: PairsHtmlOptions = {}): HtmlPage[] {
  const links = pairsLinks(event, 'pages');
  const lang = opts.lang ?? 'en';
  const title = eventTitle(event);
  const pages: HtmlPage[] = [];
  const index = [
    header(event, opts, 'h1'),
    nav([
      ['#ranking', 'Ranking'],
      ['#boards', 'Boards'],
    ]),
    '<main>',
    rankingSection(event, links, opts.handicap ? { handicap: opts.handicap } : {}),
    '<section id="boards" aria-labelledby="boards-h">',
    '<h2 id="boards-h">Boards</h2>',
    boardIndex(event, links),
    '</section>',
    '</main>',
    FOOTER,
  ].join('\n');
  pages.push({ path: 'index.html', content: htmlDocument({ lang, title, body: index }) });
  event.boards.forEach((b, i) => {
    const prev = event.boards[i - 1];
    const next = event.boards[i + 1];
    const items: [string, string][] = [['index.html#ranking', 'Ranking']];
    if (prev) items.push([links.board(prev.board, prev.section), `← ${boardTitle(prev.board, prev.section)}`]);
    if (next) items.push([links.board(next.board, next.section), `${boardTitle(next.board, next.section)} →`]);
    const body = [header(event, opts, 'p'), nav(items), '<main>', boardSection(b, event, links, 2), '</main>', FOOTER].join('\n');
    pages.push({ path: links.boardFile(b.board, b.section), content: htmlDocument({ lang, title: `${boardTitle(b.board, b.section)} — ${title}`, body }) });
  });
  for (const s of event.standings) {
    const body = [header(event, opts, 'p'), nav([['index.html#ranking', 'Ranking']]), '<main>', scorecardSection(s, event, links, 2), '</main>', FOOTER].join('\n');
    pages.push({ path: links.pairFile(s.key), content: htmlDocument({ lang, title: `${pairTitle(s, event)} — ${title}`, body }) });
  }
  return pages;
}
