/**
 * Pass 1 of a session: every board's real results compared in their groups — matchpoints with Neuberg
 * (Law 78A, NBF 3.2.5), the fixed values of small groups or the lowered top (NBF 3.2.4), Butler against the
 * datum or cross-IMPs (NBF 3.2.6) — into the line values. Artificial scores and boards not played are left for
 * pass 2 (they need each pair's result on its other boards, Law 12C2c).
 *
 * N (the results a board should have) is the largest number of results of any board in the scope
 * (NBF 3.2.5), with the sit-out table when asked (`neubergN: 'with-sitout'`) and the field has an odd number
 * of pairs; scored on its own top, a board's N is its own number of real results.
 *
 * @example
 * scoreBoards(table, layout, groups, contestants, options, values) // values.raw, values.groups filled
 */
import { KIND_ARTIFICIAL, KIND_PLAYED, KIND_WEIGHTED, type LineTable } from '../../model/line-table.js';
import { Rational } from '../../base/rational.js';
import type { PairsScoringOptions } from '../../model/scored.js';
import { roundToTen, droppedPerEnd } from './butler.js';
import type { MpItem } from './matchpoints.js';
import { CompareGroup, crossImpsInto, impOf, matchpointsInto, Scratch, type LineValues } from './board-values.js';
import type { Contestants } from './contestants.js';
import { groupValues, realItem } from './group-values.js';
import { hasAssignedSide } from './assigned-side.js';
import type { BoardGroup } from '../../model/board-layout.js';

/** What pass 1 found on a board, for pass 2 and the board views. */
export class BoardFacts {
  constructor(
    readonly group: BoardGroup,
    /** N for the board (explain's "expected") */
    readonly expected: number,
    /** real results on the board, over all its versions */
    readonly real: number,
    /** Butler: the datum of each version ('' when not fouled) */
    readonly datums: ReadonlyMap<string, number>,
    /** the real results of each version, kept only for a board with an assigned side to compare (assigned-side.ts) */
    readonly compared?: ReadonlyMap<string, readonly MpItem[]>,
  ) {}
}

/** The datums of a board scored without one (one shared empty map, never written). */
const NO_DATUMS: ReadonlyMap<string, number> = new Map();

export function isReal(t: LineTable, i: number): boolean {
  const k = t.kind[i] as number;
  return k === KIND_PLAYED || k === KIND_WEIGHTED;
}

/**
 * Score the real results of `groups` (one session, in scoring order). Returns each board's facts and the lines
 * left for pass 2 (with the index of their board's facts), in scoring order.
 */
export function scoreBoards(
  t: LineTable,
  order: Int32Array,
  groups: readonly BoardGroup[],
  contestants: Contestants,
  options: PairsScoringOptions,
  values: LineValues,
): { facts: BoardFacts[]; pending: { line: number; board: number }[] } {
  const fieldExpected = expectedPerScope(order, groups, contestants, options);
  const scratch = new Scratch();
  const facts: BoardFacts[] = [];
  const pending: { line: number; board: number }[] = [];
  const versions = new Map<number, number[]>();
  const plain: number[] = [];
  for (const g of groups) {
    let real = 0;
    let fouled = false;
    let assigned = false;
    plain.length = 0;
    for (let k = g.start; k < g.end; k++) {
      const i = order[k] as number;
      if (!isReal(t, i)) {
        pending.push({ line: i, board: facts.length });
        if (t.kind[i] === KIND_ARTIFICIAL && hasAssignedSide(t.outcomeAt(i))) assigned = true;
        continue;
      }
      real++;
      if (t.fouled[i] !== 0) fouled = true;
      plain.push(i);
    }
    // During play a board still in play is scored on the results it has: its own top, no Neuberg.
    const inPlay = options.provisional !== undefined && boardInPlay(t, order, g, options.provisional.boardsInPlay);
    const ownTop = options.factoring === 'own-top' || inPlay;
    const expected = ownTop ? Math.max(1, real) : (fieldExpected.get(g.scope) as number);
    if (!fouled) {
      const datum = real === 0 ? undefined : scoreVersion(t, plain, !ownTop ? expected : plain.length, expected, '', options, values, scratch, inPlay);
      facts.push(new BoardFacts(g, expected, real, datum === undefined ? NO_DATUMS : new Map([['', datum]]), assigned ? realItems(t, plain) : undefined));
      continue;
    }
    const datums = new Map<string, number>();
    // A fouled board (Law 87): each version on its own, in name order ('' — not fouled — first).
    versions.clear();
    for (const i of plain) {
      const v = t.fouled[i] as number;
      let list = versions.get(v);
      if (!list) versions.set(v, (list = []));
      list.push(i);
    }
    const names = [...versions.keys()].sort((a, b) => {
      const x = t.fouleds.get(a);
      const y = t.fouleds.get(b);
      return x < y ? -1 : x > y ? 1 : 0;
    });
    for (const v of names) {
      const lines = versions.get(v) as number[];
      const name = t.fouleds.get(v);
      const N = !ownTop ? expected : lines.length;
      const datum = scoreVersion(t, lines, N, expected, name, options, values, scratch, inPlay);
      if (datum !== undefined) datums.set(name, datum);
    }
    facts.push(new BoardFacts(g, expected, real, datums, assigned ? realItems(t, plain) : undefined));
  }
  return { facts, pending };
}

/** A board's real results by version, for an assigned side to be compared with. */
function realItems(t: LineTable, lines: readonly number[]): Map<string, MpItem[]> {
  const out = new Map<string, MpItem[]>();
  for (const i of lines) {
    const version = t.fouleds.get(t.fouled[i] as number);
    let list = out.get(version);
    if (!list) out.set(version, (list = []));
    list.push(realItem(t.outcomeAt(i)) as MpItem);
  }
  return out;
}

/** One version's results: plain (integers, Neuberg fractions) when it can, exact otherwise. Returns the datum. */
function scoreVersion(
  t: LineTable,
  lines: readonly number[],
  N: number,
  expected: number,
  name: string,
  options: PairsScoringOptions,
  values: LineValues,
  s: Scratch,
  inPlay = false,
): number | undefined {
  const n = lines.length;
  const mp = options.method === 'mp';
  const top = mp ? 2 * Math.max(0, N - 1) : -1;
  let weighted = false;
  for (const i of lines) if (t.kind[i] === KIND_WEIGHTED) weighted = true;
  const small = mp && !inPlay && n < N && n <= 3 && (options.factoring === 'manual' || options.smallGroups === 'nbf');
  const lowered = mp && !inPlay && !small && (options.factoring === 'manual' || options.factoring === 'missing-average') && n < N;
  // Cross-IMP lines per comparison (as Pianola publishes them) are fractions over n − 1: kept exactly.
  const perComparison = options.method === 'cross-imps' && options.crossImpLines === 'per-comparison';
  if (weighted || small || lowered || perComparison) return exactVersion(t, lines, N, expected, name, options, values);

  s.ensure(n);
  for (let k = 0; k < n; k++) s.scores[k] = t.score[lines[k] as number] as number;
  const idx = values.groups.length;
  let datum: number | undefined;
  if (mp) matchpointsInto(s, n, values.raw, lines, 0);
  else if (options.method === 'cross-imps') crossImpsInto(s, n, values.raw, lines, 0);
  else {
    datum = plainDatum(s, n, options);
    for (let k = 0; k < n; k++) values.raw[lines[k] as number] = impOf((s.scores[k] as number) - datum);
  }
  values.groups.push(new CompareGroup(name, n, N, expected, top, datum, undefined, false));
  for (const i of lines) values.group[i] = idx;
  return datum;
}

/** The Butler datum of plain scores: the mean without the extremes, rounded to 10 (Law 78B, IMP pairs). */
function plainDatum(s: Scratch, n: number, options: PairsScoringOptions): number {
  const sorted = s.sorted;
  sorted.set(s.scores.subarray(0, n));
  sorted.subarray(0, n).sort();
  const k = droppedPerEnd(n, options.butler.drop);
  let sum = 0;
  for (let j = k; j < n - k; j++) sum += sorted[j] as number;
  return roundToTen(Rational.of(sum, n - 2 * k), options.butler.rounding);
}

/** A version with weighted results or scored by the small-group rules: exact rationals, line by line. */
function exactVersion(
  t: LineTable,
  lines: readonly number[],
  N: number,
  expected: number,
  name: string,
  options: PairsScoringOptions,
  values: LineValues,
): number | undefined {
  const items: MpItem[] = lines.map((i) => realItem(t.outcomeAt(i)) as MpItem);
  const v = groupValues(items, N, options);
  const idx = values.groups.length;
  values.groups.push(new CompareGroup(name, lines.length, N, expected, v.top ? Number(v.top.num) : -1, v.datum, v.smallGroup, true));
  lines.forEach((i, k) => {
    const gv = v.perItem[k];
    if (!gv) return;
    values.group[i] = idx;
    values.exact.set(i, {
      ns: gv.ns,
      ew: gv.ew,
      ...(gv.rawNS ? { rawNS: gv.rawNS, rawEW: gv.rawEW as Rational } : {}),
      ...(gv.factor ? { factor: gv.factor } : {}),
    });
  });
  return v.datum;
}

/** A board fewer tables have entered than the movement has play them (in any section of its group). */
function boardInPlay(t: LineTable, order: Int32Array, g: BoardGroup, inPlay: ReadonlyMap<string, number>): boolean {
  if (inPlay.size === 0) return false;
  for (let k = g.start; k < g.end; k++) if (inPlay.has(`${t.sectionText(order[k] as number) ?? ''}|${g.board}`)) return true;
  return false;
}

/**
 * NBF 3.2.5: N per scope — the most results any board of the scope has, plus the sit-out table when asked
 * and the field has an odd number of pairs (a half table).
 */
function expectedPerScope(order: Int32Array, groups: readonly BoardGroup[], contestants: Contestants, options: PairsScoringOptions): Map<number, number> {
  const out = new Map<number, number>();
  for (const g of groups) out.set(g.scope, Math.max(out.get(g.scope) ?? 0, g.size));
  // During play a finished board is compared to the field the movement plans, not to the tables so far.
  const planned = options.provisional?.boardsInPlay;
  if (planned && planned.size > 0) {
    const byBoard = new Map<number, number>();
    for (const [key, tables] of planned) {
      const board = Number(key.slice(key.lastIndexOf('|') + 1));
      byBoard.set(board, Math.max(byBoard.get(board) ?? 0, tables));
    }
    for (const g of groups) out.set(g.scope, Math.max(out.get(g.scope) ?? 0, byBoard.get(g.board) ?? 0));
  }
  if (options.neubergN !== 'with-sitout') return out;
  // Pairs of each scope, counted as the scorer identifies them (NS 1 and EW 1 are two pairs in a Mitchell
  // numbered from 1; each section's pairs are its own).
  const seen = new Int32Array(contestants.count).fill(-1);
  const count = new Map<number, number>();
  for (const g of groups) {
    let c = count.get(g.scope) ?? 0;
    for (let k = g.start; k < g.end; k++) {
      const i = order[k] as number;
      for (const who of [contestants.ns[i] as number, contestants.ew[i] as number]) {
        if (seen[who] !== g.scope) {
          seen[who] = g.scope;
          c++;
        }
      }
    }
    count.set(g.scope, c);
  }
  for (const [scope, c] of count) if (c % 2 === 1) out.set(scope, (out.get(scope) as number) + 1);
  return out;
}
