/**
 * What changed between two published versions of a pairs event — the JSON documents `pairs -f json` writes
 * (schemaVersion 1 or 2): every result entered differently, added or removed; every board score that moved;
 * every pair whose place, score or masterpoint award changed. And the page's notice of the corrections ("Corrected 20 January:
 * board 12, table 3: …"), dated from the new version or the date given: no clock here.
 *
 * @example
 * const d = diffPairs(JSON.parse(oldText), JSON.parse(newText)); d.results[0] //=> { board: 12, table: 3, was: '4S= N', now: '4S-1 N', … }
 */
import type { PairsDiff, PlaceChange, ResultChange, ScoreChange } from '../output/json/diff-pairs.js';
import type { CorrectionNotice } from '../model/provisional.js';

export type { PairsDiff } from '../output/json/diff-pairs.js';

/** A published document that is not one `pairs -f json` writes. */
export class NotPairsJson extends Error {
  constructor(
    readonly which: string,
    why: string,
  ) {
    super(`${which}: not the JSON of "bridgescore pairs -f json" (${why})`);
    this.name = 'NotPairsJson';
  }
}

type Json = Record<string, unknown>;

interface Line {
  readonly board: number;
  readonly section: string | null;
  readonly session: string | null;
  readonly row: Json;
}

const cmpText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);
const number = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The document's lines and ranking, checked to be a pairs document. */
function readDoc(doc: unknown, which: string): { lines: Line[]; ranking: Json[]; date: string | null; award: (r: Json) => number | null } {
  if (!isObject(doc)) throw new NotPairsJson(which, 'expected an object');
  if (typeof doc.schemaVersion !== 'number') throw new NotPairsJson(which, 'no schemaVersion');
  if (!Array.isArray(doc.boards) || !Array.isArray(doc.ranking)) throw new NotPairsJson(which, 'expected "ranking" and "boards"');
  const lines: Line[] = [];
  for (const b of doc.boards) {
    if (!isObject(b) || typeof b.board !== 'number' || !Array.isArray(b.results)) throw new NotPairsJson(which, 'a board without "board" and "results"');
    for (const r of b.results) if (isObject(r)) lines.push({ board: b.board, section: text(b.section), session: text(b.session), row: r });
  }
  const event = isObject(doc.event) ? doc.event : {};
  return { lines, ranking: doc.ranking.filter(isObject), date: text(event.date), award: awardReader(event.masterpoints) };
}

/**
 * A ranking row's award in points (`--masterpoints`: an integer of the scale's smallest step, shown with its
 * decimals: 21 with 2 decimals is 0.21); null where the document has no scale or the pair no award.
 */
function awardReader(scale: unknown): (r: Json) => number | null {
  if (!isObject(scale)) return () => null;
  const decimals = number(scale.decimals);
  if (decimals === null || !Number.isInteger(decimals) || decimals < 0 || decimals > 6) return () => null;
  return (r) => {
    const award = number(r.masterpoints);
    return award === null ? null : Number((award / 10 ** decimals).toFixed(decimals));
  };
}

/** "4S= N", "3NT+1 S", "PASS", "A60/40", "40% 4S= N + 60% 4S-1 N". */
export function resultText(r: Json): string {
  const contract = text(r.contract) ?? '';
  const declarer = text(r.declarer);
  const result = text(r.result) ?? '';
  return declarer === null ? contract || '–' : `${contract}${result} ${declarer}`;
}

const lineKey = (l: { board: number; section: string | null; session: string | null; row: Json }): string =>
  `${l.session ?? ''}\u0000${l.section ?? ''}\u0000${l.board}\u0000${text(l.row.ns)}\u0000${text(l.row.ew)}`;
const valuesOf = (r: Json): { ns: number | null; ew: number | null } => ({ ns: number(r.mpNS ?? r.impNS), ew: number(r.mpEW ?? r.impEW) });
const pairKey = (r: Json): string => `${text(r.section) ?? ''}\u0000${text(r.direction) ?? ''}\u0000${text(r.pair)}`;
const scoreOf = (r: Json): number | null => number(r.percentage) ?? number(r.impsPerBoard) ?? number(r.total);

export function diffPairs(oldDoc: unknown, newDoc: unknown, opts: { readonly date?: string } = {}): PairsDiff {
  const before = readDoc(oldDoc, 'the old version');
  const after = readDoc(newDoc, 'the new version');
  const old = new Map(before.lines.map((l) => [lineKey(l), l]));
  const seen = new Set<string>();
  const results: ResultChange[] = [];
  const scores: ScoreChange[] = [];
  const change = (l: Line, was: string | null, now: string | null): ResultChange => ({
    board: l.board,
    section: l.section,
    session: l.session,
    round: number(l.row.round),
    table: number(l.row.table),
    ns: text(l.row.ns) ?? '',
    ew: text(l.row.ew) ?? '',
    was,
    now,
  });
  for (const l of after.lines) {
    const key = lineKey(l);
    seen.add(key);
    const o = old.get(key);
    const now = resultText(l.row);
    if (!o) {
      results.push(change(l, null, now));
      continue;
    }
    const was = resultText(o.row);
    if (was !== now || number(o.row.scoreNS) !== number(l.row.scoreNS)) results.push(change(l, was, now));
    const v0 = valuesOf(o.row);
    const v1 = valuesOf(l.row);
    if (v0.ns !== v1.ns || v0.ew !== v1.ew) {
      scores.push({
        board: l.board,
        section: l.section,
        session: l.session,
        table: number(l.row.table),
        ns: text(l.row.ns) ?? '',
        ew: text(l.row.ew) ?? '',
        was: v0,
        now: v1,
      });
    }
  }
  for (const l of before.lines) if (!seen.has(lineKey(l))) results.push(change(l, resultText(l.row), null));
  const oldRanking = new Map(before.ranking.map((r) => [pairKey(r), r]));
  const places: PlaceChange[] = [];
  const listed = new Set<string>();
  const place = (o: Json | undefined, n: Json | undefined): PlaceChange => {
    const r = (n ?? o) as Json;
    return {
      pair: text(r.pair) ?? '',
      section: text(r.section),
      direction: text(r.direction),
      names: text(r.names) ?? '',
      rankWas: o ? number(o.rank) : null,
      rankNow: n ? number(n.rank) : null,
      scoreWas: o ? scoreOf(o) : null,
      scoreNow: n ? scoreOf(n) : null,
      awardWas: o ? before.award(o) : null,
      awardNow: n ? after.award(n) : null,
    };
  };
  for (const n of after.ranking) {
    const key = pairKey(n);
    listed.add(key);
    const o = oldRanking.get(key);
    const p = place(o, n);
    if (!o || p.rankWas !== p.rankNow || p.scoreWas !== p.scoreNow || p.awardWas !== p.awardNow || o.tie !== n.tie) places.push(p);
  }
  for (const o of before.ranking) if (!listed.has(pairKey(o))) places.push(place(o, undefined));
  const byBoard = (a: { board: number; section: string | null; table: number | null }, b: typeof a): number =>
    a.board - b.board || cmpText(a.section ?? '', b.section ?? '') || (a.table ?? 0) - (b.table ?? 0);
  results.sort(byBoard);
  scores.sort(byBoard);
  return { date: opts.date ?? after.date ?? before.date ?? null, results, scores, places };
}

/** The page's notice of the results corrected (what `pairs --previous` puts on the pages). */
export function correctionNotice(diff: PairsDiff): CorrectionNotice {
  return {
    ...(diff.date !== null ? { date: diff.date } : {}),
    results: diff.results.map((r) => ({
      board: r.board,
      ...(r.table !== null ? { table: r.table } : {}),
      ...(r.section !== null ? { section: r.section } : {}),
      was: r.was ?? '–',
      now: r.now ?? '–',
    })),
  };
}
