/**
 * `teams --results FILE.xml --compare`: the masterpoint awards a USEBIO team event publishes
 * (TEAM/MASTER_POINTS/MASTER_POINTS_AWARDED, per player) are compared with ours when `--masterpoints` is given,
 * a line a team; without it the report says the file publishes awards and how to compare them. Checked on
 * TeamsScorer's real example (10 teams, 4 awarded), against the awards `teams --masterpoints -f json` gives.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { EBU_3_BOARD_SCALE_CSV } from '../teams/fixtures/ebu-3-board-scale.js';

const FILE = 'test/conformance/excerpts/teamsscorer-en-usebio-multiple-teams-example.xml';
// The file's VPs follow the EBU's integer scale, which `--compare` reads from its matches; the run that gives our
// own awards gets the same scale as `--vp-scale`.
const files = { [FILE]: readFileSync(FILE), 'ebu.csv': EBU_3_BOARD_SCALE_CSV };

/** The awards the file publishes, by team id, read from the XML text itself. */
function publishedAwards(): Map<string, number> {
  const xml = readFileSync(FILE, 'utf8');
  const out = new Map<string, number>();
  for (const team of xml.split(/<TEAM[\s>]/).slice(1)) {
    const head = team.split(/<PAIR>|<\/TEAM>/)[0] ?? '';
    const id = /TEAM_ID\s*=\s*"([^"]+)"/.exec(head)?.[1] ?? /<TEAM_ID>\s*([^<]+?)\s*<\/TEAM_ID>/.exec(head)?.[1];
    const award = /<MASTER_POINTS_AWARDED>\s*(\d+)\s*<\/MASTER_POINTS_AWARDED>/.exec(head)?.[1];
    if (id !== undefined && award !== undefined) out.set(id, Number(award));
  }
  return out;
}

describe('teams --compare: published masterpoint awards', () => {
  it('the file publishes awards for some teams', () => {
    expect(publishedAwards().size).toBeGreaterThan(0);
  });

  it('without --masterpoints, says the file publishes awards and how to compare them', async () => {
    const r = await runInProcess(['teams', '--results', FILE, '--compare'], files);
    expect(r.stdout).toContain('the file publishes masterpoint awards: give --masterpoints SCALE to compare them');
    expect(r.stdout).not.toMatch(/^ {2}masterpoints +\d+ agree/m);
  });

  it('with --masterpoints, compares each published award with ours, a line a team', async () => {
    const ours = await runInProcess(['teams', '--results', FILE, '--vp-scale', 'ebu.csv', '--masterpoints', 'ebu-local', '-f', 'json'], files);
    expect(ours.code, ours.stderr).toBe(0);
    const standings = (JSON.parse(ours.stdout) as { standings: { id: string; masterpoints: number | null }[] }).standings;
    const byTeam = new Map(standings.map((s) => [s.id, s.masterpoints ?? 0]));
    const published = publishedAwards();
    const agree = [...published].filter(([team, award]) => byTeam.get(team) === award).length;
    const r = await runInProcess(['teams', '--results', FILE, '--compare', '--masterpoints', 'ebu-local'], files);
    expect(r.stdout).toMatch(new RegExp(`^ {2}masterpoints +${agree} agree +${published.size - agree} differ`, 'm'));
    for (const [team, award] of published) {
      if (byTeam.get(team) !== award) expect(r.stdout).toContain(`masterpoints team ${team}: ${award} → ${byTeam.get(team) ?? 0}`);
    }
    expect(r.stdout).not.toContain('the file publishes masterpoint awards');
  });
});
