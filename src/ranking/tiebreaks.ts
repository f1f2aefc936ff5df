/**
 * Ties on VP in a team event, broken in the order of NBF 2.10.3:
 *  1. when every team has met at least ¾ of the others (a round robin) and the tied teams have all met:
 *     VP in the matches between them (head-to-head; with three or more, the sum among them), then the IMP
 *     difference in those matches;
 *  2. Monrad quality: the sum over the team's matches of the opponent's total VP less the VP the opponent
 *     scored against the team;
 *  3. quotient: IMPs won / IMPs lost over all matches (infinite when none were lost);
 *  4. total IMPs won.
 * A criterion that splits a group leaves smaller groups, which start again at step 1 among themselves.
 *
 * @example
 * // NBF 2.10.3: A met C, D, E (6, 11 and 9 VP against A), who finished on 33, 47 and 39 VP
 * monradQuality([{ opponent: 'C', opponentVp: 600 }, { opponent: 'D', opponentVp: 1100 }, { opponent: 'E', opponentVp: 900 }],
 *   new Map([['C', 3300], ['D', 4700], ['E', 3900]])) //=> 9300
 */
import { Rational } from '../base/rational.js';
import type { TiebreakCriterion } from '../model/teams.js';

/** One match a team played against a real opponent, VP in hundredths. */
export interface Meeting {
  readonly opponent: string;
  readonly ownVp: number;
  readonly opponentVp: number;
  readonly impsWon: Rational;
  readonly impsLost: Rational;
}

export interface TiebreakTeam {
  readonly id: string;
  readonly meetings: readonly Meeting[];
  readonly impsWon: Rational;
  readonly impsLost: Rational;
}

/** NBF 2.10.3 step 2, in hundredths of VP. `totals` are the opponents' final totals (after penalties). */
export function monradQuality(meetings: ReadonlyArray<Pick<Meeting, 'opponent' | 'opponentVp'>>, totals: ReadonlyMap<string, number>): number {
  let q = 0;
  for (const m of meetings) q += (totals.get(m.opponent) ?? 0) - m.opponentVp;
  return q;
}

/**
 * NBF 2.10.3 step 3: null stands for an infinite quotient (IMPs won, none lost). Nothing won and nothing lost
 * (matches recorded only as VP) is even, 1 — the same as the Swiss standings use.
 */
export function quotient(won: Rational, lost: Rational): Rational | null {
  if (lost.isZero()) return won.isZero() ? Rational.ONE : null;
  return won.div(lost);
}

/** Does the schedule give every team at least ¾ of the other teams (the condition of NBF 2.10.3 step 1)? */
export function isRoundRobin(teams: ReadonlyArray<{ readonly opponents: ReadonlySet<string> }>): boolean {
  const n = teams.length;
  return teams.every((t) => 4 * t.opponents.size >= 3 * (n - 1));
}

type Key = Rational | null;

function cmpKey(a: Key, b: Key): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  return a.cmp(b);
}

interface Step {
  readonly name: TiebreakCriterion;
  key(t: TiebreakTeam, group: ReadonlySet<string>): Key;
}

export interface TiebreakContext {
  readonly totals: ReadonlyMap<string, number>;
  readonly roundRobin: boolean;
}

export interface TiebreakOutcome {
  /** the teams best first, in blocks that stay tied (a block of one is a clear place) */
  readonly blocks: readonly (readonly string[])[];
  /** the criterion that placed each team of the group */
  readonly criterion: ReadonlyMap<string, TiebreakCriterion>;
}

/** Order a group of teams equal on VP. */
export function breakTies(group: readonly TiebreakTeam[], ctx: TiebreakContext): TiebreakOutcome {
  const criterion = new Map<string, TiebreakCriterion>();
  const blocks = resolve(group, ctx, criterion);
  return { blocks, criterion };
}

function allMet(group: readonly TiebreakTeam[]): boolean {
  return group.every((t) => group.every((u) => u.id === t.id || t.meetings.some((m) => m.opponent === u.id)));
}

function resolve(group: readonly TiebreakTeam[], ctx: TiebreakContext, criterion: Map<string, TiebreakCriterion>): string[][] {
  if (group.length === 1) return [[(group[0] as TiebreakTeam).id]];
  const steps: Step[] = [];
  if (ctx.roundRobin && allMet(group)) {
    steps.push({
      name: group.length === 2 ? 'head-to-head VP' : 'VP among tied teams',
      key: (t, g) => Rational.of(t.meetings.filter((m) => g.has(m.opponent)).reduce((s, m) => s + m.ownVp, 0)),
    });
    steps.push({
      name: 'IMPs among tied teams',
      key: (t, g) => t.meetings.filter((m) => g.has(m.opponent)).reduce((s, m) => s.add(m.impsWon).sub(m.impsLost), Rational.ZERO),
    });
  }
  steps.push({
    name: 'Monrad quality',
    key: (t) => Rational.of(monradQuality(t.meetings, ctx.totals)),
  });
  steps.push({ name: 'quotient', key: (t) => quotient(t.impsWon, t.impsLost) });
  steps.push({ name: 'IMPs won', key: (t) => t.impsWon });

  const ids = new Set(group.map((t) => t.id));
  for (const step of steps) {
    const keyed = group.map((t) => ({ t, k: step.key(t, ids) }));
    const first = keyed[0] as { k: Key };
    if (keyed.every((x) => cmpKey(x.k, first.k) === 0)) continue;
    // Stable: equal keys keep the incoming order, which is by team id.
    keyed.sort((a, b) => cmpKey(b.k, a.k));
    for (const x of keyed) criterion.set(x.t.id, step.name);
    const parts: TiebreakTeam[][] = [];
    let prev: Key | undefined;
    for (const x of keyed) {
      const last = parts[parts.length - 1];
      if (last && prev !== undefined && cmpKey(prev, x.k) === 0) last.push(x.t);
      else parts.push([x.t]);
      prev = x.k;
    }
    return parts.flatMap((p) => resolve(p, ctx, criterion));
  }
  for (const t of group) criterion.set(t.id, 'unbroken');
  return [group.map((t) => t.id)];
}
