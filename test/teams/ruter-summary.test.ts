/**
 * Ruter's teams summary file (PBN 2.1 supplemental tables): only the match summary, ScoreTable with MatchDetails
 * "200,IMPs_home,IMPs_away" (after the segments "1,h,a|2,h,a|" where there are any) and a TotalScoreTable with
 * TotalScoreVP. The example is synthetic, in that layout; the excerpt is a real Ruter i Norge file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

const summary = readFileSync(join(import.meta.dirname, '../../examples/teams/ruter-summary/summary.pbn'), 'utf8');
const run = (argv: string[], text = summary) => runInProcess(['teams', '--results', 's.pbn', ...argv], { 's.pbn': text });

describe('teams --results SUMMARY.pbn', () => {
  it('reproduces every match VP and the standings, finding the boards per match from the published VPs', async () => {
    const r = await run(['-f', 'json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      's.pbn: warning: the number of boards per match is not in the file: 16 boards, the only count whose VP scale gives the published VPs of all 6 matches (--boards-per-match sets it)\n',
    );
    const doc = JSON.parse(r.stdout);
    expect(doc.matches.map((m: { boards: number; home: { vp: number }; away: { vp: number } }) => [m.boards, m.home.vp, m.away.vp])).toEqual([
      [16, 13.52, 6.48],
      [16, 10, 10],
      [16, 4.62, 15.38],
      [16, 17.97, 2.03],
      [16, 9.09, 10.91],
      [16, 10.91, 9.09],
    ]);
    expect(doc.standings.map((s: { rank: number; team: string; vp: number }) => [s.rank, s.team, s.vp])).toEqual([
      [1, 'Trondheim', 37.06],
      [2, 'Oslo BK', 34.47],
      [3, 'Bergen Akademiske', 29.05],
      [4, 'Moss', 19.42],
    ]);
  });

  it('--compare agrees with the file (exit 0)', async () => {
    const r = await run(['--compare', '--boards-per-match', '16']);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toBe(
      's.pbn: 10 of 10 published numbers agree\n  VP                      6 agree      0 differ\n  total VP                4 agree      0 differ\n',
    );
  });

  it('--compare with the wrong board count lists every difference (exit 1)', async () => {
    const r = await run(['--compare', '--boards-per-match', '24']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('s.pbn: 1 of 10 published numbers agree');
    expect(r.stdout).toContain('  VP round 1 1 – 2: 13.52 – 6.48 → 12.95 – 7.05\n');
    expect(r.stdout).toContain('  total VP team 4: 37.06 → ');
  });

  it('a published VP that no board count gives: an error without --boards-per-match, a difference with it', async () => {
    const wrong = summary.replace('"200,45,32"  13.52  6.48', '"200,45,32"  13.50  6.50');
    const r = await run([], wrong);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      's.pbn: the number of boards per match is not in the file, and no board count from 1 to 1000 gives the published VPs of its 6 matches (expected --boards-per-match N)\n',
    );
    const c = await run(['--compare', '--boards', '16'], wrong);
    expect(c.code).toBe(1);
    expect(c.stdout).toContain('  VP round 1 1 – 2: 13.50 – 6.50 → 13.52 – 6.48\n');
  });

  it.each([
    [
      'one IMP total',
      '"200,45"',
      'field "MatchDetails": "200,45" is not a match summary (expected "200,IMPs_home,IMPs_away", after the segments "1,IMPs_home,IMPs_away|2,…" where there are any; IMPs from 0 to 24000)',
    ],
    ['a bad segment', '"1,20,x|200,45,32"', 'field "MatchDetails": "1,20,x|200,45,32" is not a match summary'],
    ['a 400-digit IMP total', `"200,${'9'.repeat(400)},32"`, 'field "MatchDetails": "200,9999999999999999…" (407 characters) is not a match summary'],
    ['no code', '"x,45,32"', 'field "MatchDetails": "x,45,32" is not a match summary'],
  ])('a MatchDetails with %s is reported with its line (exit 1)', async (_what, details, message) => {
    const r = await run([], summary.replace('"200,45,32"', details));
    expect(r.stderr).toContain(`s.pbn:15: ${message}`);
    expect(r.code).toBe(1);
  });

  it('reads the match in segments: segment 200 is the whole match, and without it the segments add up', async () => {
    const halves = summary.replace('"200,45,32"', '"1,20,12|2,25,20|200,45,32"');
    expect((await run(['--compare', '--boards-per-match', '16'], halves)).code).toBe(0);
    const summed = summary.replace('"200,45,32"', '"1,20,12|2,25,20"');
    expect((await run(['--compare', '--boards-per-match', '16'], summed)).code).toBe(0);
    const wrong = summary.replace('"200,45,32"', '"1,20,12|2,25,21"');
    expect((await run(['--compare', '--boards-per-match', '16'], wrong)).code).toBe(1);
  });

  it('a Ruter i Norge file of an event under way: the halves, the matches not played yet said once, every number agreeing', async () => {
    const file = readFileSync(join(import.meta.dirname, '../conformance/excerpts/ruter-no-teams-summary.pbn'), 'utf8');
    const r = await run(['--compare'], file);
    expect(r.stderr).toContain(
      's.pbn: warning: the number of boards per match is not in the file: 28 boards, the only count whose VP scale gives the published VPs of all 16 matches',
    );
    expect(r.stderr).toContain('s.pbn:90: warning: field "MatchDetails": rounds 5, 6, 7: 12 scheduled matches have no result yet (MatchDetails "-"): left out');
    expect(r.stdout).toContain('s.pbn: 24 of 24 published numbers agree');
    expect(r.code).toBe(0);
  });

  it.each([
    ['ruter-fi-teams-summary.pbn', 8, 30, 40],
    ['ruter-fi-teams-summary-round1.pbn', 32, 3, 9],
  ])('a real Ruter (Finland) summary, %s: %i boards a match found, every number agreeing', async (name, boards, matches, numbers) => {
    const file = readFileSync(join(import.meta.dirname, '../conformance/excerpts', name));
    const r = await runInProcess(['teams', '--results', name, '--compare'], { [name]: file });
    expect(r.stderr).toContain(
      `${name}: warning: the number of boards per match is not in the file: ${boards} boards, the only count whose VP scale gives the published VPs of all ${matches} matches`,
    );
    expect(r.stdout).toContain(`${name}: ${numbers} of ${numbers} published numbers agree`);
    expect(r.code).toBe(0);
  });

  it('--compare on a file without a match summary is bad usage', async () => {
    const r = await runInProcess(['teams', '--results', 'b.csv', '--compare'], {
      'b.csv': 'round,home,away,board,room,ns,score\n1,A,B,1,open,A,420\n1,A,B,1,closed,B,-420\n',
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--compare: the results file publishes no match summary to compare with');
  });
});
