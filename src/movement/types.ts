/**
 * A movement: which pairs sit where and play which boards in each round. One row per table
 * and round, mirroring Bridgemate's RoundData. A missing pair (sit-out, phantom) is `null`. In a row with
 * `switched` set (an arrow-switch, Mitchell movements as clubs run them) `ns` and `ew` still name the pairs of the movement's plan;
 * at that table in that round the `ew` pair actually sits North-South.
 *
 * @example
 * const m: Movement = { rows: [{ round: 1, table: 1, ns: '1', ew: '8', boards: [1, 2, 3] }] };
 */
import type { SourceLocation } from '../model/types.js';

export interface MovementRow {
  readonly round: number;
  readonly table: number;
  readonly ns: string | null;
  readonly ew: string | null;
  /** ascending, without repeats */
  readonly boards: readonly number[];
  readonly section?: string;
  readonly switched?: boolean;
  readonly source?: SourceLocation;
}

export interface Movement {
  readonly rows: readonly MovementRow[];
}
