/**
 * `movement … --format html`: the cards a director prints before play, as one self-contained page (the shared
 * document shell, page.ts: no scripts, inline CSS, the same Content-Security-Policy), one A4 sheet each:
 * - the master sheet: every round at every table, the NS and EW pairs and the boards;
 * - the guide cards: where each pair sits in each round;
 * - one table card per table: for each round the pairs, the boards, and where the NS pair, the EW pair and
 *   the boards go next (a table, a relay stand until a later round, or nowhere).
 * Every word comes from the locale's `movementCards` labels (movement-cards-labels.ts, src/i18n/catalogues/), and
 * table, round and pair numbers are written in its way; the same movement and language give the same bytes.
 *
 * @example
 * renderMovementCards(generateHowell({ tables: 4 })).includes('<h2>Table 4</h2>') //=> true
 * renderMovementCards(generateHowell({ tables: 4 }), localeFor('nb')).includes('<h2>Bord 4</h2>') //=> true
 */
import { localeFor, type Locale } from '../../i18n/index.js';
import { formatBoards } from '../../laws/boards.js';
import type { GeneratedMovement, MovementInfo } from '../../movement/generated.js';
import { pairGuide, tableGuide, type CardLine, type NextBoards, type NextSeat, type PairSeat } from '../../movement/guide.js';
import { bdi, esc, isolateTitle } from '../../text/html-escape.js';
import type { MovementCardLabels } from './movement-cards-labels.js';
import { MOVEMENT_CARDS_CSS } from './movement-cards-styles.js';
import { htmlDocument, th } from './page.js';

export interface MovementCardsOptions {
  /** the event, on every sheet; default: the movement's name */
  readonly title?: string;
}

/** The words of the cards and the way their numbers are written. */
interface Words {
  readonly labels: MovementCardLabels;
  /** a table, round or pair number as the language writes it */
  readonly num: (n: number | string) => string;
}

function wordsOf(loc: Locale): Words {
  return { labels: loc.t.movementCards, num: (n) => loc.num(String(n)) };
}

export function renderMovementCards(g: GeneratedMovement, loc: Locale = localeFor(), opts: MovementCardsOptions = {}): string {
  const w = wordsOf(loc);
  const name = movementName(g.info, w.labels);
  const text = opts.title ?? w.labels.defaultTitle({ movement: name });
  const title: Title = { text, html: titleHtml(text) };
  const cards = tableGuide(g.movement);
  const body = [
    '<main>',
    masterSheet(
      g,
      cards.map((c) => c.table),
      title,
      name,
      w,
    ),
    guideSheet(g, title, w),
    ...cards.map((c) => tableCard(c.table, c.lines, title, w)),
    '</main>',
    `<footer><p>${esc(w.labels.footer)}</p></footer>`,
  ].join('\n');
  const doc = htmlDocument({ lang: loc.lang, title: isolateTitle(text), body });
  // A second stylesheet in the head, after the shared one; the document shell has exactly one `</head>`.
  return doc.replace('</head>', `<style>${MOVEMENT_CARDS_CSS}</style>\n</head>`);
}

export function movementName(info: MovementInfo, labels: MovementCardLabels): string {
  const base = labels.forms[info.form];
  return info.switches === undefined ? base : `${base}, ${labels.arrowSwitched}`;
}

function facts(info: MovementInfo, { labels, num }: Words): string {
  const s = info.switches;
  const items = [
    labels.factTables({ n: info.tables }),
    labels.factRounds({ n: info.rounds }),
    labels.factBoardsPerRound({ n: info.boardsPerRound }),
    labels.factBoardsInPlay({ n: info.sets * info.boardsPerRound }),
    labels.factWinners({ winners: info.winners }),
    ...(info.halfTable ? [labels.factHalfTable] : []),
    ...(s && s.rounds.length > 0
      ? [
          labels.factSwitches({
            switchRounds: s.rounds.map(num),
            ownTable: s.ownTable === undefined ? undefined : num(s.ownTable),
            ownRounds: (s.ownRounds ?? []).map(num),
          }),
        ]
      : []),
  ];
  return `<p class="mv-facts">${items.map((i) => `<span>${esc(i)}</span>`).join('')}</p>`;
}

/** The event's title on every sheet: the text, and the markup that isolates it where it needs it. */
interface Title {
  readonly text: string;
  readonly html: string;
}

/**
 * A title given with `--title` is input text: isolated in a `<bdi>` (as the results pages isolate every name
 * and title) when it has right-to-left letters or bidi controls, the only text isolation changes.
 */
function titleHtml(text: string): string {
  return isolateTitle(text) === text ? esc(text) : bdi(text);
}

function header(title: Title, heading: string): string {
  return `<p class="meta"><strong>${title.html}</strong></p>\n<h2>${esc(heading)}</h2>`;
}

/** Columns of the master sheet and guide cards per table block: wider ones would not fit an A4 page across. */
const TABLES_PER_BLOCK = 8;
const ROUNDS_PER_BLOCK = 10;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function masterSheet(g: GeneratedMovement, tables: readonly number[], title: Title, name: string, w: Words): string {
  const { labels, num } = w;
  const byCell = new Map(g.movement.rows.map((r) => [`${r.round}|${r.table}`, r]));
  const cell = (round: number, t: number): string => {
    const r = byCell.get(`${round}|${t}`);
    if (!r) return '<td></td>';
    const pairs =
      r.ns !== null && r.ew !== null
        ? `${esc(num(r.ns))}–${esc(num(r.ew))}`
        : `${esc(num(r.ns ?? r.ew ?? ''))} <span class="mv-out">${esc(labels.sitsOut)}</span>`;
    const mark = r.switched === true ? `<span class="mv-mark">${esc(labels.arrowSwitched)}</span>` : '';
    return `<td><span class="mv-pp">${pairs}</span><span class="mv-bd">${esc(formatBoards(r.boards, '–'))}</span>${mark}</td>`;
  };
  const blocks = chunks(tables, TABLES_PER_BLOCK).map((block) => {
    const head = `<tr>${th(esc(labels.round))}${block.map((t) => th(esc(labels.tableCard({ table: num(t) })))).join('')}</tr>`;
    const rows: string[] = [];
    for (let round = 1; round <= g.info.rounds; round++)
      rows.push(`<tr><th scope="row">${esc(num(round))}</th>${block.map((t) => cell(round, t)).join('')}</tr>`);
    return `<div class="scroll"><table class="mv mv-grid"><caption class="sr">${esc(labels.masterCaption)}</caption><thead>${head}</thead><tbody>${rows.join('')}</tbody></table></div>`;
  });
  return [
    '<section class="mv-sheet mv-wide" id="master">',
    `<h1>${title.html}</h1>`,
    title.text === name ? '' : `<p class="meta">${esc(name)}</p>`,
    facts(g.info, w),
    `<h2>${esc(labels.masterSheet)}</h2>`,
    ...blocks,
    '</section>',
  ]
    .filter((x) => x !== '')
    .join('\n');
}

function guideSheet(g: GeneratedMovement, title: Title, { labels, num }: Words): string {
  const rounds = Array.from({ length: g.info.rounds }, (_, i) => i + 1);
  const seat = (s: PairSeat): string => {
    if (s.kind === 'absent') return `<td>${esc(labels.absent)}</td>`;
    if (s.kind === 'sit-out') return `<td class="mv-out">${esc(labels.sitsOutShort)}</td>`;
    const seatText = labels.shortSeat({ table: num(s.table), direction: labels.direction[s.direction] });
    return `<td><span class="mv-pp">${esc(seatText)}</span><span class="mv-bd">${esc(labels.versus({ pair: num(s.opponent ?? '') }))}</span></td>`;
  };
  const guide = pairGuide(g.movement);
  const blocks = chunks(rounds, ROUNDS_PER_BLOCK).map((block) => {
    const head = `<tr>${th(esc(labels.pair))}${block.map((r) => th(esc(num(r)))).join('')}</tr>`;
    const rows = guide.map((p) => `<tr><th scope="row">${esc(num(p.pair))}</th>${block.map((r) => seat(p.rounds[r - 1] as PairSeat)).join('')}</tr>`);
    const span = `${esc(labels.round)} ${esc(num(block[0] as number))}–${esc(num(block[block.length - 1] as number))}`;
    return `<div class="scroll"><table class="mv mv-guide"><caption class="sr">${esc(labels.pairGuideCaption)} (${span})</caption><thead>${head}</thead><tbody>${rows.join('')}</tbody></table></div>`;
  });
  return ['<section class="mv-sheet mv-wide" id="guide">', header(title, labels.pairGuide), ...blocks, '</section>'].join('\n');
}

function tableCard(table: number, lines: readonly CardLine[], title: Title, { labels, num }: Words): string {
  const head = `<tr>${[labels.round, labels.ns, labels.ew, labels.boards, labels.nsNext, labels.ewNext, labels.boardsNext].map((h) => th(esc(h))).join('')}</tr>`;
  const nextSeat = (n: NextSeat, present: boolean): string => {
    if (!present) return esc(labels.absent);
    if (n.kind === 'end') return esc(labels.last);
    if (n.kind === 'sit-out') return esc(labels.sitsOut);
    return esc(labels.seat({ table: num(n.table), direction: labels.direction[n.direction] }));
  };
  const nextBoards = (n: NextBoards): string =>
    n.kind === 'end'
      ? esc(labels.finished)
      : n.kind === 'relay'
        ? esc(labels.relayUntil({ untilRound: num(n.round) }))
        : esc(labels.boardsTo({ tableList: n.tables.map(num) }));
  const rows = lines.map((l) => {
    const sitOut = l.ns === null || l.ew === null;
    const notes = [
      ...(l.sharedWith.length > 0 ? [labels.sharedWith({ tableList: l.sharedWith.map(num) })] : []),
      ...(l.switched ? [labels.switchedNote] : []),
      ...(sitOut ? [labels.sitsOut] : []),
    ];
    const marks = notes.map((n) => `<span class="mv-mark">${esc(n)}</span>`).join('');
    return (
      `<tr><th scope="row">${esc(num(l.round))}</th>` +
      `<td class="mv-pp">${esc(l.ns === null ? labels.absent : num(l.ns))}</td><td class="mv-pp">${esc(l.ew === null ? labels.absent : num(l.ew))}</td>` +
      `<td>${esc(formatBoards(l.boards, '–'))}${marks}</td>` +
      `<td>${nextSeat(l.nsNext, l.ns !== null)}</td><td>${nextSeat(l.ewNext, l.ew !== null)}</td><td>${nextBoards(l.boardsNext)}</td></tr>`
    );
  });
  return [
    `<section class="mv-sheet" id="table-${table}">`,
    header(title, labels.tableCard({ table: num(table) })),
    `<div class="scroll"><table class="mv mv-card"><caption class="sr">${esc(labels.tableCardCaption({ table: num(table) }))}</caption><thead>${head}</thead><tbody>${rows.join('')}</tbody></table></div>`,
    '</section>',
  ].join('\n');
}
