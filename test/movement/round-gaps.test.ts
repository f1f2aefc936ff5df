/**
 * A mistyped round number (100000 for 10) is reported as one gap, at once: not one message, and not one search,
 * per missing round.
 */
import { describe, expect, it } from 'vitest';
import { registerMovementCommand } from '../../src/cli/commands/movement/index.js';
import { runCommand, runInProcess } from '../helpers/cli.js';

describe('rounds without tables', () => {
  it('are reported as one gap per stretch of missing rounds', async () => {
    const r = await runCommand(registerMovementCommand, ['movement', 'check', 'm.csv'], {
      'm.csv': 'round,table,ns,ew,boards\n1,1,1,2,1-2\n100000,1,1,2,3-4\n',
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('m.csv:3: rounds 2 to 99999 have no tables (expected every round from 1 to 100000 to have at least one table with a pair)\n');
  });

  it('name a single missing round as a round', async () => {
    const r = await runCommand(registerMovementCommand, ['movement', 'check', 'm.csv'], { 'm.csv': 'round,table,ns,ew,boards\n1,1,1,2,1-2\n3,1,1,2,3-4\n' });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('m.csv:3: round 2 has no tables (expected every round from 1 to 3 to have at least one table with a pair)\n');
  });
});

describe('rounds without results in travellers that carry round and table (an inferred movement)', () => {
  // one board's traveller, as a program exports it: played in rounds 1, 2 and 4 (round 3 at another board)
  const traveller = 'board,round,table,ns,ew,contract,declarer,result\n28,4,2,6,2,3D,W,7\n28,1,4,5,4,2C,S,8\n28,2,3,3,1,2D,E,8\n';

  it('are a warning, and the board is scored', async () => {
    const r = await runInProcess(['pairs', 't.csv'], { 't.csv': traveller });
    expect(r.stderr).toBe('t.csv:2: warning: round 3 has no results in the travellers (a file of some boards only, or a mistyped round number?)\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Results');
  });

  it('are a warning for validate too, while a movement file with the gap stays an error', async () => {
    const v = await runInProcess(['validate', 't.csv'], { 't.csv': traveller });
    expect(v.stderr).toContain('warning: round 3 has no results in the travellers');
    expect(v.code).toBe(0);
    const m = await runInProcess(['pairs', 't.csv', '--movement', 'm.csv'], {
      't.csv': traveller,
      'm.csv': 'round,table,ns,ew,boards\n1,4,5,4,28\n2,3,3,1,28\n4,2,6,2,28\n',
    });
    expect(m.stderr).toContain('m.csv:4: round 3 has no tables');
    expect(m.code).toBe(1);
  });
});
