/**
 * The season table (ladder) as every stage shares it: the exact rational `Q`, the rules a club ladder applies,
 * the table src/scoring/series computes, and the document the writers of `bridgescore series` read (the table
 * with its sessions, its rules and the IMP conversion in use). Plain data only: the arithmetic is in
 * src/scoring/series/rational.ts, the rules' checks in src/scoring/series/rules.ts.
 *
 * @example
 * const half: Q = { n: 1n, d: 2n };
 */

/** An exact rational, normalised (gcd 1, positive denominator): 72 5/6 % is { n: 437n, d: 6n }. */
export interface Q {
  readonly n: bigint;
  readonly d: bigint;
}

export type Measure = 'average-percentage' | 'total-masterpoints' | 'most-improved';

export interface ImpFormula {
  readonly id: 'ebu-ngs' | 'ycbc-24';
  readonly source: string;
  /** Percentage = 50 + slope × IMPs per board. */
  readonly slope: Q;
}

export interface SeriesRules {
  readonly by: 'player' | 'pair';
  readonly measure: Measure;
  /** Count only the best N sessions of each contestant. */
  readonly best?: number;
  /** The season is the last M sessions (a rolling ladder); earlier sessions are ignored. */
  readonly of?: number;
  /** Unranked below this many sessions played (in the window). */
  readonly minSessions?: number;
  /** Once more than `after` sessions are played, the `drop` lowest are dropped. */
  readonly dropLowestAfter?: { readonly after: number; readonly drop: number };
  /** The final starts from this fraction of the season score (e.g. 1/4 of the average). */
  readonly carryForward?: { readonly fraction: Q };
  readonly imps: ImpFormula['id'];
  /** Handicap sessions enter by their handicap percentage. */
  readonly handicap: boolean;
  /** most-improved: each key's previous average percentage. */
  readonly previous?: Readonly<Record<string, Q>>;
}

export type SeasonNote =
  | { readonly rule: 'window'; readonly of: number; readonly ignored: readonly string[] }
  | { readonly rule: 'imps'; readonly formula: string; readonly sessions: readonly string[] }
  | { readonly rule: 'handicap'; readonly sessions: readonly string[] }
  | { readonly rule: 'missing-value'; readonly sessions: readonly string[] }
  | { readonly rule: 'best'; readonly n: number; readonly dropped: readonly string[] }
  | { readonly rule: 'drop-lowest'; readonly after: number; readonly dropped: readonly string[] }
  | { readonly rule: 'min-sessions'; readonly required: number; readonly qualified: boolean }
  | { readonly rule: 'most-improved'; readonly previous: Q | null }
  | { readonly rule: 'carry-forward'; readonly fraction: Q; readonly carry: Q | null };

/** One session of a contestant: the value it entered with, how, and whether it was counted. */
export interface SeasonEntry {
  readonly session: string;
  /** the value in the measure's unit: a percentage (IMPs converted), or masterpoints in the scale's unit */
  readonly value: Q;
  readonly via: 'percentage' | 'imps' | 'handicap';
  readonly counted: boolean;
  /** the partner's name in that session (by player), or null */
  readonly partner: string | null;
}

export interface SeasonRow {
  readonly key: string;
  readonly names: readonly string[];
  readonly played: number;
  readonly counted: number;
  readonly countedSessions: readonly string[];
  /** every session with a value, in session order */
  readonly entries: readonly SeasonEntry[];
  readonly score: Q | null;
  readonly rank: number | null;
  /** "1", "3=", or "" when not ranked. */
  readonly place: string;
  readonly notes: readonly SeasonNote[];
}

export interface SeasonTable {
  readonly sessions: readonly string[];
  readonly rows: readonly SeasonRow[];
}

/** One session of the document: where it came from, and where its own results page is. */
export interface SeriesSessionInfo {
  readonly id: string;
  /** the path as given on the command line */
  readonly file: string;
  readonly date: string | null;
  readonly title: string | null;
  readonly scoring: 'matchpoints' | 'butler' | 'cross-imps';
  /** the link to the session's page (relative, as `--link-pattern` made it) */
  readonly link: string;
  /** inside the window of `--of` (every session without it) */
  readonly inWindow: boolean;
}

/** What the writers of `bridgescore series` are given. */
export interface SeriesDocument {
  /** `--title`, or null (the writers then use the language's "Season table") */
  readonly title: string | null;
  readonly rules: SeriesRules;
  /** how IMP sessions enter (`--imps`), or null: IMP sessions are then not counted */
  readonly imps: ImpFormula | null;
  /** IMP-scored sessions of the window that were not counted for want of `--imps` */
  readonly impsLeftOut: readonly string[];
  /** `--previous`: the file the previous averages came from */
  readonly previousFile: string | null;
  /** the decimals of the masterpoint scale's unit (0: whole points; ABF 2) */
  readonly masterpointDecimals: number;
  /** every session read, in date-then-id order */
  readonly sessions: readonly SeriesSessionInfo[];
  readonly table: SeasonTable;
}
