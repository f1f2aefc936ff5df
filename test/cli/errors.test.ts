/**
 * Golden tests of bad input: one folder per case under test/fixtures/errors/<case>/ with the input files, an
 * `args` file (one argument per line), `expected-stderr.txt` and `expected-code.txt`. A case may also have a
 * `reference-args` file: the arguments of a second run whose stdout must equal this run's stdout (a warning
 * must not change the result).
 *
 * `UPDATE_GOLDEN=1 npx vitest run test/cli/errors.test.ts` writes the expected files instead of comparing
 * (never when CI is set).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

const ROOT = fileURLToPath(new URL('../fixtures/errors/', import.meta.url));
const UPDATE = process.env['UPDATE_GOLDEN'] === '1' && !process.env['CI'];
const CONTROL_FILES = new Set(['args', 'reference-args', 'expected-stderr.txt', 'expected-code.txt']);

/** Every case the issue asks for: a folder must exist for each. */
const REQUIRED_CASES = [
  'contract-unknown-strain',
  'contract-level-8',
  'tricks-out-of-range',
  'result-impossible',
  'declarer-missing',
  'board-zero',
  'board-not-a-number',
  'pair-twice-on-board',
  'pair-on-both-sides',
  'pair-not-in-names',
  'missing-column',
  'empty-file',
  'not-csv-png',
  'not-csv-json',
  'unbalanced-quotes',
  'several-errors',
  'score-disagrees',
  'output-not-written',
  'usage-format-xml',
  'usage-unknown-option',
  'usage-missing-file',
];

function caseNames(): string[] {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

function readArgs(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l !== '');
}

/** The input files of a case, keyed by their name (the exact path used in `args`). */
function inputFiles(dir: string): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const f of readdirSync(dir)) if (!CONTROL_FILES.has(f)) files[f] = new Uint8Array(readFileSync(join(dir, f)));
  return files;
}

describe('bad input (golden cases under test/fixtures/errors)', () => {
  it('has a folder for every required case', () => {
    const present = new Set(caseNames());
    expect(REQUIRED_CASES.filter((c) => !present.has(c))).toEqual([]);
  });

  it.each(caseNames())('%s gives the expected stderr and exit code', async (name) => {
    const dir = join(ROOT, name);
    const args = readArgs(join(dir, 'args'));
    const run = await runInProcess(args, inputFiles(dir));
    const stderrPath = join(dir, 'expected-stderr.txt');
    const codePath = join(dir, 'expected-code.txt');
    if (UPDATE) {
      writeFileSync(stderrPath, run.stderr);
      writeFileSync(codePath, `${run.code}\n`);
    }
    expect(existsSync(stderrPath), `${name}: expected-stderr.txt is missing (run with UPDATE_GOLDEN=1)`).toBe(true);
    expect(run.stderr).toBe(readFileSync(stderrPath, 'utf8'));
    expect(run.code).toBe(Number(readFileSync(codePath, 'utf8').trim()));
    // No case writes a file: bad input never leaves a partial output behind.
    expect([...run.written.keys()]).toEqual([]);
    // Exit code 4 is the one failure with results: they are written, and one of them needs the director.
    if (run.code !== 0 && run.code !== 4) expect(run.stdout).toBe('');
    const refPath = join(dir, 'reference-args');
    if (existsSync(refPath)) {
      const ref = await runInProcess(readArgs(refPath), inputFiles(dir));
      expect(ref.code).toBe(0);
      expect(ref.stderr).toBe('');
      expect(run.stdout).toBe(ref.stdout);
    }
  });

  it.each(caseNames().filter((n) => !n.startsWith('usage-')))('%s names the input file on every message line', async (name) => {
    const dir = join(ROOT, name);
    const args = readArgs(join(dir, 'args'));
    const run = await runInProcess(args, inputFiles(dir));
    const inputs = Object.keys(inputFiles(dir));
    const lines = run.stderr.split('\n').filter((l) => l !== '' && !l.startsWith('… and '));
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines)
      expect(
        inputs.some((f) => l.startsWith(`${f}:`)),
        l,
      ).toBe(true);
  });

  describe('edge cases', () => {
    it('exits 1 for bad data, 2 for bad usage, 4 for results of which one needs the director', () => {
      for (const name of caseNames()) {
        const code = Number(readFileSync(join(ROOT, name, 'expected-code.txt'), 'utf8').trim());
        if (name.startsWith('usage-')) expect(code, name).toBe(2);
        // a warning, and the results stand: a written score that disagrees; a pair the names file does not name
        else if (name === 'score-disagrees' || name === 'pair-not-in-names') expect(code, name).toBe(0);
        else if (name === 'movement-pair-wrong-way') expect(code, name).toBe(4);
        else expect(code, name).toBe(1);
      }
    });

    it('reports every error of a file, not only the first', () => {
      const stderr = readFileSync(join(ROOT, 'several-errors', 'expected-stderr.txt'), 'utf8');
      const lines = stderr.split('\n').filter((l) => l !== '');
      expect(lines.length).toBeGreaterThanOrEqual(5);
      for (const at of ['travellers.csv:10:', 'travellers.csv:11:', 'travellers.csv:12:', 'travellers.csv:13:', 'travellers.csv:14:']) {
        expect(
          lines.some((l) => l.startsWith(at)),
          at,
        ).toBe(true);
      }
    });

    it('reports a written score that disagrees as a warning naming both scores', () => {
      const stderr = readFileSync(join(ROOT, 'score-disagrees', 'expected-stderr.txt'), 'utf8');
      const lines = stderr.split('\n').filter((l) => l !== '');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^travellers\.csv:3: warning: .*420.*450/);
      expect(lines[1]).toMatch(/^travellers\.csv:7: warning: .*100.*200/);
    });
  });
});
