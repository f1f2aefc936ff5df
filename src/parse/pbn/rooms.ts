/**
 * Team matches from a PBN file with one game per table result (PBN 2.1 §3.4, §4: `Room`, `HomeTeam`,
 * `VisitTeam`, `Round`; PBN 2.1 event tags): each game is one room's result of one board of one match. In the
 * open room the home team sits North-South, in the closed room East-West. The result is `Contract`,
 * `Declarer` and `Result`, or only a `Score` ("NS 420", "EW 50" or declarer's "420"); a score that disagrees
 * with the contract and tricks is reported and set aside (NBF 3.2.7). The two rooms of a board give the home
 * team's net score (Law 78, team forms), the same `MatchInput` the board-level CSV gives.
 * Games without a result (hand records, a per-round summary table) are skipped; a file in which no game has
 * a result but which has a match summary table is read as match totals (read-pbn-summary.ts).
 *
 * @example
 * // [Round "1"] [HomeTeam "Oslo"] [VisitTeam "Bergen"] [Room "Open"] [Board "1"] [Contract "4S"] [Declarer "N"] [Result "10"]
 * // [Round "1"] [HomeTeam "Oslo"] [VisitTeam "Bergen"] [Room "Closed"] [Board "1"] [Contract "4S"] [Declarer "E"] [Result "9"]
 * readTeamBoardsPbn(bytes, 'match.pbn', teamDirectory([])).matches[0].score
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
import type { BoardComparison, MatchInput, TeamInfo } from '../../model/teams.js';
import { type TeamTableResult } from '../../model/teams.js';
import { type Room } from '../../model/teams.js';

export interface ReadTeamBoardsPbnResult {
  readonly matches: MatchInput[];
  readonly diagnostics: Diagnostic[];
  /** every room's result of the matches that were read, in file order */
  readonly tables: TeamTableResult[];
  /** the teams named in the file, as they resolve in the directory, in order of appearance */
  readonly teams: TeamInfo[];
  /** the first game's `Event`, for a writer to keep */
  readonly title?: string;
  /** a file of match totals only (read-pbn-summary.ts): the published VPs and totals */
  readonly summary?: TeamSummary;
}

interface BoardGroup {
  readonly round: number;
  readonly home: string;
  readonly away: string;
  readonly board: number;
  readonly line: number;
  readonly rooms: TeamTableResult[];
}

interface MatchGroup {
  readonly round: number;
  readonly home: string;
  readonly away: string;
  readonly line: number;
  readonly boards: BoardGroup[];
}

const ROOM_EXPECTED = 'expected Open or Closed';

export function readTeamBoardsPbn(bytes: Uint8Array, file: string, dir: TeamDirectory): ReadTeamBoardsPbnResult {
  const bag = new DiagnosticBag(file);
  const tokens = tokenizePbn(unwrapHtml(decodeText(bytes).text), bag);
  const games = resolveGames(tokens.games, bag);
  const groups = new Map<string, BoardGroup>();
  const matchGroups = new Map<string, MatchGroup>();
  const teams = new Map<string, TeamInfo>();
  const vulnerabilityWarned = new Set<number>();
  let results = 0;

  for (const game of games) {
    const value = valueOf(game);
    const hasResult = value('Contract') !== undefined || value('Score') !== undefined;
    const teamGame = game.tags.has('Room') || game.tags.has('HomeTeam') || game.tags.has('VisitTeam');
    if (!hasResult) {
      if (teamGame && value('Board') !== undefined) {
        bag.warn('pbn-no-result', `board ${value('Board')?.text}: the game has no [Contract] and no [Score]; it is skipped`, game.line, 'Contract');
      }
      continue;
    }
    results++;
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
      continue;
    }
    const at = `board ${board}: `;
    const lineNo = value('Contract')?.line ?? value('Score')?.line ?? game.line;

    const roundTag = value('Round');
    let round: number | undefined;
    if (roundTag === undefined) bag.error('missing-value', `${at}the game has no [Round] (expected the round number)`, game.line, 'Round');
    else {
      const r = boundedWhole(roundTag.text, 1, MAX_ROUND);
      if (typeof r === 'number') round = r;
      else
        bag.error(
          'bad-number',
          `${at}${shownText(roundTag.text)} is not a round number (expected a whole number ${isTooLarge(r) ? `from 1 to ${MAX_ROUND}` : '≥ 1'})`,
          roundTag.line,
          'Round',
        );
    }

    const home = teamOf(value('HomeTeam'), 'HomeTeam', game.line, at, bag, dir, teams);
    const away = teamOf(value('VisitTeam'), 'VisitTeam', game.line, at, bag, dir, teams);

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
      continue;
    }

    const vulnerability = vulnerabilityOf(game, board, bag, vulnerabilityWarned);
    const table = tableResult(game, board, lineNo, vulnerability, bag);
    if (round === undefined || home === undefined || away === undefined || room === undefined || vulnerability === undefined || !table) continue;

    const matchKey = `${round}\u0000${home}\u0000${away}`;
    const key = `${matchKey}\u0000${board}`;
    let group = groups.get(key);
    if (!group) {
      group = { round, home, away, board, line: lineNo, rooms: [] };
      groups.set(key, group);
      let match = matchGroups.get(matchKey);
      if (!match) {
        match = { round, home, away, line: lineNo, boards: [] };
        matchGroups.set(matchKey, match);
      }
      match.boards.push(group);
    }
    const twin = group.rooms.find((r) => r.room === room);
    if (twin) {
      bag.error(
        'duplicate-room',
        `${at}round ${round} (${home} – ${away}) has two results for the ${room} room (the other at line ${twin.line})`,
        roomTag?.line ?? lineNo,
        'Room',
      );
      continue;
    }
    group.rooms.push({ round, home, away, board, room, vulnerability, ...table, line: lineNo });
  }

  const title = games.map((g) => valueOf(g)('Event')?.text).find((t) => t !== undefined && t !== '#');
  // A file of match totals only (Ruter's teams summary): no game has a table result.
  const summary = results === 0 && games.length > 0 ? readTeamSummaryPbn(games, file, dir, bag) : undefined;
  if (summary)
    return { matches: summary.matches, diagnostics: bag.items, tables: [], teams: summary.teams, summary, ...(title === undefined ? {} : { title }) };
  if (games.length === 0) bag.error('pbn-empty', 'no PBN games found (expected tag pairs such as [Board "1"])', 1);
  else if (results === 0)
    bag.error('pbn-no-results', 'no game has a result (expected [Contract], [Declarer] and [Result], or [Score], per table)', games[0]?.line);

  const matches: MatchInput[] = [];
  const tables: TeamTableResult[] = [];
  for (const m of matchGroups.values()) {
    const boards: BoardComparison[] = [];
    let ok = true;
    for (const g of m.boards) {
      const open = g.rooms.find((r) => r.room === 'open');
      const closed = g.rooms.find((r) => r.room === 'closed');
      if (!open || !closed) {
        const only = (open ?? closed) as TeamTableResult;
        const other = only.room === 'open' ? 'closed' : 'open';
        bag.error(
          'one-room',
          `board ${g.board} of round ${g.round} (${g.home} – ${g.away}) has only the ${only.room} room's result (expected the ${other} room's too)`,
          only.line,
        );
        ok = false;
        continue;
      }
      if (open.vulnerability !== closed.vulnerability) {
        bag.warn(
          'pbn-board-conflict',
          `board ${g.board}: vulnerable ${closed.vulnerability} in the closed room but ${open.vulnerability} in the open room (line ${open.line}); each room is scored with its own`,
          closed.line,
          'Vulnerable',
        );
      }
      // Open room: home sits North-South; closed room: home sits East-West.
      boards.push({ kind: 'played', board: g.board, homeNet: open.scoreNS - closed.scoreNS, source: { file, line: g.line } });
    }
    if (!ok) continue;
    boards.sort((a, b) => a.board - b.board);
    matches.push({ round: m.round, home: m.home, away: m.away, score: { kind: 'boards', boards }, source: { file, line: m.line } });
    for (const g of m.boards) for (const r of g.rooms) tables.push(r);
  }
  return { matches, diagnostics: bag.items, tables, teams: [...teams.values()], ...(title === undefined ? {} : { title }) };
}

type TagValue = { readonly text: string; readonly line: number };

function valueOf(game: PbnGame): (name: string) => TagValue | undefined {
  return (name) => {
    const tag = game.tags.get(name);
    const text = tag?.value.trim();
    return tag === undefined || text === undefined || text === '' || text === '?' ? undefined : { text, line: tag.line };
  };
}

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
