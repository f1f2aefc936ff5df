/**
 * `pairs FILE --compare` finds conventions the file only implies, on small files built by hand from the
 * rules (never from our own output): a Ruter Butler pairs over two sections (one datum per board across the
 * sections, a datum ending in 5 rounded away from zero, totals in IMPs per board, one rank list), and a
 * cross-IMP file publishing its lines per comparison (as Pianola does).
 */
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { Rational } from '../../src/base/rational.js';
import { comparePublished } from '../../src/pipeline/compare/compare-published.js';
import { defaultPairsOptions, scorePairs } from '../../src/pipeline/score-pairs.js';
import { readPairsInputs } from '../../src/parse/read-event.js';

// Board 1 (none vul): NS scores 150, −110 (A), 80, −200 (B). Without the top and the bottom, the mean of 80 and
// −110 is −15: away from zero the datum is −20 (half up it would be −10). IMPs: 150 − (−20) = 170 → 5; 80 → 100
// → 3; −110 → −90 → −3; −200 → −180 → −5. Board 2 (NS vul): 620, −100 (A), 170, 140 (B): datum 155 → 160;
// IMPs 460 → 10, −260 → −6, 10 → 0, −20 → −1. Per board: A1 15/2, A2 −9/2, A3 −15/2, A4 9/2, B1 3/2, B2 −6/2 …
const butler = `% <META  name=Generator                  content="Ruter">
% <META  name=Version                    content="4.9">
[Event "Butler"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Scoring "IMP;Butler"]
[TotalScoreTable "Rank;PairId;Section;Direction;TotalScoreIMP"]
1 1 "A" "N-S" 7.50
2 4 "A" "E-W" 4.50
3 4 "B" "E-W" 3.00
4 1 "B" "N-S" 1.50
5 3 "B" "E-W" -1.50
6 2 "B" "N-S" -3.00
7 2 "A" "N-S" -4.50
8 3 "A" "E-W" -7.50
[ScoreTable "Section;Table;Round;PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW;IMP_NS;IMP_EW;ButlerDatum"]
"A" 1 1 1 3 1NT N 9 "150" - 5 -5 -20
"A" 2 1 2 4 2S E 8 - "110" -3 3 -20
"B" 1 1 1 3 1S N 7 "80" - 3 -3 -20
"B" 2 1 2 4 4S N 6 - "200" -5 5 -20

[Event "Butler"]
[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Scoring "IMP;Butler"]
[ScoreTable "Section;Table;Round;PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW;IMP_NS;IMP_EW;ButlerDatum"]
"A" 1 1 1 3 4S N 10 "620" - 10 -10 160
"A" 2 1 2 4 2S N 7 - "100" -6 6 160
"B" 1 1 1 3 2S N 10 "170" - 0 0 160
"B" 2 1 2 4 2S N 9 "140" - -1 1 160
`;

// Cross-IMPs, 5 results: each line is the sum against the 4 others, published per comparison (÷ 4), and each
// total is the sum of a pair's lines. Scores 620, 620, 170, 140, −100 (NS vul): 620 → 0+10+10+12 = 32 → 8;
// 170 → −10−10+1+7 = −12 → −3; 140 → −10−10−1+6 = −15 → −3.75; −100 → −12−12−7−6 = −37 → −9.25.
const cross = `<?xml version="1.0" encoding="UTF-8"?>
<USEBIO Version="1.2"><EVENT EVENT_TYPE="PAIRS"><PROGRAM_NAME>ClubScorer</PROGRAM_NAME>
<BOARD_SCORING_METHOD>CROSS_IMPS</BOARD_SCORING_METHOD><WINNER_TYPE>2</WINNER_TYPE>
<PARTICIPANTS>
<PAIR><PAIR_NUMBER>1</PAIR_NUMBER><DIRECTION>NS</DIRECTION><TOTAL_SCORE>8</TOTAL_SCORE><PLACE>1=</PLACE></PAIR>
<PAIR><PAIR_NUMBER>2</PAIR_NUMBER><DIRECTION>NS</DIRECTION><TOTAL_SCORE>8</TOTAL_SCORE><PLACE>1=</PLACE></PAIR>
<PAIR><PAIR_NUMBER>3</PAIR_NUMBER><DIRECTION>NS</DIRECTION><TOTAL_SCORE>-3</TOTAL_SCORE><PLACE>3</PLACE></PAIR>
<PAIR><PAIR_NUMBER>4</PAIR_NUMBER><DIRECTION>NS</DIRECTION><TOTAL_SCORE>-3.75</TOTAL_SCORE><PLACE>4</PLACE></PAIR>
<PAIR><PAIR_NUMBER>5</PAIR_NUMBER><DIRECTION>NS</DIRECTION><TOTAL_SCORE>-9.25</TOTAL_SCORE><PLACE>5</PLACE></PAIR>
</PARTICIPANTS>
<BOARD><BOARD_NUMBER>2</BOARD_NUMBER>
<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>11</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>620</SCORE><NS_CROSS_IMP_POINTS>8</NS_CROSS_IMP_POINTS><EW_CROSS_IMP_POINTS>-8</EW_CROSS_IMP_POINTS></TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>2</NS_PAIR_NUMBER><EW_PAIR_NUMBER>12</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>620</SCORE><NS_CROSS_IMP_POINTS>8</NS_CROSS_IMP_POINTS><EW_CROSS_IMP_POINTS>-8</EW_CROSS_IMP_POINTS></TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>13</EW_PAIR_NUMBER><CONTRACT>2S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>170</SCORE><NS_CROSS_IMP_POINTS>-3</NS_CROSS_IMP_POINTS><EW_CROSS_IMP_POINTS>3</EW_CROSS_IMP_POINTS></TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>4</NS_PAIR_NUMBER><EW_PAIR_NUMBER>14</EW_PAIR_NUMBER><CONTRACT>2S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>9</TRICKS><SCORE>140</SCORE><NS_CROSS_IMP_POINTS>-3.75</NS_CROSS_IMP_POINTS><EW_CROSS_IMP_POINTS>3.75</EW_CROSS_IMP_POINTS></TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>5</NS_PAIR_NUMBER><EW_PAIR_NUMBER>15</EW_PAIR_NUMBER><CONTRACT>2S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>7</TRICKS><SCORE>-100</SCORE><NS_CROSS_IMP_POINTS>-9.25</NS_CROSS_IMP_POINTS><EW_CROSS_IMP_POINTS>9.25</EW_CROSS_IMP_POINTS></TRAVELLER_LINE>
</BOARD></EVENT></USEBIO>
`;

describe('a Ruter Butler pairs over two sections, with no options', () => {
  it('finds one field across the sections, the datum rounded away from zero, totals per board, one rank list', async () => {
    const run = await runInProcess(['pairs', 'b.pbn', '--compare'], { 'b.pbn': butler });
    expect(run.stdout, run.stderr).toMatch(/^profile ruter-(se|fi): 40 of 40 published numbers agree/);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/scoring\s+butler\s+Scoring tag IMP;Butler → Butler, IMPs against a datum/);
    expect(run.stdout).toMatch(/across sections\s+yes\s+one ButlerDatum per board over sections A, B → one field across the sections/);
    expect(run.stdout).toMatch(/winners\s+one\s+one rank list over NS and EW → one winner/);
    expect(run.stdout).toMatch(/datum rounding\s+away-from-zero\s+profile ruter-/);
    expect(run.stdout).toMatch(/Butler totals\s+IMPs per board\s+the published totals agree as IMPs \/ boards/);
  });

  it('a rounding given on the command line stands, and shows where it differs', async () => {
    const run = await runInProcess(['pairs', 'b.pbn', '--compare', '--datum-rounding', 'half-up'], { 'b.pbn': butler });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/datum rounding\s+half-up\s+your option --datum-rounding/);
    expect(run.stdout).toContain('datum board 1 section A NS 1 v EW 3: -20 → -10');
  });
});

describe('cross-IMP lines published per comparison', () => {
  it("are found by trying the profiles when the program has none: Pianola's conventions agree", async () => {
    const run = await runInProcess(['pairs', 'x.xml', '--compare'], { 'x.xml': cross });
    expect(run.stdout, run.stderr).toMatch(/^profile pianola: 20 of 20 published numbers agree/);
    expect(run.stdout).toMatch(/program\s+ClubScorer\s+named by the file → no profile of its own/);
    expect(run.stdout).toMatch(/profile\s+pianola \(Pianola\)\s+the best agreement of the profiles tried \(nbf 5\/20, [^)]*pianola 20\/20\)/);
    expect(run.stdout).toMatch(/cross-IMP lines\s+per-comparison\s+profile pianola:/);
    expect(run.code).toBe(0);
  });

  it('with --profile the search is off; an option given leaves the rest open', async () => {
    const run = await runInProcess(['pairs', 'x.xml', '--compare', '--profile', 'nbf', '--cross-imp-totals', 'raw'], { 'x.xml': cross });
    // with --profile the search is off: the profile's raw lines differ
    expect(run.code).toBe(1);
    const open = await runInProcess(['pairs', 'x.xml', '--compare', '--imp-average-plus', '1'], { 'x.xml': cross });
    expect(open.stdout).toMatch(/^profile pianola: 20 of 20/);
  });

  it('--cross-imp-lines per-comparison writes them so (table, JSON)', async () => {
    const run = await runInProcess(
      ['pairs', 'x.xml', '--scoring', 'cross-imps', '--cross-imp-lines', 'per-comparison', '--winners', 'two', '--format', 'json'],
      { 'x.xml': cross },
    );
    expect(run.code, run.stderr).toBe(0);
    const doc = JSON.parse(run.stdout) as {
      boards: { results: { ns: string; impNS?: number; impsNS?: number }[] }[];
      ranking: { pair: string; total: number }[];
    };
    expect(doc.ranking.filter((r) => Number(r.pair) < 10).map((r) => [r.pair, r.total])).toEqual([
      ['1', 8],
      ['2', 8],
      ['3', -3],
      ['4', -3.75],
      ['5', -9.25],
    ]);
  });
});

describe('what is compared with what', () => {
  it('never compares published IMPs with our matchpoints', () => {
    const input = readPairsInputs([{ file: 'b.pbn', bytes: new TextEncoder().encode(butler) }]);
    const scored = scorePairs(input.event, defaultPairsOptions);
    const c = comparePublished(scored, input.published[0]!.results, { mp: 'international' });
    expect(c.lines).toEqual([]);
    expect(c.totals).toEqual([]);
    expect(c.mismatch).toMatch(/^the file publishes IMPs \(scoring "IMP;Butler"\), scored here as matchpoints/);
  });

  it('compares Butler totals as the sum or per board, as asked', () => {
    const input = readPairsInputs([{ file: 'b.pbn', bytes: new TextEncoder().encode(butler) }]);
    const scored = scorePairs(input.event, {
      ...defaultPairsOptions,
      method: 'butler',
      acrossSections: true,
      winners: 'one',
      butler: { drop: { kind: 'count', count: 1 }, rounding: 'away-from-zero' },
    });
    const totals = (butlerTotals: 'sum' | 'per-board') =>
      comparePublished(scored, input.published[0]!.results, { mp: 'international', butlerTotals }).totals.filter((d) => d.what === 'total IMP');
    expect(totals('per-board').every((d) => d.ok)).toBe(true);
    expect(totals('sum').find((d) => d.where === 'pair 1 section A NS')).toMatchObject({ published: '7.5', ours: '15.0', ok: false });
  });

  it('matches a published value at its own precision', () => {
    const input = readPairsInputs([{ file: 'x.xml', bytes: new TextEncoder().encode(cross) }]);
    const scored = scorePairs(input.event, { ...defaultPairsOptions, method: 'cross-imps', crossImpLines: 'per-comparison', winners: 'two' });
    const line = scored.boards[0]?.lines.find((l) => l.line.ns === '4');
    expect(line?.ns?.eq(Rational.of(-15, 4))).toBe(true);
  });
});
