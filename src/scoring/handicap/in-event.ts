/**
 * The HC ranking a director shows next to the scratch ranking (NBF 3.15): each contestant's
 * H, the field's H̄, expected result E, the compensation C spread evenly over the rounds (per round and
 * accumulated, for the score cards), the HC result R_hc = R + C, the HC rank, and each player's HC before,
 * Δ and after. Works for pairs (two players) and individual events (one), matchpoints or IMPs (R given in
 * percent; for IMPs, R = 50 + 10 × IMPs per board).
 *
 * @example
 * const rows = handicapRanking(
 *   [{ pair: '1', players: [{ name: 'A', id: '1' }, { name: 'B', id: '2' }], resultPercent: 60, boards: 27, rounds: 9 },
 *    { pair: '2', players: [{ name: 'C', id: '3' }, { name: 'D', id: '4' }], resultPercent: 40, boards: 27, rounds: 9 }],
 *   new Map([['1', 10], ['2', 10], ['3', 30], ['4', 30]]), { defaultHc: 52, c: 0.6, b0: 100 });
 * rows[0].Rhc.toFixed(2) //=> "54.00"
 */
import { rat } from '../../base/rational.js';
import { scoreField } from './field.js';
import { modelConstants, numberToRational, toCenti, toRationalValue } from '../../laws/handicap.js';
import { type HcContestant, type HcRankingRow } from '../../model/handicap.js';

export interface HandicapRankingOptions {
  /** HC of a contestant none of whose players has one (52) */
  readonly defaultHc: number;
  /** percentage points per HC unit (0.6) */
  readonly c: number;
  /** boards for half the way (100) */
  readonly b0: number;
}

/**
 * Rows in HC ranking order (per group, groups in order of first appearance); equal R_hc share a rank. The
 * register maps player id to HC (23.5), or to the entries readRegisterCsv() returns.
 */
export function handicapRanking(
  contestants: readonly HcContestant[],
  register: ReadonlyMap<string, number | { readonly hc: number }>,
  opts: HandicapRankingOptions,
): HcRankingRow[] {
  const centi = new Map<string, number>();
  for (const [id, hc] of register) centi.set(id, toCenti(numberToRational(typeof hc === 'number' ? hc : hc.hc)));
  const outcomes = scoreField(
    contestants.map((c) => ({
      players: c.players.map((p) => (p.id === undefined || p.id === '' ? { name: p.name } : { name: p.name, id: p.id })),
      result: toRationalValue(c.resultPercent),
      boards: c.boards,
      ...(c.group === undefined ? {} : { group: c.group }),
    })),
    (id) => centi.get(id),
    { defaultHcCenti: toCenti(numberToRational(opts.defaultHc)), k: modelConstants(opts.c, opts.b0) },
  );
  const rows = contestants.map((c, i) => {
    const o = outcomes[i];
    if (!o) throw new Error('scoreField returned fewer rows than contestants');
    const rounds = Math.max(1, c.rounds);
    const cPerRound = o.C.div(rat(rounds));
    const cAccumulated = Array.from({ length: rounds }, (_, k) => (k + 1 === rounds ? o.C : cPerRound.mul(rat(k + 1))));
    return {
      pair: c.pair,
      ...(c.group === undefined ? {} : { group: c.group }),
      H: o.H,
      Hbar: o.Hbar,
      E: o.E,
      C: o.C,
      cPerRound,
      cAccumulated,
      R: o.R,
      Rhc: o.Rhc,
      boards: c.boards,
      rounds,
      delta: o.delta,
      deltaCenti: o.deltaCenti,
      players: o.players,
      index: i,
    };
  });
  const groupOrder = new Map<string, number>();
  for (const r of rows) if (!groupOrder.has(r.group ?? '')) groupOrder.set(r.group ?? '', groupOrder.size);
  rows.sort((a, b) => (groupOrder.get(a.group ?? '') ?? 0) - (groupOrder.get(b.group ?? '') ?? 0) || b.Rhc.cmp(a.Rhc) || a.index - b.index);
  const result: HcRankingRow[] = [];
  rows.forEach((r, i) => {
    const prev = rows[i - 1];
    const next = rows[i + 1];
    const sameAsPrev = prev !== undefined && (prev.group ?? '') === (r.group ?? '') && prev.Rhc.eq(r.Rhc);
    const sameAsNext = next !== undefined && (next.group ?? '') === (r.group ?? '') && next.Rhc.eq(r.Rhc);
    const firstOfGroup = rows.findIndex((x) => (x.group ?? '') === (r.group ?? ''));
    const before = result[i - 1];
    const hcRank = sameAsPrev && before ? before.hcRank : i - firstOfGroup + 1;
    const { index: _index, ...row } = r;
    result.push({ ...row, hcRank, hcTie: sameAsPrev || sameAsNext });
  });
  return result;
}
