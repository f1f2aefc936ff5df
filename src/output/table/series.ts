/**
 * The season table for the terminal: the title, how many sessions and from when to when, one line per player
 * (or pair) with the place ("3=" when shared), the name, the sessions played and counted and the score, and
 * under the table every rule applied, in words, in the table's language.
 *
 * @example
 * renderSeriesTable(doc, { lang: 'en' }) //=> "Season table\n22 sessions, 2025-01-07 – 2025-06-03\n┌──────┬…"
 */
import { localeFor, type Lang } from '../../i18n/index.js';
import type { SeriesDocument } from '../../model/series.js';
import { TextTable, type Align } from '../../text/text-table.js';
import {
  carryOf,
  carryText,
  columnsOf,
  namesText,
  percentText,
  previousOf,
  ruleTexts,
  scoreHeading,
  scoreText,
  type SeriesWriteOptions,
} from '../view/series.js';

/** "22 sessions, 2025-01-07 – 2025-06-03", in the language's way. */
export function sessionsLine(doc: SeriesDocument, lang: Lang): string {
  const loc = localeFor(lang);
  const window = doc.sessions.filter((s) => s.inWindow);
  const dates = window.map((s) => s.date).filter((d): d is string => d !== null);
  const count = loc.t.series.sessionCount({ count: window.length });
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (first === undefined || last === undefined) return count;
  return `${count}, ${loc.date(first)}${first === last ? '' : ` – ${loc.date(last)}`}`;
}

export function renderSeriesTable(doc: SeriesDocument, opts: SeriesWriteOptions): string {
  const loc = localeFor(opts.lang);
  const { common: c, series: s } = loc.t;
  const cols = columnsOf(doc);
  const head = [c.rank, doc.rules.by === 'pair' ? c.names : c.player, s.played, s.counted, scoreHeading(doc, loc)];
  const align: Align[] = ['right', 'left', 'right', 'right', 'right'];
  if (cols.previous) {
    head.push(s.previous);
    align.push('right');
  }
  if (cols.carry) {
    head.push(s.carry);
    align.push('right');
  }
  const t = new TextTable({ head, align });
  for (const r of doc.table.rows) {
    const cells = [r.place, namesText(r), String(r.played), String(r.counted), loc.num(scoreText(doc, r.score))];
    if (cols.previous) cells.push(loc.num(percentText(previousOf(r))));
    if (cols.carry) cells.push(loc.num(carryText(doc, carryOf(r))));
    t.push(cells);
  }
  const rules = ruleTexts(doc, loc).map((rule) => `- ${rule((x) => x)}`);
  return [doc.title ?? s.title, sessionsLine(doc, opts.lang), t.toString(), '', `${s.rulesHeading}:`, ...rules, ''].join('\n');
}
