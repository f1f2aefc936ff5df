import { describe, expect, it } from 'vitest';
import { Rational } from '../../../src/base/rational.js';
import { formatDiagnostic } from '../../../src/base/diagnostics.js';
import { readPbn } from '../../../src/parse/pbn/read-pbn.js';

const enc = (text: string): Uint8Array => new TextEncoder().encode(text);
const read = (text: string) => readPbn(enc(text), 'e.pbn');
const messages = (r: ReturnType<typeof read>) => r.diagnostics.map(formatDiagnostic);
const errors = (r: ReturnType<typeof read>) => r.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);

const RUTER = `% PBN 2.0
% <META  name=Generator                  content="Ruter">
% <META  name=Version                    content="4.9">
[Event "Club pairs"]
[Date "2014.10.05"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:J63.AKQ8762.92.6 KT754.3.QJ763.87 AQ8.T94.K85.AKQ9 92.J5.AT4.JT5432"]
[Scoring "MatchPoints;MP1"]
[Application "Ruter - Read more at www.brenning.se"]
[TotalScoreTable "Rank\\2R;RankTie\\2R;PairId\\2R;Direction\\5R;TotalScoreMP\\6R;TotalPercentage\\5R;Names\\39L;NrBoards\\2R;MemberID1\\6R;MemberID2\\6R"]
 1  -  5 "N-S" 20.0 62.50 "Kari Nordmann - Ola Sjødal"    2 "1040" "1354"
 2  3  9 "Ö-V" 12.0 37.50 "Pirjo Juuri-Oja - Erkki Juuri-Oja" 2 "1316" -
 2  3  4 "E-W" 12.0 37.50 "Anne Juhola - Noora Manninen" 2 "+4" "+1"
[ScoreTable "Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\6R;Score_EW\\5R;MP_NS\\4R;MP_EW\\4R;Percentage_NS\\3R;Percentage_EW\\3R"]
 1  1  5  9 6N   S 13 S9  "1020"     - 4.0  0.0 100   0
 2  1  6  4 4H   N 11 DQ   "400"     - 2.0  2.0  50  50
 3  1  7  8 -    -  - -     "A+"  "A-" 3.1 0.9  60  40
 4  1  -  3 -    -  - -   "Bye"  "Bye"    -    -   -   -

[Event "Club pairs"]
[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[ScoreTable "Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\6R;Score_EW\\5R;MP_NS\\4R;MP_EW\\4R"]
 1  2  5  4 Pass -  - -       "0"     - 2.0  2.0
 2  2  6  9 3NX  E  7 HA    "300"     - 4.0  0.0
 3  2  7  8 1C   W  7 SA        -  "70" 0.0  4.0
`;

describe('readPbn: ScoreTable travellers (Ruter, Magic Contest layout)', () => {
  const r = read(RUTER);

  it('reads boards, results and participants', () => {
    expect(errors(r)).toEqual([]);
    expect(r.event.boards).toEqual([
      { board: 1, dealer: 'N', vulnerability: 'None', deal: 'N:J63.AKQ8762.92.6 KT754.3.QJ763.87 AQ8.T94.K85.AKQ9 92.J5.AT4.JT5432' },
      { board: 2, dealer: 'E', vulnerability: 'NS' },
    ]);
    expect(r.event.results).toHaveLength(6);
    expect(r.event.participants.map((p) => p.pair)).toEqual(['5', '9', '4', '6', '7', '8']);
  });

  it('computes the score from contract, declarer and tricks', () => {
    expect(r.event.results[0]).toEqual({
      board: 1,
      ns: '5',
      ew: '9',
      round: 1,
      table: 1,
      lead: 'S9',
      outcome: { kind: 'played', score: { contract: { level: 6, strain: 'NT', risk: '' }, declarer: 'S', tricks: 13, scoreNS: 1020 } },
      source: { file: 'e.pbn', line: 17 },
    });
  });

  it('keeps the computed score and warns when the file disagrees (the contract and tricks stand)', () => {
    const line = r.event.results[1];
    expect(line?.outcome).toMatchObject({ kind: 'played', score: { scoreNS: 450 } });
    expect(messages(r)).toContain(
      'e.pbn:18: warning: field "Score_NS": board 1: the file gives 400 for 4H by N with 11 tricks (None vulnerable), which scores 450 for NS; the contract and tricks stand',
    );
    expect(r.published.lines[1]?.scoreNS).toBe(400);
  });

  it('reads A+ / A- as artificial 60 / 40 with the offender roles', () => {
    expect(r.event.results[2]?.outcome).toEqual({
      kind: 'artificial',
      ns: { percent: 60, role: 'nonOffender' },
      ew: { percent: 40, role: 'offender' },
    });
  });

  it('skips Bye rows (a sit-out is not a result)', () => {
    expect(r.event.results.filter((l) => l.board === 1)).toHaveLength(3);
    expect(r.published.lines.filter((l) => l.board === 1)).toHaveLength(3);
  });

  it('reads a passed-out board as a score of 0 with no contract, and doubled contracts', () => {
    const b2 = r.event.results.filter((l) => l.board === 2);
    expect(b2[0]?.outcome).toEqual({ kind: 'played', score: { scoreNS: 0 } });
    expect(b2[1]?.outcome).toMatchObject({ score: { contract: { level: 3, strain: 'NT', risk: 'X' }, declarer: 'E', tricks: 7, scoreNS: 300 } });
    expect(b2[2]?.outcome).toMatchObject({ score: { declarer: 'W', tricks: 7, scoreNS: -70 } });
  });

  it('keeps the published MPs and percentages apart, exactly', () => {
    expect(r.published.lines[0]).toEqual({
      board: 1,
      ns: '5',
      ew: '9',
      scoreNS: 1020,
      mpNS: Rational.of(4),
      mpEW: Rational.of(0),
      pctNS: Rational.of(100),
      pctEW: Rational.of(0),
    });
    expect(r.published.lines[2]?.mpNS?.eq(Rational.of(31, 10))).toBe(true);
    expect(r.published.lines[5]?.scoreNS).toBe(-70);
  });

  it('reads names, member ids and totals from the TotalScoreTable', () => {
    expect(r.event.participants[0]).toEqual({
      pair: '5',
      name: 'Kari Nordmann - Ola Sjødal',
      players: [
        { name: 'Kari Nordmann', id: '1040' },
        { name: 'Ola Sjødal', id: '1354' },
      ],
    });
    expect(r.event.participants[1]?.players).toEqual([{ name: 'Pirjo Juuri-Oja', id: '1316' }, { name: 'Erkki Juuri-Oja' }]);
    expect(r.published.totals[0]).toEqual({
      pair: '5',
      direction: 'NS',
      rank: 1,
      tie: false,
      total: Rational.of(20),
      percentage: Rational.parseDecimal('62.50'),
      boards: 2,
      names: 'Kari Nordmann - Ola Sjødal',
    });
    expect(r.published.totals[1]).toMatchObject({ direction: 'EW', rank: 2, tie: true });
  });

  it('records the event, its date, the generator and the scoring', () => {
    expect(r.event.title).toBe('Club pairs');
    expect(r.event.date).toBe('2014-10-05');
    expect(r.event.generator).toBe('Ruter 4.9');
    expect(r.published.scoring).toBe('MatchPoints;MP1');
  });
});

const BRIDGEWEBS = `% PBN 2.1\r
% EXPORT\r
%Creator: Bridgewebs\r
[Event "Wednesday AM Pairs"]\r
[Date "2025.04.09"]\r
[Board "3"]\r
[Dealer "S"]\r
[Vulnerable "EW"]\r
[ScoreTable "PairId_NS\\4R;PairId_EW\\4R;Contract\\5L;Declarer\\1R;Result\\2R"]\r
1    8    4H*   S  9\r
10   2    PO    -  -\r
3    14   A     A  A\r
5    9    ?     ?  ?\r
[Scoring "MP"]\r
[Declarer "?"]\r
[Contract "?"]\r
[Result "?"]\r
`;

describe('readPbn: BridgeWebs travellers (contract, declarer and tricks only)', () => {
  const r = read(BRIDGEWEBS);

  it("computes scores from the contract and the board's vulnerability", () => {
    expect(r.event.results[0]?.outcome).toMatchObject({ score: { contract: { level: 4, strain: 'H', risk: 'X' }, tricks: 9, scoreNS: -100 } });
    expect(r.published.lines[0]?.scoreNS).toBeUndefined();
  });

  it('reads PO as passed out', () => {
    expect(r.event.results[1]?.outcome).toEqual({ kind: 'played', score: { scoreNS: 0 } });
  });

  it('reads "A A A" as an artificial 50/50 with a warning that the split is unknown', () => {
    expect(r.event.results[2]?.outcome).toEqual({
      kind: 'artificial',
      ns: { percent: 50, role: 'partly' },
      ew: { percent: 50, role: 'partly' },
    });
    expect(messages(r).some((m) => m.startsWith('e.pbn:12: warning: field "Contract": board 3: adjusted row "A A A"'))).toBe(true);
  });

  it('keeps a line whose result is unknown ("?") as not played, with a warning', () => {
    expect(r.event.results[3]?.outcome).toEqual({ kind: 'notPlayed' });
  });

  it('takes the generator from %Creator and derives participants from the travellers', () => {
    expect(r.event.generator).toBe('Bridgewebs');
    expect(r.event.participants.map((p) => p.pair).sort()).toEqual(['1', '10', '14', '2', '3', '5', '8', '9']);
    expect(errors(r)).toEqual([]);
  });
});

const TEAMS = `% PBN 1.0
[Event "Youth Teams"]
[Date "1998.07.16"]
[Board "1"]
[North "Linde J"]
[South "Balschun R"]
[East "Saurer B"]
[West "Gloyer A"]
[Dealer "N"]
[Vulnerable "None"]
[Declarer "S"]
[Contract "5H"]
[Result "10"]
[HomeTeam "Germany"]
[Room "Open"]
[Round "1"]
[Score "NS -50"]
[Table "7"]
[VisitTeam "Austria"]
[Auction "N"]
1C 1S 2H 4S
5H Pass Pass Pass
[Play "W"]
DQ D3 D4 D2
*

[Event "#"]
[Date "#"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Declarer "N"]
[Contract "4H"]
[Result "NS 10"]
[HomeTeam "#"]
[Room "Closed"]
[Round "#"]
[Score "420"]
[ScoreMP "NS 2"]
[Table "#"]
[VisitTeam "#"]

[Event "#"]
[Board "2"]
[Vulnerable "All"]
[Contract "Pass"]
[Declarer ""]
[Result ""]
[PairNS "3"]
[PairEW "7"]
`;

describe('readPbn: one game per table result', () => {
  const r = read(TEAMS);

  it('reads the result tags, with # inheritance and Room/HomeTeam/VisitTeam', () => {
    expect(errors(r)).toEqual([]);
    expect(r.event.results).toHaveLength(3);
    expect(r.event.results[0]).toMatchObject({ board: 1, ns: 'Germany', ew: 'Austria', round: 1, table: 7, source: { line: 12 } });
    expect(r.event.results[0]?.outcome).toMatchObject({ score: { declarer: 'S', tricks: 10, scoreNS: -50 } });
    expect(r.event.results[1]).toMatchObject({ ns: 'Austria', ew: 'Germany', round: 1, table: 7 });
    expect(r.event.results[1]?.outcome).toMatchObject({ score: { declarer: 'N', tricks: 10, scoreNS: 420 } });
    expect(r.published.lines[1]).toMatchObject({ scoreNS: 420, mpNS: Rational.of(2) });
  });

  it('reads PairNS/PairEW and a passed-out game', () => {
    expect(r.event.results[2]).toMatchObject({ board: 2, ns: '3', ew: '7', outcome: { kind: 'played', score: { scoreNS: 0 } } });
    expect(r.event.boards.map((b) => b.board)).toEqual([1, 2]);
    expect(r.event.title).toBe('Youth Teams');
    expect(r.event.date).toBe('1998-07-16');
  });
});

describe('readPbn: encodings and generators', () => {
  it('reads ISO-8859-1 with CRLF', () => {
    const latin1 = Uint8Array.from([...'[Event "Åbo BK"]\r\n[Board "1"]\r\n[Vulnerable "None"]\r\n[Generator "Dealer 1.0"]\r\n'].map((c) => c.charCodeAt(0)));
    const r = readPbn(latin1, 'l.pbn');
    expect(r.event.title).toBe('Åbo BK');
    expect(r.event.generator).toBe('Dealer 1.0');
    expect(r.diagnostics).toEqual([]);
  });

  it('reads UTF-8 with a BOM', () => {
    const r = readPbn(new Uint8Array([0xef, 0xbb, 0xbf, ...enc('[Event "Sjødal"]\n[Board "1"]\n[Vulnerable "-"]\n')]), 'u.pbn');
    expect(r.event.title).toBe('Sjødal');
    expect(r.event.boards[0]?.vulnerability).toBe('None');
  });

  it('takes the generator from [Application] when there is no metadata', () => {
    expect(read('[Board "1"]\n[Vulnerable "None"]\n[Application "BridgeComposer"]\n').event.generator).toBe('BridgeComposer');
  });

  it('reads BBO-style dates', () => {
    expect(read('[Date "2013-08-10 19:19"]\n[Board "1"]\n[Vulnerable "None"]\n').event.date).toBe('2013-08-10');
  });
});

describe('readPbn: bad input', () => {
  const header = '[Event "E"]\n[Board "4"]\n[Dealer "W"]\n[Vulnerable "All"]\n';

  it('a truncated file: an unterminated string on the last line', () => {
    const r = read(`${header}[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 3N`);
    expect(errors(r)).toEqual([
      'e.pbn:6: field "ScoreTable": board 4: table row has too few cells: found 3, the header [ScoreTable] has 5 columns (PairId_NS;PairId_EW;Contract;Declarer;Result); a quote or a cell may be missing',
    ]);
  });

  it('a file cut inside a tag', () => {
    expect(errors(read(`${header}[Deal "N:AKQ`))).toEqual(['e.pbn:5: field "Deal": tag [Deal]: unbalanced quote, the value is not closed on its line']);
  });

  it('an unbalanced quote in a table row', () => {
    const r = read(`${header}[TotalScoreTable "PairId;Names"]\n1 "Kari Nordmann - Ola\n2 "B - C"\n`);
    expect(errors(r)[0]).toMatch(/^e\.pbn:6: unbalanced quote/);
  });

  it('an unbalanced bracket', () => {
    expect(errors(read(`${header}[Contract "4S"\n`))[0]).toBe('e.pbn:5: field "Contract": tag [Contract]: missing "]" after the value');
  });

  it('a deal that is not 52 distinct cards: a warning, the hand left out and the results still read', () => {
    const r = read(
      `${header}[Deal "N:J63.AKQ8762.92.6 KT754.3.QJ763.87 AQ8.T94.K85.AKQ9 92.J5.AT4.JT5433"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 3NT S 9\n`,
    );
    expect(errors(r)).toEqual([]);
    expect(messages(r)).toEqual([
      'e.pbn:5: warning: field "Deal": board 4: "N:J63.AKQ8762.92.6 KT754.3.QJ763.87 AQ8.T94.K85.AKQ9 92.J5.AT4.JT5433" is not a deal (expected "<first seat>:<hand> <hand> <hand> <hand>", each hand S.H.D.C with ranks AKQJT98765432, 52 distinct cards (the card C3 appears twice)); the hand is left out, the results are scored without it',
    ]);
    expect(r.event.boards.find((b) => b.board === 4)?.deal).toBeUndefined();
    expect(r.event.results).toHaveLength(1);
  });

  it('an unknown Vulnerable value', () => {
    const r = read('[Board "4"]\n[Vulnerable "Neither"]\n');
    expect(errors(r)).toEqual([
      'e.pbn:2: field "Vulnerable": board 4: "Neither" is not a vulnerability (expected None, Love or - (nobody), NS, EW, All or Both)',
    ]);
  });

  it('a contract that cannot be read, naming the board', () => {
    const r = read(`${header}[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 8NT S 9\n`);
    expect(errors(r)[0]).toMatch(/^e\.pbn:6: field "Contract": board 4: "8NT" is not a contract/);
  });

  it('a result that is impossible for the contract', () => {
    const r = read(`${header}[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 4S S 14\n`);
    expect(errors(r)[0]).toMatch(/^e\.pbn:6: field "Result": board 4: "14" is not a result for 4S/);
  });

  it('a board number that is not a number', () => {
    expect(errors(read('[Board "four"]\n'))).toEqual(['e.pbn:1: field "Board": "four" is not a board number (expected a whole number from 1 to 999999999)']);
  });

  it('an empty file', () => {
    expect(errors(read(''))).toEqual(['e.pbn:1: no PBN games found (expected tag pairs such as [Board "1"])']);
  });

  it('skips unknown tags and sections silently', () => {
    const r = read(`${header}[BCFlags "1f"]\n[Whatever "x"]\nsome data here\n[Auction "N"]\n1C Pass =1= $3 ^I *\n`);
    expect(r.diagnostics).toEqual([]);
  });
});

describe('readPbn: PBN embedded in HTML', () => {
  it('reads what lies between <PBN> and </PBN>, keeping line numbers', () => {
    const r = read(
      '<html><body>\n<PBN>\n[Board "1"]\n[Vulnerable "None"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n[PairNS "1"]\n[PairEW "2"]\n</PBN></body></html>\n',
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.event.results[0]).toMatchObject({ board: 1, ns: '1', ew: '2', source: { line: 5 }, outcome: { score: { scoreNS: 420 } } });
  });
});
