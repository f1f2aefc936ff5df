/**
 * The one room comparison (src/scoring/teams/rooms.ts) on rooms built directly: the home team's net score from
 * the side it sat in each room, a weighted score's combinations (Law 12C1c), an adjusted board, and the faults
 * in the reader's wording: by room, or by table in a Bridgemate movement.
 */
import { describe, expect, it } from 'vitest';
import { DiagnosticBag, formatDiagnostic, type Diagnostic } from '../../src/base/diagnostics.js';
import { Rational } from '../../src/base/rational.js';
import { TeamRooms } from '../../src/model/team-rooms.js';
import type { Outcome, ResultLine } from '../../src/model/types.js';
import { compareTeamRooms } from '../../src/scoring/teams/rooms.js';

const played = (scoreNS: number): Outcome => ({ kind: 'played', score: { scoreNS } });
const line = (board: number, ns: string, ew: string, outcome: Outcome, at: number): ResultLine => ({
  board,
  ns,
  ew,
  outcome,
  round: 1,
  source: { file: 'r.csv', line: at },
});

function rooms(): { rooms: TeamRooms; bag: DiagnosticBag; match: number } {
  const bag = new DiagnosticBag('r.csv');
  const r = new TeamRooms(bag);
  const match = r.addMatch({ round: 1, home: 'A', away: 'B', source: { file: 'r.csv', line: 2 } });
  return { rooms: r, bag, match };
}

describe('compareTeamRooms', () => {
  it("nets each board's rooms for the home team, whichever room it sat North-South in", () => {
    const { rooms: r, bag, match } = rooms();
    // Board 2 comes first in the file; board 1's closed room first, the home team North-South there.
    r.addRoom(line(2, 'A', 'B', played(420), 2), match, 'open');
    r.addRoom(line(1, 'A', 'B', played(-50), 3), match, 'closed');
    r.addRoom(line(1, 'B', 'A', played(420), 4), match, 'open');
    r.addRoom(line(2, 'B', 'A', played(-50), 5), match, 'closed');
    const c = compareTeamRooms(r);
    expect(bag.items).toEqual([]);
    expect(c.matches).toEqual([
      {
        round: 1,
        home: 'A',
        away: 'B',
        boards: 2,
        score: {
          kind: 'boards',
          boards: [
            { kind: 'played', board: 1, homeNet: -470, source: { file: 'r.csv', line: 3 } },
            { kind: 'played', board: 2, homeNet: 470, source: { file: 'r.csv', line: 2 } },
          ],
        },
        source: { file: 'r.csv', line: 2 },
      },
    ]);
    expect(c.tables.map((t) => [t.board, t.room, t.line])).toEqual([
      [2, 'open', 2],
      [2, 'closed', 5],
      [1, 'closed', 3],
      [1, 'open', 4],
    ]);
  });

  it('combines a weighted score with the other room, weights multiplied (Law 12C1c), and takes an adjusted board as given', () => {
    const { rooms: r, match } = rooms();
    const half = Rational.of(1, 2);
    const weighted: Outcome = {
      kind: 'weighted',
      components: [
        { weight: half, score: { scoreNS: 420 } },
        { weight: half, score: { scoreNS: -50 } },
      ],
    };
    r.addRoom(line(1, 'A', 'B', played(420), 2), match, 'open');
    r.addRoom(line(1, 'B', 'A', weighted, 3), match, 'closed');
    r.addAdjusted({
      match,
      board: 2,
      home: { kind: 'artificial', level: 'plus' },
      away: { kind: 'artificial', level: 'minus' },
      source: { file: 'r.csv', line: 4 },
    });
    const c = compareTeamRooms(r);
    const boards = c.matches[0]?.score.kind === 'boards' ? c.matches[0].score.boards : [];
    expect(boards).toEqual([
      {
        kind: 'weighted',
        board: 1,
        components: [
          { weight: half, homeNet: 0 },
          { weight: half, homeNet: 470 },
        ],
        source: { file: 'r.csv', line: 2 },
      },
      {
        kind: 'adjusted',
        board: 2,
        home: { kind: 'artificial', level: 'plus' },
        away: { kind: 'artificial', level: 'minus' },
        source: { file: 'r.csv', line: 4 },
      },
    ]);
    // A weighted room has no single table result to show.
    expect(c.tables.map((t) => t.line)).toEqual([2]);
  });

  it("reports a board with one room, or one team North-South in both, in the reader's bag, and leaves the match out", () => {
    const { rooms: r, bag, match } = rooms();
    r.addRoom(line(1, 'A', 'B', played(420), 2), match, 'open');
    r.addRoom(line(2, 'A', 'B', played(420), 3), match, 'open');
    r.addRoom(line(2, 'A', 'B', played(420), 4), match, 'closed');
    expect(compareTeamRooms(r).matches).toEqual([]);
    expect(bag.items.map(formatDiagnostic)).toEqual([
      "r.csv:2: board 1 of round 1 (A – B) has only the open room's result (expected the closed room's too)",
      'r.csv:4: field "ns": board 2 of round 1: "A" sits North-South in both rooms (expected the teams to swap directions, the other room at line 3)',
    ]);
  });

  it('leaves out a match a board of which the reader could not read at all, without a message of its own', () => {
    const bag = new DiagnosticBag('r.csv');
    const r = new TeamRooms(bag);
    const match = r.addMatch({ round: 1, home: 'A', away: 'B', source: { file: 'r.csv', line: 2 }, unreadBoard: true });
    r.addRoom(line(1, 'A', 'B', played(420), 3), match, 'open');
    r.addRoom(line(1, 'B', 'A', played(-420), 4), match, 'closed');
    expect(compareTeamRooms(r).matches).toEqual([]);
    expect(bag.items).toEqual([]);
  });

  it('compares a board listed twice in a match twice, the k-th open room with the k-th closed one', () => {
    const { rooms: r, match } = rooms();
    r.addRoom(line(1, 'A', 'B', played(420), 2), match, 'open');
    r.addRoom(line(1, 'B', 'A', played(400), 2), match, 'closed');
    r.addRoom(line(1, 'A', 'B', played(100), 7), match, 'open');
    r.addRoom(line(1, 'B', 'A', played(-50), 7), match, 'closed');
    const score = compareTeamRooms(r).matches[0]?.score;
    expect(score?.kind === 'boards' && score.boards.map((b) => (b.kind === 'played' ? [b.homeNet, b.source.line] : null))).toEqual([
      [20, 2],
      [150, 7],
    ]);
  });

  it('in a movement, names a faulty board by its tables and keeps the match; a table without its partner makes none', () => {
    const report: Diagnostic[] = [];
    const r = new TeamRooms(report);
    const db = (record: string) => ({ file: 't.bws', record });
    const lone = r.addMatch({ round: 1, home: '5', away: '6', source: db('RoundData table 7, round 1'), movement: { open: 7, closed: null, boards: [5, 6] } });
    const m = r.addMatch({ round: 1, home: '1', away: '2', source: db('RoundData table 1, round 1'), movement: { open: 1, closed: 101, boards: [1, 2, 3] } });
    const at = (board: number, ns: string, ew: string, outcome: Outcome, record: string): ResultLine => ({
      board,
      ns,
      ew,
      outcome,
      round: 1,
      source: db(record),
    });
    r.addRoom(at(1, '1', '2', played(420), 'ReceivedData row 1'), m, 'open');
    r.addRoom(at(1, '2', '1', played(-50), 'ReceivedData row 2'), m, 'closed');
    r.addRoom(at(2, '1', '2', { kind: 'notPlayed' }, 'ReceivedData row 3'), m, 'open');
    r.addRoom(at(2, '2', '1', played(100), 'ReceivedData row 4'), m, 'closed');
    expect(lone).toBe(0);
    const c = compareTeamRooms(r);
    expect(c.matches.map((x) => [x.home, x.away, x.boards])).toEqual([['1', '2', 1]]);
    const first = c.matches[0]?.score;
    expect(first?.kind === 'boards' && first.boards).toEqual([{ kind: 'played', board: 1, homeNet: 470, source: db('ReceivedData row 1') }]);
    expect(report.map(formatDiagnostic)).toEqual([
      't.bws:RoundData table 7, round 1: table 7 in round 1 (teams 5 and 6) has no other table where the two teams play the same boards the other way round (expected two tables per match)',
      "t.bws:ReceivedData row 3: board 2 of round 1 (1 – 2) has a board not played (or an arbitral score) in one room (expected a result in both rooms, or the director's adjusted score)",
      "t.bws:RoundData table 1, round 1: board 3 of round 1 (1 – 2) has no result at table 1 and 101 (expected a result in both rooms, or the director's adjusted score)",
    ]);
  });

  it('warns when the two rooms were scored with different vulnerabilities, and scores each with its own', () => {
    const { rooms: r, bag, match } = rooms();
    r.addRoom(line(1, 'A', 'B', played(620), 8), match, 'open', 'NS');
    r.addRoom(line(1, 'B', 'A', played(-420), 16), match, 'closed', 'EW');
    expect(compareTeamRooms(r).tables.map((t) => t.vulnerability)).toEqual(['NS', 'EW']);
    expect(bag.items.map(formatDiagnostic)).toEqual([
      'r.csv:16: warning: field "Vulnerable": board 1: vulnerable EW in the closed room but NS in the open room (line 8); each room is scored with its own',
    ]);
  });
});
