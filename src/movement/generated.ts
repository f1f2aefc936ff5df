/**
 * A generated movement and what the generator knows about it: the kind and form, the size, the board sets
 * and whether it has one winner or two. The movement itself is plain rows of the movement CSV; the facts are
 * for the table cards, `movement suggest` and the checks before writing.
 *
 * @example
 * generateHowell({ tables: 6 }).info //=> { kind: 'howell', form: 'complete', tables: 6, rounds: 11, … }
 */
import type { Movement } from '../model/movement.js';
import { type MovementForm } from '../model/movement.js';
export type { MovementForm } from '../model/movement.js';

export interface MovementInfo {
  readonly kind: 'mitchell' | 'howell';
  readonly form: MovementForm;
  readonly tables: number;
  readonly rounds: number;
  readonly boardsPerRound: number;
  /** board sets in play */
  readonly sets: number;
  readonly winners: 'one' | 'two';
  /** one pair fewer: its opponents sit out each round */
  readonly halfTable: boolean;
  /** every pair meets every pair it should (Mitchell: every EW pair every NS pair; Howell: every other pair) */
  readonly complete: boolean;
  /** an arrow-switched Mitchell: the rounds switched at every table (but `ownTable`, which has its own) */
  readonly switches?: { readonly rounds: readonly number[]; readonly ownTable?: number; readonly ownRounds?: readonly number[] };
  /** a Howell whose stationary pairs keep their North seat */
  readonly stationaryNorth?: boolean;
}

export interface GeneratedMovement {
  readonly movement: Movement;
  readonly info: MovementInfo;
}

/** Set s (1-based) of `size` boards: (s − 1)·size + 1 … s·size. */
export function boardSet(set: number, size: number): number[] {
  return Array.from({ length: size }, (_, i) => (set - 1) * size + i + 1);
}

export function requireWhole(name: string, value: number, min: number, expected: string): void {
  if (!Number.isInteger(value) || value < min) throw new RangeError(`${name}: ${value} is not allowed (${expected})`);
}

/** Boards per round beyond this would take board numbers past the 9999 a movement file may hold. */
export const MAX_BOARDS_PER_ROUND = 36;

export function requireBoardsPerRound(value: number): void {
  requireWhole('boards per round', value, 1, 'expected at least 1 board per round');
  if (value > MAX_BOARDS_PER_ROUND) throw new RangeError(`boards per round: ${value} is not allowed (expected at most ${MAX_BOARDS_PER_ROUND})`);
}
