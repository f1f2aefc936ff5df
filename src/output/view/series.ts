/**
 * What the table, the CSV and the page of a season table share: each score as it is shown (the exact value
 * rounded once, half away from zero: percentages and improvements to 2 decimals, masterpoints to the scale's
 * decimals), the columns a document has, and the rules said in words in the reader's language — every rule the
 * table applies, and none it does not.
 *
 * @example
 * scoreText(doc, { n: 235n, d: 4n }) //=> "58.75"
 * ruleTexts(doc, localeFor('nb'))[0]((t) => t) //=> "Én linje per spiller: alle spillerens kvelder, uansett makker."
 */
import { Rational } from '../../base/rational.js';
import { localeFor, type Lang, type Locale } from '../../i18n/index.js';
import type { Q, SeasonRow, SeriesDocument } from '../../model/series.js';

/** What the writers of a season table are told besides the table. */
export interface SeriesWriteOptions {
  /** the language of the table and the page (CSV and JSON are the same in every language) */
  readonly lang: Lang;
  /** JSON indented for reading */
  readonly pretty?: boolean;
}

/** A rule's sentence; `user` isolates a value from the input (session ids, a file name, the formula's name). */
export type RuleText = (user: (text: string) => string) => string;

export const rational = (x: Q): Rational => Rational.of(x.n, x.d);

/** A row's score as the table shows it ('' without one): "58.75", "+3.75" (improvement), "36" (masterpoints). */
export function scoreText(doc: SeriesDocument, x: Q | null): string {
  if (x === null) return '';
  const r = rational(x);
  switch (doc.rules.measure) {
    case 'total-masterpoints':
      return entryText(doc, x);
    case 'most-improved': {
      const s = r.toFixed(2);
      return s.startsWith('-') ? s : `+${s}`;
    }
    default:
      return r.toFixed(2);
  }
}

/** A percentage (a previous average, a carry forward) as shown: 2 decimals. */
export function percentText(x: Q | null): string {
  return x === null ? '' : rational(x).toFixed(2);
}

/** A session's value on a player's card: masterpoints with the scale's decimals, a percentage to 2. */
export function entryText(doc: SeriesDocument, x: Q): string {
  return doc.rules.measure === 'total-masterpoints'
    ? rational(x)
        .div(Rational.of(10n ** BigInt(doc.masterpointDecimals)))
        .toFixed(doc.masterpointDecimals)
    : percentText(x);
}

/** A carry forward as shown: in the measure's unit (masterpoints with the scale's decimals), else to 2 decimals. */
export function carryText(doc: SeriesDocument, x: Q | null): string {
  return doc.rules.measure === 'total-masterpoints' ? scoreText(doc, x) : percentText(x);
}

export function namesText(row: SeasonRow): string {
  return row.names.join(' - ');
}

/** The carry forward of a row (`--carry-forward`), or null. */
export function carryOf(row: SeasonRow): Q | null {
  for (const n of row.notes) if (n.rule === 'carry-forward') return n.carry;
  return null;
}

/** The previous average of a row (most improved), or null. */
export function previousOf(row: SeasonRow): Q | null {
  for (const n of row.notes) if (n.rule === 'most-improved') return n.previous;
  return null;
}

/** The sessions a row's best-N or drop-lowest rule left out. */
export function droppedOf(row: SeasonRow): string[] {
  return row.notes.flatMap((n) => (n.rule === 'best' || n.rule === 'drop-lowest' ? n.dropped : []));
}

/** The sessions in which a row had no value for the measure. */
export function noValueOf(row: SeasonRow): string[] {
  return row.notes.flatMap((n) => (n.rule === 'missing-value' ? n.sessions : []));
}

/** Qualified under `--min-sessions` (always without it). */
export function qualifiedOf(row: SeasonRow): boolean {
  for (const n of row.notes) if (n.rule === 'min-sessions') return n.qualified;
  return true;
}

export interface SeriesColumns {
  readonly previous: boolean;
  readonly carry: boolean;
}

export function columnsOf(doc: SeriesDocument): SeriesColumns {
  return { previous: doc.rules.measure === 'most-improved', carry: doc.rules.carryForward !== undefined };
}

/** The heading of the score column in the document's measure. */
export function scoreHeading(doc: SeriesDocument, loc: Locale): string {
  const s = loc.t.series;
  return doc.rules.measure === 'total-masterpoints' ? s.scoreMasterpoints : doc.rules.measure === 'most-improved' ? s.scoreImproved : s.scoreAverage;
}

/** "1/4" for a fraction, "2/3" and so on: exact, as the rule was given. */
export function fractionText(x: Q): string {
  return x.d === 1n ? String(x.n) : `${x.n}/${x.d}`;
}

/** The slope of an IMP formula as shown: up to 2 decimals, trailing zeros dropped (6.5, 5.65). */
function slopeText(x: Q): string {
  return rational(x)
    .toFixed(2)
    .replace(/\.?0+$/, '');
}

/** The sessions of the window named in a list (the session ids, in date order). */
function sessionList(doc: SeriesDocument, ids: readonly string[], user: (t: string) => string): string {
  const wanted = new Set(ids);
  return doc.sessions
    .filter((s) => wanted.has(s.id))
    .map((s) => user(s.id))
    .join(', ');
}

/** The sessions that are missing a value for some row (IMP sessions left out are said apart). */
function missingSessions(doc: SeriesDocument): string[] {
  const out = new Set<string>();
  for (const r of doc.table.rows) for (const id of noValueOf(r)) if (!doc.impsLeftOut.includes(id)) out.add(id);
  return [...out];
}

/** Every rule the table applies, in words, in the order a reader needs them. */
export function ruleTexts(doc: SeriesDocument, loc: Locale): RuleText[] {
  const s = loc.t.series;
  const r = doc.rules;
  const num = (n: number): string => loc.num(String(n));
  const out: RuleText[] = [() => (r.by === 'pair' ? s.byPair : s.byPlayer)];
  if (r.measure === 'total-masterpoints') out.push(() => s.measureMasterpoints);
  else if (r.measure === 'most-improved') out.push((u) => s.measureImproved({ file: u(doc.previousFile ?? '') }));
  else out.push(() => s.measureAverage);
  if (r.best !== undefined && r.of !== undefined) out.push(() => s.bestOf({ best: num(r.best as number), window: num(r.of as number) }));
  else if (r.best !== undefined) out.push(() => s.best({ best: num(r.best as number) }));
  else if (r.of !== undefined) out.push(() => s.window({ window: num(r.of as number) }));
  const leftOut = doc.sessions.filter((x) => !x.inWindow).map((x) => x.id);
  if (leftOut.length > 0) out.push((u) => s.leftOut({ list: sessionList(doc, leftOut, u) }));
  const d = r.dropLowestAfter;
  if (d !== undefined) out.push(() => s.dropLowest({ drop: num(d.drop), after: num(d.after) }));
  if (r.best === undefined && r.of === undefined && d === undefined) out.push(() => s.allCount);
  if (r.minSessions !== undefined) out.push(() => s.minSessions({ min: num(r.minSessions as number) }));
  const impSessions = doc.sessions.filter((x) => x.inWindow && x.scoring !== 'matchpoints').map((x) => x.id);
  const f = doc.imps;
  if (f !== null && impSessions.length > 0 && r.measure !== 'total-masterpoints') {
    out.push((u) => s.imps({ list: sessionList(doc, impSessions, u), base: loc.pct('50'), slope: loc.pct(slopeText(f.slope)), formula: u(formulaName(f.id)) }));
  }
  if (doc.impsLeftOut.length > 0) out.push((u) => s.impsLeftOut({ list: sessionList(doc, doc.impsLeftOut, u) }));
  if (r.handicap) out.push(() => s.handicap);
  const missing = missingSessions(doc);
  if (missing.length > 0) out.push((u) => s.missing({ list: sessionList(doc, missing, u) }));
  const c = r.carryForward;
  if (c !== undefined) out.push(() => s.carryForward({ fraction: fractionText(c.fraction) }));
  return out;
}

/** The IMP formula by the name of its source (a proper name: the same in every language). */
export function formulaName(id: 'ebu-ngs' | 'ycbc-24'): string {
  return id === 'ebu-ngs' ? 'EBU National Grading Scheme' : 'Young Chelsea BC ladder, 24 boards';
}

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

/** The headings of the columns a document adds after the score (previous average, carried forward). */
export function optionalHeadings(doc: SeriesDocument, loc: Locale): string[] {
  const cols = columnsOf(doc);
  return [...(cols.previous ? [loc.t.series.previous] : []), ...(cols.carry ? [loc.t.series.carry] : [])];
}

/** A row's cells of those columns, written in the language's way. */
export function optionalCells(doc: SeriesDocument, row: SeasonRow, loc: Locale): string[] {
  const cols = columnsOf(doc);
  return [...(cols.previous ? [loc.num(percentText(previousOf(row)))] : []), ...(cols.carry ? [loc.num(carryText(doc, carryOf(row)))] : [])];
}
