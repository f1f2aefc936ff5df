/**
 * A mistyped round number (100000 for 10) is reported as one gap, at once: not one message, and not one search,
 * per missing round.
 */
import { describe, expect, it } from 'vitest';
import { registerMovementCommand } from '../../src/cli/commands/movement.js';
import { runCommand } from '../helpers/cli.js';

describe('rounds without tables', () => {
  it('are reported as one gap per stretch of missing rounds', async () => {
    const r = await runCommand(registerMovementCommand, ['movement', 'check', 'm.csv'], { 'm.csv': 'round,table,ns,ew,boards\n1,1,1,2,1-2\n100000,1,1,2,3-4\n' });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('m.csv:3: rounds 2 to 99999 have no tables (expected every round from 1 to 100000 to have at least one table with a pair)\n');
  });

  it('name a single missing round as a round', async () => {
    const r = await runCommand(registerMovementCommand, ['movement', 'check', 'm.csv'], { 'm.csv': 'round,table,ns,ew,boards\n1,1,1,2,1-2\n3,1,1,2,3-4\n' });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('m.csv:3: round 2 has no tables (expected every round from 1 to 3 to have at least one table with a pair)\n');
  });
});
