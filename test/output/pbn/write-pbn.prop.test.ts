import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderPairsPbn } from '../../../src/output/pbn/write-pbn.js';
import { readPbn } from '../../../src/parse/pbn/read-pbn.js';
import { comparePublished } from '../../../src/scoring/compare-published.js';
import { boardValuesOf, eventArb, participantsOf, resultsOf, scoreWith, standingsOf } from './round-trip-helpers.js';

// Pinned seed, few runs: each run scores twice and writes and reads a whole file.
const OPTS = { seed: 20250304, numRuns: 60 };

describe('PBN round trip (property)', () => {
  it('score → write → read → score gives the same results, standings and board values', () => {
    fc.assert(
      fc.property(eventArb, fc.constantFrom('utf-8' as const, 'iso-8859-1' as const), ({ event, method }, encoding) => {
        const scored = scoreWith(event, method);
        const bytes = renderPairsPbn(scored, { encoding });
        const back = readPbn(bytes, 'random.pbn');
        expect(back.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        expect(resultsOf(back.event)).toEqual(resultsOf(event));
        expect(back.event.boards.map((b) => b.deal ?? null)).toEqual(
          event.boards.filter((b) => back.event.boards.some((x) => x.board === b.board)).map((b) => b.deal ?? null),
        );
        expect(back.event.title).toBe(event.title);
        expect(back.event.date).toBe(event.date);
        const listed = event.participants.filter((p) => scored.standings.some((s) => s.pair === p.pair && (s.section ?? '') === (p.section ?? '')));
        expect(participantsOf(back.event.participants)).toEqual(participantsOf(listed));

        const again = scoreWith(back.event, method);
        expect(standingsOf(again)).toEqual(standingsOf(scored));
        expect(boardValuesOf(again)).toEqual(boardValuesOf(scored));

        const cmp = comparePublished(scored, back.published, { mp: 'international' });
        expect([...cmp.lines, ...cmp.totals].filter((d) => !d.ok)).toEqual([]);
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
