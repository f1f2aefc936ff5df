/**
 * The compscore profile on a synthetic Compscore3 file, its numbers worked out by hand: board 1 has four
 * results (top 6), board 2 three (pair 4 and pair 8 did not play it). Compscore prints board 2's traveller on
 * its own top 4 (0, 2, 4) while the totals take the Neuberg values to N = 4 ((raw + 1) × 4/3 − 1: 0.33, 3,
 * 5.67); pairs 4 and 8 are credited their own average on board 2 (the 2 boards most pairs played).
 */
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

const line = (ns: number, ew: number, score: number, mpNS: string, mpEW: string) =>
  `<TRAVELLER_LINE><NS_PAIR_NUMBER>${ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER><SCORE>${score}</SCORE><NS_MATCH_POINTS>${mpNS}</NS_MATCH_POINTS><EW_MATCH_POINTS>${mpEW}</EW_MATCH_POINTS></TRAVELLER_LINE>`;
const pair = (n: number, dir: string, total: string, pct: string, place: number) =>
  `<PAIR><PAIR_NUMBER>${n}</PAIR_NUMBER><DIRECTION>${dir}</DIRECTION><TOTAL_SCORE>${total}</TOTAL_SCORE><PERCENTAGE>${pct}</PERCENTAGE><PLACE>${place}</PLACE></PAIR>`;

function file(board2: string[]): string {
  return `<?xml version="1.0"?>
<USEBIO Version="1.2">
<EVENT EVENT_TYPE="MP_PAIRS">
<PROGRAM_NAME>Compscore3</PROGRAM_NAME><PROGRAM_VERSION>26-Jul-22</PROGRAM_VERSION><WINNER_TYPE>2</WINNER_TYPE>
<PARTICIPANTS>
${pair(1, 'NS', '3.33', '27.78', 3)}${pair(2, 'NS', '6.00', '50.00', 2)}${pair(3, 'NS', '11.67', '97.22', 1)}${pair(4, 'NS', '0.00', '0.00', 4)}
${pair(5, 'EW', '8.67', '72.22', 2)}${pair(6, 'EW', '6.00', '50.00', 3)}${pair(7, 'EW', '0.33', '2.78', 4)}${pair(8, 'EW', '12.00', '100.00', 1)}
</PARTICIPANTS>
<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
${line(1, 5, 420, '3', '3')}${line(2, 6, 420, '3', '3')}${line(3, 7, 450, '6', '0')}${line(4, 8, -50, '0', '6')}
</BOARD>
<BOARD><BOARD_NUMBER>2</BOARD_NUMBER>
${board2.join('')}
</BOARD>
</EVENT>
</USEBIO>
`;
}

const OWN_TOP = [line(1, 5, 100, '0', '4'), line(2, 6, 110, '2', '2'), line(3, 7, 140, '4', '0')];
const FACTORED = [line(1, 5, 100, '0.33', '5.67'), line(2, 6, 110, '3', '3'), line(3, 7, 140, '5.67', '0.33')];
const compare = (text: string) => runInProcess(['pairs', 'c.xml', '--compare'], { 'c.xml': text });

describe('the compscore profile', () => {
  it("is the file's program, and reproduces a traveller on its own top with Neuberg totals (exit 0)", async () => {
    const run = await compare(file(OWN_TOP));
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^profile compscore: 38 of 38 published numbers agree \(1 scoring tried\)/);
    expect(run.stdout).toMatch(/profile\s+compscore \(Compscore \(Australia\)\)\s+the file's program\n/);
    expect(run.stdout).toMatch(/published line MPs\s+own-top\s+profile compscore:/);
  });

  it('a file of the same program with factored travellers is found too, and said so', async () => {
    const run = await compare(file(FACTORED));
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/^profile compscore: 38 of 38/);
    expect(run.stdout).toMatch(/published line MPs\s+factored\s+tried every value/);
  });
});
