/**
 * Register faults: two events of one date and title (Bridgemate's "Bridge game") replaced each other; a tiny
 * positive percentage stored as a 300-digit fraction made every later run fail on the register ("damaged");
 * a register whose user_version is 0 (with tables) or negative crashed with "table meta already exists".
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerHandicapCommand } from '../../src/cli/commands/handicap.js';
import { runCommand } from '../helpers/cli.js';
import { tempDir } from './helpers.js';

let dir: string;
let cleanup: () => void;
let db: string;
beforeEach(() => {
  ({ dir, cleanup } = tempDir());
  db = join(dir, 'handicap.sqlite');
});
afterEach(() => cleanup());

const REGISTER = 'id,name,hc\n1,A,10\n2,B,20\n3,C,30\n4,D,40\n';
const event = (players: [string, string], pcts: [number, number], title = 'Bridge game'): string =>
  JSON.stringify({
    schemaVersion: 1,
    event: { title, date: '2026-10-05', scoring: 'matchpoints' },
    ranking: [
      { pair: '1', players: [{ name: `P${players[0]}`, id: players[0] }], percentage: pcts[0], boards: 10 },
      { pair: '2', players: [{ name: `P${players[1]}`, id: players[1] }], percentage: pcts[1], boards: 10 },
    ],
  });
const hc = (argv: string[], files: Record<string, string> = {}) =>
  runCommand(registerHandicapCommand, ['handicap', ...argv, '--db', db], { 'r.csv': REGISTER, ...files });
const rows = <T>(sql: string): T[] => {
  const d = new Database(db, { readonly: true });
  try {
    return d.prepare(sql).all() as T[];
  } finally {
    d.close();
  }
};

describe('two events of one date and title', () => {
  it('are both kept; a correction replaces only its own event, and the output says which', async () => {
    expect((await hc(['register', 'import', 'r.csv'])).code).toBe(0);
    const files = { 'e1.json': event(['1', '2'], [60, 40]), 'e2.json': event(['3', '4'], [45, 55]) };
    const first = await hc(['import', 'e1.json', 'e2.json'], files);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/: 2 added, 0 replaced, 0 unchanged\n/);
    expect(first.stdout).toMatch(/^added 2026-10-05-bridge-game-[0-9a-f]{10}: another event has the same date and title \(2026-10-05-bridge-game\)/m);
    expect(rows<{ n: number }>('SELECT count(*) AS n FROM events')[0]?.n).toBe(2);
    // the same two files again: nothing changes
    expect((await hc(['import', 'e1.json', 'e2.json'], files)).stdout).toMatch(/: 0 added, 0 replaced, 2 unchanged\n/);
    // a correction of the second (same players, other results) replaces the second only
    const fix = await hc(['import', 'e2-fixed.json'], { 'e2-fixed.json': event(['3', '4'], [50, 50]) });
    expect(fix.stdout).toMatch(
      /: 0 added, 1 replaced, 0 unchanged\nreplaced 2026-10-05-bridge-game-[0-9a-f]{10} \(the version imported from e2\.json\): its content changed/,
    );
    const stored = rows<{ id: string; result: string }>('SELECT event_id AS id, result FROM contestants ORDER BY event_id, idx');
    expect(stored.map((r) => r.result)).toEqual(['60', '40', '50', '50']);
    expect((await hc(['run', '--as-of', '2026-11-01'])).stdout).toMatch(/computed from the member list: 2 events, 4 players changed/);
  });

  it('an event with an id of its own is replaced by a correction, as before', async () => {
    await hc(['register', 'import', 'r.csv']);
    const withId = (p: [string, string], pcts: [number, number]) =>
      JSON.stringify({ ...JSON.parse(event(p, pcts)), event: { id: 'club-1', title: 'Bridge game', date: '2026-10-05', scoring: 'matchpoints' } });
    await hc(['import', 'a.json'], { 'a.json': withId(['1', '2'], [60, 40]) });
    const r = await hc(['import', 'b.json'], { 'b.json': withId(['3', '4'], [45, 55]) });
    expect(r.stdout).toMatch(/1 replaced/);
    expect(r.stdout).toContain('replaced club-1 (the version imported from a.json)');
  });
});

describe('a tiny positive percentage', () => {
  it('is stored within the precision a percentage needs, and the register still runs', async () => {
    await hc(['register', 'import', 'r.csv']);
    const r = await hc(['import', 'e.json', 'f.json'], { 'e.json': event(['1', '2'], [1e-300, 99.99]), 'f.json': event(['3', '4'], [5e-324, 100], 'Other') });
    expect(r.code, r.stderr).toBe(0);
    for (const x of rows<{ result: string }>('SELECT result FROM contestants')) expect(x.result.length).toBeLessThanOrEqual(60);
    const run = await hc(['run', '--as-of', '2026-11-01']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/2 events, 4 players changed/);
  });
});

describe('a register whose user_version is not one this program wrote', () => {
  it.each([0, -1, -2147483648])('user_version %i with tables: refused with a message, never a crash, the file unchanged', async (v) => {
    await hc(['register', 'import', 'r.csv']);
    const d = new Database(db);
    d.pragma(`user_version = ${v}`);
    d.close();
    for (const argv of [['import', 'e.json'], ['run', '--as-of', '2026-11-01'], ['export']]) {
      const r = await hc(argv, { 'e.json': event(['1', '2'], [60, 40]) });
      expect(r.code, `${argv.join(' ')}: ${r.stderr}`).toBe(1);
      expect(r.stderr).toMatch(/has schema version -?\d+ \(expected 1 to \d+\)/);
      expect(r.stderr).not.toMatch(/already exists|internal error/);
    }
    const check = new Database(db, { readonly: true });
    expect(check.pragma('user_version', { simple: true })).toBe(v);
    check.close();
  });
});

describe('handicap run --as-of far ahead', () => {
  it('is refused as bad usage at once, not walked month by month (it took over a minute)', async () => {
    await hc(['register', 'import', 'r.csv']);
    await hc(['import', 'e.json'], { 'e.json': event(['1', '2'], [60, 40]) });
    const t0 = Date.now();
    const r = await hc(['run', '--as-of', '9999-12-01']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--as-of 9999-12-01: more than 12 months after today/);
    expect(Date.now() - t0).toBeLessThan(5000);
  });
});
