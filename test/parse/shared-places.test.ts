import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/base/rational.js';
import { markSharedPlaces, type PublishedTotal } from '../../src/model/published.js';

const t = (pair: string, rank: number, pct: number, extra: Partial<PublishedTotal> = {}): PublishedTotal => ({
  pair,
  rank,
  tie: false,
  percentage: Rational.of(BigInt(Math.round(pct * 100)), 100n),
  ...extra,
});

describe('places a file shares without marking them', () => {
  it.each([
    ['one place, one score: shared', [t('1', 3, 56.75), t('2', 3, 56.75)], [true, true]],
    ['one place, two scores: two fields the file does not tell apart', [t('1', 1, 60.1), t('11', 1, 58.2)], [false, false]],
    ['one place and score in two directions: not shared', [t('1', 1, 60, { direction: 'NS' }), t('11', 1, 60, { direction: 'EW' })], [false, false]],
    ['one place and score in two sections: not shared', [t('1', 1, 60, { section: 'A' }), t('1', 1, 60, { section: 'B' })], [false, false]],
    ['three at one place', [t('1', 2, 50), t('2', 2, 50), t('3', 2, 50), t('4', 5, 40)], [true, true, true, false]],
  ] as const)('%s', (_what, totals, ties) => {
    const list = totals.map((x) => ({ ...x }));
    markSharedPlaces(list);
    expect(list.map((x) => x.tie)).toEqual(ties);
  });
});
