import { describe, expect, it } from 'vitest';
import { Rational, rat, sumRationals } from '../../src/base/rational.js';

describe('Rational', () => {
  it('normalises to lowest terms with a positive denominator', () => {
    const r = rat(6, -4);
    expect(r.num).toBe(-3n);
    expect(r.den).toBe(2n);
    expect(rat(0, -7).toString()).toBe('0');
  });

  it('adds, subtracts, multiplies and divides exactly', () => {
    expect(rat(1, 3).add(rat(1, 6)).toString()).toBe('1/2');
    expect(rat(1, 3).sub(rat(1, 2)).toString()).toBe('-1/6');
    expect(rat(2, 3).mul(rat(9, 4)).toString()).toBe('3/2');
    expect(rat(2, 3).div(rat(4, 9)).toString()).toBe('3/2');
  });

  it('makes equal values reached by different sums compare equal', () => {
    const a = rat(1, 10).add(rat(2, 10));
    const b = rat(3, 10);
    expect(a.eq(b)).toBe(true);
    expect(a.cmp(b)).toBe(0);
    expect(sumRationals([rat(301), rat(1, 2)]).eq(sumRationals([rat(603, 4), rat(603, 4)]))).toBe(true);
  });

  it('orders values with cmp and reports the sign', () => {
    expect(rat(1, 3).cmp(rat(1, 2))).toBe(-1);
    expect(rat(-1, 3).cmp(rat(-1, 2))).toBe(1);
    expect(rat(-5, 2).sign()).toBe(-1);
    expect(Rational.ZERO.sign()).toBe(0);
    expect(rat(-5, 2).abs().toString()).toBe('5/2');
  });

  it.each([
    ['33.9', '339/10'],
    ['-2', '-2'],
    ['0.4', '2/5'],
    ['60', '60'],
    ['12,5', '25/2'],
    ['.5', '1/2'],
  ])('parses the decimal %s as %s', (text, expected) => {
    expect(Rational.parseDecimal(text)?.toString()).toBe(expected);
  });

  it.each([
    [rat(199, 10), 1, '19.9'],
    [rat(271, 8), 3, '33.875'],
    [rat(1, 2), 0, '1'],
    [rat(-1, 2), 0, '-1'],
    [rat(5, 2), 0, '3'],
    [rat(1, 3), 2, '0.33'],
    [rat(2, 3), 2, '0.67'],
    [rat(-1, 1000), 2, '0.00'],
    [rat(1, 20), 1, '0.1'],
  ])('formats %s with %i decimals as %s (half away from zero)', (value, digits, expected) => {
    expect(value.toFixed(digits)).toBe(expected);
  });

  it('converts to a number', () => {
    expect(rat(271, 8).toNumber()).toBe(33.875);
    expect(rat(-7, 2).toNumber()).toBe(-3.5);
  });

  describe('edge cases', () => {
    it('rejects a zero denominator', () => {
      expect(() => rat(1, 0)).toThrow(RangeError);
      expect(() => rat(1).div(Rational.ZERO)).toThrow(RangeError);
    });

    it.each(['', '.', 'abc', '1.2.3', '--1'])('does not parse %j as a decimal', (text) => {
      expect(Rational.parseDecimal(text)).toBeUndefined();
    });

    it('tells integers from fractions', () => {
      expect(rat(4, 2).isInteger()).toBe(true);
      expect(rat(1, 2).isInteger()).toBe(false);
      expect(rat(0, 5).isZero()).toBe(true);
    });
  });
});
