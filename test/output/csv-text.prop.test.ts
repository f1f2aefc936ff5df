/**
 * The CSV outputs are the text they have always been (that of csv-stringify with its defaults): the same
 * bytes for any cells, with commas, quotes, line ends, empty cells and numbers — once each string cell is
 * neutralised against CSV injection (csvCellText: a cell starting with a formula character gets a leading
 * quote unless it is a formatted number), which the one writer does for every string cell.
 */
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCellText, csvText } from '../../src/text/csv.js';

const cell = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom('', 'Lie, Marit', 'say "hi"', 'two\nlines', 'cr\r', ' padded ', '=1+1', 'Sjødal', '"', ','),
  fc.integer({ min: -100000, max: 100000 }),
  fc.constantFrom(0, -0.5, 54.67, 1e-7),
);

describe('csvText', () => {
  it('writes what csv-stringify writes', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }), (rows) => {
        expect(csvText(rows)).toBe(stringify(rows.map((r) => r.map((c) => (typeof c === 'string' ? csvCellText(c) : c)))));
      }),
      { seed: 20261201, numRuns: 500 },
    );
  });

  it('writes an empty field for null and undefined', () => {
    expect(csvText([['a', null, undefined, 1]])).toBe('a,,,1\n');
  });
});
