/**
 * One board as HTML: its number, dealer and vulnerability, the deal diagram when the hand record is known,
 * and the traveller with every result, the score, and the matchpoints or IMPs of both sides (with the datum
 * for Butler). Adjusted scores carry a numbered mark in the traveller and a note under it saying what was
 * awarded and by which law, in the words of the `explain` command.
 *
 * @example
 * boardSection(event.boards[0], event, pairsLinks(event, 'single')) //=> '<section class="board" id="board-1" …'
 */
import { liveLabels } from '../../i18n/live.js';
import { columnFormat, localeFor, type Locale } from '../../i18n/index.js';
import { Rational } from '../../base/rational.js';
import type { ScoredBoard, ScoredLine, ScoredPairsEvent, SideAdjustment } from '../../model/scored.js';
import { fmtImp, fmtMp, fmtPct } from '../../text/display-number.js';
import { contractText, IMP_DECIMALS, MP_DECIMALS } from '../table/pairs.js';
import { resultRow, type ResultRow } from '../view/pairs.js';
import { contractHtml, dealDiagram, seatName, vulnerabilityText } from './deal-diagram.js';
import { esc } from '../../text/html-escape.js';
import { againstDoubleDummy, handRecordBlock, showsAnalysis, signedText, type AgainstDoubleDummy } from './hand-record.js';
import type { Links } from './links.js';
import { th } from './page.js';

/** "Board 3, section A" or "Board 3"; in an event of several sessions "Board 3 (evening-2)" */
export function boardTitle(board: number, section: string | undefined, loc: Locale = localeFor(), session?: string): string {
  const c = loc.t.common;
  const title = section ? c.boardInSection({ board: String(board), section }) : c.boardNamed({ board: String(board) });
  return session !== undefined ? `${title} (${session})` : title;
}

/** A seat letter ("N") in the language ("N", "Ø" …); other text as it is. */
export function seatLetter(text: string, loc: Locale): string {
  return text === 'N' || text === 'E' || text === 'S' || text === 'W' ? loc.t.common.seatLetter[text] : text;
}

/** What kind of result a line is, for a mark's tooltip: "artificial (Law 12C2)", "fouled board, version a (Law 87)" … */
export function adjustedLabel(sl: ScoredLine, loc: Locale): string {
  const b = loc.t.board;
  const o = sl.line.outcome;
  let kind = '';
  if (o.kind === 'played') kind = o.assigned ? b.kind.assigned : '';
  else if (o.kind === 'artificial' && (o.ns.assignedScore !== undefined || o.ew.assignedScore !== undefined)) kind = `${b.kind.assigned}, ${b.kind.artificial}`;
  else kind = b.kind[o.kind];
  return sl.line.fouled ? b.fouledKind({ version: sl.line.fouled, after: kind }) : kind;
}

/** A side's assigned score (North-South's view) as that side sees it, signed: "+0", "+50", "-100". */
function signedOwn(scoreNS: number, ew: boolean): string {
  const own = ew && scoreNS !== 0 ? -scoreNS : scoreNS;
  return own >= 0 ? `+${own}` : String(own);
}

/** Why the line is not an ordinary result, for the note under the traveller; '' when it is one. */
export function adjustmentNote(r: ResultRow, imp: boolean, note: string | undefined, loc: Locale = localeFor()): string {
  const b = loc.t.board;
  const parts: string[] = [];
  const e = r.explain;
  const v = (x: Rational | undefined) => b.noteValue({ value: loc.num(imp ? fmtImp(x) : fmtMp(x, 2)), top: loc.num(fmtMp(r.top)), imps: imp });
  if (e.artificial) {
    const side = (name: string, s: SideAdjustment, value: Rational | undefined, ew: boolean) =>
      b.artificialSide({
        side: name,
        // an assigned side (Law 12C1): its own score with its sign, as the traveller shows it ("+0")
        percent: s.assignedScore !== undefined ? loc.num(signedOwn(s.assignedScore, ew)) : loc.pct(String(s.percent)),
        sessionAverage: s.sessionAverage ? (imp ? b.impsPerBoard({ value: loc.num(fmtPct(s.sessionAverage)) }) : loc.pct(fmtPct(s.sessionAverage))) : undefined,
        value: v(value),
      });
    const sides = { ns: side(loc.t.common.ns, e.artificial.ns, r.valueNS, false), ew: side(loc.t.common.ew, e.artificial.ew, r.valueEW, true) };
    const assigned = e.artificial.ns.assignedScore !== undefined || e.artificial.ew.assignedScore !== undefined;
    parts.push(assigned ? b.assignedArtificialNote(sides) : b.artificialNote(sides));
  } else if (e.weights) {
    const weighted = e.weights.map((w) =>
      b.weightedPart({ weight: loc.pct(w.weight.mul(Rational.of(100)).toFixed(2)), result: w.text, scoreNs: loc.num(String(w.scoreNS)) }),
    );
    parts.push(b.weightedNote({ parts: weighted }));
  } else if (r.adjusted.startsWith('assigned')) {
    parts.push(b.assignedNote);
  } else if (r.adjusted === 'not played' || (r.adjusted === '' && r.valueNS === undefined)) {
    parts.push(b.notPlayedNote);
  }
  if (r.explain.group) parts.push(b.fouledNote({ version: r.explain.group, n: r.explain.n }));
  if (note) parts.push(note);
  return parts.join(' ');
}

function datumText(b: ScoredBoard, loc: Locale): string {
  if (b.datums.size === 0) return '';
  const list = [...b.datums.entries()];
  const datum = (d: number) => loc.num(String(d));
  if (list.length === 1) return loc.t.board.datum({ datum: datum((list[0] as [string, number])[1]) });
  return loc.t.board.datum({ datum: list.map(([k, d]) => `${k || '–'}: ${datum(d)}`).join(', ') });
}

/**
 * During play (provisional scoring with a movement), the tables that will play a board still in play; undefined
 * once every table has played it. A board in play shows neither its traveller nor its deal.
 */
export function tablesInPlay(event: ScoredPairsEvent, section: string | undefined, board: number): number | undefined {
  return event.options.provisional?.boardsInPlay.get(`${section ?? ''}|${board}`);
}

export function boardSection(b: ScoredBoard, event: ScoredPairsEvent, links: Links, loc: Locale = localeFor(), headingLevel: 2 | 3 = 3): string {
  const bt = loc.t.board;
  const imp = event.method !== 'mp';
  const id = links.boardId(b.board, b.section, b.session);
  const title = boardTitle(b.board, b.section, loc, b.session);
  const tables = tablesInPlay(event, b.section, b.board);
  if (tables !== undefined) {
    const text = liveLabels(loc.lang).inPlay({ played: b.lines.length, tables });
    return `<section class="board" id="${id}" aria-labelledby="${id}-h">\n<h${headingLevel} id="${id}-h">${esc(title)}</h${headingLevel}>\n<p class="inplay">${esc(text)}</p>\n</section>`;
  }
  const rows = scoreOrder(b.lines.map((sl) => ({ sl, r: resultRow(b.board, b.section, sl) })));
  const anyRound = rows.some(({ r }) => r.round !== null);
  const anyLead = rows.some(({ r }) => r.lead !== null);
  const facts = boardFacts(b, rows, imp, loc);
  const places = imp ? IMP_DECIMALS : MP_DECIMALS;
  const traveller: TravellerContext = {
    b,
    id,
    imp,
    anyRound,
    anyLead,
    // Each result against double dummy and par, where the program computed the analysis (hand-record.ts).
    analysed: showsAnalysis(b.info),
    links,
    names: new Map(event.standings.map((s) => [s.key, s.names ?? ''])),
    ns: columnFormat(
      rows.map(({ r }) => r.valueNS),
      places,
    ),
    ew: columnFormat(
      rows.map(({ r }) => r.valueEW),
      places,
    ),
    notes: [],
    lineIds: new Set(),
    loc,
  };
  const body = rows.map(({ sl, r }) => travellerRow(sl, r, traveller));
  const head = travellerHead(traveller);
  const notes = traveller.notes;
  const h = `h${headingLevel}`;
  return [
    `<section class="board" id="${id}" aria-labelledby="${id}-h">`,
    `<${h} id="${id}-h">${esc(title)}</${h}>`,
    `<p class="facts">${facts.map((f) => `<span>${f}</span>`).join('')}</p>`,
    handRecordBlock(b.info, dealDiagram(b.info?.deal, { board: b.board, dealer: b.dealer, vulnerability: b.vulnerability, loc }), loc),
    `<div class="scroll"><table class="traveller"><caption class="sr">${esc(bt.traveller({ board: title }))}</caption>`,
    `<thead><tr>${head.join('')}</tr></thead><tbody>${body.join('')}</tbody></table></div>`,
    notes.length > 0 ? `<ol class="notes">${notes.join('')}</ol>` : '',
    '</section>',
  ].join('\n');
}

/**
 * The traveller in score order, as BridgeWebs and Ruter list it: the NS score from the highest down, then the
 * lines without a score (adjusted, not played) by NS matchpoints, then as played. Sorted once, a copy.
 */
export function scoreOrder<T extends { readonly r: ResultRow }>(rows: readonly T[]): T[] {
  const indexed = rows.map((x, i) => ({ x, i }));
  indexed.sort((a, b) => {
    const sa = a.x.r.scoreNS;
    const sb = b.x.r.scoreNS;
    if (sa !== null && sb !== null && sa !== sb) return sb - sa;
    if ((sa === null) !== (sb === null)) return sa === null ? 1 : -1;
    const va = a.x.r.valueNS;
    const vb = b.x.r.valueNS;
    if (va !== undefined && vb !== undefined && !va.eq(vb)) return vb.cmp(va);
    if ((va === undefined) !== (vb === undefined)) return va === undefined ? 1 : -1;
    return a.i - b.i;
  });
  return indexed.map((y) => y.x);
}

/** The facts above the traveller, as HTML: dealer, vulnerability, the top in matchpoints, and any datum (Butler). */
function boardFacts(b: ScoredBoard, rows: readonly { r: ResultRow }[], imp: boolean, loc: Locale): string[] {
  const bt = loc.t.board;
  const top = rows.find(({ r }) => r.top !== undefined)?.r.top;
  return [
    esc(bt.dealer({ seat: seatName(b.dealer, loc) })),
    `<span class="vul">${esc(vulnerabilityText(b.vulnerability, loc))}</span>`,
    imp ? '' : top ? esc(bt.top({ top: loc.num(fmtMp(top)) })) : '',
    esc(datumText(b, loc)),
  ].filter(Boolean);
}

/** What every row of a traveller needs: the board, which optional columns it shows, the pairs' names, the number formats, and the notes so far. */
interface TravellerContext {
  readonly b: ScoredBoard;
  readonly id: string;
  readonly imp: boolean;
  readonly anyRound: boolean;
  readonly anyLead: boolean;
  /** the results against double dummy and par are shown (hand-record.ts) */
  readonly analysed: boolean;
  readonly links: Links;
  /** pair key → the pair's names, for a tooltip */
  readonly names: ReadonlyMap<string, string>;
  readonly ns: (v: Rational | null | undefined) => string;
  readonly ew: (v: Rational | null | undefined) => string;
  /** the notes under the traveller, numbered as their marks in the rows */
  readonly notes: string[];
  /** the ids of the lines so far */
  readonly lineIds: Set<string>;
  readonly loc: Locale;
}

/** One result of the traveller, with a numbered mark (and its note added) when it is not an ordinary result. */
function travellerRow(sl: ScoredLine, r: ResultRow, t: TravellerContext): string {
  const { id, notes, loc } = t;
  const text = r.adjusted || sl.line.note || r.valueNS === undefined ? adjustmentNote(r, t.imp, sl.line.note, loc) : '';
  let mark = '';
  if (text) {
    notes.push(`<li id="${id}-n${notes.length + 1}">${esc(text)}</li>`);
    const label = r.adjusted ? adjustedLabel(sl, loc) : '';
    mark = ` <a class="adj" href="#${id}-n${notes.length}" aria-label="${esc(loc.t.board.noteLink({ n: notes.length, adjusted: label }))}">[${notes.length}]</a>`;
  }
  const score = r.scoreNS;
  // the result against double dummy, par and (with --lead-analysis) its lead; {} without the analysis
  const o = sl.line.outcome;
  const a = t.analysed && o.kind === 'played' ? againstDoubleDummy(t.b.info, o.score, sl.line.lead) : {};
  const lineId = t.links.lineId(t.b.board, t.b.section, t.b.session, sl.nsKey);
  // the first line of an NS pair has the id (a board played twice by one pair is bad data, reported elsewhere)
  const idAttr = t.lineIds.has(lineId) ? '' : ` id="${esc(lineId)}"`;
  t.lineIds.add(lineId);
  return [
    `<tr${idAttr}>`,
    t.anyRound ? `<td class="n opt">${r.round ?? ''}</td>` : '',
    `<td>${pairCell(sl.nsKey, r.ns, t)}</td>`,
    `<td>${pairCell(sl.ewKey, r.ew, t)}</td>`,
    `<td class="nw opt">${contractHtml(contractText(r.contract, loc), loc)}${mark}</td>`,
    `<td class="opt">${esc(seatLetter(r.declarer, loc))}</td>`,
    t.anyLead ? `<td class="opt">${esc(r.lead ?? '')}${leadMark(a, t)}</td>` : '',
    `<td class="nw opt">${esc(r.result)}</td>`,
    // on a phone: contract, declarer and result in one cell, and the NS score signed in one column
    `<td class="nw ph">${foldedContract(contractHtml(contractText(r.contract, loc), loc), seatLetter(r.declarer, loc), r.result)}${mark}</td>`,
    `<td class="n opt">${score !== null && score > 0 ? esc(loc.num(String(score))) : ''}</td>`,
    `<td class="n opt">${score !== null && score < 0 ? esc(loc.num(String(-score))) : ''}</td>`,
    `<td class="n ph">${score === null ? '' : esc(loc.num(String(score)))}</td>`,
    `<td class="n">${esc(loc.num(t.ns(r.valueNS)))}</td>`,
    `<td class="n opt">${esc(loc.num(t.ew(r.valueEW)))}</td>`,
    t.imp ? '' : `<td class="n ph">${esc(loc.num(fmtPct(r.percentNS)))}</td>`,
    againstCells(a, t),
    '</tr>',
  ].join('');
}

/** Contract, declarer and result as one cell (a phone's traveller and score card): "3NT S +1". */
export function foldedContract(contract: string, declarer: string, result: string): string {
  return [contract, esc(declarer), esc(result)].filter((x) => x !== '').join(' ');
}

/** A pair's number, linked to its score card (its names in the tooltip) when it has one. */
function pairCell(key: string, pair: string, t: TravellerContext): string {
  const href = t.links.pair(key);
  const who = t.names.get(key);
  const title = who ? ` title="${esc(who)}"` : '';
  return href ? `<a href="${esc(href)}"${title}>${esc(pair)}</a>` : esc(pair);
}

/** `--lead-analysis`: after the lead, the tricks it gave declarer, double dummy ("+1"); nothing for a lead that gave none. */
function leadMark(a: AgainstDoubleDummy, t: TravellerContext): string {
  if (a.leadGave === undefined || a.leadGave === 0) return '';
  const text = t.loc.t.dealAnalysis.leadGave({ tricks: a.leadGave });
  return ` <abbr class="lead-gave" title="${esc(text)}">+${t.loc.num(String(a.leadGave))}</abbr>`;
}

/** The result against double dummy and against par, as two cells; none when the board shows no analysis. */
function againstCells(a: AgainstDoubleDummy, t: TravellerContext): string {
  if (!t.analysed) return '';
  return `<td class="n">${esc(signedText(a.tricks, t.loc, '='))}</td><td class="n">${esc(signedText(a.parNS, t.loc, '0'))}</td>`;
}

/** The traveller's column headings, with the optional columns the rows show. */
function travellerHead(t: TravellerContext): string[] {
  const { common: c, board: bt, dealAnalysis } = t.loc.t;
  return [
    t.anyRound ? th(esc(c.round), 'n opt') : '',
    th(esc(c.ns)),
    th(esc(c.ew)),
    th(esc(c.contract), 'opt'),
    th(esc(c.declarer), 'opt'),
    t.anyLead ? th(esc(c.lead), 'opt') : '',
    th(esc(c.result), 'opt'),
    th(esc(c.contract), 'ph'),
    th(esc(bt.scoreNs), 'n opt'),
    th(esc(bt.scoreEw), 'n opt'),
    th(esc(bt.scoreNs), 'n ph'),
    th(esc(bt.valueNs({ imps: t.imp })), 'n'),
    th(esc(bt.valueEw({ imps: t.imp })), 'n opt'),
    t.imp ? '' : th(esc(`${c.percent} ${c.ns}`), 'n ph'),
    t.analysed ? th(esc(dealAnalysis.vsDoubleDummy), 'n') + th(esc(dealAnalysis.vsPar), 'n') : '',
  ];
}
