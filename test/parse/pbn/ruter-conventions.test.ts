/**
 * Ruter's PBN conventions beyond the spec that no real file here shows (built from the text): a `-`
 * pair (an unranked fill-in), a result replaced by an artificial score (`800>a`), and one rank list over NS
 * and EW where an NS and an EW pair share first place. Each file is still read and scored, with a warning.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../src/base/diagnostics.js';
import { readPbn } from '../../../src/parse/pbn/read-pbn.js';
import { declaredConventions } from '../../../src/pipeline/compare/declared.js';
import { runInProcess } from '../../helpers/cli.js';

const HEAD = `% PBN 2.0
% <META  name=Generator                  content="Ruter">
[Event "Club pairs"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Scoring "MatchPoints;MP1"]
`;
const SCORES = `[ScoreTable "Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\5R;MP_NS\\4R;MP_EW\\4R"]
 1  1  1  5 4S   N 10  "420"     - 4.0  2.0
 2  1  2  6 -    -  - "800>a"    - 4.5  1.5
 3  1  -  7 4S   N 11  "450"     - 6.0  0.0
 4  1  4  8 4S   N  8  "-100"    - 0.0  6.0
`;
const enc = (t: string) => new TextEncoder().encode(t);
const read = (t: string) => readPbn(enc(t), 'r.pbn');

describe('Ruter: a "-" pair is an unranked fill-in', () => {
  const r = read(HEAD + SCORES);
  it('is read, not refused: the other side scored, the fill-in a pair of its own for that round and table', () => {
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const line = r.event.results.find((l) => l.ew === '7');
    expect(line).toMatchObject({ ns: '-R1T3NS', ew: '7', outcome: { kind: 'played', score: { scoreNS: 450 } } });
    expect(r.diagnostics.map(formatDiagnostic)).toContain(
      'r.pbn:11: warning: field "PairId_NS": board 1: the NS pair is "-" (a fill-in): EW 7\'s result is scored and ranked; the fill-in is scored as pair -R1T3NS, not ranked',
    );
  });
});

describe('Ruter: "800>a", a result replaced by an artificial score', () => {
  const r = read(HEAD + SCORES);
  it("takes the split the row's matchpoints show (4.5 of 6: 75 %) and says which result was replaced", () => {
    const line = r.event.results.find((l) => l.ns === '2');
    expect(line?.outcome).toMatchObject({ kind: 'artificial', ns: { percent: 75 }, ew: { percent: 25 } });
    expect(r.diagnostics.map(formatDiagnostic)).toContain(
      'r.pbn:10: warning: field "Score_NS": board 1: the result 800 (NS) was replaced by an artificial score ("800>a"): NS 75 %, EW 25 % as the row\'s matchpoints show (4.5 / 1.5); the replaced result is not scored',
    );
  });

  it('without published matchpoints the marker decides (a+: 60/40)', () => {
    const r2 = read(HEAD + SCORES.replace('"800>a"    - 4.5  1.5', '"800>a+"   -   -    -'));
    expect(r2.event.results.find((l) => l.ns === '2')?.outcome).toMatchObject({ kind: 'artificial', ns: { percent: 60 }, ew: { percent: 40 } });
  });

  it('bridgescore pairs scores the file, with the warnings (exit 0)', async () => {
    const run = await runInProcess(['pairs', 'r.pbn'], { 'r.pbn': HEAD + SCORES });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('a fill-in');
    expect(run.stderr).toContain('replaced by an artificial score');
  });
});

describe('one rank list over NS and EW, an NS and an EW pair sharing first place', () => {
  it('is one field (one winner), not two rank lists', () => {
    const totals = `[TotalScoreTable "Rank\\2R;RankTie\\2R;PairId\\2R;Direction\\5R;TotalScoreMP\\6R"]
 1  2  1 "N-S" 10.0
 1  2  6 "E-W" 10.0
 3  -  5 "E-W"  9.0
 4  -  2 "N-S"  8.0
 5  -  8 "E-W"  7.0
 6  -  4 "N-S"  6.0
`;
    const r = read(HEAD + totals + SCORES);
    const d = declaredConventions([r.published]);
    expect(d.values.winners).toEqual({ value: 'one', reason: 'one rank list over NS and EW (places to 6; 1 NS and 6 EW share first place) → one winner' });
  });

  it('two lists, each to its own count, stay two winners', () => {
    const totals = `[TotalScoreTable "Rank\\2R;PairId\\2R;Direction\\5R;TotalScoreMP\\6R"]
 1  1 "N-S" 10.0
 2  2 "N-S"  8.0
 1  6 "E-W" 10.0
 2  5 "E-W"  9.0
`;
    const d = declaredConventions([read(HEAD + totals + SCORES).published]);
    expect(d.values.winners?.value).toBe('two');
  });
});

describe('Magic Contest France: the Tiebreak column of a TotalScoreTable', () => {
  it('is read beside the tied totals, and makes the search try the result between the pairs first', () => {
    const totals = `[TotalScoreTable "Rank\\2R;PairId\\2R;Direction\\5R;TotalScoreMP\\5R;TotalPercentage\\5R;Tiebreak\\3L"]
 1  3 "N-S" 11.7 97.22 -
 2  8 "E-W" 8.0 66.67 "2"
 3  5 "E-W" 8.0 66.67 "0"
`;
    const r = read(HEAD.replace('content="Ruter"', 'content="Magic Contest France"') + totals + SCORES);
    expect(r.published.totals.map((t) => [t.pair, t.tiebreak])).toEqual([
      ['3', undefined],
      ['8', '2'],
      ['5', '0'],
    ]);
    const d = declaredConventions([r.published]);
    expect(d.hints.tiebreak).toEqual({
      value: 'head-to-head',
      reason: 'a Tiebreak column published for pairs of one total (pair 8 "2", pair 5 "0") → the result between the pairs tried first',
    });
    expect(d.values.tiebreak).toBeUndefined();
  });
});

describe('a short round: a table that did not play one board of its round', () => {
  const board = (n: number, vul: string, rows: string) => `[Event "Club pairs"]
[Board "${n}"]
[Dealer "N"]
[Vulnerable "${vul}"]
[ScoreTable "Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\5R"]
${rows}
`;
  const text =
    '% PBN 2.0\n% <META  name=Generator content="Ruter">\n' +
    board(1, 'None', ' 1  1  1  5 4S N 10 "420" -\n 2  1  2  6 4S N 10 "420" -\n 3  1  3  7 4S N 11 "450" -\n 4  1  4  8 4S N  8 "-100" -') +
    board(2, 'NS', ' 1  1  1  5 3N N  9 "600" -\n 2  1  2  6 3N N 10 "630" -\n 3  1  3  7 3N N  8 "-100" -');

  it('is not a reason to refuse the file: the movement inferred from the travellers warns, the board is scored with Neuberg (exit 0)', async () => {
    const run = await runInProcess(['pairs', 's.pbn'], { 's.pbn': text });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(
      /s\.pbn:\d+: warning: a short round: board 2 not played in round 1 at table 4 \(boards 1–2 in round 1 at table 1, line \d+\); scored with the results it has \(Neuberg\)/,
    );
  });
});
