/**
 * Team matches from a PBN file with one game per table result (PBN 2.1 §3.4, §4: `Room`, `HomeTeam`,
 * `VisitTeam`, `Round`; PBN 2.1 event tags): each game is one room's result of one board of one match. In the
 * open room the home team sits North-South, in the closed room East-West. The result is `Contract`,
 * `Declarer` and `Result`, or only a `Score` ("NS 420", "EW 50" or declarer's "420"); a score that disagrees
 * with the contract and tricks is reported and set aside (NBF 3.2.7). Each room's result becomes a line of the
 * rooms (src/model/team-rooms.ts), the team sitting North-South there as its `ns`; the room comparison
 * (src/scoring/teams/rooms.ts) gives each board's home net score (Law 78, team forms), as for the
 * board-level CSV.
 * Games without a result (hand records, a per-round summary table) are skipped; a file in which no game has
 * a result but which has a match summary table is read as match totals (read-pbn-summary.ts).
 *
 * @example
 * // [Round "1"] [HomeTeam "Oslo"] [VisitTeam "Bergen"] [Room "Open"] [Board "1"] [Contract "4S"] [Declarer "N"] [Result "10"]
 * // [Round "1"] [HomeTeam "Oslo"] [VisitTeam "Bergen"] [Room "Closed"] [Board "1"] [Contract "4S"] [Declarer "E"] [Result "9"]
 * compareTeamRooms(readTeamBoardsPbn(bytes, 'match.pbn', teamDirectory([])).rooms).matches[0].score
 * //=> { kind: 'boards', boards: [{ kind: 'played', board: 1, homeNet: 470, … }] }
 */
import type { Vulnerability } from '../../model/types.js';
import { decodeText } from '../decode.js';
import { DiagnosticBag, type Diagnostic } from '../../base/diagnostics.js';
import { parseVulnerable } from './deal.js';
import { parseSideValues } from './game-result.js';
import { resolveGames, type PbnGame } from './games.js';
import { playedOutcome } from './outcome.js';
import { unwrapHtml } from './read-pbn.js';
import { tokenizePbn } from './tokenize.js';
import { isPassedOutText, parseSeat } from '../../laws/notation.js';
import { boardFacts } from '../../laws/board-facts.js';
import { MAX_BOARD_NUMBER, MAX_ROUND, MAX_TABLE_SCORE, boundedWhole, isTooLarge, shownText } from '../../base/numbers.js';
import type { TeamDirectory } from '../csv/team-names.js';
import { readTeamSummaryPbn, type TeamSummary } from './team-summary.js';
import type { Room, TeamInfo, TeamTableResult } from '../../model/teams.js';
import { TeamRooms } from '../../model/team-rooms.js';

export interface ReadTeamBoardsPbnResult {
  /** every room's result as a line (the home team North-South in the open room), with the matches, for the
   *  room comparison (src/scoring/teams/rooms.ts); empty for a file of match totals */
  readonly rooms: TeamRooms;
  /** the reader's diagnostics, and the room comparison's once it has run */
  readonly diagnostics: Diagnostic[];
  /** the teams named in the file, as they resolve in the directory, in order of appearance */
  readonly teams: TeamInfo[];
  /** the first game's `Event`, for a writer to keep */
  readonly title?: string;
  /** a file of match totals only (read-pbn-summary.ts): the published VPs and totals, and its matches */
  readonly summary?: TeamSummary;
}

/** What the games read so far have given: the matches and each board's rooms, the teams, the warnings given once. */
interface GamesRead {
  readonly bag: DiagnosticBag;
  readonly dir: TeamDirectory;
  readonly rooms: TeamRooms;
  /** by match key: an index into the rooms' matches */
  readonly matches: Map<string, number>;
  /** by match and board: the rooms read, with their lines (for the duplicate-room check) */
  readonly boards: Map<string, { readonly room: Room; readonly line: number }[]>;
  readonly teams: Map<string, TeamInfo>;
  readonly vulnerabilityWarned: Set<number>;
}

/** A game that has a table result, read as far as its room: the board, where its result is, its match. */
interface GamePlace {
  readonly board: number;
  readonly at: string;
  readonly lineNo: number;
  readonly round: number | undefined;
  readonly home: string | undefined;
  readonly away: string | undefined;
  readonly room: Room | undefined;
  readonly roomTag: TagValue | undefined;
}

const ROOM_EXPECTED = 'expected Open or Closed';

/** A PBN file of team games → its rooms as lines, its teams and title; or its match totals (a summary file). */
export function readTeamBoardsPbn(bytes: Uint8Array, file: string, dir: TeamDirectory): ReadTeamBoardsPbnResult {
  const bag = new DiagnosticBag(file);
  const tokens = tokenizePbn(unwrapHtml(decodeText(bytes).text), bag);
  const games = resolveGames(tokens.games, bag);
  const read: GamesRead = {
    bag,
    dir,
    rooms: new TeamRooms(bag),
    matches: new Map(),
    boards: new Map(),
    teams: new Map(),
    vulnerabilityWarned: new Set(),
  };
  let results = 0;
  for (const game of games) if (readGame(game, read)) results++;

  const title = games.map((g) => valueOf(g)('Event')?.text).find((t) => t !== undefined && t !== '#');
  // A file of match totals only (Ruter's teams summary): no game has a table result.
  const summary = results === 0 && games.length > 0 ? readTeamSummaryPbn(games, file, dir, bag) : undefined;
  if (summary) return { rooms: new TeamRooms(bag), diagnostics: bag.items, teams: summary.teams, summary, ...(title === undefined ? {} : { title }) };
  if (games.length === 0) bag.error('pbn-empty', 'no PBN games found (expected tag pairs such as [Board "1"])', 1);
  else if (results === 0)
    bag.error('pbn-no-results', 'no game has a result (expected [Contract], [Declarer] and [Result], or [Score], per table)', games[0]?.line);
  return { rooms: read.rooms, diagnostics: bag.items, teams: [...read.teams.values()], ...(title === undefined ? {} : { title }) };
}

/** One game: its room's result into the rooms when everything about it reads. True when the game has a result. */
function readGame(game: PbnGame, read: GamesRead): boolean {
  const bag = read.bag;
  const value = valueOf(game);
  const hasResult = value('Contract') !== undefined || value('Score') !== undefined;
  const teamGame = game.tags.has('Room') || game.tags.has('HomeTeam') || game.tags.has('VisitTeam');
  if (!hasResult) {
    if (teamGame && value('Board') !== undefined) {
      bag.warn('pbn-no-result', `board ${value('Board')?.text}: the game has no [Contract] and no [Score]; it is skipped`, game.line, 'Contract');
    }
    return false;
  }
  const place = gamePlace(game, read);
  if (place === undefined) return true;
  const { board, lineNo, round, home, away, room } = place;
  const vulnerability = vulnerabilityOf(game, board, bag, read.vulnerabilityWarned);
  const table = tableResult(game, board, lineNo, vulnerability, bag);
  if (round === undefined || home === undefined || away === undefined || room === undefined || vulnerability === undefined || !table) return true;

  const matchKey = `${round}\u0000${home}\u0000${away}`;
  const key = `${matchKey}\u0000${board}`;
  let match = read.matches.get(matchKey);
  if (match === undefined) {
    match = read.rooms.addMatch({ round, home, away, source: { file: bag.file, line: lineNo } });
    read.matches.set(matchKey, match);
  }
  let seen = read.boards.get(key);
  if (seen === undefined) {
    seen = [];
    read.boards.set(key, seen);
  }
  const twin = seen.find((r) => r.room === room);
  if (twin) {
    bag.error(
      'duplicate-room',
      `${place.at}round ${round} (${home} – ${away}) has two results for the ${room} room (the other at line ${twin.line})`,
      place.roomTag?.line ?? lineNo,
      'Room',
    );
    return true;
  }
  seen.push({ room, line: lineNo });
  // Open room: the home team sits North-South; closed room: East-West.
  const ns = room === 'open' ? home : away;
  const ew = room === 'open' ? away : home;
  const line = { board, ns, ew, outcome: { kind: 'played', score: table } as const, round, source: { file: bag.file, line: lineNo } };
  read.rooms.addRoom(line, match, room, vulnerability, table.passedOut);
  return true;
}

/** The board, round, teams and room of a game with a result (each fault reported); undefined when the game is
 *  left out before its result is read (no board, or a team against itself). */
function gamePlace(game: PbnGame, read: GamesRead): GamePlace | undefined {
  const bag = read.bag;
  const value = valueOf(game);
  const boardTag = value('Board');
  const boardRead = boardTag ? boundedWhole(boardTag.text, 1, MAX_BOARD_NUMBER) : undefined;
  const board = typeof boardRead === 'number' ? boardRead : undefined;
  if (board === undefined) {
    bag.error(
      'pbn-bad-board',
      `${boardTag ? `${shownText(boardTag.text)} is not a board number` : 'the game has a result but no [Board]'} (expected a whole number ${isTooLarge(boardRead) ? `from 1 to ${MAX_BOARD_NUMBER}` : '≥ 1'})`,
      boardTag?.line ?? game.line,
      'Board',
    );
    return undefined;
  }
  const at = `board ${board}: `;
  const lineNo = value('Contract')?.line ?? value('Score')?.line ?? game.line;
  const round = roundOf(game, at, bag);
  const home = teamOf(value('HomeTeam'), 'HomeTeam', game.line, at, bag, read.dir, read.teams);
  const away = teamOf(value('VisitTeam'), 'VisitTeam', game.line, at, bag, read.dir, read.teams);

  const roomTag = value('Room');
  const roomText = roomTag?.text.toLowerCase();
  const room: Room | undefined = roomText === 'open' || roomText === 'closed' ? roomText : undefined;
  if (roomTag === undefined) bag.error('missing-value', `${at}the game has no [Room] (${ROOM_EXPECTED})`, game.line, 'Room');
  else if (room === undefined) bag.error('bad-room', `${at}"${roomTag.text}" is not a room (${ROOM_EXPECTED})`, roomTag.line, 'Room');

  if (home !== undefined && away !== undefined && home === away) {
    bag.error(
      'self-match',
      `${at}"${home}" is both the home and the visiting team (expected two different teams)`,
      value('VisitTeam')?.line ?? game.line,
      'VisitTeam',
    );
    return undefined;
  }
  return { board, at, lineNo, round, home, away, room, roomTag };
}

/** The game's round; undefined when missing or not a round number (reported). */
function roundOf(game: PbnGame, at: string, bag: DiagnosticBag): number | undefined {
  const roundTag = valueOf(game)('Round');
  if (roundTag === undefined) {
    bag.error('missing-value', `${at}the game has no [Round] (expected the round number)`, game.line, 'Round');
    return undefined;
  }
  const r = boundedWhole(roundTag.text, 1, MAX_ROUND);
  if (typeof r === 'number') return r;
  bag.error(
    'bad-number',
    `${at}${shownText(roundTag.text)} is not a round number (expected a whole number ${isTooLarge(r) ? `from 1 to ${MAX_ROUND}` : '≥ 1'})`,
    roundTag.line,
    'Round',
  );
  return undefined;
}

type TagValue = { readonly text: string; readonly line: number };

/** A tag's value, trimmed, and its line; undefined when absent, empty or "?". */
function valueOf(game: PbnGame): (name: string) => TagValue | undefined {
  return (name) => {
    const tag = game.tags.get(name);
    const text = tag?.value.trim();
    return tag === undefined || text === undefined || text === '' || text === '?' ? undefined : { text, line: tag.line };
  };
}

/** The team of `HomeTeam` or `VisitTeam`, resolved in the team list and noted among the file's teams. */
function teamOf(
  tag: TagValue | undefined,
  field: 'HomeTeam' | 'VisitTeam',
  gameLine: number,
  at: string,
  bag: DiagnosticBag,
  dir: TeamDirectory,
  teams: Map<string, TeamInfo>,
): string | undefined {
  if (tag === undefined) {
    bag.error(
      'missing-value',
      `${at}the game has no [${field}] (expected the ${field === 'HomeTeam' ? 'home' : 'visiting'} team's id or name)`,
      gameLine,
      field,
    );
    return undefined;
  }
  const id = dir.resolve(tag.text);
  if (id === undefined) {
    bag.error('unknown-team', `${at}"${tag.text}" is not a team in the team list (expected a team id or name from --names)`, tag.line, field);
    return undefined;
  }
  if (!teams.has(id)) teams.set(id, dir.teams.find((t) => t.id === id) ?? { id, name: tag.text });
  return id;
}

/** The game's `Vulnerable`, or the board's standard vulnerability (warned once per board) when there is none. */
function vulnerabilityOf(game: PbnGame, board: number, bag: DiagnosticBag, warned: Set<number>): Vulnerability | undefined {
  const tag = valueOf(game)('Vulnerable');
  if (tag === undefined) {
    const standard = boardFacts(board).vulnerability;
    if (!warned.has(board)) {
      warned.add(board);
      bag.warn(
        'pbn-no-vulnerable',
        `board ${board}: no [Vulnerable] tag; the standard vulnerability for board ${board} (${standard}) is used`,
        game.line,
        'Vulnerable',
      );
    }
    return standard;
  }
  const v = parseVulnerable(tag.text);
  if (!v.ok) {
    bag.error('pbn-bad-vulnerable', `board ${board}: "${tag.text}" is not a vulnerability (${v.expected})`, tag.line, 'Vulnerable');
    return undefined;
  }
  return v.value;
}

type TableFields = Pick<TeamTableResult, 'contract' | 'declarer' | 'tricks' | 'passedOut' | 'scoreNS'>;

/** The room's result: contract and tricks when given (they stand over the score, NBF 3.2.7), else the score. */
function tableResult(game: PbnGame, board: number, line: number, vulnerability: Vulnerability | undefined, bag: DiagnosticBag): TableFields | undefined {
  const value = valueOf(game);
  const contract = value('Contract')?.text;
  const declarerText = value('Declarer')?.text.replace(/^\^/, '');
  const declarerSeat = declarerText === undefined ? undefined : parseSeat(declarerText);
  const side = declarerSeat?.ok ? (declarerSeat.value === 'N' || declarerSeat.value === 'S' ? 'NS' : 'EW') : undefined;

  // The Result tag may be declarer's tricks or per side ("NS 10"), like the Score tag.
  let result: string | undefined;
  const resultText = value('Result')?.text;
  if (resultText !== undefined) {
    const sides = parseSideValues(resultText);
    if (sides?.declarerSide !== undefined) result = sides.declarerSide;
    else if (sides && side) {
      const own = side === 'NS' ? sides.ns : sides.ew;
      const other = side === 'NS' ? sides.ew : sides.ns;
      result = own ?? (other === undefined ? undefined : String(13 - Number(other)));
    } else result = resultText;
  }

  const scoreTag = value('Score');
  let scoreNS: number | undefined;
  if (scoreTag !== undefined) {
    const sides = parseSideValues(scoreTag.text);
    if (sides?.ns !== undefined) scoreNS = Number(sides.ns);
    else if (sides?.ew !== undefined) scoreNS = -Number(sides.ew);
    else if (sides?.declarerSide !== undefined && side !== undefined) scoreNS = side === 'EW' ? -Number(sides.declarerSide) : Number(sides.declarerSide);
    if (scoreNS === undefined || !Number.isInteger(scoreNS) || scoreNS % 10 !== 0 || Math.abs(scoreNS) > MAX_TABLE_SCORE) {
      scoreNS = undefined;
      const level = contract === undefined ? 'error' : 'warn';
      bag[level](
        'pbn-bad-score',
        `board ${board}: ${shownText(scoreTag.text)} is not a table score (expected "NS 420", "EW 50" or declarer's "420")`,
        scoreTag.line,
        'Score',
      );
      if (contract === undefined) return undefined;
    }
  }
  if (vulnerability === undefined) return undefined;
  const outcome = playedOutcome(
    {
      ...(contract === undefined ? {} : { contract }),
      ...(declarerText === undefined ? {} : { declarer: declarerText }),
      ...(result === undefined ? {} : { result }),
      ...(scoreNS === undefined ? {} : { scoreNS }),
    },
    { bag, line, board, vulnerability },
  );
  if (outcome?.kind !== 'played') return undefined;
  const s = outcome.score;
  const passedOut = contract !== undefined && isPassedOutText(contract);
  return {
    ...(s.contract === undefined ? {} : { contract: s.contract }),
    ...(s.declarer === undefined ? {} : { declarer: s.declarer }),
    ...(s.tricks === undefined ? {} : { tricks: s.tricks }),
    passedOut,
    scoreNS: s.scoreNS,
  };
}
