/**
 * A team event entered on Bridgemate: each match at two tables with the teams the other way round and the same
 * boards; the home net score per board (open room NS minus closed room NS), and the problems.
 */
import { describe, expect, it } from 'vitest';
import { readBwsTables } from '../../../src/parse/bws/read-bws.js';
import { bwsTeamMatches } from '../../../src/parse/bws/teams.js';
import { compareTeamRooms } from '../../../src/scoring/teams/rooms.js';
import { formatDiagnostic } from '../../../src/base/diagnostics.js';
import { resultRow, roundRow } from './rows.js';

// Round 1: teams 1 and 2 at tables 1 (open) and 101 (closed), boards 1–2; teams 3 and 4 at tables 2 and 102.
const ROUNDS = [roundRow(1, 1, 1, 2, 1, 2), roundRow(101, 1, 2, 1, 1, 2), roundRow(2, 1, 3, 4, 3, 4), roundRow(102, 1, 4, 3, 3, 4)];
const RESULTS = [
  resultRow({ id: 1, table: 1, round: 1, board: 1, ns: 1, ew: 2, contract: '4 S', seat: 'N', result: '=' }),
  resultRow({ id: 2, table: 101, round: 1, board: 1, ns: 2, ew: 1, contract: '4 S', seat: 'S', result: '-1' }),
  resultRow({ id: 3, table: 1, round: 1, board: 2, ns: 1, ew: 2, contract: '3 NT', seat: 'E', result: '=' }),
  resultRow({ id: 4, table: 101, round: 1, board: 2, ns: 2, ew: 1, contract: '3 NT', seat: 'N', result: '=' }),
  resultRow({ id: 5, table: 2, round: 1, board: 3, ns: 3, ew: 4, contract: '2 H', seat: 'N', result: '=' }),
  resultRow({ id: 6, table: 102, round: 1, board: 3, ns: 4, ew: 3, contract: '2 S', seat: 'E', result: '=' }),
  resultRow({ id: 7, table: 2, round: 1, board: 4, ns: 3, ew: 4, contract: 'PASS', seat: '', result: '' }),
  resultRow({ id: 8, table: 102, round: 1, board: 4, ns: 4, ew: 3, contract: '1 NT', seat: 'W', result: '-1' }),
];
/** The reader's rooms compared, as the pipeline does: its diagnostics then include the comparison's. */
const teamsOf = (results = RESULTS, rounds = ROUNDS) => {
  const t = bwsTeamMatches(readBwsTables({ Section: [{ ID: 1, Letter: 'A', ScoringType: 4 }], RoundData: rounds, ReceivedData: results }, 'teams.bws'));
  return { ...t, ...compareTeamRooms(t.rooms) };
};

describe('bwsTeamMatches', () => {
  it('pairs the two tables of each match and nets the rooms for the home team', () => {
    const t = teamsOf();
    expect(t.diagnostics).toEqual([]);
    expect(t.matches.map((m) => [m.round, m.home, m.away, m.boards])).toEqual([
      [1, '1', '2', 2],
      [1, '3', '4', 2],
    ]);
    // Board 1: open NS +420, closed NS (team 2) −50 → home +470. Board 2 (NS vulnerable): open −400 (EW made 3NT),
    // closed NS (team 2) +600 → home −1000.
    const first = t.matches[0]?.score;
    expect(first?.kind === 'boards' && first.boards.map((b) => (b.kind === 'played' ? [b.board, b.homeNet] : null))).toEqual([
      [1, 470],
      [2, -1000],
    ]);
    expect(t.teams.map((x) => x.id)).toEqual(['1', '2', '3', '4']);
  });

  it('reports a table whose match has no second table', () => {
    const t = teamsOf(RESULTS.slice(0, 4), ROUNDS.slice(0, 3));
    expect(t.diagnostics.map(formatDiagnostic)).toEqual([
      'teams.bws:RoundData table 2, round 1: table 2 in round 1 (teams 3 and 4) has no other table where the two teams play the same boards the other way round (expected two tables per match)',
    ]);
  });

  it('reports a board with a result in one room only', () => {
    const t = teamsOf(RESULTS.filter((r) => r['ID'] !== 6));
    expect(t.diagnostics.map(formatDiagnostic)).toEqual([
      "teams.bws:ReceivedData row 5: board 3 of round 1 (3 – 4) has no result at table 102 (expected a result in both rooms, or the director's adjusted score)",
    ]);
  });
});
