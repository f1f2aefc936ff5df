// A season table (ladder) over club sessions: per player or per pair, the sessions played and counted, the
// exact score, shared places ("3=") and a machine-readable note for every rule applied. Deterministic: sessions
// in date-then-id order, rows by rank then key; a contestant's row depends only on its own sessions. Sources:
// ./rules.ts (the rules and the IMP conversions, cited there).
import { cmp, div, eq, mul, q, sub, sum, type Q } from './rational.js';
import type { SeriesPair, SeriesSession } from './read-session.js';
import { IMP_FORMULAS, impsToPercentage, rulesProblems } from './rules.js';
import type { SeasonNote, SeasonRow, SeasonTable, SeriesRules } from '../../model/series.js';

export type { SeasonNote, SeasonRow, SeasonTable } from '../../model/series.js';

export type SeasonResult = { readonly ok: true; readonly table: SeasonTable } | { readonly ok: false; readonly problems: readonly string[] };

interface Entry {
  readonly session: string;
  readonly order: number;
  readonly value: Q;
  readonly via: 'percentage' | 'imps' | 'handicap';
  readonly partner: string | null;
}

interface Contestant {
  readonly key: string;
  readonly names: string[];
  readonly entries: Entry[];
  readonly missing: string[];
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Sessions by date (undated first), then id. */
export function orderSessions(sessions: readonly SeriesSession[]): SeriesSession[] {
  return [...sessions].sort((a, b) => byText(a.date ?? '', b.date ?? '') || byText(a.id, b.id));
}

function playerKey(p: { readonly name: string; readonly id?: string }): string {
  return p.id !== undefined ? `id:${p.id}` : `name:${p.name.trim().toLowerCase()}`;
}

/** The keys (and display names) a session's pair counts for. */
function keysOf(pair: SeriesPair, by: SeriesRules['by']): { key: string; names: string[]; partner: string | null }[] {
  if (pair.players.length === 0) return [{ key: `pair:${pair.pair}`, names: [`pair ${pair.pair}`], partner: null }];
  if (by === 'player') {
    const others = (i: number): string | null =>
      pair.players
        .filter((_, j) => j !== i)
        .map((p) => p.name)
        .join(' - ') || null;
    return pair.players.map((p, i) => ({ key: playerKey(p), names: [p.name], partner: others(i) }));
  }
  const sorted = [...pair.players].sort((a, b) => byText(playerKey(a), playerKey(b)));
  return [{ key: sorted.map(playerKey).join('+'), names: sorted.map((p) => p.name), partner: null }];
}

function valueOf(pair: SeriesPair, s: SeriesSession, rules: SeriesRules): Pick<Entry, 'value' | 'via'> | undefined {
  if (rules.measure === 'total-masterpoints') return pair.masterpoints === undefined ? undefined : { value: q(pair.masterpoints), via: 'percentage' };
  if (rules.handicap && pair.handicapPercentage !== undefined) return { value: pair.handicapPercentage, via: 'handicap' };
  if (s.scoring === 'matchpoints') return pair.percentage === undefined ? undefined : { value: pair.percentage, via: 'percentage' };
  return pair.impsPerBoard === undefined ? undefined : { value: impsToPercentage(IMP_FORMULAS[rules.imps], pair.impsPerBoard), via: 'imps' };
}

function collect(sessions: readonly SeriesSession[], rules: SeriesRules): Map<string, Contestant> {
  const out = new Map<string, Contestant>();
  sessions.forEach((s, order) => {
    for (const pair of s.pairs) {
      const v = valueOf(pair, s, rules);
      for (const { key, names, partner } of keysOf(pair, rules.by)) {
        const c = out.get(key) ?? { key, names, entries: [], missing: [] };
        out.set(key, c);
        if (c.entries.some((e) => e.session === s.id) || c.missing.includes(s.id)) continue;
        if (v === undefined) c.missing.push(s.id);
        else c.entries.push({ session: s.id, order, value: v.value, via: v.via, partner });
      }
    }
  });
  return out;
}

/** The counted entries (best first), and the notes of the selection rules. */
function select(entries: readonly Entry[], rules: SeriesRules): { counted: Entry[]; notes: SeasonNote[] } {
  const ranked = [...entries].sort((a, b) => cmp(b.value, a.value) || a.order - b.order);
  let keep = ranked.length;
  const notes: SeasonNote[] = [];
  if (rules.best !== undefined) keep = Math.min(keep, rules.best);
  const d = rules.dropLowestAfter;
  if (d !== undefined && ranked.length > d.after) keep = Math.max(d.after, ranked.length - d.drop);
  const dropped = ranked
    .slice(keep)
    .sort((a, b) => a.order - b.order)
    .map((e) => e.session);
  if (rules.best !== undefined) notes.push({ rule: 'best', n: rules.best, dropped });
  if (d !== undefined) notes.push({ rule: 'drop-lowest', after: d.after, dropped });
  return { counted: ranked.slice(0, keep).sort((a, b) => a.order - b.order), notes };
}

function score(c: Contestant, counted: readonly Entry[], rules: SeriesRules, notes: SeasonNote[]): Q | null {
  if (counted.length === 0) return null;
  const total = sum(counted.map((e) => e.value));
  if (rules.measure === 'total-masterpoints') return total;
  const average = div(total, q(counted.length));
  if (rules.measure === 'average-percentage') return average;
  const previous = rules.previous?.[c.key] ?? null;
  notes.push({ rule: 'most-improved', previous });
  return previous === null ? null : sub(average, previous);
}

function row(c: Contestant, rules: SeriesRules): Omit<SeasonRow, 'rank' | 'place'> & { qualified: boolean } {
  const notes: SeasonNote[] = [];
  const viaImps = c.entries.filter((e) => e.via === 'imps').map((e) => e.session);
  if (viaImps.length > 0) notes.push({ rule: 'imps', formula: rules.imps, sessions: viaImps });
  const viaHc = c.entries.filter((e) => e.via === 'handicap').map((e) => e.session);
  if (viaHc.length > 0) notes.push({ rule: 'handicap', sessions: viaHc });
  if (c.missing.length > 0) notes.push({ rule: 'missing-value', sessions: [...c.missing] });
  const { counted, notes: sel } = select(c.entries, rules);
  for (const n of sel) notes.push(n);
  const s = score(c, counted, rules, notes);
  const played = c.entries.length;
  const qualified = (rules.minSessions === undefined || played >= rules.minSessions) && s !== null;
  if (rules.minSessions !== undefined) notes.push({ rule: 'min-sessions', required: rules.minSessions, qualified: played >= rules.minSessions });
  if (rules.carryForward !== undefined)
    notes.push({ rule: 'carry-forward', fraction: rules.carryForward.fraction, carry: s === null ? null : mul(s, rules.carryForward.fraction) });
  const countedSet = new Set(counted.map((e) => e.session));
  const entries = c.entries.map((e) => ({ session: e.session, value: e.value, via: e.via, counted: countedSet.has(e.session), partner: e.partner }));
  return { key: c.key, names: c.names, played, counted: counted.length, countedSessions: counted.map((e) => e.session), entries, score: s, notes, qualified };
}

/** Places with exact ties shared: rank = 1 + the number of strictly better scores. */
function rank(rows: ReturnType<typeof row>[]): SeasonRow[] {
  const ranked = rows.filter((r) => r.qualified).sort((a, b) => cmp(b.score!, a.score!) || byText(a.key, b.key));
  const out: SeasonRow[] = [];
  const strip = ({ qualified, ...rest }: ReturnType<typeof row>): Omit<SeasonRow, 'rank' | 'place'> => (void qualified, rest);
  for (const r of ranked) {
    const first = ranked.findIndex((o) => eq(o.score!, r.score!));
    const tied = ranked.filter((o) => eq(o.score!, r.score!)).length > 1;
    out.push({ ...strip(r), rank: first + 1, place: `${first + 1}${tied ? '=' : ''}` });
  }
  for (const r of rows.filter((x) => !x.qualified).sort((a, b) => byText(a.key, b.key))) out.push({ ...strip(r), rank: null, place: '' });
  return out;
}

/** The season table of `sessions` under `rules`, or the problems of the rules. */
export function computeSeason(sessions: readonly SeriesSession[], rules: SeriesRules): SeasonResult {
  const problems = rulesProblems(rules);
  const ids = sessions.map((s) => s.id);
  if (new Set(ids).size !== ids.length) problems.push('two sessions have the same id');
  if (problems.length > 0) return { ok: false, problems };
  const ordered = orderSessions(sessions);
  const window = rules.of === undefined ? ordered : ordered.slice(Math.max(0, ordered.length - rules.of));
  const ignored = ordered.slice(0, ordered.length - window.length).map((s) => s.id);
  const rows = [...collect(window, rules).values()].map((c) => row(c, rules));
  const table = rank(rows).map((r) => (rules.of === undefined ? r : { ...r, notes: [{ rule: 'window' as const, of: rules.of, ignored }, ...r.notes] }));
  return { ok: true, table: { sessions: window.map((s) => s.id), rows: table } };
}
