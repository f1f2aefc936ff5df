import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderPairsPbn } from '../../../src/output/pbn/write-pbn.js';
import { readPbn } from '../../../src/parse/pbn/read-pbn.js';
import { eventArb, expectSameEventBack, scoreWith } from './round-trip-helpers.js';

// Pinned seed, few runs: each run scores twice and writes and reads a whole file.
const OPTS = { seed: 20250304, numRuns: 60 };

describe('PBN round trip (property)', () => {
  it('score → write → read → score gives the same results, standings and board values', () => {
    fc.assert(
      fc.property(eventArb, fc.constantFrom('utf-8' as const, 'iso-8859-1' as const), ({ event, method }, encoding) => {
        const scored = scoreWith(event, method);
        const bytes = renderPairsPbn(scored, { encoding });
        const back = readPbn(bytes, 'random.pbn');
        expectSameEventBack({ event, method }, scored, back);
      }),
      OPTS,
    );
  });

  it('writes the same bytes for the same event', () => {
    fc.assert(
      fc.property(eventArb, ({ event, method }) => {
        const a = renderPairsPbn(scoreWith(event, method), { encoding: 'utf-8' });
        const b = renderPairsPbn(scoreWith(event, method), { encoding: 'utf-8' });
        expect(b).toEqual(a);
      }),
      { ...OPTS, numRuns: 20 },
    );
  });
});
