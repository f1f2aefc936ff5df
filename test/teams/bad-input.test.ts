import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { reportedCount } from '../helpers/reported.js';

const HUGE = '9'.repeat(400);
const BOARD_HEAD = 'round,home,away,board,room,ns,score';
const MATCH_HEAD = 'round,home,away,imps_home,imps_away,boards,vp_home,vp_away';
const pbnGame = (board: string, round: string, room: string, score: string): string =>
  `[Event "Cup"]\n[Board "${board}"]\n[Round "${round}"]\n[HomeTeam "Oslo"]\n[VisitTeam "Moss"]\n[Room "${room}"]\n[Score "${score}"]\n\n`;

describe('teams: every number read from a file is range-checked where it is read', () => {
  it.each([
    [
      'a 400-digit board number',
      `${BOARD_HEAD}\n1,A,B,${HUGE},open,A,420\n1,A,B,${HUGE},closed,B,-420\n`,
      'field "board": "99999999999999999999…" (400 characters) is not a board number (expected a whole number from 1 to 9999)',
    ],
    [
      'a 400-digit round number',
      `${BOARD_HEAD}\n${HUGE},A,B,1,open,A,420\n${HUGE},A,B,1,closed,B,-420\n`,
      'field "round": "99999999999999999999…" (400 characters) is not a round number (expected a whole number from 1 to 999)',
    ],
    [
      'a score beyond any table score',
      `${BOARD_HEAD}\n1,A,B,1,open,A,1${'0'.repeat(30)}\n1,A,B,1,closed,B,-420\n`,
      "is not a table score (expected North-South's score, a multiple of 10 from -7600 to 7600)",
    ],
    [
      'an adjusted score of 400 digits',
      `round,home,away,board,adj_home,adj_away\n1,A,B,1,${HUGE},A\n`,
      'is not an adjusted score (expected A+, A, A- or a number from -24 to 24)',
    ],
  ])('board results: %s is bad data (exit 1), not a crash', async (_what, csv, message) => {
    const r = await runInProcess(['teams', '--results', 'b.csv'], { 'b.csv': csv });
    expect(r.stderr).toContain(message);
    expect(r.stderr).toMatch(/^b\.csv:2: /m);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
  });

  it.each([
    [
      'boards 2147483648',
      `${MATCH_HEAD}\n1,A,B,10,20,2147483648,,\n`,
      'field "boards": "2147483648" is not a number of boards (expected a whole number from 1 to 1000)',
    ],
    [
      'a 400-digit IMP total',
      `${MATCH_HEAD}\n1,A,B,${HUGE},20,16,,\n`,
      'field "imps_home": "99999999999999999999…" (400 characters) is not a number of IMPs (expected a number from 0 to 24000)',
    ],
    ['a 10 MB IMP total', `${MATCH_HEAD}\n1,A,B,${'7'.repeat(10_000_000)},20,16,,\n`, '(10000000 characters) is not a number of IMPs'],
    ['IMPs beyond 24 a board on 1000 boards', `${MATCH_HEAD}\n1,A,B,24001,20,16,,\n`, '"24001" is not a number of IMPs (expected a number from 0 to 24000)'],
  ])('match totals: %s is bad data (exit 1), not a hang or "imps": null', async (_what, csv, message) => {
    const r = await runInProcess(['teams', '--matches', 'm.csv', '--format', 'json'], { 'm.csv': csv });
    expect(r.stderr).toContain(message);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
  });

  it('penalties: 400-digit minutes are bad data', async () => {
    const r = await runInProcess(['teams', '--matches', 'm.csv', '--penalties', 'p.csv'], {
      'm.csv': `${MATCH_HEAD}\n1,A,B,10,20,16,,\n`,
      'p.csv': `team,round,type,minutes\nA,1,late,${HUGE}\n`,
    });
    expect(r.stderr).toContain(
      'p.csv:2: field "minutes": "99999999999999999999…" (400 characters) is not a number of minutes (expected a whole number from 0 to 1440)',
    );
    expect(r.code).toBe(1);
  });

  it.each([
    [
      'Board',
      pbnGame(HUGE, '1', 'Open', 'NS 420') + pbnGame(HUGE, '1', 'Closed', 'NS -420'),
      'field "Board": "99999999999999999999…" (400 characters) is not a board number (expected a whole number from 1 to 9999)',
    ],
    [
      'Round',
      pbnGame('1', HUGE, 'Open', 'NS 420') + pbnGame('1', HUGE, 'Closed', 'NS -420'),
      'field "Round": board 1: "99999999999999999999…" (400 characters) is not a round number (expected a whole number from 1 to 999)',
    ],
    ['Score', pbnGame('1', '1', 'Open', `NS ${'1'.repeat(30)}0`) + pbnGame('1', '1', 'Closed', 'NS -420'), 'is not a table score'],
  ])('PBN: a 400-digit %s is bad data', async (_tag, pbn, message) => {
    const r = await runInProcess(['teams', '--results', 'm.pbn'], { 'm.pbn': pbn });
    expect(r.stderr).toContain(message);
    expect(r.code).toBe(1);
  });
});

describe('teams: input-sized lists', () => {
  it('reports 300 000 bad rows without overflowing the stack (no push(...list))', async () => {
    const rows = Array.from({ length: 300_000 }, () => 'x,A,B,10,20,16,,').join('\n');
    const r = await runInProcess(['teams', '--matches', 'm.csv'], { 'm.csv': `${MATCH_HEAD}\n${rows}\n` });
    expect(r.stderr).toContain('m.csv:2: field "round": "x" is not a round number (expected a whole number ≥ 1)');
    // every row counted: the lines shown, the rest counted (a reader keeps the first of them)
    expect(reportedCount(r.stderr, 'm.csv')).toBe(300_000);
    expect(r.code).toBe(1);
  }, 60_000);
});

describe('teams: CSV injection', () => {
  it('team names starting with =, +, -, @ are quoted in both CSV tables; negative numbers are not', async () => {
    const files = {
      'n.csv': 'team,name\n1,"=HYPERLINK(""http://x"",""y"")"\n2,@Oslo\n3,-Bergen\n',
      'm.csv': `${MATCH_HEAD}\n1,1,2,10,40,16,,\n1,3,BYE,,,16,,\n`,
      'p.csv': 'team,round,type,amount\n1,1,vp,1\n',
    };
    const standings = await runInProcess(['teams', '--matches', 'm.csv', '--names', 'n.csv', '--penalties', 'p.csv', '--format', 'csv'], files);
    expect(standings.code).toBe(0);
    expect(standings.stdout).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(standings.stdout).toContain("'@Oslo");
    expect(standings.stdout).toContain("'-Bergen");
    const matches = await runInProcess(['teams', '--matches', 'm.csv', '--names', 'n.csv', '--format', 'csv', '--csv-table', 'matches'], files);
    expect(matches.stdout.split('\n')[1]).toBe(`1,"'=HYPERLINK(""http://x"",""y"")",'@Oslo,10,40,16,3.27,16.73,0,0,played,no`);
  });
});
