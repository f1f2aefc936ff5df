import { describe, expect, it } from 'vitest';
import { Rational, rat } from '../../src/base/rational.js';
import { fullTop, matchpointGroup, type MpItem } from '../../src/scoring/pairs/matchpoints.js';
import { smallGroupValues } from '../../src/scoring/pairs/small-groups.js';

const plain = (...scores: number[]): MpItem[] => scores.map((score) => ({ components: [{ score, weight: Rational.ONE }] }));
const weighted = (...parts: [number, Rational][]): MpItem => ({ components: parts.map(([score, weight]) => ({ score, weight })) });
const raws = (items: readonly MpItem[], expected = items.length) => matchpointGroup(items, expected).map((v) => v.raw.toString());
const mps = (items: readonly MpItem[], expected: number) => matchpointGroup(items, expected).map((v) => v.mp.toString());

describe('matchpointGroup (Law 78A)', () => {
  it('gives 2 for each result beaten and 1 for each tie', () => {
    expect(raws(plain(420, 420, 450, -50, 170))).toEqual(['5', '5', '8', '0', '2']);
  });

  it('gives a single result nothing to compare with', () => {
    expect(raws(plain(420))).toEqual(['0']);
  });

  it('gives the top 2(n − 1) to the best result and 0 to the worst', () => {
    expect(raws(plain(-600, 100, 620, 140, -100, 110, 130))).toEqual(['0', '4', '12', '10', '2', '6', '8']);
  });

  it('leaves the values alone when the board was played as often as expected', () => {
    const v = matchpointGroup(plain(420, 170, -50), 3);
    expect(v.map((x) => x.mp.eq(x.raw))).toEqual([true, true, true]);
  });

  it('returns nothing for an empty group', () => {
    expect(matchpointGroup([], 5)).toEqual([]);
  });
});

describe('Neuberg (NBF 3.2.5)', () => {
  it('gives the top of a group of 10 on a board of 11 expected 19.9 (the Neuberg formula)', () => {
    const items = plain(620, 600, 500, 450, 420, 400, 170, 140, 100, -50);
    const v = matchpointGroup(items, 11);
    expect(v[0]?.raw.toString()).toBe('18');
    expect(v[0]?.mp.toString()).toBe('199/10');
    expect(v[0]?.mp.toFixed(1)).toBe('19.9');
    // the bottom: (11/10)(0 + 1) − 1
    expect(v[9]?.mp.toString()).toBe('1/10');
  });

  it('gives the top of 16 real results on a board of 18 expected 33.875 (the Ruter example)', () => {
    const items = plain(...Array.from({ length: 16 }, (_, i) => 10 * (16 - i)));
    const v = matchpointGroup(items, 18);
    expect(v[0]?.raw.toString()).toBe('30');
    expect(v[0]?.mp.toString()).toBe('271/8');
    expect(v[0]?.mp.toFixed(3)).toBe('33.875');
  });

  it('keeps an average result average: (N/n)(n − 1 + 1) − 1 = N − 1', () => {
    expect(mps(plain(100, 100, 100), 5)).toEqual(['4', '4', '4']);
  });
});

describe('weighted scores (Law 12C1c)', () => {
  // 420; 50 % of 420 + 50 % of −50; −50.
  const items = [plain(420)[0] as MpItem, weighted([420, rat(1, 2)], [-50, rat(1, 2)]), plain(-50)[0] as MpItem];

  it('compares every other result with each component at its weight', () => {
    // 420: ½ tie + ½ × 2 + 2 = 3½; weighted: ½(1 + 2) + ½(0 + 1) = 2; −50: ½ × 1 = ½
    expect(raws(items)).toEqual(['7/2', '2', '1/2']);
  });

  it('applies Neuberg to weighted values', () => {
    // (4/3)(raw + 1) − 1
    expect(mps(items, 4)).toEqual(['5', '3', '1']);
  });

  it('gives a result split into components of one score the value of the plain result', () => {
    const split = [weighted([420, rat(1, 3)], [420, rat(2, 3)]), ...plain(450, 170, 420)];
    expect(raws(split)).toEqual(raws(plain(420, 450, 170, 420)));
  });

  it('gives a single component of weight 1 the value of the plain result', () => {
    const one = [weighted([420, rat(100, 100)]), weighted([-50, rat(1, 2)], [450, rat(1, 2)]), ...plain(170)];
    const asPlain = [...plain(420), weighted([-50, rat(1, 2)], [450, rat(1, 2)]), ...plain(170)];
    expect(raws(one)).toEqual(raws(asPlain));
  });
});

describe('fullTop', () => {
  it.each([
    [13, 24],
    [7, 12],
    [2, 2],
    [1, 0],
    [0, 0],
  ])('gives a board of %i results a top of %i', (n, top) => {
    expect(fullTop(n).toString()).toBe(String(top));
  });
});

describe('smallGroupValues (NBF 3.2.4)', () => {
  const top = rat(24);
  const pct = (v: { ns: Rational; ew: Rational }[]) => v.map((x) => [x.ns.mul(rat(100)).div(top).toString(), x.ew.mul(rat(100)).div(top).toString()]);

  it('gives a group of one table 60 % to both sides', () => {
    expect(pct(smallGroupValues(plain(420), top))).toEqual([['60', '60']]);
  });

  it('gives a group of two tables 65 % and 55 %', () => {
    expect(pct(smallGroupValues(plain(170, 420), top))).toEqual([
      ['55', '65'],
      ['65', '55'],
    ]);
  });

  it('gives a group of three tables 70, 60 and 50 %', () => {
    expect(pct(smallGroupValues(plain(420, -50, 170), top))).toEqual([
      ['70', '50'],
      ['50', '70'],
      ['60', '60'],
    ]);
  });

  it('lets equal scores share the places they cover', () => {
    expect(pct(smallGroupValues(plain(420, 420), top))).toEqual([
      ['60', '60'],
      ['60', '60'],
    ]);
  });

  it("uses Neuberg's formula from four tables", () => {
    // N = 13 (top 24), n = 4: the best gets (13/4)(6 + 1) − 1 = 87/4
    const v = smallGroupValues(plain(450, 420, 170, -50), top);
    expect(v.map((x) => x.ns.toString())).toEqual(['87/4', '61/4', '35/4', '9/4']);
    expect(v.every((x) => x.ns.add(x.ew).eq(top))).toBe(true);
  });

  describe('edge cases', () => {
    it('lets the two sides of a small group exceed the top together', () => {
      const [one] = smallGroupValues(plain(420), top);
      // 60 % + 60 % of 24
      expect(one?.ns.add(one.ew).toString()).toBe('144/5');
    });
  });
});

describe('edge cases', () => {
  it('treats equal scores reached in different results as one tie', () => {
    expect(raws(plain(0, 0, 0, 0))).toEqual(['3', '3', '3', '3']);
  });

  it('counts negative and positive scores in numeric order, not text order', () => {
    expect(raws(plain(-100, -50, 50, 100, -1100))).toEqual(['2', '4', '6', '8', '0']);
  });
});
