/**
 * The standings that feed a Swiss pairing: total VP (or total score) with byes at their provisional value
 * (NBF 2.9.2), ties broken by Monrad quality (NBF 2.10.3 no. 2), then the IMP quotient (no. 3), then IMPs won
 * (no. 4), and finally the seeding order, so that the order is total and the pairing deterministic. The
 * head-to-head criterion (no. 1) applies to round robins only and is not used here.
 *
 * @example
 * // round 1: 1–2 15–5, 3–4 5–15; round 2: 1–4 12–8, 2–3 10–10
 * swissStandings(['1', '2', '3', '4'], matches).map((s) => s.id)
 * //=> ['1', '4', '2', '3']: 2 and 3 tie on 15 VP; 2 met the stronger teams (quality 17 against 13)
 */
import { Rational } from '../base/rational.js';
import { monradQuality } from './monrad-quality.js';
import type { SwissMatch } from '../model/swiss.js';
import { type SwissStanding } from '../model/swiss.js';
import { type StandingCriterion } from '../model/swiss.js';

interface Totals {
  score: Rational;
  impsWon: Rational;
  impsLost: Rational;
  played: number;
  byes: number;
}

/** `seedOrder` lists every contestant, strongest seed first; ids only in `matches` are appended. */
export function swissStandings(seedOrder: readonly string[], matches: readonly SwissMatch[]): SwissStanding[] {
  const ids = [...seedOrder];
  const seedIndex = new Map<string, number>();
  ids.forEach((id, i) => seedIndex.set(id, i));
  const totals = new Map<string, Totals>();
  const entry = (id: string): Totals => {
    let t = totals.get(id);
    if (t === undefined) {
      t = { score: Rational.ZERO, impsWon: Rational.ZERO, impsLost: Rational.ZERO, played: 0, byes: 0 };
      totals.set(id, t);
      if (!seedIndex.has(id)) {
        seedIndex.set(id, ids.length);
        ids.push(id);
      }
    }
    return t;
  };
  for (const id of ids) entry(id);
  for (const m of matches) {
    const home = entry(m.home);
    // a penalty comes off the side's total, not off what its opponent is said to have scored against it
    home.score = home.score.add(m.scoreHome).sub(m.penaltyHome ?? Rational.ZERO);
    if (m.away === undefined) {
      home.byes++;
      continue;
    }
    const away = entry(m.away);
    away.score = away.score.add(m.scoreAway ?? Rational.ZERO).sub(m.penaltyAway ?? Rational.ZERO);
    home.played++;
    away.played++;
    const ih = m.impsHome ?? Rational.ZERO;
    const ia = m.impsAway ?? Rational.ZERO;
    home.impsWon = home.impsWon.add(ih);
    home.impsLost = home.impsLost.add(ia);
    away.impsWon = away.impsWon.add(ia);
    away.impsLost = away.impsLost.add(ih);
  }
  const scoreOf = new Map<string, Rational>();
  for (const [id, t] of totals) scoreOf.set(id, t.score);
  const rows = ids.map((id) => {
    const t = totals.get(id)!;
    return { id, ...t, monradQuality: monradQuality(id, matches, scoreOf) };
  });
  type Row = (typeof rows)[number];
  const criteria: [StandingCriterion, (a: Row, b: Row) => number][] = [
    ['score', (a, b) => b.score.cmp(a.score)],
    ['monradQuality', (a, b) => b.monradQuality.cmp(a.monradQuality)],
    ['quotient', (a, b) => compareQuotients(b, a)],
    ['impsWon', (a, b) => b.impsWon.cmp(a.impsWon)],
    ['seeding', (a, b) => seedIndex.get(a.id)! - seedIndex.get(b.id)!],
  ];
  rows.sort((a, b) => {
    for (const [, cmp] of criteria) {
      const c = cmp(a, b);
      if (c !== 0) return c;
    }
    return 0;
  });
  return rows.map((r, i) => {
    const above = rows[i - 1];
    const separatedBy = above === undefined ? undefined : criteria.find(([, cmp]) => cmp(above, r) !== 0)?.[0];
    return {
      id: r.id,
      position: i + 1,
      score: r.score,
      monradQuality: r.monradQuality,
      impsWon: r.impsWon,
      impsLost: r.impsLost,
      played: r.played,
      byes: r.byes,
      ...(separatedBy === undefined ? {} : { separatedBy }),
    };
  });
}

/**
 * IMPs won ÷ IMPs lost, compared exactly (NBF 2.10.3 no. 3). Nothing lost with something won is an infinite
 * quotient; nothing won and nothing lost counts as 1, as if even.
 */
export function compareQuotients(a: { impsWon: Rational; impsLost: Rational }, b: { impsWon: Rational; impsLost: Rational }): number {
  const infinite = (x: { impsWon: Rational; impsLost: Rational }): boolean => x.impsLost.isZero() && !x.impsWon.isZero();
  const ia = infinite(a);
  const ib = infinite(b);
  if (ia || ib) return ia === ib ? 0 : ia ? 1 : -1;
  const [wa, la] = a.impsLost.isZero() ? [Rational.ONE, Rational.ONE] : [a.impsWon, a.impsLost];
  const [wb, lb] = b.impsLost.isZero() ? [Rational.ONE, Rational.ONE] : [b.impsWon, b.impsLost];
  return wa.mul(lb).cmp(wb.mul(la));
}
