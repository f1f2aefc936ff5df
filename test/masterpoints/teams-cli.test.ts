/**
 * `teams --masterpoints SCALE`: the EBU club scale for teams against the one real file that publishes club awards
 * for a team event (TeamsScorer 5.1.17, the EBU's multiple-teams example: 10 teams, 24 boards, BLACK 40-30-20-10),
 * first on the file's own places (the scale alone), then end to end, where the places are ours (WBF VP scale, not
 * the EBU's integer one the file uses: teams 2 and 8 swap 4th and 5th, so one award moves with them). Then the
 * outputs (table, CSV, JSON schema version 2, HTML) and the refusals that say what is missing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { awardMasterpoints, ebuLocal, type MasterpointField } from '../../src/scoring/masterpoints/index.js';
import { runInProcess } from '../helpers/cli.js';
import { validateJson, type JsonSchema } from '../helpers/json-schema.js';

const FILE = 'test/conformance/excerpts/teamsscorer-en-usebio-multiple-teams-example.xml';
const TEXT = readFileSync(FILE, 'latin1');

/** Each TEAM's id, published place ("7=" → 7) and published award (0 when none). */
function published(): { id: string; place: number; award: number }[] {
  const teams = TEXT.split(/<TEAM\s/).slice(1);
  return teams.map((t) => ({
    id: /TEAM_ID\s*=\s*"([^"]*)"/.exec(t)?.[1] ?? '',
    place: Number(/<PLACE>(\d+)=?<\/PLACE>/.exec(t)?.[1]),
    award: Number(/<MASTER_POINTS_AWARDED>(\d+)</.exec(t)?.[1] ?? 0),
  }));
}

async function run(args: string[]) {
  return runInProcess(['teams', '--results', FILE, ...args], { [FILE]: readFileSync(FILE) });
}

describe('EBU local points for teams against TeamsScorer', () => {
  const pub = published();
  const boards = Number(/<BOARDS_PLAYED>(\d+)</.exec(TEXT)?.[1]);

  it('reads 10 teams, 24 boards, four published awards', () => {
    expect(pub).toHaveLength(10);
    expect(boards).toBe(24);
    expect(pub.filter((p) => p.award > 0)).toHaveLength(4);
    expect(/<MASTER_POINT_SCALE>Club</.test(TEXT)).toBe(true);
  });

  it("gives every published award from the file's own places", () => {
    const field: MasterpointField = {
      kind: 'teams',
      winners: 'one',
      boards,
      sections: [{ id: '', entrants: pub.length }],
      fields: [{ id: '', sections: [''], ranking: pub.map((p) => ({ id: p.id, place: p.place })) }],
    };
    const r = awardMasterpoints(ebuLocal, field);
    if (!r.ok) throw new Error(r.message);
    const ours = new Map(r.awards.map((a) => [a.id, a.award]));
    expect(pub.map((p) => [p.id, ours.get(p.id) ?? 0])).toEqual(pub.map((p) => [p.id, p.award]));
  });

  it('awards our places end to end: 3 of the 4 published awards agree, the fourth follows the swapped places', async () => {
    const r = await run(['--masterpoints', 'ebu-local', '-f', 'json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as { standings: { id: string; rank: number; masterpoints: number }[] };
    const ours = new Map(doc.standings.map((s) => [s.id, s.masterpoints]));
    const agree = pub.filter((p) => p.award > 0 && ours.get(p.id) === p.award);
    expect(agree).toHaveLength(3);
    // published: team 2 4th (79 VP on the EBU scale), team 8 5th (78); ours: team 8 4th (78.08), team 2 5th (77.88)
    expect(doc.standings.find((s) => s.id === '8')).toMatchObject({ rank: 4, masterpoints: 10 });
    expect(doc.standings.find((s) => s.id === '2')).toMatchObject({ rank: 5, masterpoints: 0 });
  });
});

describe('the awards in every teams output', () => {
  it('adds a Masterpoints column and the scale under the standings, in the language asked for', async () => {
    const r = await run(['--masterpoints', 'ebu-local']);
    expect(r.code).toBe(0);
    const first = r.stdout.split('\n').find((l) => /│\s+1 │ 10 /.test(l)) ?? '';
    expect(first).toMatch(/│\s+40 │$/);
    expect(r.stdout).toMatch(/Masterpoints: EBU club scale \(local \/ black points\), per player\./);
    expect((await run(['--masterpoints', 'ebu-local', '--lang', 'nb'])).stdout).toMatch(/Mesterpoeng/);
    expect((await run([])).stdout).not.toMatch(/Masterpoints/);
  });

  it('writes a masterpoints column in CSV', async () => {
    const r = await run(['--masterpoints', 'ebu-local', '-f', 'csv']);
    const rows = r.stdout.trim().split('\n');
    expect(rows[0]?.split(',').at(-1)).toBe('masterpoints');
    expect(rows.slice(1).map((l) => l.split(',').at(-1))).toEqual(['40', '30', '20', '10', '0', '0', '0', '0', '0', '0']);
  });

  it('writes schema version 2 JSON with the scale and each award, valid against the schema', async () => {
    const schema = JSON.parse(readFileSync('schema/teams.schema.json', 'utf8')) as JsonSchema;
    const r = await run(['--masterpoints', 'ebu-local', '-f', 'json']);
    const doc = JSON.parse(r.stdout) as { schemaVersion: number; masterpoints: { scale: string; decimals: number }; standings: { masterpoints: number }[] };
    expect(doc.schemaVersion).toBe(2);
    expect(doc.masterpoints).toMatchObject({ scale: 'ebu-local', decimals: 0 });
    expect(doc.standings.map((s) => s.masterpoints)).toEqual([40, 30, 20, 10, 0, 0, 0, 0, 0, 0]);
    expect(validateJson(schema, doc)).toEqual([]);
    const plain = JSON.parse((await run(['-f', 'json'])).stdout) as Record<string, unknown>;
    expect(JSON.stringify(plain)).not.toMatch(/masterpoints/);
    expect(validateJson(schema, plain)).toEqual([]);
  });

  it('shows the column on the HTML page', async () => {
    const r = await run(['--masterpoints', 'ebu-local', '-f', 'html']);
    expect(r.stdout).toMatch(/<th[^>]*>Masterpoints<\/th>/);
    expect(r.stdout).toMatch(/<td class="n">40<\/td><\/tr>/);
  });

  it('says what is missing when the scale cannot award teams (exit 2), and writes nothing', async () => {
    const abf = await run(['--masterpoints', 'abf-green']);
    expect(abf.code).toBe(2);
    expect(abf.stdout).toBe('');
    expect(abf.stderr).toMatch(/ABF session awards for teams: .*not the winners' award of a teams session/);
    const nbf = await run(['--masterpoints', 'nbf-club']);
    expect(nbf.code).toBe(2);
    expect(nbf.stderr).toMatch(/public rules do not suffice/);
    const unknown = await run(['--masterpoints', 'wbf']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/no scale "wbf"/);
  });

  it('refuses a session outside the 18-35 board column of the EBU scale', async () => {
    const dir = 'examples/teams/pbn-match';
    const path = `${dir}/match.pbn`;
    const r = await runInProcess(['teams', '--results', path, '--masterpoints', 'ebu-local'], { [path]: readFileSync(path) });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/only the 18-35 board column of the scale is known/);
  });
});
