/**
 * `--members FILE`: every player's federation number checked against the member list before results are
 * reported — a number the list does not have, a number on two players, a player with none (a visitor) — and
 * the name filled from the list where the input has only the number. Pairs (and individuals) by their
 * standings, teams by their players. Pure: the caller prints the findings.
 *
 * @example
 * checkMembers(scored, members).findings[0] //=> { kind: 'unknown', pair: '3', player: 'Kari Nordmann', id: '99999' }
 */
import type { Player } from '../model/types.js';
import { withStanding, type PairStanding, type ScoredPairsEvent } from '../model/scored.js';
import type { TeamsEventResult } from '../model/teams.js';
import type { Member } from '../parse/csv/members.js';

/** Each finding names its contestant (`pair`: the pair's, player's or team's id). */
export type MemberFinding =
  | { readonly kind: 'unknown'; readonly pair: string; readonly player: string; readonly id: string }
  | { readonly kind: 'shared'; readonly pairs: readonly string[]; readonly id: string }
  | { readonly kind: 'no-number'; readonly pair: string; readonly player: string }
  | { readonly kind: 'filled'; readonly pair: string; readonly id: string; readonly name: string };

export interface MembersCheck {
  readonly findings: readonly MemberFinding[];
  /** the standings with the names filled from the list (the same objects where nothing was filled) */
  readonly standings: readonly PairStanding[];
}

export interface TeamMembersCheck {
  readonly findings: readonly MemberFinding[];
  /** the result with its teams' players' names filled from the list (the same teams where nothing was filled) */
  readonly result: TeamsEventResult;
}

/** A name that says nothing but the number (or nothing at all). */
function onlyNumber(p: Player): boolean {
  return p.name.trim() === '' || p.name.trim() === p.id;
}

/** The players of each contestant checked in order; `filled[i]` the contestant's players, or undefined when unchanged. */
function checkPlayers(
  contestants: readonly { readonly id: string; readonly players: readonly Player[] }[],
  members: ReadonlyMap<string, Member>,
): { findings: MemberFinding[]; filled: (Player[] | undefined)[] } {
  const findings: MemberFinding[] = [];
  const holders = new Map<string, string[]>();
  const filled = contestants.map((c) => {
    let changed = false;
    const players = c.players.map((p) => {
      if (p.id === undefined || p.id === '') {
        findings.push({ kind: 'no-number', pair: c.id, player: p.name });
        return p;
      }
      holders.set(p.id, [...(holders.get(p.id) ?? []), c.id]);
      const m = members.get(p.id);
      if (m === undefined) {
        findings.push({ kind: 'unknown', pair: c.id, player: p.name, id: p.id });
        return p;
      }
      if (onlyNumber(p) && m.name !== '') {
        findings.push({ kind: 'filled', pair: c.id, id: p.id, name: m.name });
        changed = true;
        return { name: m.name, id: p.id };
      }
      return p;
    });
    return changed ? players : undefined;
  });
  for (const [id, pairs] of holders) if (pairs.length > 1) findings.push({ kind: 'shared', pairs, id });
  return { findings, filled };
}

export function checkMembers(scored: ScoredPairsEvent, members: ReadonlyMap<string, Member>): MembersCheck {
  const { findings, filled } = checkPlayers(
    scored.standings.map((s) => ({ id: s.pair, players: s.players })),
    members,
  );
  const standings = scored.standings.map((s, i) => {
    const players = filled[i];
    return players === undefined ? s : withStanding(s, { players, names: players.map((p) => p.name).join(' - ') });
  });
  return { findings, standings };
}

/** `teams --members FILE`: the players of every team that has them (a team without players is not checked). */
export function checkTeamMembers(result: TeamsEventResult, members: ReadonlyMap<string, Member>): TeamMembersCheck {
  const { findings, filled } = checkPlayers(
    result.teams.map((t) => ({ id: t.id, players: t.players ?? [] })),
    members,
  );
  const teams = result.teams.map((t, i) => {
    const players = filled[i];
    return players === undefined ? t : { ...t, players };
  });
  return { findings, result: { ...result, teams } };
}

/** The findings in words, one line each, the ones that stop a report first; `unit` names the contestants. */
export function membersReport(file: string, check: { readonly findings: readonly MemberFinding[] }, unit: 'pair' | 'team' = 'pair'): string[] {
  const out: string[] = [];
  for (const f of check.findings) {
    if (f.kind === 'shared') out.push(`${file}: number ${f.id} is on two players (${unit}s ${f.pairs.join(', ')}; expected one player a number)`);
  }
  for (const f of check.findings) {
    if (f.kind === 'unknown') out.push(`${file}: ${unit} ${f.pair}: ${f.player || '(no name)'} has number ${f.id}, which is not in the member list`);
  }
  for (const f of check.findings) {
    if (f.kind === 'no-number') out.push(`${file}: ${unit} ${f.pair}: ${f.player || '(no name)'} has no member number (a visitor?)`);
  }
  for (const f of check.findings) {
    if (f.kind === 'filled') out.push(`${file}: ${unit} ${f.pair}: number ${f.id} named ${f.name} from the member list`);
  }
  return out;
}
