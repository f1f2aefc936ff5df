/**
 * Procedural penalties (NBF Appendix I B, 3.6, 1.9.1): without an explicit amount a pair's first offence costs
 * 10 % of a board's top and every later one 20 %, counting offences over the whole tournament. A penalty
 * reduces only the offender's total (NBF 3.6.4: it need not balance). In IMP pairs, 10 % of a top is taken as
 * 1 IMP, by the equivalence 60 % ↔ +1 IMP of NBF 3.2.9 and 1.9.3.
 *
 * @example
 * resolvePenalties([first, second], { top: Rational.of(12), imps: false }) //=> amounts 1.2 and 2.4
 */
import { Rational } from '../model/rational.js';
import type { PenaltyRecord } from '../parse/csv/penalties.js';

export interface ResolvedPenalty {
  readonly record: PenaltyRecord;
  readonly amount: Rational;
  /** 1 for the pair's first offence, 2 for the second … */
  readonly offence: number;
  readonly rule: string;
}

export function resolvePenalties(records: readonly PenaltyRecord[], scale: { top: Rational; imps: boolean }): ResolvedPenalty[] {
  const unit = scale.imps ? Rational.of(10) : scale.top; // "a top" is 10 IMP-equivalents in IMP scoring
  const ordered = records
    .map((record, index) => ({ record, index }))
    .sort((a, b) => (a.record.round ?? 0) - (b.record.round ?? 0) || (a.record.board ?? 0) - (b.record.board ?? 0) || a.index - b.index);
  const count = new Map<string, number>();
  const resolved = new Map<number, ResolvedPenalty>();
  for (const { record, index } of ordered) {
    const key = `${record.section ?? ''}|${record.direction ?? ''}|${record.pair}`;
    const offence = (count.get(key) ?? 0) + 1;
    count.set(key, offence);
    let amount: Rational;
    let rule: string;
    if (record.amount?.kind === 'points') {
      amount = record.amount.value;
      rule = 'amount given by the director';
    } else if (record.amount?.kind === 'top') {
      amount = record.amount.fraction.mul(unit);
      rule = 'percentage of a top given by the director (NBF 3.6.2)';
    } else {
      const fraction = Rational.of(offence === 1 ? 10 : 20, 100);
      amount = fraction.mul(unit);
      rule = offence === 1 ? 'first offence: 10 % of a top (NBF Appendix I B)' : 'repeated offence: 20 % of a top (NBF Appendix I B, 1.9.1)';
    }
    resolved.set(index, { record, amount, offence, rule });
  }
  return records.map((_, i) => resolved.get(i) as ResolvedPenalty);
}
