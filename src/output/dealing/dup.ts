/**
 * Generated deals as a Duplimate DUP file, the layout Duplimate's "Convert" document gives: 156 bytes a
 * board, nothing between boards —
 * - bytes 1–78, the BRI part: North's, East's and South's 13 cards (West has the rest), each card two digits,
 *   01 the ace of spades … 13 the deuce of spades, 14–26 hearts, 27–39 diamonds, 40–52 clubs;
 * - bytes 79–146, the DGE part: the four hands N, E, S, W sorted, 17 bytes each: a suit symbol before each
 *   suit (the code page 437 symbols, bytes 06 ♠, 03 ♥, 04 ♦, 05 ♣) and the 13 ranks AKQJT98765432;
 * - bytes 147–156: "Random hands?" (Y), "Backwards counting" (N), the lowest board (3 bytes), copies of each
 *   board (2 bytes) and the highest board (3 bytes), left aligned and padded with spaces: "YN1  1 32 ".
 * The boards must be consecutive (the machine counts them from the lowest).
 *
 * @example
 * dupFile(boards).length //=> 156 * boards.length
 */
import type { DealtBoard } from './pbn.js';

const SUIT_BYTES = [0x06, 0x03, 0x04, 0x05];
const RANKS = 'AKQJT98765432';
export const DUP_RECORD = 156;

/** The hands (N, E, S, W) of a PBN deal as card numbers 0–51 (suit × 13 + rank from the ace). */
export function cardsOf(deal: string): number[][] {
  const m = /^([NESW]):(.*)$/.exec(deal.trim());
  if (!m) throw new RangeError(`not a PBN deal: ${deal}`);
  const first = 'NESW'.indexOf(m[1] as string);
  const hands: number[][] = [[], [], [], []];
  (m[2] as string)
    .trim()
    .split(/\s+/)
    .forEach((hand, i) => {
      hand.split('.').forEach((suit, s) => {
        for (const r of suit.toUpperCase()) hands[(first + i) % 4]?.push(s * 13 + RANKS.indexOf(r));
      });
    });
  for (const h of hands) h.sort((a, b) => a - b);
  return hands;
}

function pad(text: string, width: number): string {
  return text.length >= width ? text.slice(0, width) : text + ' '.repeat(width - text.length);
}

export function dupRecord(deal: string, lowest: number, highest: number): Uint8Array {
  const hands = cardsOf(deal);
  const out: number[] = [];
  const ascii = (s: string): void => {
    for (const ch of s) out.push(ch.charCodeAt(0));
  };
  for (const h of hands.slice(0, 3)) for (const c of h) ascii(String(c + 1).padStart(2, '0'));
  for (const h of hands) {
    for (let s = 0; s < 4; s++) {
      out.push(SUIT_BYTES[s] as number);
      ascii(
        h
          .filter((c) => Math.floor(c / 13) === s)
          .map((c) => RANKS[c % 13])
          .join(''),
      );
    }
  }
  ascii(`YN${pad(String(lowest), 3)}${pad('1', 2)}${pad(String(highest), 3)}`);
  if (out.length !== DUP_RECORD) throw new RangeError(`a DUP record must be ${DUP_RECORD} bytes, got ${out.length}`);
  return Uint8Array.from(out);
}

/** The file: one record per board, in board order. */
export function dupFile(boards: readonly DealtBoard[]): Uint8Array {
  const sorted = [...boards].sort((a, b) => a.board - b.board);
  const lowest = sorted[0]?.board ?? 1;
  const highest = sorted[sorted.length - 1]?.board ?? 1;
  sorted.forEach((b, i) => {
    if (b.board !== lowest + i) throw new RangeError(`a DUP file needs consecutive boards (board ${lowest + i} is missing)`);
  });
  const out = new Uint8Array(DUP_RECORD * sorted.length);
  sorted.forEach((b, i) => out.set(dupRecord(b.deal, lowest, highest), i * DUP_RECORD));
  return out;
}

/** The deals of a DUP file (its BRI parts; West has the cards not given), for checking and round trips. */
export function readDupDeals(bytes: Uint8Array): string[] {
  const deals: string[] = [];
  for (let at = 0; at + DUP_RECORD <= bytes.length; at += DUP_RECORD) {
    const hands: number[][] = [[], [], [], []];
    const taken = new Set<number>();
    for (let i = 0; i < 39; i++) {
      const c = Number(String.fromCharCode(bytes[at + 2 * i] ?? 0, bytes[at + 2 * i + 1] ?? 0)) - 1;
      hands[Math.floor(i / 13)]?.push(c);
      taken.add(c);
    }
    for (let c = 0; c < 52; c++) if (!taken.has(c)) hands[3]?.push(c);
    const hand = (cards: number[]): string =>
      [0, 1, 2, 3]
        .map((s) =>
          cards
            .filter((c) => Math.floor(c / 13) === s)
            .sort((a, b) => a - b)
            .map((c) => RANKS[c % 13])
            .join(''),
        )
        .join('.');
    deals.push(`N:${hands.map(hand).join(' ')}`);
  }
  return deals;
}
