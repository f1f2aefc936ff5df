import { describe, expect, it } from 'vitest';
import { rat } from '../../src/base/rational.js';
import { centiShort, centiText, roundImps, vpForExactMargin, vpForMargin, vpTable } from '../../src/laws/vp-scale.js';

// values of the WBF 2013 continuous tables (rounded, then corrected for concavity).
const PUBLISHED: ReadonlyArray<[boards: number, margin: number, winner: number]> = [
  [8, 1, 1044],
  [8, 5, 1205],
  [8, 14, 1496],
  [8, 25, 1750],
  [8, 40, 1974],
  [16, 1, 1031],
  [16, 5, 1148],
  [16, 14, 1375],
  [16, 25, 1592],
  [16, 40, 1809],
  [24, 1, 1025],
  [24, 5, 1123],
  [24, 14, 1315],
  [24, 25, 1508],
  [24, 40, 1713],
  [32, 1, 1022],
  [32, 5, 1107],
  [32, 14, 1278],
  [32, 25, 1454],
  [32, 40, 1646],
];

const FIRST_MAXIMUM: ReadonlyArray<[boards: number, margin: number]> = [
  [8, 43],
  [16, 60],
  [24, 74],
  [32, 85],
];

describe('vpTable', () => {
  it.each(PUBLISHED)('gives the winner of a %i-board match won by %i IMPs the published value (%i hundredths)', (boards, margin, winner) => {
    expect(vpForMargin(vpTable(boards), margin)).toEqual({ home: winner, away: 2000 - winner });
    expect(vpForMargin(vpTable(boards), -margin)).toEqual({ home: 2000 - winner, away: winner });
  });

  it.each(FIRST_MAXIMUM)('reaches 20.00 for %i boards first at a margin of %i IMPs', (boards, blitz) => {
    const t = vpTable(boards);
    expect(t.blitz).toBe(blitz);
    expect(t.winner[blitz]).toBe(2000);
    expect(t.winner[blitz - 1]).toBeLessThan(2000);
    expect(vpForMargin(t, blitz + 30).home).toBe(2000);
  });

  it('scores the NBF 2.8.5 result list match, 55–59 over 32 boards, 9.14 – 10.86', () => {
    expect(vpForMargin(vpTable(32), 55 - 59)).toEqual({ home: 914, away: 1086 });
  });

  it('gives a drawn match 10 – 10', () => {
    expect(vpForMargin(vpTable(12), 0)).toEqual({ home: 1000, away: 1000 });
  });

  it('raises a rounded value by 0.01 where plain rounding would make an IMP worth more than the one before', () => {
    // 32 boards, 11 IMPs: the formula rounds to 12.23; 10 → 12.05 and 12 → 12.42 would make
    // the 12th IMP (0.19) worth more than the 11th (0.18), so 11 IMPs is worth 12.24.
    expect(vpTable(32).winner[11]).toBe(1224);
  });

  it('multiplies the formula for a 25- or 30-point scale and keeps the maximum at the blitz', () => {
    expect(vpTable(16, 25).winner[0]).toBe(1250);
    expect(vpTable(16, 30).winner[0]).toBe(1500);
    expect(vpTable(16, 25).winner[vpTable(16, 25).blitz]).toBe(2500);
    expect(vpForMargin(vpTable(16, 30), -100)).toEqual({ home: 0, away: 3000 });
  });
});

describe('fractional margins', () => {
  it('rounds a fractional IMP total to the nearest IMP, halves away from zero (NBF 2.8.3)', () => {
    expect(roundImps(rat(91, 2)).toString()).toBe('46');
    expect(roundImps(rat(-91, 2)).toString()).toBe('-46');
    expect(roundImps(rat(452, 10)).toString()).toBe('45');
  });

  it('keeps an exact margin between the table values of the whole margins around it', () => {
    const t = vpTable(16);
    const v = vpForExactMargin(t, rat(11, 2)).home;
    expect(v).toBeGreaterThanOrEqual(vpForMargin(t, 5).home);
    expect(v).toBeLessThanOrEqual(vpForMargin(t, 6).home);
    expect(vpForExactMargin(t, rat(-11, 2)).away).toBe(v);
  });
});

describe('edge cases', () => {
  it('rejects a number of boards below 1', () => {
    expect(() => vpTable(0)).toThrow(RangeError);
    expect(() => vpTable(-4)).toThrow(RangeError);
  });

  it('writes hundredths with two decimals, and penalties short', () => {
    expect(centiText(914)).toBe('9.14');
    expect(centiText(5)).toBe('0.05');
    expect(centiShort(50)).toBe('0.5');
    expect(centiShort(300)).toBe('3');
    expect(centiShort(125)).toBe('1.25');
  });
});
