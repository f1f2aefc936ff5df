/**
 * How a Bridgemate database reaches the scorer: only its own loader opens it, with the Access reader loaded
 * on demand (so no other input pays for it), and the text readers never take it for CSV.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPairsInputs } from '../../../src/parse/read-event.js';
import { detectFormat, isAccessDatabase } from '../../../src/parse/detect-format.js';
import { formatDiagnostic } from '../../../src/base/diagnostics.js';
import { bridgemateDir, projectRoot } from '../../helpers/fixtures.js';

const SRC = join(projectRoot, 'src');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));

describe('loading a .bws', () => {
  it('imports the Access reader in one place only, and only when a .bws is read', () => {
    const users = sources(SRC).filter((f) => readFileSync(f, 'utf8').includes("'mdb-reader'"));
    expect(users.map((f) => relative(SRC, f))).toEqual([join('io', 'bws-file.ts')]);
    const text = readFileSync(join(SRC, 'io', 'bws-file.ts'), 'utf8');
    expect(text).toContain("await import('mdb-reader')");
    expect(text).not.toMatch(/^import .*'mdb-reader'/m);
  });

  it.each([
    [[0, 1, 0, 0, ...'Standard Jet DB'.split('').map((c) => c.charCodeAt(0)), 0], true],
    [[0, 1, 0, 0, ...'Standard ACE DB'.split('').map((c) => c.charCodeAt(0)), 0], true],
    [[0, 1, 0, 0, ...'Standard Job DB'.split('').map((c) => c.charCodeAt(0)), 0], false],
    [[...'board,ns,ew,contract'.split('').map((c) => c.charCodeAt(0))], false],
  ])('recognises the Jet and ACE headers (%#)', (bytes, expected) => {
    expect(isAccessDatabase(Uint8Array.from(bytes))).toBe(expected);
  });

  it('takes a file named .bws for a database whatever it holds, so that a damaged one is not read as CSV', () => {
    expect(detectFormat(new TextEncoder().encode('board,ns,ew\n'), 'club.BWS')).toBe('bws');
    expect(detectFormat(new TextEncoder().encode('board,ns,ew\n'), 'club.csv')).toBe('csv');
  });

  it('is refused by the text readers with a clear message (the commands open it first)', () => {
    const bytes = new Uint8Array(readFileSync(join(bridgemateDir, 'club-2026-01-19.bws')));
    const r = readPairsInputs([{ file: 'club.bws', bytes }]);
    expect(r.event.results).toEqual([]);
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([
      'club.bws: a Bridgemate database (.bws) is read by "bridgescore pairs", "validate" and "explain" (expected a CSV, PBN or USEBIO file here)',
    ]);
  });
});
