/**
 * Numbers, percentages and dates as each language writes them, and the decimals of a column: table-driven from
 * the conventions in src/i18n/numbers.ts (the language councils' rules), with every boundary of the grouping.
 */
import { describe, expect, it } from 'vitest';
import { columnDecimals, columnFormat, localDate, localNumber, localPercent, type Lang } from '../../src/i18n/index.js';
import { Rational, rat } from '../../src/base/rational.js';

const NBSP = '\u00a0';

describe('localNumber', () => {
  it.each<[Lang, string, string]>([
    ['en', '54.67', '54.67'],
    ['en', '-1234.5', '-1234.5'],
    ['en', '1234567', '1234567'],
    ['nb', '54.67', '54,67'],
    ['nb', '203.9', '203,9'],
    ['nb', '126', '126'],
    ['nb', '-0.73', '-0,73'],
    ['nb', '+7.22', '+7,22'],
    ['nb', '−3', '−3'],
    ['nb', '1430', '1430'],
    ['nb', '9999.5', '9999,5'],
    ['nb', '10000', `10${NBSP}000`],
    ['nb', '12345.67', `12${NBSP}345,67`],
    ['nb', '1234567', `1${NBSP}234${NBSP}567`],
    ['sv', '12345.6', `12${NBSP}345,6`],
    ['da', '12345.6', '12.345,6'],
    ['da', '1430', '1430'],
    ['fi', '-12345', `-12${NBSP}345`],
  ])('%s writes %s as %s', (lang, text, expected) => {
    expect(localNumber(text, lang)).toBe(expected);
  });

  it.each<[string]>([[''], ['n/r'], ['3=']])('leaves "%s", which is not a number, as it is', (text) => {
    for (const lang of ['en', 'nb', 'sv', 'da', 'fi'] as const) expect(localNumber(text, lang)).toBe(text);
  });
});

describe('localPercent', () => {
  it.each<[Lang, string, string]>([
    ['en', '54.67', '54.67 %'],
    ['nb', '54.67', `54,67${NBSP}%`],
    ['sv', '45.00', `45,00${NBSP}%`],
    ['da', '60', `60${NBSP}%`],
    ['fi', '100.00', `100,00${NBSP}%`],
    ['nb', '', ''],
  ])('%s writes %s as "%s"', (lang, text, expected) => {
    expect(localPercent(text, lang)).toBe(expected);
  });
});

describe('localDate', () => {
  it.each<[Lang, string, string]>([
    ['en', '2024-09-15', '2024-09-15'],
    ['nb', '2024-09-15', '15.09.2024'],
    ['da', '2024-09-15', '15.09.2024'],
    ['fi', '2024-09-15', '15.09.2024'],
    ['sv', '2024-09-15', '2024-09-15'],
    ['nb', '2025-03-04', '04.03.2025'],
  ])('%s writes %s as %s', (lang, text, expected) => {
    expect(localDate(text, lang)).toBe(expected);
  });

  it('leaves a date it cannot read as it is', () => {
    expect(localDate('15 September 2024', 'nb')).toBe('15 September 2024');
    expect(localDate('2024-9-15', 'nb')).toBe('2024-9-15');
  });
});

describe('columnDecimals and columnFormat', () => {
  const r = (n: number, d = 1) => rat(n, d);

  it.each<[string, (Rational | undefined)[], number, number]>([
    ['whole matchpoints', [r(126), r(143), r(130)], 1, 0],
    ['126 above 203.9', [r(2039, 10), r(126)], 1, 1],
    ['Butler 4 above 1.08', [r(4), r(108, 100)], 2, 2],
    ['IMPs in tenths still show two decimals', [r(928, 10), r(-102, 10)], 2, 2],
    ['a value that rounds to whole', [r(2999, 1000), r(5)], 2, 0],
    ['a value just below a half that stays fractional', [r(2994, 1000)], 2, 2],
    ['a half that rounds up to whole', [r(2995, 1000)], 2, 0],
    ['missing values do not count', [undefined, r(3), undefined], 1, 0],
    ['an empty column', [], 2, 0],
  ])('%s', (_name, values, max, expected) => {
    expect(columnDecimals(values, max)).toBe(expected);
  });

  it('gives every value of a column the same decimals, rounded half away from zero', () => {
    const fmt = columnFormat([r(2039, 10), r(126), r(-5, 2)], 1);
    expect([fmt(r(2039, 10)), fmt(r(126)), fmt(r(-5, 2)), fmt(r(1, 20)), fmt(undefined), fmt(null)]).toEqual(['203.9', '126.0', '-2.5', '0.1', '', '']);
    const imps = columnFormat([r(4), r(108, 100)], 2);
    expect([imps(r(4)), imps(r(108, 100)), imps(r(0))]).toEqual(['4.00', '1.08', '0.00']);
  });

  it('shows penalties with the fewest decimals the column needs', () => {
    expect(columnDecimals([r(8, 10), r(1)], 2, 'shortest')).toBe(1);
    expect(columnDecimals([r(8, 10), r(125, 100)], 2, 'shortest')).toBe(2);
    expect(columnDecimals([r(1), r(2)], 2, 'shortest')).toBe(0);
    const fmt = columnFormat([r(8, 10), r(1)], 2, 'shortest');
    expect([fmt(r(8, 10)), fmt(r(1))]).toEqual(['0.8', '1.0']);
  });

  describe('edge cases', () => {
    it('keeps a negative value that rounds to zero unsigned', () => {
      expect(columnFormat([r(-1, 100), r(1, 2)], 1)(r(-1, 100))).toBe('0.0');
    });

    it('handles a column of one huge exact value', () => {
      const big = Rational.of(10n ** 30n + 1n, 10n);
      expect(columnFormat([big], 1)(big)).toBe(`1${'0'.repeat(29)}.1`);
      expect(localNumber(columnFormat([big], 1)(big), 'nb')).toBe(`100${`${NBSP}000`.repeat(9)},1`);
    });
  });
});
