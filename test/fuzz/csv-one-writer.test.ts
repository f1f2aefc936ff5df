/**
 * Every CSV the program writes is made by its one CSV writer (src/text/csv.ts), which neutralises every text
 * cell against formula injection: a writer that quoted its own cells (as the score cards and the Swiss round
 * did, writing `=HYPERLINK(…)`, `@SUM(…)` and `+1+1` raw) is the step one must remember, and forgets. The scan
 * covers all of src/: a cell quoted by hand (a quote doubled) anywhere but in the CSV writer and its Excel
 * dialect (which only re-delimits what the writer made), and a CSV writer of src/output/csv/ that does not
 * build its text with the writer, fail it. test/io/csv-injection.test.ts runs every command that writes CSV.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixtures.js';

/** A CSV field quoted by hand: a double quote doubled inside it. */
const HAND_QUOTED = /replace\(\/"\/g,\s*'""'\)|replaceAll\('"',\s*'""'\)/;
const WRITER = new Set(['src/text/csv.ts', 'src/text/csv-excel.ts']);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) for (const f of sourceFiles(p)) out.push(f);
    else if (e.name.endsWith('.ts')) out.push(p);
  }
  return out;
}

describe('one CSV writer for every command', () => {
  const files = sourceFiles(join(projectRoot, 'src')).map((f) => ({ file: relative(projectRoot, f).replace(/\\/g, '/'), text: readFileSync(f, 'utf8') }));

  it('no CSV cell is quoted by hand outside src/text/csv.ts', () => {
    const found = files.filter((f) => !WRITER.has(f.file) && HAND_QUOTED.test(f.text)).map((f) => f.file);
    expect(found).toEqual([]);
  });

  it('every writer of src/output/csv/ builds its text with the one writer', () => {
    const writers = files.filter((f) => f.file.startsWith('src/output/csv/'));
    expect(writers.length).toBeGreaterThan(5);
    const without = writers.filter((f) => !/import \{[^}]*\bcsv(Text|Record)\b[^}]*\} from '\.\.\/\.\.\/text\/csv\.js'/.test(f.text)).map((f) => f.file);
    expect(without).toEqual([]);
  });
});
