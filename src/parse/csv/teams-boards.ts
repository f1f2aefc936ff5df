/**
 * Board results per room (`--results` as CSV): `round, home, away, board, room (open/closed), ns` (the team
 * sitting North-South in that room) and the room's result (read-table-score.ts); or one row for the board
 * with `adj_home, adj_away` (A+, A, A− or a number: IMPs in an IMP match, board points in board-a-match and
 * Oslo Cup) for an artificial adjusted score (Law 12C2, NBF 2.5.1.8). Each room's result becomes a line of the
 * rooms (src/model/team-rooms.ts) and each adjusted board an adjusted board there; the room comparison
 * (src/scoring/teams/rooms.ts) then gives each board's home net score (a weighted score, Law 12C1c, every
 * combination of the two rooms' results).
 *
 * @example
 * const read = readTeamBoards('round,home,away,board,room,ns,score\n1,A,B,1,open,A,420\n1,A,B,1,closed,B,-400\n', 'b.csv', teamDirectory([]));
 * read.rooms.lines.count //=> 2;  compareTeamRooms(read.rooms).matches[0].score.boards[0].homeNet //=> 20
 */
import { DiagnosticBag, type Diagnostic } from '../../base/diagnostics.js';
import { readCsvTable, type ColumnSpec, type CsvRow } from './read-table.js';
import { MAX_BOARD_NUMBER, MAX_ROUND, boundedDecimal, isTooLarge, shownText } from '../../base/numbers.js';
import { teamCell, wholeNumber } from './teams-cells.js';
import type { TeamDirectory } from './team-names.js';
import { tableScore } from './teams-table-score.js';
import { TeamRooms, type TeamRoomMatch } from '../../model/team-rooms.js';
import type { BoardAdjustment, Room } from '../../model/teams.js';
import type { Outcome } from '../../model/types.js';

export const BOARD_COLUMNS: readonly ColumnSpec[] = [
  { name: 'round', synonyms: ['round', 'rnd', 'runde'], required: true },
  { name: 'home', synonyms: ['home', 'hometeam', 'hjemme'], required: true },
  { name: 'away', synonyms: ['away', 'awayteam', 'visitor', 'borte'], required: true },
  { name: 'board', synonyms: ['board', 'bd', 'boardno', 'spill'], required: true },
  { name: 'room', synonyms: ['room', 'table', 'rom'] },
  { name: 'ns', synonyms: ['ns', 'nsteam', 'northsouth', 'teamns'] },
  { name: 'contract', synonyms: ['contract', 'kontrakt'] },
  { name: 'declarer', synonyms: ['declarer', 'decl', 'by', 'spillefører'] },
  { name: 'result', synonyms: ['result', 'tricks', 'res', 'resultat'] },
  { name: 'score', synonyms: ['score', 'scorens', 'nsscore', 'poeng'] },
  { name: 'adj_home', synonyms: ['adj_home', 'adjhome', 'adjustedhome'] },
  { name: 'adj_away', synonyms: ['adj_away', 'adjaway', 'adjustedaway'] },
];

const ROOMS: Readonly<Record<string, Room>> = {
  open: 'open',
  o: 'open',
  '1': 'open',
  åpen: 'open',
  apen: 'open',
  closed: 'closed',
  c: 'closed',
  '2': 'closed',
  lukket: 'closed',
};

/** An adjusted score as written: A+, A, A- (and their spellings) or a value in the form's units. */
function parseAdjustment(text: string): BoardAdjustment | undefined {
  const t = text.trim().toUpperCase().replace('−', '-');
  if (t === 'A+' || t === 'AVG+' || t === 'AV+') return { kind: 'artificial', level: 'plus' };
  if (t === 'A' || t === 'A=' || t === 'AVG' || t === 'AV') return { kind: 'artificial', level: 'average' };
  if (t === 'A-' || t === 'AVG-' || t === 'AV-') return { kind: 'artificial', level: 'minus' };
  // An adjusted board is worth at most a board's IMPs (24), or its points in board-a-match and the Oslo Cup (12).
  const r = boundedDecimal(t, 24);
  return r === undefined || isTooLarge(r) ? undefined : { kind: 'value', value: r };
}

/** What a board's rows have given so far, for the duplicate-room and mixed-board checks. */
interface BoardRows {
  /** an index into the rooms' matches */
  readonly match: number;
  /** the rooms read, with their lines */
  readonly rooms: { readonly room: Room; readonly line: number }[];
  adjusted: boolean;
}

/** The match and board a row belongs to. */
interface RowPlace {
  readonly round: number;
  readonly home: string;
  readonly away: string;
  readonly board: number;
}

export interface TeamBoardsRead {
  /** every room's result as a line, the matches and the adjusted boards, for the room comparison
   *  (src/scoring/teams/rooms.ts) */
  readonly rooms: TeamRooms;
  /** the reader's diagnostics, and the room comparison's once it has run */
  readonly diagnostics: Diagnostic[];
}

/** Board results per room → the rooms as lines, for the room comparison. */
export function readTeamBoards(text: string, file: string, dir: TeamDirectory): TeamBoardsRead {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, BOARD_COLUMNS, bag);
  const rooms = new TeamRooms(bag);
  groupRows(table.rows, bag, dir, rooms);
  return { rooms, diagnostics: bag.items };
}

/** Each row to its match and board, in file order: a room's result, or the board's adjusted score. */
function groupRows(rows: readonly CsvRow[], bag: DiagnosticBag, dir: TeamDirectory, rooms: TeamRooms): void {
  const boards = new Map<string, BoardRows>();
  const matches = new Map<string, number>();
  for (const row of rows) {
    const at = rowPlace(row, bag, dir);
    if (at === undefined) continue;
    const matchKey = `${at.round}\u0000${at.home}\u0000${at.away}`;
    const key = `${matchKey}\u0000${at.board}`;
    let g = boards.get(key);
    if (!g) {
      let match = matches.get(matchKey);
      if (match === undefined) {
        match = rooms.addMatch({ round: at.round, home: at.home, away: at.away, source: { file: bag.file, line: row.line } });
        matches.set(matchKey, match);
      }
      g = { match, rooms: [], adjusted: false };
      boards.set(key, g);
    }
    if (row.get('adj_home') !== undefined || row.get('adj_away') !== undefined) adjustedRow(row, at, g, bag, rooms);
    else roomRow(row, at, g, bag, dir, rooms);
  }
  // A board none of whose rows could be read (each one reported) leaves its match out.
  for (const g of boards.values()) {
    if (!g.adjusted && g.rooms.length === 0) rooms.matches[g.match] = { ...(rooms.matches[g.match] as TeamRoomMatch), unreadBoard: true };
  }
}

/** The round, teams and board of a row; undefined when one of them cannot be read (reported). */
function rowPlace(row: CsvRow, bag: DiagnosticBag, dir: TeamDirectory): RowPlace | undefined {
  const round = wholeNumber(row, 'round', bag, 'round number', MAX_ROUND);
  const home = teamCell(row, 'home', bag, dir);
  const away = teamCell(row, 'away', bag, dir);
  const board = wholeNumber(row, 'board', bag, 'board number', MAX_BOARD_NUMBER);
  if (round === undefined || home === undefined || away === undefined || board === undefined) return undefined;
  return { round, home, away, board };
}

/** One side's adjusted score (`adj_home` or `adj_away`), or undefined when it is empty or not one (reported). */
function adjustmentCell(row: CsvRow, column: 'adj_home' | 'adj_away', bag: DiagnosticBag): ReturnType<typeof parseAdjustment> {
  const text = row.get(column);
  const value = text === undefined ? undefined : parseAdjustment(text);
  if (value === undefined) {
    bag.error(
      'bad-adjustment',
      `${text === undefined ? 'empty' : shownText(text)} is not an adjusted score (expected A+, A, A- or a number from -24 to 24)`,
      row.line,
      column,
    );
  }
  return value;
}

/** A row with `adj_home` or `adj_away`: the board's adjusted score (Law 12C2, NBF 2.5.1.8). */
function adjustedRow(row: CsvRow, at: RowPlace, g: BoardRows, bag: DiagnosticBag, rooms: TeamRooms): void {
  const h = adjustmentCell(row, 'adj_home', bag);
  const a = adjustmentCell(row, 'adj_away', bag);
  if (h === undefined || a === undefined) return;
  if (g.adjusted || g.rooms.length > 0) {
    bag.error('mixed-board', `board ${at.board} of round ${at.round} has both an adjusted score and room results (expected one or the other)`, row.line);
    return;
  }
  g.adjusted = true;
  rooms.addAdjusted({ match: g.match, board: at.board, home: h, away: a, source: { file: bag.file, line: row.line } });
}

/** A row with a room: that room's result, as a line whose `ns` is the team sitting North-South there. */
function roomRow(row: CsvRow, at: RowPlace, g: BoardRows, bag: DiagnosticBag, dir: TeamDirectory, rooms: TeamRooms): void {
  const { round, home, away, board } = at;
  const roomText = row.get('room');
  const room = roomText === undefined ? undefined : ROOMS[roomText.trim().toLowerCase()];
  if (room === undefined) {
    bag.error(
      'bad-room',
      `${roomText === undefined ? 'empty' : `"${roomText}"`} is not a room (expected open or closed, or adj_home and adj_away for an adjusted board)`,
      row.line,
      'room',
    );
    return;
  }
  const ns = teamCell(row, 'ns', bag, dir);
  if (ns === undefined) return;
  if (ns !== home && ns !== away) {
    bag.error('bad-ns', `"${row.get('ns') ?? ''}" does not play in the match ${home} – ${away} (expected the home or the away team)`, row.line, 'ns');
    return;
  }
  const read = tableScore(row, board, bag);
  if (read === undefined) return;
  if (g.adjusted) {
    bag.error('mixed-board', `board ${board} of round ${round} has both an adjusted score and room results (expected one or the other)`, row.line);
    return;
  }
  const twin = g.rooms.find((r) => r.room === room);
  if (twin) {
    bag.error(
      'duplicate-room',
      `board ${board} of round ${round} (${home} – ${away}) has two results for the ${room} room (the other at line ${twin.line})`,
      row.line,
      'room',
    );
    return;
  }
  g.rooms.push({ room, line: row.line });
  const outcome: Outcome = read.weighted
    ? { kind: 'weighted', components: read.weighted.map((w) => ({ weight: w.weight, score: { scoreNS: w.scoreNS } })) }
    : { kind: 'played', score: read };
  const line = { board, ns, ew: ns === home ? away : home, outcome, round, source: { file: bag.file, line: row.line } };
  rooms.addRoom(line, g.match, room, undefined, read.passedOut);
}
