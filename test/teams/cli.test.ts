import { describe, expect, it } from 'vitest';
import { registerTeamsCommand } from '../../src/cli/commands/teams.js';
import { registerVpTableCommand } from '../../src/cli/commands/vp-table.js';
import { runCommand } from '../helpers/cli.js';

const NAMES = 'team,name\n1,Trondheim\n2,Oslo\n3,Bergen\n';
const MATCHES = 'round,home,away,imps_home,imps_away,boards,vp_home,vp_away\n1,1,2,55,59,32,,\n1,3,BYE,,,32,,\n';
const BOARDS = [
  'round,home,away,board,room,ns,contract,declarer,result',
  '1,1,2,1,open,1,4S,N,=',
  '1,1,2,1,closed,2,4S,E,-1',
  '1,1,2,2,open,1,3NT,S,+1',
  '1,1,2,2,closed,2,3NT,W,+1',
].join('\n');

const run = (argv: string[], files: Record<string, string>) => runCommand(registerTeamsCommand, argv, files);

describe('bridgescore teams', () => {
  it('prints the match with the penalty against the offender, NBF 2.8.5 style', async () => {
    const r = await run(['teams', '--matches', 'm.csv', '--names', 'n.csv', '--penalties', 'p.csv'], {
      'm.csv': MATCHES,
      'n.csv': NAMES,
      'p.csv': 'team,round,type,amount\nTrondheim,1,vp,0.5\n',
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('│ 55 – 59 │  9.14 (−0.5) – 10.86 │');
    expect(r.stdout).toContain('12.00*');
  });

  it('writes JSON with matches and standings to --output, nothing on stdout', async () => {
    const r = await run(['teams', '--matches', 'm.csv', '--names', 'n.csv', '--format', 'json', '--final', '--output', 'out.json'], {
      'm.csv': MATCHES,
      'n.csv': NAMES,
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    const doc = JSON.parse(r.written.get('out.json') as string);
    expect(doc.schemaVersion).toBe(2);
    expect(doc.matches[0].home).toMatchObject({ team: 'Trondheim', imps: 55, vp: 9.14 });
    expect(doc.matches[0].away).toMatchObject({ team: 'Oslo', imps: 59, vp: 10.86 });
    expect(doc.standings.map((s: { rank: number; team: string; vp: number; tie: boolean }) => [s.rank, s.team, s.vp, s.tie])).toEqual([
      [1, 'Bergen', 12, false],
      [2, 'Oslo', 10.86, false],
      [3, 'Trondheim', 9.14, false],
    ]);
  });

  it('scores board results and checks them against the match totals', async () => {
    // Board 1: 420 and +50 for B's side = 370 → 9 IMP; board 2: 630 + 430 = 1060 → 14 IMP.
    const r = await run(['teams', '--results', 'b.csv', '--matches', 'm.csv', '--names', 'n.csv', '--format', 'csv', '--csv-table', 'matches'], {
      'b.csv': BOARDS,
      'm.csv': 'round,home,away,imps_home,imps_away,boards\n1,1,2,23,0,2\n',
      'n.csv': NAMES,
    });
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n')[1]).toBe('1,Trondheim,Oslo,23,0,2,20.00,0.00,0,0,played,no');
  });

  it('scores Oslo Cup points per board (NBF 2.12)', async () => {
    const r = await run(['teams', '--results', 'b.csv', '--form', 'oslo', '--format', 'json'], { 'b.csv': BOARDS });
    const doc = JSON.parse(r.stdout);
    expect([doc.matches[0].home.vp, doc.matches[0].away.vp]).toEqual([10 + 12, 2 + 0]);
  });

  it('decides a knock-out match', async () => {
    const r = await run(['teams', '--results', 'b.csv', '--knockout', '--format', 'json'], { 'b.csv': BOARDS });
    const doc = JSON.parse(r.stdout);
    expect(doc.matches[0].knockout).toEqual({ winner: '1', decidedBy: 'imps', margin: 23, totalPoints: 370 + 1060 });
    expect(doc.standings).toEqual([]);
  });
});

describe('bad input: file and line, exit 1, nothing written', () => {
  it.each([
    [
      'a match listed twice',
      { 'm.csv': 'round,home,away,imps_home,imps_away,boards\n1,A,B,10,0,16\n1,B,A,0,10,16\n' },
      'm.csv:3: the match B – A in round 1 is listed twice (first at line 2)\n',
    ],
    [
      'a team meeting itself',
      { 'm.csv': 'round,home,away,imps_home,imps_away,boards\n1,A,A,10,0,16\n' },
      'm.csv:2: field "away": team "A" meets itself in round 1\n',
    ],
    [
      'a negative number of boards',
      { 'm.csv': 'round,home,away,imps_home,imps_away,boards\n1,A,B,10,0,-4\n' },
      'm.csv:2: field "boards": "-4" is not a number of boards (expected a whole number ≥ 1)\n',
    ],
    [
      'an unknown team in a penalty',
      { 'm.csv': 'round,home,away,imps_home,imps_away,boards\n1,A,B,10,0,16\n', 'p.csv': 'team,round,type,amount\nZ,1,vp,1\n' },
      'p.csv:2: field "team": team "Z" is not a team of the event (expected one of A, B)\n',
    ],
  ])('reports %s', async (_what, files, message) => {
    const argv = ['teams', '--matches', 'm.csv', '--output', 'out.txt', ...('p.csv' in files ? ['--penalties', 'p.csv'] : [])];
    const r = await run(argv, files);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(message);
    expect(r.stdout).toBe('');
    expect(r.written.size).toBe(0);
  });

  it("reports a board with only one room's result", async () => {
    const r = await run(['teams', '--results', 'b.csv'], { 'b.csv': BOARDS.split('\n').slice(0, 4).join('\n') });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("b.csv:4: board 2 of round 1 (1 – 2) has only the open room's result (expected the closed room's too)\n");
  });

  it('reports IMP totals that disagree with the boards', async () => {
    const r = await run(['teams', '--results', 'b.csv', '--matches', 'm.csv'], {
      'b.csv': BOARDS,
      'm.csv': 'round,home,away,imps_home,imps_away,boards\n1,1,2,21,0,2\n',
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('m.csv:2: field "imps_home": 21 IMPs, but the boards in b.csv give 23 for round 1 1 – 2\n');
  });

  it('reports an unknown team against the team list', async () => {
    const r = await run(['teams', '--matches', 'm.csv', '--names', 'n.csv', '--penalties', 'p.csv'], {
      'm.csv': MATCHES,
      'n.csv': NAMES,
      'p.csv': 'team,round,type,minutes\nStavanger,1,late,7\n',
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('p.csv:2: field "team": "Stavanger" is not a team in the team list (expected a team id or name from --names)\n');
  });

  it('is a usage error to give no input', async () => {
    const r = await run(['teams'], {});
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--results');
  });
});

describe('bridgescore vp-table', () => {
  it('prints the wall table for 32 boards, margins 0 to the blitz', async () => {
    const r = await runCommand(registerVpTableCommand, ['vp-table', '--boards', '32', '--format', 'csv'], {});
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe('margin,winner,loser');
    expect(lines[1 + 4]).toBe('4,10.86,9.14');
    expect(lines[1 + 14]).toBe('14,12.78,7.22');
    expect(lines[lines.length - 1]).toBe('85+,20.00,0.00');
    expect(lines).toHaveLength(1 + 86);
  });

  it('writes JSON', async () => {
    const r = await runCommand(registerVpTableCommand, ['vp-table', '--boards', '16', '--format', 'json'], {});
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({ schemaVersion: 1, boards: 16, max: 20, blitz: 60 });
    expect(doc.rows[25]).toEqual({ margin: 25, winner: 15.92, loser: 4.08 });
  });

  it('rejects zero boards as a usage error', async () => {
    const r = await runCommand(registerVpTableCommand, ['vp-table', '--boards', '0'], {});
    expect(r.code).toBe(2);
  });
});
