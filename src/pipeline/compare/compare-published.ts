/**
 * Compare our results with the numbers an input file published (PBN ScoreTable/TotalScoreTable, USEBIO
 * match points and places): per traveller line (MP or IMPs for each side, or each seat in an individual
 * event), per pair (total, percentage, place, and the penalties where the file publishes them: Ruter's
 * ScorePenalty, which agrees when we applied it). A published value is matched at its own precision: ours is
 * rounded to the number of decimals the published value has, and must then be equal. An exact half at that
 * precision is rounded the way the file's program rounds it: half away from zero (ours, and most programs'),
 * or half to even (RealBridge: 154/320 = 48.125 % published 48.12).
 *
 * Like is compared with like: published IMPs are never compared with our matchpoints (the comparison says so
 * instead); a file whose totals are cumulative over sessions is compared on its own session's columns, and on
 * the cumulative totals only when the event holds the earlier sessions too.
 *
 * @example
 * comparePublished(scored, published, { mp: 'international' }).lines.filter(d => !d.ok) //=> []
 */
import { Rational } from '../../base/rational.js';
import { capList } from '../../model/pair-id.js';
import { awardText } from '../../model/masterpoints.js';
import type { MpDisplay } from '../../text/display-number.js';
import type { PublishedLine, PublishedResults, PublishedTotal } from '../../model/published.js';
import type { PairStanding, ScoredLine, ScoredPairsEvent } from '../../model/scored.js';
import { pairKey } from '../../scoring/pairs/keys.js';
import { type PublishedLines, type PublishedRounding } from '../../model/settings.js';
import { type Difference, type Comparison } from '../../model/compare.js';

export interface CompareOptions {
  /** how the file shows matchpoints: 2/1/0 (MP1), 1/½/0 (MP2), or relative to average (Ruter in Norway) */
  readonly mp: MpDisplay;
  /** Butler totals as published: the IMP sum (Magic Contest) or IMPs per board (Ruter) */
  readonly butlerTotals?: 'sum' | 'per-board';
  /** the session of the scored event that this file publishes, in an event of several sessions */
  readonly session?: string;
  /** how the file's program rounds an exact half in what it publishes (default half away from zero) */
  readonly rounding?: PublishedRounding;
  /** traveller lines published with the factored values (default) or on the board's own top (Compscore) */
  readonly lines?: PublishedLines;
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

/** A value to `d` decimals, an exact half rounded as `rounding` says. Exact: no floating point. */
export function roundedAt(v: Rational, d: number, rounding: PublishedRounding = 'half-away'): string {
  if (rounding === 'half-even') {
    const scale = 10n ** BigInt(d);
    const neg = v.num < 0n;
    const scaled = (neg ? -v.num : v.num) * scale;
    const q = scaled / v.den;
    if (2n * (scaled - q * v.den) === v.den) {
      const even = q % 2n === 0n ? q : q + 1n;
      return Rational.of(neg ? -even : even, scale).toFixed(d);
    }
  }
  return v.toFixed(d);
}

export function matchesAtPrecision(ours: Rational, published: Rational, rounding: PublishedRounding = 'half-away'): boolean {
  const d = decimalsOf(published);
  return roundedAt(ours, d, rounding) === published.toFixed(d);
}

function check(
  list: Difference[],
  what: string,
  where: string,
  published: Rational | undefined,
  ours: Rational | undefined,
  rounding?: PublishedRounding,
): void {
  if (published === undefined) return;
  const d = decimalsOf(published);
  list.push({
    what,
    where,
    published: published.toFixed(d),
    ours: ours === undefined ? '(none)' : roundedAt(ours, d, rounding),
    ok: ours !== undefined && matchesAtPrecision(ours, published, rounding),
  });
}

function mpShown(v: Rational | undefined, top: Rational | undefined, o: CompareOptions): Rational | undefined {
  if (v === undefined) return undefined;
  if (o.mp === 'american') return v.div(Rational.of(2));
  if (o.mp === 'relative' && top) return v.sub(top.div(Rational.of(2)));
  return v;
}

/** What kind of numbers a file publishes: matchpoints, IMPs, or (only places) neither. */
export function publishedKind(published: PublishedResults): 'mp' | 'imp' | undefined {
  const column = published.meta?.totalColumn ?? '';
  if (published.lines.some((p) => p.impNS !== undefined || p.datum !== undefined) || /IMP/i.test(column)) return 'imp';
  if (published.lines.some((p) => p.mpNS !== undefined || p.pctNS !== undefined || p.seats !== undefined) || /(^|[^I])MP$/i.test(column)) return 'mp';
  if (published.scoring !== undefined && /^\s*(IMP|CROSS_IMPS?|IMPS|BUTLER_\w+|CROSS_IMP_\w+)\b/i.test(published.scoring)) return 'imp';
  if (published.totals.some((t) => t.percentage !== undefined)) return 'mp';
  return undefined;
}

export function comparePublished(event: ScoredPairsEvent, published: PublishedResults, o: CompareOptions): Comparison {
  const kind = publishedKind(published);
  const ours = event.method === 'mp' ? 'mp' : 'imp';
  if (kind !== undefined && kind !== ours) {
    const declared = published.scoring === undefined ? '' : ` (scoring "${published.scoring}")`;
    return {
      lines: [],
      totals: [],
      notes: [],
      mismatch:
        kind === 'imp'
          ? `the file publishes IMPs${declared}, scored here as matchpoints: IMPs are not compared with matchpoints (give --scoring butler or cross-imps, or leave --scoring out)`
          : `the file publishes matchpoints${declared}, scored here as IMPs (${event.method}): matchpoints are not compared with IMPs (give --scoring mp, or leave --scoring out)`,
    };
  }
  const notes: string[] = [];
  return { lines: compareLines(event, published, o), totals: compareTotals(event, published, o, notes), notes };
}

function compareLines(event: ScoredPairsEvent, published: PublishedResults, o: CompareOptions): Difference[] {
  const lines: Difference[] = [];
  const index = new Map<string, ScoredLine>();
  // the lines with a score (results and artificial scores) of each board's group
  const lineCount = new Map<string, number>();
  for (const b of event.boards) {
    if (o.session !== undefined && (b.session ?? '') !== o.session) continue;
    for (const l of b.lines) {
      index.set(lineKey(b.board, l.line.ns, l.line.ew, l.line.section), l);
      if (l.ns !== undefined) lineCount.set(groupKey(b.board, l), (lineCount.get(groupKey(b.board, l)) ?? 0) + 1);
    }
  }
  const hundred = Rational.of(100);
  const mp = event.method === 'mp';
  for (const p of published.lines) {
    const ours = index.get(lineKey(p.board, p.ns, p.ew, p.section)) ?? index.get(lineKey(p.board, p.ns, p.ew, undefined));
    const where = `board ${p.board}${p.section ? ` section ${p.section}` : ''} NS ${p.ns} v EW ${p.ew}`;
    if (!ours) {
      if (hasNumbers(p)) lines.push({ what: 'line', where, published: 'a result', ours: '(no such line)', ok: false });
      continue;
    }
    const before = lines.length;
    const pct = (v: Rational | undefined) => (v !== undefined && ours.top && !ours.top.isZero() ? v.mul(hundred).div(ours.top) : undefined);
    if (mp) {
      // Published on the board's own top (Compscore): Neuberg to the lines the traveller has, not to N.
      const shown = o.lines === 'own-top' ? ownTopValues(ours, lineCount.get(groupKey(p.board, ours)) ?? 0) : undefined;
      const ns = shown ? shown.ns : ours.ns;
      const ew = shown ? shown.ew : ours.ew;
      const top = shown ? shown.top : ours.top;
      const pctOf = (v: Rational | undefined) => (shown ? (v !== undefined && !top?.isZero() ? v.mul(hundred).div(top as Rational) : undefined) : pct(v));
      check(lines, 'MP NS', where, p.mpNS, mpShown(ns, top, o), o.rounding);
      check(lines, 'MP EW', where, p.mpEW, mpShown(ew, top, o), o.rounding);
      check(lines, '% NS', where, p.pctNS, pctOf(ns), o.rounding);
      check(lines, '% EW', where, p.pctEW, pctOf(ew), o.rounding);
      for (const seat of ['N', 'E', 'S', 'W'] as const) {
        const s = p.seats?.[seat];
        if (!s) continue;
        const own = ours.players?.get(pairKey(ours.line.section, null, s.player)) ?? (seat === 'N' || seat === 'S' ? ours.ns : ours.ew);
        check(lines, `MP ${seat}`, where, s.mp, mpShown(own, ours.top, o), o.rounding);
        check(lines, `% ${seat}`, where, s.pct, pct(own), o.rounding);
      }
    } else {
      check(lines, 'IMP NS', where, p.impNS, ours.ns, o.rounding);
      check(lines, 'IMP EW', where, p.impEW, ours.ew, o.rounding);
      if (p.datum !== undefined)
        check(lines, 'datum', where, Rational.of(p.datum), ours.explain.datum === undefined ? undefined : Rational.of(ours.explain.datum));
    }
    // A line whose published values none of ours compares with (MP on a line of an IMP scoring): not agreeing.
    if (lines.length === before && hasNumbers(p)) lines.push({ what: 'line', where, published: 'values', ours: '(not compared)', ok: false });
  }
  return lines;
}

/** One pair's result as compared: the event's, one session's, or the sum of the sessions up to one. */
interface Result {
  readonly total: Rational;
  readonly max?: Rational;
  readonly percentage?: Rational;
  readonly perBoard?: Rational;
  readonly score?: Rational;
  readonly rank?: number;
  readonly tie: boolean;
}

function compareTotals(event: ScoredPairsEvent, published: PublishedResults, o: CompareOptions, notes: string[]): Difference[] {
  const totals: Difference[] = [];
  const meta = published.meta ?? {};
  const cumulative = meta.boardCount !== undefined && meta.boardCountSession !== undefined && meta.boardCount > meta.boardCountSession;
  const sessionColumns = published.totals.some((t) => t.session !== undefined);
  // The event's sessions up to and including this file's: what cumulative totals cover.
  const upTo = o.session === undefined ? event.sessions.length : event.sessions.indexOf(o.session) + 1;
  const boardsUpTo = countBoards(event, event.sessions.slice(0, upTo), o.session === undefined);
  const cumulativeCovered = !cumulative || boardsUpTo === meta.boardCount;
  if (cumulative && !cumulativeCovered) {
    notes.push(
      `the totals cover ${meta.boardCount} boards${meta.session !== undefined ? ` (session ${meta.session}${meta.sessionCount ? ` of ${meta.sessionCount}` : ''})` : ''}, the event here has ${boardsUpTo}: ` +
        (sessionColumns ? 'compared on the session columns; ' : '') +
        'give the earlier sessions too (one file each, --session-per-file) to compare the totals',
    );
  }
  const idle: string[] = [];
  for (const t of published.totals) {
    const s = findStanding(event.standings, t);
    const where = `pair ${t.pair}${t.section ? ` section ${t.section}` : ''}${t.direction ? ` ${t.direction}` : ''}`;
    if (!s && t.boards === 0) {
      // listed with no board played (Ruter ranks them last, shared): nothing of theirs to score or compare
      idle.push(where);
      continue;
    }
    if (!s) {
      totals.push({ what: 'pair', where, published: 'ranked', ours: '(no such pair)', ok: false });
      continue;
    }
    if (cumulativeCovered) {
      const r = cumulative ? cumulativeResult(event, s, upTo) : o.session === undefined ? s : sessionResult(s, o.session);
      if (r) checkResult(totals, event, t, r, where, o);
      // Ruter's ScorePenalty, sign as written (−8 takes 8 away): ours is the deduction we applied, turned
      if (event.sessions.length <= 1) check(totals, 'penalty', where, t.penalty, penaltyShown(s.penalty, event, o), o.rounding);
      if (event.sessions.length <= 1) checkAward(totals, event, s, t, where);
    }
    if (t.session) {
      const r = o.session === undefined ? (event.sessions.length > 1 ? undefined : s) : sessionResult(s, o.session);
      if (r) checkResult(totals, event, { pair: t.pair, ...t.session }, r, where, o, 'session ');
    }
  }
  if (idle.length > 0) {
    notes.push(`${capList(idle)} ${idle.length === 1 ? 'is' : 'are'} listed with no board played (0 boards)`);
  }
  if (!event.masterpoints && published.totals.some((t) => t.masterpoints !== undefined)) {
    notes.push('the file publishes masterpoint awards: give --masterpoints SCALE to compare them');
  }
  return totals;
}

/** `--masterpoints`: our award against the published one (USEBIO MASTER_POINTS_AWARDED), in the scale's unit. */
function checkAward(list: Difference[], event: ScoredPairsEvent, s: PairStanding, t: PublishedTotal, where: string): void {
  const mp = event.masterpoints;
  if (mp === undefined || t.masterpoints === undefined) return;
  const ours = s.ranked ? (mp.byKey.get(s.key)?.award ?? 0) : 0;
  list.push({ what: 'masterpoints', where, published: awardText(mp, t.masterpoints), ours: awardText(mp, ours), ok: ours === t.masterpoints });
}

function checkResult(
  list: Difference[],
  event: ScoredPairsEvent,
  t: Omit<PublishedTotal, 'session'>,
  r: Result,
  where: string,
  o: CompareOptions,
  prefix = '',
): void {
  if (t.total !== undefined) {
    const ours =
      event.method === 'mp'
        ? mpShown(r.total, r.max, o)
        : event.method === 'butler'
          ? o.butlerTotals === 'per-board'
            ? r.perBoard
            : r.total
          : (r.score ?? r.total);
    check(list, `${prefix}${event.method === 'mp' ? 'total MP' : 'total IMP'}`, where, t.total, ours, o.rounding);
  }
  check(list, `${prefix}percentage`, where, t.percentage, r.percentage, o.rounding);
  if (t.rank !== undefined) {
    list.push({
      what: `${prefix}place`,
      where,
      published: `${t.rank}${t.tie ? '=' : ''}`,
      ours: r.rank === undefined ? '-' : `${r.rank}${r.tie ? '=' : ''}`,
      ok: r.rank === t.rank && (t.tie === undefined || t.tie === r.tie),
    });
  }
}

/** A deduction as a file publishes its penalty: negative when taken away, on the file's matchpoint scale. */
function penaltyShown(deduction: Rational, event: ScoredPairsEvent, o: CompareOptions): Rational {
  const published = deduction.neg();
  return event.method === 'mp' && o.mp === 'american' ? published.div(Rational.of(2)) : published;
}

function sessionResult(s: PairStanding, session: string): Result | undefined {
  return s.sessions?.find((x) => x.session === session) ?? (s.sessions === undefined ? s : undefined);
}

/** The sum of a pair's first `upTo` sessions; ranked only when that is the whole event. */
function cumulativeResult(event: ScoredPairsEvent, s: PairStanding, upTo: number): Result | undefined {
  if (s.sessions === undefined || upTo >= event.sessions.length) return s;
  const parts = s.sessions.filter((x) => event.sessions.indexOf(x.session) < upTo);
  const total = parts.reduce((a, p) => a.add(p.total), Rational.ZERO);
  const max = parts.reduce((a, p) => a.add(p.max ?? Rational.ZERO), Rational.ZERO);
  const boards = parts.reduce((a, p) => a + p.boards, 0);
  return {
    total,
    ...(event.method === 'mp' ? { max, percentage: max.isZero() ? Rational.of(50) : total.mul(Rational.of(100)).div(max) } : {}),
    ...(boards > 0 ? { perBoard: total.div(Rational.of(boards)) } : {}),
    tie: false,
  };
}

/** The boards of these sessions (all of them when the event has none). */
function countBoards(event: ScoredPairsEvent, sessions: readonly string[], all: boolean): number {
  const boards = new Set<string>();
  for (const b of event.boards) if (all || sessions.includes(b.session ?? '')) boards.add(`${b.session ?? ''}|${b.board}`);
  return boards.size;
}

function groupKey(board: number, l: ScoredLine): string {
  return `${board}|${l.explain.group}`;
}

/**
 * A line as a program that prints each traveller on its own top shows it (Compscore): Neuberg from the n real
 * results to the L lines of the traveller (an artificial score among them), not to the N of the event; the
 * totals still add the values factored to N. undefined when the traveller has N lines (the same values).
 */
function ownTopValues(l: ScoredLine, lines: number): { ns: Rational | undefined; ew: Rational | undefined; top: Rational } | undefined {
  const { n, expected } = l.explain;
  if (lines <= 0 || lines >= expected || l.ns === undefined || l.ew === undefined) return undefined;
  const top = Rational.of(2 * (lines - 1));
  if (l.explain.artificial !== undefined) {
    const scale = Rational.of(lines - 1, Math.max(1, expected - 1));
    return { ns: l.ns.mul(scale), ew: l.ew.mul(scale), top };
  }
  const rawNS = l.explain.rawNS ?? l.ns;
  if (n <= 0) return undefined;
  const ns = n === lines ? rawNS : rawNS.add(Rational.ONE).mul(Rational.of(lines, n)).sub(Rational.ONE);
  return { ns, ew: top.sub(ns), top };
}

function hasNumbers(p: PublishedLine): boolean {
  return p.mpNS !== undefined || p.impNS !== undefined || p.pctNS !== undefined || p.seats !== undefined;
}

function lineKey(board: number, ns: string, ew: string, section: string | undefined): string {
  return `${board}|${section ?? ''}|${ns}|${ew}`;
}

function findStanding(standings: readonly PairStanding[], t: PublishedTotal): PairStanding | undefined {
  const candidates = standings.filter((s) => s.pair === t.pair && (t.section === undefined || s.section === undefined || s.section === t.section));
  if (candidates.length <= 1) return candidates[0];
  return candidates.find((s) => s.direction === t.direction) ?? candidates.find((s) => s.entries.some((e) => e.direction === t.direction)) ?? candidates[0];
}
