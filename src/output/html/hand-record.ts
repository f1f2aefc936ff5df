/**
 * The hand record beside a board's traveller: the deal diagram (deal-diagram.ts), the double-dummy table (the
 * tricks each declarer takes in each strain: strains down, declarers across) and the par (the score and the
 * par contracts). Every word comes from a labels object, English by default, so that a page in another
 * language passes its own.
 *
 * @example
 * handRecordBlock(board.info, dealDiagram(board.info?.deal, facts))
 * //=> '<div class="hand-record"><div class="deal" …></div><div class="analysis">…</div></div>'
 */
import type { BoardInfo, DoubleDummyTable, Par, ParContract, Seat, Strain } from '../../model/types.js';
import { parContractText } from '../../scoring/par.js';
import { esc } from './escape.js';

export interface HandRecordLabels {
  /** the caption of the double-dummy table */
  readonly doubleDummy: string;
  /** the head of the strain column */
  readonly strain: string;
  readonly seats: Readonly<Record<Seat, string>>;
  readonly seatNames: Readonly<Record<Seat, string>>;
  readonly notrump: string;
  readonly par: string;
  /** the par of a deal best passed out */
  readonly passedOut: string;
  /** after a par the hand record did not give: it was computed from the table */
  readonly computed: string;
  /** the side names in the par line */
  readonly sides: Readonly<Record<'NS' | 'EW', string>>;
  /** read by screen readers for a cell: "North takes 10 tricks in notrump" */
  readonly cellTitle: (seat: string, tricks: number, strain: string) => string;
}

export const HAND_RECORD_LABELS_EN: HandRecordLabels = {
  doubleDummy: 'Double dummy',
  strain: 'Strain',
  seats: { N: 'N', E: 'E', S: 'S', W: 'W' },
  seatNames: { N: 'North', E: 'East', S: 'South', W: 'West' },
  notrump: 'NT',
  par: 'Par',
  passedOut: 'passed out',
  computed: 'computed from the double-dummy table',
  sides: { NS: 'NS', EW: 'EW' },
  cellTitle: (seat, tricks, strain) => `${seat} takes ${tricks} trick${tricks === 1 ? '' : 's'} in ${strain}`,
};

const DECLARERS: readonly Seat[] = ['N', 'S', 'E', 'W'];
const STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];
const SUIT: Readonly<Record<Exclude<Strain, 'NT'>, { symbol: string; name: string; colour: string }>> = {
  S: { symbol: '♠', name: 'spades', colour: 'blk' },
  H: { symbol: '♥', name: 'hearts', colour: 'red' },
  D: { symbol: '♦', name: 'diamonds', colour: 'red' },
  C: { symbol: '♣', name: 'clubs', colour: 'blk' },
};

function strainHtml(strain: Strain, labels: HandRecordLabels): string {
  if (strain === 'NT') return esc(labels.notrump);
  const s = SUIT[strain];
  return `<span class="${s.colour}" title="${s.name}">${s.symbol}</span>`;
}

function strainWord(strain: Strain, labels: HandRecordLabels): string {
  return strain === 'NT' ? labels.notrump : SUIT[strain].name;
}

/** The table: one row per strain (NT ♠ ♥ ♦ ♣), one column per declarer (N S E W); a contract that makes is marked. */
export function doubleDummyHtml(dd: DoubleDummyTable, labels: HandRecordLabels = HAND_RECORD_LABELS_EN): string {
  const head = `<tr><th scope="col">${esc(labels.strain)}</th>${DECLARERS.map((s) => `<th scope="col" class="n" title="${esc(labels.seatNames[s])}">${esc(labels.seats[s])}</th>`).join('')}</tr>`;
  const rows = STRAINS.map((strain) => {
    const cells = DECLARERS.map((seat) => {
      const tricks = dd[seat][strain];
      const title = labels.cellTitle(labels.seatNames[seat], tricks, strainWord(strain, labels));
      return `<td class="n${tricks >= 7 ? ' makes' : ''}" title="${esc(title)}">${tricks}</td>`;
    });
    return `<tr><th scope="row">${strainHtml(strain, labels)}</th>${cells.join('')}</tr>`;
  });
  return `<table class="dd"><caption>${esc(labels.doubleDummy)}</caption><thead>${head}</thead><tbody>${rows.join('')}</tbody></table>`;
}

function contractHtml(c: ParContract, labels: HandRecordLabels): string {
  const text = parContractText(c);
  // "3NT+1" → level, strain, and the rest (X and the result) as text.
  const rest = text.slice(String(c.level).length + (c.strain === 'NT' ? 2 : 1));
  return `${c.level}${strainHtml(c.strain, labels)}${esc(rest)}`;
}

function sideOf(seats: readonly Seat[], labels: HandRecordLabels): string {
  if (seats.length === 2) return labels.sides[seats[0] === 'N' || seats[0] === 'S' ? 'NS' : 'EW'];
  return labels.seats[seats[0] as Seat];
}

/** "Par: EW 430 (EW 3NT+1)", with the suits as symbols. */
export function parHtml(par: Par, labels: HandRecordLabels = HAND_RECORD_LABELS_EN): string {
  const score = par.scoreNS === 0 ? esc(labels.passedOut) : `${esc(labels.sides[par.scoreNS > 0 ? 'NS' : 'EW'])} ${Math.abs(par.scoreNS)}`;
  const contracts = par.contracts.map((c) => `${esc(sideOf(c.declarers, labels))} ${contractHtml(c, labels)}`).join(', ');
  const computed = par.source === 'computed' ? ` <span class="note">(${esc(labels.computed)})</span>` : '';
  return `<p class="par"><strong>${esc(labels.par)}:</strong> ${score}${contracts ? ` — ${contracts}` : ''}${computed}</p>`;
}

/** The double-dummy table and par of a board, or '' when the hand record has neither. */
export function analysisHtml(info: BoardInfo | undefined, labels: HandRecordLabels = HAND_RECORD_LABELS_EN): string {
  if (!info?.doubleDummy && !info?.par) return '';
  return `<div class="analysis">${info.doubleDummy ? doubleDummyHtml(info.doubleDummy, labels) : ''}${info.par ? parHtml(info.par, labels) : ''}</div>`;
}

/** The deal diagram and the analysis side by side (stacked on a phone); '' when the board has neither. */
export function handRecordBlock(info: BoardInfo | undefined, diagram: string, labels: HandRecordLabels = HAND_RECORD_LABELS_EN): string {
  const analysis = analysisHtml(info, labels);
  if (analysis === '') return diagram;
  return `<div class="hand-record">${diagram}${analysis}</div>`;
}
