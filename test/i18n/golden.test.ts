/**
 * Golden pages and tables in the Nordic languages: each `test/i18n/golden/<case>.args` (the arguments, one per
 * line, on files under examples/) runs the program in-process and compares its standard output with
 * `<case>.out` byte for byte. `UPDATE_GOLDEN=1 npx vitest run test/i18n/golden.test.ts` rewrites the expected
 * files (never in CI). Each case is also checked for English left in its headings.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIR = fileURLToPath(new URL('./golden/', import.meta.url));
const update = process.env['UPDATE_GOLDEN'] === '1' && !process.env['CI'];

const cases = readdirSync(DIR)
  .filter((f) => f.endsWith('.args'))
  .sort()
  .map((f) => ({
    name: f.replace(/\.args$/, ''),
    args: readFileSync(join(DIR, f), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== ''),
  }));

function filesFor(args: readonly string[]): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const a of args) if (a.startsWith('examples/') && existsSync(join(ROOT, a))) files[a] = readFileSync(join(ROOT, a));
  return files;
}

/** English headings that must not be left on a page or table in another language. */
const ENGLISH =
  /\b(Rank|Pair|Names|Boards?|Round|Contract|Lead|Result|Opponents|Ranking|Score cards|Standings|Matches|Team|Home|Away|Played|Winner|Dealer|vulnerable|Total|Back to the ranking|tie broken|Matchpoints|Movement)\b/;

describe('golden pages and tables in the Nordic languages', () => {
  it('has a case for every language and for pairs, individual, teams and Swiss', () => {
    const names = cases.map((c) => c.name);
    for (const part of ['-nb', '-sv', '-da', '-fi', 'pairs-', 'individual-', 'teams-', 'swiss-', 'html'])
      expect(
        names.some((n) => n.includes(part)),
        part,
      ).toBe(true);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s gives the expected output', async (_name, c) => {
    const run = await runInProcess(c.args, filesFor(c.args));
    expect(run.code, run.stderr).toBe(0);
    const expected = join(DIR, `${c.name}.out`);
    if (update) writeFileSync(expected, run.stdout);
    expect(run.stdout).toBe(readFileSync(expected, 'utf8'));
    const text = run.stdout
      .replace(/<style>[\s\S]*?<\/style>/, '')
      .replace(/<bdi>[^<]*<\/bdi>/g, '')
      .replace(/<[^>]+>/g, ' ');
    expect(text).not.toMatch(ENGLISH);
  });
});
