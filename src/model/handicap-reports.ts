/**
 * What the handicap register's commands did (NBF 3.15, 1.10.4): an import's outcome per event and a calculation's
 * report, as the register (src/io/handicap-db/) gives them and the reports (src/output/table/handicap-report.ts)
 * put them in words.
 *
 * @example
 * const o: EventImportOutcome = { status: 'added', id: 'club-2026-12-01', date: '2026-12-01', unknownIds: [], withoutId: 0 };
 */

export interface OfficialReport {
  readonly date: string;
  readonly status: 'computed' | 'kept';
  /** the snapshot the replay started from; null for the member list */
  readonly baseDate: string | null;
  readonly events: number;
  readonly playersChanged: number;
}

export interface CalcReport {
  /** the snapshots this run needed, oldest first */
  readonly official: readonly OfficialReport[];
  readonly running: { readonly asOf: string; readonly officialDate: string; readonly events: number; readonly playersChanged: number };
  readonly players: number;
  /** ids in the events of the running window that are not in the register, sorted */
  readonly unknownIds: readonly string[];
  readonly playersWithoutId: number;
  /** false when the register already held exactly this result: nothing was written */
  readonly written: boolean;
}

export interface EventImportOutcome {
  /** 'refused': a correction after the correction period (NBF 1.10.4); nothing was stored */
  readonly status: 'added' | 'unchanged' | 'replaced' | 'refused';
  readonly id: string;
  /** the event's date */
  readonly date: string;
  /** replaced: the latest official HC that counted the earlier version (it is kept as it was) */
  readonly countedIn?: string;
  /** player ids in the event that are not in the register (the player is treated as having no HC) */
  readonly unknownIds: readonly string[];
  /** players listed without an id */
  readonly withoutId: number;
  /** when the stored version was first imported (for a refused correction) */
  readonly firstImportedAt?: string;
  /** replaced: the file the replaced version was imported from */
  readonly replacedSource?: string;
  /**
   * added under an id of its own: another event (other players) has the same date and title, and so the
   * same derived id; this one is stored as `id`, that one is kept as `sharedWith`
   */
  readonly sharedWith?: string;
}
