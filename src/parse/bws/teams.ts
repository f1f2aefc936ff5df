/**
 * A team event entered on Bridgemate → the matches of `bridgescore teams` (src/teams/types.ts). Each match is
 * played at two tables with the same boards in the same round: the teams are the movement's pair numbers, one
 * team North-South at one table and East-West at the other (JFR numbers the closed room's tables from 101,
 * the Bridgemate developer's guide; other installations use neighbouring tables). The lower-numbered table is the open room,
 * and its North-South team is the home team. Each match becomes a match of the rooms (src/model/team-rooms.ts)
 * with its two tables and the movement's boards, and each board's result at the two tables two lines, the open
 * room's and the closed room's; the room comparison (src/scoring/teams/rooms.ts) gives each board's home net
 * score, the open room's NS score minus the closed room's (Law 78, team forms), as for the board-level CSV. A
 * table without a partner table is kept as a match without a closed table, for the comparison to report in
 * its place.
 *
 * @example
 * const t = bwsTeamMatches(read);
 * compareTeamRooms(t.rooms).matches[0] //=> { round: 1, home: '1', away: '2', boards: 8, score: { kind: 'boards', boards: [...] }, source }
 */
import type { ResultLine } from '../../model/types.js';
import type { MovementRow } from '../../model/movement.js';
import type { TeamInfo } from '../../model/teams.js';
import { TeamRooms } from '../../model/team-rooms.js';
import type { Diagnostic } from '../../base/diagnostics.js';
import { readBwsTables, type BwsTables, type ReadBwsResult } from './read-bws.js';

export interface BwsTeamMatches {
  /** the matches at their tables and their rooms' lines, for the room comparison */
  readonly rooms: TeamRooms;
  readonly teams: TeamInfo[];
  /** `report` as given: the room comparison's faults go there once it has run */
  readonly diagnostics: Diagnostic[];
}

/** A Bridgemate team session's movement and results → its matches at two tables each, as rooms. */
export function bwsTeamMatches(read: Pick<ReadBwsResult, 'event' | 'movement'>, report: Diagnostic[] = []): BwsTeamMatches {
  const rooms = new TeamRooms(report);
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
  const teams = new Map<string, TeamInfo>();
  for (const rows of rounds.values()) {
    const used = new Set<MovementRow>();
    for (const open of [...rows].sort((a, b) => a.table - b.table)) {
      if (used.has(open)) continue;
      const closed = rows.find((r) => r !== open && !used.has(r) && r.ns === open.ew && r.ew === open.ns && sameBoards(r, open));
      used.add(open);
      const home = open.ns as string;
      const away = open.ew as string;
      const source = open.source ?? { file: 'RoundData' };
      const movement = { open: open.table, closed: closed?.table ?? null, boards: open.boards };
      const match = rooms.addMatch({ round: open.round, home, away, source, movement });
      if (!closed) continue;
      used.add(closed);
      for (const t of [home, away]) if (!teams.has(t)) teams.set(t, { id: t, name: `Team ${t}` });
      for (const board of open.boards) {
        const a = lines.get(`${open.section ?? ''}|${open.round}|${open.table}|${board}`);
        const b = lines.get(`${closed.section ?? ''}|${closed.round}|${closed.table}|${board}`);
        if (a) rooms.addRoom(roomLine(a, home, away), match, 'open');
        if (b) rooms.addRoom(roomLine(b, away, home), match, 'closed');
      }
    }
  }
  return { rooms, teams: [...teams.values()].sort((x, y) => Number(x.id) - Number(y.id)), diagnostics: report };
}

/** A table's result as a room's line: the teams the movement seats there (not the pair numbers entered). */
function roomLine(l: ResultLine, ns: string, ew: string): ResultLine {
  const line: { -readonly [K in keyof ResultLine]?: ResultLine[K] } = { board: l.board, ns, ew, outcome: l.outcome, source: l.source };
  if (l.round !== undefined) line.round = l.round;
  if (l.table !== undefined) line.table = l.table;
  return line as ResultLine;
}

/** The same boards in the same order. */
function sameBoards(a: MovementRow, b: MovementRow): boolean {
  return a.boards.length === b.boards.length && a.boards.every((x, i) => b.boards[i] === x);
}

export interface BwsTeamBoards {
  /** the matches and their rooms, for the room comparison (src/scoring/teams/rooms.ts) */
  readonly rooms: TeamRooms;
  readonly teams: TeamInfo[];
  readonly title?: string;
  readonly diagnostics: Diagnostic[];
}

/** The matches of a Bridgemate database already opened: its tables, as the loader gives them; a pairs session is refused with the command that scores it. */
export function teamBoardsFromBwsTables(tables: BwsTables, file: string): BwsTeamBoards {
  const read = readBwsTables(tables, file);
  const diagnostics: Diagnostic[] = [];
  for (const d of read.diagnostics) diagnostics.push(d);
  if (read.kind !== 'teams') {
    diagnostics.push({
      severity: 'error',
      code: 'bws-not-teams',
      file,
      record: 'Section',
      message: `this Bridgemate session is a ${read.kind} event, not teams (expected ScoringType 4 in its Section table): score it with "bridgescore pairs ${file}"`,
    });
    return { rooms: new TeamRooms(diagnostics), teams: [], diagnostics };
  }
  // The room comparison's faults follow the database's own, in the same list.
  const t = bwsTeamMatches(read, diagnostics);
  return { rooms: t.rooms, teams: t.teams, ...(read.event.title === undefined ? {} : { title: read.event.title }), diagnostics };
}
