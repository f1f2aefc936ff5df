/**
 * Travellers and names as Excel saves them: "Unicode text" (UTF-16 little-endian with its byte-order mark,
 * tab-separated, CRLF), UTF-16 big-endian, and a CSV whose first line `sep=;` declares the delimiter. Each gives
 * the same ranking as the UTF-8 file, and an error still names the file's own line.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../../../src/parse/decode.js';
import { sepDeclaration, tokenizeCsv } from '../../../src/parse/csv/tokenize.js';
import { runInProcess } from '../../helpers/cli.js';

const TRAVELLERS = readFileSync('examples/club-session/travellers.csv', 'utf8');
const NAMES = readFileSync('examples/club-session/names.csv', 'utf8');

/** The text as Excel's "Unicode text": UTF-16LE with a BOM, tabs, CRLF. */
function unicodeText(csv: string, delimiter = '\t'): Uint8Array {
  const text = csv.replace(/,/g, delimiter).replace(/\n/g, '\r\n');
  const out = new Uint8Array(2 + text.length * 2);
  out[0] = 0xff;
  out[1] = 0xfe;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[2 + 2 * i] = c & 0xff;
    out[3 + 2 * i] = c >> 8;
  }
  return out;
}

function bigEndian(le: Uint8Array): Uint8Array {
  const out = new Uint8Array(le.length);
  for (let i = 0; i + 1 < le.length; i += 2) {
    out[i] = le[i + 1] as number;
    out[i + 1] = le[i] as number;
  }
  return out;
}

async function ranking(travellers: string | Uint8Array, names: string | Uint8Array = NAMES) {
  const r = await runInProcess(['pairs', 't.csv', '--names', 'n.csv', '-f', 'csv'], { 't.csv': travellers, 'n.csv': names });
  return r;
}

describe('CSV as Excel saves it', () => {
  it.each([
    ['UTF-16LE "Unicode text", tab-separated', unicodeText(TRAVELLERS), unicodeText(NAMES)],
    ['UTF-16BE', bigEndian(unicodeText(TRAVELLERS)), bigEndian(unicodeText(NAMES))],
    ['a first line "sep=;"', `sep=;\n${TRAVELLERS.replace(/,/g, ';')}`, `sep=;\r\n${NAMES.replace(/,/g, ';')}`],
    ['a quoted "sep=;" with CRLF', `"sep=;"\r\n${TRAVELLERS.replace(/,/g, ';').replace(/\n/g, '\r\n')}`, NAMES],
  ])('%s gives the ranking of the UTF-8 file', async (_name, travellers, names) => {
    const expected = await ranking(TRAVELLERS);
    expect(expected.code, expected.stderr).toBe(0);
    const r = await ranking(travellers, names);
    expect(r.stderr).toBe(expected.stderr);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(expected.stdout);
  });

  it('names the line of the file, the "sep=" line counted', async () => {
    const lines = TRAVELLERS.split('\n');
    lines[3] = (lines[3] as string).replace(/^\d+/, '999999999999');
    const plain = await ranking(lines.join('\n'));
    const declared = await ranking(`sep=,\n${lines.join('\n')}`);
    expect(plain.code).toBe(1);
    expect(declared.code).toBe(1);
    expect(plain.stderr).toMatch(/t\.csv:4:/);
    expect(declared.stderr).toMatch(/t\.csv:5:/);
  });

  it('reads "sep=" only as the first line, and only with a delimiter', () => {
    const at = (t: string) => sepDeclaration(new TextEncoder().encode(t), 0, t.length);
    expect(at('sep=;')).toBe(0x3b);
    expect(at('SEP=,')).toBe(0x2c);
    expect(at('"sep=\t"')).toBe(0x09);
    expect(at('sep=x')).toBeUndefined();
    expect(at('sep=;;')).toBeUndefined();
    expect(tokenizeCsv(new TextEncoder().encode('a;b\nsep=;\n')).rows.map((r) => r.cells)).toEqual([
      ['a', 'b'],
      ['sep=', ''],
    ]);
  });

  it('decodes UTF-16 text with its byte-order mark for every other reader', () => {
    expect(decodeText(unicodeText('Åse,Ødegård\n'))).toEqual({ text: 'Åse\tØdegård\n', encoding: 'utf-16le', hadBom: true });
    expect(decodeText(bigEndian(unicodeText('Æ\n'))).text).toBe('Æ\n');
  });
});
