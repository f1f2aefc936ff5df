/**
 * Compare our results with the numbers an input file published (PBN ScoreTable/TotalScoreTable, USEBIO
 * match points and places): per traveller line (MP or IMPs for each side), per pair (total, percentage, place).
 * A published value is matched at its own precision: ours is rounded (half away from zero) to the number of
 * decimals the published value has, and must then be equal.
 *
 * @example
 * comparePublished(scored, published, { mp: 'international' }).lines.filter(d => !d.ok) //=> []
 */
import { Rational } from '../model/rational.js';
import type { PublishedLine, PublishedResults, PublishedTotal } from '../parse/published.js';
import type { PairStanding, ScoredLine, ScoredPairsEvent } from './pairs-types.js';

export interface CompareOptions {
  /** how the file shows matchpoints: 2/1/0 (MP1), 1/½/0 (MP2), or relative to average (Ruter in Norway) */
  readonly mp: 'international' | 'american' | 'relative';
}

export interface Difference {
  readonly what: string;
  readonly where: string;
  readonly published: string;
  readonly ours: string;
  readonly ok: boolean;
}

export interface Comparison {
  readonly lines: Difference[];
  readonly totals: Difference[];
}

/** The decimals a published value was written with: the least k with den | 10^k. */
export function decimalsOf(v: Rational): number {
  let k = 0;
  let p = 1n;
  while (p % v.den !== 0n && k < 12) {
    p *= 10n;
    k++;
  }
  return k;
}

export function matchesAtPrecision(ours: Rational, published: Rational): boolean {
  const d = decimalsOf(published);
  return ours.toFixed(d) === published.toFixed(d);
}

function check(list: Difference[], what: string, where: string, published: Rational | undefined, ours: Rational | undefined): void {
  if (published === undefined) return;
  const d = decimalsOf(published);
  list.push({
    what,
    where,
    published: published.toFixed(d),
    ours: ours === undefined ? '(none)' : ours.toFixed(d),
    ok: ours !== undefined && matchesAtPrecision(ours, published),
  });
}

function mpShown(v: Rational | undefined, top: Rational | undefined, o: CompareOptions): Rational | undefined {
  if (v === undefined) return undefined;
  if (o.mp === 'american') return v.div(Rational.of(2));
  if (o.mp === 'relative' && top) return v.sub(top.div(Rational.of(2)));
  return v;
}

export function comparePublished(event: ScoredPairsEvent, published: PublishedResults, o: CompareOptions): Comparison {
  const lines: Difference[] = [];
  const index = new Map<string, ScoredLine>();
  for (const b of event.boards) for (const l of b.lines) index.set(lineKey(b.board, l.line.ns, l.line.ew, l.line.section), l);
  const hundred = Rational.of(100);
  for (const p of published.lines) {
    const ours = index.get(lineKey(p.board, p.ns, p.ew, p.section)) ?? index.get(lineKey(p.board, p.ns, p.ew, undefined));
    const where = `board ${p.board}${p.section ? ` section ${p.section}` : ''} NS ${p.ns} v EW ${p.ew}`;
    if (!ours) {
      if (hasNumbers(p)) lines.push({ what: 'line', where, published: 'a result', ours: '(no such line)', ok: false });
      continue;
    }
    check(lines, 'MP NS', where, p.mpNS, mpShown(ours.ns, ours.top, o));
    check(lines, 'MP EW', where, p.mpEW, mpShown(ours.ew, ours.top, o));
    check(lines, 'IMP NS', where, p.impNS, ours.ns);
    check(lines, 'IMP EW', where, p.impEW, ours.ew);
    const pct = (v: Rational | undefined) => (v !== undefined && ours.top && !ours.top.isZero() ? v.mul(hundred).div(ours.top) : undefined);
    check(lines, '% NS', where, p.pctNS, pct(ours.ns));
    check(lines, '% EW', where, p.pctEW, pct(ours.ew));
    if (p.datum !== undefined) check(lines, 'datum', where, Rational.of(p.datum), ours.explain.datum === undefined ? undefined : Rational.of(ours.explain.datum));
  }
  const totals: Difference[] = [];
  for (const t of published.totals) {
    const s = findStanding(event.standings, t);
    const where = `pair ${t.pair}${t.section ? ` section ${t.section}` : ''}${t.direction ? ` ${t.direction}` : ''}`;
    if (!s) {
      totals.push({ what: 'pair', where, published: 'ranked', ours: '(no such pair)', ok: false });
      continue;
    }
    if (t.total !== undefined) {
      const ours = event.method === 'mp' ? mpShown(s.total, s.max, o) : event.method === 'butler' ? s.total : s.score;
      check(totals, event.method === 'mp' ? 'total MP' : 'total IMP', where, t.total, ours);
    }
    check(totals, 'percentage', where, t.percentage, s.percentage);
    if (t.rank !== undefined) {
      totals.push({
        what: 'place',
        where,
        published: `${t.rank}${t.tie ? '=' : ''}`,
        ours: s.rank === undefined ? '-' : `${s.rank}${s.tie ? '=' : ''}`,
        ok: s.rank === t.rank && (t.tie === undefined || t.tie === s.tie),
      });
    }
  }
  return { lines, totals };
}

function hasNumbers(p: PublishedLine): boolean {
  return p.mpNS !== undefined || p.impNS !== undefined || p.pctNS !== undefined;
}

function lineKey(board: number, ns: string, ew: string, section: string | undefined): string {
  return `${board}|${section ?? ''}|${ns}|${ew}`;
}

function findStanding(standings: readonly PairStanding[], t: PublishedTotal): PairStanding | undefined {
  const candidates = standings.filter((s) => s.pair === t.pair && (t.section === undefined || s.section === undefined || s.section === t.section));
  if (candidates.length <= 1) return candidates[0];
  return candidates.find((s) => s.direction === t.direction) ?? candidates.find((s) => s.entries.some((e) => e.direction === t.direction)) ?? candidates[0];
}
