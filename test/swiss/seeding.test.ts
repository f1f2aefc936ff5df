import { describe, expect, it } from 'vitest';
import { seedingOrder } from '../../src/pairing/seeding.js';
import type { Contestant } from '../../src/model/swiss.js';

const field: Contestant[] = [
  { id: 'A', rank: 3, order: 0 },
  { id: 'B', order: 1 },
  { id: 'C', rank: 1, order: 2 },
  { id: 'D', rank: 2, order: 3 },
  { id: 'E', rank: 2, order: 4 },
];

describe('seedingOrder', () => {
  it.each([
    ['rank', ['C', 'D', 'E', 'A', 'B']],
    ['given', ['A', 'B', 'C', 'D', 'E']],
  ] as const)('orders by %s', (method, expected) => {
    expect(seedingOrder(field, method)).toEqual(expected);
  });

  it('draws at random from the seed, the same way every time', () => {
    const a = seedingOrder(field, 'random', 99);
    expect(seedingOrder(field, 'random', 99)).toEqual(a);
    expect([...a].sort()).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(seedingOrder(field, 'random', 100)).not.toEqual(a);
  });
});
