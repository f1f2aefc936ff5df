/**
 * Board results and match totals for the same event, checked against each other: when a match is in both
 * files, its IMPs and number of boards must agree with the boards (the board results are then used).
 *
 * @example
 * mergeTeamMatches(fromBoards, fromTotals, options).matches.length //=> matches in either file, each once
 */
import type { Diagnostic } from '../../base/diagnostics.js';
import { matchTotals, publishedImps } from './match-score.js';
import type { MatchInput, TeamsEventOptions } from '../../model/teams.js';

export function mergeTeamMatches(
  fromBoards: readonly MatchInput[],
  fromTotals: readonly MatchInput[],
  options: TeamsEventOptions,
): { matches: MatchInput[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const key = (m: MatchInput): string => `${m.round}\u0000${m.home}\u0000${m.away ?? ''}`;
  const byKey = new Map<string, MatchInput>();
  for (const m of fromBoards) byKey.set(key(m), m);
  const matches: MatchInput[] = [...fromBoards];
  for (const m of fromTotals) {
    const b = byKey.get(key(m));
    if (!b) {
      matches.push(m);
      continue;
    }
    const where = (field: string, message: string): Diagnostic => ({
      severity: 'error',
      code: 'inconsistent-match',
      file: m.source.file,
      ...(m.source.line === undefined ? {} : { line: m.source.line }),
      field,
      message,
    });
    const totals = matchTotals(b.score, options);
    const n = totals?.boards ?? 0;
    if (m.boards !== undefined && m.boards !== n) {
      diagnostics.push(where('boards', `${m.boards} boards, but ${b.source.file} has ${n} for round ${m.round} ${m.home} – ${m.away ?? ''}`));
    }
    const given = m.score.kind === 'imps' ? m.score : m.score.kind === 'vp' ? m.score.imps : undefined;
    if (given && totals?.imps) {
      const rounding = { ...options, impRounding: 'nearest' as const };
      const home = publishedImps(totals.imps.home, rounding).won;
      const away = publishedImps(totals.imps.away, rounding).won;
      for (const [field, value, computed] of [
        ['imps_home', given.home, home],
        ['imps_away', given.away, away],
      ] as const) {
        if (!value.eq(computed)) {
          diagnostics.push(
            where(
              field,
              `${value.toFixed(value.isInteger() ? 0 : 2)} IMPs, but the boards in ${b.source.file} give ${computed.toFixed(computed.isInteger() ? 0 : 2)} for round ${m.round} ${m.home} – ${m.away ?? ''}`,
            ),
          );
        }
      }
    }
  }
  return { matches, diagnostics };
}
