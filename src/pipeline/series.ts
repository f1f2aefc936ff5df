/**
 * `bridgescore series`: from the bytes of the sessions' JSON (what `pairs -f json` writes) and the typed rules to
 * the season table's document, and from the document to the text of the format asked for. Every problem with
 * an input comes back as a diagnostic naming the file and the field, nothing is thrown for bad input; the
 * pipeline does no I/O (the command line reads the files first). Source of the rules and the IMP conversions:
 * src/scoring/series/rules.ts.
 *
 * @example
 * const r = buildSeries([{ file: 's1.json', bytes }], { rules: { by: 'player', measure: 'average-percentage', handicap: false }, imps: null, linkPattern: '{file}.html', title: null });
 * r.ok && (await renderSeries(r.doc, 'csv', { lang: 'en' })) //=> "place,key,names,…"
 */
import type { Diagnostic } from '../base/diagnostics.js';
import type { ImpFormula, Q, SeriesDocument, SeriesRules, SeriesSessionInfo } from '../model/series.js';
import type { SeriesWriteOptions } from '../output/view/series.js';
import { computeSeason, IMP_FORMULAS, orderSessions, type SeriesSession } from '../scoring/series/index.js';
import type { FileBytes } from './inputs.js';
import { readPrevious, readSessions, type ReadSeriesSession } from './series-read.js';

export type SeriesFormat = 'table' | 'csv' | 'json' | 'html';

export interface SeriesOptions {
  /** the rules but the IMP conversion and the previous averages, which come below */
  readonly rules: Omit<SeriesRules, 'imps' | 'previous'>;
  /** `--imps`: how IMP sessions enter; null leaves them out */
  readonly imps: ImpFormula['id'] | null;
  /** `--link-pattern`: each session's page, from `{file}` (its file name without .json), `{id}` and `{date}` */
  readonly linkPattern: string;
  readonly title: string | null;
}

export type SeriesResult =
  { readonly ok: true; readonly doc: SeriesDocument } | { readonly ok: false; readonly diagnostics: readonly Diagnostic[]; readonly usage?: readonly string[] };

export const DEFAULT_LINK_PATTERN = '{file}.html';

/** The file's name without its folders and without `.json`: `club/2025-01-07.json` → `2025-01-07`. */
export function baseName(file: string): string {
  return file.replace(/^.*[\\/]/, '').replace(/\.json$/i, '');
}

/** The link to a session's page by the pattern ({file}, {id}, {date}). */
export function sessionLink(pattern: string, s: { file: string; id: string; date: string | null }): string {
  return pattern.replace(/\{(file|id|date)\}/g, (_, k: string) => (k === 'file' ? baseName(s.file) : k === 'id' ? s.id : (s.date ?? '')));
}

/** Without `--imps`, an IMP session's values are taken away: its players then have no value for it (not counted). */
function withoutImps(s: SeriesSession): SeriesSession {
  if (s.scoring === 'matchpoints') return s;
  return { ...s, pairs: s.pairs.map(({ percentage: _p, impsPerBoard: _i, ...rest }) => rest) };
}

/** Two sessions with one id would be one column: named, with both files. */
function duplicateIds(read: readonly ReadSeriesSession[]): Diagnostic[] {
  const seen = new Map<string, string>();
  const out: Diagnostic[] = [];
  for (const r of read) {
    const first = seen.get(r.session.id);
    if (first === undefined) seen.set(r.session.id, r.file);
    else
      out.push({
        severity: 'error',
        code: 'series-duplicate',
        file: r.file,
        field: 'event.id',
        message: `the session "${r.session.id}" again (first in ${first})`,
      });
  }
  return out;
}

/** The decimals of the masterpoint unit of the sessions (they must agree on the scale). */
function masterpointDecimals(read: readonly ReadSeriesSession[], diagnostics: Diagnostic[]): number {
  let first: { scale: string; decimals: number; file: string } | undefined;
  for (const r of read) {
    if (r.masterpoints === undefined) continue;
    if (first === undefined) first = { ...r.masterpoints, file: r.file };
    else if (first.scale !== r.masterpoints.scale) {
      const message = `masterpoints on the scale "${r.masterpoints.scale}", not "${first.scale}" as in ${first.file}: a total needs one scale`;
      diagnostics.push({ severity: 'error', code: 'series-scale', file: r.file, field: 'event.masterpoints.id', message });
    }
  }
  return first?.decimals ?? 0;
}

/** The season table's document from the sessions' bytes, or the diagnostics that stop it. */
export function buildSeries(files: readonly FileBytes[], opts: SeriesOptions, previous?: FileBytes): SeriesResult {
  const { read, diagnostics } = readSessions(files);
  for (const d of duplicateIds(read)) diagnostics.push(d);
  const decimals = opts.rules.measure === 'total-masterpoints' ? masterpointDecimals(read, diagnostics) : 0;
  let prior: Readonly<Record<string, Q>> | undefined;
  if (previous !== undefined) {
    const p = readPrevious(previous, opts.rules.by);
    for (const d of p.diagnostics) diagnostics.push(d);
    prior = p.previous;
  }
  if (diagnostics.length > 0) return { ok: false, diagnostics };
  const sessions = read.map((r) => (opts.imps === null ? withoutImps(r.session) : r.session));
  const rules: SeriesRules = { ...opts.rules, imps: opts.imps ?? 'ebu-ngs', ...(prior !== undefined ? { previous: prior } : {}) };
  const result = computeSeason(sessions, rules);
  if (!result.ok) return { ok: false, diagnostics: [], usage: result.problems };
  const table = result.table;
  const fileOf = new Map(read.map((r) => [r.session.id, r.file]));
  const inWindow = new Set(table.sessions);
  const infos: SeriesSessionInfo[] = orderSessions(read.map((r) => r.session)).map((s) => {
    const file = fileOf.get(s.id) ?? s.id;
    return {
      id: s.id,
      file,
      date: s.date,
      title: s.title,
      scoring: s.scoring,
      link: sessionLink(opts.linkPattern, { file, id: s.id, date: s.date }),
      inWindow: inWindow.has(s.id),
    };
  });
  const impsLeftOut = opts.imps === null ? infos.filter((s) => s.inWindow && s.scoring !== 'matchpoints').map((s) => s.id) : [];
  const doc: SeriesDocument = {
    title: opts.title,
    rules,
    imps: opts.imps === null ? null : IMP_FORMULAS[opts.imps],
    impsLeftOut,
    previousFile: previous?.file ?? null,
    masterpointDecimals: decimals,
    sessions: infos,
    table,
  };
  return { ok: true, doc };
}

/** The document as text in a format; each writer is loaded only when asked for. */
export async function renderSeries(doc: SeriesDocument, format: SeriesFormat, opts: SeriesWriteOptions): Promise<string> {
  switch (format) {
    case 'csv':
      return (await import('../output/csv/series.js')).renderSeriesCsv(doc);
    case 'json':
      return (await import('../output/json/series.js')).renderSeriesJson(doc, opts);
    case 'html':
      return (await import('../output/html/series.js')).renderSeriesHtml(doc, opts);
    case 'table':
      return (await import('../output/table/series.js')).renderSeriesTable(doc, opts);
  }
}
