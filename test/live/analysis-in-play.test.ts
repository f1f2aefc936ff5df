/**
 * `pairs --provisional` (as `--watch` scores it) with a hand record whose analysis the program computes: a
 * pair's counts against double dummy and par take in only the boards every table has played. Counting a board
 * still in play would tell anyone opening the pair's score card about a deal still being played. The club
 * session is a Mitchell, so no board is finished before the last round; the deals come from the run's store of
 * solved deals (the fixture's own tables), so that this tests the pages, not the solver.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { BARE, TABLES } from '../deals/helpers.js';
import { fakeDeps } from '../helpers/cli.js';
import { projectRoot } from '../helpers/fixtures.js';

const CLUB = join(projectRoot, 'examples', 'club-session');
const TRAVELLERS = readFileSync(join(CLUB, 'travellers.csv'), 'utf8').trim().split('\n');
const MOVEMENT = readFileSync(join(CLUB, 'movement.csv'), 'utf8');
const upToRound = (k: number): string => [TRAVELLERS[0], ...TRAVELLERS.slice(1).filter((l) => Number(l.split(',')[1]) <= k)].join('\n') + '\n';

/** The score cards' blocks of counts against double dummy and par, in the one-file page after round k. */
async function countsAfter(k: number): Promise<string[]> {
  const { deps, out } = fakeDeps({ 't.csv': upToRound(k), 'm.csv': MOVEMENT, 'bare.pbn': BARE });
  const args = ['pairs', 't.csv', '--movement', 'm.csv', '--deals', 'bare.pbn', '--provisional', '-f', 'html', '-o', 'p.html'];
  const code = await runCli(args, { ...deps, solvedDeals: new Map(TABLES) });
  expect(code, out.stderr).toBe(0);
  const page = out.written.get('p.html');
  const html = typeof page === 'string' ? page : new TextDecoder().decode(page);
  return [...html.matchAll(/<div class="dd-analysis">.*?<\/div>/gs)].map((m) => m[0]);
}

/** Tables the movement has play each board (pair 0 sits out). */
const planned = new Map<number, number>();
for (const row of MOVEMENT.trim().split('\n').slice(1)) {
  const [, , ns, ew, boards] = row.split(',');
  if (!ns || !ew || !boards || ns === '0' || ew === '0') continue;
  const [from, to] = boards.split('-').map(Number) as [number, number];
  for (let b = from; b <= (to ?? from); b++) planned.set(b, (planned.get(b) ?? 0) + 1);
}

/** Results played (not assigned) after round k on boards every table has played (the hand record deals them all). */
function finishedResults(k: number): number {
  const lines = TRAVELLERS.slice(1)
    .map((l) => l.split(','))
    .filter((f) => Number(f[1]) <= k);
  const tables = new Map<number, number>();
  for (const f of lines) tables.set(Number(f[0]), (tables.get(Number(f[0])) ?? 0) + 1);
  return lines.filter((f) => tables.get(Number(f[0])) === planned.get(Number(f[0])) && !/^A/.test(f[5] ?? '')).length;
}

/** Σ over the score cards of the boards each counts against par. */
const parCounts = (blocks: readonly string[]): number => blocks.reduce((sum, b) => sum + Number(/ of (\d+) boards/.exec(b)?.[1] ?? NaN), 0);

describe('pairs --provisional: a pair’s counts against double dummy leave out the boards in play', () => {
  it.each([[1], [4]])('after round %i of 7, no board is finished and no score card counts one', async (k) => {
    expect(finishedResults(k)).toBe(0);
    expect(await countsAfter(k)).toEqual([]);
  });

  it.each([[6], [7]])('after round %i of 7, the score cards count the finished boards, each result for both pairs', async (k) => {
    const blocks = await countsAfter(k);
    expect(finishedResults(k)).toBeGreaterThan(0);
    expect(parCounts(blocks)).toBe(2 * finishedResults(k));
  });
});
