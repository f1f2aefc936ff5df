/**
 * Howell movements (as KoPS' HOWELL.DAT has them) for 3 to 15 tables, one winner.
 *
 * - Complete (2T − 1 rounds, the default): a Room square of side 2T − 1 from a cyclic design
 *   (cyclic-design.ts): every pair meets every other pair once and plays every set once. Pair 2T stays at
 *   table 1; the other pairs all follow the same path, each round to the seat the next lower pair held; the
 *   sets move one position up each round through the tables and the relay stands. 4 tables: the verified
 *   Howell of KoPS.
 * - Partial (`rounds` below 2T − 1): a cyclic Howell design of R rounds and R sets, with 2T − R stationary
 *   pairs, in which every pair still plays every set once and every set is played at every table. Where none
 *   exists (an even number of tables with T or T + 1 rounds, 4 tables with 6, 5 with 8, fewer than T rounds),
 *   the R rounds of the complete Howell whose boards are shared most evenly (howell-from-complete.ts).
 * - 3 tables: the 3-table Howell (howell-three.ts).
 *
 * Directions: by default every pair sits NS ⌊r/2⌋ or ⌈r/2⌉ times in its r rounds (T or T − 1 times in a complete
 * Howell; 2T − 1 is odd, so no better is possible), the stationary pairs changing seat at their table; with
 * `stationaryNorth` they stay North and the comparisons are the most even (howell-seating.ts says why not
 * both). A half table leaves out pair 2T: each round the pair that comes to table 1 sits out.
 *
 * @example
 * generateHowell({ tables: 6, boardsPerRound: 2 }).movement.rows.length //=> 66 (11 rounds × 6 tables)
 */
import { patternedDesigns, findCyclicDesign, VERIFIED_HOWELL_4, type CyclicDesign } from './cyclic-design.js';
import { boardSet, requireBoardsPerRound, type GeneratedMovement, type MovementForm } from './generated.js';
import { howellFromComplete } from './howell-from-complete.js';
import { balanceStationary, bestMovingSwaps, layDesign, orientSeats, type DesignSeat } from './howell-seating.js';
import { threeTableHowell, THREE_TABLE_ROUNDS } from './howell-three.js';
import type { MovementRow } from '../model/movement.js';

export interface HowellOptions {
  readonly tables: number;
  /** default: 2T − 1, the complete Howell (5 with 3 tables) */
  readonly rounds?: number;
  /** default 4 */
  readonly boardsPerRound?: number;
  /** leave out pair 2T (its opponents sit out) */
  readonly halfTable?: boolean;
  /** the stationary pairs keep their North seat instead of balancing directions */
  readonly stationaryNorth?: boolean;
}

export const HOWELL_MIN_TABLES = 3;
export const HOWELL_MAX_TABLES = 15;

/** The number of rounds of the complete Howell (the 3-table Howell for 3 tables). */
export function howellMaxRounds(tables: number): number {
  return tables === 3 ? THREE_TABLE_ROUNDS : 2 * tables - 1;
}

/** A laid-out Howell: seats with pairs as indices 0 … 2T − 1 (pair numbers minus one) and sets from 0. */
export interface HowellSeats {
  readonly seats: readonly DesignSeat[];
  readonly form: MovementForm;
}

export function generateHowell(opts: HowellOptions): GeneratedMovement {
  const { tables } = opts;
  const boardsPerRound = opts.boardsPerRound ?? 4;
  requireBoardsPerRound(boardsPerRound);
  if (!Number.isInteger(tables) || tables < HOWELL_MIN_TABLES || tables > HOWELL_MAX_TABLES) {
    const why =
      tables === 2
        ? ' (a complete Howell for 2 tables cannot exist, and 4 pairs play each other in a 2-table Mitchell)'
        : tables > HOWELL_MAX_TABLES
          ? ' (with more tables, play a Mitchell)'
          : '';
    throw new RangeError(`a Howell can be generated for ${HOWELL_MIN_TABLES} to ${HOWELL_MAX_TABLES} tables, not ${tables}${why}`);
  }
  const max = howellMaxRounds(tables);
  const rounds = opts.rounds ?? max;
  if (!Number.isInteger(rounds) || rounds < 2 || rounds > max) {
    const why = rounds > max ? `: in ${max} rounds every pair has met every other pair` : '';
    throw new RangeError(`a Howell of ${tables} tables has 2 to ${max} rounds, not ${rounds}${why}`);
  }
  if (tables === 3 && rounds === THREE_TABLE_ROUNDS && boardsPerRound < 3) {
    throw new RangeError(`the 3-table Howell has all three tables share one set in round 1, which needs at least 3 boards per round, not ${boardsPerRound}`);
  }
  const laid = howellSeats(tables, rounds, opts.halfTable === true, opts.stationaryNorth === true);
  return toMovement(laid, tables, rounds, boardsPerRound, opts);
}

/** The seats of the Howell of this size, before pair and board numbers. */
export function howellSeats(tables: number, rounds: number, halfTable: boolean, stationaryNorth: boolean): HowellSeats {
  if (tables === 3 && rounds === THREE_TABLE_ROUNDS) return { seats: threeTableHowell(halfTable, stationaryNorth), form: 'three-table' };
  const complete = rounds === 2 * tables - 1;
  const design = complete ? completeDesign(tables).design : findCyclicDesign(tables, rounds);
  if (design) return { seats: seatDesign(design, halfTable, stationaryNorth), form: complete ? 'complete' : 'partial' };
  const base = tables === 3 ? threeTableHowell(halfTable, stationaryNorth) : seatDesign(completeDesign(tables).design, halfTable, stationaryNorth);
  return { seats: howellFromComplete(base, 2 * tables, rounds, !stationaryNorth), form: 'from-complete' };
}

const MAX_ADDERS = 16;
const cache = new Map<number, { design: CyclicDesign; swaps: readonly boolean[] }>();

/**
 * The complete Howell's design: 4 tables the verified one; 5 tables (no patterned starter has an adder for
 * side 9) from the general search; otherwise the first patterned design whose moving cells can be seated for
 * the most even comparisons: exactly even for sides 7, 11, 15, 19, 23 (a cyclic difference set), within 2 for
 * sides ≡ 1 (mod 4), where the count, always odd, cannot equal the even mean.
 */
export function completeDesign(tables: number): { design: CyclicDesign; swaps: readonly boolean[] } {
  const hit = cache.get(tables);
  if (hit) return hit;
  let best: { design: CyclicDesign; swaps: readonly boolean[]; spread: number; sumSquares: number } | undefined;
  const candidates: Iterable<CyclicDesign> =
    tables === 4 ? [VERIFIED_HOWELL_4] : tables === 5 ? [findCyclicDesign(5, 9) as CyclicDesign] : patternedDesigns(tables);
  const target = (2 * tables - 1) % 4 === 3 ? 0 : 2;
  let tried = 0;
  for (const design of candidates) {
    const s = bestMovingSwaps(design);
    if (!best || s.spread < best.spread || (s.spread === best.spread && s.sumSquares < best.sumSquares)) best = { design, ...s };
    if (best.spread <= target || ++tried >= MAX_ADDERS) break;
  }
  const found = { design: (best as NonNullable<typeof best>).design, swaps: (best as NonNullable<typeof best>).swaps };
  cache.set(tables, found);
  return found;
}

/**
 * Seat a cyclic design: pairs as indices, the stationary pair at table 1 being index 2T − 1 (pair 2T). Balanced
 * directions come from the stationary pairs' seats (howell-seating.ts), then any table's (orient.ts).
 */
function seatDesign(design: CyclicDesign, halfTable: boolean, stationaryNorth: boolean): DesignSeat[] {
  const R = design.rounds;
  const swaps = R === 2 * design.tables - 1 ? completeDesign(design.tables).swaps : bestMovingSwaps(design).swaps;
  const absent = new Set(halfTable ? [R] : []);
  const seed = 1000 * design.tables + R;
  const east = stationaryNorth ? design.stationary.map(() => Array.from({ length: R }, () => false)) : balanceStationary(design, swaps, absent, seed);
  const pairIndex = (symbol: number): number => (symbol < R ? symbol : symbol === R ? 2 * design.tables - 1 : symbol - 1);
  const seats = layDesign(design, swaps, east, absent).map((s) => ({
    ...s,
    ns: s.ns === null ? null : pairIndex(s.ns),
    ew: s.ew === null ? null : pairIndex(s.ew),
  }));
  return stationaryNorth ? seats : polishDirections(seats, 2 * design.tables, seed);
}

/** Any table's directions may change, within every pair's bounds, where that evens the comparisons. */
function polishDirections(seats: readonly DesignSeat[], pairCount: number, seed: number): DesignSeat[] {
  // The first seat of table 1 stays as it is: the stationary pair starts North.
  return orientSeats(seats, pairCount, seed, (s) => s.round === 0 && s.tableIndex === 0);
}

function toMovement(laid: HowellSeats, tables: number, rounds: number, boardsPerRound: number, opts: HowellOptions): GeneratedMovement {
  // A cyclic Howell numbers each set by its position along the board path in round 1 (set 1 at table 1, a set
  // on a relay stand by the relay's place in the path), as KoPS numbers the 4-table Howell; the others
  // in the order the sets first appear, round by round and table by table.
  const sorted = [...laid.seats].sort((a, b) => a.round - b.round || a.tableIndex - b.tableIndex);
  const number = new Map<number, number>();
  if (laid.form === 'complete' || laid.form === 'partial') for (let s = 0; s < rounds; s++) number.set(s, s + 1);
  for (const s of sorted) if (!number.has(s.set)) number.set(s.set, number.size + 1);
  const pairNumber = (p: number | null): string | null => (p === null ? null : String(p + 1));
  const rows: MovementRow[] = sorted
    .filter((s) => s.ns !== null || s.ew !== null)
    .map((s) => ({
      round: s.round + 1,
      table: s.tableIndex + 1,
      // the pair that sits out is written NS, as the Mitchell's half table writes it
      ns: pairNumber(s.ns ?? s.ew),
      ew: s.ns === null ? null : pairNumber(s.ew),
      boards: boardSet(number.get(s.set) as number, boardsPerRound),
    }));
  return {
    movement: { rows },
    info: {
      kind: 'howell',
      form: laid.form,
      tables,
      rounds,
      boardsPerRound,
      sets: new Set(laid.seats.map((s) => s.set)).size,
      winners: 'one',
      halfTable: opts.halfTable === true,
      complete: laid.form === 'complete' || laid.form === 'three-table',
      ...(opts.stationaryNorth === true ? { stationaryNorth: true } : {}),
    },
  };
}
