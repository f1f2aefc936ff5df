/**
 * What changed between two published versions of a pairs event (the JSON `pairs -f json` writes): the
 * results, the board scores, the places and the masterpoint awards. The types, and the JSON document `bridgescore diff -f json` writes.
 * Computed by src/pipeline/diff-pairs.ts.
 *
 * @example
 * renderDiffJson(diff) //=> '{"schemaVersion":1,"date":"2026-01-20","results":[…],"scores":[…],"places":[…]}\n'
 */
import { jsonText } from '../../text/json-text.js';

/** A result that is not the same in the new version: entered differently, added or removed. */
export interface ResultChange {
  readonly board: number;
  readonly section: string | null;
  readonly session: string | null;
  readonly round: number | null;
  readonly table: number | null;
  readonly ns: string;
  readonly ew: string;
  /** the result as it reads ("4S= N", "A60/40"); null when the version has no such line */
  readonly was: string | null;
  readonly now: string | null;
}

/** A board score of a line whose value changed (its result, or the others' on the board, did). */
export interface ScoreChange {
  readonly board: number;
  readonly section: string | null;
  readonly session: string | null;
  readonly table: number | null;
  readonly ns: string;
  readonly ew: string;
  /** MP (international scale) or IMPs of NS and EW, null when not scored */
  readonly was: { readonly ns: number | null; readonly ew: number | null };
  readonly now: { readonly ns: number | null; readonly ew: number | null };
}

/** A pair whose place, score or masterpoint award changed. */
export interface PlaceChange {
  readonly pair: string;
  readonly section: string | null;
  readonly direction: string | null;
  readonly names: string;
  readonly rankWas: number | null;
  readonly rankNow: number | null;
  /** the percentage (matchpoints) or the score the ranking compares (IMPs per board, or the total) */
  readonly scoreWas: number | null;
  readonly scoreNow: number | null;
  /** the pair's masterpoint award per player, in points as the scale shows it (`--masterpoints`); null when none */
  readonly awardWas: number | null;
  readonly awardNow: number | null;
}

export interface PairsDiff {
  /** the date of the new version (its event date, or `--date`), YYYY-MM-DD */
  readonly date: string | null;
  readonly results: readonly ResultChange[];
  readonly scores: readonly ScoreChange[];
  readonly places: readonly PlaceChange[];
}

/** 2: each place change carries the award before and after; 1: before awards. */
export const DIFF_SCHEMA_VERSION = 2;

export function renderDiffJson(diff: PairsDiff, pretty = false): string {
  const doc = { schemaVersion: DIFF_SCHEMA_VERSION, date: diff.date, results: diff.results, scores: diff.scores, places: diff.places };
  return jsonText(doc, pretty);
}
