import { describe, expect, it } from 'vitest';
import { readTravellersCsv } from '../../../src/parse/csv/travellers.js';
import { formatDiagnostic } from '../../../src/base/diagnostics.js';

const HEADER = 'board,ns,ew,contract,declarer,result';

function read(body: string, header = HEADER) {
  return readTravellersCsv(`${header}\n${body}\n`, 'trav.csv');
}
const messages = (body: string, header = HEADER) => read(body, header).diagnostics.map(formatDiagnostic);

describe('readTravellersCsv', () => {
  it('reads a played result with its score from North-South', () => {
    const r = read('1,1,8,4S,N,=');
    expect(r.diagnostics).toEqual([]);
    expect(r.results).toEqual([
      {
        board: 1,
        ns: '1',
        ew: '8',
        outcome: {
          kind: 'played',
          score: { contract: { level: 4, strain: 'S', risk: '' }, declarer: 'N', tricks: 10, scoreNS: 420 },
        },
        source: { file: 'trav.csv', line: 2 },
      },
    ]);
  });

  it.each([
    ['1,1,8,4S,N,=', 420],
    ['2,1,8,4S,N,=', 620],
    ['2,1,8,4S,E,=', -420],
    ['3,1,8,4S,E,=', -620],
    ['4,1,8,3NT,W,+2', -660],
    ['1,1,8,4S,N,10', 420],
    ['1,1,8,4SX,E,-3', 500],
    ['5,1,8,2HX,S,+2', 1070],
    ['1,1,8,2HX,S,+2', 670],
    ['1,1,8,PASS,,', 0],
    ['1,1,8,P,,', 0],
  ])('scores %j as %i to NS using the vulnerability of the board', (row, scoreNS) => {
    const r = read(row);
    expect(r.diagnostics).toEqual([]);
    const o = r.results[0]?.outcome;
    expect(o?.kind === 'played' && o.score.scoreNS).toBe(scoreNS);
  });

  it('reads a declarer written in the contract cell when there is no declarer cell', () => {
    const r = read('1,1,8,4HX N,-1', 'board,ns,ew,contract,result');
    const o = r.results[0]?.outcome;
    expect(o?.kind === 'played' && [o.score.declarer, o.score.scoreNS]).toEqual(['N', -100]);
  });

  it('reads a whole result in the contract cell, and marks an assigned one', () => {
    const r = read('1,1,8,4S= N,,,assigned', 'board,ns,ew,contract,declarer,result,adjustment');
    expect(r.diagnostics).toEqual([]);
    expect(r.results[0]?.outcome).toMatchObject({ kind: 'played', assigned: true, score: { scoreNS: 420 } });
  });

  it('reads artificial, weighted and not-played outcomes from the contract cell', () => {
    const r = read('1,1,8,A60/40,,\n1,2,7,40% 4S= N + 60% 4S-1 N,,\n1,3,6,NP,,');
    expect(r.diagnostics).toEqual([]);
    expect(r.results.map((x) => x.outcome.kind)).toEqual(['artificial', 'weighted', 'notPlayed']);
  });

  it('keeps round, table, section, lead, fouled version and note', () => {
    const r = read('3,1,8,4S,N,=,2,5,A,HK,B,claimed', `${HEADER},round,table,section,lead,fouled,note`);
    expect(r.results[0]).toMatchObject({ round: 2, table: 5, section: 'A', lead: 'HK', fouled: 'b', note: 'claimed' });
  });

  it('accepts the column names of other programs', () => {
    const r = readTravellersCsv('Bd;NS Pair;EW Pair;Kontrakt;By;Tricks\n1;1;8;3NT;S;9\n', 'x.csv');
    expect(r.diagnostics).toEqual([]);
    expect(r.results).toHaveLength(1);
  });

  it('names file, line and field, what was found and what was expected', () => {
    expect(messages('1,1,8,5Q,N,=')).toEqual([
      'trav.csv:2: field "contract": "5Q" is not a contract (expected level 1–7, strain C/D/H/S/NT (or ♣♦♥♠), optional X/XX (or */**), or PASS for a passed-out board)',
    ]);
    expect(messages('0,1,8,4S,N,=')).toEqual(['trav.csv:2: field "board": "0" is not a board number (expected a whole number ≥ 1)']);
    expect(messages('1,1,8,4S,,=')).toEqual(['trav.csv:2: field "declarer": no declarer for the contract 4S (expected N, E, S or W)']);
  });

  it('reports every error of every line, not only the first', () => {
    const r = read('x,1,8,5Q,N,=\n2,3,3,4S,N,=\n3,1,8,4S,Q,+9\n4,1,8,3NT,N,');
    expect(r.results).toEqual([]);
    expect(r.diagnostics.map((d) => [d.line, d.field])).toEqual([
      [2, 'board'],
      [2, 'contract'],
      [3, 'ew'],
      [4, 'declarer'],
      [4, 'result'],
      [5, 'result'],
    ]);
  });

  it('warns about a written score that disagrees, and keeps the contract and tricks (NBF 3.2.7)', () => {
    const r = read('1,1,8,4S,N,=,450\n1,2,7,4S,N,=,420\n1,3,6,PASS,,,50\n1,4,5,4S,N,=,abc', `${HEADER},score`);
    expect(r.diagnostics.map((d) => [d.severity, d.line, d.code])).toEqual([
      ['warning', 2, 'score-mismatch'],
      ['warning', 4, 'score-mismatch'],
      ['warning', 5, 'score'],
    ]);
    expect(r.results.map((x) => x.outcome.kind === 'played' && x.outcome.score.scoreNS)).toEqual([420, 420, 0, 420]);
  });

  describe('edge cases', () => {
    it('reports a header with no lines', () => {
      expect(messages('')).toEqual(['trav.csv:1: the file has a header but no traveller lines (expected at least one result)']);
    });

    it('reports a non-numeric round or table', () => {
      expect(read('1,1,8,4S,N,=,two', `${HEADER},round`).diagnostics).toEqual([
        expect.objectContaining({ line: 2, field: 'round', message: '"two" is not a round number (expected a whole number)' }),
      ]);
    });

    it('reports a missing contract and a missing pair', () => {
      expect(read('1,,8,,N,=').diagnostics.map((d) => d.field)).toEqual(['ns', 'contract']);
    });

    it('reports a bad artificial or weighted score in the contract cell', () => {
      expect(read('1,1,8,A101/40,,').diagnostics[0]?.code).toBe('artificial');
      expect(read('1,1,8,40% 4S= N + 50% 4S-1 N,,').diagnostics[0]?.code).toBe('weighted');
    });

    it('stops after 200 errors', () => {
      const body = Array.from({ length: 300 }, () => '1,1,8,5Q,N,=').join('\n');
      expect(read(body).diagnostics).toHaveLength(200);
    });

    it('reads Windows line endings with the right line numbers', () => {
      const r = readTravellersCsv('board,ns,ew,contract,declarer,result\r\n1,1,8,4S,N,=\r\n2,1,8,5Q,N,=\r\n', 'w.csv');
      expect(r.results).toHaveLength(1);
      expect(r.diagnostics.map((d) => d.line)).toEqual([3]);
    });
  });
});

describe('a whole result in the contract cell beside a declarer or result cell (one conflict, every spelling)', () => {
  it.each([
    ['1,1,8,4S= N,E,', 'trav.csv:2: field "declarer": the contract cell "4S= N" has declarer N and the declarer cell "E" another (expected one declarer)'],
    ['1,1,8,4S= N,,9', 'trav.csv:2: field "result": the contract cell "4S= N" has a result and the result cell "9" another (expected one result)'],
    ['1,1,8,4S= N,N,+1', 'trav.csv:2: field "result": the contract cell "4S= N" has a result and the result cell "+1" another (expected one result)'],
    ['1,1,8,4S+1,N,10', 'trav.csv:2: field "result": the contract cell "4S+1" has a result and the result cell "10" another (expected one result)'],
  ])('%s is an error naming both cells', (row, message) => {
    expect(messages(row)).toEqual([message]);
  });

  it.each(['1,1,8,4S= N,N,10', '1,1,8,4S= N,N,=', '1,1,8,4S= N,,', '1,1,8,4S= N,N,'])('%s: the cells agree, 420 to NS', (row) => {
    const r = read(row);
    expect(r.diagnostics).toEqual([]);
    expect(r.results[0]?.outcome).toMatchObject({ kind: 'played', score: { scoreNS: 420 } });
  });
});

describe('a column the lines need that the file does not have is reported once, as the column', () => {
  const lines = Array.from({ length: 164 }, (_, i) => `${1 + (i % 8)},${1 + Math.floor(i / 8)},${30 + Math.floor(i / 8)},4S,=`).join('\n');
  it('no declarer column: one error naming the column and the count (it was 164 row errors)', () => {
    const got = readTravellersCsv(`board,ns,ew,contract,result\n${lines}\n`, 't.csv').diagnostics.map(formatDiagnostic);
    expect(got).toEqual([
      't.csv:1: field "declarer": the file has no "declarer" column, and 164 contracts (the first on line 2) need a declarer (N, E, S or W; or in the contract cell, "4S N")',
    ]);
  });

  it('no result column: the same', () => {
    const got = readTravellersCsv('board,ns,ew,contract,declarer\n1,1,2,4S,N\n', 't.csv').diagnostics.map(formatDiagnostic);
    expect(got).toEqual([
      't.csv:1: field "result": the file has no "result" column, and the contract on line 2 needs a result ("=", "+1", "-2" or the tricks)',
    ]);
  });

  it('a declarer in the contract cell needs no column', () => {
    expect(readTravellersCsv('board,ns,ew,contract,result\n1,1,2,4S N,=\n', 't.csv').diagnostics).toEqual([]);
  });

  it('an empty declarer cell of a file that has the column is still a row error', () => {
    const got = readTravellersCsv('board,ns,ew,contract,declarer,result\n1,1,2,4S,,=\n', 't.csv').diagnostics.map(formatDiagnostic);
    expect(got).toEqual(['t.csv:2: field "declarer": no declarer for the contract 4S (expected N, E, S or W)']);
  });
});
