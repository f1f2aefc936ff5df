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
import { leadCard } from '../../laws/lead-card.js';
import type { BoardInfo, DoubleDummyTable, Par, ParContract, Seat, Strain } from '../../model/types.js';
import { parContractText } from '../../laws/par.js';
import { esc } from '../../text/html-escape.js';
import { type HandRecordLabels } from '../../i18n/labels.js';
export type { HandRecordLabels } from '../../i18n/labels.js';

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

/** A strain as the hand record writes it: the suit's symbol in colour, notrump in words. */
export function strainHtml(strain: Strain, loc: Locale): string {
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

/**
 * The double-dummy table and par of a board, or '' when the hand record has neither; with `makeable`, what
 * each side makes (makeableHtml) between the two.
 */
export function analysisHtml(info: BoardInfo | undefined, loc: Locale = localeFor(), opts: { readonly makeable?: boolean } = {}): string {
  if (!info?.doubleDummy && !info?.par) return '';
  const makeable = opts.makeable === true && info.doubleDummy ? makeableHtml(info.doubleDummy, loc) : '';
  return `<div class="analysis">${info.doubleDummy ? doubleDummyHtml(info.doubleDummy, loc) : ''}${makeable}${info.par ? parHtml(info.par, loc) : ''}</div>`;
}

/**
 * The deal diagram and the analysis side by side (stacked on a phone); '' when the board has neither. Where
 * the program computed the analysis (showsAnalysis), the makeable contracts are listed too, as the traveller
 * beside it gives each result against double dummy and par.
 */
export function handRecordBlock(info: BoardInfo | undefined, diagram: string, loc: Locale = localeFor()): string {
  const analysis = analysisHtml(info, loc, { makeable: showsAnalysis(info) });
  if (analysis === '') return diagram;
  return `<div class="hand-record">${diagram}${analysis}</div>`;
}

/**
 * What each side makes double dummy: per strain the highest level either hand of the side makes, in bidding
 * order ("NS 4♠, 3NT; EW 2♥"); a side that makes nothing says so.
 */
export function makeableHtml(dd: DoubleDummyTable, loc: Locale = localeFor()): string {
  const { common: c, dealAnalysis: h } = loc.t;
  const side = (name: string, seats: readonly [Seat, Seat]): string => {
    const list = (['C', 'D', 'H', 'S', 'NT'] as const)
      .map((strain) => ({ strain, level: Math.max(dd[seats[0]][strain], dd[seats[1]][strain]) - 6 }))
      .filter((x) => x.level >= 1)
      .map((x) => `${x.level}${strainHtml(x.strain, loc)}`);
    return `${esc(name)} ${list.length > 0 ? list.join(', ') : esc(h.makesNothing)}`;
  };
  return `<p class="makeable"><strong>${esc(h.makeable)}:</strong> ${side(c.ns, ['N', 'S'])}; ${side(c.ew, ['E', 'W'])}</p>`;
}

/**
 * Does a board's page show each result against double dummy and par? Where bridgescore computed the par
 * (a hand record of deals only, solved by the program, or a table without a par): a hand record with its
 * own table and par is shown as it always was.
 */
export function showsAnalysis(info: BoardInfo | undefined): info is BoardInfo & { readonly doubleDummy: DoubleDummyTable; readonly par: Par } {
  return info?.doubleDummy !== undefined && info.par?.source === 'computed';
}

export interface AgainstDoubleDummy {
  /** declarer's tricks less the double-dummy tricks of that declarer in that strain; undefined when unknown */
  readonly tricks?: number;
  /** North–South's score less the par score */
  readonly parNS?: number;
  /** `--lead-analysis`: the tricks the opening lead gave declarer (0: none), where the lead was solved */
  readonly leadGave?: number;
}

/** A played result against the double-dummy table and the par; {} for an adjusted score. */
export function againstDoubleDummy(
  info: BoardInfo | undefined,
  score: { readonly contract?: { readonly strain: Strain }; readonly declarer?: Seat; readonly tricks?: number; readonly scoreNS: number } | undefined,
  lead?: string,
): AgainstDoubleDummy {
  if (!info?.doubleDummy || !score) return {};
  const out: { tricks?: number; parNS?: number; leadGave?: number } = {};
  if (score.contract && score.declarer && score.tricks !== undefined) out.tricks = score.tricks - info.doubleDummy[score.declarer][score.contract.strain];
  if (info.par) out.parNS = score.scoreNS - info.par.scoreNS;
  const card = lead === undefined ? undefined : leadCard(lead);
  if (card !== undefined && score.contract && score.declarer && info.leads) {
    const { declarer, contract } = score;
    const solved = info.leads.find((l) => l.declarer === declarer && l.strain === contract.strain && l.lead === card);
    if (solved) out.leadGave = Math.max(0, solved.tricks - info.doubleDummy[declarer][contract.strain]);
  }
  return out;
}

/** "+1", "−1", "=" (tricks) or "+120", "−300", "0" (scores), with the minus sign; '' when unknown. */
export function signedText(n: number | undefined, loc: Locale, zero: string): string {
  if (n === undefined) return '';
  if (n === 0) return zero;
  return `${n > 0 ? '+' : '−'}${loc.num(String(Math.abs(n)))}`;
}

export interface PairAnalysis {
  /** opening leads the pair made that were solved, and those that gave declarer a trick */
  led: number;
  leadsGave: number;
  declared: number;
  made: number;
  defended: number;
  held: number;
  withPar: number;
  beaten: number;
  reached: number;
}

/** Adds one played board to a pair's counts: `side` the pair's side, `declarerSide` the declaring side. */
export function countBoard(acc: PairAnalysis, side: 'NS' | 'EW', a: AgainstDoubleDummy, declarer: Seat | undefined): void {
  if (a.tricks !== undefined && declarer !== undefined) {
    const declaring = (declarer === 'N' || declarer === 'S') === (side === 'NS');
    if (declaring) {
      acc.declared++;
      if (a.tricks >= 0) acc.made++;
    } else {
      acc.defended++;
      if (a.tricks <= 0) acc.held++;
      if (a.leadGave !== undefined) {
        acc.led++;
        if (a.leadGave > 0) acc.leadsGave++;
      }
    }
  }
  if (a.parNS !== undefined) {
    const own = side === 'NS' ? a.parNS : -a.parNS;
    acc.withPar++;
    if (own > 0) acc.beaten++;
    else if (own === 0) acc.reached++;
  }
}

/** The lines under a score card: as declarer, on defence, against par; '' when no board was analysed. */
export function pairAnalysisHtml(acc: PairAnalysis, loc: Locale = localeFor()): string {
  const h = loc.t.dealAnalysis;
  const n = (x: number): string => loc.num(String(x));
  const items: string[] = [];
  if (acc.declared > 0) items.push(h.declarerMadeDd({ made: n(acc.made), total: n(acc.declared) }));
  if (acc.defended > 0) items.push(h.defenceHeldDd({ held: n(acc.held), total: n(acc.defended) }));
  if (acc.led > 0) items.push(h.leadsGave({ gave: n(acc.leadsGave), total: n(acc.led) }));
  if (acc.withPar > 0) items.push(h.parBeaten({ beaten: n(acc.beaten), reached: n(acc.reached), total: n(acc.withPar) }));
  if (items.length === 0) return '';
  return `<div class="dd-analysis"><p><strong>${esc(h.analysisHeading)}</strong></p><ul class="legend">${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul></div>`;
}
