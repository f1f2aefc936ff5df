/**
 * Rank pairs within their fields (one winner, or NS and EW apart): by score, exactly; ties broken by
 * NBF 3.3.2 — the lower standard deviation of the pair's board scores ranks higher. The regulation's formula
 * s = sqrt(Σ(xᵢ − x̄)² / n) over board percentages is the default; Ruter's sqrt(Σxᵢ² / (n − 1)) on scores relative
 * to average is an option, and so is the result between the tied pairs (head-to-head). Comparing the squares
 * keeps it exact. Pairs that no criterion separates share the place ("1224", shown "3=").
 *
 * @example
 * rankStandings([a(55%), b(55%, steadier), c(40%)], 'sd').map(s => [s.rank, s.tiebreak])
 * //=> [[1, 'lower standard deviation (NBF 3.3.2)'], [2, …], [3, undefined]]
 */
import { Rational } from '../base/rational.js';
import { withStanding, type BoardEntry, type PairStanding } from '../model/scored.js';
import { type TiebreakRule } from '../model/settings.js';
import { TIEBREAK_LABEL } from '../model/settings.js';
import { pairNames } from '../model/pair-id.js';

export interface RankOptions {
  /** NBF 3.9.5: withdrawn or disqualified pairs (by pair id) are ranked last; their results stand */
  readonly last?: ReadonlyMap<string, 'withdrawn' | 'disqualified'>;
  /** set the places on the standings given (the scorer's own, just made) instead of on copies */
  readonly inPlace?: boolean;
}

export function rankStandings(standings: readonly PairStanding[], rule: TiebreakRule, opts: RankOptions = {}): PairStanding[] {
  const last = opts.last ?? new Map<string, 'withdrawn' | 'disqualified'>();
  const place = (s: PairStanding, patch: Partial<Omit<PairStanding, 'entries'>>): PairStanding =>
    opts.inPlace ? Object.assign(s, patch) : withStanding(s, patch);
  const placed = (s: PairStanding, rank: number, tie: boolean, tiebreak: string | undefined): PairStanding => {
    if (!opts.inPlace) return withStanding(s, { rank, tie, ...(tiebreak ? { tiebreak } : {}) });
    const m = s as { -readonly [K in keyof PairStanding]: PairStanding[K] };
    m.rank = rank;
    m.tie = tie;
    if (tiebreak) m.tiebreak = tiebreak;
    return s;
  };
  const fields = new Map<string, PairStanding[]>();
  for (const s of standings) {
    let list = fields.get(s.field);
    if (!list) fields.set(s.field, (list = []));
    list.push(s);
  }
  const out: PairStanding[] = [];
  for (const field of [...fields.keys()].sort(fieldOrder)) {
    const list = fields.get(field) as PairStanding[];
    const statusOf = (s: PairStanding) => (last.size === 0 ? undefined : lastStatus(last, s));
    const ranked = sortByScoreThenId(list.filter((s) => s.ranked && !statusOf(s)));
    const atEnd = sortByScoreThenId(list.filter((s) => s.ranked && statusOf(s)));
    const unranked = sortByScoreThenId(list.filter((s) => !s.ranked));
    // Groups of exactly equal score, then broken by the tiebreak.
    let position = 1;
    for (let i = 0; i < ranked.length;) {
      let j = i;
      while (j < ranked.length && (ranked[j] as PairStanding).score.eq((ranked[i] as PairStanding).score)) j++;
      const tied = ranked.slice(i, j);
      for (const sub of breakTie(tied, rule)) {
        const label = tied.length > 1 && sub.separated ? TIEBREAK_LABEL[rule] : undefined;
        for (const s of sub.members) out.push(placed(s, position, sub.members.length > 1, label));
        position += sub.members.length;
      }
      i = j;
    }
    for (const s of atEnd) out.push(place(s, { rank: position++, tie: false, status: statusOf(s) as 'withdrawn' | 'disqualified' }));
    for (const s of unranked) out.push(place(s, { tie: false }));
  }
  return out;
}

/** Fields are `section|direction`: sections in order, NS before EW within a section. */
function fieldOrder(a: string, b: string): number {
  const [sa = '', da = ''] = a.split('|');
  const [sb = '', db = ''] = b.split('|');
  if (sa !== sb) return sa < sb ? -1 : 1;
  return da === db ? 0 : da === 'NS' ? -1 : db === 'NS' ? 1 : da < db ? -1 : 1;
}

function byScoreThenId(a: PairStanding, b: PairStanding): number {
  return b.score.cmp(a.score) || comparePairIds(a.pair, b.pair);
}

/**
 * Best score first, then by pair number — for thousands of pairs by keys worked out once (the score's nearest
 * double, the pair's number), with the exact comparison only where two scores are within rounding.
 */
function sortByScoreThenId(list: PairStanding[]): PairStanding[] {
  if (list.length < 64) return list.sort(byScoreThenId);
  const n = list.length;
  const approx = new Float64Array(n);
  const ids = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const s = list[i] as PairStanding;
    approx[i] = s.score.toNumber();
    ids[i] = Number(s.pair);
  }
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((x, y) => {
    const a = approx[x] as number;
    const b = approx[y] as number;
    const tolerance = 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
    if (b - a > tolerance) return 1;
    if (a - b > tolerance) return -1;
    const c = (list[y] as PairStanding).score.cmp((list[x] as PairStanding).score);
    if (c !== 0) return c;
    const na = ids[x] as number;
    const nb = ids[y] as number;
    if (Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
    const pa = (list[x] as PairStanding).pair;
    const pb = (list[y] as PairStanding).pair;
    return pa < pb ? -1 : pa > pb ? 1 : 0;
  });
  return order.map((i) => list[i] as PairStanding);
}

export function comparePairIds(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

interface TieGroup {
  readonly members: PairStanding[];
  readonly separated: boolean;
}

function breakTie(tied: PairStanding[], rule: TiebreakRule): TieGroup[] {
  if (tied.length === 1 || rule === 'none') return [{ members: tied, separated: false }];
  if (rule === 'head-to-head') {
    if (tied.length !== 2) return [{ members: tied, separated: false }];
    const [a, b] = tied as [PairStanding, PairStanding];
    const c = headToHead(a, b);
    if (c === 0) return [{ members: tied, separated: false }];
    return c > 0
      ? [
          { members: [a], separated: true },
          { members: [b], separated: true },
        ]
      : [
          { members: [b], separated: true },
          { members: [a], separated: true },
        ];
  }
  const measured = tied.map((s) => ({ s, v: rule === 'sd' ? variance(s) : ruterSquare(s) }));
  measured.sort((x, y) => x.v.cmp(y.v) || comparePairIds(x.s.pair, y.s.pair));
  const groups: TieGroup[] = [];
  for (let i = 0; i < measured.length;) {
    let j = i;
    while (j < measured.length && (measured[j] as { v: Rational }).v.eq((measured[i] as { v: Rational }).v)) j++;
    // Pairs the criterion still leaves level stay tied, and are not marked as separated by it.
    groups.push({ members: measured.slice(i, j).map((m) => m.s), separated: j - i === 1 });
    i = j;
  }
  if (groups.length === 1) return [{ members: tied, separated: false }];
  return groups;
}

/** xᵢ: the pair's percentage on board i (MP) or its IMPs on the board. */
function boardScores(s: PairStanding): Rational[] {
  return s.entries.filter(counted).map((e) => (e.top && !e.top.isZero() ? e.value.mul(Rational.of(100)).div(e.top) : e.value));
}

/** A board that scores for the pair (not a board not played). */
function counted(e: BoardEntry): boolean {
  return e.counted ?? e.line.ns !== undefined;
}

/**
 * NBF 3.3.2: Σ(xᵢ − x̄)² / n (the square of the standard deviation). From the pair's sums when it has them:
 * with xᵢ = 100 vᵢ / T, Σ(x − x̄)²/n = 10⁴ (nΣv² − (Σv)²) / (n² T²) — the same exact value.
 */
export function variance(s: PairStanding): Rational {
  const st = s.boardStats;
  if (st?.count === 1) return Rational.ZERO;
  if (st) {
    const n = BigInt(st.count);
    const a = n * BigInt(st.sumSquares) - BigInt(st.sum) * BigInt(st.sum);
    const t = BigInt(st.top);
    return st.top > 0 ? Rational.of(10_000n * a, n * n * t * t) : Rational.of(a, n * n);
  }
  const xs = boardScores(s);
  if (xs.length === 0) return Rational.ZERO;
  const n = Rational.of(xs.length);
  const mean = xs.reduce((a, b) => a.add(b), Rational.ZERO).div(n);
  return xs.reduce((a, x) => a.add(x.sub(mean).mul(x.sub(mean))), Rational.ZERO).div(n);
}

/** Ruter's variant: Σxᵢ² / (n − 1) with xᵢ the board score relative to average (MP − top/2). */
export function ruterSquare(s: PairStanding): Rational {
  const st = s.boardStats;
  if (st) {
    if (st.count < 2) return Rational.ZERO;
    // Σ(v − T/2)² = Σv² − TΣv + nT²/4
    const t = BigInt(st.top);
    const num = 4n * BigInt(st.sumSquares) - 4n * t * BigInt(st.sum) + BigInt(st.count) * t * t;
    return Rational.of(num, 4n * BigInt(st.count - 1));
  }
  const xs = s.entries.filter(counted).map((e) => (e.top ? e.value.sub(e.top.div(Rational.of(2))) : e.value));
  if (xs.length < 2) return Rational.ZERO;
  return xs.reduce((a, x) => a.add(x.mul(x)), Rational.ZERO).div(Rational.of(xs.length - 1));
}

/** > 0 when a did better than b on the boards they played against each other. */
function headToHead(a: PairStanding, b: PairStanding): number {
  const against = (x: PairStanding, y: PairStanding): Rational =>
    x.entries.filter((e) => e.opponent === y.pair).reduce((acc, e) => acc.add(e.value), Rational.ZERO);
  return against(a, b).cmp(against(b, a));
}

/**
 * NBF 3.7.1.1: qualification from several groups — the best `perGroup` of each group qualify; places that remain
 * of `total` go to the best percentages (or scores) across all groups.
 */
export function markQualified(standings: readonly PairStanding[], perGroup: number, total?: number): PairStanding[] {
  const chosen = new Set<string>();
  const byField = new Map<string, PairStanding[]>();
  for (const s of standings)
    if (s.ranked && s.rank !== undefined && s.status === undefined) {
      if (!byField.has(s.field)) byField.set(s.field, []);
      (byField.get(s.field) as PairStanding[]).push(s);
    }
  for (const list of byField.values()) {
    list.sort((a, b) => (a.rank as number) - (b.rank as number));
    for (const s of list.slice(0, perGroup)) chosen.add(s.key);
  }
  if (total !== undefined && total > chosen.size) {
    const rest = [...byField.values()]
      .flat()
      .filter((s) => !chosen.has(s.key))
      .sort((a, b) => b.score.cmp(a.score) || comparePairIds(a.pair, b.pair));
    for (const s of rest.slice(0, total - chosen.size)) chosen.add(s.key);
  }
  return standings.map((s) => (chosen.has(s.key) ? withStanding(s, { qualified: true }) : s));
}

function lastStatus(last: ReadonlyMap<string, 'withdrawn' | 'disqualified'>, s: PairStanding): 'withdrawn' | 'disqualified' | undefined {
  for (const n of pairNames(s)) {
    const v = last.get(n);
    if (v) return v;
  }
  return undefined;
}
