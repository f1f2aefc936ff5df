import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/base/rational.js';
import { SitOutList } from '../../src/scoring/pairs/sit-out.js';

/** A bit set of the field's boards from the places credited. */
function bits(n: number, places: readonly number[]): Uint8Array {
  const out = new Uint8Array((n + 7) >> 3);
  for (const k of places) out[k >> 3] = (out[k >> 3] as number) | (1 << (k & 7));
  return out;
}

describe('sit-out boards credited at the own average (NBF 3.4.4), a bit a board of the field', () => {
  const boards = Int32Array.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
  const tops = Int32Array.of(8, 8, 8, 8, 10, 10, 10, 10, 10, 0);
  it.each([
    // places credited, rate, expected boards, expected values, total
    [[], '3/5', [], [], '0'],
    [[0], '3/5', [1], ['24/5'], '24/5'],
    [[2, 3, 4], '1/2', [3, 4, 5], ['4', '4', '5'], '13'],
    [[8, 9], '7/10', [9, 10], ['7', '0'], '7'],
    [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], '1/3', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], ['8/3', '8/3', '8/3', '8/3', '10/3', '10/3', '10/3', '10/3', '10/3', '0'], '82/3'],
  ])('credited %j at %s of each top', (places, rate, want, values, total) => {
    const [n, d] = rate.split('/').map(Number) as [number, number];
    const r = Rational.of(n, d);
    const s = new SitOutList(boards, tops, bits(10, places), r, true);
    expect(s.length).toBe(want.length);
    const listed = [...s];
    expect(listed.map((x) => x.board)).toEqual(want);
    expect(listed.map((x) => x.value.toString())).toEqual(values);
    expect(listed.map((x) => x.top?.toString())).toEqual(places.map((k) => String(tops[k])));
    expect(s.total().toString()).toBe(total);
  });

  it('a board listed without its top outside matchpoints', () => {
    const s = new SitOutList(boards, new Int32Array(10).fill(1), bits(10, [3]), Rational.of(-3, 2), false);
    expect([...s]).toEqual([{ board: 4, value: Rational.of(-3, 2) }]);
  });

  it('its total is the sum of the values it lists, and its length their count', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 1, max: 97 }),
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        (mult, num, den, pick) => {
          const n = mult.length;
          const places = [...Array(n).keys()].filter((k) => pick[k]);
          const s = new SitOutList(
            Int32Array.from(mult, (_, k) => 3 * k + 1),
            Int32Array.from(mult),
            bits(n, places),
            Rational.of(num, den),
            true,
          );
          const listed = [...s];
          expect(listed.length).toBe(s.length);
          expect(s.length).toBe(places.length);
          expect(listed.reduce((a, x) => a.add(x.value), Rational.ZERO).eq(s.total())).toBe(true);
          expect(listed.map((x) => x.board)).toEqual(places.map((k) => 3 * k + 1));
        },
      ),
    );
  });
});
