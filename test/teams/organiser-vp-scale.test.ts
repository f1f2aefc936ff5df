/**
 * The organiser's VP scale: `teams --vp-scale FILE` (boards,margin,vp) in place of the WBF 2013 scale, checked
 * where read; and `teams --compare` on a file whose published VPs are a scale of their own (read from its
 * matches, said so) or are not one (the WBF comparison stands, saying why). Synthetic USEBIO team events
 * (fixtures/usebio-teams-builder.ts): 2-board matches on an integer scale the WBF scale does not give.
 */
import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/base/rational.js';
import { organiserVp } from '../../src/laws/organiser-vp-scale.js';
import { runInProcess } from '../helpers/cli.js';
import { INTEGER_SCALE_MATCHES, usebioTeams, type SyntheticMatch } from './fixtures/usebio-teams-builder.js';

const event = usebioTeams(INTEGER_SCALE_MATCHES);
const run = (argv: string[], files: Record<string, string> = {}, xml = event) =>
  runInProcess(['teams', '--results', 'e.xml', ...argv], { 'e.xml': xml, ...files });
const header = 'boards,margin,vp\n';
/** The organiser's scale for 2-board matches that the fixture's VPs were published on. */
const TWO_BOARDS = `${header}2,0,10\n2,1,11\n2,2,12\n2,3,13\n2,5,14\n2,7,15\n2,9,16\n2,10,17\n2,14,18\n2,19,19\n2,21,20\n`;

interface Json {
  matches: { round: number; home: { team: string; vp: number }; away: { team: string; vp: number } }[];
  standings: { rank: number; team: string; vp: number }[];
}

describe('teams --vp-scale FILE', () => {
  it('scores each match on the organiser scale: the rows hold from their margin up to the next', async () => {
    const r = await run(['--vp-scale', 's.csv', '-f', 'json'], { 's.csv': TWO_BOARDS });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    const doc = JSON.parse(r.stdout) as Json;
    // +10 → 17, +2 → 12, +5 → 14, −3 → 7–13, +2 → 12, a draw 10–10; the WBF 2013 scale gives 16.46, 11.67, …
    expect(doc.matches.map((m) => [m.home.vp, m.away.vp])).toEqual(INTEGER_SCALE_MATCHES.map((m) => [...m.vp]));
    expect(doc.standings.map((s) => [s.rank, s.team, s.vp])).toEqual([
      [1, 'Team 1', 43],
      [2, 'Team 4', 29],
      [3, 'Team 3', 28],
      [4, 'Team 2', 20],
    ]);
  });

  it('--vp-scale with --compare: every published VP, total and place agrees (no scale read from the file)', async () => {
    const r = await run(['--vp-scale', 's.csv', '--compare'], { 's.csv': TWO_BOARDS });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^e\.xml: 20 of 20 published numbers agree\n {2}VP\s+6 agree\s+0 differ\n/);
    expect(r.stdout + r.stderr).not.toContain("the file's own scale");
  });

  it('a board count without rows falls back to the WBF 2013 scale, with a warning naming it', async () => {
    const r = await run(['--vp-scale', 's.csv', '-f', 'json'], { 's.csv': `${header}3,0,10\n3,1,11\n3,21,20\n` });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('s.csv: warning: the VP scale has no rows for 2-board matches: 6 matches of 2 boards scored on the WBF 2013 scale\n');
    const doc = JSON.parse(r.stdout) as Json;
    expect(doc.matches[0]?.home.vp).toBe(16.46); // +10 over 2 boards, WBF 2013
  });

  it.each([
    ['a VP that is not a number', `${header}2,0,10\n2,1,x\n`, 3, 'vp', '"x" is not a VP (expected a number from 0 to 20 with at most 2 decimals)'],
    ['a VP with three decimals', `${header}2,0,10\n2,1,11.125\n`, 3, 'vp', '"11.125" is not a VP'],
    ['a VP above the maximum', `${header}2,0,10\n2,1,21\n`, 3, 'vp', '"21" is not a VP (expected a number from 0 to 20'],
    ['a negative VP', `${header}2,0,10\n2,1,-1\n`, 3, 'vp', '"-1" is not a VP'],
    ['an empty VP', `${header}2,0,10\n2,1,\n`, 3, 'vp', 'the VP is empty'],
    ['a margin above 1000', `${header}2,0,10\n2,1001,20\n`, 3, 'margin', '"1001" is not a margin (expected a whole number from 0 to 1000)'],
    ['a fractional margin', `${header}2,0,10\n2,1.5,11\n`, 3, 'margin', '"1.5" is not a margin'],
    ['no board count', `${header}2,0,10\n0,1,11\n`, 3, 'boards', '"0" is not a board count (expected a whole number ≥ 1)'],
    ['too many boards', `${header}2,0,10\n1001,1,11\n`, 3, 'boards', '"1001" is not a board count (expected a whole number from 1 to 1000)'],
    ['a margin given twice', `${header}2,0,10\n2,1,11\n2,1,12\n`, 4, 'margin', '2 boards, margin 1 is given twice (first at line 3)'],
    ['a decreasing VP', `${header}2,0,10\n2,1,12\n2,3,11.5\n`, 4, 'vp', '2 boards, margin 3: 11.50 is less than 12.00 for margin 1 (line 3)'],
    ['a draw that is not half the maximum', `${header}2,0,11\n2,1,12\n`, 2, 'vp', '2 boards, margin 0: a draw is 10.00 each (half the maximum), not 11.00'],
    ['no draw row', `${header}2,1,11\n2,2,12\n`, 2, 'margin', '2 boards: no row for margin 0 (the draw, 10.00 each)'],
  ])('%s is bad data at its line and field (exit 1)', async (_what, csv, line, field, message) => {
    const r = await run(['--vp-scale', 's.csv'], { 's.csv': csv });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`s.csv:${line}: field "${field}": ${message}`);
    expect(r.stdout).toBe('');
  });

  it('the maximum is --max: a 30-point scale draws at 15', async () => {
    const r = await run(['--vp-scale', 's.csv', '--max', '30'], { 's.csv': TWO_BOARDS });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('s.csv:2: field "vp": 2 boards, margin 0: a draw is 15.00 each (half the maximum), not 10.00');
  });
});

describe("teams --compare: the file's own VP scale", () => {
  it('VPs that are a scale of their own are compared against it, the totals and places scored with it, and it says so', async () => {
    const r = await run(['--compare']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const note =
      "VPs: the file's own scale, read from its 6 matches (2 boards: margins 0–10), not the WBF scale (the WBF 2013 scale gives 1 of its 6 published VPs); totals and places scored with it";
    expect(r.stdout).toBe(
      `e.xml: 20 of 20 published numbers agree\n  ${note}\n  VP                      6 agree      0 differ\n  IMPs                    6 agree      0 differ\n  total VP                4 agree      0 differ\n  place                   4 agree      0 differ\n`,
    );
    expect(r.stderr).toBe(`e.xml: warning: ${note}\n`);
  });

  const changed = (i: number, m: Partial<SyntheticMatch>): string => usebioTeams(INTEGER_SCALE_MATCHES.map((x, j) => (j === i ? { ...x, ...m } : x)));

  it.each([
    ['the same margin gives two VPs', changed(4, { vp: [13, 7] }), '2 boards, margin 2: round 1 3 – 4 and round 3 1 – 4 give the winner 12.00 and 13.00'],
    [
      'a larger margin gives fewer VPs',
      changed(2, { vp: [11, 9] }),
      '2 boards: round 2 1 – 3 wins by 5 IMPs for 11.00, less than round 2 2 – 4 by 3 for 13.00',
    ],
    ['VPs that do not sum to the maximum', changed(0, { vp: [17, 2] }), 'round 1 1 – 2: 17.00 – 2.00 does not sum to the maximum 20.00'],
    ['a draw that is not 10–10', changed(5, { vp: [11, 9] }), 'round 3 2 – 3: a draw gets 11.00 – 9.00, not half the maximum each'],
  ])('%s: no scale, compared with the WBF 2013 scale and saying why (exit 1)', async (_what, xml, why) => {
    const r = await run(['--compare'], {}, xml);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`  VPs: compared with the WBF 2013 scale (`);
    expect(r.stdout).toContain(`the file's VPs are not a scale of their own: ${why}\n`);
    expect(r.stdout).toMatch(/\n {2}VP\s+[01] agree\s+[56] differ\n/);
    expect(r.stdout).toContain('VP round 1 1 – 2: ');
    expect(r.stderr).toContain(`e.xml: warning: VPs: compared with the WBF 2013 scale`);
  });

  it('VPs mostly on the WBF scale are not read as a scale: the others are differences', async () => {
    // The WBF 2013 values for 2 boards (+10 → 16.46, +2 → 11.67, +5 → 13.78, +3 → 12.42) but one.
    const wbf = INTEGER_SCALE_MATCHES.map((m, i): SyntheticMatch => {
      const vp: [number, number][] = [
        [16.46, 3.54],
        [11.67, 8.33],
        [13.78, 6.22],
        [7.58, 12.42],
        [12, 8],
        [10, 10],
      ];
      return { ...m, vp: vp[i] as [number, number] };
    });
    const r = await run(['--compare'], {}, usebioTeams(wbf));
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/\n {2}VP\s+5 agree\s+1 differ\n/);
    expect(r.stdout).toContain('VP round 3 1 – 4: 12.00 – 8.00 → 11.67 – 8.33');
    expect(r.stdout + r.stderr).not.toContain('scale of their own');
    expect(r.stdout + r.stderr).not.toContain("the file's own scale");
  });
});

describe("a file's own scale between its published margins", () => {
  const scale = {
    file: 'e.xml',
    kind: 'file' as const,
    max: 2000,
    byBoards: new Map([
      [
        3,
        [
          { margin: 0, vp: 1000 },
          { margin: 2, vp: 1200 },
          { margin: 3, vp: 1300 },
          { margin: 5, vp: 1300 },
          { margin: 8, vp: 1500 },
        ],
      ],
      [
        4,
        [
          { margin: 0, vp: 1000 },
          { margin: 30, vp: 2000 },
        ],
      ],
    ]),
  };
  it.each([
    ['a published margin', 3, 2, { kind: 'vp', vp: 1200 }],
    ['a loss at a published margin', 3, -8, { kind: 'vp', vp: 500 }],
    ['between two margins of equal VP', 3, 4, { kind: 'vp', vp: 1300 }],
    ['between two margins of different VP', 3, 6, { kind: 'open', below: { margin: 5, vp: 1300 }, above: { margin: 8, vp: 1500 } }],
    ['beyond the last, which is not the maximum', 3, 9, { kind: 'open', below: { margin: 8, vp: 1500 } }],
    ['beyond the last, which is the maximum', 4, 40, { kind: 'vp', vp: 2000 }],
    ['a board count it has no rows for', 5, 1, { kind: 'no-rows' }],
  ])('%s', (_what, boards, margin, expected) => {
    expect(organiserVp(scale, boards, Rational.of(margin))).toEqual(expected);
  });
});
