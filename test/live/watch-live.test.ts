/**
 * `--watch` in the club room: a Bridgemate file that stays damaged is named and reported as damaged after a few
 * looks (not waited on silently for ever), and published once it is whole again; `--watch --final` publishes
 * the pages as final once every round is complete, provisional until then. Real files in a temporary folder;
 * the loop's sleep is a script of what happens to the files between two looks.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CliDeps, WatchSystem } from '../../src/cli/deps.js';
import { runCli } from '../../src/cli/run.js';
import { DAMAGED_AFTER, DamagedFiles } from '../../src/cli/watch-pairs.js';
import { InputError } from '../../src/base/diagnostics.js';
import * as io from '../../src/io/files.js';
import { bridgemateDir, projectRoot } from '../helpers/fixtures.js';

const CLUB = join(projectRoot, 'examples', 'club-session');
const TRAVELLERS = readFileSync(join(CLUB, 'travellers.csv'), 'utf8').trim().split('\n');
const upToRound = (n: number): string => [TRAVELLERS[0], ...TRAVELLERS.slice(1).filter((l) => Number(l.split(',')[1]) <= n)].join('\n') + '\n';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

let stampClock = 1_750_000_000;
function rewrite(path: string, content: string | Uint8Array): void {
  writeFileSync(path, content);
  stampClock += 10;
  utimesSync(path, stampClock, stampClock);
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
    clock: () => '21:00:00',
  });
}

function realDeps(watchSystem: () => WatchSystem): { deps: CliDeps; err: string[] } {
  const err: string[] = [];
  return {
    err,
    deps: {
      readBytes: (path) => io.readBytes(path),
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

describe('--watch on a file that stays damaged', () => {
  const BWS = readFileSync(join(bridgemateDir, 'club-2026-01-19.bws'));

  it(`is named and reported as damaged after ${DAMAGED_AFTER} looks, then published once it is whole`, async () => {
    dir = mkdtempSync(join(tmpdir(), 'live-'));
    const file = join(dir, 'club.bws');
    const out = join(dir, 'results') + '/';
    rewrite(file, BWS.subarray(0, 600_000));
    const pages: boolean[] = [];
    const look = () => pages.push(existsSync(join(out, 'index.html')));
    const steps = [look, look, look, look, look, () => (look(), rewrite(file, BWS)), look, look];
    const { deps, err } = realDeps(scripted(steps));
    expect(await runCli(['pairs', file, '--watch', '-o', out, '--format', 'html'], deps)).toBe(0);
    const log = err.join('');
    expect(log).toContain('21:00:00 a file could not be read whole: reading again at the next look; the pages stay as they were\n');
    const damaged = `  ${file}: damaged: it could not be read whole at ${DAMAGED_AFTER} looks in a row (`;
    expect(log).toContain(damaged);
    expect(log).toContain('the pages stay as they were until the file changes\n');
    // reported once, not again at every look while the file stays as it is
    expect(log.split(damaged).length - 1).toBe(1);
    expect(pages.slice(0, 6).every((p) => !p)).toBe(true);
    expect(pages[pages.length - 1]).toBe(true);
    expect(log).toContain(`21:00:00 ${out} updated: Provisional results: all 9 rounds complete\n`);
  });

  it('counts only looks in a row at which the file could not be read', () => {
    const d = new DamagedFiles(3);
    const unreadable = new InputError([{ severity: 'error', code: 'bws-unreadable', file: 'x.bws', message: 'cut short' }]);
    expect(d.seen(unreadable)).toBe(unreadable);
    expect(d.seen(unreadable)).toBe(unreadable);
    d.reset();
    expect(d.seen(unreadable)).toBe(unreadable);
    expect(d.seen(new Error('other'))).toBeInstanceOf(Error);
    expect(d.seen(unreadable)).toBe(unreadable);
    expect(d.seen(unreadable)).toBe(unreadable);
    const third = d.seen(unreadable) as InputError;
    expect(third.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'file-damaged',
        file: 'x.bws',
        message: 'damaged: it could not be read whole at 3 looks in a row (cut short); the pages stay as they were until the file changes',
      },
    ]);
  });
});

describe('--watch --final', () => {
  it('is provisional until every round is complete, then final, in words', async () => {
    dir = mkdtempSync(join(tmpdir(), 'live-'));
    const file = join(dir, 'travellers.csv');
    const out = join(dir, 'results') + '/';
    const seen: string[] = [];
    const look = () => seen.push(banner(readFileSync(join(out, 'index.html'), 'utf8')));
    rewrite(file, upToRound(2));
    const steps = [() => undefined, () => (look(), rewrite(file, upToRound(7))), () => undefined, () => look()];
    const { deps, err } = realDeps(scripted(steps));
    const code = await runCli(
      ['pairs', file, '--movement', join(CLUB, 'movement.csv'), '--watch', '--final', '--interval', '0.05', '-o', out, '--format', 'html'],
      deps,
    );
    expect(code).toBe(0);
    expect(seen).toEqual(['Provisional results: rounds 1–2 of 7 complete', 'Final results']);
    const page = readFileSync(join(out, 'index.html'), 'utf8');
    expect(page).not.toContain('Provisional');
    expect(page).not.toContain('ranked-on-played');
    expect(err.join('')).toContain(`21:00:00 ${out} updated: Final results\n`);
  });
});
