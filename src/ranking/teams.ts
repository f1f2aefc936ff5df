/**
 * The standings of a team event from its scored matches (NBF 2.9.3, 2.10.3, 2.11.5): each team's VP less
 * its penalties, matches played and IMPs won and lost; ranked teams first, then withdrawn teams (ranked
 * last), then teams absent from more than half of the boards (not ranked, their results standing for the
 * others). Teams level on VP are separated by the tiebreaks of NBF 2.10.3 (tiebreaks.ts); teams still level
 * share the place.
 *
 * @example
 * rankTeams(teamIds, names, matches, works, new Map()).map((r) => `${r.rank}${r.tie ? '=' : ''} ${r.team}`)
 * //=> ['1 Oslo', '2 Bergen', …]
 */
import { Rational } from '../base/rational.js';
import type { Work } from '../scoring/teams/event-work.js';
import { breakTies, isRoundRobin, monradQuality, quotient, type Meeting, type TiebreakTeam } from './tiebreaks.js';
import type { MatchResult, StandingRow, TiebreakCriterion } from '../model/teams.js';

interface Acc {
  vp: number;
  pen: number;
  played: number;
  won: Rational;
  lost: Rational;
  meetings: Meeting[];
  absentBoards: number;
  /** every opponent the schedule gives the team, met or not (a no-show still counts as a meeting) */
  scheduled: Set<string>;
}

export function rankTeams(
  teamIds: readonly string[],
  names: ReadonlyMap<string, string>,
  matches: readonly MatchResult[],
  works: readonly Work[],
  withdrawn: ReadonlyMap<string, number>,
): StandingRow[] {
  const { acc, eventBoards } = accumulate(teamIds, matches, works);
  const totals = new Map<string, number>();
  for (const [id, a] of acc) totals.set(id, a.vp - a.pen);
  const tbTeams = new Map<string, TiebreakTeam>();
  for (const [id, a] of acc) tbTeams.set(id, { id, meetings: a.meetings, impsWon: a.won, impsLost: a.lost });
  // NBF 2.10.3 step 1 asks whether the schedule is a round robin (each team to meet ¾ of the others): a match
  // lost to a no-show or not yet played does not change that.
  const ctx = { totals, roundRobin: isRoundRobin([...acc.entries()].map(([id, a]) => ({ id, opponents: a.scheduled }))) };

  const status = (id: string): StandingRow['status'] => {
    const a = acc.get(id) as Acc;
    if (eventBoards > 0 && 2 * a.absentBoards > eventBoards) return 'notRanked';
    return withdrawn.has(id) ? 'withdrawn' : 'ranked';
  };
  const row = (id: string, cls: StandingRow['status'], rank: number | null, tie: boolean, tiebreak: TiebreakCriterion | null): StandingRow => {
    const a = acc.get(id) as Acc;
    return {
      rank,
      tie,
      team: id,
      name: names.get(id) ?? id,
      status: cls,
      played: a.played,
      vp: totals.get(id) as number,
      penaltyVp: a.pen,
      impsWon: a.won,
      impsLost: a.lost,
      quotient: quotient(a.won, a.lost),
      monradQuality: monradQuality(a.meetings, totals),
      tiebreak,
    };
  };
  const rows: StandingRow[] = [];
  let placed = 0;
  for (const cls of ['ranked', 'withdrawn', 'notRanked'] as const) {
    const byVp = new Map<number, string[]>();
    for (const id of [...teamIds].filter((t) => status(t) === cls).sort()) {
      const v = totals.get(id) as number;
      const group = byVp.get(v);
      if (group) group.push(id);
      else byVp.set(v, [id]);
    }
    for (const v of [...byVp.keys()].sort((x, y) => y - x)) {
      const group = byVp.get(v) as string[];
      const outcome =
        group.length > 1
          ? breakTies(
              group.map((id) => tbTeams.get(id) as TiebreakTeam),
              ctx,
            )
          : { blocks: [group], criterion: new Map<string, TiebreakCriterion>() };
      for (const block of outcome.blocks) {
        const rank = cls === 'notRanked' ? null : placed + 1;
        for (const id of block) rows.push(row(id, cls, rank, block.length > 1, group.length > 1 ? (outcome.criterion.get(id) ?? 'unbroken') : null));
        if (cls !== 'notRanked') placed += block.length;
      }
    }
  }
  return rows;
}

/** Each team's totals over its matches; the event's boards are the largest match of each round, added up. */
function accumulate(teamIds: readonly string[], matches: readonly MatchResult[], works: readonly Work[]): { acc: Map<string, Acc>; eventBoards: number } {
  const acc = new Map<string, Acc>();
  for (const id of teamIds)
    acc.set(id, { vp: 0, pen: 0, played: 0, won: Rational.ZERO, lost: Rational.ZERO, meetings: [], absentBoards: 0, scheduled: new Set() });
  const roundBoards = new Map<number, number>();
  for (const w of works) if (w.boards !== null) roundBoards.set(w.input.round, Math.max(roundBoards.get(w.input.round) ?? 0, w.boards));
  const eventBoards = [...roundBoards.values()].reduce((a, b) => a + b, 0);
  for (const m of matches) {
    const sides = m.away
      ? ([
          [m.home, m.away],
          [m.away, m.home],
        ] as const)
      : ([[m.home, null]] as const);
    for (const [s, o] of sides) {
      const a = acc.get(s.team) as Acc;
      if (s.vp !== null) a.vp += s.vp;
      for (const p of s.penalties) if (p.unit === 'VP') a.pen += p.centi;
      if (s.absent !== null) a.absentBoards += m.boards ?? roundBoards.get(m.round) ?? 0;
      if (o !== null) a.scheduled.add(o.team);
      if (m.kind !== 'played' || o === null) continue;
      a.played += 1;
      a.won = a.won.add(s.imps ?? Rational.ZERO);
      a.lost = a.lost.add(s.impsLost ?? Rational.ZERO);
      if (s.vp !== null && o.vp !== null) {
        a.meetings.push({ opponent: o.team, ownVp: s.vp, opponentVp: o.vp, impsWon: s.imps ?? Rational.ZERO, impsLost: s.impsLost ?? Rational.ZERO });
      }
    }
  }
  return { acc, eventBoards };
}
