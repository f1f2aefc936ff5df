/**
 * Member numbers from every input that carries them — a Bridgemate `.bws` (PlayerNumbers), a USEBIO file
 * (NATIONAL_ID_NUMBER), a names CSV — through every output of `pairs` that can hold them (the ranking CSV's
 * `ids`, the JSON players, USEBIO NATIONAL_ID_NUMBER); and a name filled by `--members` where the input has only
 * the number, in the ranking, the USEBIO report and the travellers of the page.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

const BWS = { 'club.bws': new Uint8Array(readFileSync('test/fixtures/bridgemate/club-2026-01-19.bws')) };
const EBU = 'test/conformance/excerpts/ebuscore-mp-pairs-one-winner.xml';
const CLUB = 'examples/club-session/travellers.csv';
const CLUB_FILES = { [CLUB]: readFileSync(CLUB), 'names.csv': readFileSync('examples/club-session/names.csv') };

interface Row {
  pair: string;
  direction: string | null;
  players: { name: string; id: string | null }[];
}

async function outputs(args: string[], files: Record<string, string | Uint8Array>): Promise<{ json: Row[]; csv: string; usebio: string }> {
  const json = await runInProcess([...args, '-f', 'json'], files);
  const csv = await runInProcess([...args, '-f', 'csv'], files);
  const usebio = await runInProcess([...args, '-f', 'usebio'], files);
  for (const r of [json, csv, usebio]) expect(r.code, r.stderr).toBe(0);
  return { json: (JSON.parse(json.stdout) as { ranking: Row[] }).ranking, csv: csv.stdout, usebio: usebio.stdout };
}

/** Every number the JSON gives is in the CSV's ids and in the USEBIO report, as often as players hold it. */
function expectEverywhere(o: { json: Row[]; csv: string; usebio: string }, atLeast: number): void {
  const ids = o.json.flatMap((r) => r.players.map((p) => p.id)).filter((id): id is string => id !== null);
  expect(ids.length).toBeGreaterThanOrEqual(atLeast);
  const [head, ...rows] = o.csv.trim().split('\n');
  const col = (head ?? '').split(',').indexOf('player_ids');
  expect(col).toBeGreaterThanOrEqual(0);
  const csvIds = rows.flatMap((l) => (l.split(',')[col] ?? '').split(';')).filter((x) => x !== '');
  expect([...csvIds].sort()).toEqual([...ids].sort());
  const xmlIds = [...o.usebio.matchAll(/<NATIONAL_ID_NUMBER>([^<]*)</g)].map((m) => m[1]);
  expect([...xmlIds].sort()).toEqual([...ids].sort());
}

describe('member numbers from every input through every output', () => {
  it('a Bridgemate .bws: PlayerNumbers', async () => {
    expectEverywhere(await outputs(['pairs', 'club.bws'], BWS), 40);
  });

  it('a USEBIO file: NATIONAL_ID_NUMBER', async () => {
    expectEverywhere(await outputs(['pairs', EBU, '--profile', 'ebu'], { [EBU]: readFileSync(EBU) }), 30);
  });

  it('a names CSV', async () => {
    expectEverywhere(await outputs(['pairs', CLUB, '--names', 'names.csv'], CLUB_FILES), 20);
  });
});

describe('a name filled from the member list', () => {
  // the .bws names member 1701282 by number only (PlayerNumbers without a name, nor one in PlayerNames)
  const args = ['pairs', 'club.bws', '--members', 'members.csv'];
  let files: Record<string, string | Uint8Array> = BWS;

  /** The member list: every player of the session as the .bws names them, 1701282 named. */
  async function list(): Promise<Record<string, string | Uint8Array>> {
    const plain = await runInProcess(['pairs', 'club.bws', '-f', 'json'], BWS);
    const players = (JSON.parse(plain.stdout) as { ranking: Row[] }).ranking.flatMap((r) => r.players);
    const rows = players.map((p) => `${p.id ?? ''},${p.id === '1701282' ? 'Astrid Lindgren' : p.name},Club`);
    expect(players.find((p) => p.id === '1701282')?.name).toBe('1701282');
    return { ...BWS, 'members.csv': ['number,name,club', ...new Set(rows)].join('\n') + '\n' };
  }

  it('is in the ranking and the USEBIO report, and said on standard error', async () => {
    files = await list();
    const json = await runInProcess([...args, '-f', 'json'], files);
    expect(json.code, json.stderr).toBe(0);
    expect(json.stderr).toMatch(/members\.csv: pair \d+: number 1701282 named Astrid Lindgren from the member list/);
    const rows = (JSON.parse(json.stdout) as { ranking: Row[] }).ranking;
    const holder = rows.find((r) => r.players.some((p) => p.id === '1701282'));
    expect(holder?.players.find((p) => p.id === '1701282')?.name).toBe('Astrid Lindgren');
    const usebio = await runInProcess([...args, '-f', 'usebio'], files);
    expect(usebio.stdout).toMatch(/<PLAYER_NAME>Astrid Lindgren<\/PLAYER_NAME>\s*<NATIONAL_ID_NUMBER>1701282</);
  });

  it('is in the travellers of the page: the pair number links to its score card with the filled names', async () => {
    files = await list();
    const before = await runInProcess(['pairs', 'club.bws', '-f', 'html'], BWS);
    const after = await runInProcess([...args, '-f', 'html'], files);
    expect(after.code, after.stderr).toBe(0);
    const titles = (html: string): string[] => [...html.matchAll(/<a href="[^"]*" title="([^"]*)">/g)].map((m) => m[1] as string);
    expect(titles(before.stdout).some((t) => t.includes('Astrid Lindgren'))).toBe(false);
    const filled = titles(after.stdout).filter((t) => t.includes('Astrid Lindgren'));
    // one link a board the pair played, on every traveller where the pair sat
    expect(filled.length).toBeGreaterThanOrEqual(20);
  });
});

describe('an individual event (pairs with one player each)', () => {
  const TRAV = 'examples/individual/travellers.csv';
  const NAMES_TEXT = readFileSync('examples/individual/names.csv', 'utf8').replace(/\r\n/g, '\n');
  // every player of the names file in the member list
  const LIST =
    [
      'number,name,club',
      ...NAMES_TEXT.trim()
        .split('\n')
        .slice(1)
        .map((l) => {
          const [, name, id] = l.split(',');
          return `${id},${name},Club`;
        }),
    ].join('\n') + '\n';

  async function run(names: string, extra: string[] = []) {
    return runInProcess(['pairs', TRAV, '--names', 'names.csv', '--members', 'members.csv', ...extra], {
      [TRAV]: readFileSync(TRAV),
      'names.csv': names,
      'members.csv': LIST,
    });
  }

  it('checks each player: an unknown number, a number on two players, a name filled from the list', async () => {
    expect((await run(NAMES_TEXT)).stderr).not.toMatch(/members\.csv/);
    const names = NAMES_TEXT.replace('1,Kari Nordmann,30001', '1,,30001')
      .replace('2,Ola Sjødal,30002', '2,Ola Sjødal,39999')
      .replace('4,Per Åström,30004', '4,Per Åström,30003');
    const r = await run(names, ['-f', 'json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/pair 1: number 30001 named Kari Nordmann from the member list/);
    expect(r.stderr).toMatch(/pair 2: Ola Sjødal has number 39999, which is not in the member list/);
    expect(r.stderr).toMatch(/number 30003 is on two players \(pairs (3, 4|4, 3);/);
    const rows = (JSON.parse(r.stdout) as { ranking: Row[] }).ranking;
    expect(rows.find((x) => x.pair === '1')?.players).toEqual([{ name: 'Kari Nordmann', id: '30001' }]);
  });
});
