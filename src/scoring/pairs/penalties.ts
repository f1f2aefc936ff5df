/**
 * Procedural penalties (NBF Appendix I B, 3.6, 1.9.1): without an explicit amount a pair's first offence costs
 * 10 % of a board's top and every later one 20 %, counting offences over the whole tournament. A penalty
 * reduces only the offender's total (NBF 3.6.4: it need not balance); an amount below zero is a compensation,
 * added to the pair's total (a Ruter penalty row may give one), and is not counted as an offence. In IMP pairs,
 * 10 % of a top is taken as 1 IMP (per comparison in cross-IMPs), by the equivalence 60 % ↔ +1 IMP of NBF 3.2.9
 * and 1.9.3.
 *
 * @example
 * resolvePenalties([first, second], { keyOf, topOf: () => Rational.of(12), whenOf }) //=> amounts 1.2 and 2.4
 */
import { Rational } from '../../base/rational.js';
import type { PenaltyRecord } from '../../model/scored.js';
import { type ResolvedPenalty } from '../../model/scored.js';

export interface PenaltyContext {
  /** the pair as the scorer identifies it: offences are counted per pair (NBF 1.9.1) */
  readonly keyOf: (record: PenaltyRecord) => string;
  /** "a board's top" in the pair's field, in the units of the scoring: MP, or IMPs (10 % of it is 1 IMP) */
  readonly topOf: (record: PenaltyRecord) => Rational;
  /** when it happened, for counting first and later offences: compared element by element */
  readonly whenOf: (record: PenaltyRecord) => readonly number[];
}

export function resolvePenalties(records: readonly PenaltyRecord[], ctx: PenaltyContext): ResolvedPenalty[] {
  const ordered = records
    .map((record, index) => ({ record, index, when: ctx.whenOf(record) }))
    .sort((a, b) => compareWhen(a.when, b.when) || a.index - b.index);
  const count = new Map<string, number>();
  const resolved = new Map<number, ResolvedPenalty>();
  for (const { record, index } of ordered) {
    const key = ctx.keyOf(record);
    // A negative amount is a compensation given to the pair, not an offence of its own (NBF 1.9.1 counts offences).
    const compensation = record.amount?.kind === 'points' && record.amount.value.sign() < 0;
    const offence = compensation ? 0 : (count.get(key) ?? 0) + 1;
    if (!compensation) count.set(key, offence);
    const top = ctx.topOf(record);
    let amount: Rational;
    let rule: string;
    if (record.amount?.kind === 'points') {
      amount = record.amount.value;
      rule = compensation ? 'compensation given by the director (a negative deduction)' : 'amount given by the director';
    } else if (record.amount?.kind === 'top') {
      amount = record.amount.fraction.mul(top);
      rule = 'percentage of a top given by the director (NBF 3.6.2)';
    } else {
      amount = Rational.of(offence === 1 ? 10 : 20, 100).mul(top);
      rule = offence === 1 ? 'first offence: 10 % of a top (NBF Appendix I B)' : 'repeated offence: 20 % of a top (NBF Appendix I B, 1.9.1)';
    }
    resolved.set(index, { record, amount, offence, rule });
  }
  return records.map((_, i) => resolved.get(i) as ResolvedPenalty);
}

function compareWhen(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
