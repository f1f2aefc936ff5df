/**
 * PBN 2.1 §3.4.11 `Deal`, `Dealer` and `Vulnerable` values. A deal is `<first>:<h1> <h2> <h3> <h4>` with the
 * hands clockwise from `<first>`, each `S.H.D.C` with ranks `AKQJT98765432`; it must hold 52 distinct cards.
 * The deal is normalised to start with North, upper case, ranks in descending order.
 *
 * @example
 * parseDeal('E:Q75.J2.T9743.AK5 K83.T964.J6.QJT4 92.87.AKQ82.9876 AJT64.AKQ53.5.32')
 * //=> { ok: true, value: 'N:AJT64.AKQ53.5.32 Q75.J2.T9743.AK5 K83.T964.J6.QJT4 92.87.AKQ82.9876' }
 */
import type { Seat, Vulnerability } from '../../model/types.js';
import type { Parsed } from '../../laws/notation.js';
import { found } from '../../base/diagnostics.js';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const RANKS = 'AKQJT98765432';
const SUITS = 'SHDC';

export const DEAL_EXPECTED = 'expected "<first seat>:<hand> <hand> <hand> <hand>", each hand S.H.D.C with ranks AKQJT98765432, 52 distinct cards';

/** `ok` with undefined when some hands are unknown (`-`): such a deal is accepted but not kept. */
export function parseDeal(text: string): Parsed<string | undefined> {
  const m = /^\s*([NESWnesw])\s*:\s*(.*?)\s*$/.exec(text);
  if (!m) return { ok: false, expected: DEAL_EXPECTED };
  const hands = (m[2] as string).split(/\s+/);
  if (hands.length !== 4) return { ok: false, expected: `${DEAL_EXPECTED} (found ${hands.length} hands)` };
  const first = SEATS.indexOf((m[1] as string).toUpperCase() as Seat);
  const seen = new Set<string>();
  const normalised: (string | undefined)[] = [undefined, undefined, undefined, undefined];
  let unknown = false;
  for (let i = 0; i < 4; i++) {
    const hand = hands[i] as string;
    const seat = SEATS[(first + i) % 4] as Seat;
    if (hand === '-') {
      unknown = true;
      continue;
    }
    const suits = hand.toUpperCase().split('.');
    if (suits.length !== 4) return { ok: false, expected: `${DEAL_EXPECTED} (${seat}'s hand ${found(hand)} does not have 4 suits)` };
    const sorted: string[] = [];
    let count = 0;
    for (let s = 0; s < 4; s++) {
      const cards = suits[s] as string;
      for (const r of cards) {
        if (!RANKS.includes(r)) return { ok: false, expected: `${DEAL_EXPECTED} (${seat}'s hand has ${found(r)}, not a rank)` };
        const card = `${SUITS[s]}${r}`;
        if (seen.has(card)) return { ok: false, expected: `${DEAL_EXPECTED} (the card ${card} appears twice)` };
        seen.add(card);
        count++;
      }
      sorted.push([...cards].sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b)).join(''));
    }
    if (count !== 13) return { ok: false, expected: `${DEAL_EXPECTED} (${seat}'s hand has ${count} cards, not 13)` };
    normalised[SEATS.indexOf(seat)] = sorted.join('.');
  }
  if (unknown) return { ok: true, value: undefined };
  return { ok: true, value: `N:${normalised.join(' ')}` };
}

export function parseDealer(text: string): Parsed<Seat> {
  const t = text.trim().toUpperCase();
  return (SEATS as readonly string[]).includes(t) ? { ok: true, value: t as Seat } : { ok: false, expected: 'expected the dealer as N, E, S or W' };
}

const VULNERABILITY: Record<string, Vulnerability> = {
  NONE: 'None',
  LOVE: 'None',
  '-': 'None',
  NS: 'NS',
  EW: 'EW',
  ALL: 'Both',
  BOTH: 'Both',
};

export const VULNERABLE_EXPECTED = 'expected None, Love or - (nobody), NS, EW, All or Both';

export function parseVulnerable(text: string): Parsed<Vulnerability> {
  const v = VULNERABILITY[text.trim().toUpperCase()];
  return v ? { ok: true, value: v } : { ok: false, expected: VULNERABLE_EXPECTED };
}

/** USEBIO hand sets give each hand as four suit strings; `10` is accepted for the ten. */
export function dealFromHands(hands: ReadonlyMap<Seat, readonly [string, string, string, string]>): Parsed<string | undefined> {
  const parts = SEATS.map((seat) => {
    const h = hands.get(seat);
    return h ? h.map((s) => s.replace(/10/g, 'T').replace(/[\s-]/g, '')).join('.') : '-';
  });
  return parseDeal(`N:${parts.join(' ')}`);
}
