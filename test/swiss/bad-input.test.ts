import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { reportedCount } from '../helpers/reported.js';

const HUGE = '9'.repeat(400);
const HEAD = 'round,home,away,imps_home,imps_away,boards,vp_home,vp_away';
const run = (argv: string[], files: Record<string, string>) => runInProcess(['swiss', ...argv], files);

describe('swiss: numbers in the results are range-checked where they are read', () => {
  it.each([
    [
      'round',
      `${HEAD}\n${HUGE},1,2,,,8,12,8\n`,
      'r.csv:2: field "round": "99999999999999999999…" (400 characters) is not a round number (expected a whole number from 1 to 999)',
    ],
    [
      'boards',
      `${HEAD}\n1,1,2,,,${HUGE},12,8\n`,
      'r.csv:2: field "boards": "99999999999999999999…" (400 characters) is not a number of boards (expected a whole number from 1 to 1000)',
    ],
    [
      'vp_home',
      `${HEAD}\n1,1,2,,,8,${HUGE},8\n`,
      'r.csv:2: field "vp_home": "99999999999999999999…" (400 characters) is not a number (expected a number from -100000 to 100000)',
    ],
    [
      'imps_home (10 MB)',
      `${HEAD}\n1,1,2,${'3'.repeat(10_000_000)},1,8,12,8\n`,
      'r.csv:2: field "imps_home": "33333333333333333333…" (10000000 characters) is not a number',
    ],
  ])('a huge %s is bad data (exit 1)', async (_field, csv, message) => {
    const r = await run(['r.csv'], { 'r.csv': csv });
    expect(r.stderr).toContain(message);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
  });

  it.each([
    ['--rounds', HUGE, '(expected a whole number from 1 to 999)'],
    ['--boards-per-round', '2147483648', '(expected a whole number from 1 to 1000)'],
    ['--bye-score', HUGE, '(expected a number such as 12 or 12.5, at most 100000)'],
  ])('a huge %s is bad usage (exit 2)', async (option, value, message) => {
    const r = await run(['--contestants', 'c.csv', option, value], { 'c.csv': 'id\n1\n2\n' });
    expect(r.stderr).toContain(message);
    expect(r.code).toBe(2);
  });

  it('a 400-digit rank is bad data', async () => {
    const r = await run(['--contestants', 'c.csv'], { 'c.csv': `id,rank\n1,${HUGE}\n2,1\n` });
    expect(r.stderr).toContain('c.csv:2: field "rank": "99999999999999999999…" (400 characters) is not a rank (expected a whole number from 1 to 1000000)');
    expect(r.code).toBe(1);
  });

  it('reports 100 000 bad rows at once, each row judged on its own messages (not the whole list again)', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => `1,${2 * i + 1},${2 * i + 2},,,8,x,8`).join('\n');
    const r = await run(['r.csv'], { 'r.csv': `${HEAD}\n${rows}\n` });
    expect(r.stderr).toContain('r.csv:2: field "vp_home": "x" is not a number (expected a decimal number such as 12.34)');
    // every row counted: the lines shown, the rest counted (a reader keeps the first of them)
    expect(reportedCount(r.stderr, 'r.csv')).toBe(100_000);
    expect(r.code).toBe(1);
  }, 30_000);

  it('refuses a field too large to pair (exit 1, at once) instead of running out of memory', async () => {
    const ids = Array.from({ length: 130_000 }, (_, i) => String(i + 1)).join('\n');
    const r = await run(['--contestants', 'c.csv'], { 'c.csv': `id\n${ids}\n` });
    expect(r.stderr).toBe(
      'c.csv: 130000 teams to pair (expected at most 1000: a round is paired by one optimisation over the whole field, whose time grows with the cube of its size)\n',
    );
    expect(r.code).toBe(1);
  }, 30_000);
});
