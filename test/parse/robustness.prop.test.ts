/**
 * Bad input never crashes: real files with bytes changed, cut short, or with stray quotes and brackets are
 * read into diagnostics, never an exception, and whatever reads without an error also scores.
 */
import { readFileSync } from 'node:fs';
import { conformanceDir, conformanceFiles } from '../helpers/fixtures.js';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPairsInputs } from '../../src/parse/read-event.js';
import { defaultPairsOptions, scorePairs } from '../../src/pipeline/score-pairs.js';

const root = new URL('../../', import.meta.url).pathname;
const sources: { name: string; bytes: Uint8Array }[] = [
  { name: 'travellers.csv', bytes: readFileSync(join(root, 'examples/club-session/travellers.csv')) },
  { name: 'rulings.csv', bytes: readFileSync(join(root, 'examples/rulings/travellers.csv')) },
  ...conformanceFiles().map((f) => ({ name: f, bytes: readFileSync(join(conformanceDir, f)) })),
];

const STRAY = ['"', '[', ']', '{', '}', ';', '\n', '<', '>', '&amp;', '\u0000', '\u00a0', '-1', '99', ',', 'A+', '^'].map((s) => new TextEncoder().encode(s));

/** Apply edits to a copy: change bytes, cut the file short, delete a stretch, insert stray characters. */
function mutate(bytes: Uint8Array, edits: readonly [number, number, number, number][]): Uint8Array {
  let b = Array.from(bytes);
  for (const [kind, at, len, value] of edits) {
    const p = b.length === 0 ? 0 : at % b.length;
    if (kind === 0) b[p] = value % 256;
    else if (kind === 1) b = b.slice(0, p);
    else if (kind === 2) b.splice(p, len % 400);
    else b.splice(p, 0, ...(STRAY[value % STRAY.length] as Uint8Array));
  }
  return Uint8Array.from(b);
}

const editArb = fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 12 });

describe('reading damaged files', () => {
  it('never throws, and scores whatever reads without an error', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: sources.length - 1 }), editArb, (which, edits) => {
        const source = sources[which] as { name: string; bytes: Uint8Array };
        const read = readPairsInputs([{ file: source.name, bytes: mutate(source.bytes, edits) }]);
        if (read.diagnostics.some((d) => d.severity === 'error')) {
          for (const d of read.diagnostics) expect(d.file).toBe(source.name);
          return;
        }
        if (read.event.results.length === 0) return;
        const scored = scorePairs(read.event, defaultPairsOptions);
        expect(scored.standings.length).toBeGreaterThan(0);
      }),
      { seed: 4242, numRuns: 300 },
    );
  });
});
