/**
 * Who is who in a pairs event: one field or two (NS and EW apart), the key of a pair in its field, and in an
 * individual event the players behind each side.
 *
 * @example
 * pairKey('A', null, '7') //=> "A||7"
 */
import type { Direction, ResultLine } from '../../model/types.js';
import type {
  Winners,
} from '../pairs-types.js';

/** Two winners need NS 1 and EW 1 kept apart when a Mitchell numbers both directions from 1. */
export function decideWinners(results: readonly ResultLine[], requested: Winners | 'auto'): { winners: Winners; qualify: boolean } {
  const nsPairs = new Set<string>();
  const ewPairs = new Set<string>();
  const seenOnBoard = new Set<string>();
  let clash = false;
  for (const r of results) {
    const s = r.section ?? '';
    nsPairs.add(`${s}\u0000${r.ns}`);
    ewPairs.add(`${s}\u0000${r.ew}`);
    for (const p of [r.ns, r.ew]) {
      const k = `${r.session ?? ""}\u0000${s}\u0000${r.board}\u0000${p}`;
      if (seenOnBoard.has(k)) clash = true;
      seenOnBoard.add(k);
    }
  }
  // The same number on both sides of one board can only be two different pairs (NS 1 and EW 1).
  if (clash) return { winners: requested === 'one' ? 'one' : 'two', qualify: true };
  const both = [...nsPairs].some((p) => ewPairs.has(p));
  if (requested !== 'auto') return { winners: requested, qualify: false };
  return { winners: both ? 'one' : 'two', qualify: false };
}

export function pairKey(section: string | undefined, direction: Direction | null, pair: string): string {
  return `${section ?? ''}|${direction ?? ''}|${pair}`;
}

/**
 * Who is scored for a side of a line: the pair, or in an individual event its two players (each gets the
 * side's score, and is ranked on its own).
 */
export function contestantKeys(line: ResultLine, d: Direction, pairKeyOfSide: string): string[] {
  const seats = line.seats;
  if (!seats) return [pairKeyOfSide];
  const players = d === 'NS' ? [seats.N, seats.S] : [seats.E, seats.W];
  return players.map((p) => pairKey(line.section, null, p));
}
