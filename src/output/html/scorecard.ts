/**
 * A pair's score card as HTML: who they are, their rank and result with a link back to their row in the
 * ranking, a chart of the running percentage (or IMPs) round by round, and every board in play order with
 * the opponents, contract, result, score, the pair's matchpoints or IMPs and the running total. Boards and
 * opponents link to their traveller and score card.
 *
 * @example
 * scorecardSection(event.standings[0], event, pairsLinks(event, 'single'), localeFor(), 3, cardsContext(event)) //=> '<section class="card" id="pair-ns-4" …'
 */
import { liveLabels } from '../../i18n/live.js';
import { columnFormat, localeFor, type Locale } from '../../i18n/index.js';
import { Rational } from '../../base/rational.js';
import type { PairStanding, ScoredPairsEvent } from '../../model/scored.js';
import { fmtImp, fmtMp, fmtPct, rankText } from '../../text/display-number.js';
import { contractText, IMP_DECIMALS, MP_DECIMALS } from '../table/pairs.js';
import { eventRounds, scorecardRows, type ScorecardRow } from '../view/scorecards.js';
import { adjustedLabel, foldedContract, seatLetter } from './boards.js';
import { runningChart, type ChartPoint } from './chart.js';
import { contractHtml } from './deal-diagram.js';
import { bdi, esc } from '../../text/html-escape.js';
import type { Links } from './links.js';
import { th } from './page.js';
import { againstDoubleDummy, countBoard, pairAnalysisHtml, showsAnalysis, type PairAnalysis } from './hand-record.js';

const HUNDRED = Rational.of(100);

export function pairTitle(s: PairStanding, event: ScoredPairsEvent, loc: Locale = localeFor()): string {
  const c = loc.t.common;
  const direction = event.winners === 'two' && s.direction ? (s.direction === 'NS' ? c.northSouth : c.eastWest) : undefined;
  return loc.t.scorecard.title({ pair: s.pair, individual: event.individual, section: s.section || undefined, direction });
}

/** The running result after each round (or each board when rounds are unknown), from the boards counted. */
export function runningPoints(s: PairStanding, imp: boolean): { points: ChartPoint[]; step: 'round' | 'board' } {
  const byRound = s.entries.every((e) => e.round !== undefined);
  const points: ChartPoint[] = [];
  let value = Rational.ZERO;
  let top = Rational.ZERO;
  s.entries.forEach((e, i) => {
    if (e.line.ns !== undefined) {
      value = value.add(e.value);
      if (e.top) top = top.add(e.top);
    }
    const next = s.entries[i + 1];
    const endOfStep = byRound ? next === undefined || next.round !== e.round : true;
    if (!endOfStep) return;
    const label = String(byRound ? e.round : e.board);
    if (imp) points.push({ label, value });
    else if (!top.isZero()) points.push({ label, value: value.mul(HUNDRED).div(top) });
  });
  return { points, step: byRound ? 'round' : 'board' };
}

/**
 * What every card of a page reads from the whole event, worked out once for all of them (per card it would
 * cost a pass over every line of the event): its rounds (eventRounds; undefined when the results do not all
 * say their round), the standings by key, the boards by section, session and number.
 */
export interface CardsContext {
  readonly rounds: ReadonlySet<number> | undefined;
  readonly standings: ReadonlyMap<string, PairStanding>;
  readonly boards: ReadonlyMap<string, ScoredPairsEvent['boards'][number]>;
  /** an event of several sessions: a board is named by its session too */
  readonly multi: boolean;
  /** during play: the boards still in play (`section|board` → tables), whose results are not shown yet */
  readonly inPlay?: ReadonlyMap<string, number> | undefined;
}

export function cardsContext(event: ScoredPairsEvent): CardsContext {
  return {
    rounds: eventRounds(event),
    standings: new Map(event.standings.map((x) => [x.key, x])),
    boards: new Map(event.boards.map((b) => [`${b.section ?? ''}\u0000${b.session ?? ''}\u0000${b.board}`, b])),
    multi: event.sessions.length > 1,
    inPlay: event.options.provisional?.boardsInPlay,
  };
}

export function scorecardSection(s: PairStanding, event: ScoredPairsEvent, links: Links, loc: Locale, headingLevel: 2 | 3, cards: CardsContext): string {
  const { common: c, scorecard: sc } = loc.t;
  const imp = event.method !== 'mp';
  const id = links.pairId(s.key) ?? 'pair-x';
  const title = pairTitle(s, event, loc);
  const rank = s.ranked ? rankText(s.rank, s.tie) : c.notRanked;
  const one = (x: Rational | undefined) => loc.num(imp ? fmtImp(x) : fmtMp(x));
  const result = imp
    ? sc.resultImps({ total: one(s.total), perBoard: s.perBoard ? loc.num(fmtImp(s.perBoard)) : undefined })
    : sc.resultMp({ total: one(s.total), max: one(s.max), percent: loc.pct(fmtPct(s.percentage)) });
  const rows = scorecardRows(s, cards.rounds);
  const body = scorecardBody(s, cards, rows, links, loc, imp);
  const head = scorecardHead(c, imp);
  const after = scorecardNotes(s, rows, one, loc, imp, cards.inPlay);
  const analysis = pairAnalysis(s, cards);
  const { points, step } = runningPoints(s, imp);
  const h = `h${headingLevel}`;
  const total = imp ? sc.totalImps({ total: one(s.total) }) : sc.totalMp({ total: one(s.total), max: one(s.max), percent: loc.pct(fmtPct(s.percentage)) });
  const qualified = s.qualified ? `<span><span class="q" title="${esc(c.qualified)}">${esc(c.qualifiedMark)}</span> ${esc(c.qualified)}</span>` : '';
  return [
    `<section class="card" id="${esc(id)}" aria-labelledby="${esc(id)}-h">`,
    `<div class="card-head"><${h} id="${esc(id)}-h">${esc(title)}${s.names ? ` — ${bdi(s.names)}` : ''}</${h}>`,
    `<a class="back" href="${esc(links.rankingRow(s.key))}">${esc(sc.back)}</a></div>`,
    `<p class="facts"><span>${esc(sc.rank({ rank }))}</span><span>${esc(result)}</span><span>${esc(sc.boardsPlayed({ boards: s.boards }))}</span>${qualified}</p>`,
    runningChart(points, { kind: imp ? 'imps' : 'percent', title: sc.chartTitle({ title, imps: imp }), id: id.replace(/^pair-/, ''), step, loc }),
    `<div class="scroll"><table class="scorecard"><caption class="sr">${esc(sc.caption({ title }))}</caption>`,
    `<thead><tr>${head.join('')}</tr></thead><tbody>${body.join('')}</tbody></table></div>`,
    after.length > 0 ? `<ul class="legend">${after.map((a) => `<li>${esc(a)}</li>`).join('')}</ul>` : '',
    `<p class="facts"><strong>${esc(total)}</strong></p>`,
    ...(analysis ? [pairAnalysisHtml(analysis, loc)] : []),
    '</section>',
  ].join('\n');
}

/** What every row of a score card needs: the pair, the standings to name the opponents, and the columns' number formats. */
interface CardContext {
  readonly s: PairStanding;
  readonly byKey: ReadonlyMap<string, PairStanding>;
  readonly links: Links;
  readonly loc: Locale;
  readonly imp: boolean;
  readonly value: (v: Rational | null | undefined) => string;
  readonly running: (v: Rational | null | undefined) => string;
  readonly multi: boolean;
  /** during play: the boards still in play (`section|board`), whose result is not shown yet */
  readonly inPlay: ReadonlyMap<string, number> | undefined;
}

/** The card's rows, one per board in play order, the values and running totals to one number of decimals per column. */
function scorecardBody(s: PairStanding, cards: CardsContext, rows: readonly ScorecardRow[], links: Links, loc: Locale, imp: boolean): string[] {
  const places = imp ? IMP_DECIMALS : MP_DECIMALS;
  const byKey = cards.standings;
  const value = columnFormat(
    rows.map((r) => r.value),
    places,
  );
  const running = columnFormat(
    rows.map((r) => r.running),
    places,
  );
  const card: CardContext = { s, byKey, links, loc, imp, value, running, multi: cards.multi, inPlay: cards.inPlay };
  return rows.map((r) => scorecardRow(r, card));
}

/** One board of the card: round, board (linked to its traveller), direction, opponents (linked to their card), contract and result, score, value and running total. */
/** The board of a score card's row, linked to the pair's own line of its traveller (the board, for a sit-out). */
function boardLink(r: ScorecardRow, section: string | undefined, card: CardContext): string {
  const e = r.entry;
  // a sit-out row of an event of several sessions names no session: its number, unlinked
  if (e === undefined && card.multi) return String(r.board);
  const href = e !== undefined ? card.links.line(r.board, section, e.session, e.line.nsKey) : card.links.board(r.board, section);
  return `<a href="${esc(href)}">${r.board}</a>`;
}

function scorecardRow(r: ScorecardRow, card: CardContext): string {
  const { links, loc } = card;
  const { common: c, scorecard: sc } = loc.t;
  const e = r.entry;
  const oppKey = e ? (e.direction === 'NS' ? e.line.ewKey : e.line.nsKey) : undefined;
  const opp = oppKey !== undefined ? card.byKey.get(oppKey) : undefined;
  const oppHref = oppKey !== undefined ? links.pair(oppKey) : undefined;
  const oppText = `${esc(r.opponent)}${opp?.names ? ` <span class="opt">${bdi(opp.names)}</span>` : ''}`;
  const section = e === undefined ? card.s.section : e.line.line.section;
  const mark = r.adjusted && e ? ` <abbr class="adj" title="${esc(adjustedLabel(e.line, loc))}">${esc(sc.adjustedMark)}</abbr>` : '';
  if (e !== undefined && card.inPlay?.has(`${section ?? ''}|${r.board}`) === true) return inPlayRow(r, section, card, oppHref, oppText);
  const contract = e === undefined ? esc(sc.sitOutRow) : contractHtml(contractText(r.contract, loc), loc);
  return [
    '<tr>',
    `<td class="n opt">${r.round ?? ''}</td>`,
    // a sit-out row of an event of several sessions names no session: its number, unlinked
    `<th scope="row" class="n">${boardLink(r, section, card)}</th>`,
    `<td class="opt">${esc(r.direction === 'NS' ? c.ns : r.direction === 'EW' ? c.ew : r.direction)}</td>`,
    `<td>${oppHref ? `<a href="${esc(oppHref)}">${oppText}</a>` : oppText}</td>`,
    `<td class="nw opt">${contract}${mark}</td>`,
    `<td class="opt">${esc(seatLetter(r.declarer, loc))}</td>`,
    `<td class="nw opt">${esc(r.result)}</td>`,
    // on a phone: contract, declarer and result in one cell; the running total folds away
    `<td class="ph">${e === undefined ? contract : foldedContract(contract, seatLetter(r.declarer, loc), r.result)}${mark}</td>`,
    `<td class="n">${r.score === null ? '' : esc(loc.num(String(r.score)))}</td>`,
    `<td class="n">${esc(loc.num(card.value(r.value)))}</td>`,
    card.imp ? '' : `<td class="n">${esc(loc.num(fmtPct(r.percent)))}</td>`,
    `<td class="n opt">${esc(loc.num(card.running(r.running)))}</td>`,
    '</tr>',
  ].join('');
}

/** A board still in play at other tables: its value counts, its contract, result and score are not shown yet. */
function inPlayRow(r: ScorecardRow, section: string | undefined, card: CardContext, oppHref: string | undefined, oppText: string): string {
  const { loc } = card;
  const c = loc.t.common;
  const text = esc(liveLabels(loc.lang).inPlayRow);
  return [
    '<tr class="inplay">',
    `<td class="n opt">${r.round ?? ''}</td>`,
    `<th scope="row" class="n">${boardLink(r, section, card)}</th>`,
    `<td class="opt">${esc(r.direction === 'NS' ? c.ns : r.direction === 'EW' ? c.ew : r.direction)}</td>`,
    `<td>${oppHref ? `<a href="${esc(oppHref)}">${oppText}</a>` : oppText}</td>`,
    `<td class="nw opt">${text}</td><td class="opt"></td><td class="opt"></td><td class="ph">${text}</td><td class="n"></td>`,
    `<td class="n">${esc(loc.num(card.value(r.value)))}</td>`,
    card.imp ? '' : `<td class="n">${esc(loc.num(fmtPct(r.percent)))}</td>`,
    `<td class="n opt">${esc(loc.num(card.running(r.running)))}</td>`,
    '</tr>',
  ].join('');
}

/** A heading with a short form for a phone (the whole word in its tooltip). */
function narrowable(long: string, short: string): string {
  return `<span class="wide">${esc(long)}</span><abbr class="narrow" title="${esc(long)}">${esc(short)}</abbr>`;
}

/** The card's column headings; the percentage column in matchpoints only. */
function scorecardHead(c: Locale['t']['common'], imp: boolean): string[] {
  return [
    th(esc(c.round), 'n opt'),
    th(narrowable(c.board, c.boardShort), 'n'),
    th(esc(c.direction), 'opt'),
    th(narrowable(c.opponents, c.opponentsShort)),
    th(esc(c.contract), 'opt'),
    th(esc(c.declarer), 'opt'),
    th(esc(c.result), 'opt'),
    th(esc(c.contract), 'ph'),
    th(esc(c.score), 'n'),
    th(esc(imp ? c.imps : c.mp), 'n'),
    imp ? '' : th(esc(c.percent), 'n'),
    th(esc(c.total), 'n opt'),
  ];
}

/** The notes under the card: the sit-out boards credited (NBF 3.4.4), a penalty, and what the mark of an adjusted score means. */
function scorecardNotes(
  s: PairStanding,
  rows: readonly ScorecardRow[],
  one: (x: Rational | undefined) => string,
  loc: Locale,
  imp: boolean,
  inPlay: ReadonlyMap<string, number> | undefined,
): string[] {
  const sc = loc.t.scorecard;
  const after: string[] = [];
  const sitOut = [...s.sitOut];
  if (sitOut.length > 0) {
    const sum = sitOut.reduce((a, x) => a.add(x.value), Rational.ZERO);
    after.push(sc.sitOut({ boards: sitOut.map((x) => x.board).join(', '), value: one(sum), imps: imp }));
  }
  if (!s.penalty.isZero()) after.push(sc.penalty({ amount: one(s.penalty), imps: imp }));
  if (rows.some((r) => r.adjusted)) after.push(sc.adjustedNote);
  if (inPlay !== undefined && rows.some((r) => r.entry !== undefined && inPlay.has(`${r.entry.line.line.section ?? ''}|${r.board}`)))
    after.push(liveLabels(loc.lang).inPlayNote);
  return after;
}

/**
 * The pair's boards against double dummy and par (hand-record.ts): only boards whose analysis the page
 * shows, and never a board still in play (its counts would tell of a deal still being played); undefined
 * when there is none.
 */
export function pairAnalysis(s: PairStanding, cards: CardsContext): PairAnalysis | undefined {
  const boards = cards.boards;
  const acc: PairAnalysis = { led: 0, leadsGave: 0, declared: 0, made: 0, defended: 0, held: 0, withPar: 0, beaten: 0, reached: 0 };
  let any = false;
  for (const e of s.entries) {
    if (e.direction !== 'NS' && e.direction !== 'EW') continue;
    const b = boards.get(`${e.line.line.section ?? ''}\u0000${e.session ?? ''}\u0000${e.board}`);
    if (!b || !showsAnalysis(b.info)) continue;
    if (cards.inPlay?.has(`${e.line.line.section ?? ''}|${e.board}`) === true) continue;
    const o = e.line.line.outcome;
    if (o.kind !== 'played') continue;
    any = true;
    countBoard(acc, e.direction, againstDoubleDummy(b.info, o.score, e.line.line.lead), o.score.declarer);
  }
  return any ? acc : undefined;
}
