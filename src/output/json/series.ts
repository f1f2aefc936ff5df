/**
 * The season table as JSON (schema/series.schema.json): `{ schemaVersion: 1, kind: "series", title, rules,
 * sessions, rows }`. Every score is exact twice over: `score`, a string of 4 decimals rounded half away from
 * zero, and `fraction`, the exact value "n/d" (a reader that adds scores up should add fractions). The same
 * table gives the same bytes.
 *
 * @example
 * renderSeriesJson(doc) //=> '{"schemaVersion":1,"kind":"series","title":null,"rules":{"by":"player",…'
 */
import type { Q, SeasonRow, SeriesDocument } from '../../model/series.js';
import { jsonText } from '../../text/json-text.js';
import { carryOf, droppedOf, noValueOf, previousOf, qualifiedOf, rational, type SeriesWriteOptions } from '../view/series.js';

export const SERIES_SCHEMA_VERSION = 1;

/** The decimals of `score`: enough to tell apart every average a season of club sessions gives. */
export const SCORE_DECIMALS = 4;

const MEASURE_NAMES = { 'average-percentage': 'average', 'total-masterpoints': 'masterpoints', 'most-improved': 'improved' } as const;

export const exactText = (x: Q): string => `${x.n}/${x.d}`;

function exact(x: Q | null): { score: string; fraction: string } | null {
  return x === null ? null : { score: rational(x).toFixed(SCORE_DECIMALS), fraction: exactText(x) };
}

function rulesJson(doc: SeriesDocument): Record<string, unknown> {
  const r = doc.rules;
  const f = doc.imps;
  return {
    by: r.by,
    measure: MEASURE_NAMES[r.measure],
    best: r.best ?? null,
    of: r.of ?? null,
    minSessions: r.minSessions ?? null,
    dropLowest: r.dropLowestAfter === undefined ? null : { drop: r.dropLowestAfter.drop, after: r.dropLowestAfter.after },
    carryForward: r.carryForward === undefined ? null : exactText(r.carryForward.fraction),
    imps: f === null ? null : { formula: f.id, slope: exactText(f.slope), source: f.source },
    handicap: r.handicap,
    previous: doc.previousFile,
  };
}

function rowJson(r: SeasonRow): Record<string, unknown> {
  const score = exact(r.score);
  return {
    place: r.place,
    rank: r.rank,
    key: r.key,
    names: r.names,
    played: r.played,
    counted: r.counted,
    score: score?.score ?? null,
    fraction: score?.fraction ?? null,
    countedSessions: r.countedSessions,
    sessions: r.entries.map((e) => ({ session: e.session, ...exact(e.value), via: e.via, counted: e.counted, partner: e.partner })),
    droppedSessions: droppedOf(r),
    noValueSessions: noValueOf(r),
    qualified: qualifiedOf(r),
    previous: exact(previousOf(r)),
    carryForward: exact(carryOf(r)),
  };
}

export function seriesJson(doc: SeriesDocument): Record<string, unknown> {
  return {
    schemaVersion: SERIES_SCHEMA_VERSION,
    kind: 'series',
    title: doc.title,
    rules: rulesJson(doc),
    sessions: doc.sessions.map((s) => ({ id: s.id, file: s.file, date: s.date, title: s.title, scoring: s.scoring, link: s.link, inWindow: s.inWindow })),
    rows: doc.table.rows.map(rowJson),
  };
}

export function renderSeriesJson(doc: SeriesDocument, opts: Pick<SeriesWriteOptions, 'pretty'> = {}): string {
  return jsonText(seriesJson(doc), opts.pretty === true);
}
