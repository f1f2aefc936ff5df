/**
 * No call spreads an array of input size into arguments: `push(...lines)`, `Math.max(...scores)` and the like
 * overflow the stack once the array has some hundred thousand elements (a large event, a damaged file), so
 * the program must append and fold in loops instead. The scan covers all of src/; the few spreads that remain
 * are on arrays of a fixed size, each listed here with the reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixtures.js';

/** Calls whose arguments are spread: the forms that take one argument per element. */
const SPREAD_CALL =
  /\.push\(\s*\.\.\.|\.unshift\(\s*\.\.\.|Math\.(?:max|min|hypot)\(\s*\.\.\.|String\.from(?:CharCode|CodePoint)\(\s*\.\.\.|\.splice\([^)]*,\s*\.\.\.|(?:Math|String)\.\w+\.apply\(|\.push\.apply\(/;

/** file, the text of the line, and why the spread is bounded. */
const ALLOWED: readonly { file: string; text: string; reason: string }[] = [
  {
    file: 'src/profiles/describe.ts',
    text: 'Math.max(...profiles.map((p) => p.name.length), 4)',
    reason: "the program's own profiles: a fixed list of about a dozen",
  },
  { file: 'src/profiles/describe.ts', text: 'Math.max(...KNOB_ORDER.map((k) => label(k).length))', reason: 'the scoring knobs of a profile: a fixed list' },
  {
    file: 'src/profiles/describe.ts',
    text: 'Math.max(...KNOB_ORDER.map((k) => knobText(k, p.settings[k].value).length))',
    reason: 'the scoring knobs of a profile: a fixed list',
  },
];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) for (const f of sourceFiles(p)) out.push(f);
    else if (e.name.endsWith('.ts')) out.push(p);
  }
  return out;
}

describe('no spread of an input-sized array into a call', () => {
  const found: { file: string; line: number; text: string }[] = [];
  for (const path of sourceFiles(join(projectRoot, 'src'))) {
    const file = relative(projectRoot, path).split('\\').join('/');
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        if (SPREAD_CALL.test(text)) found.push({ file, line: i + 1, text: text.trim() });
      });
  }

  it('finds none in src/ but the listed ones', () => {
    const unlisted = found.filter((f) => !ALLOWED.some((a) => a.file === f.file && f.text.includes(a.text)));
    expect(unlisted.map((f) => `${f.file}:${f.line}: ${f.text}`)).toEqual([]);
  });

  it('lists none that is gone (an entry is removed with its spread)', () => {
    const stale = ALLOWED.filter((a) => !found.some((f) => f.file === a.file && f.text.includes(a.text)));
    expect(stale).toEqual([]);
  });

  it('recognises the forms it looks for', () => {
    for (const bad of [
      'out.push(...lines);',
      'Math.max(...xs)',
      'Math.min( ...xs)',
      'String.fromCharCode(...chunk)',
      'a.unshift(...b)',
      'a.splice(0, 0, ...b)',
      'Math.max.apply(null, xs)',
    ]) {
      expect(SPREAD_CALL.test(bad), bad).toBe(true);
    }
    for (const fine of ['const all = [...a, ...b];', 'f({ ...o })', 'new Set([...xs])', 'adj.apply(line)']) expect(SPREAD_CALL.test(fine), fine).toBe(false);
  });
});
