import { describe, expect, it } from 'vitest';
import { mulberry32, seededShuffle } from '../../src/base/prng.js';

describe('mulberry32', () => {
  it('gives the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });

  it('is pinned: a change of generator would change every random seeding', () => {
    const next = mulberry32(1);
    expect(Array.from({ length: 3 }, () => Math.floor(next() * 2 ** 32))).toEqual([2693262067, 11749833, 2265367787]);
  });

  it('gives different sequences for different seeds', () => {
    expect(mulberry32(1)()).not.toBe(mulberry32(2)());
  });
});

describe('seededShuffle', () => {
  it('returns a permutation and leaves the input alone', () => {
    const input = ['1', '2', '3', '4', '5', '6', '7'];
    const out = seededShuffle(input, 7);
    expect([...out].sort()).toEqual(input);
    expect(input).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(seededShuffle(input, 7)).toEqual(out);
  });
});
