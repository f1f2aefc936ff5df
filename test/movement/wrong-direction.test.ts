/**
 * A result recorded against the movement (NS and EW the other way round): the session is never refused for
 * it. With neither option it is scored as recorded, the warning names the line and both options, and the run
 * ends with exit code 4 (results written, one needs the director); --as-recorded keeps it (exit 0),
 * --fix-direction swaps it (exit 0); --compare scores it as the file was published, and says so.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { projectRoot } from '../helpers/fixtures.js';

const dir = join(projectRoot, 'test', 'fixtures', 'errors', 'movement-pair-wrong-way');
const files = {
  't.csv': readFileSync(join(dir, 'travellers.csv'), 'utf8'),
  'm.csv': readFileSync(join(dir, 'movement.csv'), 'utf8'),
};
const csv = ['pairs', 't.csv', '--movement', 'm.csv', '--format', 'csv'];
/** The CSV ranking row of a pair: its fields by the header. */
function rowOf(stdout: string, pair: string): Record<string, string> {
  const [head, ...rows] = stdout.trim().split('\n');
  const names = (head as string).split(',');
  const cells = rows.map((r) => r.split(',')).find((c) => c[names.indexOf('pair')] === pair) as string[];
  return Object.fromEntries(names.map((n, i) => [n, cells[i] as string]));
}

describe('a result recorded against the movement', () => {
  it('with neither option: scored as recorded, a warning naming the line and both options, exit code 4', async () => {
    const r = await runInProcess(csv, files);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain('t.csv:3: warning: recorded NS 4 – EW 3, the movement has NS 3 – EW 4 in round 1 at table 2: scored as recorded');
    expect(r.stderr).toContain('--fix-direction swaps it, and --as-recorded keeps it');
    // The results are there, every pair ranked.
    for (const pair of ['1', '2', '3', '4', '5', '6']) expect(rowOf(r.stdout, pair)['rank']).toMatch(/^\d+=?$/);
  });

  it('--as-recorded: the same results, a plain warning, exit code 0', async () => {
    const plain = await runInProcess(csv, files);
    const r = await runInProcess([...csv, '--as-recorded'], files);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      't.csv:3: warning: recorded NS 4 – EW 3, the movement has NS 3 – EW 4 in round 1 at table 2: scored as recorded (--as-recorded)',
    );
    expect(r.stdout).toBe(plain.stdout);
  });

  it('--fix-direction: swapped to the movement, exit code 0', async () => {
    const plain = await runInProcess(csv, files);
    const r = await runInProcess([...csv, '--fix-direction'], files);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('swapped (--fix-direction)');
    // Pair 4 is credited with EW's side of 4S-1 on board 1 now, not NS's: another ranking.
    expect(r.stdout).not.toBe(plain.stdout);
  });

  it('validate: the same warning and exit code 4; --as-recorded 0', async () => {
    const r = await runInProcess(['validate', 't.csv', '--movement', 'm.csv'], files);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain('scored as recorded; if it was entered the wrong way round');
    expect((await runInProcess(['validate', 't.csv', '--movement', 'm.csv', '--as-recorded'], files)).code).toBe(0);
  });
});
