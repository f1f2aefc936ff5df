import { describe, expect, it } from 'vitest';
import { csvSafeText } from '../../src/text/csv-safe.js';

describe('csvSafeText (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://example.com","x")', `'=HYPERLINK("http://example.com","x")`],
    ['=1+2', `'=1+2`],
    ['+47 22 00 00 00', `'+47 22 00 00 00`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=cmd', `'\t=cmd`],
    ['\r=cmd', `'\r=cmd`],
    ['-', `'-`],
  ])('prefixes a cell starting with a formula character: %j', (text, expected) => {
    expect(csvSafeText(text)).toBe(expected);
  });

  it.each([['Oslo BK'], [''], ['Kari Nordmann'], ["'already quoted"], ['a=b'], ['10001'], [' =leading space'], ['Ærø']])('leaves %j as it is', (text) => {
    expect(csvSafeText(text)).toBe(text);
  });
});
