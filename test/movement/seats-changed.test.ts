/**
 * Individual events (PBN 2.1 supplemental tables, Ruter's PlayerId_North … columns): players of one table sitting in other
 * seats for a board are a fact of individual events — one warning per board, and the board is scored as they
 * sat — and a message that lists pairs stays shorter than a terminal screen.
 */
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

const VUL = ['None', 'NS', 'EW', 'All'];
const header = (board: number) => `[Event "Individual"]
[Board "${board}"]
[Vulnerable "${VUL[(((board - 1) % 16) + Math.floor(((board - 1) % 16) / 4)) % 4]}"]
[Competition "Individuals"]
[ScoreTable "Table;Round;PlayerId_North;PlayerId_South;PlayerId_East;PlayerId_West;Contract;Declarer;Result"]`;

/** 2 tables, 2 rounds of 3 boards; `rows(board)` gives the board's two rows. */
function individual(rows: (board: number) => string[]): string {
  return [1, 2, 3, 4, 5, 6].map((b) => [header(b), ...rows(b), ''].join('\n')).join('\n');
}

const seating = (board: number): string[] => (board <= 3 ? ['1 1 1 2 3 4 4S N 10', '2 1 5 6 7 8 4S N 9'] : ['1 2 1 5 3 7 3N S 9', '2 2 2 6 4 8 3N S 10']);

describe('players in other seats of their own table', () => {
  it('is one warning per board, and the board is scored as they sat', async () => {
    // Round 1, table 1: South and East changed seats on boards 2 and 3.
    const pbn = individual((b) => (b === 2 || b === 3 ? ['1 1 1 3 2 4 4S N 10', seating(b)[1] as string] : seating(b)));
    const run = await runInProcess(['pairs', 'i.pbn', '--format', 'json'], { 'i.pbn': pbn });
    expect(run.code, run.stderr).toBe(0);
    const warnings = run.stderr.split('\n').filter((l) => l !== '');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^i\.pbn:\d+: warning: board 1 in round 1 at table 1: the players sat N 1, S 2, E 3, W 4, the movement has NS 1-3 – EW 2-4 \(players in other seats for this board\): scored as they sat$/,
      ),
    ]);
    const doc = JSON.parse(run.stdout) as { ranking: { pair: string; total: number }[] };
    // player 2 sat South on board 1 (4S= against 4S−1: the top, 2) and East on boards 2 and 3 (the bottom, 0);
    // in round 2 North at table 2 (3NT+1 against 3NT=: the top on all three boards)
    const two = doc.ranking.find((r) => r.pair === '2');
    expect(two?.total).toBe(2 + 0 + 0 + 2 + 2 + 2);
    // player 3: East on board 1 (0), South on boards 2 and 3 (2 each), East at table 1 in round 2 (2 each)
    const three = doc.ranking.find((r) => r.pair === '3');
    expect(three?.total).toBe(0 + 2 + 2 + 2 + 2 + 2);
  });

  it('validate says the same, as a warning (exit 0)', async () => {
    const pbn = individual((b) => (b === 2 || b === 3 ? ['1 1 1 3 2 4 4S N 10', seating(b)[1] as string] : seating(b)));
    const run = await runInProcess(['validate', 'i.pbn'], { 'i.pbn': pbn });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('warning: board 1 in round 1 at table 1: the players sat');
  });

  it('a player from another table is still an error', async () => {
    const pbn = individual((b) => (b === 2 || b === 3 ? ['1 1 1 5 3 4 4S N 10', seating(b)[1] as string] : seating(b)));
    const run = await runInProcess(['pairs', 'i.pbn'], { 'i.pbn': pbn });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('is not in the movement');
  });
});

describe('messages that list many pairs', () => {
  it('stop after a dozen and count the rest: no line longer than a terminal screen', async () => {
    // 30 tables of an individual event, one result naming two players the movement does not have.
    const rows = (b: number) =>
      Array.from({ length: 30 }, (_, t) => {
        const p = 4 * t + 1;
        return b === 1 && t === 0 ? `1 1 901 902 903 904 4S N 10` : `${t + 1} 1 ${p} ${p + 1} ${p + 2} ${p + 3} 4S N 10`;
      });
    const pbn = [1, 2].map((b) => [header(b), ...rows(b), ''].join('\n')).join('\n');
    const run = await runInProcess(['pairs', 'big.pbn'], { 'big.pbn': pbn });
    expect(run.code).toBe(1);
    const lines = run.stderr.split('\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(80 * 24);
    expect(run.stderr).toMatch(/is not in the movement \(.* has pairs [^)]*, … and \d+ more\)/);
  });
});
