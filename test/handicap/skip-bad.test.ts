/**
 * `handicap import --skip-bad`: one bad event file does not stop the night's batch. The good files are stored,
 * each bad one is refused on its own (its errors on stderr, "refused: FILE" on stdout) and the exit code is 1;
 * without the option one bad file refuses them all and the register stays as it was (one transaction).
 */
import { describe, expect, it } from 'vitest';
import { hc, tempRegister } from './helpers.js';

const reg = tempRegister();

const event = (id: string, date: string | undefined) =>
  JSON.stringify({
    schemaVersion: 1,
    event: { id, title: `Club ${id}`, ...(date === undefined ? {} : { date }), scoring: 'matchpoints', winners: 'one' },
    ranking: [
      {
        rank: 1,
        tie: false,
        pair: '1',
        direction: null,
        players: [
          { name: 'P1', id: '1' },
          { name: 'P2', id: '2' },
        ],
        percentage: 60,
        boards: 27,
        impsPerBoard: null,
      },
      {
        rank: 2,
        tie: false,
        pair: '2',
        direction: null,
        players: [
          { name: 'P3', id: '3' },
          { name: 'P4', id: '4' },
        ],
        percentage: 40,
        boards: 27,
        impsPerBoard: null,
      },
    ],
  });

const files = {
  'register.csv': 'id,name,hc\n1,A,10\n2,B,20\n3,C,30\n4,D,40\n',
  'a.json': event('a', '2026-10-05'),
  'undated.json': event('u', undefined),
  'broken.json': '{"schemaVersion":1,',
  'c.json': event('c', '2026-10-19'),
};
const night = ['a.json', 'undated.json', 'broken.json', 'c.json'];

/** The events the register holds, as `handicap explain` of a player lists them. */
async function storedEvents(): Promise<string[]> {
  const r = await hc(['explain', '1', '--db', reg.db, '-f', 'json'], files);
  expect(r.code, r.stderr).toBe(0);
  const x = JSON.parse(r.stdout) as { calculations: { events: { event: string }[] }[] };
  return [...new Set(x.calculations.flatMap((c) => c.events.map((e) => e.event)))].sort();
}

describe('handicap import --skip-bad', () => {
  it('stores the good files, names each bad one, and exits 1', async () => {
    expect((await hc(['register', 'import', 'register.csv', '--db', reg.db], files)).code).toBe(0);
    const r = await hc(['import', '--db', reg.db, '--skip-bad', ...night], files);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('imported 2 events');
    expect(r.stdout.split('\n').filter((l) => l.startsWith('refused: '))).toEqual(['refused: undated.json', 'refused: broken.json']);
    expect(r.stderr).toMatch(/undated\.json/);
    expect(r.stderr).toMatch(/broken\.json/);
    expect((await hc(['run', '--db', reg.db, '--as-of', '2026-11-15'], files)).code).toBe(0);
    expect(await storedEvents()).toEqual(['a', 'c']);
  });

  it('without it, one bad file refuses the night and the register stays as it was', async () => {
    expect((await hc(['register', 'import', 'register.csv', '--db', reg.db], files)).code).toBe(0);
    const r = await hc(['import', '--db', reg.db, ...night], files);
    expect(r.code).toBe(1);
    expect(r.stdout).not.toContain('imported');
    expect((await hc(['run', '--db', reg.db, '--as-of', '2026-11-15'], files)).code).toBe(0);
    expect(await storedEvents()).toEqual([]);
  });
});
