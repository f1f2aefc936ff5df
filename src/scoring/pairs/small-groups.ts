/**
 * NBF 3.2.4 / 3.2.10: the values a small comparison group gets when Neuberg's formula is not used (manual-style
 * scoring). As percentages of the board's full top: a group of 1 table 60 %–60 %; 2 tables 65/55; 3 tables
 * 70/60/50; 4 or more tables Neuberg. NS pairs are placed among NS, EW among EW; equal scores share the values
 * of the places they cover. The two sides need not add up to the top.
 *
 * @example
 * smallGroupValues(items([420, 170]), top(12)) // NS 65 % and 55 % of 22; EW 55 % and 65 %
 */
import { Rational } from '../../base/rational.js';
import { matchpointGroup, type MpItem } from './matchpoints.js';

const PLACE_PERCENT: Record<number, readonly number[]> = { 1: [60], 2: [65, 55], 3: [70, 60, 50] };

export function smallGroupValues(items: readonly MpItem[], top: Rational): { ns: Rational; ew: Rational }[] {
  const places = PLACE_PERCENT[items.length];
  if (!places) {
    const expected = Number(top.num / 2n) + 1;
    return matchpointGroup(items, expected).map((v) => ({ ns: v.mp, ew: top.sub(v.mp) }));
  }
  const value = (it: MpItem): Rational => it.components.reduce((a, c) => a.add(c.weight.mul(Rational.of(c.score))), Rational.ZERO);
  const values = items.map(value);
  const share = (sign: 1 | -1) =>
    values.map((v) => {
      // places are 0-based from the best; equal scores share the places they cover
      const better = values.filter((o) => o.cmp(v) * sign > 0).length;
      const equal = values.filter((o) => o.eq(v)).length;
      let sum = 0;
      for (let i = better; i < better + equal; i++) sum += places[i] as number;
      return Rational.of(sum, equal).mul(top).div(Rational.of(100));
    });
  const ns = share(1);
  const ew = share(-1);
  return ns.map((n, i) => ({ ns: n, ew: ew[i] as Rational }));
}
