/**
 * One event's field under the handicap model (NBF 3.15): each contestant's HC H (the mean of
 * its players'), the field mean H̄ (per group when groups are ranked apart, e.g. NS and EW with two
 * winners), expected result E, compensation C, HC result R_hc and the HC change of every player.
 *
 * A player whose HC is not known takes the partner's (the mean of the known team-mates); when no player of
 * the contestant is known, the default (52) applies. Every player of a contestant gets the same rounded Δh;
 * only the 52 cap can make the applied change differ.
 *
 * @example
 * scoreField([{ players: [{ name: 'A', id: '1' }], result: rat(60), boards: 27 },
 *             { players: [{ name: 'B', id: '2' }], result: rat(40), boards: 27 }],
 *            (id) => (id === '1' ? 2000 : 3000), { defaultHcCenti: 5200, k })[0].E.toFixed(2) //=> "53.00"
 */
import { Rational, rat } from '../../base/rational.js';
import { applyChange, compensation, expectedResult, fromCenti, hcChange, toCenti, type ModelConstants } from '../../laws/handicap.js';
import { type PlayerOutcome } from '../../model/handicap.js';
import { type HcSource } from '../../model/handicap.js';

export interface FieldPlayer {
  readonly name: string;
  readonly id?: string;
}

export interface FieldEntry {
  readonly players: readonly FieldPlayer[];
  /** scratch result R, percent */
  readonly result: Rational;
  readonly boards: number;
  /** contestants ranked apart (sections, NS/EW with two winners) have their own H̄ */
  readonly group?: string;
}

export interface EntryOutcome {
  readonly H: Rational;
  readonly Hbar: Rational;
  readonly E: Rational;
  readonly C: Rational;
  readonly R: Rational;
  readonly Rhc: Rational;
  /** exact Δh of the model */
  readonly delta: Rational;
  /** Δh rounded to hundredths: what every player of the contestant receives, before the cap */
  readonly deltaCenti: number;
  readonly players: readonly PlayerOutcome[];
}

export interface ScoreFieldOptions {
  readonly defaultHcCenti: number;
  readonly k: ModelConstants;
}

/** Look up a player's current HC in hundredths; undefined for a player not in the register. */
export type HcLookup = (id: string) => number | undefined;

export function scoreField(entries: readonly FieldEntry[], lookup: HcLookup, opts: ScoreFieldOptions): EntryOutcome[] {
  const resolved = entries.map((e) => resolvePlayers(e.players, lookup, opts.defaultHcCenti));
  const hs = resolved.map((ps) => meanCenti(ps.map((p) => p.beforeCenti)));
  const groups = new Map<string, { sum: Rational; n: number }>();
  entries.forEach((e, i) => {
    const g = groups.get(e.group ?? '') ?? { sum: Rational.ZERO, n: 0 };
    g.sum = g.sum.add(hs[i] ?? Rational.ZERO);
    g.n += 1;
    groups.set(e.group ?? '', g);
  });
  return entries.map((e, i) => {
    const g = groups.get(e.group ?? '');
    const H = hs[i] ?? Rational.ZERO;
    const Hbar = g ? g.sum.div(rat(g.n)) : H;
    const E = expectedResult(H, Hbar, opts.k.c);
    const C = compensation(H, Hbar, opts.k.c);
    const delta = hcChange(e.result.sub(E), rat(e.boards), opts.k);
    const deltaCenti = toCenti(delta);
    const players = (resolved[i] ?? []).map((p): PlayerOutcome => {
      const afterCenti = applyChange(p.beforeCenti, deltaCenti);
      return { ...p, deltaCenti: afterCenti - p.beforeCenti, afterCenti };
    });
    return { H, Hbar, E, C, R: e.result, Rhc: e.result.add(C), delta, deltaCenti, players };
  });
}

interface ResolvedPlayer {
  readonly name: string;
  readonly id?: string;
  readonly source: HcSource;
  readonly beforeCenti: number;
}

function resolvePlayers(players: readonly FieldPlayer[], lookup: HcLookup, defaultHcCenti: number): ResolvedPlayer[] {
  const known = players.map((p) => (p.id === undefined ? undefined : lookup(p.id)));
  const knownValues = known.filter((h): h is number => h !== undefined);
  // The partner's HC; with more than one known team-mate (not in pairs events), their mean.
  const fallback = knownValues.length > 0 ? toCenti(meanCenti(knownValues)) : undefined;
  return players.map((p, i) => {
    const h = known[i];
    const base = p.id === undefined ? { name: p.name } : { name: p.name, id: p.id };
    if (h !== undefined) return { ...base, source: 'register', beforeCenti: h };
    if (fallback !== undefined) return { ...base, source: 'partner', beforeCenti: fallback };
    return { ...base, source: 'default', beforeCenti: defaultHcCenti };
  });
}

function meanCenti(values: readonly number[]): Rational {
  if (values.length === 0) return Rational.ZERO;
  let sum = 0;
  for (const v of values) sum += v;
  return fromCenti(sum).div(rat(values.length));
}
