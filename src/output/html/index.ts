/**
 * `--format html`: the results of a pairs event as a page a club can upload as it is — one self-contained
 * file (`renderPairsHtml`), or a folder of pages with relative links (`renderPairsHtmlPages`: index.html with
 * the ranking, one page per board and one per pair). No scripts, fonts or requests: the CSS is inline, the
 * charts are inline SVG, and a Content-Security-Policy forbids anything else. The same input gives the same
 * bytes.
 *
 * The page is in the language of `lang` (src/i18n: its words, numbers such as "54,67 %" and dates such as
 * 15.09.2024; English by default), each column of numbers with one number of decimals, and every name and
 * title from the input in a `<bdi>`, so that a right-to-left name cannot reorder its row.
 *
 * The parts are shared so that a teams page can be added beside the pairs page: `htmlDocument` (page.ts) is
 * the shell, `esc` and `bdi` (escape.ts) escape and isolate input text, `Links` (links.ts) decides whether a
 * target is a fragment or a file, and each part (ranking, board, score card) is a function of the scored
 * event, the links and the locale.
 *
 * @example
 * renderPairsHtml(scorePairs(event, defaultPairsOptions), { lang: 'nb', movement: 'Mitchell, 7 tables' })
 * //=> '<!DOCTYPE html>\n<html lang="nb">…'
 */
import type { PairsDocument, WriteOptions, Writer } from '../documents.js';
import type { HcRankingRow } from '../../model/handicap.js';
import { localeFor, type Lang, type Locale } from '../../i18n/index.js';
import type { PairStanding, ScoredBoard, ScoredPairsEvent } from '../../model/scored.js';
import { boardSection, boardTitle } from './boards.js';
import { bdi, esc, isolateTitle, messageHtml } from '../../text/html-escape.js';
import { pairsLinks, type Links } from './links.js';
import { htmlDocument, htmlDocumentAround } from './page.js';
import { rankingSection } from './ranking.js';
import { cardsContext, pairTitle, scorecardSection } from './scorecard.js';
import { provisionalHtml, type ProvisionalStatus } from './provisional.js';

export interface PairsHtmlOptions {
  /** the page's language (default `en`): its words, numbers and dates */
  readonly lang?: Lang | undefined;
  /** the movement as the director names it, e.g. "Mitchell, 7 tables, 28 boards"; without it, the page counts tables, rounds and boards */
  readonly movement?: string | undefined;
  /** the handicap ranking (NBF 3.15), shown after the scratch ranking */
  readonly handicap?: readonly HcRankingRow[] | undefined;
  /** published during play (`--watch`): every page says so, with the rounds complete */
  readonly provisional?: ProvisionalStatus | undefined;
  /** the live pages (`serve`): more on each pair's own page (where it plays now and next), before its score card */
  readonly pairExtra?: ((s: PairStanding) => string) | undefined;
  /** the live pages (`serve`): more on each board's own page (its frequencies once it is finished), after its traveller */
  readonly boardExtra?: ((b: ScoredBoard) => string) | undefined;
}

export interface HtmlPage {
  /** relative to the output folder */
  readonly path: string;
  readonly content: string;
}

export { bdi, esc } from '../../text/html-escape.js';
export { htmlDocument } from './page.js';
export { pairsLinks, type Links } from './links.js';

function eventTitle(event: ScoredPairsEvent, loc: Locale): string {
  return event.title || loc.t.common.results;
}

function scoringText(event: ScoredPairsEvent, loc: Locale): string {
  const c = loc.t.common;
  return event.method === 'mp' ? c.matchpoints : event.method === 'butler' ? c.butler : c.crossImps;
}

/** The movement as counted from the results, when the director did not name it. */
function movementFacts(event: ScoredPairsEvent, loc: Locale): string {
  const tables = new Set<string>();
  const rounds = new Set<number>();
  for (const b of event.boards) {
    for (const l of b.lines) {
      if (l.line.table !== undefined) tables.add(`${l.line.section ?? ''}|${l.line.table}`);
      if (l.line.round !== undefined) rounds.add(l.line.round);
    }
  }
  const boards = new Set(event.boards.map((b) => b.board)).size;
  return loc.t.pairs.movementFacts({ tables: tables.size, rounds: rounds.size, boards });
}

function header(event: ScoredPairsEvent, opts: PairsHtmlOptions, loc: Locale, level: 'h1' | 'p'): string {
  const c = loc.t.common;
  const movement = opts.movement
    ? messageHtml((s) => loc.t.pairs.movement({ movement: s.user(opts.movement as string) }))
    : esc(loc.t.pairs.movement({ movement: movementFacts(event, loc) }));
  const meta = [
    event.date ? `<span><time datetime="${esc(event.date)}">${esc(loc.date(event.date))}</time></span>` : '',
    `<span>${esc(scoringText(event, loc))}</span>`,
    `<span>${esc(event.winners === 'one' ? c.oneWinner : c.twoWinners)}</span>`,
    `<span>${movement}</span>`,
  ].join('');
  const name = event.title ? bdi(event.title) : esc(loc.t.common.results);
  const title = level === 'h1' ? `<h1>${name}</h1>` : `<p class="meta"><strong>${name}</strong></p>`;
  return `<header class="event">${title}<p class="meta">${meta}</p>${provisionalHtml(opts.provisional, loc)}</header>`;
}

function nav(items: readonly [string, string][], loc: Locale): string {
  return `<nav class="top" aria-label="${esc(loc.t.common.contents)}">${items.map(([href, text]) => `<a href="${esc(href)}">${esc(text)}</a>`).join('')}</nav>`;
}

function boardList(boards: readonly ScoredBoard[], links: Links, loc: Locale): string {
  return `<ul class="boards">${boards
    .map(
      (b) =>
        `<li><a href="${esc(links.board(b.board, b.section, b.session))}" aria-label="${esc(boardTitle(b.board, b.section, loc, b.session))}">${b.section ? `${esc(b.section)}${b.board}` : b.board}</a></li>`,
    )
    .join('')}</ul>`;
}

/** Every board, linked; in an event of several sessions one list per session, under the session's name. */
function boardIndex(event: ScoredPairsEvent, links: Links, loc: Locale): string {
  if (event.sessions.length < 2) return boardList(event.boards, links, loc);
  return event.sessions
    .map(
      (name) =>
        `<h3>${bdi(name)}</h3>${boardList(
          event.boards.filter((b) => b.session === name),
          links,
          loc,
        )}`,
    )
    .join('');
}

function footer(loc: Locale): string {
  return `<footer><p>${esc(loc.t.pairs.footer)}</p></footer>`;
}

/** "Board 3 — Club session": a title from the input isolated when it needs it (`isolateTitle`). */
function pageTitle(part: string, event: ScoredPairsEvent, loc: Locale): string {
  return `${part} — ${event.title ? isolateTitle(event.title) : loc.t.common.results}`;
}

/** The top of the event's page, one file or a folder's index: heading, navigation, the ranking, the boards' heading. */
function eventTop(event: ScoredPairsEvent, opts: PairsHtmlOptions, links: Links, loc: Locale): string[] {
  const t = loc.t;
  return [
    header(event, opts, loc, 'h1'),
    nav(
      [
        ['#ranking', t.pairs.ranking],
        ['#boards', t.common.boards],
        ['#scorecards', t.pairs.scorecards],
      ],
      loc,
    ),
    '<main>',
    rankingSection(event, links, { loc, ...(opts.handicap ? { handicap: opts.handicap } : {}) }),
    '<section id="boards" aria-labelledby="boards-h">',
    `<h2 id="boards-h">${esc(t.common.boards)}</h2>`,
  ];
}

/** One self-contained file: the ranking, every board and every score card, linked by fragments. */
export function renderPairsHtml(event: ScoredPairsEvent, opts: PairsHtmlOptions = {}): string {
  const parts: string[] = [];
  renderPairsHtmlTo(event, opts, (piece) => void parts.push(piece));
  return parts.join('');
}

/**
 * The self-contained file written piece by piece (a board, a score card at a time): a field of thousands of
 * pairs makes a page larger than one string may hold.
 */
export function renderPairsHtmlTo(event: ScoredPairsEvent, opts: PairsHtmlOptions, write: (piece: string) => void): void {
  const loc = localeFor(opts.lang);
  const t = loc.t;
  const links = pairsLinks(event, 'single');
  const cards = cardsContext(event);
  const [head, tail] = htmlDocumentAround({ lang: loc.lang, title: isolateTitle(eventTitle(event, loc)) });
  write(head);
  write([...eventTop(event, opts, links, loc), `<nav class="no-print" aria-label="${esc(t.common.boards)}">${boardIndex(event, links, loc)}</nav>`].join('\n'));
  for (const b of event.boards) write(`\n${boardSection(b, event, links, loc)}`);
  write(`\n</section>\n<section id="scorecards" aria-labelledby="scorecards-h">\n<h2 id="scorecards-h">${esc(t.pairs.scorecards)}</h2>`);
  for (const s of event.standings) write(`\n${scorecardSection(s, event, links, loc, 3, cards)}`);
  write(`\n</section>\n</main>\n${footer(loc)}`);
  write(tail);
}

/** The list of the score cards of a folder's index: each pair (or player) by its title, linked to its page, with its names. */
function scorecardIndex(event: ScoredPairsEvent, links: Links, loc: Locale): string {
  const items = event.standings.map((s) => {
    const label = pairTitle(s, event, loc);
    const names = s.names ? ` — ${bdi(s.names)}` : '';
    const href = links.pair(s.key);
    return `<li>${href !== undefined ? `<a href="${esc(href)}">${esc(label)}</a>` : esc(label)}${names}</li>`;
  });
  return `<ul class="cards-index">${items.join('')}</ul>`;
}

/** A folder of pages: index.html (ranking, the list of boards, the list of score cards), board-N.html and pair-….html. */
export function renderPairsHtmlPages(event: ScoredPairsEvent, opts: PairsHtmlOptions = {}): HtmlPage[] {
  const loc = localeFor(opts.lang);
  const t = loc.t;
  const links = pairsLinks(event, 'pages');
  const lang = loc.lang;
  const title = isolateTitle(eventTitle(event, loc));
  const pages: HtmlPage[] = [];
  const index = [
    ...eventTop(event, opts, links, loc),
    boardIndex(event, links, loc),
    '</section>',
    '<section id="scorecards" aria-labelledby="scorecards-h">',
    `<h2 id="scorecards-h">${esc(t.pairs.scorecards)}</h2>`,
    scorecardIndex(event, links, loc),
    '</section>',
    '</main>',
    footer(loc),
  ].join('\n');
  pages.push({ path: 'index.html', content: htmlDocument({ lang, title, body: index }) });
  // One heading for every board and pair page: it counts the event's tables and rounds over every line.
  const pageHeader = header(event, opts, loc, 'p');
  event.boards.forEach((b, i) => {
    const prev = event.boards[i - 1];
    const next = event.boards[i + 1];
    const items: [string, string][] = [['index.html#ranking', t.pairs.ranking]];
    if (prev) items.push([links.board(prev.board, prev.section, prev.session), `← ${boardTitle(prev.board, prev.section, loc, prev.session)}`]);
    if (next) items.push([links.board(next.board, next.section, next.session), `${boardTitle(next.board, next.section, loc, next.session)} →`]);
    const body = [
      pageHeader,
      nav(items, loc),
      '<main>',
      boardSection(b, event, links, loc, 2),
      ...(opts.boardExtra ? [opts.boardExtra(b)] : []),
      '</main>',
      footer(loc),
    ].join('\n');
    pages.push({
      path: links.boardFile(b.board, b.section, b.session),
      content: htmlDocument({ lang, title: pageTitle(boardTitle(b.board, b.section, loc, b.session), event, loc), body }),
    });
  });
  const cards = cardsContext(event);
  for (const s of event.standings) {
    const body = [
      pageHeader,
      nav([['index.html#ranking', t.pairs.ranking]], loc),
      '<main>',
      opts.pairExtra?.(s) ?? '',
      scorecardSection(s, event, links, loc, 2, cards),
      '</main>',
      footer(loc),
    ].join('\n');
    pages.push({ path: links.pairFile(s.key), content: htmlDocument({ lang, title: pageTitle(pairTitle(s, event, loc), event, loc), body }) });
  }
  return pages;
}

/** The page options of a pairs document: its language, the handicap ranking, and the banner when there is one. */
function htmlOptions(doc: PairsDocument, o: WriteOptions): PairsHtmlOptions {
  return { lang: o.lang, ...(doc.handicap ? { handicap: doc.handicap } : {}), ...(doc.banner ? { provisional: doc.banner } : {}) };
}

/** The pairs writer of HTML: one self-contained page. */
export const writePairsHtml: Writer<PairsDocument> = (doc, o, write) => renderPairsHtmlTo(doc.scored, htmlOptions(doc, o), write);

/** The pairs writer of a site: a page per board and per pair, linked (`-o FOLDER/`). */
export function pairsHtmlPages(doc: PairsDocument, o: WriteOptions): HtmlPage[] {
  return renderPairsHtmlPages(doc.scored, htmlOptions(doc, o));
}
