/**
 * Team rules checked on small hand-worked events: the head-to-head condition of NBF 2.10.3 judged on the
 * schedule (a no-show does not break the round robin), the NBF 2.8.3 rounding of fractional totals, a no-show
 * in a knock-out (NBF 2.9.1), and the mark on provisional awards.
 */
import { describe, expect, it } from 'vitest';
import { registerTeamsCommand } from '../../src/cli/commands/teams.js';
import { runCommand } from '../helpers/cli.js';

const header = 'round,home,away,imps_home,imps_away,boards,vp_home,vp_away\n';

describe('NBF 2.10.3 step 1 and a no-show', () => {
  it('still breaks a tie head-to-head when one scheduled match was a no-show', async () => {
    // A 30 (8 + 12 + 10), B 30 (12 + 6 + the bye for C's no-show, best of 12, own 9, C's opponents' 11 → 12),
    // D 34, C 18. A and B met: B won 12–8, so B is 2nd and A 3rd.
    const matches = `${header}1,A,B,,,,8,12\n1,C,D,,,,10,10\n2,A,C,,,,12,8\n2,B,D,,,,6,14\n3,A,D,,,,10,10\n3,B,C,,,,,\n`;
    const r = await runCommand(registerTeamsCommand, ['teams', '--matches', 'm.csv', '--penalties', 'p.csv', '--final', '--format', 'json'], {
      'm.csv': matches,
      'p.csv': 'team,round,type,amount,minutes,note\nC,3,noshow,,,\n',
    });
    expect(r.code, r.stderr).toBe(0);
    const standings = (JSON.parse(r.stdout) as { standings: { rank: number; team: string; vp: number; tiebreak: string | null }[] }).standings;
    expect(standings.map((s) => [s.rank, s.team, s.vp])).toEqual([
      [1, 'D', 34],
      [2, 'B', 30],
      [3, 'A', 30],
      [4, 'C', 18],
    ]);
    expect(standings[1]?.tiebreak).toMatch(/head-to-head/i);
  });
});

describe('NBF 2.8.3: fractional totals rounded to the nearest IMP, halves away from the middle', () => {
  it.each([
    // home, away → rounded: the half goes away from the other team's total, widening the margin
    ['10.5', '12', '10 – 12'],
    ['12.5', '10', '13 – 10'],
    ['10.5', '11.5', '10 – 12'],
    ['10.4', '12', '10 – 12'],
    ['10.6', '12', '11 – 12'],
  ])('%s – %s IMPs are published as %s', async (home, away, shown) => {
    const r = await runCommand(registerTeamsCommand, ['teams', '--matches', 'm.csv'], { 'm.csv': `${header}1,A,B,${home},${away},16,,\n` });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(shown);
  });
});

describe('a knock-out match with a no-show (NBF 2.9.1)', () => {
  it('is won by the team that turned up', async () => {
    const r = await runCommand(registerTeamsCommand, ['teams', '--matches', 'm.csv', '--penalties', 'p.csv', '--knockout', '--format', 'json'], {
      'm.csv': `${header}1,X,Y,,,,,\n`,
      'p.csv': 'team,round,type,amount,minutes,note\nY,1,noshow,,,\n',
    });
    expect(r.code, r.stderr).toBe(0);
    const match = (JSON.parse(r.stdout) as { matches: { knockout: { winner: string | null } | null }[] }).matches[0];
    expect(match?.knockout?.winner).toBe('X');
  });
});

describe('provisional awards', () => {
  it('mark the force-majeure award of the absent team as provisional too (NBF 2.6.6: 10 VP until the end)', async () => {
    const matches = `${header}1,A,B,,,,12,8\n2,A,C,,,,,\n`;
    const r = await runCommand(registerTeamsCommand, ['teams', '--matches', 'm.csv', '--penalties', 'p.csv', '--boards', '16'], {
      'm.csv': matches,
      'p.csv': 'team,round,type,amount,minutes,note\nC,2,forcemajeure,,,\n',
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('12.00* – 10.00*');
  });
});
