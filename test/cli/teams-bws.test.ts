/**
 * `bridgescore teams --results SESSION.bws`: a team event entered on Bridgemate, each match at two tables, scored
 * as the board-level CSV would be; a pairs session is refused with the command that scores it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { teamBoardsFromBwsTables } from '../../src/parse/bws/teams.js';
import { compareTeamRooms } from '../../src/scoring/teams/rooms.js';
import { formatDiagnostic } from '../../src/base/diagnostics.js';
import { scoreTeamsEvent } from '../../src/pipeline/score-teams.js';
import { DEFAULT_TEAMS_OPTIONS } from '../../src/model/teams.js';
import { runInProcess } from '../helpers/cli.js';
import { bridgemateDir } from '../helpers/fixtures.js';
import { resultRow, roundRow } from '../parse/bws/rows.js';

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

describe('a team event from Bridgemate tables', () => {
  it('scores each match from its two rooms, IMPs to VP', () => {
    const read = teamBoardsFromBwsTables({ Section: [{ ID: 1, Letter: 'A', ScoringType: 4 }], RoundData: ROUNDS, ReceivedData: RESULTS }, 'teams.bws');
    const { matches } = compareTeamRooms(read.rooms);
    expect(read.diagnostics).toEqual([]);
    const scored = scoreTeamsEvent({ teams: read.teams, matches, penalties: [] }, DEFAULT_TEAMS_OPTIONS);
    const m = scored.result.matches.map((x) => [x.home.team, x.away?.team, String(x.home.imps), String(x.home.impsLost)]);
    // Match 1–2: board 1 open +420, closed −50 → +470, 10 IMPs to 1; board 2 (NS vul) open −400, closed +600 →
    // −1000, 14 IMPs to 2. Match 3–4: board 3 open +110, closed −110 → +220, 6 IMPs to 3; board 4 (both vul)
    // passed out, closed 1NT by W one down → NS +100: −100, 3 IMPs to 4.
    expect(m).toEqual([
      ['1', '2', '10', '14'],
      ['3', '4', '6', '3'],
    ]);
  });

  it('refuses a pairs session, naming the command that scores it', () => {
    const read = teamBoardsFromBwsTables({ Section: [{ ID: 1, Letter: 'A', ScoringType: 1 }], RoundData: ROUNDS, ReceivedData: RESULTS }, 'pairs.bws');
    expect(read.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([
      'pairs.bws:Section: this Bridgemate session is a pairs event, not teams (expected ScoringType 4 in its Section table): score it with "bridgescore pairs pairs.bws"',
    ]);
  });
});

describe('bridgescore teams --results SESSION.bws', () => {
  it('opens the real Bridgemate file and refuses it as a pairs session, exit 1', async () => {
    const file = 'club-2026-01-19.bws';
    const r = await runInProcess(['teams', '--results', file], { [file]: readFileSync(join(bridgemateDir, file)) });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('club-2026-01-19.bws:Section: this Bridgemate session is a pairs event, not teams');
    expect(r.stdout).toBe('');
  });
});
