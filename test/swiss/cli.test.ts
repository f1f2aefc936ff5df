import { describe, expect, it } from 'vitest';
import { registerSwissCommand } from '../../src/cli/commands/swiss.js';
import { runCommand } from '../helpers/cli.js';

const contestants = 'id,name,club,rank\n1,Alfa,Oslo,1\n2,Bravo,Oslo,2\n3,Charlie,Bergen,3\n4,Delta,Bergen,4\n5,Echo,Hamar,5\n';
const results = 'round,home,away,imps_home,imps_away,boards,vp_home,vp_away\n1,1,3,30,10,8,16.23,3.77\n1,2,4,20,20,8,10,10\n1,5,BYE,,,,,\n';
const files = { 'c.csv': contestants, 'r.csv': results };
const run = (...argv: string[]) => runCommand(registerSwissCommand, ['swiss', ...argv], files);

describe('bridgescore swiss', () => {
  it('pairs round 1 from the rank list, keeping clubmates apart, with a bye row', async () => {
    const r = await run('--contestants', 'c.csv', '--format', 'csv', '--boards-per-round', '8');
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toBe('round,table,home,away,boards\n1,1,1,3,1-8\n1,2,2,4,1-8\n1,3,5,0,1-8\n');
  });

  it('pairs the next round from the results: no repeat, no clubmates, home to whoever was away', async () => {
    // 2–4 have met and 1–2 are both from Oslo, so 1 meets 4 and 2 meets 5; 3 (last) gets the bye.
    const r = await run('r.csv', '--contestants', 'c.csv', '--format', 'csv', '--boards-per-round', '8');
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toBe('round,table,home,away,boards\n2,1,4,1,9-16\n2,2,5,2,9-16\n2,3,3,0,9-16\n');
  });

  it('writes ns/ew with an empty board range for pairs', async () => {
    // Without the contestants file there are no clubs: 1–2 may meet. Without balance the better placed is NS.
    const r = await run('r.csv', '--kind', 'pairs', '--no-balance', '--format', 'csv');
    expect(r.stdout).toBe('round,table,ns,ew,boards\n2,1,1,2,\n2,2,5,4,\n2,3,3,0,\n');
  });

  it('re-uses the board numbers each round with --board-numbering per-round', async () => {
    const r = await run('r.csv', '--format', 'csv', '--boards-per-round', '1', '--board-numbering', 'per-round');
    expect(r.stdout.split('\n')[1]).toBe('2,1,1,2,1');
  });

  it('prints a table with the standings of each side and the bye', async () => {
    const r = await run('r.csv', '--contestants', 'c.csv', '--rounds', '3');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        'Round 2 of 3 (teams)',
        '┌───────┬───────────┬─────┬───────┬─────────┬─────┬───────┬────────────────────────┐',
        '│ Table │ Home      │ Pos │    VP │ Away    │ Pos │    VP │ Note                   │',
        '│     1 │ 4 Delta   │   4 │ 10.00 │ 1 Alfa  │   1 │ 16.23 │                        │',
        '│     2 │ 5 Echo    │   2 │ 12.00 │ 2 Bravo │   3 │ 10.00 │                        │',
        '│     3 │ 3 Charlie │   5 │  3.77 │ bye     │     │ 12.00 │ NBF 2.9.2, provisional │',
        '└───────┴───────────┴─────┴───────┴─────────┴─────┴───────┴────────────────────────┘',
        '',
      ].join('\n'),
    );
  });

  it('writes JSON with a schema version, the bye and the warnings', async () => {
    const r = await run('r.csv', '--format', 'json', '--same-club', 'allow');
    const doc = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(Object.keys(doc)).toEqual(['schemaVersion', 'kind', 'round', 'rounds', 'boards', 'tables', 'bye', 'summary', 'warnings', 'standings']);
    expect(doc['schemaVersion']).toBe(1);
    expect(doc['bye']).toEqual({ table: 3, id: '3', name: null, score: 12, rule: 'NBF 2.9.2, provisional', previousByes: 0 });
    expect(doc['warnings']).toEqual([]);
  });

  it('explains an unavoidable repeat on stderr and in JSON', async () => {
    const two = 'round,home,away,vp_home,vp_away\n1,1,2,12,8\n';
    const r = await runCommand(registerSwissCommand, ['swiss', 'r.csv', '--format', 'json'], { 'r.csv': two });
    expect(r.code).toBe(0);
    const message =
      'round 2, table 1: teams 2 and 1 meet again (they met in round 1): no pairing of this round avoids every repeat; this one has the fewest (1)';
    expect(r.stderr).toBe(`warning: ${message}\n`);
    expect((JSON.parse(r.stdout) as { warnings: unknown }).warnings).toEqual([{ code: 'repeat', table: 1, message }]);
  });

  it('draws the first round from --seed, the same way every time', async () => {
    const a = await run('--contestants', 'c.csv', '--seed', '7', '--format', 'csv', '--same-club', 'allow');
    const b = await run('--contestants', 'c.csv', '--seeding', 'random', '--seed', '7', '--format', 'csv', '--same-club', 'allow');
    expect(a.code).toBe(0);
    expect(b.stdout).toBe(a.stdout);
    const given = await run('--contestants', 'c.csv', '--seeding', 'given', '--format', 'csv', '--same-club', 'allow');
    expect(given.stdout).toBe('round,table,home,away\n1,1,1,2\n1,2,3,4\n1,3,5,0\n');
  });

  it('writes --output atomically and nothing on stdout', async () => {
    const r = await run('r.csv', '--format', 'csv', '--output', 'movement.csv');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    // 4 was away in round 1 and 5 had the bye: 4 is home.
    expect(r.written.get('movement.csv')).toBe('round,table,home,away\n2,1,1,2\n2,2,4,5\n2,3,3,0\n');
  });

  it('warns when the planned rounds are outside the 25–75 % of NBF 2.14', async () => {
    const r = await run('r.csv', '--rounds', '4', '--format', 'csv');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('warning: --rounds 4 for 5 teams is outside the 25–75 % of NBF 2.14 (2 to 3 rounds): repeat meetings become likely\n');
  });

  it('leaves --exclude contestants out of the pairing but in the standings', async () => {
    const r = await run('r.csv', '--contestants', 'c.csv', '--exclude', '3', '--format', 'json');
    const doc = JSON.parse(r.stdout) as { tables: unknown[]; bye: unknown; standings: { id: string }[] };
    expect(r.code).toBe(0);
    expect(doc.tables).toHaveLength(2);
    expect(doc.bye).toBeNull();
    expect(doc.standings.map((s) => s.id)).toContain('3');
  });

  describe('errors', () => {
    it.each([
      [['r.csv', '--rounds', '1'], 'error: round 2 is beyond the last round (--rounds 1): every round has results\n'],
      [['--contestants', 'c.csv', '--seeding', 'random'], 'error: --seeding random needs --seed N (the same seed gives the same draw)\n'],
      [[], 'error: nothing to pair: give the results so far, or --contestants FILE for round 1\n'],
      [['--seed', 'x'], "error: option '--seed <n>' argument 'x' is invalid. \"x\" is not a seed (expected a whole number from 0 to 4294967295).\n"],
      [['--kind', 'individual'], "error: option '--kind <kind>' argument 'individual' is invalid. Allowed choices are teams, pairs.\n"],
      [
        ['--boards-per-round', '0'],
        "error: option '--boards-per-round <n>' argument '0' is invalid. \"0\" is not a number of boards (expected a whole number from 1 to 1000).\n",
      ],
      [['r.csv', '--exclude', '3,42'], 'error: --exclude: "42" not among the teams\n'],
      [['r.csv', '--exclude', '1,2,3,4'], 'error: only 1 of the teams can be paired: a round needs at least 2\n'],
      [
        ['--bye-score', '-1'],
        "error: option '--bye-score <vp>' argument '-1' is invalid. \"-1\" is not a score (expected a number such as 12 or 12.5, at most 100000).\n",
      ],
    ])('exits 2 for the usage %j', async (argv, stderr) => {
      const r = await run(...argv, '--output', 'out.csv');
      expect(r).toMatchObject({ code: 2, stdout: '', stderr });
      expect(r.written.size).toBe(0);
    });

    it('exits 1 with every problem of the input files, and writes nothing', async () => {
      const bad = 'round,home,away,vp_home,vp_away\n1,1,9,12,x\n1,2,BYE,,\n';
      const r = await runCommand(registerSwissCommand, ['swiss', 'bad.csv', '--contestants', 'c.csv', '--output', 'out.csv'], {
        'bad.csv': bad,
        'c.csv': contestants + '1,Again,,\n',
      });
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(
        [
          'bad.csv:2: field "away": "9" is not in the contestants file c.csv (expected one of its ids)',
          'bad.csv:2: field "vp_away": "x" is not a number (expected a decimal number such as 12.34)',
          'c.csv:7: field "id": "1" is already listed on line 2 (expected each contestant once)',
          '',
        ].join('\n'),
      );
      expect(r.written.size).toBe(0);
    });

    it('passes a missing file on to the program, which reports it with exit 2', async () => {
      await expect(run('missing.csv')).rejects.toMatchObject({ code: 'ENOENT' });
    });
  });
});
