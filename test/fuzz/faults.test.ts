/**
 * The faults the mutation fuzz and the number sweep found, one test each, through the whole program: a number
 * out of range is bad data (exit 1 naming the file and line), never Infinity, a crash (exit 3) or two boards
 * merged into one; a decimal artificial score scores and survives every writer; XML that cannot be held is
 * refused where it stands.
 */
import { describe, expect, it } from 'vitest';
import { runInProcess, type FakeRun } from '../helpers/cli.js';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const DIGITS_400 = '9'.repeat(400);
const BEYOND_2_53 = ['9007199254740993', '9007199254740992'];

function expectRejected(r: FakeRun, where: RegExp): void {
  expect(r.code, r.stderr).toBe(1);
  expect(r.stderr).not.toMatch(/internal error|RangeError|BigInt/);
  expect(r.stderr).toMatch(where);
  expect(r.written.size).toBe(0);
}

const travellers = (rows: string): string => `board,ns,ew,contract,declarer,result\n${rows}`;
const PLAIN = travellers('1,1,2,4S,N,=\n1,3,4,4S,N,+1\n1,5,6,4S,N,-1\n2,1,2,3NT,S,=\n2,3,4,3NT,S,=\n2,5,6,3NT,S,-1\n');

function pbn(board: string, extra = '', row = '1 2 4S N 10 420'): string {
  return `% PBN 2.1\n[Event "Club"]\n[Board "${board}"]\n[Dealer "N"]\n[Vulnerable "None"]\n${extra}[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS"]\n${row}\n3 4 4S N 11 450\n`;
}

function usebio(board: string, line = '<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE>', name = 'Kari'): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<USEBIO Version="1.2">
<EVENT EVENT_TYPE="PAIRS">
<PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER><PLAYER><PLAYER_NAME>${name}</PLAYER_NAME></PLAYER></PAIR></PARTICIPANTS>
<BOARD><BOARD_NUMBER>${board}</BOARD_NUMBER>
<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>${line}</TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>11</TRICKS><SCORE>450</SCORE></TRAVELLER_LINE>
</BOARD>
</EVENT>
</USEBIO>
`;
}

describe('a board number of 400 digits is bad data, not Infinity (it was exit 3)', () => {
  it.each([
    ['a traveller CSV', 't.csv', travellers(`${DIGITS_400},1,2,4S,N,=\n`), /^t\.csv:2: field "board": "9{40}…" \(400 characters\) is not a board number/m],
    [
      'a PBN [Board]',
      't.pbn',
      pbn(DIGITS_400),
      /^t\.pbn:3: field "Board": "9{40}…" \(400 characters\) is not a board number \(expected a whole number from 1 to 999999999\)/m,
    ],
    [
      'a USEBIO BOARD_NUMBER',
      't.xml',
      usebio(DIGITS_400),
      /^t\.xml:5: field "BOARD_NUMBER": <BOARD> has no valid BOARD_NUMBER \(found "9{40}…" \(400 characters\)/m,
    ],
  ])('in %s', async (_what, file, text, where) => {
    expectRejected(await runInProcess(['pairs', file, '-o', 'out.json', '--format', 'json'], { [file]: text }), where);
  });

  it('in --adjustments', async () => {
    const r = await runInProcess(['pairs', 't.csv', '--adjustments', 'a.csv', '-o', 'out.txt'], {
      't.csv': PLAIN,
      'a.csv': `board,ns,ew,kind,value\n${DIGITS_400},1,2,artificial,60/40\n`,
    });
    expectRejected(r, /^a\.csv:2: field "board": "9{40}…" \(400 characters\) is not a board number \(expected a whole number from 1 to 999999999\)/m);
  });

  it('in --penalties (round and board)', async () => {
    for (const column of ['round', 'board']) {
      const r = await runInProcess(['pairs', 't.csv', '--penalties', 'p.csv', '-o', 'out.txt'], {
        't.csv': PLAIN,
        'p.csv': `pair,${column},category\n1,${DIGITS_400},D\n`,
      });
      expectRejected(r, new RegExp(`^p\\.csv:2: field "${column}": "9{40}…" \\(400 characters\\) is not a ${column} number`, 'm'));
    }
  });

  it('in a PBN hand record (--deals)', async () => {
    const r = await runInProcess(['pairs', 't.csv', '--deals', 'd.pbn', '-o', 'out.txt'], {
      't.csv': PLAIN,
      'd.pbn': `[Board "${DIGITS_400}"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ - - -"]\n`,
    });
    expectRejected(r, /^d\.pbn:1: field "Board": "9{40}…" \(400 characters\) is not a board number/m);
  });
});

describe('board numbers beyond 2^53 are refused, never merged into one board', () => {
  it.each([
    ['PBN', 't.pbn', (b: string) => pbn(b)],
    ['USEBIO', 't.xml', (b: string) => usebio(b)],
  ])('in %s', async (_what, file, make) => {
    for (const board of BEYOND_2_53) {
      const r = await runInProcess(['pairs', file], { [file]: make(board) });
      expectRejected(r, new RegExp(`^t\\.(pbn|xml):\\d+: field "(Board|BOARD_NUMBER)": .*"${board}".* 999999999`, 'm'));
    }
  });
});

describe('round, table and score numbers in PBN and USEBIO are range-checked where they are read', () => {
  it('a PBN score table round of 400 digits', async () => {
    const text = pbn('1')
      .replace('[ScoreTable "PairId_NS;', '[ScoreTable "Round;PairId_NS;')
      .replace('\n1 2 4S', `\n${DIGITS_400} 1 2 4S`)
      .replace('\n3 4 4S', '\n1 3 4 4S');
    expectRejected(
      await runInProcess(['pairs', 't.pbn'], { 't.pbn': text }),
      /^t\.pbn:7: field "Round": board 1: "9{40}…" \(400 characters\) is not a round number/m,
    );
  });

  it('a PBN [Table] of a game that is one table result', async () => {
    const text = `[Board "1"]\n[Vulnerable "None"]\n[PairNS "1"]\n[PairEW "2"]\n[Table "1e309"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n`;
    expectRejected(await runInProcess(['pairs', 't.pbn'], { 't.pbn': text }), /^t\.pbn:5: field "Table": board 1: "1e309" is not a table number/m);
  });

  it('a USEBIO ROUND_NUMBER of 400 digits', async () => {
    const text = usebio('1', `<ROUND_NUMBER>${DIGITS_400}</ROUND_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS>`);
    expectRejected(
      await runInProcess(['pairs', 't.xml'], { 't.xml': text }),
      /^t\.xml:6: field "ROUND_NUMBER": board 1: "9{40}…" \(400 characters\) is not a round number/m,
    );
  });

  it('a USEBIO SCORE of 400 digits, the only result of its line', async () => {
    const r = await runInProcess(['pairs', 't.xml'], { 't.xml': usebio('1', `<SCORE>${DIGITS_400}</SCORE>`) });
    expectRejected(r, /^t\.xml:6: field "SCORE": board 1: SCORE "9{40}…" \(400 characters\) is not a score \(expected a whole score/m);
  });

  it('a PBN Score_NS of 400 digits is not a score: the contract and tricks stand, with a warning', async () => {
    const r = await runInProcess(['pairs', 't.pbn', '--format', 'json'], { 't.pbn': pbn('1', '', `1 2 4S N 10 ${DIGITS_400}`) });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^t\.pbn:7: warning: field "Score_NS": board 1: "9{40}…" \(400 characters\) is not a score/m);
    expect(r.stdout).toContain('"scoreNS":420');
  });
});

describe('a decimal artificial score scores (it was "cannot be converted to a BigInt")', () => {
  const DECIMAL = travellers('1,1,2,4S,N,=\n1,3,4,A55.5/44.5,,\n1,5,6,4S,N,+1\n2,1,2,4S,N,=\n2,3,4,4S,N,=\n2,5,6,4S,N,-1\n');

  it('in a traveller: 55.5 % of the top for NS, 44.5 % for EW, in every output', async () => {
    const json = await runInProcess(['pairs', 't.csv', '--format', 'json'], { 't.csv': DECIMAL });
    expect(json.code, json.stderr).toBe(0);
    const event = JSON.parse(json.stdout) as { boards: { board: number; results: { ns: string; percentNS: number; percentEW: number }[] }[] };
    const line = event.boards.find((b) => b.board === 1)?.results.find((x) => x.ns === '3');
    expect(line).toMatchObject({ percentNS: 55.5, percentEW: 44.5 });
    const explain = await runInProcess(['explain', 't.csv', '--board', '1'], { 't.csv': DECIMAL });
    expect(explain.stdout).toContain('NS 55.5 % → 2.22 of 4');
    expect(explain.stdout).toContain('EW 44.5 % → 1.78 of 4');
    for (const format of ['table', 'csv', 'html']) {
      const r = await runInProcess(['pairs', 't.csv', '--format', format, '--boards'].slice(0, format === 'html' ? 4 : 5), { 't.csv': DECIMAL });
      expect(r.code, `${format}: ${r.stderr}`).toBe(0);
    }
  });

  it.each(['pbn', 'usebio'])('written as %s and read back, with the same percentages and the same ranking', async (format) => {
    const first = await runInProcess(['pairs', 't.csv', '--format', format, '-o', `out.${format}`], { 't.csv': DECIMAL });
    expect(first.code, first.stderr).toBe(0);
    const written = first.written.get(`out.${format}`) as string | Uint8Array;
    const again = await runInProcess(['pairs', `out.${format}`, '--format', 'csv'], { [`out.${format}`]: written });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toBe('');
    const direct = await runInProcess(['pairs', 't.csv', '--format', 'csv'], { 't.csv': DECIMAL });
    expect(again.stdout).toBe(direct.stdout);
  });

  it('in --adjustments: 60.5 for NS and its complement for EW', async () => {
    const r = await runInProcess(['explain', 't.csv', '--adjustments', 'a.csv', '--board', '1'], {
      't.csv': PLAIN,
      'a.csv': 'board,ns,ew,kind,value\n1,3,4,artificial,60.5/39.5\n',
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('NS 60.5 %');
    expect(r.stdout).toContain('EW 39.5 %');
  });

  it('more than two decimals is refused, not rounded', async () => {
    const r = await runInProcess(['pairs', 't.csv'], { 't.csv': travellers('1,1,2,4S,N,=\n1,3,4,A100.0000000000000001/0,,\n') });
    expectRejected(r, /^t\.csv:3: field "contract": .* is not an adjusted score .*at most two decimals/m);
  });

  it('a USEBIO ARTIFICIAL_SCORE 55.5/44.5 is that split, not 50/50', async () => {
    const r = await runInProcess(['pairs', 't.xml', '--format', 'json'], { 't.xml': usebio('1', '<ARTIFICIAL_SCORE>55.5/44.5</ARTIFICIAL_SCORE>') });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('50/50');
    expect(r.stdout).toContain('"percentNS":55.5');
  });
});

describe('weighted scores with a fraction out of range are refused (they were exit 3)', () => {
  it.each(['1/0 4S= N + 1/2 4S-1 N', '0/0 4S= N', `${DIGITS_400}/1 4S= N`, `1/${DIGITS_400} 4S= N`, `${DIGITS_400}% 4S= N`])('%s', async (cell) => {
    const r = await runInProcess(['pairs', 't.csv'], { 't.csv': travellers(`1,1,2,4S,N,=\n1,3,4,"${cell}",,\n`) });
    expectRejected(r, /^t\.csv:3: field "contract": .* is not a weighted score/m);
  });
});

describe('a carry-over or a penalty of 400 digits is bad data, never written as null', () => {
  it('--carry-over', async () => {
    const r = await runInProcess(['pairs', 't.csv', '--carry-over', 'c.csv', '--format', 'json', '-o', 'out.json'], {
      't.csv': PLAIN,
      'c.csv': `pair,carry\n1,${DIGITS_400}\n`,
    });
    expectRejected(
      r,
      /^c\.csv:2: field "carry": "9{40}…" \(400 characters\) is not a number \(expected matchpoints or IMPs such as 12\.5 or -3, at most 9 digits/m,
    );
  });

  it('--carry-over with IMPs still reads what a program writes', async () => {
    const r = await runInProcess(['pairs', 't.csv', '--carry-over', 'c.csv', '--scoring', 'butler', '--format', 'json'], {
      't.csv': PLAIN,
      'c.csv': 'pair,carry\n1,-12.5\n3,999999999.25\n',
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('null,"imps":null');
  });

  it('--penalties amount', async () => {
    const r = await runInProcess(['pairs', 't.csv', '--penalties', 'p.csv', '-o', 'out.txt'], {
      't.csv': PLAIN,
      'p.csv': `pair,category,amount\n1,D,${DIGITS_400}\n`,
    });
    expectRejected(r, /^p\.csv:2: field "amount": "9{40}…" \(400 characters\) is not a penalty/m);
  });
});

describe('USEBIO: what XML cannot hold is refused where it stands', () => {
  it.each(['&#xD800;', '&#xDFFF;', '&#0;', '&#x1;', '&#xFFFE;', '&#x110000;', '&#99999999999999999999;'])('the character reference %s', async (ref) => {
    const r = await runInProcess(['pairs', 't.xml', '--format', 'json', '-o', 'out.json'], { 't.xml': usebio('1', undefined, `Kari${ref}`) });
    expectRejected(r, /^t\.xml:4: .* is not a character XML allows \(XML 1\.0 §2\.2/m);
    expect(r.stderr).not.toMatch(/[\ud800-\udfff]/);
  });

  it('a reference to a character XML allows is read (astral, accented)', async () => {
    const r = await runInProcess(['pairs', 't.xml', '--format', 'json'], { 't.xml': usebio('1', undefined, 'Kari &#x1F0A1; &#229;') });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Kari 🂡 å');
  });

  it('elements nested 100,000 deep: refused at the line where they go too deep, not a stack overflow', async () => {
    const deep = usebio('1').replace('<EVENT EVENT_TYPE="PAIRS">', `<EVENT EVENT_TYPE="PAIRS">\n${'<a>\n'.repeat(100_000)}${'</a>'.repeat(100_000)}`);
    const r = await runInProcess(['pairs', 't.xml'], { 't.xml': deep });
    expectRejected(r, /^t\.xml:102: the XML nests elements more than 100 deep/m);
  });

  it('entities are never expanded (a billion laughs stays text)', async () => {
    const bomb = usebio('1')
      .replace('<USEBIO', '<!DOCTYPE USEBIO [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<USEBIO')
      .replace('Kari', 'Kari &b;');
    const r = await runInProcess(['pairs', 't.xml', '--format', 'json'], { 't.xml': bomb });
    expect(r.code).not.toBe(3);
    expect(r.stdout).not.toContain('aaaaaaaaaa');
  });
});

describe('the messages of a rejected run', () => {
  it('show the error even when more than 20 warnings come before it', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `1,${2 * i + 1},${2 * i + 2},4S,N,=,999`).join('\n');
    const r = await runInProcess(['pairs', 't.csv'], { 't.csv': `board,ns,ew,contract,declarer,result,score\n${rows}\n1,99,100,8NT,N,=,\n` });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^t\.csv:32: field "contract": "8NT" is not a contract/m);
    expect(r.stderr).toMatch(/^… and 11 more$/m);
  });

  it('keep one message to a line: a line break quoted from a file is shown escaped', async () => {
    const r = await runInProcess(['pairs', 't.csv', '--adjustments', 'a.csv'], {
      't.csv': PLAIN,
      'a.csv': 'board,ns,ew,kind,value\n1,1,2,"late\narrival",60\n',
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      'a.csv:3: field "kind": "late\\narrival" is not a kind of adjustment (expected one of artificial, assigned, weighted, fouled, notplayed)\n',
    );
  });

  it('validate names the file when it has no results to check (it named "the inferred movement")', async () => {
    const r = await runInProcess(['validate', 'h.pbn'], { 'h.pbn': '[Board "1"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ - - -"]\n' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^h\.pbn: the file has no results to check \(expected traveller lines with round and table\)$/m);
    expect(r.stderr).not.toContain('inferred movement');
  });
});

describe('inputs of input size that a spread would overflow the stack with (it was exit 3)', () => {
  it('validate --movement with 100,000 rows', async () => {
    const movement = 'round,table,ns,ew,boards\n' + '1,1,1,2,1-2\n'.repeat(100_000);
    const r = await runInProcess(['validate', 't.csv', '--movement', 'm.csv'], { 't.csv': PLAIN, 'm.csv': movement });
    expect(r.code, r.stderr.slice(0, 300)).toBe(1);
    expect(r.stderr).toMatch(/^m\.csv:\d+: /m);
  });

  it('a USEBIO file with 100,000 hand sets', async () => {
    const handsets = '<HANDSET><BOARD><BOARD_NUMBER>1</BOARD_NUMBER></BOARD></HANDSET>\n'.repeat(100_000);
    const r = await runInProcess(['pairs', 't.xml'], { 't.xml': usebio('1').replace('</EVENT>', `</EVENT>\n<X>${handsets}</X>`) });
    expect(r.code, r.stderr.slice(0, 300)).not.toBe(3);
  });

  it('a PBN file whose every tag is on one line of half a million tags', async () => {
    const r = await runInProcess(['pairs', 't.pbn'], { 't.pbn': pbn('1') + '[Board "2"]'.repeat(500_000) + '\n' });
    expect(r.code, r.stderr.slice(0, 300)).not.toBe(3);
    expect(r.stderr).toMatch(/^t\.pbn:\d+: /m);
  });
});

describe('a file of a million errors keeps a bounded list of them', () => {
  it('PBN: stray brackets on a million lines give 10,000 messages and a count of the rest', async () => {
    const { DiagnosticBag, MORE_ERRORS } = await import('../../src/base/diagnostics.js');
    const bag = new DiagnosticBag('f', 1000, 10);
    for (let i = 0; i < 25; i++) bag.error('x', 'bad', i + 1);
    expect(bag.errorCount).toBe(25);
    expect(bag.items.length).toBe(11);
    expect(bag.items[10]).toMatchObject({ severity: 'error', code: MORE_ERRORS, message: '15 more errors in this file not shown' });
    const r = await runInProcess(['pairs', 't.pbn'], { 't.pbn': enc(pbn('1') + ']\n'.repeat(1_000_000)) });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^t\.pbn: 990,000 more errors in this file not shown$/m);
  });
});
