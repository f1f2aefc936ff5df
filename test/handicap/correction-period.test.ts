/**
 * NBF 1.10.4: a verifiable scoring error may be corrected for 48 hours. A changed event replaces the stored
 * one within that period from its first import; after it the import is refused (exit 1, the register as it
 * was) unless the organiser accepts it with --late-correction. Registers made before the period was recorded
 * are migrated and accept corrections of their old events.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerHandicapCommand } from '../../src/cli/commands/handicap.js';
import { APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION } from '../../src/io/handicap-db/schema.js';
import { runCommand } from '../helpers/cli.js';

const root = new URL('../../', import.meta.url).pathname;
const original = readFileSync(join(root, 'examples/handicap/incoming/2026-10-06-oslo.json'), 'utf8');
/** The same event with one pair's result corrected. */
const corrected = original.replace('"percentage": 58.33', '"percentage": 58.75');
const correctedAgain = original.replace('"percentage": 58.33', '"percentage": 59.17');

let dir: string;
let db: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bridgescore-correction-'));
  db = join(dir, 'handicap.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const importAt = (now: string, text: string, extra: string[] = []) =>
  runCommand(registerHandicapCommand, ['handicap', 'import', '--db', db, '--now', now, ...extra, 'event.json'], { 'event.json': text });

function storedHash(): string {
  const d = new Database(db, { readonly: true });
  try {
    return (d.prepare('SELECT content_hash AS h FROM events').get() as { h: string }).h;
  } finally {
    d.close();
  }
}

describe('the 48-hour correction period (NBF 1.10.4)', () => {
  it('replaces an event corrected within 48 hours of its first import', async () => {
    expect(corrected).not.toBe(original);
    expect((await importAt('2026-10-06T22:00:00Z', original)).code).toBe(0);
    const r = await importAt('2026-10-08T21:00:00Z', corrected);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('1 replaced');
  });

  it('counts the period from the first import, not from the last correction', async () => {
    await importAt('2026-10-06T22:00:00Z', original);
    expect((await importAt('2026-10-07T22:00:00Z', corrected)).code).toBe(0);
    const late = await importAt('2026-10-08T23:00:00Z', correctedAgain);
    expect(late.code).toBe(1);
  });

  it('refuses a correction after the period, naming the event, and leaves the register as it was', async () => {
    await importAt('2026-10-06T22:00:00Z', original);
    const before = storedHash();
    const r = await importAt('2026-10-09T08:00:00Z', corrected);
    expect(r.code).toBe(1);
    // (the warnings about players not in the register follow it)
    expect(r.stderr.split('\n')[0]).toBe(
      'event.json: event oslo-bk-2026-10-06 was first imported at 2026-10-06T22:00:00.000Z, more than 48 hours ago: the correction period is over (NBF 1.10.4; --late-correction accepts it)',
    );
    expect(storedHash()).toBe(before);
  });

  it('accepts a late correction when the organiser says so', async () => {
    await importAt('2026-10-06T22:00:00Z', original);
    const r = await importAt('2026-10-20T08:00:00Z', corrected, ['--late-correction']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('1 replaced');
  });

  it('still treats the same content as unchanged, however late', async () => {
    await importAt('2026-10-06T22:00:00Z', original);
    const r = await importAt('2027-01-01T00:00:00Z', original);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('1 unchanged');
  });

  it('rejects a --now that is not a time, as bad usage', async () => {
    const r = await importAt('yesterday', original);
    expect(r.code).toBe(2);
    expect(existsNot(db)).toBe(true);
  });
});

describe('migrating a register of schema version 1', () => {
  it('adds the first-import time, and accepts corrections of the events stored before', async () => {
    expect(SCHEMA_VERSION).toBe(3);
    // A version-1 register with the event already in it, as the first release left it.
    expect((await importAt('2026-10-06T22:00:00Z', original)).code).toBe(0);
    const d = new Database(db);
    d.exec('ALTER TABLE events DROP COLUMN first_imported_at');
    // The HC changes as version 1 kept them (by player), with no index table.
    const v1Changes = /CREATE TABLE hc_changes \([\s\S]*?\) WITHOUT ROWID;/.exec(MIGRATIONS[0] ?? '')?.[0] ?? '';
    expect(v1Changes).toContain('PRIMARY KEY (calc, player_id, step)');
    d.exec(`DROP TABLE hc_change_steps; DROP TABLE hc_changes; ${v1Changes}`);
    d.pragma('user_version = 1');
    d.close();
    expect(MIGRATIONS.length).toBe(3);
    const r = await importAt('2026-12-01T00:00:00Z', corrected);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('1 replaced');
    const after = new Database(db, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(3);
    expect(after.pragma('application_id', { simple: true })).toBe(APPLICATION_ID);
    after.close();
  });
});

function existsNot(path: string): boolean {
  try {
    readFileSync(path);
    return false;
  } catch {
    return true;
  }
}
