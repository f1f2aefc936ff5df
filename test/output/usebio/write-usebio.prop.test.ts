import fc from 'fast-check';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { renderPairsUsebio } from '../../../src/output/usebio/write-usebio.js';
import { readUsebio } from '../../../src/parse/usebio/read-usebio.js';
import { comparePublished } from '../../../src/scoring/compare-published.js';
import { boardValuesOf, eventArb, participantsOf, resultsOf, scoreWith, standingsOf } from '../pbn/round-trip-helpers.js';

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
        expect(back.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        // USEBIO has no table number and no mark for an assigned score (Law 12C1a); both change no value.
        expect(resultsOf(back.event, { table: false, assigned: false })).toEqual(resultsOf(event, { table: false, assigned: false }));
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

  it('writes the same text for the same event', () => {
    fc.assert(
      fc.property(eventArb, ({ event, method }) => {
        expect(renderPairsUsebio(scoreWith(event, method))).toBe(renderPairsUsebio(scoreWith(event, method)));
      }),
      { ...OPTS, numRuns: 20 },
    );
  });
});
