/**
 * `teams` feeds `swiss` as it is: the matches CSV that `teams --csv-table matches` writes (teams named by their
 * names, VPs and the VP penalties of each match) is read by `swiss` with the same names file as contestants,
 * and a team's penalty comes off its total before the next round is paired (NBF 2.8).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

const DIR = 'examples/teams/round-robin';
const FILES = Object.fromEntries(['matches.csv', 'teams.csv', 'penalties.csv'].map((f) => [`${DIR}/${f}`, readFileSync(`${DIR}/${f}`)]));

interface Standing {
  id: string;
  score: string;
}

async function teamsMatches(penalties: boolean): Promise<string> {
  const r = await runInProcess(
    [
      'teams',
      '--matches',
      `${DIR}/matches.csv`,
      '--names',
      `${DIR}/teams.csv`,
      ...(penalties ? ['--penalties', `${DIR}/penalties.csv`] : []),
      '-f',
      'csv',
      '--csv-table',
      'matches',
    ],
    FILES,
  );
  expect(r.code, r.stderr).toBe(0);
  return r.stdout;
}

async function standings(results: string): Promise<Map<string, number>> {
  const r = await runInProcess(['swiss', 'results.csv', '--contestants', `${DIR}/teams.csv`, '--rounds', '8', '--boards-per-round', '16', '-f', 'json'], {
    ...FILES,
    'results.csv': results,
  });
  expect(r.code, r.stderr).toBe(0);
  const doc = JSON.parse(r.stdout) as { standings: Standing[] };
  return new Map(doc.standings.map((s) => [s.id, Number(s.score)]));
}

describe('teams → swiss', () => {
  it('reads the matches CSV of teams with the names file as contestants: names stand for their ids', async () => {
    const byName = await standings(await teamsMatches(false));
    expect(byName.size).toBe(7);
    // the same totals as the teams standings CSV gives
    const r = await runInProcess(['teams', '--matches', `${DIR}/matches.csv`, '--names', `${DIR}/teams.csv`, '-f', 'csv'], FILES);
    const rows = r.stdout
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(','));
    const names = new Map(
      readFileSync(`${DIR}/teams.csv`, 'utf8')
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(',').reverse() as [string, string]),
    );
    for (const row of rows) expect(byName.get(names.get(row[2] as string) as string), row[2]).toBeCloseTo(Number(row[10]), 2);
  });

  it('takes a team’s VP penalty off its total before pairing', async () => {
    const without = await standings(await teamsMatches(false));
    const withPenalty = await standings(await teamsMatches(true));
    const stavanger = '4';
    expect((without.get(stavanger) as number) - (withPenalty.get(stavanger) as number)).toBeCloseTo(0.8, 6);
    for (const [id, v] of without) if (id !== stavanger) expect(withPenalty.get(id), id).toBe(v);
  });

  it('still names a team that is not in the contestants file', async () => {
    const text = (await teamsMatches(false)).replace('Bodø', 'Narvik');
    const r = await runInProcess(['swiss', 'results.csv', '--contestants', `${DIR}/teams.csv`, '--rounds', '8'], { ...FILES, 'results.csv': text });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('"Narvik" is not in the contestants file');
  });
});
