import { describe, expect, it } from 'vitest';
import { registerValidateCommand } from '../../src/cli/commands/validate.js';
import { runCommand } from '../helpers/cli.js';
import { MITCHELL_3 } from './fixtures.js';

/** The travellers of MITCHELL_3, one line each (lines 2–13), all 1NT by N making 7 tricks. */
const SEATS: [number, number, number][] = [
  [1, 1, 4],
  [2, 1, 4],
  [3, 2, 5],
  [4, 2, 5],
  [5, 3, 6],
  [6, 3, 6],
  [3, 1, 6],
  [4, 1, 6],
  [5, 2, 4],
  [6, 2, 4],
  [1, 3, 5],
  [2, 3, 5],
];
function travellers(seats = SEATS, withRoundTable = false): string {
  const round = (i: number) => (i < 6 ? 1 : 2);
  const table = (ns: number) => ns;
  const header = withRoundTable ? 'board,ns,ew,contract,declarer,result,round,table' : 'board,ns,ew,contract,declarer,result';
  return [header, ...seats.map(([b, ns, ew], i) => `${b},${ns},${ew},1NT,N,7${withRoundTable ? `,${round(i)},${table(ns)}` : ''}`)].join('\n') + '\n';
}

describe('bridgescore validate', () => {
  it('prints nothing and exits 0 when the travellers match the movement', async () => {
    const r = await runCommand(registerValidateCommand, ['validate', 't.csv', '--movement', 'm.csv'], { 't.csv': travellers(), 'm.csv': MITCHELL_3 });
    expect(r).toMatchObject({ code: 0, stdout: '', stderr: '' });
  });

  it('reports every kind of inconsistency with file and line, exit code 1', async () => {
    const seats = SEATS.map((s) => [...s] as [number, number, number]);
    seats[2] = [3, 5, 2]; // line 4: the wrong way round
    seats[9] = [6, 2, 9]; // line 11: a pair the movement never mentions → board 6 in round 2 at table 2 missing
    seats.push([1, 1, 4]); // line 14: a second result for board 1 at table 1
    const r = await runCommand(registerValidateCommand, ['validate', 't.csv', '--movement', 'm.csv'], { 't.csv': travellers(seats), 'm.csv': MITCHELL_3 });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      [
        'm.csv:6: no result for board 6 in round 2 at table 2 (NS 2 – EW 4): the movement schedules it but the travellers have none',
        "t.csv:4: warning: recorded NS 5 – EW 2, the movement has NS 2 – EW 5 in round 1 at table 2: scored as recorded; if it was entered the wrong way round, --fix-direction swaps it, and --as-recorded keeps it (the director's decision either way)",
        't.csv:11: pair 9 is not in the movement (m.csv has pairs 1–6)',
        't.csv:14: a second result for board 1 in round 1 at table 1 (the first is t.csv:2; expected one result per table and board)',
        '',
      ].join('\n'),
    );
  });

  it('swaps the wrong way round with --fix-direction and says so, exit code 0', async () => {
    const seats = SEATS.map((s) => [...s] as [number, number, number]);
    seats[2] = [3, 5, 2];
    const r = await runCommand(registerValidateCommand, ['validate', 't.csv', '--movement', 'm.csv', '--fix-direction'], {
      't.csv': travellers(seats),
      'm.csv': MITCHELL_3,
    });
    expect(r).toMatchObject({
      code: 0,
      stdout: '',
      stderr: 't.csv:4: warning: recorded NS 5 – EW 2, the movement has NS 2 – EW 5 in round 1 at table 2: swapped (--fix-direction)\n',
    });
  });

  it('reports a bad movement file before comparing', async () => {
    const r = await runCommand(registerValidateCommand, ['validate', 't.csv', '--movement', 'm.csv'], {
      't.csv': travellers(),
      'm.csv': MITCHELL_3.replace('2,1,1,6,3-4', '4,1,1,6,3-4'),
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('m.csv:5: round 3 has no tables (expected every round from 1 to 4 to have at least one table with a pair)\n');
  });

  it('infers the movement from round and table when no movement is given', async () => {
    const ok = await runCommand(registerValidateCommand, ['validate', 't.csv'], { 't.csv': travellers(SEATS, true) });
    expect(ok).toMatchObject({ code: 0, stdout: '', stderr: '' });
    const twice = travellers(SEATS, true) + '1,1,4,1NT,N,7,1,1\n';
    const bad = await runCommand(registerValidateCommand, ['validate', 't.csv'], { 't.csv': twice });
    expect(bad).toMatchObject({
      code: 1,
      stderr: 't.csv:14: a second result for board 1 in round 1 at table 1 (the first is t.csv:2; expected one result per table and board)\n',
    });
  });

  it('asks for a movement when the travellers have no round and table (exit code 2)', async () => {
    const r = await runCommand(registerValidateCommand, ['validate', 't.csv'], { 't.csv': travellers() });
    expect(r).toMatchObject({
      code: 2,
      stderr: 'error: no movement to check against: give --movement FILE, or travellers with "round" and "table" columns\n',
    });
  });
});
