/**
 * A movement: which pairs sit where and play which boards in each round. One row per table
 * and round, mirroring Bridgemate's RoundData. A missing pair (sit-out, phantom) is `null`. In a row with
 * `switched` set (an arrow-switch, Mitchell movements as clubs run them) `ns` and `ew` still name the pairs of the movement's plan;
 * at that table in that round the `ew` pair actually sits North-South.
 *
 * @example
 * const m: Movement = { rows: [{ round: 1, table: 1, ns: '1', ew: '8', boards: [1, 2, 3] }] };
 */
import type { SourceLocation } from './types.js';

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

export type MovementForm =
  /** Mitchell, odd number of tables: NS stationary, EW up one, boards down one */
  | 'plain'
  /** Mitchell, even number of tables: the EW pairs skip a table after round T/2 */
  | 'skip'
  /** Mitchell, even number of tables: tables 1 and T share, a bye stand holds a set (share-and-relay) */
  | 'relay'
  /** Howell: every pair meets every other pair once and plays every set once */
  | 'complete'
  /** Howell of fewer rounds in which every pair plays every set once (a Howell design) */
  | 'partial'
  /** Howell of fewer rounds taken from the complete one: some sets are played at fewer tables */
  | 'from-complete'
  /** the 3-table Howell: all three tables share one set in round 1 */
  | 'three-table';

/** What a suggested movement is, for its name in each language (SuggestLabels.movementName). */
export type SuggestBase = 'mitchell' | 'mitchell-skip' | 'relay' | 'howell' | 'three-table' | 'howell-partial' | 'from-complete';

export interface SuggestName {
  readonly base: SuggestBase;
  readonly arrowSwitched: boolean;
  readonly stationaryNorth: boolean;
}
