/**
 * A folder of pages written again (`pairs … --format html -o FOLDER/`): the pages of the last run that the new
 * event does not have are removed (a 28-board night, then a 14-board one), as the folder's manifest lists them;
 * a file the program did not write stays, and a manifest that names anything but its own pages removes nothing
 * outside them. Run through the built program on the real file system.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixtures.js';

const BIN = join(projectRoot, 'bin', 'bridgescore.js');
const scratch = mkdtempSync(join(tmpdir(), 'bridgescore-site-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const run = (args: string[]) => spawnSync(process.execPath, [BIN, ...args], { cwd: scratch, encoding: 'utf8' });
const boardsIn = (dir: string) => readdirSync(dir).filter((f) => /^board-\d+\.html$/.test(f)).length;

describe('a folder of pages written again', () => {
  const two = join(projectRoot, 'examples', 'two-sessions');
  const big = join(projectRoot, 'examples', 'club-session', 'travellers.csv');

  it('removes the pages the new event does not have, and only those', () => {
    const site = join(scratch, 'site') + '/';
    const first = run(['pairs', big, '--format', 'html', '-o', site]);
    expect(first.status, first.stderr).toBe(0);
    expect(boardsIn(site)).toBe(28);
    writeFileSync(join(site, 'logo.png'), 'mine');
    writeFileSync(join(site, 'notes.html'), 'the club’s own page');
    const second = run(['pairs', join(two, 'evening-1.csv'), '--format', 'html', '-o', site]);
    expect(second.status, second.stderr).toBe(0);
    expect(boardsIn(site)).toBe(14);
    expect(existsSync(join(site, 'board-28.html'))).toBe(false);
    expect(readFileSync(join(site, 'logo.png'), 'utf8')).toBe('mine');
    expect(readFileSync(join(site, 'notes.html'), 'utf8')).toBe('the club’s own page');
    const manifest = JSON.parse(readFileSync(join(site, '.bridgescore-site.json'), 'utf8')) as { pages: string[] };
    expect(manifest.pages).toContain('index.html');
    expect(manifest.pages.filter((p) => p.startsWith('board-'))).toHaveLength(14);
  });

  it('removes nothing a tampered manifest names outside its pages', () => {
    const site = join(scratch, 'tampered') + '/';
    writeFileSync(join(scratch, 'precious.txt'), 'keep');
    expect(run(['pairs', big, '--format', 'html', '-o', site]).status).toBe(0);
    writeFileSync(join(site, '.bridgescore-site.json'), JSON.stringify({ pages: ['../precious.txt', '/etc/hostname', 'board-1.html', 'index.html'] }));
    expect(run(['pairs', join(two, 'evening-1.csv'), '--format', 'html', '-o', site]).status).toBe(0);
    expect(readFileSync(join(scratch, 'precious.txt'), 'utf8')).toBe('keep');
    expect(existsSync(join(site, 'index.html'))).toBe(true);
    // the pages the manifest did not list (boards 15–28 of the first run) stay: only listed pages are removed
    expect(existsSync(join(site, 'board-28.html'))).toBe(true);
  });
});
