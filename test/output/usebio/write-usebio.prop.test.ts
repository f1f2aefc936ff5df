import fc from 'fast-check';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { renderPairsUsebio } from '../../../src/output/usebio/write-usebio.js';
import { readUsebio } from '../../../src/parse/usebio/read-usebio.js';
import { eventArb, expectSameEventBack, scoreWith } from '../pbn/round-trip-helpers.js';

// Pinned seed, few runs: each run scores twice and writes and reads a whole file.
const OPTS = { seed: 20250304, numRuns: 60 };

describe('USEBIO round trip (property)', () => {
  it('score → write → read → score gives the same results, standings and board values', () => {
    fc.assert(
      fc.property(eventArb, ({ event, method }) => {
        const scored = scoreWith(event, method);
        const xml = renderPairsUsebio(scored);
        expect(XMLValidator.validate(xml)).toBe(true);
        const back = readUsebio(new TextEncoder().encode(xml), 'random.xml');
        // USEBIO has no table number and no mark for an assigned score (Law 12C1a); both change no value.
        expectSameEventBack({ event, method }, scored, back, { table: false, assigned: false });
      }),
      OPTS,
    );
  });

  it('writes the same text for the same event', () => {
    fc.assert(
      fc.property(eventArb, ({ event, method }) => {
        expect(renderPairsUsebio(scoreWith(event, method))).toBe(renderPairsUsebio(scoreWith(event, method)));
      }),
      { ...OPTS, numRuns: 20 },
    );
  });
});
