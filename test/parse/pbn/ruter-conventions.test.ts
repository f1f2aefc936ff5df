/**
 * Ruter's PBN conventions beyond the spec that no real file here shows (built from the text): a `-`
 * pair (an unranked fill-in), a result replaced by an artificial score (`800>a`), one rank list over NS and EW
 * where an NS and an EW pair share first place, procedural penalties written as `"Pen"` traveller rows and as
 * a `ScorePenalty` column, and `"+0"` beside `"A+"` (an assigned score for one side, an artificial one for the
 * other). Each file is still read and scored, with a warning where the reading is ours.
 */
import { describe, expect, it } from 'vitest';
import { Rational } from '../../../src/base/rational.js';
import { formatDiagnostic } from '../../../src/base/diagnostics.js';
import { readPbn } from '../../../src/parse/pbn/read-pbn.js';
import { readUsebio } from '../../../src/parse/usebio/read-usebio.js';
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

/** Two boards at four tables, NS pairs 1–4 against EW 5–8, with Ruter's procedural penalty rows. */
const penaltyBoard = (n: number, rows: string) => `[Event "Club pairs"]
[Board "${n}"]
[Dealer "N"]
[Vulnerable "None"]
[Scoring "MatchPoints;MP1"]
[ScoreTable "Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\6R;Score_EW\\6R;MP_NS\\4R;MP_EW\\4R"]
${rows}

`;
const PEN_ROW_1 = ' 1  1  1  5 -  - -  - "Pen" "Pen"  0 -2';
const PEN_ROW_2 = ' 2  1  2  6 -  - -  - "Pen" "Pen" +1  0';
const penaltyFile = (totals: string, rows = [PEN_ROW_1, PEN_ROW_2], scoring = 'MP1') =>
  (
    '% PBN 2.0\n% <META  name=Generator content="Ruter">\n' +
    penaltyBoard(
      1,
      [
        ' 1  1  1  5 4S N 10 H2 "420"     -  3.0 3.0',
        ' 2  1  2  6 4S N 10 H2 "420"     -  3.0 3.0',
        ' 3  1  3  7 4S N 11 H2 "450"     -  6.0 0.0',
        ' 4  1  4  8 4S N  8 H2     -  "100"  0.0 6.0',
        rows[0] ?? '',
      ].join('\n'),
    ).replace('[ScoreTable', `${totals}[ScoreTable`) +
    penaltyBoard(
      2,
      [
        ' 1  1  1  5 3N N  9 S4 "400"     -  3.0 3.0',
        ' 2  1  2  6 3N N 10 S4 "430"     -  6.0 0.0',
        ' 3  1  3  7 3N N  8 S4     -   "50"  0.0 6.0',
        ' 4  1  4  8 3N N  9 S4 "400"     -  3.0 3.0',
        rows[1] ?? '',
      ].join('\n'),
    )
  ).replaceAll('MatchPoints;MP1', `MatchPoints;${scoring}`);
/** As Ruter publishes them: the totals after the penalties, and each pair's ScorePenalty (8 has no Pen row). */
const PEN_TOTALS = `[TotalScoreTable "PairId\\1R;Direction\\5R;TotalScoreMP\\5R;TotalPercentage\\6R;ScorePenalty\\4R"]
2 "N-S" 10.0 83.33  1
1 "N-S"  6.0 50.00  0
3 "N-S"  6.0 50.00  0
4 "N-S"  3.0 25.00  0
8 "E-W"  8.0 66.67 -1
7 "E-W"  6.0 50.00  0
5 "E-W"  4.0 33.33 -2
6 "E-W"  3.0 25.00  0
`;

describe('Ruter: "Pen" rows, procedural penalties (Law 90) written among a board\'s results', () => {
  const r = read(penaltyFile(''));

  it('are not results: each board keeps its four lines and its four published lines', () => {
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    for (const board of [1, 2]) {
      expect(r.event.results.filter((l) => l.board === board)).toHaveLength(4);
      expect(r.published.lines.filter((l) => l.board === board)).toHaveLength(4);
    }
  });

  it('give a penalty record per side with a nonzero amount, the deduction positive: "-2" takes 2 away, "+1" is a compensation (-1)', () => {
    expect(r.penalties).toEqual([
      {
        pair: '5',
        direction: 'EW',
        round: 1,
        board: 1,
        category: 'Pen',
        amount: { kind: 'points', value: Rational.of(2) },
        note: 'Pen row',
        source: { file: 'r.pbn', line: 13 },
      },
      {
        pair: '2',
        direction: 'NS',
        round: 1,
        board: 2,
        category: 'Pen',
        amount: { kind: 'points', value: Rational.of(-1) },
        note: 'Pen row',
        source: { file: 'r.pbn', line: 25 },
      },
    ]);
  });

  it('in a file on the 1/½/0 scale (Scoring "MP2") are doubled to the 2/1/0 scale the scores are worked in', () => {
    const amounts = read(penaltyFile('', [PEN_ROW_1, PEN_ROW_2], 'MP2')).penalties?.map((p) => (p.amount?.kind === 'points' ? p.amount.value.toString() : ''));
    expect(amounts).toEqual(['4', '-2']);
  });

  it('bridgescore pairs deducts them, shows a compensation with "+", and agrees with the published totals in --compare (exit 0)', async () => {
    const files = { 'p.pbn': penaltyFile(PEN_TOTALS) };
    const run = await runInProcess(['pairs', 'p.pbn', '--format', 'csv'], files);
    expect(run.code, run.stderr).toBe(0);
    const rows = run.stdout.trim().split('\n');
    const header = (rows[0] as string).split(',');
    const cell = (pair: string, column: string) => rows.map((l) => l.split(',')).find((c) => c[header.indexOf('pair')] === pair)?.[header.indexOf(column)];
    expect([cell('2', 'mp'), cell('2', 'penalty'), cell('5', 'mp'), cell('5', 'penalty'), cell('8', 'mp'), cell('8', 'penalty')]).toEqual([
      '10',
      '-1',
      '4',
      '2',
      '8',
      '1',
    ]);
    const table = await runInProcess(['pairs', 'p.pbn'], files);
    expect(table.stdout).toMatch(/│ +1 │ 2 +│.*│ +\+1 │/);
    expect(table.stdout).toMatch(/│ +3 │ 5 +│.*│ +-2 │/);
    const compare = await runInProcess(['pairs', 'p.pbn', '--compare'], files);
    expect(compare.code, compare.stdout + compare.stderr).toBe(0);
    expect(compare.stdout).toContain('p.pbn: 40 of 40 published numbers agree');
    expect(compare.stdout).toMatch(/penalty +8 agree +0 differ/);
  });

  it('go with a --penalties file: a later offence of the pair there is its second (NBF 1.9.1: 20 % of a top)', async () => {
    const run = await runInProcess(['pairs', 'p.pbn', '--penalties', 'pen.csv', '--format', 'json'], {
      'p.pbn': penaltyFile(''),
      'pen.csv': 'pair,board,category\n5,2,D\n',
    });
    expect(run.code, run.stderr).toBe(0);
    const pair5 = (JSON.parse(run.stdout) as { ranking: { pair: string; total: number; penalty: number }[] }).ranking.find((x) => x.pair === '5');
    expect(pair5).toMatchObject({ penalty: 3.2, total: 2.8 });
  });
});

describe('Ruter: the ScorePenalty column of a TotalScoreTable', () => {
  it('is read as published, sign as written, beside the totals', () => {
    const r = read(penaltyFile(PEN_TOTALS));
    expect(r.published.totals.map((t) => [t.pair, t.penalty?.toString()])).toEqual([
      ['2', '1'],
      ['1', '0'],
      ['3', '0'],
      ['4', '0'],
      ['8', '-1'],
      ['7', '0'],
      ['5', '-2'],
      ['6', '0'],
    ]);
  });

  it("is a pair's penalty where the file has no Pen row for it: a session-level record (no board, no round)", () => {
    const r = read(penaltyFile(PEN_TOTALS, ['', '']));
    expect(r.penalties?.map((p) => [p.pair, p.board, p.round, p.note, p.amount?.kind === 'points' ? p.amount.value.toString() : ''])).toEqual([
      ['2', undefined, undefined, 'ScorePenalty', '-1'],
      ['8', undefined, undefined, 'ScorePenalty', '1'],
      ['5', undefined, undefined, 'ScorePenalty', '2'],
    ]);
    expect(r.diagnostics.filter((d) => d.code === 'pbn-score-penalty')).toEqual([]);
  });

  it("over several sessions (cumulative totals) is not applied, with a warning: the earlier sessions' penalties may be in it", () => {
    const meta = '% <META  name=BoardCount content="4">\n% <META  name=BoardCountSession content="2">\n';
    const r = read(penaltyFile(PEN_TOTALS, ['', '']).replace('% PBN 2.0\n', `% PBN 2.0\n${meta}`));
    expect(r.penalties).toBeUndefined();
    expect(r.diagnostics.map(formatDiagnostic)).toContain(
      'r.pbn:15: warning: field "ScorePenalty": pair 8: the ScorePenalty -1 is over the sessions so far (the totals are cumulative) and is not applied; give this session\'s in --penalties',
    );
  });

  it("in a ranking without a Section column, matches the pairs of the games' section: a penalty agreeing with the rows is applied once", async () => {
    const text = penaltyFile(PEN_TOTALS).replaceAll('[Board "', '[Section "A"]\n[Board "');
    const r = read(text);
    expect(r.penalties?.map((p) => [p.pair, p.section, p.note])).toEqual([
      ['5', 'A', 'Pen row'],
      ['2', 'A', 'Pen row'],
      ['8', 'A', 'ScorePenalty'],
    ]);
    expect(r.diagnostics.filter((d) => d.code === 'pbn-score-penalty')).toEqual([]);
    const compare = await runInProcess(['pairs', 's.pbn', '--compare'], { 's.pbn': text });
    expect(compare.code, compare.stdout + compare.stderr).toBe(0);
  });

  it('disagreeing with the Pen rows: a warning names the pair and both numbers, and the rows are applied', () => {
    const r = read(penaltyFile(PEN_TOTALS.replace('5 "E-W"  4.0 33.33 -2', '5 "E-W"  3.0 25.00 -3')));
    expect(r.diagnostics.map(formatDiagnostic)).toContain(
      'r.pbn:15: warning: field "ScorePenalty": pair 5: the "Pen" rows give -2, the ScorePenalty -3; the rows are applied',
    );
    expect(r.penalties?.filter((p) => p.pair === '5').map((p) => p.amount)).toEqual([{ kind: 'points', value: Rational.of(2) }]);
  });
});

/** The board: NS 420, 420 and -50 at three tables; at the fourth, NS assigned 0 ("+0") and EW A+. */
const ASSIGNED = `% PBN 2.0
% <META  name=Generator content="Ruter">
[Event "Club pairs"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Scoring "MatchPoints;MP1"]
[ScoreTable "Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R"]
 1  1  1  5 4S N 10 "420"     -
 2  1  2  6 4S N 10 "420"     -
 3  1  3  7 4S N  9     -  "50"
 4  1  4  8 -  -  -  "+0"  "A+"

[Event "Club pairs"]
[Board "2"]
[Dealer "E"]
[Vulnerable "None"]
[Scoring "MatchPoints;MP1"]
[ScoreTable "Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R"]
 1  1  1  5 3N N  9 "400"     -
 2  1  2  6 3N N 10 "430"     -
 3  1  3  7 3N N  8     -  "50"
 4  1  4  8 -  -  -  "A+" "+50"
`;

describe('Ruter: "+0" beside "A+", Law 12C1 for one side and 12C2 for the other at one table', () => {
  const r = read(ASSIGNED);

  it('reads "+0"/"A+" as NS assigned 0 with EW 60 % (A+), and "A+"/"+50" as NS 60 % with EW assigned +50 (NS -50)', () => {
    const at = (board: number) => r.event.results.find((l) => l.board === board && l.ns === '4')?.outcome;
    expect(at(1)).toEqual({ kind: 'artificial', ns: { assignedScore: 0 }, ew: { percent: 60, role: 'nonOffender' } });
    expect(at(2)).toEqual({ kind: 'artificial', ns: { percent: 60, role: 'nonOffender' }, ew: { assignedScore: -50 } });
    expect(r.diagnostics.map(formatDiagnostic)).toContain(
      'r.pbn:12: warning: field "Score_NS": board 1: "+0" / "A+": NS an assigned score of +0 (Law 12C1), scored against the board\'s other results; EW an artificial 60 % (Law 12C2); the other tables are compared without this one',
    );
  });

  it('bridgescore pairs gives the assigned side the matchpoints of its score against the others, the A+ side 60 %, and the others as without this table (exit 0)', async () => {
    const run = await runInProcess(['pairs', 'a.pbn', '--format', 'json'], { 'a.pbn': ASSIGNED });
    expect(run.code, run.stderr).toBe(0);
    const doc = JSON.parse(run.stdout) as { boards: { board: number; results: { ns: string; contract: string; mpNS: number; mpEW: number }[] }[] };
    const line = (board: number, ns: string) => doc.boards.find((b) => b.board === board)?.results.find((x) => x.ns === ns);
    // 0 beats -50 of 420, 420, -50: 2 of 6; EW A+ 3.6 of 6. EW +50 (NS -50) ties -50: NS 1, EW 5.
    expect(line(1, '4')).toMatchObject({ contract: '+0/A60', mpNS: 2, mpEW: 3.6 });
    expect(line(2, '4')).toMatchObject({ contract: 'A60/+50', mpNS: 3.6, mpEW: 5 });
    // the three real results are compared among themselves (NBF 3.2.4's three-table values), as beside any artificial line
    expect([line(1, '1')?.mpNS, line(1, '3')?.mpNS]).toEqual([3.9, 3]);
    const explain = await runInProcess(['explain', 'a.pbn', '--board', '1'], { 'a.pbn': ASSIGNED });
    expect(explain.stdout).toContain("NS assigned +0 (Law 12C1), compared with the board's 3 results → 2 of 6");
    expect(explain.stdout).toContain('EW 60 % → 3.60 of 6');
  });

  it.each(['pbn', 'usebio'])('is written back as it was read (%s out, then in)', async (format) => {
    const run = await runInProcess(['pairs', 'a.pbn', '--format', format, '-o', '-'], { 'a.pbn': ASSIGNED });
    expect(run.code, run.stderr).toBe(0);
    const again = format === 'pbn' ? read(run.stdout) : readUsebio(enc(run.stdout), 'a.xml');
    const back = again.event.results.filter((l) => l.ns === '4').map((l) => l.outcome);
    expect(back).toEqual(r.event.results.filter((l) => l.ns === '4').map((l) => l.outcome));
  });
});
