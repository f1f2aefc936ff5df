/**
 * Law 12C1c in a team match: a weighted score in one room is IMPed against the other room once for each of its
 * possible results, and the board is worth Σ wₖ × IMPsₖ.
 */
import { describe, expect, it } from 'vitest';
import { registerTeamsCommand } from '../../src/cli/commands/teams.js';
import { runCommand } from '../helpers/cli.js';

const header = 'round,home,away,board,room,ns,contract,declarer,result\n';

async function homeImps(closedRoom: string): Promise<{ imps: number; impsLost: number }> {
  // Board 1 (none vulnerable): the open room makes 4S by the home team's North, +420.
  const csv = `${header}1,A,B,1,open,A,4S,N,=\n1,A,B,1,closed,B,${closedRoom}\n`;
  const r = await runCommand(registerTeamsCommand, ['teams', '--results', 'w.csv', '--format', 'json'], { 'w.csv': csv });
  expect(r.code, r.stderr).toBe(0);
  const match = (JSON.parse(r.stdout) as { matches: { home: { imps: number; impsLost: number } }[] }).matches[0];
  return match!.home;
}

describe('a weighted score in a team match (Law 12C1c)', () => {
  it.each([
    // 50 % of 420 v 420 (0 IMP) and 50 % of 420 v −50 (470: 10 IMP) → 5 IMP
    ['"50% 4S= N + 50% 4S-1 N",,', 5],
    // 30 % of 0 and 70 % of 10 IMP → 7 IMP
    ['"30% 4S= N + 70% 4S-1 N",,', 7],
    // 100 % of one result is that result: 420 v −50 → 10 IMP
    ['"100% 4S-1 N",,', 10],
  ])('closed room %s gives the home team %d IMPs', async (closed, expected) => {
    expect((await homeImps(closed as string)).imps).toBe(expected);
  });

  it('rounds a fractional match total to the nearest IMP, halves away from zero (NBF 2.8.3)', async () => {
    // 25 % of 10 IMP = 2.5 → 3
    expect((await homeImps('"75% 4S= N + 25% 4S-1 N",,')).imps).toBe(3);
  });

  it('reports weights that do not sum to 100 % with file, line and field', async () => {
    const csv = `${header}1,A,B,1,open,A,4S,N,=\n1,A,B,1,closed,B,"40% 4S= N + 50% 4S-1 N",,\n`;
    const r = await runCommand(registerTeamsCommand, ['teams', '--results', 'w.csv'], { 'w.csv': csv });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^w\.csv:3: field "contract": "40% 4S= N \+ 50% 4S-1 N" is not a weighted score \(.*sum to 90\.00%\)/m);
    expect(r.written.size).toBe(0);
  });
});
