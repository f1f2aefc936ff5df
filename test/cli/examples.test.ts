/**
 * Golden tests of the shipped examples: each case runs the program in-process on files under examples/ and
 * compares stdout with the expected file beside them. `UPDATE_GOLDEN=1 npx vitest run test/cli/examples.test.ts`
 * rewrites the expected files (never in CI).
 */
import { readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

const root = new URL('../../', import.meta.url).pathname;
const update = process.env['UPDATE_GOLDEN'] === '1' && !process.env['CI'];

interface GoldenCase {
  readonly name: string;
  readonly args: string[];
  readonly expected: string;
}

/** Every `examples/<scenario>/golden/<case>.args` file: arguments one per line; expected stdout in `<case>.out`. */
function cases(): GoldenCase[] {
  const out: GoldenCase[] = [];
  for (const scenario of readdirSync(join(root, 'examples'))) {
    const dir = join(root, 'examples', scenario, 'golden');
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)
      .filter((x) => x.endsWith('.args'))
      .sort()) {
      const args = readFileSync(join(dir, f), 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '');
      out.push({ name: `${scenario}/${f.replace(/\.args$/, '')}`, args, expected: join(dir, f.replace(/\.args$/, '.out')) });
    }
  }
  return out;
}

/** Files named in the arguments, read from the repository, keyed by the argument as written. */
function filesFor(args: readonly string[]): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const a of args) if (a.startsWith('examples/') && existsSync(join(root, a))) files[a] = readFileSync(join(root, a));
  return files;
}

describe('the shipped examples', () => {
  it('has at least one golden case', () => {
    expect(cases().length).toBeGreaterThan(0);
  });

  it.each(cases().map((c) => [c.name, c] as const))('%s gives the expected output', async (_name, c) => {
    const run = await runInProcess(c.args, filesFor(c.args));
    expect(run.code, run.stderr).toBe(0);
    // warnings may be printed; errors may not
    expect(run.stderr.split('\n').filter((l) => l !== '' && !l.includes('warning:'))).toEqual([]);
    if (update) writeFileSync(c.expected, run.stdout);
    expect(run.stdout).toBe(readFileSync(c.expected, 'utf8'));
  });

  it('gives byte-identical output when run twice', async () => {
    const c = cases()[0] as GoldenCase;
    const a = await runInProcess(c.args, filesFor(c.args));
    const b = await runInProcess(c.args, filesFor(c.args));
    expect(a.stdout).toBe(b.stdout);
  });
});
