/**
 * Built-in movements, as rows of the movement CSV.
 *
 * Mitchell (formats.md §3.3): NS pair t stays at table t; EW pairs move up one table a round and boards move
 * down one, so table t plays set t + (r−1) (mod T) in round r. With an even number of tables the EW pairs skip
 * one table after round T/2, or they would meet the boards they have already played; having moved T tables in
 * all by round T they would be back at their first table, so a skip Mitchell has at most T−1 rounds and each EW
 * pair misses the NS pair it skips. Only an odd number of tables gives a complete Mitchell. NS pairs are numbered
 * 1…T and EW pairs T+1…2T (EW pair T+j starts at table j). A half table (`halfTable`) leaves out EW pair 2T:
 * its opponents sit out that round (a phantom).
 *
 * Howell (formats.md §3.4): only the complete 4-table Howell (8 pairs, 7 rounds, 7 sets; pair 8 stationary at
 * table 1 North). A complete Howell for 2 or 3 tables cannot exist; other sizes must come from a movement file.
 *
 * @example
 * mitchell({ tables: 3, boardsPerRound: 2 }).rows[3] //=> { round: 2, table: 1, ns: '1', ew: '6', boards: [3, 4] }
 */
import type { Movement, MovementRow } from './types.js';

export interface MitchellOptions {
  readonly tables: number;
  /** default and maximum: as many rounds as tables (complete) when odd, one fewer when even (the skip) */
  readonly rounds?: number;
  readonly boardsPerRound: number;
  readonly halfTable?: boolean;
}

export interface HowellOptions {
  readonly tables: number;
  /** default 4 */
  readonly boardsPerRound?: number;
}

/** T rounds with an odd number of tables T, T−1 with an even number (the skip brings EW pairs back in round T). */
export function mitchellMaxRounds(tables: number): number {
  return tables % 2 === 0 ? tables - 1 : tables;
}

/** The table counts `howell` can generate. */
export const HOWELL_TABLES = [4] as const;

export function mitchell(opts: MitchellOptions): Movement {
  const tables = opts.tables;
  requireWhole('tables', tables, 3, 'a Mitchell needs at least 3 tables');
  const maxRounds = mitchellMaxRounds(tables);
  const rounds = opts.rounds ?? maxRounds;
  requireWhole('rounds', rounds, 1, `expected 1 to ${maxRounds} rounds with ${tables} tables`);
  requireWhole('boards per round', opts.boardsPerRound, 1, 'expected at least 1 board per round');
  if (rounds > maxRounds) {
    const why =
      tables % 2 === 0
        ? `with an even number of tables the EW pairs skip a table, and in round ${tables} they would meet their first opponents again`
        : 'with more, pairs would meet again and replay boards';
    throw new RangeError(`a Mitchell of ${tables} tables has at most ${maxRounds} rounds, not ${rounds}: ${why}`);
  }
  const skipAfter = tables % 2 === 0 ? tables / 2 : Infinity;
  const rows: MovementRow[] = [];
  for (let round = 1; round <= rounds; round++) {
    const skip = round > skipAfter ? 1 : 0;
    for (let table = 1; table <= tables; table++) {
      const ewStart = mod(table - (round - 1) - skip - 1, tables) + 1;
      const set = mod(table + round - 2, tables) + 1;
      const absent = opts.halfTable === true && ewStart === tables;
      rows.push({ round, table, ns: String(table), ew: absent ? null : String(tables + ewStart), boards: boardSet(set, opts.boardsPerRound) });
    }
  }
  return { rows };
}

/**
 * The 4-table complete Howell of formats.md §3.4, derived from KoPS movement `4-7` and checked there: every one
 * of the 28 pairings once, every pair every set once. Each entry is [NS, EW, set]; row = round, column = table.
 */
const HOWELL_4: readonly (readonly (readonly [number, number, number])[])[] = [
  [[8, 1, 1], [5, 4, 2], [2, 7, 3], [3, 6, 5]],
  [[8, 2, 7], [6, 5, 1], [3, 1, 2], [4, 7, 4]],
  [[8, 3, 6], [7, 6, 7], [4, 2, 1], [5, 1, 3]],
  [[8, 4, 5], [1, 7, 6], [5, 3, 7], [6, 2, 2]],
  [[8, 5, 4], [2, 1, 5], [6, 4, 6], [7, 3, 1]],
  [[8, 6, 3], [3, 2, 4], [7, 5, 5], [1, 4, 7]],
  [[8, 7, 2], [4, 3, 3], [1, 6, 4], [2, 5, 6]],
];

export function howell(opts: HowellOptions): Movement {
  const boardsPerRound = opts.boardsPerRound ?? 4;
  requireWhole('boards per round', boardsPerRound, 1, 'expected at least 1 board per round');
  if (opts.tables !== 4) {
    const why = opts.tables === 2 || opts.tables === 3 ? ' (a complete Howell for 2 or 3 tables cannot exist)' : '';
    throw new RangeError(`a Howell can be generated for 4 tables only, not ${opts.tables}${why}; give other movements as a movement file`);
  }
  const rows: MovementRow[] = [];
  HOWELL_4.forEach((tables, r) => {
    tables.forEach(([ns, ew, set], t) => {
      rows.push({ round: r + 1, table: t + 1, ns: String(ns), ew: String(ew), boards: boardSet(set, boardsPerRound) });
    });
  });
  return { rows };
}

function boardSet(set: number, size: number): number[] {
  return Array.from({ length: size }, (_, i) => (set - 1) * size + i + 1);
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}

function requireWhole(name: string, value: number, min: number, expected: string): void {
  if (!Number.isInteger(value) || value < min) throw new RangeError(`${name}: ${value} is not allowed (${expected})`);
}
