/**
 * What a USEBIO file declares beyond BOARD_SCORING_METHOD (Compscore writes none): EVENT_TYPE and
 * SCORING_METHOD give the scoring; NS/EW_BUTLER_POINTS and BOARD_AVERAGE (the datum) are compared; the search
 * tries the cross-IMP line forms with the totals before it decides between Butler and cross-IMPs; a file that
 * publishes nothing to compare is said so. Synthetic files, their numbers worked out by hand (see each test).
 */
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { readUsebio } from '../../src/parse/usebio/read-usebio.js';
import { declaredConventions } from '../../src/pipeline/compare/declared.js';

interface Line {
  ns: string;
  ew: string;
  score: number;
  values?: Record<string, string>;
}

/** One board of four tables, pairs 1–4 NS against 5–8 EW, as a club program writes it. */
function usebio(o: { eventType?: string; scoringMethod?: string; program?: string; average?: number; lines: Line[]; totals?: Record<string, string> }): Buffer {
  const pairs = ['1', '2', '3', '4', '5', '6', '7', '8']
    .map(
      (p) =>
        `<PAIR><PAIR_NUMBER>${p}</PAIR_NUMBER>${o.totals?.[p] === undefined ? '' : `<TOTAL_SCORE>${o.totals[p]}</TOTAL_SCORE>`}<PLAYER><PLAYER_NAME>Player ${p}a</PLAYER_NAME></PLAYER><PLAYER><PLAYER_NAME>Player ${p}b</PLAYER_NAME></PLAYER></PAIR>`,
    )
    .join('\n');
  const lines = o.lines
    .map(
      (l) =>
        `<TRAVELLER_LINE><NS_PAIR_NUMBER>${l.ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${l.ew}</EW_PAIR_NUMBER><SCORE>${l.score}</SCORE>${Object.entries(
          l.values ?? {},
        )
          .map(([k, v]) => `<${k}>${v}</${k}>`)
          .join('')}</TRAVELLER_LINE>`,
    )
    .join('\n');
  return Buffer.from(
    `<?xml version="1.0"?>
<USEBIO Version="1.2">
<EVENT${o.eventType === undefined ? '' : ` EVENT_TYPE="${o.eventType}"`}>
<PROGRAM_NAME>${o.program ?? 'Synthetic'}</PROGRAM_NAME>
<WINNER_TYPE>2</WINNER_TYPE>
${o.scoringMethod === undefined ? '' : `<SCORING_METHOD>${o.scoringMethod}</SCORING_METHOD>`}
<PARTICIPANTS>
${pairs}
</PARTICIPANTS>
<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${o.average === undefined ? '' : `<BOARD_AVERAGE>${o.average}</BOARD_AVERAGE>`}
${lines}
</BOARD>
</EVENT>
</USEBIO>
`,
  );
}

// NS 420, 420, 450, −50. Butler, one top and one bottom dropped: 420 and 420 → datum 420: 0, 0, +1, −10.
// Cross-IMPs: 420 against 420, 450, −50 → 0 − 1 + 10 = 9 (3.00 per comparison); 450 → 1 + 1 + 11 = 13 (4.33);
// −50 → −10 − 10 − 11 = −31 (−10.33).
const SCORES = [420, 420, 450, -50];
const butlerLines = (ns: readonly number[]): Line[] =>
  SCORES.map((score, i) => ({
    ns: String(i + 1),
    ew: String(i + 5),
    score,
    values: { NS_BUTLER_POINTS: String(ns[i]), EW_BUTLER_POINTS: String(-(ns[i] as number)) },
  }));
const crossLines = (ns: readonly string[]): Line[] =>
  SCORES.map((score, i) => ({
    ns: String(i + 1),
    ew: String(i + 5),
    score,
    values: { NS_CROSS_IMP_POINTS: ns[i] as string, EW_CROSS_IMP_POINTS: (ns[i] as string).startsWith('-') ? (ns[i] as string).slice(1) : `-${ns[i]}` },
  }));

async function compare(bytes: Buffer, ...argv: string[]) {
  return runInProcess(['pairs', 'f.xml', '--compare', ...argv], { 'f.xml': bytes });
}

describe('USEBIO EVENT_TYPE and SCORING_METHOD declare the scoring', () => {
  it.each([
    ['MP_PAIRS', undefined, 'mp', 'EVENT_TYPE MP_PAIRS → matchpoints'],
    ['BUTLER_PAIRS', 'IMPS', 'butler', 'EVENT_TYPE BUTLER_PAIRS → Butler, IMPs against a datum'],
    ['CROSS_IMP', 'IMPS', 'cross-imps', 'EVENT_TYPE CROSS_IMP → IMPs across the field'],
    ['INDIVIDUAL', 'MATCH_POINTS', 'mp', 'EVENT_TYPE INDIVIDUAL, SCORING_METHOD MATCH_POINTS → matchpoints'],
  ] as const)('EVENT_TYPE %s, SCORING_METHOD %s → %s', (eventType, scoringMethod, method, reason) => {
    const read = readUsebio(usebio({ eventType, ...(scoringMethod ? { scoringMethod } : {}), lines: [] }), 'f.xml');
    const d = declaredConventions([read.published]);
    expect(d.method).toEqual({ value: method, reason });
  });

  it('SCORING_METHOD IMPS with a BOARD_AVERAGE: Butler, and why', () => {
    const read = readUsebio(usebio({ eventType: 'PAIRS', scoringMethod: 'IMPS', average: 420, lines: butlerLines([0, 0, 1, -10]) }), 'f.xml');
    expect(declaredConventions([read.published]).method).toEqual({
      value: 'butler',
      reason: 'EVENT_TYPE PAIRS, SCORING_METHOD IMPS and a published datum (ButlerDatum, BOARD_AVERAGE) → Butler',
    });
  });

  it('a BUTLER_PAIRS file: every Butler line and the datum (once per board) are compared, and the report says why', async () => {
    const bytes = usebio({ eventType: 'BUTLER_PAIRS', scoringMethod: 'IMPS', average: 420, lines: butlerLines([0, 0, 1, -10]) });
    const read = readUsebio(bytes, 'f.xml');
    expect(read.published.lines.map((l) => [l.impNS?.toString(), l.datum])).toEqual([
      ['0', 420],
      ['0', undefined],
      ['1', undefined],
      ['-10', undefined],
    ]);
    const run = await compare(bytes);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^profile \S+: 9 of 9 published numbers agree/);
    expect(run.stdout).toMatch(/scoring\s+butler\s+EVENT_TYPE BUTLER_PAIRS → Butler, IMPs against a datum/);
    expect(run.stdout).toMatch(/datum\s+1 agree\s+0 differ/);
  });

  it('a wrong published datum or Butler line is a difference, not silently skipped', async () => {
    const run = await compare(usebio({ eventType: 'BUTLER_PAIRS', average: 430, lines: butlerLines([0, 0, 2, -10]) }));
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('datum board 1 NS 1 v EW 5: 430 → 420');
    expect(run.stdout).toContain('IMP NS board 1 NS 3 v EW 7: 2 → 1');
  });
});

describe('the search tries the cross-IMP line forms with the totals before choosing the method', () => {
  it('IMPs without a method, lines per comparison: cross-IMPs found, not Butler', async () => {
    const bytes = usebio({ scoringMethod: 'IMPS', lines: crossLines(['3.00', '3.00', '4.33', '-10.33']) });
    const run = await compare(bytes);
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/^profile \S+: 8 of 8 published numbers agree/);
    expect(run.stdout).toMatch(/scoring\s+cross-imps\s+IMPs published without a method: cross-imps agrees on 8, the other on \d+/);
    expect(run.stdout).toMatch(/cross-IMP lines\s+per-comparison/);
  });

  it('the raw lines are found too', async () => {
    const run = await compare(usebio({ scoringMethod: 'IMPS', lines: crossLines(['9', '9', '13', '-31']) }));
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/cross-IMP lines\s+raw/);
  });
});

describe('--compare on a file that publishes nothing to compare', () => {
  it('says so and points to --compare-with (exit 2), not "0 of 0 agree"', async () => {
    const run = await compare(usebio({ eventType: 'MP_PAIRS', lines: SCORES.map((score, i) => ({ ns: String(i + 1), ew: String(i + 5), score })) }));
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'error: --compare: f.xml publishes no matchpoints, IMPs, totals or places to compare with (give --compare-with FILE, the results another program published for the same session)\n',
    );
  });
});
