/**
 * An opening lead as the scoring programs record it ("S9", "H10", "DT", "♣A", "sK"): read into one spelling,
 * suit letter and rank ("S9", "HT", "DT", "CA", "SK"); undefined for anything else.
 *
 * @example
 * leadCard('H10') //=> 'HT'
 * leadCard('♦q') //=> 'DQ'
 */
const SUITS: Readonly<Record<string, string>> = {
  S: 'S',
  H: 'H',
  D: 'D',
  C: 'C',
  '♠': 'S',
  '♥': 'H',
  '♦': 'D',
  '♣': 'C',
  '♤': 'S',
  '♡': 'H',
  '♢': 'D',
  '♧': 'C',
};
const RANKS = '23456789TJQKA';

export function leadCard(text: string): string | undefined {
  const t = text.trim().toUpperCase();
  if (t.length < 2 || t.length > 3) return undefined;
  const suit = SUITS[t[0] as string];
  const rankText = t.slice(1) === '10' ? 'T' : t.slice(1);
  if (suit === undefined || rankText.length !== 1 || !RANKS.includes(rankText)) return undefined;
  return `${suit}${rankText}`;
}

/** The card's suit (0 S, 1 H, 2 D, 3 C) and rank (0 the deuce … 12 the ace), of a card as `leadCard` spells it. */
export function cardIndex(card: string): { readonly suit: number; readonly rank: number } {
  return { suit: 'SHDC'.indexOf(card[0] as string), rank: RANKS.indexOf(card[1] as string) };
}
