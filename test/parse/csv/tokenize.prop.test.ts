/**
 * Streaming does not change what is read: a CSV pushed in chunks of any sizes — each chunk written over by the
 * next, as the file reader does with its one buffer — gives the same rows, fields and line numbers as the
 * whole text at once, and the same encoding decision.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvTokenizer, tokenizeCsv } from '../../../src/parse/csv/tokenize.js';

function chunked(bytes: Uint8Array, cuts: readonly number[]): { line: number; cells: string[] }[] | string {
  const rows: { line: number; cells: string[] }[] = [];
  const t = new CsvTokenizer({
    onRow: (row) => {
      const cells: string[] = [];
      for (let i = 0; i < row.count; i++) cells.push(row.text(i));
      rows.push({ line: row.line, cells });
    },
  });
  // a Buffer, as the file reader's (its slice is a view, not a copy)
  const shared = Buffer.alloc(bytes.length + 1);
  let at = 0;
  for (const cut of [...cuts, bytes.length]) {
    const end = Math.min(bytes.length, Math.max(at, cut));
    // one buffer for every chunk, as the file reader uses: the previous chunk is gone
    shared.fill(0x3f);
    shared.set(bytes.subarray(at, end), 0);
    t.push(shared.subarray(0, end - at));
    at = end;
  }
  t.finish();
  return t.error ? `error ${t.error.line}` : t.restart ? `restart ${t.restart}` : rows;
}

const cell = fc.oneof(
  fc.constantFrom('1', '17', '4S', '3NTX', '=', '-1', '', 'N', 'Sjødal', '♠', '  7 '),
  fc.string({ maxLength: 6 }).map((s) => `"${s.replace(/"/g, '""')}"`),
  fc.constantFrom('"a,b"', '"line\nbreak"', '"q""uote"'),
);
const row = fc.array(cell, { minLength: 1, maxLength: 6 }).map((cells) => cells.join(','));
const eol = fc.constantFrom('\n', '\r\n', '\r');
const csv = fc
  .tuple(fc.array(fc.tuple(row, eol), { minLength: 1, maxLength: 30 }), fc.boolean())
  .map(([rows, lastEol]) => rows.map(([r, e], i) => r + (i < rows.length - 1 || lastEol ? e : '')).join(''));

describe('CsvTokenizer in chunks', () => {
  it('reads the same rows whatever the chunks, with a buffer that is written over', () => {
    fc.assert(
      fc.property(csv, fc.array(fc.nat({ max: 400 }), { maxLength: 20 }), (text, cuts) => {
        const bytes = new TextEncoder().encode(text);
        const whole = tokenizeCsv(bytes);
        const expected = whole.error ? `error ${whole.error.line}` : whole.restart ? `restart ${whole.restart}` : whole.rows;
        expect(
          chunked(
            bytes,
            [...cuts].sort((a, b) => a - b),
          ),
        ).toEqual(expected);
      }),
      { seed: 20261201, numRuns: 400 },
    );
  });

  it('reads a file cut one byte at a time like the whole file', () => {
    const text = 'board,ns,ew,contract,declarer,result\r\n1,1,8,4S,N,=\r\n"2",3,"1""0",3NT,S,-1\n# note\n\n3,2,9,1C,E,+2';
    const bytes = new TextEncoder().encode(text);
    expect(chunked(bytes, [...bytes.keys()])).toEqual(tokenizeCsv(bytes).rows);
  });
});
