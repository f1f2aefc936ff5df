/**
 * `--csv excel`: the program's CSV converted for a spreadsheet (src/text/csv-excel.ts). Table-driven on the
 * conversions, a property that the chunks a writer emits may split anywhere, a property that every cell reads
 * back (with its decimal comma), and the command line in Norwegian and English.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvTokenizer } from '../../src/parse/csv/tokenize.js';
import { ExcelCsv } from '../../src/text/csv-excel.js';
import { csvText } from '../../src/text/csv.js';
import { runInProcess } from '../helpers/cli.js';

const convert = (text: string, decimalComma: boolean, cuts: number[] = []): string => {
  const x = new ExcelCsv(decimalComma);
  let out = '';
  let from = 0;
  for (const c of [...cuts].sort((a, b) => a - b)) {
    out += x.push(text.slice(from, c));
    from = c;
  }
  return out + x.push(text.slice(from)) + x.end();
};

/** Every row's cells, read with a known delimiter (the header alone cannot tell it for one column). */
function cellsOf(text: string, delimiter: number): string[][] {
  const out: string[][] = [];
  const t = new CsvTokenizer({
    delimiter,
    onRow: (row) => {
      const cells: string[] = [];
      for (let i = 0; i < row.count; i++) cells.push(row.text(i));
      out.push(cells);
    },
  });
  t.push(new TextEncoder().encode(text));
  t.finish();
  return out;
}

describe('CSV for a spreadsheet', () => {
  it.each([
    ['a decimal comma and semicolons (nb, sv, da, fi)', 'rank,pct\n1,60.19\n', true, '\uFEFFrank;pct\r\n1;60,19\r\n'],
    ['comma and dot (en)', 'rank,pct\n1,60.19\n', false, '\uFEFFrank,pct\r\n1,60.19\r\n'],
    ['a negative decimal', 'x\n-0.80\n', true, '\uFEFFx\r\n-0,80\r\n'],
    ['whole numbers and text stay as they are', 'a,b\n12,1.5x\n', true, '\uFEFFa;b\r\n12;1.5x\r\n'],
    ['a cell with a semicolon is quoted', 'ids\n10008;10009\n', true, '\uFEFFids\r\n"10008;10009"\r\n'],
    ['a quoted comma is unquoted where it is no delimiter', 'n\n"Lie, Marit"\n', true, '\uFEFFn\r\nLie, Marit\r\n'],
    ['a quoted comma stays quoted with commas', 'n\n"Lie, Marit"\n', false, '\uFEFFn\r\n"Lie, Marit"\r\n'],
    ['quotes inside a field', 'n\n"say ""hi"""\n', true, '\uFEFFn\r\n"say ""hi"""\r\n'],
    ['a line break inside a field', 'n\n"a\nb"\n', true, '\uFEFFn\r\n"a\nb"\r\n'],
    ['an empty quoted field', 'a,b\n"",x\n', true, '\uFEFFa;b\r\n;x\r\n'],
    ['no final line end', 'a,b\n1,2.5', true, '\uFEFFa;b\r\n1;2,5'],
    ['nothing', '', true, '\uFEFF'],
  ])('%s', (_name, input, comma, expected) => {
    expect(convert(input, comma)).toBe(expected);
  });

  // the program's cells have no surrounding spaces, and no row starts with "#" (a reader takes it for a comment)
  const cell = fc.oneof(
    fc
      .string()
      .map((x) => x.trim())
      .filter((x) => !x.startsWith('#')),
    fc.constantFrom('60.19', '-0.8', '12', 'a,b', 'x;y', '"q"', 'l\nm', ''),
  );
  const rows = fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 });

  it('gives the same text however the chunks are cut', () => {
    fc.assert(
      fc.property(rows, fc.boolean(), fc.array(fc.nat()), (r, comma, cuts) => {
        const text = csvText(r);
        const whole = convert(text, comma);
        expect(
          convert(
            text,
            comma,
            cuts.map((c) => c % (text.length + 1)),
          ),
        ).toBe(whole);
      }),
    );
  });

  it('reads back cell for cell, the decimal mark changed in numbers only', () => {
    fc.assert(
      fc.property(rows, fc.boolean(), (r, comma) => {
        const text = csvText(r);
        const original = cellsOf(text, 0x2c);
        const back = cellsOf(convert(text, comma), comma ? 0x3b : 0x2c);
        const expected = original.map((cells) => cells.map((c) => (comma && /^-?\d+\.\d+$/.test(c) ? c.replace('.', ',') : c)));
        expect(back).toEqual(expected);
      }),
    );
  });
});

describe('pairs and teams --csv excel', () => {
  const files = ['examples/club-session/travellers.csv', 'examples/club-session/names.csv'];
  it('writes semicolons and decimal commas in Norwegian, commas and points in English, each with a BOM', async () => {
    const { readFileSync } = await import('node:fs');
    const inputs = Object.fromEntries(files.map((f) => [f, readFileSync(f)]));
    const args = ['pairs', files[0] as string, '--names', files[1] as string, '-f', 'csv', '--csv', 'excel'];
    const nb = await runInProcess([...args, '--lang', 'nb'], inputs);
    expect(nb.code, nb.stderr).toBe(0);
    expect(nb.stdout.startsWith('\uFEFFrank;pair;section;')).toBe(true);
    expect(nb.stdout).toContain(';NS;Marit Lie - Jon Haugen;"10008;10009";203,9;280;72,83;');
    const en = await runInProcess([...args, '--lang', 'en'], inputs);
    expect(en.stdout).toContain(',NS,Marit Lie - Jon Haugen,10008;10009,203.9,280,72.83,');
    const plain = await runInProcess(['pairs', files[0] as string, '--names', files[1] as string, '-f', 'csv'], inputs);
    expect(plain.stdout.startsWith('rank,pair,')).toBe(true);
    expect(en.stdout.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n')).toBe(plain.stdout);
  });
});
