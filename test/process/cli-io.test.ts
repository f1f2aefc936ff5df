/**
 * The built program in a real process, on a real file system: what happens at the edges of its input and
 * output (closed pipes, folders, devices, FIFOs, missing parent folders, bad usage). These are the cases an
 * in-memory file system cannot show.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixtures.js';

const bin = join(projectRoot, 'bin', 'bridgescore.js');
const travellers = join(projectRoot, 'examples', 'club-session', 'travellers.csv');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bridgescore-io-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(args: readonly string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('standard output closed early (| head)', () => {
  it('stops quietly with exit 0 when the reader goes away', async () => {
    // A shell pipeline `bridgescore pairs … --format json | head -c 100`: the reader closes after 100 bytes.
    const child = spawn(process.execPath, [bin, 'pairs', travellers, '--format', 'json', '--pretty'], { cwd: dir });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const first = await new Promise<Buffer>((resolve) => child.stdout.once('data', resolve));
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(first.length).toBeGreaterThan(0);
    expect(code).toBe(0);
    expect(stderr).toBe('');
  });

  it('in a real shell pipeline, head -1 ends it with exit 0 and no stack trace', () => {
    // pipefail: the pipeline's status is bridgescore's when it is not 0
    const r = spawnSync('bash', ['-c', `set -o pipefail; "${process.execPath}" "${bin}" pairs "${travellers}" --format json --pretty | head -1`], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('{\n');
    expect(r.stderr).not.toMatch(/Error|at /);
  });
});

describe('-o', () => {
  it('an existing folder where a file is expected is bad usage (2), naming the path as given', () => {
    mkdirSync(join(dir, 'results'));
    const r = run(['pairs', travellers, '-o', 'results']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^results: is a directory/);
    expect(readdirSync(join(dir, 'results'))).toEqual([]);
  });

  it('a folder (trailing /) is written only with --format html', () => {
    const r = run(['pairs', travellers, '--format', 'csv', '-o', 'x/html/']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/-o x\/html\/: a folder is written only with --format html/);
    expect(existsSync(join(dir, 'x'))).toBe(false);
  });

  it('a path through a file is bad usage (2)', () => {
    writeFileSync(join(dir, 'file'), 'x');
    const r = run(['pairs', travellers, '-o', 'file/out.csv']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^file\/out\.csv: a part of the path is a file, not a folder/);
    expect(readFileSync(join(dir, 'file'), 'utf8')).toBe('x');
  });

  it.each(['table', 'csv', 'json', 'pbn', 'usebio', 'html'])('creates missing parent folders for --format %s', (format) => {
    const r = run(['pairs', travellers, '--format', format, '-o', `a/b/out.${format}`]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(readFileSync(join(dir, 'a', 'b', `out.${format}`), 'utf8').length).toBeGreaterThan(100);
    expect(readdirSync(join(dir, 'a', 'b'))).toEqual([`out.${format}`]);
  });

  it.each([
    ['teams', ['teams', '--matches', join(projectRoot, 'examples', 'teams', 'round-robin', 'matches.csv'), '-f', 'csv']],
    ['vp-table', ['vp-table', '--boards', '8', '-f', 'csv']],
    ['movement mitchell', ['movement', 'mitchell', '--tables', '5', '--rounds', '5', '--boards-per-round', '3']],
    ['swiss', ['swiss', '--contestants', join(projectRoot, 'examples', 'swiss', 'contestants.csv'), '-f', 'csv']],
  ])('%s: -o into missing folders creates them; -o /dev/null stays a device', (_name, args) => {
    const r = run([...args, '-o', 'x/y/out.csv']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(readFileSync(join(dir, 'x', 'y', 'out.csv'), 'utf8')).toContain(',');
    expect(run([...args, '-o', '/dev/null']).status).toBe(0);
    expect(lstatSync('/dev/null').isCharacterDevice()).toBe(true);
  });

  it('creates the missing folders of an HTML site', () => {
    const r = run(['pairs', travellers, '--format', 'html', '-o', 'web/site/']);
    expect(r.status).toBe(0);
    const pages = readdirSync(join(dir, 'web', 'site'));
    expect(pages).toContain('index.html');
    expect(pages.filter((p) => p.startsWith('board-')).length).toBeGreaterThan(10);
  });

  it.each([
    ['a file', ['--format', 'csv', '-o', 'new/deeper/out.csv']],
    ['an HTML site', ['--format', 'html', '-o', 'new/deeper/site/']],
  ])('writes nothing and leaves no folder behind when the input is bad (%s)', (_what, args) => {
    writeFileSync(join(dir, 'bad.csv'), 'board,ns,ew,contract,declarer,result\n1,1,2,3NT,N,+15\n');
    const r = run(['pairs', 'bad.csv', ...args]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^bad\.csv:2/);
    expect(readdirSync(dir)).toEqual(['bad.csv']);
  });

  it('an existing output file is replaced whole, and kept as it was when the run fails', () => {
    writeFileSync(join(dir, 'out.csv'), 'the old results\n');
    writeFileSync(join(dir, 'bad.csv'), 'board,ns,ew,contract,declarer,result\n1,1,2,9NT,N,=\n');
    expect(run(['pairs', 'bad.csv', '--format', 'csv', '-o', 'out.csv']).status).toBe(1);
    expect(readFileSync(join(dir, 'out.csv'), 'utf8')).toBe('the old results\n');
    expect(run(['pairs', travellers, '--format', 'csv', '-o', 'out.csv']).status).toBe(0);
    expect(readFileSync(join(dir, 'out.csv'), 'utf8')).toMatch(/^rank,/);
    expect(readdirSync(dir).sort()).toEqual(['bad.csv', 'out.csv']);
  });

  it('/dev/null stays a device: written directly, never replaced by a file', () => {
    const r = run(['pairs', travellers, '-o', '/dev/null']);
    expect(r.status).toBe(0);
    expect(lstatSync('/dev/null').isCharacterDevice()).toBe(true);
  });

  it('a FIFO is written directly (a reader at the other end gets the output)', async () => {
    const fifo = join(dir, 'pipe');
    if (spawnSync('mkfifo', [fifo]).status !== 0) return; // no mkfifo on this system
    const reader = spawn('cat', [fifo]);
    let got = '';
    reader.stdout.on('data', (d: Buffer) => (got += d.toString()));
    const writer = spawn(process.execPath, [bin, 'pairs', travellers, '--format', 'csv', '-o', fifo]);
    const [code] = await Promise.all([new Promise((r) => writer.on('close', r)), new Promise((r) => reader.on('close', r))]);
    expect(code).toBe(0);
    expect(got).toMatch(/^rank,/);
    expect(lstatSync(fifo).isFIFO()).toBe(true);
  });
});

describe('bad usage', () => {
  it.each(['2026-13-01', '2026-02-30', '2026-2-3', 'tomorrow'])('--date %s is exit 2', (date) => {
    const r = run(['pairs', travellers, '--date', date]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`--date: "${date}" is not a date (expected YYYY-MM-DD`);
    expect(r.stdout).toBe('');
  });

  it('a leap day is a date', () => {
    expect(run(['pairs', travellers, '--date', '2028-02-29', '--format', 'csv']).status).toBe(0);
  });

  it('bridgescore with no command shows the help on stderr and exits 2', () => {
    const r = run([]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^Usage: bridgescore/);
  });
});

describe('input beyond what the program holds', () => {
  it('more than 65,535 sections is bad data (1) naming the file and line, not a crash', () => {
    const lines = ['section,board,ns,ew,contract,declarer,result'];
    for (let s = 0; s < 65_540; s++) lines.push(`S${s},1,1,2,3NT,N,=`);
    writeFileSync(join(dir, 'many.csv'), lines.join('\n') + '\n');
    const r = run(['pairs', 'many.csv', '-o', 'out.json', '--format', 'json']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^many\.csv:65537: more than 65,535 different sections in one event/);
    expect(existsSync(join(dir, 'out.json'))).toBe(false);
  });
});
