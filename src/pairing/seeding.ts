/**
 * The seeding order of a Swiss field: by the organisers' rank list (1 strongest; unranked contestants after
 * the ranked ones, in file order), at random from a given seed (reproducible: NBF 1.10.3 re-runs must give
 * the same draw), or as given in the contestants file. It pairs the first round and breaks the last ties
 * of every later round.
 *
 * @example
 * seedingOrder([{ id: 'A', rank: 2, order: 0 }, { id: 'B', rank: 1, order: 1 }, { id: 'C', order: 2 }], 'rank')
 * //=> ['B', 'A', 'C']
 */
import { assertNever } from '../base/assert-never.js';
import { seededShuffle } from '../base/prng.js';
import type { Contestant, SeedingMethod } from '../model/swiss.js';

export function seedingOrder(contestants: readonly Contestant[], method: SeedingMethod, seed = 0): string[] {
  const given = [...contestants].sort((a, b) => a.order - b.order);
  switch (method) {
    case 'given':
      return given.map((c) => c.id);
    case 'random':
      return seededShuffle(
        given.map((c) => c.id),
        seed,
      );
    case 'rank':
      return given
        .map((c, i) => ({ c, i }))
        .sort((x, y) => (x.c.rank ?? Infinity) - (y.c.rank ?? Infinity) || x.i - y.i)
        .map((x) => x.c.id);
    default:
      return assertNever(method);
  }
}
