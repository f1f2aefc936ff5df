/**
 * PBN `Deal` tag text to and from the solver's deal form: `"N:AK97.T3.J986.A43 QJT.… … …"` — the first letter is
 * the first hand, then the hands clockwise, each as spades.hearts.diamonds.clubs with ranks AKQJT98765432 (either
 * case), an empty suit (or `-`) for a void; a hand may also be `-` as a whole (no cards known, PBN's partial deal).
 *
 * parsePbnDeal('N:AKQJ.T98.765.432 …').ok //=> true
 * parsePbnDeal('X:…') //=> { ok: false, error: 'the deal must start with N:, E:, S: or W:' }
 */
import { RANK_LETTERS, SEAT_LETTERS, SUIT_LETTERS, type Deal, type Seat } from './types.js';

export type ParsedDeal = { readonly ok: true; readonly deal: Deal } | { readonly ok: false; readonly error: string };

export interface ParseOptions {
  /** accept hands of fewer than 13 cards (a position part-way through play); default false */
  readonly partial?: boolean;
}

function fail(error: string): ParsedDeal {
  return { ok: false, error };
}

function rankBit(ch: string): number {
  const r = RANK_LETTERS.indexOf(ch.toUpperCase());
  return r < 0 ? -1 : r;
}

/** One hand's text into holdings[seat*4 + suit]; returns an error message or ''. */
function parseHand(text: string, seat: number, holdings: number[], seen: number[]): string {
  const name = SEAT_LETTERS[seat];
  if (text === '-') return '';
  const suits = text.split('.');
  if (suits.length !== 4) return `hand ${name} "${text}" must have 4 suits separated by dots`;
  for (let s = 0; s < 4; s++) {
    const part = suits[s] ?? '';
    if (part === '-') continue;
    for (const ch of part) {
      const r = rankBit(ch);
      if (r < 0) return `hand ${name}: "${ch}" is not a rank (AKQJT98765432)`;
      const bit = 1 << r;
      if ((seen[s]! & bit) !== 0) return `card ${SUIT_LETTERS[s]}${RANK_LETTERS[r]} appears twice`;
      seen[s]! |= bit;
      holdings[seat * 4 + s]! |= bit;
    }
  }
  return '';
}

function countCards(holdings: readonly number[], seat: number): number {
  let n = 0;
  for (let s = 0; s < 4; s++) {
    let x = holdings[seat * 4 + s]!;
    while (x !== 0) {
      x &= x - 1;
      n++;
    }
  }
  return n;
}

/** Parses PBN deal text; never throws. */
export function parsePbnDeal(text: string, options: ParseOptions = {}): ParsedDeal {
  const t = text.trim();
  const m = /^([NESWnesw]):(.*)$/s.exec(t);
  if (!m) return fail('the deal must start with N:, E:, S: or W:');
  const first = SEAT_LETTERS.indexOf(m[1]!.toUpperCase());
  const hands = m[2]!.trim().split(/\s+/);
  if (hands.length !== 4) return fail(`the deal must have 4 hands, found ${hands[0] === '' ? 0 : hands.length}`);
  const holdings = new Array<number>(16).fill(0);
  const seen = [0, 0, 0, 0];
  for (let i = 0; i < 4; i++) {
    const error = parseHand(hands[i]!, (first + i) & 3, holdings, seen);
    if (error) return fail(error);
  }
  for (let seat = 0; seat < 4; seat++) {
    const n = countCards(holdings, seat);
    if (options.partial ? n > 13 : n !== 13) {
      return fail(`hand ${SEAT_LETTERS[seat]} has ${n} cards${options.partial ? ', more than 13' : ', not 13'}`);
    }
  }
  return { ok: true, deal: { holdings } };
}

function holdingText(x: number): string {
  let s = '';
  for (let r = 12; r >= 0; r--) if ((x >> r) & 1) s += RANK_LETTERS[r];
  return s;
}

/** The deal as PBN `Deal` text, starting with `first` (default North); voids are empty. */
export function formatPbnDeal(deal: Deal, first: Seat = 0): string {
  const hands: string[] = [];
  for (let i = 0; i < 4; i++) {
    const seat = (first + i) & 3;
    const suits: string[] = [];
    for (let s = 0; s < 4; s++) suits.push(holdingText(deal.holdings[seat * 4 + s] ?? 0));
    hands.push(suits.join('.'));
  }
  return `${SEAT_LETTERS[first]}:${hands.join(' ')}`;
}
