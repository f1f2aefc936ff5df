import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/base/diagnostics.js';
import { readMovementCsv } from '../../src/parse/csv/movement.js';

function messages(text: string): string[] {
  return readMovementCsv(text, 'movement.csv').diagnostics.map(formatDiagnostic);
}

describe('readMovementCsv', () => {
  it('reads one row per table and round, with its line', () => {
    const { movement, diagnostics } = readMovementCsv('round,table,ns,ew,boards\n1,1,1,4,1-2\n1,2,2,5,3-4\n', 'm.csv');
    expect(diagnostics).toEqual([]);
    expect(movement.rows).toEqual([
      { round: 1, table: 1, ns: '1', ew: '4', boards: [1, 2], source: { file: 'm.csv', line: 2 } },
      { round: 1, table: 2, ns: '2', ew: '5', boards: [3, 4], source: { file: 'm.csv', line: 3 } },
    ]);
  });

  it('reads boards as a quoted list or as low_board and high_board', () => {
    const a = readMovementCsv('round,table,ns,ew,boards\n1,1,1,4,"1,2,3"\n', 'm.csv');
    const b = readMovementCsv('round;table;ns;ew;low_board;high_board\n1;1;1;4;1;3\n', 'm.csv');
    expect(a.movement.rows[0]?.boards).toEqual([1, 2, 3]);
    expect(b.movement.rows[0]?.boards).toEqual([1, 2, 3]);
    expect(a.diagnostics).toEqual([]);
    expect(b.diagnostics).toEqual([]);
  });

  it('reads a missing pair as 0 or empty, a section and an arrow-switch', () => {
    const { movement, diagnostics } = readMovementCsv('section,round,table,ns,ew,boards,switch\nA,1,1,1,0,1-2,\nA,1,2,2,,3-4,yes\nA,1,3,3,6,5-6,no\n', 'm.csv');
    expect(diagnostics).toEqual([]);
    expect(movement.rows.map((r) => [r.section, r.ns, r.ew, r.switched])).toEqual([
      ['A', '1', null, undefined],
      ['A', '2', null, true],
      ['A', '3', '6', undefined],
    ]);
  });

  it('accepts a share: the same boards at two tables in one round', () => {
    expect(messages('round,table,ns,ew,boards\n1,1,1,4,1-2\n1,2,2,5,1-2\n1,3,3,6,3-4\n')).toEqual([]);
  });

  it('reads a Mitchell numbered from 1 in each direction (NS 1 and EW 1 are two pairs)', () => {
    const text = 'round,table,ns,ew,boards\n1,1,1,1,1\n1,2,2,2,2\n1,3,3,3,3\n2,1,1,3,2\n2,2,2,1,3\n2,3,3,2,1\n';
    expect(messages(text)).toEqual([]);
  });
});

describe('errors, with file and line', () => {
  it.each([
    [
      'a board range backwards',
      'round,table,ns,ew,boards\n1,1,1,4,5-3\n',
      ['movement.csv:2: field "boards": "5-3" is not a board range (expected a range "1-3", a list "1,2,3", or both, of board numbers from 1 to 9999)'],
    ],
    [
      'a round that is not a number',
      'round,table,ns,ew,boards\nx,1,1,4,1-3\n',
      ['movement.csv:2: field "round": "x" is not a round number (expected a whole number ≥ 1)'],
    ],
    ['a missing table', 'round,table,ns,ew,boards\n1,,1,4,1-3\n', ['movement.csv:2: field "table": no table (expected a table number, a whole number ≥ 1)']],
    [
      'an unquoted board list',
      'round,table,ns,ew,boards\n1,1,1,4,1,2,3\n',
      ['movement.csv:2: the row has 7 fields but the header has 5 (a board list with commas must be quoted, e.g. "1,2,3")'],
    ],
    [
      'no board columns',
      'round,table,ns,ew\n1,1,1,4\n',
      ['movement.csv:1: the boards of each row are missing (expected a "boards" column, or "low_board" and "high_board")'],
    ],
    [
      'low_board without high_board',
      'round,table,ns,ew,low_board\n1,1,1,4,1\n',
      [
        'movement.csv:1: the boards of each row are missing (found "low_board" without "high_board") (expected a "boards" column, or "low_board" and "high_board")',
      ],
    ],
    [
      'low_board above high_board',
      'round,table,ns,ew,low_board,high_board\n1,1,1,4,5,3\n',
      ['movement.csv:2: field "high_board": "5" to "3" is not a board range (expected low_board ≤ high_board, both whole numbers ≥ 1)'],
    ],
    [
      'boards and low/high that disagree',
      'round,table,ns,ew,boards,low_board,high_board\n1,1,1,4,1-3,1,4\n',
      ['movement.csv:2: field "boards": "1-3" disagrees with low_board 1 and high_board 4 (expected the same boards in both)'],
    ],
    [
      'a bad switch mark',
      'round,table,ns,ew,boards,switch\n1,1,1,4,1-3,maybe\n',
      ['movement.csv:2: field "switch": "maybe" is not a switch mark (expected "yes" or empty; also y/x/1, n/0)'],
    ],
    ['a header only', 'round,table,ns,ew,boards\n', ['movement.csv:1: the file has a header but no rows (expected one row per table and round)']],
  ])('%s', (_name, text, expected) => {
    expect(messages(text)).toEqual(expected);
  });

  it('reports a missing required column with the names accepted', () => {
    const [first] = messages('round,table,ns,boards\n1,1,1,1-3\n');
    expect(first).toMatch(/^movement\.csv:1: required column "ew" is missing/);
  });

  it('checks the movement once the rows are read (a pair at two tables in one round)', () => {
    expect(messages('round,table,ns,ew,boards\n1,1,1,4,1-2\n1,2,1,5,3-4\n')).toEqual([
      'movement.csv:3: pair 1 is at two tables in round 1: table 1, line 2 and table 2 (expected each pair at one table per round)',
    ]);
  });
});
