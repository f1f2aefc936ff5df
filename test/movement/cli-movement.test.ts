import { describe, expect, it } from 'vitest';
import { registerMovementCommand } from '../../src/cli/commands/movement/index.js';
import { runCommand } from '../helpers/cli.js';
import { MITCHELL_3 } from './fixtures.js';

describe('bridgescore movement mitchell', () => {
  it('writes the movement CSV to stdout', async () => {
    const r = await runCommand(registerMovementCommand, ['movement', 'mitchell', '--tables', '3', '--boards-per-round', '2']);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toBe(MITCHELL_3.replace('2,3,3,5,1-2\n', '2,3,3,5,1-2\n3,1,1,5,5-6\n3,2,2,6,1-2\n3,3,3,4,3-4\n'));
  });

  it('writes the file with --output and nothing on stdout', async () => {
    const r = await runCommand(registerMovementCommand, ['movement', 'mitchell', '--tables', '7', '--rounds', '7', '--boards-per-round', '4', '-o', 'm7.csv']);
    expect(r).toMatchObject({ code: 0, stdout: '', stderr: '' });
    const csv = String(r.written.get('m7.csv'));
    expect(csv.split('\n')[1]).toBe('1,1,1,8,1-4');
    expect(csv.trim().split('\n')).toHaveLength(50);
  });

  it('writes a half table with a 0 for the missing pair', async () => {
    const r = await runCommand(registerMovementCommand, ['movement', 'mitchell', '--tables', '3', '--half-table']);
    expect(r.stdout.split('\n')[3]).toBe('1,3,3,0,9-12');
  });

  it.each([
    [
      ['--tables', '6', '--rounds', '6'],
      'error: a Mitchell of 6 tables has at most 5 rounds, not 6: with an even number of tables the EW pairs skip a table, and in round 6 they would meet their first opponents again (a share-and-relay plays all 6)\n',
    ],
    [['--tables', '2'], 'error: tables: 2 is not allowed (a Mitchell needs at least 3 tables)\n'],
    [['--tables', 'seven'], "error: option '--tables <n>' argument 'seven' is invalid. \"seven\" is not a whole number ≥ 1.\n"],
    [[], 'error: no size given (expected the number of tables, --tables, or of pairs, --pairs)\n'],
  ])('refuses %j with exit code 2', async (args, stderr) => {
    const r = await runCommand(registerMovementCommand, ['movement', 'mitchell', ...args]);
    expect(r).toMatchObject({ code: 2, stdout: '', stderr });
  });
});

describe('bridgescore movement howell', () => {
  it('writes the 4-table Howell', async () => {
    const r = await runCommand(registerMovementCommand, ['movement', 'howell', '--tables', '4', '--stationary-north']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').slice(0, 3)).toEqual(['round,table,ns,ew,boards', '1,1,8,1,1-4', '1,2,5,4,5-8']);
  });

  it('refuses table counts it cannot build with exit code 2', async () => {
    const r = await runCommand(registerMovementCommand, ['movement', 'howell', '--tables', '2']);
    expect(r).toMatchObject({
      code: 2,
      stderr:
        'error: a Howell can be generated for 3 to 15 tables, not 2 (a complete Howell for 2 tables cannot exist, and 4 pairs play each other in a 2-table Mitchell)\n',
    });
  });
});

describe('bridgescore movement check', () => {
  it('is silent and exits 0 for a good movement', async () => {
    const full = MITCHELL_3 + '3,1,1,5,5-6\n3,2,2,6,1-2\n3,3,3,4,3-4\n';
    const r = await runCommand(registerMovementCommand, ['movement', 'check', 'm.csv', '--complete', 'mitchell'], { 'm.csv': full });
    expect(r).toMatchObject({ code: 0, stdout: '', stderr: '' });
  });

  it('reports a bad movement with file and line, exit code 1', async () => {
    const r = await runCommand(registerMovementCommand, ['movement', 'check', 'm.csv'], { 'm.csv': MITCHELL_3.replace('1,2,2,5,3-4', '1,2,1,5,3-4') });
    expect(r.code).toBe(1);
    expect(r.stderr.split('\n')[0]).toBe(
      'm.csv:3: pair 1 is at two tables in round 1: table 1, line 2 and table 2 (expected each pair at one table per round)',
    );
  });

  it('reports the meetings missing from a movement said to be complete', async () => {
    const r = await runCommand(registerMovementCommand, ['movement', 'check', 'm.csv', '--complete', 'howell'], { 'm.csv': MITCHELL_3 });
    expect(r.code).toBe(1);
    expect(r.stderr.split('\n')[0]).toBe('m.csv: pairs 1 and 2 never meet (expected every pair to meet every other pair in a complete Howell)');
  });

  it('refuses an unknown --complete value with exit code 2', async () => {
    const r = await runCommand(registerMovementCommand, ['movement', 'check', 'm.csv', '--complete', 'swiss'], { 'm.csv': MITCHELL_3 });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/argument 'swiss' is invalid. Allowed choices are mitchell, howell/);
  });
});
