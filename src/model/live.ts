/**
 * What the live pages (`bridgescore serve`) show besides the scored event: where each pair plays now and next
 * (from the movement), and the director's view of the session (results entered per table, results missing,
 * results to check).
 *
 * @example
 * const seat: LiveSeat = { round: 3, table: 2, direction: 'EW', opponents: '4', boards: [9, 10, 11, 12], now: true };
 */

/** One round of a pair from the movement: the table, the direction it sits and the boards it plays there. */
export interface LiveSeat {
  readonly round: number;
  readonly table: number;
  readonly section?: string;
  readonly direction: 'NS' | 'EW';
  /** the opponents' pair number; undefined in a sit-out round */
  readonly opponents?: string;
  readonly boards: readonly number[];
  /** the round is under way at the pair's table (some of its boards entered, not all) */
  readonly now: boolean;
}

/** One table of the movement as the director sees it. */
export interface LiveTable {
  readonly section?: string;
  readonly table: number;
  /** the round the table is playing: the first with a board not yet entered (undefined: all done) */
  readonly round?: number;
  readonly entered: number;
  readonly scheduled: number;
}

/** A round at a table that has started (a later round has results, or some of its own) with boards not entered. */
export interface LiveMissing {
  readonly section?: string;
  readonly round: number;
  readonly table: number;
  readonly boards: readonly number[];
}

/** A result the director may want to look at again. */
export interface LiveSuspect {
  readonly section?: string;
  readonly board: number;
  readonly round?: number;
  readonly table?: number;
  readonly ns: string;
  readonly ew: string;
  /** the NS score as entered */
  readonly scoreNS: number;
  readonly kind: 'far' | 'impossible' | 'over-double-dummy';
  /** far: the IMPs to the nearest other result; over-double-dummy: the tricks taken and the double-dummy tricks */
  readonly imps?: number;
  readonly tricks?: number;
  readonly dd?: number;
}

export interface DirectorReport {
  readonly tables: readonly LiveTable[];
  readonly missing: readonly LiveMissing[];
  readonly suspects: readonly LiveSuspect[];
  /** the warnings of the last reading of the files, as printed */
  readonly warnings: readonly string[];
}
