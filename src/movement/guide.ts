/**
 * What the table cards and guide cards say, worked out from a movement's rows: for each table and round the
 * pairs and boards, where each pair goes next, where the boards go next (a table, several tables sharing
 * them, a relay stand until a later round, or nowhere: they are finished), and which other tables share the
 * boards this round; and for each pair its seat in every round. Seats are as the movement plans them: an
 * arrow-switched row keeps its pairs in their seats and turns the boards (Mitchell movements as clubs run them), so it is marked,
 * not swapped.
 *
 * @example
 * tableGuide(mitchell({ tables: 3, boardsPerRound: 2 }))[0]?.lines[0]?.nsNext //=> { kind: 'seat', table: 1, direction: 'NS' }
 */
import { comparePairs, pairKey } from '../model/pair-id.js';
import type { Movement, MovementRow } from '../model/movement.js';

export type NextSeat =
  | { readonly kind: 'seat'; readonly table: number; readonly direction: 'NS' | 'EW' }
  | { readonly kind: 'sit-out' }
  /** the last round, or the pair plays no more */
  | { readonly kind: 'end' };

export type NextBoards =
  | { readonly kind: 'tables'; readonly tables: readonly number[] }
  /** not played next round: kept on a relay stand until `round` */
  | { readonly kind: 'relay'; readonly round: number }
  | { readonly kind: 'end' };

export interface CardLine {
  readonly round: number;
  readonly table: number;
  readonly ns: string | null;
  readonly ew: string | null;
  readonly boards: readonly number[];
  readonly switched: boolean;
  /** other tables playing the same boards this round */
  readonly sharedWith: readonly number[];
  readonly nsNext: NextSeat;
  readonly ewNext: NextSeat;
  readonly boardsNext: NextBoards;
}

export interface TableCard {
  readonly table: number;
  readonly lines: readonly CardLine[];
}

export type PairSeat =
  | { readonly kind: 'seat'; readonly table: number; readonly direction: 'NS' | 'EW'; readonly opponent: string | null }
  | { readonly kind: 'sit-out'; readonly table: number }
  | { readonly kind: 'absent' };

export interface PairGuide {
  readonly pair: string;
  /** index 0 is round 1 */
  readonly rounds: readonly PairSeat[];
}

/** One card per table, the lines in round order; for a single-section movement (sections are not separated). */
export function tableGuide(m: Movement): TableCard[] {
  const rows = [...m.rows].filter((r) => r.ns !== null || r.ew !== null).sort((a, b) => a.round - b.round || a.table - b.table);
  const lastRound = rows.reduce((max, r) => Math.max(max, r.round), 0);
  const seatOf = new Map<string, MovementRow>();
  const sitOut = new Set<string>();
  const tablesOfSet = new Map<string, number[]>();
  const roundsOfSet = new Map<string, number[]>();
  for (const r of rows) {
    for (const [p, side] of [
      [r.ns, 'NS'],
      [r.ew, 'EW'],
    ] as const) {
      if (p === null) continue;
      seatOf.set(`${r.round}|${pairKey(p)}`, r);
      if ((side === 'NS' ? r.ew : r.ns) === null) sitOut.add(`${r.round}|${pairKey(p)}`);
    }
    const set = r.boards.join(',');
    const tk = `${r.round}|${set}`;
    const tables = tablesOfSet.get(tk);
    if (tables) tables.push(r.table);
    else tablesOfSet.set(tk, [r.table]);
    const rounds = roundsOfSet.get(set) ?? [];
    if (rounds[rounds.length - 1] !== r.round) rounds.push(r.round);
    roundsOfSet.set(set, rounds);
  }
  const next = (p: string | null, round: number): NextSeat => {
    if (p === null || round >= lastRound) return { kind: 'end' };
    const key = `${round + 1}|${pairKey(p)}`;
    const r = seatOf.get(key);
    if (!r) return { kind: 'end' };
    if (sitOut.has(key)) return { kind: 'sit-out' };
    return { kind: 'seat', table: r.table, direction: r.ns !== null && pairKey(r.ns) === pairKey(p) ? 'NS' : 'EW' };
  };
  const boardsNext = (r: MovementRow): NextBoards => {
    const set = r.boards.join(',');
    const later = (roundsOfSet.get(set) ?? []).find((g) => g > r.round);
    if (later === undefined) return { kind: 'end' };
    if (later > r.round + 1) return { kind: 'relay', round: later };
    return { kind: 'tables', tables: tablesOfSet.get(`${later}|${set}`) ?? [] };
  };
  const cards = new Map<number, CardLine[]>();
  for (const r of rows) {
    const line: CardLine = {
      round: r.round,
      table: r.table,
      ns: r.ns,
      ew: r.ew,
      boards: r.boards,
      switched: r.switched === true,
      sharedWith: (tablesOfSet.get(`${r.round}|${r.boards.join(',')}`) ?? []).filter((t) => t !== r.table),
      nsNext: next(r.ns, r.round),
      ewNext: next(r.ew, r.round),
      boardsNext: boardsNext(r),
    };
    const card = cards.get(r.table);
    if (card) card.push(line);
    else cards.set(r.table, [line]);
  }
  return [...cards.entries()].sort(([a], [b]) => a - b).map(([table, lines]) => ({ table, lines }));
}

/** Every pair's seat in every round, pairs in number order. */
export function pairGuide(m: Movement): PairGuide[] {
  const lastRound = m.rows.reduce((max, r) => Math.max(max, r.round), 0);
  const seats = new Map<string, PairSeat[]>();
  const seatsOf = (p: string): PairSeat[] => {
    let list = seats.get(p);
    if (!list) {
      list = Array.from({ length: lastRound }, (): PairSeat => ({ kind: 'absent' }));
      seats.set(p, list);
    }
    return list;
  };
  for (const r of m.rows) {
    if (r.ns !== null)
      seatsOf(pairKey(r.ns))[r.round - 1] =
        r.ew === null ? { kind: 'sit-out', table: r.table } : { kind: 'seat', table: r.table, direction: 'NS', opponent: r.ew };
    if (r.ew !== null)
      seatsOf(pairKey(r.ew))[r.round - 1] =
        r.ns === null ? { kind: 'sit-out', table: r.table } : { kind: 'seat', table: r.table, direction: 'EW', opponent: r.ns };
  }
  return [...seats.entries()].sort(([a], [b]) => comparePairs(a, b)).map(([pair, rounds]) => ({ pair, rounds }));
}
