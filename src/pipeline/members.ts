/**
 * `--members FILE`: every player's federation number checked against the member list before results are
 * reported — a number the list does not have, a number on two players, a player with none (a visitor) — and
 * the name filled from the list where the input has only the number. Pure: the caller prints the findings.
 *
 * @example
 * checkMembers(scored, members).findings[0] //=> { kind: 'unknown', pair: '3', player: 'Kari Nordmann', id: '99999' }
 */
import type { Player } from '../model/types.js';
import { withStanding, type PairStanding, type ScoredPairsEvent } from '../model/scored.js';
import type { Member } from '../parse/csv/members.js';

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

/** A name that says nothing but the number (or nothing at all). */
function onlyNumber(p: Player): boolean {
  return p.name.trim() === '' || p.name.trim() === p.id;
}

export function checkMembers(scored: ScoredPairsEvent, members: ReadonlyMap<string, Member>): MembersCheck {
  const findings: MemberFinding[] = [];
  const holders = new Map<string, string[]>();
  const standings = scored.standings.map((s) => {
    let changed = false;
    const players = s.players.map((p) => {
      if (p.id === undefined || p.id === '') {
        findings.push({ kind: 'no-number', pair: s.pair, player: p.name });
        return p;
      }
      holders.set(p.id, [...(holders.get(p.id) ?? []), s.pair]);
      const m = members.get(p.id);
      if (m === undefined) {
        findings.push({ kind: 'unknown', pair: s.pair, player: p.name, id: p.id });
        return p;
      }
      if (onlyNumber(p) && m.name !== '') {
        findings.push({ kind: 'filled', pair: s.pair, id: p.id, name: m.name });
        changed = true;
        return { name: m.name, id: p.id };
      }
      return p;
    });
    return changed ? withStanding(s, { players, names: players.map((p) => p.name).join(' - ') }) : s;
  });
  for (const [id, pairs] of holders) if (pairs.length > 1) findings.push({ kind: 'shared', pairs, id });
  return { findings, standings };
}

/** The findings in words, one line each, the ones that stop a report first. */
export function membersReport(file: string, check: MembersCheck): string[] {
  const out: string[] = [];
  for (const f of check.findings) {
    if (f.kind === 'shared') out.push(`${file}: number ${f.id} is on two players (pairs ${f.pairs.join(', ')}; expected one player a number)`);
  }
  for (const f of check.findings) {
    if (f.kind === 'unknown') out.push(`${file}: pair ${f.pair}: ${f.player || '(no name)'} has number ${f.id}, which is not in the member list`);
  }
  for (const f of check.findings) {
    if (f.kind === 'no-number') out.push(`${file}: pair ${f.pair}: ${f.player || '(no name)'} has no member number (a visitor?)`);
  }
  for (const f of check.findings) {
    if (f.kind === 'filled') out.push(`${file}: pair ${f.pair}: number ${f.id} named ${f.name} from the member list`);
  }
  return out;
}
