import { describe, expect, it } from 'vitest';
import { rat } from '../../src/base/rational.js';
import {
  DEFAULT_B0,
  DEFAULT_C,
  applyChange,
  compensation,
  expectedResult,
  formatCenti,
  formatDeltaCenti,
  hcChange,
  modelConstants,
  numberToRational,
  parseHcCenti,
  toCenti,
} from '../../src/laws/handicap.js';
import { addMonths, firstOfMonth, isIsoDate } from '../../src/base/dates.js';

const k = modelConstants(DEFAULT_C, DEFAULT_B0);
const c = k.c;

describe('the worked numbers of the handicap model', () => {
  // Start list with field average H̄ = 22.23 and c = 0.6.
  it.each([
    ['25.00', '48.34'],
    ['17.84', '52.63'],
    ['13.00', '55.54'],
    ['35.15', '42.25'],
    ['31.03', '44.72'],
  ])('a contestant with H = %s expects %s %% in a field averaging 22.23', (h, e) => {
    const E = expectedResult(numberToRational(Number(h)), numberToRational(22.23), c);
    expect(E.toFixed(2)).toBe(e);
  });

  it('gives a contestant 10 points above expectation over 27 boards Δh ≈ −3.54', () => {
    expect(hcChange(rat(10), rat(27), k).toFixed(2)).toBe('-3.54');
  });

  it.each([
    [24, '0.19'],
    [100, '0.50'],
  ])('moves a contestant over %i boards %s of the way to the HC its result deserves', (boards, share) => {
    // The deserved HC is the one at which the result would have been expected: H − (R − E)/c.
    const deviation = rat(6);
    const fullWay = deviation.div(c).neg();
    expect(hcChange(deviation, rat(boards), k).div(fullWay).toFixed(2)).toBe(share);
  });

  it('compensates a weaker contestant by c × (H − H̄)', () => {
    expect(compensation(rat(25), numberToRational(22.23), c).toFixed(3)).toBe('1.662');
    expect(compensation(rat(13), numberToRational(22.23), c).toFixed(3)).toBe('-5.538');
  });

  it('leaves a contestant exactly on expectation unchanged', () => {
    expect(hcChange(rat(0), rat(27), k).isZero()).toBe(true);
  });
});

describe('rounding and the 52 cap', () => {
  it.each([
    [rat(-354331, 100000), -354],
    [rat(5, 1000), 1],
    [rat(-5, 1000), -1],
    [rat(4999, 1000000), 0],
    [rat(2345, 100), 2345],
  ])('rounds %s to %i hundredths, half away from zero', (x, centi) => {
    expect(toCenti(x)).toBe(centi);
  });

  it.each([
    [5100, 200, 5200],
    [5200, 10, 5200],
    [100, -250, -150],
    [2350, -354, 1996],
  ])('HC %i plus Δ %i becomes %i (above 52 is set back to 52, negatives kept)', (before, delta, after) => {
    expect(applyChange(before, delta)).toBe(after);
  });

  it.each([
    [2350, '23.50'],
    [-5, '-0.05'],
    [0, '0.00'],
    [5200, '52.00'],
  ])('prints %i hundredths as %s', (centi, text) => {
    expect(formatCenti(centi)).toBe(text);
  });

  it('signs changes explicitly', () => {
    expect(formatDeltaCenti(125)).toBe('+1.25');
    expect(formatDeltaCenti(-354)).toBe('-3.54');
    expect(formatDeltaCenti(0)).toBe('0.00');
  });

  it('reads HCs exactly, with comma or point', () => {
    expect(parseHcCenti('23.5')).toBe(2350);
    expect(parseHcCenti('23,456')).toBe(2346);
    expect(parseHcCenti('abc')).toBeUndefined();
  });

  it('turns numbers into their shortest decimal value', () => {
    expect(numberToRational(57.18).toString()).toBe('2859/50');
    expect(numberToRational(0.6).toString()).toBe('3/5');
    expect(numberToRational(1e-7).toString()).toBe('1/10000000');
    expect(numberToRational(-3).toString()).toBe('-3');
  });
});

describe('month arithmetic', () => {
  it.each([
    ['2026-01-01', -2, '2025-11-01'],
    ['2026-03-31', -2, '2026-01-01'],
    ['2026-12-15', 1, '2027-01-01'],
    ['2026-11-01', 0, '2026-11-01'],
  ])('%s plus %i months starts on %s', (d, n, r) => {
    expect(addMonths(d, n)).toBe(r);
  });

  it('finds the first of the month', () => {
    expect(firstOfMonth('2026-11-17')).toBe('2026-11-01');
  });

  it.each([
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['2026-4-01', false],
    ['2026-04-31', false],
  ])('%s is a date: %s', (d, ok) => {
    expect(isIsoDate(d)).toBe(ok);
  });
});
