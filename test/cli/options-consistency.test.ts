/**
 * One convention across the commands: -o/--output and -f/--format, lists space- or comma-separated, help
 * texts that cite only what the repository holds.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { projectRoot } from '../helpers/fixtures.js';

const MATCHES = 'round,home,away,imps_home,imps_away,boards,vp_home,vp_away\n1,A,B,55,59,32,,\n';
const CONTESTANTS = 'id,name\n1,A\n2,B\n3,C\n4,D\n5,E\n6,F\n';

describe('-o/--output and -f/--format', () => {
  it.each([
    ['teams', ['teams', '--matches', 'm.csv'], 'csv'],
    ['vp-table', ['vp-table', '--boards', '8'], 'csv'],
    ['swiss', ['swiss', '--contestants', 'c.csv'], 'csv'],
  ])('%s takes -f and -o, the same as --format and --output', async (_name, argv, format) => {
    const files = { 'm.csv': MATCHES, 'c.csv': CONTESTANTS };
    const long = await runInProcess([...argv, '--format', format, '--output', 'out.txt'], files);
    const short = await runInProcess([...argv, '-f', format, '-o', 'out.txt'], files);
    expect(long.code).toBe(0);
    expect(short.code).toBe(0);
    expect(short.stdout).toBe('');
    expect(short.written.get('out.txt')).toBe(long.written.get('out.txt'));
    expect(String(short.written.get('out.txt'))).toContain(',');
  });
});

describe('lists', () => {
  it('swiss --exclude takes ids comma-separated, or the option repeated', async () => {
    const files = { 'c.csv': CONTESTANTS };
    const commas = await runInProcess(['swiss', '--contestants', 'c.csv', '-f', 'csv', '--exclude', '2,5'], files);
    const both = await runInProcess(['swiss', '--contestants', 'c.csv', '-f', 'csv', '--exclude', '2', '--exclude', '5,'], files);
    expect(commas.code).toBe(0);
    expect(commas.stdout).toBe('round,table,home,away\n1,1,1,3\n1,2,4,6\n');
    expect(both.stdout).toBe(commas.stdout);
  });

  it('a list option does not swallow the files after it (it was "missing required argument")', async () => {
    const t = readFileSync(join(projectRoot, 'examples', 'club-session', 'travellers.csv'), 'utf8');
    const cards = await runInProcess(['pairs', '--scorecards', '2', 't.csv', '-f', 'csv'], { 't.csv': t });
    expect(cards.code, cards.stderr).toBe(0);
    expect(cards.stdout).toBe((await runInProcess(['pairs', 't.csv', '--scorecards', '2', '-f', 'csv'], { 't.csv': t })).stdout);
    const withdrawn = await runInProcess(['pairs', '--withdrawn', '3', 't.csv', '-f', 'csv'], { 't.csv': t });
    expect(withdrawn.code, withdrawn.stderr).toBe(0);
  });
});

describe('help texts cite only files in the repository', () => {
  it.each([
    ['pairs'],
    ['explain'],
    ['validate'],
    ['movement'],
    ['movement mitchell'],
    ['movement howell'],
    ['movement suggest'],
    ['movement cards'],
    ['movement check'],
    ['teams'],
    ['vp-table'],
    ['swiss'],
    ['profiles'],
    ['handicap run'],
    ['handicap import'],
    ['handicap export'],
    ['handicap explain'],
  ])('%s', async (command) => {
    const argv = command.split(' ');
    const r = await runInProcess([...argv, '--help']);
    const cited = [...r.stdout.matchAll(/[\w./-]+\.(md|csv|pbn|json|sqlite)\b/g)].map((m) => m[0]);
    for (const file of cited.filter((f) => f.includes('/') || f.endsWith('.md'))) expect(existsSync(file), file).toBe(true);
    expect(r.stdout).not.toMatch(/\b(teams|scoring|handicap|formats|nbf-regulations)\.md\b/);
  });
});

describe('explain offers only what changes a board', () => {
  it('leaves out the options of the ranking alone', async () => {
    const help = (await runInProcess(['explain', '--help'])).stdout;
    for (const option of ['--title', '--date', '--penalties', '--carry-over', '--qualify', '--qualify-total', '--withdrawn', '--disqualified']) {
      expect(help).not.toContain(option);
    }
    for (const option of ['--adjustments', '--scoring', '--profile', '--small-groups', '--neuberg-n', '--across-sections']) expect(help).toContain(option);
  });

  it('refuses a ranking option as unknown (exit 2)', async () => {
    const r = await runInProcess(['explain', 't.csv', '--board', '1', '--penalties', 'p.csv'], {
      't.csv': 'board,ns,ew,contract,declarer,result\n1,1,2,3NT,N,=\n',
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown option '--penalties'");
  });

  it('names what --winners takes', async () => {
    for (const command of ['pairs', 'validate']) expect((await runInProcess([command, '--help'])).stdout).toContain('--winners <fields>');
  });
});

describe('an option that belongs to another', () => {
  it('--interval without --watch is bad usage (exit 2), whatever its value', async () => {
    const files = { 't.csv': 'board,ns,ew,contract,declarer,result\n1,1,2,3NT,N,=\n' };
    for (const value of ['5', 'abc']) {
      const r = await runInProcess(['pairs', 't.csv', '--interval', value], files);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('--interval is how often --watch looks at the files');
      expect(r.stdout).toBe('');
    }
  });
});
