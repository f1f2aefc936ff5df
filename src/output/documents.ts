/**
 * What the writers write: one document type per kind of output, and the one set of options every writer takes
 * (each reads the ones it needs). `writers.ts` chooses the writer of a kind and a format.
 *
 * @example
 * const doc: PairsDocument = { scored };
 * (await writerFor('pairs', 'csv'))(doc, { ...DEFAULT_WRITE_OPTIONS }, (piece) => out.push(piece));
 */
import type { ChalkInstance } from 'chalk';
import type { Lang } from '../i18n/index.js';
import type { HcRankingRow } from '../model/handicap.js';
import type { MasterpointAwards } from '../model/masterpoints.js';
import type { PlayMark, ProvisionalStatus } from '../model/provisional.js';
import type { ScoredPairsEvent } from '../model/scored.js';
import type { NextRound } from '../model/swiss.js';
import type { MatchInput, TeamsEventResult, TeamTableResult } from '../model/teams.js';
import type { MpDisplay } from '../text/display-number.js';
import type { PbnEncoding } from './pbn/pbn-text.js';

/** A scored pairs or individual event, with what the command adds to it. */
export interface PairsDocument {
  readonly scored: ScoredPairsEvent;
  /** `--handicap`: the handicap ranking (NBF 3.15), after the scratch ranking */
  readonly handicap?: readonly HcRankingRow[];
  /** `--provisional`, `--watch`, `--final`: how far play has got */
  readonly mark?: PlayMark;
  /** the HTML page's banner: the mark's status with the corrections since `--previous` */
  readonly banner?: ProvisionalStatus;
}

/** A scored team event, with the matches and rooms as read (the PBN writer shows both rooms again). */
export interface TeamsDocument {
  readonly result: TeamsEventResult;
  readonly matches: readonly MatchInput[];
  readonly tables: readonly TeamTableResult[];
  /** the results file's event name, kept by the PBN writer */
  readonly title?: string;
  /** `teams --masterpoints SCALE`: each ranked team's award per player, keyed by the team's id */
  readonly masterpoints?: MasterpointAwards;
  /** the event's date (YYYY-MM-DD): `--date`, else the results file's */
  readonly date?: string;
  /** `teams --match-sheets`: the table adds each match's boards (the page always has them) */
  readonly matchSheets?: boolean;
}

/** `pairs --scorecards`: the score cards of these pairs (all of them when empty). */
export interface ScorecardsDocument {
  readonly scored: ScoredPairsEvent;
  readonly pairs: readonly string[];
}

/** The documents by kind. */
export interface Documents {
  readonly pairs: PairsDocument;
  readonly teams: TeamsDocument;
  readonly swiss: NextRound;
  readonly scorecards: ScorecardsDocument;
  /** `pairs --hc-updates`: each player's HC before and after the event (NBF 3.15) */
  readonly hcUpdates: readonly HcRankingRow[];
}

export type DocumentKind = keyof Documents;

/** Every writer's options; each writer reads those of its format. */
export interface WriteOptions {
  /** the language of the words for people (tables, pages); CSV and JSON stay as they are */
  readonly lang: Lang;
  /** the terminal's colours, for a table (none: plain text) */
  readonly chalk?: ChalkInstance;
  /** JSON indented for reading */
  readonly pretty: boolean;
  /** how matchpoints are shown (`--mp-display`) */
  readonly mpDisplay: MpDisplay;
  /** `pairs --explain`: the JSON's results with how their values came about */
  readonly explain?: boolean;
  /** `pairs --boards`: the board-by-board table instead of the ranking */
  readonly boards: boolean;
  /** PBN's character set */
  readonly encoding: PbnEncoding;
  /** `teams --csv-table`: which table a team event's CSV is */
  readonly csvTable: 'standings' | 'matches';
  /** the HTML page's event name (`--title`) */
  readonly title?: string;
  /** `--csv excel`: CSV for a spreadsheet in the language's regional settings (src/text/csv-excel.ts) */
  readonly csvDialect?: 'plain' | 'excel';
}

/** Writes a document piece by piece (a piece is text, or bytes as they are). */
export type Writer<D> = (doc: D, opts: WriteOptions, write: (piece: string | Uint8Array) => void) => void;
