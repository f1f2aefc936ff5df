/**
 * `bridgescore serve SESSION.bws` on the real Bridgemate session (test/fixtures/bridgemate/), as the club's
 * control software keeps it: the movement read from the database, the pages served with its hand record, and
 * a database caught damaged (cut short, as while it is written) leaves the pages as they were, is reported as
 * damaged after a few looks, and is read again once it is whole.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgemateDir, projectRoot } from '../helpers/fixtures.js';
import { get } from './server.js';

const BWS = join(bridgemateDir, 'club-2026-01-19.bws');
const HANDS = join(bridgemateDir, 'club-2026-01-19-hands.pbn');

describe('serve SESSION.bws', () => {
  let dir = '';
  let child: ChildProcess;
  let log = '';
  let url = '';
  const file = (): string => join(dir, 'club.bws');
  const until = async (text: string, count = 1, ms = 30_000): Promise<void> => {
    const start = Date.now();
    while (log.split(text).length - 1 < count && Date.now() - start < ms) await new Promise((r) => setTimeout(r, 50));
    if (log.split(text).length - 1 < count) throw new Error(`no "${text}" ×${count} after ${ms} ms:\n${log}`);
  };
  const replace = (bytes: Uint8Array): void => {
    const tmp = join(dir, 'club.tmp');
    writeFileSync(tmp, bytes);
    renameSync(tmp, file());
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'serve-bws-'));
    copyFileSync(BWS, file());
    child = spawn(
      process.execPath,
      [join(projectRoot, 'bin', 'bridgescore.js'), 'serve', file(), '--deals', HANDS, '--port', '0', '--interval', '0.1', '--director-key', 'director-key-1'],
      { env: { ...process.env, NO_COLOR: '1' } },
    );
    child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    await until('version 1 published');
    url = /serving (http:\/\/\S+\/)/.exec(log)?.[1] as string;
  }, 60_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      child.kill('SIGINT');
      await new Promise((resolve) => child.on('exit', resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the session with the movement of the database: every round complete, every board whole', async () => {
    expect(log).toContain('version 1 published (');
    const index = await get(url, '/');
    expect(index.status).toBe(200);
    expect(index.body).toContain('Provisional results: all 9 rounds complete');
    const board = await get(url, '/board-1.html');
    expect(board.body).toContain('aria-label="Deal of board 1"');
    expect(board.body).toContain('class="traveller"');
    expect(board.body).toContain('class="frequencies"');
    const pair = await get(url, '/pair-ns-1.html');
    expect(pair.body).toContain('You have played all your rounds.');
    const director = await get(url, '/director/director-key-1');
    expect(director.body).toMatch(/<tr><td class="n">1<\/td><td class="n">(\d+|–)<\/td><td class="n">\d+ \/ \d+<\/td><\/tr>/);
  });

  it('keeps the pages while the database is damaged, says so after a few looks, and reads it again once whole', async () => {
    const before = (await get(url, '/')).body;
    replace(new Uint8Array(readFileSync(BWS).subarray(0, 600_000)));
    await until('damaged: it could not be read whole at');
    expect(log).toContain(`${file()}: damaged`);
    expect((await get(url, '/')).body).toBe(before);
    // whole again: read, and the same pages as before (no new version)
    replace(new Uint8Array(readFileSync(BWS)));
    await until(' no change\n');
    expect(log.match(/version \d+ published/g)).toEqual(['version 1 published']);
    expect((await get(url, '/')).body).toBe(before);
  }, 60_000);
});
