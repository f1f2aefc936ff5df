/**
 * Team board results as every team reader gives them, before the two rooms of each board are compared (one
 * comparison for all of them: src/scoring/teams/rooms.ts). Each room's result is one line of a `LineTable`,
 * the same columns the pairs readers fill: `ns` and `ew` are the ids of the teams sitting North-South and
 * East-West in that room, then `board`, `round`, the outcome (played, or weighted by Law 12C1c; a Bridgemate
 * line may also be not played), `table` the table's own number where the file has one (Bridgemate) and the
 * source file and line. The room is kept beside the columns, by line, rather than coded into `table`: that
 * column keeps a Bridgemate table's number for the messages that name it. Also beside, by line: the match the
 * room belongs to, the vulnerability it was scored with when the file gives one, and whether its contract was
 * a pass. Then the matches (round, home, away, where each is first named) and the boards that have a
 * director's adjusted score instead of rooms (Law 12C2, NBF 2.5.1.8).
 *
 * @example
 * const rooms = new TeamRooms(bag);
 * const m = rooms.addMatch({ round: 1, home: 'A', away: 'B', source: { file: 'b.csv', line: 2 } });
 * const outcome = { kind: 'played', score: { scoreNS: 420 } } as const;
 * rooms.addRoom({ board: 1, ns: 'A', ew: 'B', round: 1, outcome, source: { file: 'b.csv', line: 2 } }, m, 'open');
 * rooms.lines.count //=> 1;  rooms.room[0] //=> 'open'
 */
import type { Diagnostic, DiagnosticBag } from '../base/diagnostics.js';
import { LineTable } from './line-table.js';
import type { BoardAdjustment, Room } from './teams.js';
import type { ResultLine, SourceLocation, Vulnerability } from './types.js';

/** A match as the reader names it; its boards are the lines (or the adjusted boards) that name it. */
export interface TeamRoomMatch {
  readonly round: number;
  readonly home: string;
  /** null for a bye */
  readonly away: string | null;
  /** where the match is first named: the source of its `MatchInput` */
  readonly source: SourceLocation;
  /** a board of the match was named but none of its rows could be read (the reader reported them): the match's
   *  other boards are still compared, for their own faults, and the match is then left out */
  readonly unreadBoard?: boolean;
  /** Bridgemate: the two tables the movement gives the match (see `MovementRooms`) */
  readonly movement?: MovementRooms;
}

/**
 * A match at two tables of a Bridgemate movement, the home team North-South at the open one. Its boards are
 * the movement's: a board short of a played result in either room is reported by its tables and left out, and
 * the match kept. `closed` null: no other table has the two teams the other way round with the same boards,
 * which is reported, and no match is made.
 */
export interface MovementRooms {
  readonly open: number;
  readonly closed: number | null;
  readonly boards: readonly number[];
}

/** A board of a match with a director's adjusted score for each side instead of its rooms' results. */
export interface AdjustedTeamBoard {
  /** an index into `TeamRooms.matches` */
  readonly match: number;
  readonly board: number;
  readonly home: BoardAdjustment;
  readonly away: BoardAdjustment;
  readonly source: SourceLocation;
}

/** The room results of a team event as lines, with the matches and the adjusted boards (see the file's comment). */
export class TeamRooms {
  /** every room's result, one line each, in the order read */
  readonly lines = new LineTable(64);
  /** by line: the match the room belongs to, an index into `matches` */
  readonly match: number[] = [];
  /** by line: the open or the closed room */
  readonly room: Room[] = [];
  /** by line: the vulnerability the room was scored with when the file gives one (a PBN game's own);
   *  undefined: the board's (Law 2) */
  readonly vulnerability: (Vulnerability | undefined)[] = [];
  /** by line: the contract was a pass (a line without a contract is otherwise a score alone) */
  readonly passedOut: boolean[] = [];
  readonly matches: TeamRoomMatch[] = [];
  readonly adjusted: AdjustedTeamBoard[] = [];

  /**
   * @param report where the comparison reports the rooms' faults: the reader's own diagnostics, so that they
   *   follow the reader's in one list (a bag's limits then count them with the reader's own)
   */
  constructor(readonly report: DiagnosticBag | Diagnostic[]) {}

  /** A match, in the order read; returns its index for its rooms. */
  addMatch(m: TeamRoomMatch): number {
    this.matches.push(m);
    return this.matches.length - 1;
  }

  /** One room's result in match `match`; returns its line. */
  addRoom(line: ResultLine, match: number, room: Room, vulnerability?: Vulnerability, passedOut = false): number {
    const i = this.lines.add(line);
    this.match[i] = match;
    this.room[i] = room;
    this.vulnerability[i] = vulnerability;
    this.passedOut[i] = passedOut;
    return i;
  }

  /** A board of match `match` with an adjusted score for each side. */
  addAdjusted(board: AdjustedTeamBoard): void {
    this.adjusted.push(board);
  }
}
