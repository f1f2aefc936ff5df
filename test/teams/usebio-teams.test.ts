/**
 * `teams --results FILE.xml`: a USEBIO team event (EVENT_TYPE TEAMS) — the matches with their boards, scored
 * from the table scores, and `--compare` against the published VPs (or board points), IMPs, totals and places.
 * The fixture is synthetic (its VPs from the WBF 2013 formula, 9 IMPs over 2 boards = 15.995 → 16.00); the two
 * real files are the EBU's USEBIO examples (TeamsScorer multiple teams, EBUScoreTeams point-a-board), names
 * replaced by placeholders (test/conformance/README.md). TeamsScorer's VPs are the EBU's integer scale: read from
 * the file's own matches by --compare (src/pipeline/compare/file-vp-scale.ts), or given with --vp-scale.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { EBU_3_BOARD_SCALE_CSV } from './fixtures/ebu-3-board-scale.js';
import { readUsebioTeams } from '../../src/parse/usebio/read-usebio-teams.js';
import { compareTeamRooms } from '../../src/scoring/teams/rooms.js';

const fixture = readFileSync(join(import.meta.dirname, 'fixtures/usebio-teams-two-matches.xml'));
const excerpt = (name: string) => readFileSync(join(import.meta.dirname, '../conformance/excerpts', name));
const run = (argv: string[], bytes: Uint8Array = fixture, path = 't.xml') => runInProcess(['teams', '--results', path, ...argv], { [path]: bytes });

describe('teams --results USEBIO', () => {
  it('reads the matches, each board as the home team net of its two tables', () => {
    const r = readUsebioTeams(fixture, 't.xml');
    expect(r.diagnostics).toEqual([]);
    expect(r.teams.map((t) => [t.id, t.name])).toEqual([
      ['1', 'North Stars'],
      ['2', 'South Winds'],
      ['3', 'East Side'],
    ]);
    const boards = compareTeamRooms(r.rooms).matches.map((m) =>
      m.score.kind === 'boards' ? m.score.boards.map((b) => (b.kind === 'played' ? b.homeNet : null)) : [],
    );
    expect(boards).toEqual([
      [470, -30],
      [0, 0],
    ]);
    expect(r.form?.form).toBe('imps');
  });

  it('--compare: every published VP, IMP total, team total and place agrees (exit 0)', async () => {
    const r = await run(['--compare']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /^t\.xml: 10 of 10 published numbers agree\n {2}VP\s+2 agree\s+0 differ\n {2}IMPs\s+2 agree\s+0 differ\n {2}total VP\s+3 agree\s+0 differ\n {2}place\s+3 agree\s+0 differ/,
    );
  });

  it('a changed published VP is a difference (exit 1)', async () => {
    const r = await run(['--compare'], Buffer.from(fixture.toString('latin1').replace('<TEAM_SCORE>16.00<', '<TEAM_SCORE>15.00<'), 'latin1'));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('VP round 1 1 – 2: 15.00 – 4.00 → 16.00 – 4.00');
  });

  it('an XML file is never read as CSV: a USEBIO pairs file is named as such (exit 2)', async () => {
    const pairs = excerpt('compscore3-au-mp-pairs-howell.xml');
    const r = await run([], pairs, 'p.xml');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('error: --results: p.xml is a USEBIO file of a pairs or individual event (bridgescore pairs reads it)\n');
  });

  it('a board without a table score is an error at its line, the rest read', async () => {
    const r = await run([], Buffer.from(fixture.toString('latin1').replace('<SCORE>-50</SCORE>', '<SCORE></SCORE>'), 'latin1'));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/t\.xml:\d+: field "SCORE": round 1, team 1 v 2, board 1: the line with DIRECTION EW has no SCORE/);
  });

  it('EBUScoreTeams point-a-board (PAB, 8 teams round robin): 44 of 44 published points, totals and places agree', async () => {
    const name = 'ebuscoreteams-en-usebio-point-a-board-example.xml';
    const r = await run(['--compare'], excerpt(name), name);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /: 44 of 44 published numbers agree\n {2}points\s+28 agree\s+0 differ\n {2}total points\s+8 agree\s+0 differ\n {2}place\s+8 agree\s+0 differ/,
    );
  });

  it("TeamsScorer multiple teams: its VPs are a scale of their own (the EBU's integer scale), read from its matches and said so; every number agrees", async () => {
    const name = 'teamsscorer-en-usebio-multiple-teams-example.xml';
    const r = await run(['--compare'], excerpt(name), name);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stderr).toContain('the rounds are taken from the boards instead, 10 stanzas from board 1');
    const note =
      "VPs: the file's own scale, read from its 40 matches (3 boards: margins 0–34), not the WBF scale (the WBF 2013 scale gives 4 of its 40 published VPs); totals and places scored with it";
    expect(r.stderr).toContain(`${name}: warning: ${note}\n`);
    expect(r.stdout).toMatch(
      new RegExp(
        `: 100 of 100 published numbers agree\\n {2}${note.replace(/[()]/g, '\\$&')}\\n {2}VP\\s+40 agree\\s+0 differ\\n {2}IMPs\\s+40 agree\\s+0 differ\\n {2}total VP\\s+10 agree\\s+0 differ\\n {2}place\\s+10 agree\\s+0 differ`,
      ),
    );
  });

  it('TeamsScorer multiple teams with the EBU scale given as --vp-scale: the same agreement, no scale read from the file', async () => {
    const name = 'teamsscorer-en-usebio-multiple-teams-example.xml';
    const r = await runInProcess(['teams', '--results', name, '--compare', '--vp-scale', 'ebu.csv'], {
      [name]: excerpt(name),
      'ebu.csv': EBU_3_BOARD_SCALE_CSV,
    });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/: 100 of 100 published numbers agree\n {2}VP\s+40 agree/);
    expect(r.stdout + r.stderr).not.toContain("the file's own scale");
  });
});
