/** What a run writes, and what an import says about a correction the official HC has already counted. */
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerHandicapCommand } from '../../src/cli/commands/handicap.js';
import { runCommand } from '../helpers/cli.js';
import { bytes, tempDir } from './helpers.js';

let dir: string;
let cleanup: () => void;
let db: string;
beforeEach(() => {
  ({ dir, cleanup } = tempDir());
  db = join(dir, 'handicap.sqlite');
});
afterEach(() => cleanup());

const hc = (argv: string[], files: Record<string, string> = {}) => runCommand(registerHandicapCommand, ['handicap', ...argv, '--db', db], files);
const event = (id: string, date: string, pct: number): string =>
  JSON.stringify({
    schemaVersion: 1,
    event: { id, title: `Club ${id}`, date, scoring: 'matchpoints', winners: 'one' },
    ranking: [
      {
        pair: '1',
        direction: null,
        players: [
          { name: 'A', id: '1' },
          { name: 'B', id: '2' },
        ],
        percentage: pct,
        boards: 24,
      },
      {
        pair: '2',
        direction: null,
        players: [
          { name: 'C', id: '3' },
          { name: 'D', id: '4' },
        ],
        percentage: 100 - pct,
        boards: 24,
      },
    ],
  });
const files = {
  'register.csv': 'id,name,hc\n1,A,10\n2,B,20\n3,C,30\n4,D,40\n',
  'a.json': event('a', '2026-10-05', 60),
  'a2.json': event('a', '2026-10-05', 62),
  'b.json': event('b', '2026-11-03', 55),
};

describe('handicap run', () => {
  it('writes nothing when it changes nothing: the same --as-of twice leaves the file byte for byte', async () => {
    await hc(['register', 'import', 'register.csv'], files);
    await hc(['import', 'a.json', 'b.json', '--now', '2026-11-04T08:00:00Z'], files);
    expect((await hc(['run', '--as-of', '2026-11-20'])).code).toBe(0);
    const once = bytes(db);
    const again = await hc(['run', '--as-of', '2026-11-20']);
    expect(again.code).toBe(0);
    expect(bytes(db).equals(once)).toBe(true);
    // A new date does change the register (the running HC's date).
    expect((await hc(['run', '--as-of', '2026-11-21'])).code).toBe(0);
    expect(bytes(db).equals(once)).toBe(false);
  });

  it('takes --hc-default, and --default-hc as its earlier name', async () => {
    await hc(['register', 'import', 'register.csv'], files);
    await hc(['import', 'a.json', '--now', '2026-11-04T08:00:00Z'], files);
    expect((await hc(['run', '--as-of', '2026-11-20', '--hc-default', '40'])).code).toBe(0);
    expect((await hc(['run', '--as-of', '2026-11-20', '--default-hc', '40'])).code).toBe(0);
    const help = await runCommand(registerHandicapCommand, ['handicap', 'run', '--help']);
    expect(help.stdout).toContain('--hc-default <hc>');
    expect(help.stdout).not.toContain('--default-hc');
  });
});

describe('a correction after the official HC counted the event', () => {
  it('says the correction takes effect at the next monthly run', async () => {
    await hc(['register', 'import', 'register.csv'], files);
    expect((await hc(['import', 'a.json', '--now', '2026-10-05T22:00:00Z'], files)).stdout).toBe(
      `imported 1 event into ${db}: 1 added, 0 replaced, 0 unchanged\n`,
    );
    expect((await hc(['run', '--as-of', '2026-11-01'])).code).toBe(0);
    const r = await hc(['import', 'a2.json', '--now', '2026-10-06T08:00:00Z'], files);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      `imported 1 event into ${db}: 0 added, 1 replaced, 0 unchanged\n` +
        'replaced a (the version imported from a.json): its content changed (a correction); the new version is kept. The official HC of 2026-11-01 counted the earlier version and is kept: ' +
        'the correction takes effect at the next monthly run (the official HC of 2026-12-01)\n',
    );
  });
});

describe('handicap explain', () => {
  it('names its format table, and still takes text; -f and -o as everywhere', async () => {
    await hc(['register', 'import', 'register.csv'], files);
    await hc(['import', 'a.json', '--now', '2026-11-04T08:00:00Z'], files);
    await hc(['run', '--as-of', '2026-11-01']);
    const table = await hc(['explain', '1', '-f', 'table']);
    const text = await hc(['explain', '1', '--format', 'text']);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('Official HC 2026-11-01 (from the member list: 10.00)');
    expect(text.stdout).toBe(table.stdout);
    const written = await hc(['explain', '1', '-o', 'x.txt']);
    expect(written.stdout).toBe('');
    expect(written.written.get('x.txt')).toBe(table.stdout);
  });
});

describe('migrating a register of schema version 2 with calculations in it', () => {
  it('keeps every HC change: the explanation is the same after the migration', async () => {
    const { default: Database } = await import('better-sqlite3');
    const { MIGRATIONS } = await import('../../src/io/handicap-db/schema.js');
    await hc(['register', 'import', 'register.csv'], files);
    await hc(['import', 'a.json', 'b.json', '--now', '2026-11-04T08:00:00Z'], files);
    await hc(['run', '--as-of', '2026-11-20']);
    const before = (await hc(['explain', '1'])).stdout;
    expect(before).toContain('a  ');
    // Back to version 2: the changes keyed by player, no index table.
    const d = new Database(db);
    const v1Changes = /CREATE TABLE hc_changes \([\s\S]*?\) WITHOUT ROWID;/.exec(MIGRATIONS[0] ?? '')?.[0] ?? '';
    d.exec(`CREATE TABLE old_changes AS SELECT * FROM hc_changes; DROP TABLE hc_change_steps; DROP TABLE hc_changes; ${v1Changes}
      INSERT INTO hc_changes (calc, player_id, step, event_id, event_date, pair, h, hbar, e, r, boards, before_hc, delta, after_hc)
        SELECT calc, player_id, step, event_id, event_date, pair, h, hbar, e, r, boards, before_hc, delta, after_hc FROM old_changes;
      DROP TABLE old_changes;`);
    d.pragma('user_version = 2');
    d.close();
    expect((await hc(['run', '--as-of', '2026-11-20'])).code).toBe(0);
    const after = new Database(db, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(3);
    after.close();
    expect((await hc(['explain', '1'])).stdout).toBe(before);
  });
});
