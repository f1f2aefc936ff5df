/**
 * The register survives what a federation's nightly job meets: the process killed (kill -9) at any moment
 * of an import or a run, and two imports at once. Afterwards SQLite's integrity check passes and the
 * register is as it was before or after the command, never in between; a second import waits for the first
 * (busy timeout) or fails cleanly, and no import that said it succeeded is lost.
 *
 * These tests spawn the built program (bin/bridgescore.js runs dist/: `npm run build` first; `npm test`
 * does). The moments of the kills come from a seeded generator, and every check holds wherever they land.
 */
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberListCsv, seededRandom, syntheticFederation } from '../helpers/handicap-synthetic.js';
import { tempDir } from './helpers.js';

const root = join(import.meta.dirname, '../..');
const bin = join(root, 'bin/bridgescore.js');
const built = existsSync(join(root, 'dist/cli/main.js'));

let dir: string;
let cleanup: () => void;
let firstHalf: string[];
let secondHalf: string[];

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Run the program; with `killAfterMs`, send SIGKILL after that long (if it is still running). */
function bridgescore(argv: readonly string[], killAfterMs?: number): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...argv], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    const timer = killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/** Everything the register holds, as one digest (opening it also rolls back a hot journal). */
function contentDigest(path: string): { integrity: string; digest: string; events: number } {
  const db = new Database(path);
  try {
    const integrity = String(db.pragma('integrity_check', { simple: true }));
    const hash = createHash('sha256');
    const tables = new Set(db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all());
    for (const table of [
      'players',
      'events',
      'contestants',
      'contestant_players',
      'snapshots',
      'snapshot_hc',
      'snapshot_events',
      'hc_changes',
      'hc_change_steps',
      'running_hc',
      'imports',
      'meta',
    ].filter((t) => tables.has(t))) {
      for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).raw().iterate()) hash.update(JSON.stringify(row) + '\n');
    }
    const events = (db.prepare('SELECT count(*) AS n FROM events').get() as { n: number }).n;
    return { integrity, digest: hash.digest('hex'), events };
  } finally {
    db.close();
  }
}

beforeAll(() => {
  ({ dir, cleanup } = tempDir());
  const fed = syntheticFederation({ players: 3000, events: 2000, seed: 11 });
  writeFileSync(join(dir, 'register.csv'), memberListCsv(fed.members));
  mkdirSync(join(dir, 'ev'));
  const names = fed.events.map((text, i) => {
    const name = `ev/${String(i + 1).padStart(4, '0')}.json`;
    writeFileSync(join(dir, name), text);
    return name;
  });
  firstHalf = names.slice(0, 1000);
  secondHalf = names.slice(1000);
});
afterAll(() => cleanup?.());

const NOW = ['--now', '2026-11-01T03:00:00Z'];

/**
 * Moments to kill a command at, spread over the time a complete run of it took (most of the first part is
 * the program starting). The time only chooses the moments: every check holds wherever a kill lands.
 */
function momentsWithin(durationMs: number, seed: number): () => number {
  const rnd = seededRandom(seed);
  return () => Math.round(durationMs * (0.35 + 0.6 * rnd()));
}

describe.skipIf(!built)('kill -9 in the middle of a command', () => {
  it('the program is built (run npm run build first)', () => {
    expect(built).toBe(true);
  });

  it('an import killed at random moments leaves the register as before or after, intact', async () => {
    expect((await bridgescore(['handicap', 'register', 'import', 'register.csv', '--db', 'base.sqlite'])).code).toBe(0);
    expect((await bridgescore(['handicap', 'import', '--db', 'base.sqlite', ...NOW, ...firstHalf])).code).toBe(0);
    const before = contentDigest(join(dir, 'base.sqlite'));
    copyFileSync(join(dir, 'base.sqlite'), join(dir, 'full.sqlite'));
    const t0 = performance.now();
    expect((await bridgescore(['handicap', 'import', '--db', 'full.sqlite', ...NOW, ...secondHalf])).code).toBe(0);
    const duration = performance.now() - t0;
    const after = contentDigest(join(dir, 'full.sqlite'));
    expect(after.events).toBe(before.events + secondHalf.length);

    const killAt = momentsWithin(duration, 2026);
    for (let trial = 0; trial < 4; trial++) {
      const db = `kill-import-${trial}.sqlite`;
      copyFileSync(join(dir, 'base.sqlite'), join(dir, db));
      const exit = await bridgescore(['handicap', 'import', '--db', db, ...NOW, ...secondHalf], killAt());
      const state = contentDigest(join(dir, db));
      expect(state.integrity).toBe('ok');
      expect([before.digest, after.digest]).toContain(state.digest);
      if (exit.code === 0) expect(state.digest).toBe(after.digest);
    }
  }, 120_000);

  it('a monthly run killed at random moments leaves the register as before or after, intact', async () => {
    copyFileSync(join(dir, 'full.sqlite'), join(dir, 'ran.sqlite'));
    const t0 = performance.now();
    expect((await bridgescore(['handicap', 'run', '--db', 'ran.sqlite', '--as-of', '2026-11-01'])).code).toBe(0);
    const killAt = momentsWithin(performance.now() - t0, 15);
    const before = contentDigest(join(dir, 'full.sqlite'));
    const after = contentDigest(join(dir, 'ran.sqlite'));
    expect(after.digest).not.toBe(before.digest);
    for (let trial = 0; trial < 4; trial++) {
      const db = `kill-run-${trial}.sqlite`;
      copyFileSync(join(dir, 'full.sqlite'), join(dir, db));
      const exit = await bridgescore(['handicap', 'run', '--db', db, '--as-of', '2026-11-01'], killAt());
      const state = contentDigest(join(dir, db));
      expect(state.integrity).toBe('ok');
      expect([before.digest, after.digest]).toContain(state.digest);
      if (exit.code === 0) expect(state.digest).toBe(after.digest);
    }
  }, 120_000);

  it('a first import killed at random moments leaves no register, or a complete one', async () => {
    const t0 = performance.now();
    expect((await bridgescore(['handicap', 'import', '--db', 'first.sqlite', ...NOW, ...firstHalf])).code).toBe(0);
    const killAt = momentsWithin(performance.now() - t0, 7);
    for (let trial = 0; trial < 3; trial++) {
      const db = `kill-first-${trial}.sqlite`;
      await bridgescore(['handicap', 'import', '--db', db, ...NOW, ...firstHalf], killAt());
      if (!existsSync(join(dir, db))) continue;
      const state = contentDigest(join(dir, db));
      expect(state.integrity).toBe('ok');
      expect(state.events).toBe(firstHalf.length);
    }
  }, 120_000);
});

describe.skipIf(!built)('two imports at once', () => {
  it('into one register: both succeed (one waits) or one fails cleanly; nothing that succeeded is lost', async () => {
    copyFileSync(join(dir, 'base.sqlite'), join(dir, 'two.sqlite'));
    const a = secondHalf.slice(0, 500);
    const b = secondHalf.slice(500);
    const [ra, rb] = await Promise.all([
      bridgescore(['handicap', 'import', '--db', 'two.sqlite', ...NOW, ...a]),
      bridgescore(['handicap', 'import', '--db', 'two.sqlite', ...NOW, ...b]),
    ]);
    for (const r of [ra, rb]) {
      expect([0, 1], r.stderr).toContain(r.code);
      if (r.code === 1) expect(r.stderr).toContain('the database is locked by another program');
    }
    const state = contentDigest(join(dir, 'two.sqlite'));
    expect(state.integrity).toBe('ok');
    expect(state.events).toBe(firstHalf.length + (ra.code === 0 ? a.length : 0) + (rb.code === 0 ? b.length : 0));
  }, 60_000);

  it('into a register that does not exist yet: a failing import never removes the one that succeeded', async () => {
    writeFileSync(join(dir, 'bad.json'), '{"schemaVersion":1,"event":{"title":"x","scoring":"matchpoints"},"ranking":[]}');
    for (let round = 0; round < 4; round++) {
      const db = `race-${round}.sqlite`;
      const good = firstHalf.slice(round * 3, round * 3 + 3);
      const [bad, ok] = await Promise.all([
        bridgescore(['handicap', 'import', '--db', db, ...NOW, ...firstHalf.slice(100, 140), 'bad.json']),
        bridgescore(['handicap', 'import', '--db', db, ...NOW, ...good]),
      ]);
      expect(bad.code, bad.stderr).toBe(1);
      expect(ok.code, ok.stderr).toBe(0);
      expect(ok.stdout).toContain('3 added');
      const state = contentDigest(join(dir, db));
      expect(state.integrity).toBe('ok');
      expect(state.events).toBe(3);
    }
    // Only the registers remain: no temporary file is left behind by a finished command.
    expect(readdirSync(dir).filter((f) => f.startsWith('race-') && f.endsWith('.new'))).toEqual([]);
  }, 60_000);
});
