/**
 * An individual event written as PBN (Ruter's PlayerId_North … columns) and read back: the same players in
 * the same seats, and the same standings.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readNamesCsv } from '../../../src/parse/csv/names.js';
import { readPbn } from '../../../src/parse/pbn/read-pbn.js';
import { readPairsInputs } from '../../../src/parse/read-event.js';
import { renderPairsPbn } from '../../../src/output/pbn/write-pbn.js';
import { comparePublished } from '../../../src/pipeline/compare/compare-published.js';
import { defaultPairsOptions, scorePairs } from '../../../src/pipeline/score-pairs.js';

const root = new URL('../../../', import.meta.url).pathname;

function example() {
  const read = readPairsInputs([{ file: 'travellers.csv', bytes: readFileSync(`${root}examples/individual/travellers.csv`) }]);
  const names = readNamesCsv(readFileSync(`${root}examples/individual/names.csv`, 'utf8'), 'names.csv');
  return scorePairs({ ...read.event, participants: names.participants }, defaultPairsOptions);
}

describe('an individual event in PBN', () => {
  it('writes the four players of each table and reads them back in their seats', () => {
    const scored = example();
    expect(scored.individual).toBe(true);
    const back = readPbn(renderPairsPbn(scored, { encoding: 'utf-8' }), 'ind.pbn');
    expect(back.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const seats = (lines: readonly { board: number; seats?: unknown }[]) => lines.map((l) => [l.board, l.seats]);
    const original = scored.boards.flatMap((b) => b.lines.map((l) => l.line));
    expect(seats(back.event.results)).toEqual(seats(original));
  });

  it('scores the same standings from the file, and they agree with what the file published', () => {
    const scored = example();
    const back = readPbn(renderPairsPbn(scored, { encoding: 'utf-8' }), 'ind.pbn');
    const again = scorePairs(back.event, defaultPairsOptions);
    const summary = (e: typeof scored) => e.standings.map((s) => [s.pair, s.rank, s.total.toString(), s.names ?? '']);
    expect(summary(again)).toEqual(summary(scored));
    const cmp = comparePublished(again, back.published, { mp: 'international' });
    expect([...cmp.lines, ...cmp.totals].filter((d) => !d.ok)).toEqual([]);
    expect(cmp.totals.length).toBeGreaterThanOrEqual(16 * 3);
  });
});
