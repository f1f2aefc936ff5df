/**
 * Who is who in a pairs event: one field or two (NS and EW apart), the key of a pair in its field, and in an
 * individual event the players behind each side.
 *
 * @example
 * pairKey('A', null, '7') //=> "A||7"
 */
import type { LineTable } from '../../model/line-table.js';
import type { Direction, ResultLine } from '../../model/types.js';
import { layoutBoards } from '../../model/board-layout.js';
import type { Winners } from '../../model/scored.js';

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
      const k = `${r.session ?? ''}\u0000${s}\u0000${r.board}\u0000${p}`;
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

/**
 * decideWinners on the line table, in linear time: the same number on both sides of one board (in one session
 * and section) can only be two pairs, NS n and EW n; a number that sits NS on one board and EW on another
 * means one field (a Howell, an arrow-switch).
 */
export function decideWinnersTable(t: LineTable, requested: Winners | 'auto'): { winners: Winners; qualify: boolean } {
  const layout = layoutBoards(t, { acrossSections: false });
  const stamp = new Int32Array(t.pairs.size).fill(-1);
  let clash = false;
  for (let g = 0; g < layout.groups.length && !clash; g++) {
    const group = layout.groups[g] as (typeof layout.groups)[number];
    for (let k = group.start; k < group.end; k++) {
      const i = layout.order[k] as number;
      const ns = t.ns[i] as number;
      const ew = t.ew[i] as number;
      if (stamp[ns] === g || stamp[ew] === g || ns === ew) clash = true;
      stamp[ns] = g;
      stamp[ew] = g;
    }
  }
  if (clash) return { winners: requested === 'one' ? 'one' : 'two', qualify: true };
  if (requested !== 'auto') return { winners: requested, qualify: false };
  // Which sides each (section, pair) sat: bit 1 NS, bit 2 EW.
  const sections = t.sections.size;
  const sides = new Uint8Array(t.pairs.size * sections);
  for (let i = 0; i < t.count; i++) {
    const s = t.section[i] as number;
    const a = (t.ns[i] as number) * sections + s;
    const b = (t.ew[i] as number) * sections + s;
    sides[a] = (sides[a] as number) | 1;
    sides[b] = (sides[b] as number) | 2;
  }
  return { winners: sides.includes(3) ? 'one' : 'two', qualify: false };
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
