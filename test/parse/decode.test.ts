import { describe, expect, it } from 'vitest';
import { decodeText, decodeWindows1252 } from '../../src/parse/decode.js';

describe('decodeWindows1252', () => {
  it('maps 0x80–0x9F to the Windows-1252 characters and every other byte to its ISO-8859-1 code point', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const text = decodeWindows1252(all);
    expect(text.length).toBe(256);
    expect(text.slice(0x80, 0xa0)).toBe('€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ');
    for (const i of [0, 0x41, 0x7f, 0xa0, 0xc5, 0xe6, 0xf8, 0xff]) expect(text.charCodeAt(i)).toBe(i);
  });

  it('decodes a file of 10 MB in one piece (no spreading of the bytes into a call)', () => {
    const bytes = new Uint8Array(10 * 1024 * 1024).fill(0xe5);
    const text = decodeWindows1252(bytes);
    expect(text.length).toBe(bytes.length);
    expect(text[0]).toBe('å');
    expect(text[text.length - 1]).toBe('å');
  });
});

describe('decodeText', () => {
  it('reads UTF-8 with or without a BOM, and falls back to Windows-1252', () => {
    expect(decodeText(new TextEncoder().encode('\ufeffSjødal\r\n'))).toEqual({ text: 'Sjødal\n', encoding: 'utf-8', hadBom: true });
    expect(decodeText(Uint8Array.of(0x53, 0x6a, 0xf8, 0x64, 0x61, 0x6c, 0x80))).toEqual({ text: 'Sjødal€', encoding: 'windows-1252', hadBom: false });
  });
});
