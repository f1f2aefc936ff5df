/**
 * Board results per room (`--results` as CSV): `round, home, away, board, room (open/closed), ns` (the team
 * sitting North-South in that room) and the room's result (read-table-score.ts); or one row for the board
 * with `adj_home, adj_away` (A+, A, A− or a number: IMPs in an IMP match, board points in board-a-match and
 * Oslo Cup) for an artificial adjusted score (Law 12C2, NBF 2.5.1.8). The rows are grouped by match and
 * board; each board's two rooms give the home team's net score (a weighted score, Law 12C1c, every
 * combination of the two rooms' results).
 *
 * @example
 * readTeamBoards('round,home,away,board,room,ns,score\n1,A,B,1,open,A,420\n1,A,B,1,closed,B,-400\n', 'b.csv', teamDirectory([]))
 *   .matches[0].score //=> { kind: 'boards', boards: [{ kind: 'played', board: 1, homeNet: 20, … }] }
 */
import { Rational } from '../../base/rational.js';
import { DiagnosticBag, type Diagnostic } from '../../base/diagnostics.js';
import { readCsvTable, type ColumnSpec, type CsvRow } from './read-table.js';
import { boardFacts } from '../../laws/board-facts.js';
import { MAX_BOARD_NUMBER, MAX_ROUND, boundedDecimal, isTooLarge, shownText } from '../../base/numbers.js';
import { teamCell, wholeNumber } from './teams-cells.js';
import type { TeamDirectory } from './team-names.js';
import type { TeamTableResult } from '../../model/teams.js';
import { tableScore, type TableScoreRead } from './teams-table-score.js';
import type { BoardAdjustment, BoardComparison, MatchInput } from '../../model/teams.js';

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

const ROOMS: Readonly<Record<string, 'open' | 'closed'>> = {
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

function parseAdjustment(text: string): BoardAdjustment | undefined {
  const t = text.trim().toUpperCase().replace('−', '-');
  if (t === 'A+' || t === 'AVG+' || t === 'AV+') return { kind: 'artificial', level: 'plus' };
  if (t === 'A' || t === 'A=' || t === 'AVG' || t === 'AV') return { kind: 'artificial', level: 'average' };
  if (t === 'A-' || t === 'AVG-' || t === 'AV-') return { kind: 'artificial', level: 'minus' };
  // An adjusted board is worth at most a board's IMPs (24), or its points in board-a-match and the Oslo Cup (12).
  const r = boundedDecimal(t, 24);
  return r === undefined || isTooLarge(r) ? undefined : { kind: 'value', value: r };
}

interface RoomRow extends TableScoreRead {
  readonly line: number;
  readonly room: 'open' | 'closed';
  readonly ns: string;
}

interface BoardGroup {
  readonly round: number;
  readonly home: string;
  readonly away: string;
  readonly board: number;
  readonly firstLine: number;
  readonly rooms: RoomRow[];
  adjusted?: { line: number; home: BoardAdjustment; away: BoardAdjustment };
}

interface MatchGroup {
  readonly round: number;
  readonly home: string;
  readonly away: string;
  readonly line: number;
  readonly boards: BoardGroup[];
}

/** Board results per room → one `MatchInput` per match (score kind `boards`). */
export function readTeamBoards(
  text: string,
  file: string,
  dir: TeamDirectory,
): { matches: MatchInput[]; diagnostics: Diagnostic[]; tables: TeamTableResult[] } {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, BOARD_COLUMNS, bag);
  const groups: BoardGroup[] = [];
  const matchGroups = groupRows(table.rows, bag, dir, groups);
  const matches: MatchInput[] = [];
  for (const m of matchGroups) {
    const boards: BoardComparison[] = [];
    let ok = true;
    for (const g of m.boards) {
      const compared = compareRooms(g, file, bag);
      if (compared === undefined) ok = false;
      else boards.push(compared);
    }
    if (!ok) continue;
    boards.sort((a, b) => a.board - b.board);
    matches.push({ round: m.round, home: m.home, away: m.away, score: { kind: 'boards', boards }, source: { file, line: m.line } });
  }
  return { matches, diagnostics: bag.items, tables: roomTables(groups) };
}

/** Each row to its board's group (in file order); the groups per match, in order of first appearance. */
function groupRows(rows: readonly CsvRow[], bag: DiagnosticBag, dir: TeamDirectory, order: BoardGroup[]): MatchGroup[] {
  const groups = new Map<string, BoardGroup>();
  const matchOrder = new Map<string, MatchGroup>();
  for (const row of rows) {
    const round = wholeNumber(row, 'round', bag, 'round number', MAX_ROUND);
    const home = teamCell(row, 'home', bag, dir);
    const away = teamCell(row, 'away', bag, dir);
    const board = wholeNumber(row, 'board', bag, 'board number', MAX_BOARD_NUMBER);
    if (round === undefined || home === undefined || away === undefined || board === undefined) continue;
    const matchKey = `${round}\u0000${home}\u0000${away}`;
    const key = `${matchKey}\u0000${board}`;
    let group = groups.get(key);
    if (!group) {
      group = { round, home, away, board, firstLine: row.line, rooms: [] };
      groups.set(key, group);
      const match = matchOrder.get(matchKey) ?? { round, home, away, line: row.line, boards: [] };
      match.boards.push(group);
      order.push(group);
      matchOrder.set(matchKey, match);
    }
    const adjHome = row.get('adj_home');
    const adjAway = row.get('adj_away');
    if (adjHome !== undefined || adjAway !== undefined) {
      const h = adjHome === undefined ? undefined : parseAdjustment(adjHome);
      const a = adjAway === undefined ? undefined : parseAdjustment(adjAway);
      if (h === undefined)
        bag.error(
          'bad-adjustment',
          `${adjHome === undefined ? 'empty' : shownText(adjHome)} is not an adjusted score (expected A+, A, A- or a number from -24 to 24)`,
          row.line,
          'adj_home',
        );
      if (a === undefined)
        bag.error(
          'bad-adjustment',
          `${adjAway === undefined ? 'empty' : shownText(adjAway)} is not an adjusted score (expected A+, A, A- or a number from -24 to 24)`,
          row.line,
          'adj_away',
        );
      if (h === undefined || a === undefined) continue;
      if (group.adjusted || group.rooms.length > 0) {
        bag.error('mixed-board', `board ${board} of round ${round} has both an adjusted score and room results (expected one or the other)`, row.line);
        continue;
      }
      group.adjusted = { line: row.line, home: h, away: a };
      continue;
    }
    const roomText = row.get('room');
    const room = roomText === undefined ? undefined : ROOMS[roomText.trim().toLowerCase()];
    if (room === undefined) {
      bag.error(
        'bad-room',
        `${roomText === undefined ? 'empty' : `"${roomText}"`} is not a room (expected open or closed, or adj_home and adj_away for an adjusted board)`,
        row.line,
        'room',
      );
      continue;
    }
    const ns = teamCell(row, 'ns', bag, dir);
    if (ns === undefined) continue;
    if (ns !== home && ns !== away) {
      bag.error('bad-ns', `"${row.get('ns') ?? ''}" does not play in the match ${home} – ${away} (expected the home or the away team)`, row.line, 'ns');
      continue;
    }
    const read = tableScore(row, board, bag);
    if (read === undefined) continue;
    if (group.adjusted) {
      bag.error('mixed-board', `board ${board} of round ${round} has both an adjusted score and room results (expected one or the other)`, row.line);
      continue;
    }
    const twin = group.rooms.find((r) => r.room === room);
    if (twin) {
      bag.error(
        'duplicate-room',
        `board ${board} of round ${round} (${home} – ${away}) has two results for the ${room} room (the other at line ${twin.line})`,
        row.line,
        'room',
      );
      continue;
    }
    group.rooms.push({ line: row.line, room, ns, ...read });
  }
  return [...matchOrder.values()];
}

/** One board from its rooms (or its adjusted score); undefined when a room is missing or wrong (reported). */
function compareRooms(g: BoardGroup, file: string, bag: DiagnosticBag): BoardComparison | undefined {
  if (g.adjusted) {
    return { kind: 'adjusted', board: g.board, home: g.adjusted.home, away: g.adjusted.away, source: { file, line: g.adjusted.line } };
  }
  const [r1, r2] = g.rooms;
  if (!r1) {
    return undefined; // every row of this board was already reported
  }
  if (!r2) {
    const other = r1.room === 'open' ? 'closed' : 'open';
    bag.error(
      'one-room',
      `board ${g.board} of round ${g.round} (${g.home} – ${g.away}) has only the ${r1.room} room's result (expected the ${other} room's too)`,
      r1.line,
    );
    return undefined;
  }
  if (r1.ns === r2.ns) {
    bag.error(
      'same-direction',
      `board ${g.board} of round ${g.round}: "${r2.ns}" sits North-South in both rooms (expected the teams to swap directions, the other room at line ${r1.line})`,
      r2.line,
      'ns',
    );
    return undefined;
  }
  const homeView = (r: RoomRow, scoreNS: number): number => (r.ns === g.home ? scoreNS : -scoreNS);
  if (r1.weighted || r2.weighted) {
    // Law 12C1c: every combination of the two rooms' possible results, with the product of their weights.
    const options = (r: RoomRow) => r.weighted ?? [{ weight: Rational.ONE, scoreNS: r.scoreNS }];
    const components = options(r1).flatMap((a) =>
      options(r2).map((b) => ({ weight: a.weight.mul(b.weight), homeNet: homeView(r1, a.scoreNS) + homeView(r2, b.scoreNS) })),
    );
    return { kind: 'weighted', board: g.board, components, source: { file, line: g.firstLine } };
  }
  return { kind: 'played', board: g.board, homeNet: homeView(r1, r1.scoreNS) + homeView(r2, r2.scoreNS), source: { file, line: g.firstLine } };
}

/** Every room's result, for a writer that shows both rooms again (PBN). */
function roomTables(groups: readonly BoardGroup[]): TeamTableResult[] {
  // A weighted score has no single table result to show: such rooms are left out.
  return groups.flatMap((g) =>
    g.rooms
      .filter((r) => r.weighted === undefined)
      .map((r) => ({
        round: g.round,
        home: g.home,
        away: g.away,
        board: g.board,
        room: r.room,
        vulnerability: boardFacts(g.board).vulnerability,
        ...(r.contract ? { contract: r.contract } : {}),
        ...(r.declarer ? { declarer: r.declarer } : {}),
        ...(r.tricks !== undefined ? { tricks: r.tricks } : {}),
        passedOut: r.passedOut,
        scoreNS: r.scoreNS,
        line: r.line,
      })),
  );
}
