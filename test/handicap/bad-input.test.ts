/**
 * What the register refuses: values no scored event can hold, dates that do not exist or have not come yet,
 * a damaged or tampered register. Each is a clear exit 1 (or 2 for an option) with the register unchanged.
 */
import Database from 'better-sqlite3';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerHandicapCommand } from '../../src/cli/commands/handicap.js';
import { runCommand } from '../helpers/cli.js';
import { bytes, tempDir } from './helpers.js';
import { reportedCount } from '../helpers/reported.js';

let dir: string;
let cleanup: () => void;
let db: string;
beforeEach(() => {
  ({ dir, cleanup } = tempDir());
  db = join(dir, 'handicap.sqlite');
});
afterEach(() => cleanup());

const hc = (argv: string[], files: Record<string, string> = {}) => runCommand(registerHandicapCommand, ['handicap', ...argv], files);
const NOW = '2026-11-01T12:00:00Z';
const REGISTER = 'id,name,hc\n1,Kari Nordmann,10\n2,Ola Sjødal,20\n3,Per Hansen,30\n4,Liv Berg,40\n5,Eva Lie,25\n';

type Row = Record<string, unknown>;
const pair = (n: number, ids: string[], extra: Row = {}): Row => ({
  pair: String(n),
  direction: null,
  players: ids.map((id) => ({ name: `P${id}`, id })),
  percentage: 50,
  boards: 27,
  impsPerBoard: null,
  ...extra,
});
const eventJson = (rows: Row[], event: Row = {}): string =>
  JSON.stringify({ schemaVersion: 1, event: { id: 'e1', title: 'Club', date: '2026-10-05', scoring: 'matchpoints', winners: 'one', ...event }, ranking: rows });
const good = eventJson([pair(1, ['1', '2']), pair(2, ['3', '4'])]);

async function registerWithOneEvent(): Promise<Buffer> {
  expect((await hc(['register', 'import', 'register.csv', '--db', db], { 'register.csv': REGISTER })).code).toBe(0);
  expect((await hc(['import', 'good.json', '--db', db, '--now', NOW], { 'good.json': good })).code).toBe(0);
  return bytes(db);
}

describe('an event the register refuses (exit 1, the register unchanged)', () => {
  it.each([
    [
      'impsPerBoard 1e308',
      [pair(1, ['1', '2'], { impsPerBoard: 1e308 }), pair(2, ['3', '4'])],
      {},
      'field "ranking[0].impsPerBoard": 1e+308 is not a number of IMPs per board (expected a number from -24 to 24)',
    ],
    [
      'impsPerBoard 1e20',
      [pair(1, ['1', '2'], { impsPerBoard: 1e20 }), pair(2, ['3', '4'])],
      {},
      'field "ranking[0].impsPerBoard": 100000000000000000000 is not a number of IMPs per board (expected a number from -24 to 24)',
    ],
    [
      'a percentage of 150',
      [pair(1, ['1', '2'], { percentage: 150 }), pair(2, ['3', '4'])],
      {},
      'field "ranking[0].percentage": 150 is not a percentage (expected a number from 0 to 100)',
    ],
    [
      'a percentage of -20',
      [pair(1, ['1', '2'], { percentage: -20 }), pair(2, ['3', '4'])],
      {},
      'field "ranking[0].percentage": -20 is not a percentage (expected a number from 0 to 100)',
    ],
    [
      '10¹² boards',
      [pair(1, ['1', '2'], { boards: 1e12 }), pair(2, ['3', '4'])],
      {},
      'field "ranking[0].boards": 1000000000000 is not a number of boards (expected a whole number from 0 to 1000)',
    ],
    [
      'three players in a pair',
      [pair(1, ['1', '2', '5']), pair(2, ['3', '4'])],
      {},
      'field "ranking[0].players": 3 players (expected one player in individual events, two in pairs)',
    ],
    [
      'one player in two pairs',
      [pair(1, ['1', '2']), pair(2, ['1', '4'])],
      {},
      'field "ranking": player "1" plays for pair 1 and again for pair 2 (expected each player in one contestant)',
    ],
    [
      'an event dated 2099',
      [pair(1, ['1', '2']), pair(2, ['3', '4'])],
      { date: '2099-01-01' },
      'field "event.date": "2099-01-01" is after the day of this import, 2026-11-02 (expected the date the event was played)',
    ],
    [
      'an event dated 2026-02-30',
      [pair(1, ['1', '2']), pair(2, ['3', '4'])],
      { date: '2026-02-30' },
      'field "event.date": "2026-02-30" is not a date (expected YYYY-MM-DD like 2026-11-02, a day that exists)',
    ],
  ])('%s', async (_what, rows, event, message) => {
    const before = await registerWithOneEvent();
    const r = await hc(['import', 'bad.json', '--db', db, '--now', NOW], { 'bad.json': eventJson(rows, { id: 'e2', ...event }) });
    expect(r.stderr).toContain(`bad.json: ${message}`);
    expect(r.code).toBe(1);
    expect(bytes(db).equals(before)).toBe(true);
  });

  it('reports 40 000 bad rows of one event, each row judged on its own messages', async () => {
    const rows = Array.from({ length: 40_000 }, (_, i) => pair(i + 1, [String(100000 + i)], { boards: -1 }));
    const r = await hc(['import', 'big.json', '--db', db, '--now', NOW], { 'big.json': eventJson(rows) });
    expect(r.stderr).toContain('big.json: field "ranking[0].boards": -1 is not a number of boards');
    // every row counted: the lines shown, the rest counted (a reader keeps the first of them)
    expect(reportedCount(r.stderr, 'big.json')).toBe(40_000);
    expect(r.code).toBe(1);
    expect(existsSync(db)).toBe(false);
  }, 30_000);

  it.each([
    ['a 400-digit negative HC', `id,name,hc\n1,Kari,-${'9'.repeat(400)}\n`, 'field "hc": "-9999999999999999999…" (401 characters) is not a number'],
    ['an HC far below 0', 'id,name,hc\n1,Kari,-5000\n', 'field "hc": "-5000" is below -100'],
  ])('a member list with %s is refused', async (_what, csv, message) => {
    const r = await hc(['register', 'import', 'm.csv', '--db', db], { 'm.csv': csv });
    expect(r.stderr).toContain(message.replace(/^field/, 'm.csv:2: field'));
    expect(r.code).toBe(1);
    expect(existsSync(db)).toBe(false);
  });
});

describe('dates that do not exist are bad usage (exit 2)', () => {
  it.each([
    ['run', '--as-of', '2026-13-01'],
    ['run', '--as-of', '2026-02-30'],
    ['import', '--now', '2026-02-30T10:00:00Z'],
    ['import', '--now', '2026-13-01T10:00:00Z'],
  ])('%s %s %s', async (command, option, value) => {
    const before = await registerWithOneEvent();
    const r = await hc([command, ...(command === 'import' ? ['good.json'] : []), '--db', db, option, value], { 'good.json': good });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`"${value}" is not a`);
    expect(bytes(db).equals(before)).toBe(true);
  });
});

describe('a damaged register is "damaged" (exit 1), not an internal error', () => {
  const tamper = (sql: string): void => {
    const raw = new Database(db);
    raw.exec(sql);
    raw.close();
  };

  it('refuses to write to a register with damaged pages (quick_check), leaving it as it was', async () => {
    await registerWithOneEvent();
    expect((await hc(['run', '--db', db, '--as-of', '2026-11-01'])).code).toBe(0);
    // Overwrite the middle of a page of a table's B-tree with garbage.
    const raw = new Database(db, { readonly: true });
    const page = raw.prepare("SELECT rootpage FROM sqlite_schema WHERE name = 'hc_changes'").pluck().get() as number;
    const pageSize = raw.pragma('page_size', { simple: true }) as number;
    raw.close();
    const file = bytes(db);
    file.fill(0xa5, (page - 1) * pageSize + 8, page * pageSize - 16);
    writeFileSync(db, file);
    const r = await hc(['import', 'e2.json', '--db', db, '--now', NOW], { 'e2.json': eventJson([pair(1, ['1', '3']), pair(2, ['2', '4'])], { id: 'e2' }) });
    expect(r.stderr).toMatch(
      /handicap\.sqlite: the register is damaged: SQLite's quick_check says: .* \(expected an intact register; restore it from a backup; nothing was changed\)/,
    );
    expect(r.code).toBe(1);
    expect(bytes(db).equals(file)).toBe(true);
  });

  it.each([
    ['a dropped table', 'DROP TABLE snapshot_events', ['run', '--as-of', '2026-11-01'], 'the register is damaged: table snapshot_events is missing'],
    [
      'a result 1/0',
      "UPDATE contestants SET result = '1/0' WHERE idx = 0",
      ['run', '--as-of', '2026-11-01'],
      'the register is damaged: the result of event e1, contestant 1 is "1/0", not an exact number',
    ],
    [
      'an HC that is not a number',
      "UPDATE players SET base_hc = 'x' WHERE id = '1'",
      ['run', '--as-of', '2026-11-01'],
      'the register is damaged: the HC of player 1 is "x", not a handicap in hundredths',
    ],
    [
      'an HC of -Infinity',
      "UPDATE players SET base_hc = -1e999 WHERE id = '1'",
      ['run', '--as-of', '2026-11-01'],
      'the register is damaged: the HC of player 1 is -Infinity, not a handicap in hundredths',
    ],
  ])('%s', async (_what, sql, argv, message) => {
    await registerWithOneEvent();
    tamper(sql);
    const before = bytes(db);
    const r = await hc([...argv, '--db', db]);
    expect(r.stderr).toContain(message);
    expect(r.code).toBe(1);
    expect(bytes(db).equals(before)).toBe(true);
  });

  it.each([
    ['a snapshot dated before any calendar', "UPDATE snapshots SET date = '' WHERE date = '2026-11-01'"],
    ['a snapshot of year 0', "UPDATE snapshots SET date = '0000-01-01' WHERE date = '2026-11-01'"],
    ['a snapshot that starts from itself', 'UPDATE snapshots SET base_date = date'],
  ])('%s: a damaged register (exit 1), and the walk back through the official HCs ends', async (_what, sql) => {
    await registerWithOneEvent();
    expect((await hc(['run', '--db', db, '--as-of', '2026-11-01'])).code).toBe(0);
    tamper('PRAGMA foreign_keys = OFF; ' + sql);
    const run = await hc(['run', '--db', db, '--as-of', '2027-01-01']);
    expect(run.stderr).toContain('handicap.sqlite: the register is damaged');
    expect(run.code).toBe(1);
    const explain = await hc(['explain', '1', '--db', db]);
    expect(explain.stderr).not.toMatch(/call stack|internal error/i);
    expect([0, 1]).toContain(explain.code);
  });

  it('an explanation of a tampered change is "damaged" too', async () => {
    await registerWithOneEvent();
    expect((await hc(['run', '--db', db, '--as-of', '2026-11-01'])).code).toBe(0);
    tamper("UPDATE hc_changes SET e = '1/0'");
    const r = await hc(['explain', '1', '--db', db]);
    expect(r.stderr).toContain('the register is damaged: E in the change of player\'s HC by event e1 is "1/0", not an exact number');
    expect(r.code).toBe(1);
  });
});
