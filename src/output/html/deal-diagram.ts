/**
 * The usual hand diagram from a PBN deal string: North at the top, West and East at the sides, South below,
 * the board number, dealer and vulnerability in the middle. The PBN string names its first seat and lists
 * the hands clockwise from it, each as spades.hearts.diamonds.clubs; `-` stands for an unknown hand.
 *
 * @example
 * parseDeal('N:AKQ2.T98.765.432 - - -')?.N //=> ['AKQ2', 'T98', '765', '432']
 */
import { localeFor, type Locale } from '../../i18n/index.js';
import type { Seat, Vulnerability } from '../../model/types.js';
import { esc } from '../../text/html-escape.js';

export type Hand = readonly [string, string, string, string];
export type Deal = Readonly<Record<Seat, Hand | null>>;

const CLOCKWISE: readonly Seat[] = ['N', 'E', 'S', 'W'];
const SUITS = [
  { symbol: '♠', name: 'spades', colour: 'blk' },
  { symbol: '♥', name: 'hearts', colour: 'red' },
  { symbol: '♦', name: 'diamonds', colour: 'red' },
  { symbol: '♣', name: 'clubs', colour: 'blk' },
] as const;
/** The class of each hand's box: fixed, whatever the language. */
const SEAT_CLASS: Record<Seat, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };

/** undefined when the text is not a PBN deal: the board is then shown without a diagram rather than wrongly. */
export function parseDeal(text: string): Deal | undefined {
  const m = /^\s*([NESWnesw])\s*:\s*(.*?)\s*$/.exec(text);
  if (!m) return undefined;
  const hands = (m[2] as string).split(/\s+/);
  if (hands.length !== 4) return undefined;
  const first = CLOCKWISE.indexOf((m[1] as string).toUpperCase() as Seat);
  const deal: Record<Seat, Hand | null> = { N: null, E: null, S: null, W: null };
  for (let i = 0; i < 4; i++) {
    const h = hands[i] as string;
    const seat = CLOCKWISE[(first + i) % 4] as Seat;
    if (h === '-') continue;
    const suits = h.toUpperCase().split('.');
    if (suits.length !== 4 || suits.some((s) => !/^[AKQJT98765432]*$/.test(s))) return undefined;
    deal[seat] = suits as unknown as Hand;
  }
  return deal;
}

function cards(holding: string): string {
  return holding === '' ? '—' : [...holding].map((c) => (c === 'T' ? '10' : c)).join(' ');
}

function handHtml(seat: Seat, hand: Hand | null, loc: Locale): string {
  const body = hand
    ? SUITS.map(
        (s, i) =>
          `<span class="suit"><span class="${s.colour}" title="${esc(loc.t.deal.suit[s.name])}">${s.symbol}</span> ${esc(cards(hand[i] as string))}</span>`,
      ).join('')
    : '<span class="suit">—</span>';
  return `<div class="hand ${SEAT_CLASS[seat]}"><span class="seat">${esc(loc.t.common.seat[seat])}</span>${body}</div>`;
}

export interface DealDiagramOptions {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** the page's language (default English) */
  readonly loc?: Locale;
}

/** The diagram, or '' when the deal is unknown or unreadable. */
export function dealDiagram(dealText: string | undefined, opts: DealDiagramOptions): string {
  const deal = dealText === undefined ? undefined : parseDeal(dealText);
  if (!deal) return '';
  const loc = opts.loc ?? localeFor();
  const { common: c, board: b } = loc.t;
  const board = String(opts.board);
  const centre = `<div class="centre">${esc(c.boardNamed({ board }))}<br>${esc(b.dealer({ seat: c.seat[opts.dealer] }))}<br>${esc(c.vulnerability[opts.vulnerability])}</div>`;
  return `<div class="deal" role="group" aria-label="${esc(loc.t.deal.dealOf({ board }))}">${CLOCKWISE.map((s) => handHtml(s, deal[s], loc)).join('')}${centre}</div>`;
}

export function seatName(seat: Seat, loc: Locale = localeFor()): string {
  return loc.t.common.seat[seat];
}

export function vulnerabilityText(v: Vulnerability, loc: Locale = localeFor()): string {
  return loc.t.common.vulnerability[v];
}

/** "4H" → 4♥ with the suit in colour; notrump, passes and adjusted-score texts stay as they are. */
export function contractHtml(text: string, loc: Locale = localeFor()): string {
  const m = /^([1-7])([SHDC])(X{0,2})$/.exec(text);
  if (!m) return esc(text);
  const suit = SUITS['SHDC'.indexOf(m[2] as string)];
  if (!suit) return esc(text);
  return `${m[1]}<span class="${suit.colour}" title="${esc(loc.t.deal.suit[suit.name])}">${suit.symbol}</span>${m[3]}`;
}
