/**
 * The hand record beside a board's traveller: the deal diagram (deal-diagram.ts), the double-dummy table (the
 * tricks each declarer takes in each strain: strains down, declarers across) and the par (the score and the
 * par contracts). The words are the locale's: its `handRecord` group (src/i18n/catalogues/) and the seats,
 * sides and suits the rest of the page uses (`common`, `deal`), so that the block reads as the traveller
 * beside it does; tricks and scores are written in the language's way. English by default.
 *
 * @example
 * handRecordBlock(board.info, dealDiagram(board.info?.deal, facts), localeFor('nb'))
 * //=> '<div class="hand-record"><div class="deal" …></div><div class="analysis">…</div></div>'
 */
import { en } from '../../i18n/catalogues/en.js';
import { localeFor, type Locale } from '../../i18n/index.js';
import type { Msg } from '../../i18n/messages.js';
import type { BoardInfo, DoubleDummyTable, Par, ParContract, Seat, Strain } from '../../model/types.js';
import { parContractText } from '../../scoring/par.js';
import { esc } from './escape.js';

/** The words of the hand record that the rest of the page does not already have. */
export interface HandRecordLabels {
  /** the caption of the double-dummy table */
  readonly doubleDummy: string;
  /** the head of the strain column */
  readonly strain: string;
  /** notrump in the table's row head and in a par contract, as the traveller writes a contract ("3NT") */
  readonly notrump: string;
  readonly par: string;
  /** the par of a deal best passed out */
  readonly passedOut: string;
  /** after a par the hand record did not give: it was computed from the table */
  readonly computed: string;
  /** read by screen readers for a cell: "North takes 10 tricks in NT"; `seat` is the seat's name */
  readonly cellTitle: Msg<{ readonly seat: string; readonly tricks: number; readonly strain: Strain }>;
}

/** The English words, the default: the `handRecord` group of the English catalogue. */
export const HAND_RECORD_LABELS_EN: HandRecordLabels = en.handRecord;

const DECLARERS: readonly Seat[] = ['N', 'S', 'E', 'W'];
const STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];
const SUIT: Readonly<Record<Exclude<Strain, 'NT'>, { symbol: string; name: 'spades' | 'hearts' | 'diamonds' | 'clubs'; colour: string }>> = {
  S: { symbol: '♠', name: 'spades', colour: 'blk' },
  H: { symbol: '♥', name: 'hearts', colour: 'red' },
  D: { symbol: '♦', name: 'diamonds', colour: 'red' },
  C: { symbol: '♣', name: 'clubs', colour: 'blk' },
};

function strainHtml(strain: Strain, loc: Locale): string {
  if (strain === 'NT') return esc(loc.t.handRecord.notrump);
  const s = SUIT[strain];
  return `<span class="${s.colour}" title="${esc(loc.t.deal.suit[s.name])}">${s.symbol}</span>`;
}

/** The table: one row per strain (NT ♠ ♥ ♦ ♣), one column per declarer (N S E W); a contract that makes is marked. */
export function doubleDummyHtml(dd: DoubleDummyTable, loc: Locale = localeFor()): string {
  const { common: c, handRecord: h } = loc.t;
  const head = `<tr><th scope="col">${esc(h.strain)}</th>${DECLARERS.map((s) => `<th scope="col" class="n" title="${esc(c.seat[s])}">${esc(c.seatLetter[s])}</th>`).join('')}</tr>`;
  const rows = STRAINS.map((strain) => {
    const cells = DECLARERS.map((seat) => {
      const tricks = dd[seat][strain];
      const title = h.cellTitle({ seat: c.seat[seat], tricks, strain });
      return `<td class="n${tricks >= 7 ? ' makes' : ''}" title="${esc(title)}">${esc(loc.num(String(tricks)))}</td>`;
    });
    return `<tr><th scope="row">${strainHtml(strain, loc)}</th>${cells.join('')}</tr>`;
  });
  return `<table class="dd"><caption>${esc(h.doubleDummy)}</caption><thead>${head}</thead><tbody>${rows.join('')}</tbody></table>`;
}

function contractHtml(c: ParContract, loc: Locale): string {
  const text = parContractText(c);
  // "3NT+1" → level, strain, and the rest (X and the result) as text.
  const rest = text.slice(String(c.level).length + (c.strain === 'NT' ? 2 : 1));
  return `${c.level}${strainHtml(c.strain, loc)}${esc(rest)}`;
}

function sideOf(seats: readonly Seat[], loc: Locale): string {
  const c = loc.t.common;
  if (seats.length === 2) return seats[0] === 'N' || seats[0] === 'S' ? c.ns : c.ew;
  return c.seatLetter[seats[0] as Seat];
}

/** "Par: EW 430 (EW 3NT+1)", with the suits as symbols. */
export function parHtml(par: Par, loc: Locale = localeFor()): string {
  const { common: c, handRecord: h } = loc.t;
  const score = par.scoreNS === 0 ? esc(h.passedOut) : `${esc(par.scoreNS > 0 ? c.ns : c.ew)} ${esc(loc.num(String(Math.abs(par.scoreNS))))}`;
  const contracts = par.contracts.map((pc) => `${esc(sideOf(pc.declarers, loc))} ${contractHtml(pc, loc)}`).join(', ');
  const computed = par.source === 'computed' ? ` <span class="note">(${esc(h.computed)})</span>` : '';
  return `<p class="par"><strong>${esc(h.par)}:</strong> ${score}${contracts ? ` — ${contracts}` : ''}${computed}</p>`;
}

/** The double-dummy table and par of a board, or '' when the hand record has neither. */
export function analysisHtml(info: BoardInfo | undefined, loc: Locale = localeFor()): string {
  if (!info?.doubleDummy && !info?.par) return '';
  return `<div class="analysis">${info.doubleDummy ? doubleDummyHtml(info.doubleDummy, loc) : ''}${info.par ? parHtml(info.par, loc) : ''}</div>`;
}

/** The deal diagram and the analysis side by side (stacked on a phone); '' when the board has neither. */
export function handRecordBlock(info: BoardInfo | undefined, diagram: string, loc: Locale = localeFor()): string {
  const analysis = analysisHtml(info, loc);
  if (analysis === '') return diagram;
  return `<div class="hand-record">${diagram}${analysis}</div>`;
}
