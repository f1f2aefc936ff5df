/**
 * `teams --members FILE`: the players a USEBIO team event names (TEAM/PAIR/PLAYER with NATIONAL_ID_NUMBER) kept
 * through the JSON standings, checked against the member list as `pairs --members` checks pairs — an unknown
 * number, a number on two players, a player with none (a visitor) — with names filled from the list where the
 * file gives only the number; a bad list is exit 1 naming its line; results that name no players say so.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

const FILE = 'test/conformance/excerpts/teamsscorer-en-usebio-multiple-teams-example.xml';
const TEXT = readFileSync(FILE, 'latin1');

interface Standing {
  id: string;
  players: { name: string; id: string | null }[];
}

/** Every player of the file as its TEAMs name them, as a member list. */
function fullList(): string {
  const rows = ['number,name,club'];
  for (const m of TEXT.matchAll(/<PLAYER_NAME>([^<]*)<\/PLAYER_NAME>\s*<CLUB_ID_NUMBER>[^<]*<\/CLUB_ID_NUMBER>\s*<NATIONAL_ID_NUMBER>([^<]*)</g)) {
    rows.push(`${m[2] as string},${m[1] as string},Test Bridge Club`);
  }
  return [...new Set(rows)].join('\n') + '\n';
}

async function run(xml: string, members: string | undefined, extra: string[] = []) {
  return runInProcess(['teams', '--results', 'teams.xml', ...(members === undefined ? [] : ['--members', 'members.csv']), ...extra], {
    'teams.xml': xml,
    ...(members === undefined ? {} : { 'members.csv': members }),
  });
}

describe('teams --members', () => {
  it('keeps each team’s players and numbers in the JSON standings', async () => {
    const r = await run(TEXT, undefined, ['-f', 'json']);
    expect(r.code).toBe(0);
    const standings = (JSON.parse(r.stdout) as { standings: Standing[] }).standings;
    expect(standings).toHaveLength(10);
    expect(standings.find((s) => s.id === '1')?.players).toEqual([
      { name: 'Player 1', id: '900001' },
      { name: 'Player 2', id: '900002' },
      { name: 'Player 3', id: '900003' },
      { name: 'Player 4', id: '900004' },
    ]);
    expect(standings.flatMap((s) => s.players)).toHaveLength(40);
  });

  it('names each team’s players under the team on the page, a name filled from the list too', async () => {
    const r = await run(TEXT, undefined, ['-f', 'html']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/<small><bdi>Player 1<\/bdi>, <bdi>Player 2<\/bdi>, <bdi>Player 3<\/bdi>, <bdi>Player 4<\/bdi><\/small>/);
    const numberOnly = TEXT.replace('<PLAYER_NAME>Player 20</PLAYER_NAME>', '<PLAYER_NAME></PLAYER_NAME>');
    expect((await run(numberOnly, undefined, ['-f', 'html'])).stdout).not.toMatch(/<bdi>Player 20<\/bdi>/);
    expect((await run(numberOnly, fullList(), ['-f', 'html'])).stdout).toMatch(/<bdi>Player 20<\/bdi>/);
  });

  it('finds nothing to say when every number is in the list', async () => {
    const r = await run(TEXT, fullList());
    expect(r.code).toBe(0);
    expect(r.stderr).not.toMatch(/members\.csv/);
  });

  it('names an unknown number, a number on two players, a visitor, and fills a name given only by number', async () => {
    const xml = TEXT.replace('<NATIONAL_ID_NUMBER>900002<', '<NATIONAL_ID_NUMBER>999999<')
      .replace('<NATIONAL_ID_NUMBER>900007<', '<NATIONAL_ID_NUMBER>900003<')
      .replace(/(<PLAYER_NAME>Player 12<\/PLAYER_NAME>\s*<CLUB_ID_NUMBER>[^<]*<\/CLUB_ID_NUMBER>\s*)<NATIONAL_ID_NUMBER>900012<\/NATIONAL_ID_NUMBER>/, '$1')
      .replace('<PLAYER_NAME>Player 20</PLAYER_NAME>', '<PLAYER_NAME></PLAYER_NAME>');
    const r = await run(xml, fullList(), ['-f', 'json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/members\.csv: team 1: Player 2 has number 999999, which is not in the member list/);
    expect(r.stderr).toMatch(/members\.csv: number 900003 is on two players \(teams 1, 2; expected one player a number\)/);
    expect(r.stderr).toMatch(/members\.csv: team 3: Player 12 has no member number \(a visitor\?\)/);
    expect(r.stderr).toMatch(/members\.csv: team 5: number 900020 named Player 20 from the member list/);
    const standings = (JSON.parse(r.stdout) as { standings: Standing[] }).standings;
    expect(standings.find((s) => s.id === '5')?.players).toContainEqual({ name: 'Player 20', id: '900020' });
    expect(standings.find((s) => s.id === '3')?.players).toContainEqual({ name: 'Player 12', id: null });
  });

  it('refuses the federation report (USEBIO) while a number is not valid, and writes nothing', async () => {
    const xml = TEXT.replace('<NATIONAL_ID_NUMBER>900002<', '<NATIONAL_ID_NUMBER>999999<');
    const r = await run(xml, fullList(), ['-f', 'usebio', '-o', 'report.xml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/members\.csv: .*1 player number is not valid/);
    expect(r.written.size).toBe(0);
    const ok = await run(TEXT, fullList(), ['-f', 'usebio', '-o', 'report.xml']);
    expect(ok.code).toBe(0);
    expect(String(ok.written.get('report.xml'))).toMatch(/<NATIONAL_ID_NUMBER>900002</);
  });

  it('reads a bad list as bad data naming the line and field', async () => {
    const r = await run(TEXT, 'number,name\n12a,Kari\n');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/members\.csv:2: .*number/);
  });

  it('says so when the results name no players (match totals), and checks nothing', async () => {
    const matches = 'round,home,away,imps_home,imps_away,boards\n1,A,B,30,10,24\n';
    const r = await runInProcess(['teams', '--matches', 'm.csv', '--members', 'members.csv'], { 'm.csv': matches, 'members.csv': fullList() });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/members\.csv: the results name no team's players, so no number is checked/);
  });
});
