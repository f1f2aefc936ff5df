/**
 * `bridgescore pairs … --watch`: real files in a temporary folder change under the running command. The loop's
 * sleep is a script of what happens to the files between two looks (no waiting), the rest is real: file stamps,
 * reading, scoring, writing pages atomically. One test runs the real program and ends it with Ctrl-C (SIGINT).
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CliDeps } from '../../src/cli/deps.js';
import { runCli } from '../../src/cli/run.js';
import { intervalMs } from '../../src/cli/watch.js';
import { type WatchSystem } from '../../src/cli/deps.js';
import * as io from '../../src/io/files.js';
import { bridgemateDir, projectRoot } from '../helpers/fixtures.js';

const CLUB = join(projectRoot, 'examples', 'club-session');
const TRAVELLERS = readFileSync(join(CLUB, 'travellers.csv'), 'utf8').trim().split('\n');
const HEADER = TRAVELLERS[0] as string;
/** The club session's lines of rounds 1…n (the column after the board is the round). */
const upToRound = (n: number): string => [HEADER, ...TRAVELLERS.slice(1).filter((l) => Number(l.split(',')[1]) <= n)].join('\n') + '\n';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

let stampClock = 1_700_000_000;
/** Write a file and give it a new modification time, as a program writing it would. */
function rewrite(path: string, content: string | Uint8Array): void {
  writeFileSync(path, content);
  stampClock += 10;
  utimesSync(path, stampClock, stampClock);
}

/** The real file stamps; each sleep runs the next step of the script; stopped when the script is done. */
function scripted(steps: readonly (() => void)[]): () => WatchSystem {
  let tick = 0;
  return () => ({
    async stat(path) {
      try {
        const s = await stat(path);
        return { mtimeMs: s.mtimeMs, size: s.size };
      } catch {
        return undefined;
      }
    },
    async sleep() {
      steps[tick]?.();
      tick++;
    },
    stopped: () => tick >= steps.length,
    clock: () => '20:15:00',
  });
}

function realDeps(watchSystem: () => WatchSystem, readBytes: (p: string) => Promise<Uint8Array> = io.readBytes): { deps: CliDeps; err: string[] } {
  const err: string[] = [];
  return {
    err,
    deps: {
      readBytes,
      writeFilesAtomic: io.writeFilesAtomic,
      stdout: () => undefined,
      stderr: (s) => err.push(s),
      color: false,
      stderrIsTTY: false,
      env: {},
      cwd: dir,
      watchSystem,
    },
  };
}

const banner = (html: string): string => /<p class="live-status" role="status">([^<]*)<\/p>/.exec(html)?.[1] ?? '(none)';

describe('--watch on a session entered round by round', () => {
  it('republishes as rounds complete, keeps the last good pages when the file is bad, and marks every page provisional', async () => {
    dir = mkdtempSync(join(tmpdir(), 'watch-'));
    const file = join(dir, 'travellers.csv');
    const out = join(dir, 'results') + '/';
    const seen: string[] = [];
    const look = () => seen.push(existsSync(join(out, 'index.html')) ? banner(readFileSync(join(out, 'index.html'), 'utf8')) : '(no page)');
    rewrite(file, upToRound(1));
    const steps = [
      () => (look(), rewrite(file, upToRound(3))), // changes: read once it has stayed the same for an interval
      () => look(),
      () => (look(), rewrite(file, upToRound(3) + '29,4,1,1,9,9NT,N,=,\n')), // a bad line arrives
      () => look(),
      () => (look(), rewrite(file, upToRound(7))),
      () => look(),
      () => look(),
    ];
    const { deps, err } = realDeps(scripted(steps));
    const code = await runCli(['pairs', file, '--movement', join(CLUB, 'movement.csv'), '--watch', '--interval', '0.05', '-o', out, '--format', 'html'], deps);
    expect(code).toBe(0);
    expect(seen).toEqual([
      'Provisional results: round 1 of 7 complete',
      'Provisional results: round 1 of 7 complete',
      'Provisional results: rounds 1–3 of 7 complete',
      'Provisional results: rounds 1–3 of 7 complete',
      'Provisional results: rounds 1–3 of 7 complete',
      'Provisional results: rounds 1–3 of 7 complete',
      'Provisional results: all 7 rounds complete',
    ]);
    const log = err.join('');
    expect(log).toContain(`20:15:00 ${out} updated: Provisional results: round 1 of 7 complete\n`);
    expect(log).toContain(`20:15:00 ${out} updated: Provisional results: rounds 1–3 of 7 complete\n`);
    expect(log).toMatch(
      /20:15:00 not published \(1 error\); the pages stay as they were:\n {2}.*travellers\.csv:\d+: field "contract": "9NT" is not a contract/,
    );
    expect(log).toContain(`20:15:00 ${out} updated: Provisional results: all 7 rounds complete\n`);
    expect(log.endsWith('stopped after 3 updates\n')).toBe(true);
    // Every page says so, the board pages too.
    expect(banner(readFileSync(join(out, 'board-1.html'), 'utf8'))).toBe('Provisional results: all 7 rounds complete');
  });
});

describe('--watch on a Bridgemate file caught mid-write', () => {
  const BWS = readFileSync(join(bridgemateDir, 'club-2026-01-19.bws'));

  it('never publishes a database that cannot be read whole, and publishes it once it can', async () => {
    dir = mkdtempSync(join(tmpdir(), 'watch-'));
    const file = join(dir, 'club.bws');
    const out = join(dir, 'results') + '/';
    const pages: boolean[] = [];
    rewrite(file, BWS.subarray(0, 600_000));
    const steps = [
      () => (pages.push(existsSync(join(out, 'index.html'))), rewrite(file, BWS)),
      () => pages.push(existsSync(join(out, 'index.html'))),
      () => pages.push(existsSync(join(out, 'index.html'))),
    ];
    const { deps, err } = realDeps(scripted(steps));
    const code = await runCli(['pairs', file, '--watch', '-o', out, '--format', 'html'], deps);
    expect(code).toBe(0);
    expect(pages).toEqual([false, false, true]);
    const log = err.join('');
    expect(log).toContain('20:15:00 a file could not be read whole: reading again at the next look; the pages stay as they were\n');
    expect(log).toContain(`20:15:00 ${out} updated: Provisional results: all 9 rounds complete\n`);
    expect(banner(readFileSync(join(out, 'board-27.html'), 'utf8'))).toBe('Provisional results: all 9 rounds complete');
  });

  it('reads again a file that changes while it is being read', async () => {
    dir = mkdtempSync(join(tmpdir(), 'watch-'));
    const file = join(dir, 'club.bws');
    const out = join(dir, 'results') + '/';
    rewrite(file, BWS);
    let reads = 0;
    // Bridgemate writes to the file while the first read is under way.
    const readBytes = async (p: string): Promise<Uint8Array> => {
      const bytes = await io.readBytes(p);
      if (p === file && ++reads === 1) rewrite(file, BWS);
      return bytes;
    };
    const written: boolean[] = [];
    const steps = [
      () => written.push(existsSync(join(out, 'index.html'))),
      () => written.push(existsSync(join(out, 'index.html'))),
      () => written.push(existsSync(join(out, 'index.html'))),
    ];
    const { deps, err } = realDeps(scripted(steps), readBytes);
    expect(await runCli(['pairs', file, '--watch', '-o', out, '--format', 'html'], deps)).toBe(0);
    expect(written).toEqual([false, false, true]);
    expect(err.join('')).toContain(`20:15:00 ${file} changed while it was being read: reading again at the next look; the pages stay as they were\n`);
    expect(reads).toBe(2);
  });
});

describe('--watch: usage', () => {
  it.each([
    [['--watch'], 'error: --watch rewrites its output: give -o FOLDER/ (html pages) or -o FILE\n'],
    [['--watch', '-o', 'x/', '--interval', 'soon'], 'error: --interval: "soon" is not a number of seconds (expected 0.05 to 3600)\n'],
  ])('%j', async (args, message) => {
    dir = mkdtempSync(join(tmpdir(), 'watch-'));
    const file = join(dir, 't.csv');
    rewrite(file, upToRound(1));
    const { deps, err } = realDeps(scripted([]));
    expect(await runCli(['pairs', file, ...args], deps)).toBe(2);
    expect(err.join('')).toBe(message);
  });

  it.each([
    ['2', 2000],
    ['0.05', 50],
    ['0.01', undefined],
    ['3601', undefined],
    ['1e3', undefined],
  ])('--interval %s → %s ms', (text, ms) => {
    expect(intervalMs(text)).toBe(ms);
  });
});

describe('--watch in the real program', () => {
  it('updates when the file changes under it and ends with exit code 0 on Ctrl-C', async () => {
    dir = mkdtempSync(join(tmpdir(), 'watch-'));
    const file = join(dir, 'travellers.csv');
    const out = join(dir, 'results') + '/';
    writeFileSync(file, upToRound(2));
    const child = spawn(
      process.execPath,
      [
        join(projectRoot, 'bin', 'bridgescore.js'),
        'pairs',
        file,
        '--movement',
        join(CLUB, 'movement.csv'),
        '--watch',
        '--interval',
        '0.05',
        '-o',
        out,
        '--format',
        'html',
      ],
      { env: { ...process.env, NO_COLOR: '1' } },
    );
    let log = '';
    const waitFor = (text: string): Promise<void> =>
      new Promise((resolve, reject) => {
        const check = (): void => {
          if (log.includes(text)) resolve();
        };
        child.stderr.on('data', (d: Buffer) => {
          log += d.toString();
          check();
        });
        child.on('exit', () => (log.includes(text) ? resolve() : reject(new Error(`exited before "${text}":\n${log}`))));
        check();
      });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await waitFor('rounds 1–2 of 7 complete');
    appendFileSync(
      file,
      upToRound(7)
        .split('\n')
        .slice(1)
        .filter((l) => l !== '' && !upToRound(2).includes(l))
        .join('\n') + '\n',
    );
    await waitFor('all 7 rounds complete');
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(log).toContain('stopped after 2 updates');
    expect(banner(readFileSync(join(out, 'index.html'), 'utf8'))).toBe('Provisional results: all 7 rounds complete');
  });
});
