/**
 * `--watch` keeps watching when an input is replaced by a folder or a read fails: the failure is reported,
 * the pages stay as they were, and the next good version is published (it ended the watch with exit 1 or 2).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CliDeps, WatchSystem } from '../../src/cli/deps.js';
import { runCli } from '../../src/cli/run.js';
import * as io from '../../src/io/files.js';
import { projectRoot } from '../helpers/fixtures.js';

const TRAVELLERS = readFileSync(join(projectRoot, 'examples', 'club-session', 'travellers.csv'), 'utf8');
let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

let clock = 1_700_000_000;
function rewrite(path: string, content: string): void {
  rmSync(path, { recursive: true, force: true });
  writeFileSync(path, content);
  clock += 10;
  utimesSync(path, clock, clock);
}

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

function deps(watchSystem: () => WatchSystem, readBytes: (p: string) => Promise<Uint8Array>): { deps: CliDeps; err: string[] } {
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

describe('--watch keeps watching', () => {
  it('when the input is replaced by a folder, then by a file again', async () => {
    dir = mkdtempSync(join(tmpdir(), 'watch-faults-'));
    const file = join(dir, 't.csv');
    const out = join(dir, 'out.txt');
    rewrite(file, TRAVELLERS);
    const steps = [
      () => undefined,
      () => {
        rmSync(file);
        mkdirSync(file);
        clock += 10;
        utimesSync(file, clock, clock);
      },
      () => undefined,
      () => undefined,
      () => rewrite(file, TRAVELLERS.replace(/\n$/, '\n')),
      () => undefined,
      () => undefined,
    ];
    const { deps: d, err } = deps(scripted(steps), io.readBytes);
    const code = await runCli(['pairs', file, '--watch', '--interval', '0.05', '-o', out], d);
    const log = err.join('');
    expect(code, log).toBe(0);
    expect(log).toMatch(/not published: .*t\.csv is a folder, expected a file; the pages stay as they were, watching on/);
    expect(log).toMatch(/stopped after 2 updates\n$/);
  });

  it('when a read fails (EIO), once', async () => {
    dir = mkdtempSync(join(tmpdir(), 'watch-faults-'));
    const file = join(dir, 't.csv');
    const out = join(dir, 'out.txt');
    rewrite(file, TRAVELLERS);
    let failNext = false;
    const readBytes = async (p: string): Promise<Uint8Array> => {
      if (failNext) {
        failNext = false;
        throw Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO', path: p });
      }
      return io.readBytes(p);
    };
    const steps = [
      () => undefined,
      () => {
        failNext = true;
        rewrite(file, TRAVELLERS + '\n');
      },
      () => undefined,
      () => undefined,
      () => rewrite(file, TRAVELLERS),
      () => undefined,
      () => undefined,
    ];
    const { deps: d, err } = deps(scripted(steps), readBytes);
    const code = await runCli(['pairs', file, '--watch', '--interval', '0.05', '-o', out], d);
    const log = err.join('');
    expect(code, log).toBe(0);
    expect(log).toMatch(/not published: .*t\.csv cannot be read \(EIO\)/);
    expect(log).toMatch(/stopped after 2 updates\n$/);
  });
});
