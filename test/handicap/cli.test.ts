import { SCHEMA_VERSION } from '../../src/io/handicap-db.js';
import Database from 'better-sqlite3';
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerHandicapCommand } from '../../src/cli/commands/handicap.js';
import { runCommand } from '../helpers/cli.js';
import { bytes, federationFiles, tempDir } from './helpers.js';

let dir: string;
let cleanup: () => void;
let db: string;

beforeEach(() => {
  ({ dir, cleanup } = tempDir());
  db = join(dir, 'handicap.sqlite');
});
afterEach(() => cleanup());

const hc = (argv: string[], files: Record<string, string> = {}) => runCommand(registerHandicapCommand, ['handicap', ...argv], files);

const eventJson = (id: string, date: string | undefined, rows: [string, string, number][], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    schemaVersion: 1,
    event: { id, title: `Club ${id}`, ...(date === undefined ? {} : { date }), scoring: 'matchpoints', winners: 'one', ...extra },
    ranking: rows.map(([a, b, pct], i) => ({
      rank: i + 1,
      tie: false,
      pair: String(i + 1),
      direction: null,
      names: `${a} - ${b}`,
      players: [
        { name: `P${a}`, id: a },
        { name: `P${b}`, id: b },
      ],
      total: 0,
      max: 0,
      percentage: pct,
      boards: 27,
      impsPerBoard: null,
    })),
  });

const small = {
  'register.csv': 'id,name,hc\n1,Kari Nordmann,10\n2,Ola Sjødal,20\n3,Per Hansen,30\n4,Liv Berg,40\n',
  'a.json': eventJson('a', '2026-10-05', [
    ['1', '2', 60],
    ['3', '4', 40],
  ]),
  'b.json': eventJson('b', '2026-10-12', [
    ['1', '3', 45],
    ['2', '4', 55],
  ]),
};

describe('the full cycle: register import → import → run → export → explain', () => {
  it('runs on a generated two-month set and is idempotent and deterministic', async () => {
    const { files, eventFiles } = federationFiles(200, 60, 7);
    const reg = await hc(['register', 'import', 'register.csv', '--db', db], files);
    expect(reg.code).toBe(0);
    expect(reg.stdout).toMatch(/^register: 200 players in register.csv: 200 added, 0 updated, 0 unchanged\n$/);

    const imp = await hc(['import', '--db', db, ...eventFiles], files);
    expect(imp.code).toBe(0);
    expect(imp.stdout.split('\n')[0]).toBe(`imported 60 events into ${db}: 60 added, 0 replaced, 0 unchanged`);

    const run = await hc(['run', '--db', db, '--as-of', '2026-11-01'], files);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^official HC 2026-11-01: computed from the member list: 60 events, \d+ players changed\n/);
    expect(run.stdout).toContain('running HC 2026-11-01: 0 events after the official HC of 2026-11-01');
    expect(run.stdout).toContain('players in the register: 200');

    const exp = await hc(['export', '--db', db, '--official', '--format', 'csv'], files);
    expect(exp.code).toBe(0);
    const lines = exp.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('id,name,hc');
    expect(lines).toHaveLength(201);

    // Explain one player who played: the chain ends at the exported value.
    const exported = new Map(lines.slice(1).map((l) => [l.split(',')[0] ?? '', l.split(',')[2] ?? '']));
    const json = await hc(['explain', '100005', '--db', db, '--format', 'json']);
    const x = JSON.parse(json.stdout) as { calculations: { kind: string; endHc: number; events: { delta: number; hcAfter: number }[] }[] };
    const official = x.calculations.find((c) => c.kind === 'official');
    expect(official?.endHc.toFixed(2)).toBe(exported.get('100005'));
    const text = await hc(['explain', '100005', '--db', db]);
    expect(text.stdout).toContain('Official HC 2026-11-01 (from the member list');
    expect(text.stdout).toMatch(/Date +Event +Pair +H +H̄ +E % +R % +Boards +HC before +Δ +HC after/);

    // Importing the same files again changes nothing, not even a byte of the database.
    const before = bytes(db);
    const again = await hc(['import', '--db', db, ...eventFiles], files);
    expect(again.stdout.split('\n')[0]).toBe(`imported 60 events into ${db}: 0 added, 0 replaced, 60 unchanged`);
    expect(bytes(db).equals(before)).toBe(true);

    // Running again keeps the official snapshot; exports stay byte-identical.
    const rerun = await hc(['run', '--db', db, '--as-of', '2026-11-01'], files);
    expect(rerun.stdout).toMatch(/^official HC 2026-11-01: kept/);
    expect((await hc(['export', '--db', db, '--format', 'csv'])).stdout).toBe(exp.stdout);

    // The same inputs in a fresh database give byte-identical output.
    const db2 = join(dir, 'second.sqlite');
    await hc(['register', 'import', 'register.csv', '--db', db2], files);
    await hc(['import', '--db', db2, ...eventFiles], files);
    expect((await hc(['run', '--db', db2, '--as-of', '2026-11-01'])).stdout).toBe(run.stdout);
    expect((await hc(['export', '--db', db2, '--format', 'json'])).stdout).toBe((await hc(['export', '--db', db, '--format', 'json'])).stdout);
  });

  it('chains official snapshots two months apart and keeps a running HC', async () => {
    const { files, eventFiles } = federationFiles(120, 40, 3);
    await hc(['register', 'import', 'register.csv', '--db', db], files);
    await hc(['import', '--db', db, ...eventFiles], files);
    const oct = await hc(['run', '--db', db, '--as-of', '2026-10-15'], files);
    expect(oct.stdout).toMatch(/^official HC 2026-10-01: computed from the member list: 20 events/);
    expect(oct.stdout).toMatch(/running HC 2026-10-15: \d+ events after the official HC of 2026-10-01/);
    const dec = await hc(['run', '--db', db, '--as-of', '2026-12-01'], files);
    expect(dec.stdout).toMatch(/^official HC 2026-12-01: computed from the official HC of 2026-10-01: 20 events/);
    const x = JSON.parse((await hc(['explain', '100001', '--db', db, '--format', 'json'])).stdout) as { calculations: { kind: string; date: string }[] };
    expect(x.calculations.map((c) => `${c.kind} ${c.date}`)).toEqual(['official 2026-10-01', 'official 2026-12-01', 'running 2026-12-01']);
  });

  it('computes the small example by hand', async () => {
    await hc(['register', 'import', 'register.csv', '--db', db], small);
    await hc(['import', '--db', db, 'a.json', 'b.json'], small);
    await hc(['run', '--db', db, '--as-of', '2026-11-01'], small);
    // a: H̄ 25; pair 1-2 (H 15) expects 56, scores 60: Δ = −(4/0.6)·27/127 = −1.42; pair 3-4 +1.42.
    // b: 1 (8.58) + 3 (31.42) → H 20; 2 (18.58) + 4 (41.42) → H 30; H̄ 25; E 53 and 47; both 8 below/above: Δ ±2.83.
    const exp = await hc(['export', '--db', db, '--format', 'csv']);
    expect(exp.stdout).toBe('id,name,hc\n1,Kari Nordmann,11.41\n2,Ola Sjødal,15.75\n3,Per Hansen,34.25\n4,Liv Berg,38.59\n');
    const text = await hc(['explain', '1', '--db', db]);
    expect(text.stdout).toBe(
      [
        'Player 1 Kari Nordmann: member list HC 10.00',
        '',
        'Official HC 2026-11-01 (from the member list: 10.00)',
        '  Date        Event  Pair      H      H̄    E %    R %  Boards  HC before      Δ  HC after',
        '  2026-10-05  a      1     15.00  25.00  56.00  60.00      27      10.00  -1.42      8.58',
        '  2026-10-12  b      1     20.00  25.00  53.00  45.00      27       8.58  +2.83     11.41',
        '  = 11.41',
        '',
        'Running HC 2026-11-01 (from the official HC of 2026-11-01: 11.41)',
        '  no events',
        '  = 11.41',
        '',
      ].join('\n'),
    );
  });

  it('replaces a corrected event and says so', async () => {
    await hc(['register', 'import', 'register.csv', '--db', db], small);
    await hc(['import', '--db', db, 'a.json'], small);
    const corrected = {
      ...small,
      'a.json': eventJson('a', '2026-10-05', [
        ['1', '2', 58],
        ['3', '4', 42],
      ]),
    };
    const r = await hc(['import', '--db', db, 'a.json'], corrected);
    expect(r.stdout).toBe(
      `imported 1 event into ${db}: 0 added, 1 replaced, 0 unchanged\nreplaced a (the version imported from a.json): its content changed (a correction); the new version is kept\n`,
    );
    await hc(['run', '--db', db, '--as-of', '2026-11-01']);
    expect((await hc(['export', '--db', db])).stdout).toContain('1,Kari Nordmann,9.29\n');
  });

  it('reports unknown player ids without failing', async () => {
    await hc(['register', 'import', 'register.csv', '--db', db], small);
    const files = {
      'u.json': eventJson('u', '2026-10-05', [
        ['1', '999', 55],
        ['3', '4', 45],
      ]),
    };
    const r = await hc(['import', '--db', db, 'u.json'], files);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('u.json: warning: player id "999" is not in the register (treated as having no HC: the partner\'s HC is used, or 52)');
    expect(r.stdout).toContain('unknown player ids: 1 (999)');
    const run = await hc(['run', '--db', db, '--as-of', '2026-11-01']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('unknown player ids: 1 (999)');
  });

  it('shows a progress bar only on a terminal', async () => {
    const r = await hc(['register', 'import', 'register.csv', '--db', db], small);
    expect(r.stderr).toBe('');
  });

  it('names NBF 3.15 in its help', async () => {
    const r = await hc(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('NBF 3.15');
  });
});

describe('bad input: exit 1, database unchanged', () => {
  async function seeded(): Promise<Buffer> {
    await hc(['register', 'import', 'register.csv', '--db', db], small);
    await hc(['import', '--db', db, 'a.json'], small);
    return bytes(db);
  }

  it('refuses a register row with a non-numeric HC', async () => {
    const before = await seeded();
    const r = await hc(['register', 'import', 'bad.csv', '--db', db], { 'bad.csv': 'id,name,hc\n1,A,12\n2,B,abc\n' });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('bad.csv:3: field "hc": "abc" is not a number (expected a handicap like 23.5)\n');
    expect(bytes(db).equals(before)).toBe(true);
  });

  it('refuses an event with no date, importing none of the run', async () => {
    const before = await seeded();
    const r = await hc(['import', '--db', db, 'b.json', 'nodate.json'], { ...small, 'nodate.json': eventJson('n', undefined, [['1', '2', 50]]) });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('nodate.json: field "event.date": missing');
    expect(bytes(db).equals(before)).toBe(true);
  });

  it('does not leave a new database behind when the first import fails', async () => {
    const r = await hc(['import', '--db', db, 'nodate.json'], { 'nodate.json': eventJson('n', undefined, []) });
    expect(r.code).toBe(1);
    expect(existsSync(db)).toBe(false);
  });

  it('refuses a SQLite file that is not ours', async () => {
    const other = new Database(db);
    other.exec('CREATE TABLE invoices (id INTEGER PRIMARY KEY)');
    other.close();
    const before = bytes(db);
    const r = await hc(['import', '--db', db, 'a.json'], small);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `${db}: is a SQLite database but not a bridgescore handicap register (expected a file created by "bridgescore handicap"; it was not changed)\n`,
    );
    expect(bytes(db).equals(before)).toBe(true);
  });

  it('refuses a file that is not a database at all', async () => {
    writeFileSync(db, 'id,name,hc\n'.repeat(200));
    const before = bytes(db);
    const r = await hc(['run', '--db', db, '--as-of', '2026-11-01']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('is not a SQLite database');
    expect(bytes(db).equals(before)).toBe(true);
  });

  it('refuses a register of a newer schema version', async () => {
    await seeded();
    const raw = new Database(db);
    raw.pragma('user_version = 99');
    raw.close();
    const before = bytes(db);
    const r = await hc(['export', '--db', db]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`has schema version 99, newer than this program's ${SCHEMA_VERSION}`);
    expect(bytes(db).equals(before)).toBe(true);
  });

  it('gives up on a database locked by another program', async () => {
    const before = await seeded();
    const holder = new Database(db);
    holder.exec('BEGIN EXCLUSIVE');
    try {
      const r = await hc(['import', '--db', db, '--busy-timeout', '20', 'b.json'], small);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('the database is locked by another program');
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
    expect(bytes(db).equals(before)).toBe(true);
  });

  it.skipIf(process.getuid?.() === 0)('refuses to write a read-only database', async () => {
    const before = await seeded();
    chmodSync(db, 0o444);
    const r = await hc(['import', '--db', db, 'b.json'], small);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('read-only');
    expect(bytes(db).equals(before)).toBe(true);
  });

  it('says when there is no database or no calculation yet', async () => {
    expect((await hc(['export', '--db', db])).stderr).toContain('no such database');
    await seeded();
    const r = await hc(['export', '--db', db, '--running']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('holds no calculation yet');
    expect((await hc(['explain', '77', '--db', db])).stderr).toContain('player "77" is not in the register');
  });

  it('treats a malformed date option as bad usage', async () => {
    const r = await hc(['run', '--db', db, '--as-of', '2026-13-01']);
    expect(r.code).toBe(2);
  });
});

describe('the register for pairs --handicap', () => {
  it('reads the official HC at an event date from the database, and recognises the file', async () => {
    const { readRegisterFromDb, isSqliteFile } = await import('../../src/io/handicap-db.js');
    await hc(['register', 'import', 'register.csv', '--db', db], small);
    expect(readRegisterFromDb(db, '2026-10-01').get('2')).toEqual({ name: 'Ola Sjødal', hc: 20 });
    await hc(['import', '--db', db, 'a.json', 'b.json'], small);
    await hc(['run', '--db', db, '--as-of', '2026-11-01']);
    expect(readRegisterFromDb(db, '2026-11-02').get('2')).toEqual({ name: 'Ola Sjødal', hc: 15.75 });
    expect(readRegisterFromDb(db, '2026-10-31').get('2')?.hc).toBe(20);
    expect(isSqliteFile(bytes(db))).toBe(true);
    expect(isSqliteFile(new TextEncoder().encode('id,name,hc\n'))).toBe(false);
  });
});

describe('progress', () => {
  it('draws a progress bar on stderr when it is a terminal', async () => {
    const { Command } = await import('commander');
    const { fakeDeps } = await import('../helpers/cli.js');
    const { deps, out } = fakeDeps(small);
    const program = new Command().exitOverride();
    registerHandicapCommand(program, { ...deps, stderrIsTTY: true });
    await program.parseAsync(['handicap', 'register', 'import', 'register.csv', '--db', db], { from: 'user' });
    await program.parseAsync(['handicap', 'import', '--db', db, 'a.json', 'b.json'], { from: 'user' });
    expect(out.stderr).toContain('\rimport [###############---------------] 1/2');
    expect(out.stderr).toContain('\rimport [##############################] 2/2\n');
  });
});
