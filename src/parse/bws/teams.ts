/**
 * A team event entered on Bridgemate → the matches of `bridgescore teams` (src/teams/types.ts). Each match is
 * played at two tables with the same boards in the same round: the teams are the movement's pair numbers, one
 * team North-South at one table and East-West at the other (JFR numbers the closed room's tables from 101,
 * the Bridgemate developer's guide; other installations use neighbouring tables). The lower-numbered table is the open room,
 * and its North-South team is the home team. Each board's home net score is the open room's NS score minus
 * the closed room's (Law 78, team forms), the same input the board-level CSV gives.
 *
 * @example
 * bwsTeamMatches(read).matches[0] //=> { round: 1, home: '1', away: '2', boards: 8, score: { kind: 'boards', boards: [...] }, source }
 */
import type { ResultLine } from '../../model/types.js';
import type { MovementRow } from '../../model/movement.js';
import type { BoardComparison, MatchInput, TeamInfo } from '../../model/teams.js';
import type { Diagnostic } from '../../base/diagnostics.js';
import type { ReadBwsResult } from './read-bws.js';

export interface BwsTeamMatches {
  readonly matches: MatchInput[];
  readonly teams: TeamInfo[];
  readonly diagnostics: Diagnostic[];
}

export function bwsTeamMatches(read: Pick<ReadBwsResult, 'event' | 'movement'>): BwsTeamMatches {
  const diagnostics: Diagnostic[] = [];
  const lines = new Map<string, ResultLine>();
  for (const l of read.event.results) lines.set(`${l.section ?? ''}|${l.round ?? ''}|${l.table ?? ''}|${l.board}`, l);
  const rounds = new Map<string, MovementRow[]>();
  for (const row of read.movement.rows) {
    if (row.ns === null || row.ew === null) continue;
    const key = `${row.section ?? ''}|${row.round}`;
    const list = rounds.get(key);
    if (list) list.push(row);
    else rounds.set(key, [row]);
  }
  const matches: MatchInput[] = [];
  const teams = new Map<string, TeamInfo>();
  for (const rows of rounds.values()) {
    const used = new Set<MovementRow>();
    for (const open of [...rows].sort((a, b) => a.table - b.table)) {
      if (used.has(open)) continue;
      const closed = rows.find((r) => r !== open && !used.has(r) && r.ns === open.ew && r.ew === open.ns && sameBoards(r, open));
      if (!closed) {
        diagnostics.push({
          severity: 'error',
          code: 'bws-team-table',
          ...where(open),
          message: `table ${open.table} in round ${open.round} (teams ${open.ns} and ${open.ew}) has no other table where the two teams play the same boards the other way round (expected two tables per match)`,
        });
        used.add(open);
        continue;
      }
      used.add(open);
      used.add(closed);
      const home = open.ns as string;
      const away = open.ew as string;
      for (const t of [home, away]) if (!teams.has(t)) teams.set(t, { id: t, name: `Team ${t}` });
      const boards: BoardComparison[] = [];
      for (const board of open.boards) {
        const a = lines.get(`${open.section ?? ''}|${open.round}|${open.table}|${board}`);
        const b = lines.get(`${closed.section ?? ''}|${closed.round}|${closed.table}|${board}`);
        const missing = [a ? undefined : open.table, b ? undefined : closed.table].filter((t) => t !== undefined);
        if (!a || !b || a.outcome.kind !== 'played' || b.outcome.kind !== 'played') {
          const which = missing.length > 0 ? `no result at table ${missing.join(' and ')}` : 'a board not played (or an arbitral score) in one room';
          diagnostics.push({
            severity: 'error',
            code: 'bws-team-board',
            ...where(open, a ?? b),
            message: `board ${board} of round ${open.round} (${home} – ${away}) has ${which} (expected a result in both rooms, or the director's adjusted score)`,
          });
          continue;
        }
        boards.push({ kind: 'played', board, homeNet: a.outcome.score.scoreNS - b.outcome.score.scoreNS, source: a.source });
      }
      matches.push({ round: open.round, home, away, boards: boards.length, score: { kind: 'boards', boards }, source: open.source ?? { file: 'RoundData' } });
    }
  }
  matches.sort((x, y) => x.round - y.round || Number(x.home) - Number(y.home));
  return { matches, teams: [...teams.values()].sort((x, y) => Number(x.id) - Number(y.id)), diagnostics };
}

function sameBoards(a: MovementRow, b: MovementRow): boolean {
  return a.boards.length === b.boards.length && a.boards.every((x, i) => b.boards[i] === x);
}

function where(row: MovementRow, line?: ResultLine): { file: string; record?: string } {
  const source = line?.source ?? row.source;
  return { file: source?.file ?? 'RoundData', ...(source?.record === undefined ? {} : { record: source.record }) };
}
