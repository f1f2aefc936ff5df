/**
 * Naming pairs on the command line and in side files when numbers repeat: across sections (`A:7`), and a
 * two-winner Mitchell numbering NS and EW from 1 (`--winners two`, `NS:1`).
 */
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

const sections = `board,ns,ew,contract,declarer,result,section
1,1,5,4S,N,=,A
1,2,6,4S,N,-1,A
1,1,5,4S,N,=,B
1,2,6,3S,N,=,B
`;

describe('pairs named by section and direction', () => {
  it('refuses a bare pair number that two sections share, and says how to name it', async () => {
    const r = await runInProcess(['pairs', 't.csv', '--withdrawn', '2'], { 't.csv': sections });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('error: --withdrawn: pair 2 could be A:2, B:2: name the section or direction (e.g. A:2)\n');
  });

  it('ranks last only the pair named with its section', async () => {
    const r = await runInProcess(['pairs', 't.csv', '--withdrawn', 'A:2', '--format', 'csv'], { 't.csv': sections });
    expect(r.code, r.stderr).toBe(0);
    const rows = r.stdout
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(','));
    const status = (section: string, pair: string) => rows.find((x) => x[2] === section && x[1] === pair)?.[14];
    expect(status('A', '2')).toBe('withdrawn');
    expect(status('B', '2')).toBe('');
  });

  it('adds a carry-over to the pair of the section named in the file', async () => {
    const carry = 'pair,section,carry\n1,B,10\n';
    const r = await runInProcess(['pairs', 't.csv', '--carry-over', 'c.csv', '--format', 'json'], { 't.csv': sections, 'c.csv': carry });
    expect(r.code, r.stderr).toBe(0);
    const ranking = (JSON.parse(r.stdout) as { ranking: { pair: string; section: string; carryOver: number | null }[] }).ranking;
    expect(ranking.filter((x) => x.carryOver !== null).map((x) => `${x.section}:${x.pair}:${x.carryOver}`)).toEqual(['B:1:10']);
  });

  it('reports a carry-over for a pair that is not in the event', async () => {
    const r = await runInProcess(['pairs', 't.csv', '--carry-over', 'c.csv'], { 't.csv': sections, 'c.csv': 'pair,section,carry\n9,A,1\n' });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('error: c.csv: no pair A:9 in the event\n');
  });
});

describe('a two-winner Mitchell numbered from 1 in both directions', () => {
  const mitchell = 'board,ns,ew,contract,declarer,result\n1,1,1,4S,N,=\n1,2,2,4S,N,-1\n2,1,2,4S,N,=\n2,2,1,4S,N,-1\n';

  it('is read with --winners two, NS 1 and EW 1 being two pairs', async () => {
    const r = await runInProcess(['pairs', 't.csv', '--winners', 'two', '--format', 'csv'], { 't.csv': mitchell });
    expect(r.code, r.stderr).toBe(0);
    const rows = r.stdout
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(','));
    expect(rows.map((x) => `${x[3]} ${x[1]} ${x[8]}`)).toEqual(['NS 1 100.00', 'NS 2 0.00', 'EW 1 50.00', 'EW 2 50.00']);
  });

  it('is refused without it, with a hint', async () => {
    const r = await runInProcess(['pairs', 't.csv'], { 't.csv': mitchell });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      't.csv:2: field "ew": pair 1 is on both sides of this result (expected two different pairs; a two-winner Mitchell that numbers NS and EW from 1 is scored with --winners two)',
    );
  });
});
