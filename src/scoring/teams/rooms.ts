/**
 * The one room comparison of team board results. Every team reader (CSV, PBN, USEBIO and Bridgemate) gives
 * its rooms as lines (src/model/team-rooms.ts); this pairs the two rooms of each board and gives the home
 * team's net score on it (Law 78, team forms): its score in one room plus its score in the other, seen from
 * the side it sat. A weighted score (Law 12C1c) in either room gives every combination of the two rooms'
 * possible results, with the product of their weights; a director's adjusted score (Law 12C2) is taken as
 * given. The matches come out as `MatchInput`, with every played room's result for the PBN writer.
 *
 * The faults go to the reader's own diagnostics (`TeamRooms.report`), in its wording: a board with one room
 * only (`one-room`) or the same team North-South in both (`same-direction`) leaves its match out; in a
 * Bridgemate movement a board short of a played result (`bws-team-board`) is named by its tables and left out,
 * the match kept, and a table without its partner (`bws-team-table`) makes no match. Rooms scored with two
 * vulnerabilities (a PBN file's own tags) are a warning (`pbn-board-conflict`).
 *
 * @example
 * const read = readTeamBoards('round,home,away,board,room,ns,score\n1,A,B,1,open,A,420\n1,A,B,1,closed,B,-400\n', 'b.csv', teamDirectory([]));
 * compareTeamRooms(read.rooms).matches[0].score //=> { kind: 'boards', boards: [{ kind: 'played', board: 1, homeNet: 20, … }] }
 */
import { Rational } from '../../base/rational.js';
import { locationOf } from '../../base/diagnostics.js';
import { boardFacts } from '../../laws/board-facts.js';
import { KIND_PLAYED, KIND_WEIGHTED, contractOfCode, seatOfCode } from '../../model/line-table.js';
import type { AdjustedTeamBoard, MovementRooms, TeamRoomMatch, TeamRooms } from '../../model/team-rooms.js';
import type { BoardComparison, MatchInput, TeamTableResult } from '../../model/teams.js';
import type { SourceLocation, Vulnerability } from '../../model/types.js';

export interface ComparedRooms {
  /** the matches, in the order read, without those left out for a faulty board */
  readonly matches: MatchInput[];
  /** every played room's result of those matches, match by match and board by board (a weighted score has no
   *  single table result to show) */
  readonly tables: TeamTableResult[];
}

/** A board of one match: its rooms' lines, in the order read, or its adjusted score. */
interface BoardRooms {
  readonly board: number;
  readonly lines: number[];
  adjusted?: AdjustedTeamBoard;
}

/** One room's possible result: its NS score and the weight it has (1 for a table result). */
interface RoomOption {
  readonly weight: Rational;
  readonly scoreNS: number;
}

/** Every match's boards compared, each board's rooms paired (see the file's comment). */
export function compareTeamRooms(rooms: TeamRooms): ComparedRooms {
  const boards = boardsByMatch(rooms);
  const matches: MatchInput[] = [];
  const tables: TeamTableResult[] = [];
  for (let m = 0; m < rooms.matches.length; m++) {
    const match = rooms.matches[m] as TeamRoomMatch;
    const its = boards[m] as BoardRooms[];
    const compared = match.movement ? compareMovement(rooms, match, match.movement, its) : compareListed(rooms, match, its);
    if (compared === undefined) continue;
    compared.sort((a, b) => a.board - b.board);
    matches.push({
      round: match.round,
      home: match.home,
      away: match.away,
      boards: compared.length,
      score: { kind: 'boards', boards: compared },
      source: match.source,
    });
    for (const g of its) for (const i of g.lines) if (rooms.lines.kind[i] === KIND_PLAYED) tables.push(tableOf(rooms, match, i));
  }
  return { matches, tables };
}

/** The boards of each match, in the order their first room (or their adjusted score) was read. */
function boardsByMatch(rooms: TeamRooms): BoardRooms[][] {
  const lists: BoardRooms[][] = [];
  const index: Map<number, BoardRooms>[] = [];
  for (let m = 0; m < rooms.matches.length; m++) {
    lists.push([]);
    index.push(new Map());
  }
  const lines = rooms.lines;
  for (let i = 0; i < lines.count; i++) boardOf(lists, index, rooms.match[i] as number, lines.board[i] as number).lines.push(i);
  for (const a of rooms.adjusted) boardOf(lists, index, a.match, a.board).adjusted ??= a;
  return lists;
}

/** Board `board` of match `m`, added to the match's list when new. */
function boardOf(lists: BoardRooms[][], index: Map<number, BoardRooms>[], m: number, board: number): BoardRooms {
  const byBoard = index[m] as Map<number, BoardRooms>;
  let g = byBoard.get(board);
  if (g === undefined) {
    g = { board, lines: [] };
    byBoard.set(board, g);
    (lists[m] as BoardRooms[]).push(g);
  }
  return g;
}

/** A match's boards as read; undefined (the match left out) when one of them is faulty (reported). */
function compareListed(rooms: TeamRooms, match: TeamRoomMatch, boards: readonly BoardRooms[]): BoardComparison[] | undefined {
  const out: BoardComparison[] = [];
  let ok = match.unreadBoard !== true;
  for (const g of boards) {
    const adjusted = g.adjusted;
    if (adjusted) {
      out.push({ kind: 'adjusted', board: adjusted.board, home: adjusted.home, away: adjusted.away, source: adjusted.source });
      continue;
    }
    // The k-th open room with the k-th closed one: a board a USEBIO match lists twice is compared twice.
    const open: number[] = [];
    const closed: number[] = [];
    for (const i of g.lines) (rooms.room[i] === 'open' ? open : closed).push(i);
    for (let k = 0; k < Math.max(open.length, closed.length); k++) {
      const o = open[k];
      const c = closed[k];
      const b = o === undefined || c === undefined ? oneRoom(rooms, match, g.board, (o ?? c) as number) : compareTwo(rooms, match, g.board, o, c);
      if (b === undefined) ok = false;
      else out.push(b);
    }
  }
  return ok ? out : undefined;
}

/** A board with only one room's result: reported; always undefined. */
function oneRoom(rooms: TeamRooms, match: TeamRoomMatch, board: number, i: number): undefined {
  const room = rooms.room[i] as string;
  const other = room === 'open' ? 'closed' : 'open';
  const message = `board ${board} of round ${match.round} (${match.home} – ${match.away ?? ''}) has only the ${room} room's result (expected the ${other} room's too)`;
  report(rooms, 'error', 'one-room', message, rooms.lines.sourceAt(i));
  return undefined;
}

/** The home team's net score over the open room (line `open`) and the closed one; undefined when faulty (reported). */
function compareTwo(rooms: TeamRooms, match: TeamRoomMatch, board: number, open: number, closed: number): BoardComparison | undefined {
  const lines = rooms.lines;
  // The rooms in the order read: the first gives the board's source, and a weighted score's combinations run in that order.
  const r1 = Math.min(open, closed);
  const r2 = Math.max(open, closed);
  if (lines.ns[r1] === lines.ns[r2]) {
    const message = `board ${board} of round ${match.round}: "${lines.pairText(r2, 'NS')}" sits North-South in both rooms (expected the teams to swap directions, the other room at line ${lines.line[r1]})`;
    report(rooms, 'error', 'same-direction', message, lines.sourceAt(r2), 'ns');
    return undefined;
  }
  const vOpen = vulnerabilityAt(rooms, open);
  const vClosed = vulnerabilityAt(rooms, closed);
  if (vOpen !== vClosed) {
    const message = `board ${board}: vulnerable ${vClosed} in the closed room but ${vOpen} in the open room (line ${lines.line[open]}); each room is scored with its own`;
    report(rooms, 'warning', 'pbn-board-conflict', message, lines.sourceAt(closed), 'Vulnerable');
  }
  for (const i of [open, closed]) {
    if (lines.kind[i] !== KIND_PLAYED && lines.kind[i] !== KIND_WEIGHTED) {
      const message = `board ${board} of round ${match.round} (${match.home} – ${match.away ?? ''}) was not played in the ${rooms.room[i]} room (expected a result in both rooms, or the director's adjusted score)`;
      report(rooms, 'error', 'not-played', message, lines.sourceAt(i));
      return undefined;
    }
  }
  const source = lines.sourceAt(r1);
  if (lines.kind[r1] === KIND_WEIGHTED || lines.kind[r2] === KIND_WEIGHTED) {
    // Law 12C1c: every combination of the two rooms' possible results, with the product of their weights.
    const components: { weight: Rational; homeNet: number }[] = [];
    for (const a of optionsAt(rooms, r1)) {
      for (const b of optionsAt(rooms, r2)) {
        components.push({ weight: a.weight.mul(b.weight), homeNet: homeView(rooms, match, r1, a.scoreNS) + homeView(rooms, match, r2, b.scoreNS) });
      }
    }
    return { kind: 'weighted', board, components, source };
  }
  const homeNet = homeView(rooms, match, r1, lines.score[r1] as number) + homeView(rooms, match, r2, lines.score[r2] as number);
  return { kind: 'played', board, homeNet, source };
}

/** A North-South score of line i from the home team's side: as it is when the home team sat North-South there. */
function homeView(rooms: TeamRooms, match: TeamRoomMatch, i: number, scoreNS: number): number {
  return rooms.lines.pairText(i, 'NS') === match.home ? scoreNS : -scoreNS;
}

/** The possible results of line i: its table result, or a weighted score's components (Law 12C1c). */
function optionsAt(rooms: TeamRooms, i: number): readonly RoomOption[] {
  const lines = rooms.lines;
  if (lines.kind[i] !== KIND_WEIGHTED) return [{ weight: Rational.ONE, scoreNS: lines.score[i] as number }];
  const o = lines.outcomeAt(i);
  return o.kind === 'weighted' ? o.components.map((c) => ({ weight: c.weight, scoreNS: c.score.scoreNS })) : [];
}

/** The vulnerability line i was scored with: the file's, else the board's (Law 2). */
function vulnerabilityAt(rooms: TeamRooms, i: number): Vulnerability {
  return rooms.vulnerability[i] ?? boardFacts(rooms.lines.board[i] as number).vulnerability;
}

/**
 * A match at two tables of a movement: each of the movement's boards from its two tables, the open one's NS
 * score less the closed one's (the home team sits North-South at the open table). A board short of a played
 * result is reported and left out, the match kept; a match without its closed table is reported (undefined).
 */
function compareMovement(rooms: TeamRooms, match: TeamRoomMatch, mv: MovementRooms, boards: readonly BoardRooms[]): BoardComparison[] | undefined {
  const teams = `${match.home} – ${match.away ?? ''}`;
  if (mv.closed === null) {
    const message = `table ${mv.open} in round ${match.round} (teams ${match.home} and ${match.away ?? ''}) has no other table where the two teams play the same boards the other way round (expected two tables per match)`;
    report(rooms, 'error', 'bws-team-table', message, place(match.source));
    return undefined;
  }
  const lines = rooms.lines;
  const byBoard = new Map<number, BoardRooms>();
  for (const g of boards) byBoard.set(g.board, g);
  const out: BoardComparison[] = [];
  for (const board of mv.boards) {
    let a: number | undefined;
    let b: number | undefined;
    for (const i of byBoard.get(board)?.lines ?? []) {
      if (rooms.room[i] === 'open') a ??= i;
      else b ??= i;
    }
    if (a === undefined || b === undefined || lines.kind[a] !== KIND_PLAYED || lines.kind[b] !== KIND_PLAYED) {
      const missing: number[] = [];
      if (a === undefined) missing.push(mv.open);
      if (b === undefined) missing.push(mv.closed);
      const which = missing.length > 0 ? `no result at table ${missing.join(' and ')}` : 'a board not played (or an arbitral score) in one room';
      const at = a ?? b;
      const message = `board ${board} of round ${match.round} (${teams}) has ${which} (expected a result in both rooms, or the director's adjusted score)`;
      report(rooms, 'error', 'bws-team-board', message, place(at === undefined ? match.source : lines.sourceAt(at)));
      continue;
    }
    out.push({ kind: 'played', board, homeNet: (lines.score[a] as number) - (lines.score[b] as number), source: lines.sourceAt(a) });
  }
  return out;
}

/** A database record's place, as a movement's faults name it: its file and record, never a line. */
function place(source: SourceLocation): SourceLocation {
  return source.record === undefined ? { file: source.file } : { file: source.file, record: source.record };
}

/** A fault, into the reader's diagnostics: its bag (one file, at a line) or its list. */
function report(rooms: TeamRooms, severity: 'error' | 'warning', code: string, message: string, at: SourceLocation, field?: string): void {
  const to = rooms.report;
  if (Array.isArray(to)) {
    to.push({ severity, code, ...locationOf(at), ...(field === undefined ? {} : { field }), message });
    return;
  }
  if (severity === 'error') to.error(code, message, at.line, field);
  else to.warn(code, message, at.line, field);
}

/** Line i as the room's result for the writer. */
function tableOf(rooms: TeamRooms, match: TeamRoomMatch, i: number): TeamTableResult {
  const lines = rooms.lines;
  const board = lines.board[i] as number;
  const t: { -readonly [K in keyof TeamTableResult]?: TeamTableResult[K] } = {
    round: match.round,
    home: match.home,
    away: match.away ?? '',
    board,
    room: rooms.room[i] as TeamTableResult['room'],
    vulnerability: vulnerabilityAt(rooms, i),
  };
  const contract = contractOfCode(lines.contract[i] as number);
  const declarer = seatOfCode(lines.declarer[i] as number);
  const tricks = lines.tricks[i] as number;
  if (contract) t.contract = contract;
  if (declarer) t.declarer = declarer;
  if (tricks >= 0) t.tricks = tricks;
  t.passedOut = rooms.passedOut[i] === true;
  t.scoreNS = lines.score[i] as number;
  t.line = lines.line[i] as number;
  return t as TeamTableResult;
}
