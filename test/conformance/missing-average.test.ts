/**
 * A board with fewer results than the field, each missing result counted as an average result (a tie with each
 * result played): the group's own matchpoints raised by N − n on the full top, as ScoreBridge 10.25 publishes
 * (excerpts/scorebridge-mp-pairs-missing-results.xml). A synthetic session of 8 pairs, N = 4 (top 6): board 1
 * has 4 results, board 2 has 3 (own 4/2/0 → 5/3/1), board 3 has 2 (own 2/0 → 4/2); Neuberg would give
 * 5.67/3/0.33 and 5/1.
 */
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

type Line = readonly [ns: number, ew: number, contract: string, by: string, tricks: number, score: number, mpNS: string, mpEW: string];

const BOARDS: readonly (readonly Line[])[] = [
  [
    [1, 2, '4S', 'N', 10, 420, '4', '2'],
    [3, 4, '4S', 'N', 11, 450, '6', '0'],
    [5, 6, '3NT', 'N', 9, 400, '2', '4'],
    [7, 8, '4S', 'N', 9, -50, '0', '6'],
  ],
  [
    [1, 3, '2S', 'N', 8, 110, '3', '3'],
    [5, 7, '3S', 'N', 9, 140, '5', '1'],
    [2, 8, '2S', 'N', 7, -100, '1', '5'],
  ],
  [
    [1, 4, '4S', 'N', 10, 420, '4', '2'],
    [6, 7, '2S', 'N', 10, 170, '2', '4'],
  ],
];

/** pair, place, percentage: each pair's matchpoints over its boards × 6 (pair 8: 11 of 12). */
const PAIRS: readonly (readonly [number, string, string])[] = [
  [8, '1', '91.67'],
  [3, '2', '75.00'],
  [1, '3', '61.11'],
  [5, '4', '58.33'],
  [6, '5', '50.00'],
  [7, '6', '27.78'],
  [2, '7', '25.00'],
  [4, '8', '16.67'],
];

function usebio(program: string): string {
  const pairs = PAIRS.map(
    ([p, place, pct]) =>
      `<PAIR><PAIR_NUMBER>${p}</PAIR_NUMBER><PLACE>${place}</PLACE><PERCENTAGE>${pct}</PERCENTAGE>` +
      `<PLAYER><PLAYER_NAME>Player ${2 * p - 1}</PLAYER_NAME></PLAYER><PLAYER><PLAYER_NAME>Player ${2 * p}</PLAYER_NAME></PLAYER></PAIR>`,
  ).join('\n');
  const boards = BOARDS.map(
    (lines, i) =>
      `<BOARD><BOARD_NUMBER>${i + 1}</BOARD_NUMBER>\n` +
      lines
        .map(
          ([ns, ew, c, by, tricks, score, mpNS, mpEW]) =>
            `<TRAVELLER_LINE><NS_PAIR_NUMBER>${ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER><CONTRACT>${c}</CONTRACT>` +
            `<PLAYED_BY>${by}</PLAYED_BY><TRICKS>${tricks}</TRICKS><SCORE>${score}</SCORE>` +
            `<NS_MATCH_POINTS>${mpNS}</NS_MATCH_POINTS><EW_MATCH_POINTS>${mpEW}</EW_MATCH_POINTS></TRAVELLER_LINE>`,
        )
        .join('\n') +
      '\n</BOARD>',
  ).join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<USEBIO Version="1.2">
<CLUB><CLUB_NAME>Test Club</CLUB_NAME></CLUB>
<EVENT EVENT_TYPE="MP_PAIRS">
<PROGRAM_NAME>${program}</PROGRAM_NAME>
<WINNER_TYPE>1</WINNER_TYPE>
<DATE>30/07/2025</DATE>
<PARTICIPANTS>
${pairs}
</PARTICIPANTS>
${boards}
</EVENT>
</USEBIO>
`;
}

const FILE = 'missing.xml';

describe('each missing result counted as an average result (--missing-average)', () => {
  it('--compare finds the convention with no option: every published number agrees', async () => {
    const run = await runInProcess(['pairs', FILE, '--compare'], { [FILE]: usebio('ScoreBridge') });
    expect(run.stdout.split('\n')[0]).toMatch(/^profile scorebridge: 34 of 34 published numbers agree/);
    expect(run.stdout).toMatch(/\n {2}Neuberg\s+missing-average\s+tried every value/);
    expect(run.code).toBe(0);
  });

  it('with Neuberg the boards of 3 and 2 results differ, line by line (shown at the published precision)', async () => {
    const run = await runInProcess(['pairs', FILE, '--compare', '--profile', 'scorebridge'], { [FILE]: usebio('ScoreBridge') });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('MP NS board 2 NS 5 v EW 7: 5 → 6');
    expect(run.stdout).toContain('MP NS board 3 NS 1 v EW 4: 4 → 5');
    expect(run.stdout).not.toMatch(/board 1 /);
  });

  it('--missing-average scores so: 5, 3, 1 for 3 results of 4; 4, 2 for 2 of 4; percentages over the boards played', async () => {
    const run = await runInProcess(['pairs', FILE, '--missing-average', '--format', 'csv'], { [FILE]: usebio('ScoreBridge') });
    expect(run.code, run.stderr).toBe(0);
    const rows = run.stdout.trim().split('\n');
    const header = (rows[0] as string).split(',');
    const pct = header.indexOf('percentage');
    const pair = header.indexOf('pair');
    const got = rows.slice(1).map((r) => [r.split(',')[pair], r.split(',')[pct]]);
    expect(got).toEqual(PAIRS.map(([p, , percent]) => [String(p), percent]));
  });

  it('is one of the ways of not using Neuberg: with --own-top it is a usage error', async () => {
    const run = await runInProcess(['pairs', FILE, '--missing-average', '--own-top'], { [FILE]: usebio('ScoreBridge') });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--own-top and --missing-average are different ways of not using Neuberg: give one');
  });
});
