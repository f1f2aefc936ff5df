/**
 * The season table as CSV, one row per player (or pair) in the table's order, with stable columns whatever
 * the rules: place ("3=" when shared, empty when not ranked), key (the member id `id:10008`, or the name
 * `name:marit lie`; a pair joins its two keys with `+`), names (" - " between a pair's two), played, counted,
 * score (as the table shows it: 2 decimals, masterpoints with the scale's decimals), counted_sessions (the ids
 * of the sessions counted, separated by spaces) and carry_forward (empty without `--carry-forward`). Every
 * text cell goes through the one CSV writer, which neutralises a name that would run as a formula.
 *
 * @example
 * renderSeriesCsv(doc) //=> "place,key,names,played,counted,score,counted_sessions,carry_forward\n1,id:20016,Player P,20,20,55.07,…"
 */
import type { SeriesDocument } from '../../model/series.js';
import { csvText, type CsvCell } from '../../text/csv.js';
import { carryOf, carryText, namesText, scoreText } from '../view/series.js';

export const SERIES_CSV_COLUMNS = ['place', 'key', 'names', 'played', 'counted', 'score', 'counted_sessions', 'carry_forward'] as const;

export function renderSeriesCsv(doc: SeriesDocument): string {
  const rows: CsvCell[][] = [[...SERIES_CSV_COLUMNS]];
  for (const r of doc.table.rows) {
    rows.push([
      r.place,
      r.key,
      namesText(r),
      r.played,
      r.counted,
      scoreText(doc, r.score),
      r.countedSessions.join(' '),
      doc.rules.carryForward === undefined ? '' : carryText(doc, carryOf(r)),
    ]);
  }
  return csvText(rows);
}
