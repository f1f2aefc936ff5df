import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/base/diagnostics.js';
import { detectDelimiter, normaliseHeader, readCsvTable, type ColumnSpec } from '../../../src/parse/csv/read-table.js';

const COLUMNS: readonly ColumnSpec[] = [
  { name: 'board', synonyms: ['board', 'bd'], required: true },
  { name: 'ns', synonyms: ['ns', 'ns pair'], required: true },
  { name: 'note', synonyms: ['note'] },
];

function read(text: string) {
  const bag = new DiagnosticBag('t.csv');
  const table = readCsvTable(text, COLUMNS, bag);
  return { table, bag, rows: table.rows.map((r) => [r.line, r.get('board'), r.get('ns'), r.get('note')]) };
}

describe('readCsvTable', () => {
  it('reads rows by column name with their line numbers', () => {
    const { rows, bag } = read('board,ns,note\n1,3,first\n2,4,\n');
    expect(bag.items).toEqual([]);
    expect(rows).toEqual([
      [2, '1', '3', 'first'],
      [3, '2', '4', undefined],
    ]);
  });

  it.each([
    ['semicolons', 'board;ns\n1;3\n'],
    ['tabs', 'board\tns\n1\t3\n'],
    ['commas', 'board,ns\n1,3\n'],
  ])('detects %s as the delimiter', (_name, text) => {
    expect(read(text).rows).toEqual([[2, '1', '3', undefined]]);
  });

  it('matches headers case-insensitively, ignoring spaces, underscores and dashes', () => {
    expect(read('BD,NS_Pair\n5,7\n').rows).toEqual([[2, '5', '7', undefined]]);
    expect(read(' Board , N-S pair \n5,7\n').table.present.has('board')).toBe(true);
  });

  it('keeps counting lines across blank lines and comments', () => {
    expect(read('# exported\nboard,ns\n\n1,3\n# a comment\n2,4\n').rows).toEqual([
      [4, '1', '3', undefined],
      [6, '2', '4', undefined],
    ]);
  });

  it('reads quoted cells with commas and doubled quotes', () => {
    expect(read('board,ns,note\n1,3,"late, ""slow"" play"\n').rows).toEqual([[2, '1', '3', 'late, "slow" play']]);
  });

  it('reports each missing required column at the header line, naming what it found', () => {
    const { bag } = read('bd,pair\n1,3\n');
    expect(bag.errors).toHaveLength(1);
    expect(bag.errors[0]).toMatchObject({ code: 'missing-column', line: 1 });
    expect(bag.errors[0]?.message).toContain('"ns"');
    expect(bag.errors[0]?.message).toContain('"bd", "pair"');
  });

  it('reports an empty file', () => {
    expect(read('').bag.errors).toEqual([expect.objectContaining({ code: 'empty-file', line: 1 })]);
    expect(read(' \n\n').bag.errors).toEqual([expect.objectContaining({ code: 'empty-file', line: 1 })]);
  });

  it('reports unbalanced quotes as a syntax error and returns no rows', () => {
    const { bag, rows } = read('board,ns\n1,"3\n2,4\n');
    expect(rows).toEqual([]);
    expect(bag.errors).toEqual([expect.objectContaining({ code: 'csv-quote', line: 2 })]);
  });

  describe('edge cases', () => {
    it('skips rows whose cells are all empty', () => {
      expect(read('board,ns\n,\n1,3\n').rows).toEqual([[3, '1', '3', undefined]]);
    });

    it('gives undefined for a column that is absent or a cell that is empty or missing', () => {
      expect(read('board,ns\n1\n').rows).toEqual([[2, '1', undefined, undefined]]);
    });

    it('uses the first of two columns with the same meaning', () => {
      expect(read('board,bd,ns\n1,2,3\n').rows).toEqual([[2, '1', '3', undefined]]);
    });

    // The delimiter is guessed from the header, not from a comment or blank line before it.
    it('detects semicolons when the file starts with a comment line', () => {
      const { rows, bag } = read('# exported by the club program\nboard;ns\n1;3\n');
      expect(bag.items).toEqual([]);
      expect(rows).toEqual([[3, '1', '3', undefined]]);
    });

    it('detects semicolons when the file starts with a blank line', () => {
      const { rows, bag } = read('\nboard;ns\n1;3\n');
      expect(bag.items).toEqual([]);
      expect(rows).toEqual([[3, '1', '3', undefined]]);
    });

    it('normalises headers and picks the delimiter that splits the header most', () => {
      expect(normaliseHeader(' NS_Pair-No. ')).toBe('nspairno');
      expect(detectDelimiter('a;b;c\n1,2;3')).toBe(';');
      expect(detectDelimiter('"a;b",c\n')).toBe(',');
      expect(detectDelimiter('single\n')).toBe(',');
    });
  });
});
