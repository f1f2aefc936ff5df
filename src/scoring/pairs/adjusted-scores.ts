/**
 * Pass 2 of a session: artificial adjusted scores (Law 12C2a) with the session-average rule (Law 12C2c,
 * NBF 3.2.9) — a non-offender gets its own result on the other boards when better than 60 %, an offender its
 * own when worse than 40 % — and boards not played, which score for neither pair. A side with an assigned score
 * beside the other side's percentage (Law 12C1 at one table) is compared with the board's real results
 * (assigned-side.ts). In an individual event each
 * player of a side has its own session result, so the two may get different scores (the side shows their
 * mean).
 *
 * @example
 * scoreAdjusted(table, contestants, pending, options, values) // values.exact has every artificial line
 */
import { KIND_ARTIFICIAL, type LineTable } from '../../model/line-table.js';
import { Rational } from '../../base/rational.js';
import type { ArtificialSide, Direction, Outcome } from '../../model/types.js';
import type { PairsScoringOptions, SideAdjustment } from '../../model/scored.js';
import type { LineValues } from './board-values.js';
import type { Contestants } from './contestants.js';
import { ExactSum } from './exact-sum.js';
import { artificialValue, awardSide, HUNDRED } from './group-values.js';
import { assignedSideValue } from './assigned-side.js';
import type { BoardFacts } from './score-boards.js';

/** A contestant's own result on its real boards: the session average of Law 12C2c. */
class OwnResult {
  readonly sum = new ExactSum();
  max = 0;
  boards = 0;
  comparisons = 0;
}

export function scoreAdjusted(
  t: LineTable,
  contestants: Contestants,
  lines: Int32Array,
  facts: readonly BoardFacts[],
  pending: readonly { readonly line: number; readonly board: number }[],
  options: PairsScoringOptions,
  values: LineValues,
): void {
  if (pending.length === 0) return;
  const own = ownResults(contestants, lines, options, values);
  const ownValue = (c: number): Rational | undefined => {
    const o = own.get(c);
    if (!o || o.boards === 0) return undefined;
    // The unit the artificial score is given in: a percentage (MP), IMPs per board (Butler), IMPs per
    // comparison (cross-IMPs, NBF 1.9.3 C).
    if (options.method === 'mp') return o.max === 0 ? undefined : o.sum.value().mul(HUNDRED).div(Rational.of(o.max));
    if (options.method === 'cross-imps' && options.crossImpLines !== 'per-comparison')
      return o.comparisons === 0 ? undefined : o.sum.value().div(Rational.of(o.comparisons));
    return o.sum.value().div(Rational.of(o.boards));
  };
  // n as explain shows it for a line not compared: the board's real results and the lines not played before it.
  const notPlayedBefore = new Map<number, number>();
  for (const p of pending) {
    const f = facts[p.board] as BoardFacts;
    const i = p.line;
    const earlier = notPlayedBefore.get(p.board) ?? 0;
    const info = { n: f.real + earlier, expected: f.expected, top: options.method === 'mp' ? 2 * Math.max(0, f.expected - 1) : -1 };
    values.pending.set(i, info);
    if (t.kind[i] !== KIND_ARTIFICIAL) {
      notPlayedBefore.set(p.board, earlier + 1);
      continue;
    }
    const outcome = t.outcomeAt(i) as Extract<Outcome, { kind: 'artificial' }>;
    if (contestants.individual) {
      values.exact.set(i, individualArtificial(t, i, contestants, outcome, f, options, ownValue));
      continue;
    }
    const version = t.fouleds.get(t.fouled[i] as number);
    const ns = sideScore(outcome.ns, 'NS', ownValue(contestants.ns[i] as number), f, version, options);
    const ew = sideScore(outcome.ew, 'EW', ownValue(contestants.ew[i] as number), f, version, options);
    values.exact.set(i, { ns: ns.value, ew: ew.value, artificial: { ns: ns.adjustment, ew: ew.adjustment } });
  }
}

/**
 * One side of an artificial line: its percentage (Law 12C2a, with the session-average rule of Law 12C2c) or,
 * beside the other side's percentage, its assigned table score (Law 12C1) compared with the board's real results.
 */
function sideScore(
  side: ArtificialSide,
  d: Direction,
  own: Rational | undefined,
  f: BoardFacts,
  version: string,
  options: PairsScoringOptions,
): { value: Rational; adjustment: SideAdjustment } {
  if (side.assignedScore !== undefined) {
    const real = f.compared?.get(version) ?? [];
    const value = assignedSideValue(side.assignedScore, d, real, { expected: f.expected, datum: f.datums.get(version) }, options);
    return { value, adjustment: { assignedScore: side.assignedScore, compared: real.length } };
  }
  const adjustment = awardSide(side, own, options);
  return { value: artificialValue(adjustment, f.expected, options), adjustment };
}

function ownResults(contestants: Contestants, lines: Int32Array, options: PairsScoringOptions, values: LineValues): Map<number, OwnResult> {
  const own = new Map<number, OwnResult>();
  const add = (c: number, i: number, side: 'NS' | 'EW', comparisons: number, top: number): void => {
    let o = own.get(c);
    if (!o) own.set(c, (o = new OwnResult()));
    if (values.fill(i, side)) o.sum.add(values.num, values.den);
    else o.sum.addRational(values.rational(i, side) as Rational);
    o.max += top > 0 ? top : 0;
    o.boards++;
    o.comparisons += comparisons;
  };
  for (let k = 0; k < lines.length; k++) {
    const i = lines[k] as number;
    const g = values.group[i] as number;
    if (g < 0) continue;
    const group = values.groups[g];
    if (!group) continue;
    const comparisons = Math.max(0, group.n - 1);
    const top = options.method === 'mp' ? group.top : 0;
    add(contestants.ns[i] as number, i, 'NS', comparisons, top);
    add(contestants.ew[i] as number, i, 'EW', comparisons, top);
    if (contestants.individual) {
      add(contestants.ns2[i] as number, i, 'NS', comparisons, top);
      add(contestants.ew2[i] as number, i, 'EW', comparisons, top);
    }
  }
  return own;
}

/** Law 12C2c per player: each player of a side gets the artificial score by its own session result. */
function individualArtificial(
  t: LineTable,
  i: number,
  contestants: Contestants,
  outcome: Extract<Outcome, { kind: 'artificial' }>,
  f: BoardFacts,
  options: PairsScoringOptions,
  ownValue: (c: number) => Rational | undefined,
): NonNullable<ReturnType<LineValues['exact']['get']>> {
  const version = t.fouleds.get(t.fouled[i] as number);
  const seats = t.seatsAt(i) as NonNullable<ReturnType<LineTable['seatsAt']>>;
  const players = new Map<string, Rational>();
  const adjustments: { player: string; adjustment: SideAdjustment }[] = [];
  const sideValue = (d: Direction): Rational => {
    const who = d === 'NS' ? [contestants.ns[i] as number, contestants.ns2[i] as number] : [contestants.ew[i] as number, contestants.ew2[i] as number];
    const names = d === 'NS' ? [seats.N, seats.S] : [seats.E, seats.W];
    let sum = Rational.ZERO;
    who.forEach((c, k) => {
      const { value, adjustment } = sideScore(d === 'NS' ? outcome.ns : outcome.ew, d, ownValue(c), f, version, options);
      players.set(contestants.keys[c] as string, value);
      adjustments.push({ player: names[k] as string, adjustment });
      sum = sum.add(value);
    });
    return sum.div(Rational.of(who.length));
  };
  const ns = sideValue('NS');
  const ew = sideValue('EW');
  const plain = (side: ArtificialSide): SideAdjustment =>
    side.assignedScore === undefined
      ? { percent: side.percent, awarded: Rational.fromDecimal(side.percent) }
      : { assignedScore: side.assignedScore, compared: f.compared?.get(version)?.length ?? 0 };
  return { ns, ew, players, artificial: { ns: plain(outcome.ns), ew: plain(outcome.ew) }, playerAdjustments: adjustments };
}
