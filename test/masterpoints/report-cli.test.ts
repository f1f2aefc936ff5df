/**
 * `bridgescore masterpoints SESSION.json…`: the report per member number over a period, summed from the JSON of
 * `pairs --masterpoints`: each player's points are the sum of the awards of the sessions in the period; players
 * without a number are named apart; sessions of another scale, or not JSON, are bad data; a bad period is usage.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

const TRAVELLERS = 'examples/club-session/travellers.csv';
const NAMES = 'examples/club-session/names.csv';
const inputs = { [TRAVELLERS]: readFileSync(TRAVELLERS), [NAMES]: readFileSync(NAMES) };

async function session(date: string, extra: string[] = []): Promise<string> {
  const r = await runInProcess(['pairs', TRAVELLERS, '--names', NAMES, '--date', date, '--masterpoints', 'ebu-local', '-f', 'json', ...extra], inputs);
  expect(r.code, r.stderr).toBe(0);
  return r.stdout;
}

interface Row {
  number: string;
  points: number;
  events: number;
}

describe('bridgescore masterpoints', () => {
  it('sums each member number over the sessions of the period', async () => {
    const sep = await session('2026-09-07');
    const oct = await session('2026-10-05');
    const one = JSON.parse(sep) as { ranking: { masterpoints: number; players: { id: string }[] }[] };
    const awarded = one.ranking.filter((r) => r.masterpoints > 0);
    expect(awarded.length).toBeGreaterThan(0);
    const files = { 'sep.json': sep, 'oct.json': oct };
    const both = await runInProcess(['masterpoints', 'sep.json', 'oct.json', '-f', 'json'], files);
    expect(both.code, both.stderr).toBe(0);
    const players = (JSON.parse(both.stdout) as { players: Row[] }).players;
    for (const r of awarded) {
      for (const p of r.players) expect(players.find((x) => x.number === p.id)).toMatchObject({ points: 2 * r.masterpoints, events: 2 });
    }
    expect(players.length).toBe(awarded.length * 2);
    const period = await runInProcess(['masterpoints', 'sep.json', 'oct.json', '-f', 'json', '--from', '2026-10-01'], files);
    const doc = JSON.parse(period.stdout) as { players: Row[]; skipped: { session: string }[] };
    expect(doc.players.every((x) => x.events === 1)).toBe(true);
    expect(doc.skipped.map((s) => s.session)).toEqual(['sep.json']);
    const csv = await runInProcess(['masterpoints', 'sep.json', '-f', 'csv'], files);
    expect(csv.stdout.split('\n')[0]).toBe('number,name,points,events');
  });

  it('names players without a member number apart, and does not report them', async () => {
    const first = JSON.parse(await session('2026-09-07')) as { ranking: { masterpoints: number; players: { name: string; id: string }[] }[] };
    const winner = first.ranking.find((x) => x.masterpoints > 0)?.players[0];
    expect(winner).toBeDefined();
    const { name, id } = winner as { name: string; id: string };
    const names = readFileSync(NAMES, 'utf8').replace(`,${id},`, ',,');
    const r = await runInProcess(['pairs', TRAVELLERS, '--names', 'n.csv', '--masterpoints', 'ebu-local', '-f', 'json'], {
      [TRAVELLERS]: readFileSync(TRAVELLERS),
      'n.csv': names,
    });
    const rep = await runInProcess(['masterpoints', 's.json'], { 's.json': r.stdout });
    expect(rep.stdout).toContain(`not reported: ${name} in s.json`);
    expect(rep.stdout).not.toContain(`│ ${id} `);
    const csv = await runInProcess(['masterpoints', 's.json', '-f', 'csv'], { 's.json': r.stdout });
    expect(csv.stderr).toContain(`${name} has no member number`);
  });

  it('refuses sessions of two scales, a file that is not a session, and a bad period', async () => {
    const ebu = await session('2026-09-07');
    const abf = JSON.stringify({
      ...(JSON.parse(ebu) as object),
      event: { ...(JSON.parse(ebu) as { event: object }).event, masterpoints: { scale: 'abf-green', decimals: 2 } },
    });
    const mixed = await runInProcess(['masterpoints', 'a.json', 'b.json'], { 'a.json': ebu, 'b.json': abf });
    expect(mixed.code).toBe(1);
    expect(mixed.stderr).toMatch(/b\.json: field "event\.masterpoints\.scale": abf-green, while a\.json is ebu-local/);
    const bad = await runInProcess(['masterpoints', 'x.json'], { 'x.json': '{"ranking": 3}' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/x\.json/);
    const notJson = await runInProcess(['masterpoints', 'x.json'], { 'x.json': 'nope' });
    expect(notJson.code).toBe(2);
    const period = await runInProcess(['masterpoints', 'a.json', '--from', '2026-13-01'], { 'a.json': ebu });
    expect(period.code).toBe(2);
    const reversed = await runInProcess(['masterpoints', 'a.json', '--from', '2026-10-01', '--to', '2026-09-01'], { 'a.json': ebu });
    expect(reversed.code).toBe(2);
  });

  it('credits every player of a team event (teams --masterpoints -f json) with the team’s award, beside the pairs sessions', async () => {
    const FILE = 'test/conformance/excerpts/teamsscorer-en-usebio-multiple-teams-example.xml';
    const t = await runInProcess(['teams', '--results', FILE, '--masterpoints', 'ebu-local', '-f', 'json'], { [FILE]: readFileSync(FILE) });
    expect(t.code, t.stderr).toBe(0);
    const standings = (JSON.parse(t.stdout) as { standings: { masterpoints: number; players: { id: string }[] }[] }).standings;
    const awarded = standings.filter((s) => s.masterpoints > 0);
    expect(awarded).toHaveLength(4);
    const pairs = await session('2026-09-07');
    const r = await runInProcess(['masterpoints', 'teams.json', 'pairs.json', '-f', 'json'], { 'teams.json': t.stdout, 'pairs.json': pairs });
    expect(r.code, r.stderr).toBe(0);
    const players = (JSON.parse(r.stdout) as { players: Row[] }).players;
    for (const s of awarded) for (const p of s.players) expect(players.find((x) => x.number === p.id)).toMatchObject({ points: s.masterpoints, events: 1 });
    // 16 players of the four awarded teams, and the pairs session's
    const pairsAwarded = (JSON.parse(pairs) as { ranking: { masterpoints: number }[] }).ranking.filter((x) => x.masterpoints > 0).length;
    expect(players).toHaveLength(16 + 2 * pairsAwarded);
    // the team event is dated by its file (DATE 22/10/2015), or by teams --date
    expect((JSON.parse(t.stdout) as { date: string }).date).toBe('2015-10-22');
    const old = await runInProcess(['masterpoints', 'teams.json', '--from', '2026-01-01'], { 'teams.json': t.stdout });
    expect(old.stdout).toMatch(/left out: teams\.json: played 2015-10-22, outside the period/);
    const dated = await runInProcess(['teams', '--results', FILE, '--masterpoints', 'ebu-local', '--date', '2026-09-10', '-f', 'json'], {
      [FILE]: readFileSync(FILE),
    });
    const within = await runInProcess(['masterpoints', 'teams.json', '--from', '2026-09-01', '--to', '2026-09-30', '-f', 'json'], {
      'teams.json': dated.stdout,
    });
    expect((JSON.parse(within.stdout) as { players: Row[] }).players).toHaveLength(16);
    const badDate = await runInProcess(['teams', '--results', FILE, '--date', '2026-02-30'], { [FILE]: readFileSync(FILE) });
    expect(badDate.code).toBe(2);
    const bad = await runInProcess(['masterpoints', 'teams.json'], { 'teams.json': t.stdout.replace(/"players": ?\[/, '"players": 3, "x": [') });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/teams\.json: field "standings\[0\]\.players"/);
  });

  it('leaves out a session scored without --masterpoints, and says so', async () => {
    const plain = (await runInProcess(['pairs', TRAVELLERS, '--names', NAMES, '-f', 'json'], inputs)).stdout;
    const r = await runInProcess(['masterpoints', 'p.json'], { 'p.json': plain });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/left out: p\.json: no masterpoints/);
  });
});
