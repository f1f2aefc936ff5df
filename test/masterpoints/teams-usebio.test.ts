/**
 * `teams -f usebio`: the federation report of a team event — the standings, each ranked team's award per player
 * with `--masterpoints`, the players with their numbers, the matches' VPs — held to what TeamsScorer and
 * EBUScoreTeams write in the EBU's two team examples (each element under a parent they use, in an order one of
 * them uses), and read back by the USEBIO team reader with the same teams, players, totals and places.
 */
import { readFileSync } from 'node:fs';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { readUsebioTeams } from '../../src/parse/usebio/read-usebio-teams.js';
import { runInProcess } from '../helpers/cli.js';
import { Structure, order, parse, walk } from './usebio-tree.js';

const FILE = 'test/conformance/excerpts/teamsscorer-en-usebio-multiple-teams-example.xml';
const PAB = 'test/conformance/excerpts/ebuscoreteams-en-usebio-point-a-board-example.xml';

const real = new Structure();
for (const f of [FILE, PAB]) real.add(parse(readFileSync(f, 'latin1')), f);

async function usebio(extra: string[]): Promise<string> {
  const r = await runInProcess(['teams', '--results', FILE, '-f', 'usebio', ...extra], { [FILE]: readFileSync(FILE) });
  expect(r.code, r.stderr).toBe(0);
  return r.stdout;
}

describe('teams -f usebio', () => {
  it('keeps to the structure TeamsScorer and EBUScoreTeams write', async () => {
    const xml = await usebio(['--masterpoints', 'ebu-local', '--title', 'Multiple teams']);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.split('\n').slice(1, 4)).toEqual([
      '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">',
      '<USEBIO Version="1.2">',
      '   <EVENT EVENT_TYPE="TEAMS">',
    ]);
    const problems: string[] = [];
    for (const { node, parent } of walk(parse(xml))) {
      if (parent === undefined) continue;
      if (!(real.children.get(parent.name)?.has(node.name) ?? false)) problems.push(`${node.name} under ${parent.name}`);
      const distinct = order(node.children.map((c) => c.name));
      if (distinct.length >= 2 && real.agreeing(node.name, distinct) === undefined) problems.push(`${node.name}: ${distinct.join(' ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('writes each ranked team’s place and award, its players with their numbers, and the matches’ VPs', async () => {
    const xml = await usebio(['--masterpoints', 'ebu-local']);
    expect(xml).toMatch(/<MASTER_POINT_SCALE>Club<\/MASTER_POINT_SCALE>/);
    expect(xml).toMatch(/<DATE>22\/10\/2015<\/DATE>/);
    expect(xml).toMatch(/<MPS_AWARDED_FLAG>Y<\/MPS_AWARDED_FLAG>/);
    expect([...xml.matchAll(/<MASTER_POINTS_AWARDED>(\d+)</g)].map((m) => m[1])).toEqual(['40', '30', '20', '10']);
    expect(xml.match(/<MASTER_POINT_TYPE>BLACK</g)).toHaveLength(4);
    expect(xml.match(/<NATIONAL_ID_NUMBER>9000\d\d</g)).toHaveLength(40);
    expect(xml.match(/<PAIR_NUMBER>/g)).toHaveLength(20);
    expect(xml).toMatch(/<TEAM TEAM_ID="10" TEAM_NAME="10">\s*<TOTAL_SCORE>117\.10<\/TOTAL_SCORE>\s*<PLACE>1<\/PLACE>/);
    expect(xml.match(/<MATCH>/g)).toHaveLength(40);
    const plain = await usebio([]);
    expect(plain).toMatch(/<MPS_AWARDED_FLAG>N<\/MPS_AWARDED_FLAG>/);
    expect(plain).not.toMatch(/MASTER_POINT/);
  });

  it('reads back with the same teams, players, totals and places', async () => {
    const xml = await usebio(['--masterpoints', 'ebu-local']);
    const json = await runInProcess(['teams', '--results', FILE, '-f', 'json'], { [FILE]: readFileSync(FILE) });
    const standings = (
      JSON.parse(json.stdout) as { standings: { id: string; rank: number; tie: boolean; vp: number; players: { name: string; id: string }[] }[] }
    ).standings;
    const back = readUsebioTeams(new TextEncoder().encode(xml), 'back.xml');
    expect(back.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(back.teams.map((t) => [t.id, t.players])).toEqual(
      expect.arrayContaining(standings.map((s) => [s.id, s.players.map((p) => ({ name: p.name, id: p.id }))])),
    );
    expect(back.summary.totals.map((t) => [t.team, t.vp / 100, t.place])).toEqual(standings.map((s) => [s.id, s.vp, s.rank]));
  });
});
