/**
 * `movement … --format html`: the cards a director prints before play, as one self-contained page (the shared
 * document shell, page.ts: no scripts, inline CSS, the same Content-Security-Policy), one A4 sheet each:
 * - the master sheet: every round at every table, the NS and EW pairs and the boards;
 * - the guide cards: where each pair sits in each round;
 * - one table card per table: for each round the pairs, the boards, and where the NS pair, the EW pair and
 *   the boards go next (a table, a relay stand until a later round, or nowhere).
 * Every word comes from `labels` (movement-cards-labels.ts); the same movement and labels give the same bytes.
 *
 * @example
 * renderMovementCards(generateHowell({ tables: 4 }), englishMovementCardLabels).includes('<h2>Table 4</h2>') //=> true
 */
import { formatBoards } from '../../movement/boards.js';
import type { GeneratedMovement, MovementInfo } from '../../movement/generated.js';
import { pairGuide, tableGuide, type CardLine, type NextBoards, type NextSeat, type PairSeat } from '../../movement/guide.js';
import { esc } from './escape.js';
import type { MovementCardLabels } from './movement-cards-labels.js';
import { MOVEMENT_CARDS_CSS } from './movement-cards-styles.js';
import { htmlDocument, th } from './page.js';

export interface MovementCardsOptions {
  /** the event, on every sheet; default: the movement's name */
  readonly title?: string;
}

export function renderMovementCards(g: GeneratedMovement, labels: MovementCardLabels, opts: MovementCardsOptions = {}): string {
  const name = movementName(g.info, labels);
  const title = opts.title ?? labels.defaultTitle(name);
  const cards = tableGuide(g.movement);
  const body = [
    '<main>',
    masterSheet(g, cards.map((c) => c.table), title, name, labels),
    guideSheet(g, title, labels),
    ...cards.map((c) => tableCard(c.table, c.lines, title, labels)),
    '</main>',
    `<footer><p>${esc(labels.footer)}</p></footer>`,
  ].join('\n');
  const doc = htmlDocument({ lang: labels.lang, title, body });
  // A second stylesheet in the head, after the shared one; the document shell has exactly one `</head>`.
  return doc.replace('</head>', `<style>${MOVEMENT_CARDS_CSS}</style>\n</head>`);
}

export function movementName(info: MovementInfo, labels: MovementCardLabels): string {
  const base = labels.forms[info.form];
  return info.switches === undefined ? base : `${base}, ${labels.arrowSwitched}`;
}

function facts(info: MovementInfo, labels: MovementCardLabels): string {
  const items = [
    labels.factTables(info.tables),
    labels.factRounds(info.rounds),
    labels.factBoardsPerRound(info.boardsPerRound),
    labels.factBoardsInPlay(info.sets * info.boardsPerRound),
    labels.factWinners(info.winners),
    ...(info.halfTable ? [labels.factHalfTable] : []),
    ...(info.switches && info.switches.rounds.length > 0 ? [labels.factSwitches(info.switches.rounds, info.switches.ownTable, info.switches.ownRounds)] : []),
  ];
  return `<p class="mv-facts">${items.map((i) => `<span>${esc(i)}</span>`).join('')}</p>`;
}

function header(title: string, heading: string): string {
  return `<p class="meta"><strong>${esc(title)}</strong></p>\n<h2>${esc(heading)}</h2>`;
}

/** Columns of the master sheet and guide cards per table block: wider ones would not fit an A4 page across. */
const TABLES_PER_BLOCK = 8;
const ROUNDS_PER_BLOCK = 10;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function masterSheet(g: GeneratedMovement, tables: readonly number[], title: string, name: string, labels: MovementCardLabels): string {
  const byCell = new Map(g.movement.rows.map((r) => [`${r.round}|${r.table}`, r]));
  const cell = (round: number, t: number): string => {
    const r = byCell.get(`${round}|${t}`);
    if (!r) return '<td></td>';
    const pairs = r.ns !== null && r.ew !== null ? `${esc(r.ns)}–${esc(r.ew)}` : `${esc(r.ns ?? r.ew ?? '')} <span class="mv-out">${esc(labels.sitsOut)}</span>`;
    const mark = r.switched === true ? `<span class="mv-mark">${esc(labels.arrowSwitched)}</span>` : '';
    return `<td><span class="mv-pp">${pairs}</span><span class="mv-bd">${esc(formatBoards(r.boards, '–'))}</span>${mark}</td>`;
  };
  const blocks = chunks(tables, TABLES_PER_BLOCK).map((block) => {
    const head = `<tr>${th(esc(labels.round))}${block.map((t) => th(esc(labels.tableCard(t)))).join('')}</tr>`;
    const rows: string[] = [];
    for (let round = 1; round <= g.info.rounds; round++) rows.push(`<tr><th scope="row">${round}</th>${block.map((t) => cell(round, t)).join('')}</tr>`);
    return `<div class="scroll"><table class="mv mv-grid"><caption class="sr">${esc(labels.masterCaption)}</caption><thead>${head}</thead><tbody>${rows.join('')}</tbody></table></div>`;
  });
  return [
    '<section class="mv-sheet mv-wide" id="master">',
    `<h1>${esc(title)}</h1>`,
    title === name ? '' : `<p class="meta">${esc(name)}</p>`,
    facts(g.info, labels),
    `<h2>${esc(labels.masterSheet)}</h2>`,
    ...blocks,
    '</section>',
  ]
    .filter((x) => x !== '')
    .join('\n');
}

function guideSheet(g: GeneratedMovement, title: string, labels: MovementCardLabels): string {
  const rounds = Array.from({ length: g.info.rounds }, (_, i) => i + 1);
  const seat = (s: PairSeat): string => {
    if (s.kind === 'absent') return `<td>${esc(labels.absent)}</td>`;
    if (s.kind === 'sit-out') return `<td class="mv-out">${esc(labels.sitsOutShort)}</td>`;
    return `<td><span class="mv-pp">${esc(labels.shortSeat(s.table, labels.direction[s.direction]))}</span><span class="mv-bd">${esc(labels.versus(s.opponent ?? ''))}</span></td>`;
  };
  const guide = pairGuide(g.movement);
  const blocks = chunks(rounds, ROUNDS_PER_BLOCK).map((block) => {
    const head = `<tr>${th(esc(labels.pair))}${block.map((r) => th(String(r))).join('')}</tr>`;
    const rows = guide.map((p) => `<tr><th scope="row">${esc(p.pair)}</th>${block.map((r) => seat(p.rounds[r - 1] as PairSeat)).join('')}</tr>`);
    const span = `${esc(labels.round)} ${block[0]}–${block[block.length - 1]}`;
    return `<div class="scroll"><table class="mv mv-guide"><caption class="sr">${esc(labels.pairGuideCaption)} (${span})</caption><thead>${head}</thead><tbody>${rows.join('')}</tbody></table></div>`;
  });
  return ['<section class="mv-sheet mv-wide" id="guide">', header(title, labels.pairGuide), ...blocks, '</section>'].join('\n');
}

function tableCard(table: number, lines: readonly CardLine[], title: string, labels: MovementCardLabels): string {
  const head = `<tr>${[labels.round, labels.ns, labels.ew, labels.boards, labels.nsNext, labels.ewNext, labels.boardsNext].map((h) => th(esc(h))).join('')}</tr>`;
  const nextSeat = (n: NextSeat, present: boolean): string => {
    if (!present) return esc(labels.absent);
    if (n.kind === 'end') return esc(labels.last);
    if (n.kind === 'sit-out') return esc(labels.sitsOut);
    return esc(labels.seat(n.table, labels.direction[n.direction]));
  };
  const nextBoards = (n: NextBoards): string =>
    n.kind === 'end' ? esc(labels.finished) : n.kind === 'relay' ? esc(labels.relayUntil(n.round)) : esc(labels.boardsTo(n.tables));
  const rows = lines.map((l) => {
    const sitOut = l.ns === null || l.ew === null;
    const notes = [
      ...(l.sharedWith.length > 0 ? [labels.sharedWith(l.sharedWith)] : []),
      ...(l.switched ? [labels.switchedNote] : []),
      ...(sitOut ? [labels.sitsOut] : []),
    ];
    const marks = notes.map((n) => `<span class="mv-mark">${esc(n)}</span>`).join('');
    return (
      `<tr><th scope="row">${l.round}</th>` +
      `<td class="mv-pp">${esc(l.ns ?? labels.absent)}</td><td class="mv-pp">${esc(l.ew ?? labels.absent)}</td>` +
      `<td>${esc(formatBoards(l.boards, '–'))}${marks}</td>` +
      `<td>${nextSeat(l.nsNext, l.ns !== null)}</td><td>${nextSeat(l.ewNext, l.ew !== null)}</td><td>${nextBoards(l.boardsNext)}</td></tr>`
    );
  });
  return [
    `<section class="mv-sheet" id="table-${table}">`,
    header(title, labels.tableCard(table)),
    `<div class="scroll"><table class="mv mv-card"><caption class="sr">${esc(labels.tableCardCaption(table))}</caption><thead>${head}</thead><tbody>${rows.join('')}</tbody></table></div>`,
    '</section>',
  ].join('\n');
}
