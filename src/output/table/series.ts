/**
 * The season table for the terminal: the title, how many sessions and from when to when, one line per player
 * (or pair) with the place ("3=" when shared), the name, the sessions played and counted and the score, and
 * under the table every rule applied, in words, in the table's language.
 *
 * @example
 * renderSeriesTable(doc, { lang: 'en' }) //=> "Season table\n22 sessions, 2025-01-07 – 2025-06-03\n┌──────┬…"
 */
import { localeFor } from '../../i18n/index.js';
import type { SeriesDocument } from '../../model/series.js';
import { TextTable, type Align } from '../../text/text-table.js';
import { namesText, optionalCells, optionalHeadings, ruleTexts, scoreHeading, scoreText, sessionsLine, type SeriesWriteOptions } from '../view/series.js';

export function renderSeriesTable(doc: SeriesDocument, opts: SeriesWriteOptions): string {
  const loc = localeFor(opts.lang);
  const { common: c, series: s } = loc.t;
  const extra = optionalHeadings(doc, loc);
  const head = [c.rank, doc.rules.by === 'pair' ? c.names : c.player, s.played, s.counted, scoreHeading(doc, loc), ...extra];
  const align: Align[] = ['right', 'left', 'right', 'right', 'right', ...extra.map((): Align => 'right')];
  const t = new TextTable({ head, align });
  for (const r of doc.table.rows) {
    t.push([r.place, namesText(r), String(r.played), String(r.counted), loc.num(scoreText(doc, r.score)), ...optionalCells(doc, r, loc)]);
  }
  const rules = ruleTexts(doc, loc).map((rule) => `- ${rule((x) => x)}`);
  return [doc.title ?? s.title, sessionsLine(doc, opts.lang), t.toString(), '', `${s.rulesHeading}:`, ...rules, ''].join('\n');
}
