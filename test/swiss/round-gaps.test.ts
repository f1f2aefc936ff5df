/**
 * Results with a mistyped round number are one error about the gap: the program must not build one message per
 * missing round (which ran out of memory for round 50000000).
 */
import { describe, expect, it } from 'vitest';
import { registerSwissCommand } from '../../src/cli/commands/swiss.js';
import { runCommand } from '../helpers/cli.js';

describe('a gap in the rounds of the results so far', () => {
  it('is one error naming the missing rounds', async () => {
    const csv = 'round,home,away,vp_home,vp_away\n1,A,B,12,8\n1,C,D,10,10\n999,A,C,10,10\n';
    const r = await runCommand(registerSwissCommand, ['swiss', 'r.csv'], { 'r.csv': csv });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('r.csv: no results for rounds 2 to 998, but round 999 has results (expected rounds 1 to 999)\n');
  });

  it('is one error about the round number when it is beyond any event', async () => {
    const csv = 'round,home,away,vp_home,vp_away\n1,A,B,12,8\n1,C,D,10,10\n50000000,A,C,10,10\n';
    const r = await runCommand(registerSwissCommand, ['swiss', 'r.csv'], { 'r.csv': csv });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('r.csv:4: field "round": "50000000" is not a round number (expected a whole number from 1 to 999)\n');
  });
});
