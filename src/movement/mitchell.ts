/**
 * Mitchell movements (as clubs run them). NS pair t stays at table t; EW pairs (numbered T+1 … 2T, EW pair T+j
 * starting at table j) move up one table a round and boards move down one, so with an odd number of tables T
 * table t plays set t + (r − 1) (mod T) in round r and every EW pair meets every NS pair: a complete Mitchell.
 * With an even number of tables the EW pairs would meet boards they have played after T/2 rounds; either
 * - they skip a table after round T/2 (the skip Mitchell): having moved T tables by round T they would be back
 *   where they began, so it has at most T − 1 rounds and each EW pair misses the NS pair it skips; or
 * - `relay` (share-and-relay): tables 1 and T share a set, and a bye stand between tables T/2 + 1 and T/2 holds
 *   one: the sets travel T − 1 → … → T/2 + 1 → bye stand → T/2 → … → 2 → tables 1 and T → T − 1, a cycle of T
 *   places against the EW pairs' T tables, so every EW pair plays every set once and meets every NS pair in T
 *   rounds. In round 1 table t plays set t, table T shares set 1 with table 1 and set T is on the bye stand.
 *
 * A half table (`halfTable`) leaves out EW pair 2T: its opponents sit out that round. A plain Mitchell has two
 * winners. `arrowSwitch` makes one (mitchell-arrow-switch.ts): in ⌊R/2⌋ rounds every table turns the boards
 * (in a share-and-relay, table T in ⌊R/2⌋ rounds of its own), so that every pair sits in each direction about
 * half the time.
 *
 * @example
 * mitchell({ tables: 3, boardsPerRound: 2 }).rows[3] //=> { round: 2, table: 1, ns: '1', ew: '6', boards: [3, 4] }
 */
import { chooseSwitchedRounds } from './mitchell-arrow-switch.js';
import { boardSet, requireBoardsPerRound, requireWhole, type GeneratedMovement } from './generated.js';
import type { Movement, MovementRow } from '../model/movement.js';

export interface MitchellOptions {
  readonly tables: number;
  /** default and maximum: T rounds (complete) with an odd number of tables or a relay, T − 1 for the skip */
  readonly rounds?: number;
  readonly boardsPerRound: number;
  readonly halfTable?: boolean;
  /** even number of tables: share-and-relay instead of the skip */
  readonly relay?: boolean;
  /** one winner: arrow-switch ⌊R/2⌋ rounds */
  readonly arrowSwitch?: boolean;
}

export const MITCHELL_MAX_TABLES = 60;

/** T rounds with an odd number of tables T or a relay, T − 1 for the skip (it brings EW pairs back in round T). */
export function mitchellMaxRounds(tables: number, relay = false): number {
  return tables % 2 === 0 && !relay ? tables - 1 : tables;
}

export function mitchell(opts: MitchellOptions): Movement {
  return generateMitchell(opts).movement;
}

export function generateMitchell(opts: MitchellOptions): GeneratedMovement {
  const { tables } = opts;
  requireWhole('tables', tables, 3, 'a Mitchell needs at least 3 tables');
  if (tables > MITCHELL_MAX_TABLES)
    throw new RangeError(
      `tables: ${tables} is not allowed (a Mitchell can be generated for at most ${MITCHELL_MAX_TABLES} tables; split the field into sections)`,
    );
  const relay = opts.relay === true;
  if (relay && tables % 2 === 1) {
    throw new RangeError(
      `a share-and-relay Mitchell needs an even number of tables, not ${tables} (with an odd number the plain Mitchell plays all ${tables} rounds)`,
    );
  }
  const maxRounds = mitchellMaxRounds(tables, relay);
  const rounds = opts.rounds ?? maxRounds;
  requireWhole('rounds', rounds, 1, `expected 1 to ${maxRounds} rounds with ${tables} tables`);
  requireBoardsPerRound(opts.boardsPerRound);
  if (rounds > maxRounds) {
    const why =
      tables % 2 === 0
        ? `with an even number of tables the EW pairs skip a table, and in round ${tables} they would meet their first opponents again (a share-and-relay plays all ${tables})`
        : 'with more, pairs would meet again and replay boards';
    throw new RangeError(`a Mitchell of ${tables} tables has at most ${maxRounds} rounds, not ${rounds}: ${why}`);
  }
  // An arrow-switch turns the boards in ⌊R/2⌋ rounds: one round has none to turn, and stays two fields.
  if (opts.arrowSwitch === true && rounds < 2) throw new RangeError('an arrow-switch needs at least 2 rounds (it turns the boards in half of them), not 1');
  const base = relay ? relayRows(tables, rounds, opts) : skipRows(tables, rounds, opts);
  const switches = opts.arrowSwitch === true ? chooseSwitchedRounds(base, rounds, 2 * tables, relay ? tables : undefined) : undefined;
  const isSwitched = (r: MovementRow): boolean =>
    switches !== undefined && r.ew !== null && (r.table === switches.ownTable ? (switches.ownRounds ?? []) : switches.rounds).includes(r.round);
  const rows = base.map((r) => (isSwitched(r) ? { ...r, switched: true } : r));
  return {
    movement: { rows },
    info: {
      kind: 'mitchell',
      form: relay ? 'relay' : tables % 2 === 0 && rounds > tables / 2 ? 'skip' : 'plain',
      tables,
      rounds,
      boardsPerRound: opts.boardsPerRound,
      sets: new Set(base.map((r) => r.boards[0])).size,
      winners: opts.arrowSwitch === true ? 'one' : 'two',
      halfTable: opts.halfTable === true,
      complete: rounds === tables && (relay || tables % 2 === 1),
      ...(switches === undefined ? {} : { switches }),
    },
  };
}

const mod = (a: number, n: number): number => ((a % n) + n) % n;

function skipRows(tables: number, rounds: number, opts: MitchellOptions): MovementRow[] {
  const skipAfter = tables % 2 === 0 ? tables / 2 : Infinity;
  const rows: MovementRow[] = [];
  for (let round = 1; round <= rounds; round++) {
    const skip = round > skipAfter ? 1 : 0;
    for (let table = 1; table <= tables; table++) {
      const ewStart = mod(table - (round - 1) - skip - 1, tables) + 1;
      const set = mod(table + round - 2, tables) + 1;
      rows.push(row(round, table, ewStart, set, tables, opts));
    }
  }
  return rows;
}

function relayRows(tables: number, rounds: number, opts: MitchellOptions): MovementRow[] {
  const half = tables / 2;
  // The places in the order the sets travel: the shared place (tables 1 and T), T − 1 … T/2 + 1, the bye
  // stand, T/2 … 2; and the set in each place in round 1.
  const places: (number | 'bye')[] = [1];
  for (let t = tables - 1; t > half; t--) places.push(t);
  places.push('bye');
  for (let t = half; t >= 2; t--) places.push(t);
  const firstSet = places.map((p) => (p === 'bye' ? tables : p));
  const placeOf = (table: number): number => (table === tables ? 0 : places.indexOf(table));
  const rows: MovementRow[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (let table = 1; table <= tables; table++) {
      const ewStart = mod(table - round, tables) + 1;
      const set = firstSet[mod(placeOf(table) - (round - 1), tables)] as number;
      rows.push(row(round, table, ewStart, set, tables, opts));
    }
  }
  return rows;
}

function row(round: number, table: number, ewStart: number, set: number, tables: number, opts: MitchellOptions): MovementRow {
  const absent = opts.halfTable === true && ewStart === tables;
  return { round, table, ns: String(table), ew: absent ? null : String(tables + ewStart), boards: boardSet(set, opts.boardsPerRound) };
}
