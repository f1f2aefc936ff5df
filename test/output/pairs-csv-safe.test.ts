/**
 * CSV injection (OWASP): a pair's names, ids or number taken from the input that start like a formula are
 * written as text in the ranking and board CSV; numbers, negative ones too, are written as they are.
 */
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

const travellers = 'board,ns,ew,contract,declarer,result\n1,1,2,4S,N,=\n1,3,4,4S,N,-1\n2,1,2,3NT,S,-2\n2,3,4,2H,E,=\n';
const names = 'pair,player1,id1,player2,id2\n1,"=HYPERLINK(""http://x"")",@1,Ola,+2\n2,Kari,,Per,\n3,-Anna,,Bo,\n4,Eva,,Lars,\n';

describe('pairs CSV against formula injection', () => {
  it('neutralises names and ids that start with = + - @, and leaves the numbers alone', async () => {
    const r = await runInProcess(['pairs', 't.csv', '--names', 'n.csv', '--format', 'csv'], { 't.csv': travellers, 'n.csv': names });
    expect(r.code).toBe(0);
    const pair1 = r.stdout.split('\n').find((l) => l.includes('HYPERLINK')) as string;
    expect(pair1).toContain(`"'=HYPERLINK(""http://x"") - Ola"`);
    expect(pair1).toContain("'@1;+2");
    expect(r.stdout).toMatch(/'-Anna - Bo/);
  });

  it('writes negative scores as numbers in the board CSV', async () => {
    const r = await runInProcess(['pairs', 't.csv', '--format', 'csv', '--boards'], { 't.csv': travellers });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/,-50,/);
    expect(r.stdout).not.toContain("'-");
  });
});
