/**
 * The scoring core is pure: everything under src/ except the command line (src/cli/) and the I/O layer
 * (src/io/) takes data and returns data. It imports no Node module and reads no clock, randomness or
 * process state, so that a re-run on the same input gives the same output (NBF 1.10.3–1.10.4).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const ALLOWED_DIRS = ['cli', 'io'];

const FORBIDDEN: readonly { readonly what: string; readonly re: RegExp }[] = [
  { what: 'a node: module', re: /\bfrom\s+['"]node:|\bimport\s*\(\s*['"]node:|\brequire\s*\(\s*['"]node:/ },
  {
    what: 'a Node built-in module',
    re: /\bfrom\s+['"](fs|fs\/promises|path|os|child_process|process|url|util|crypto|stream|worker_threads|net|http|https)['"]|\brequire\s*\(/,
  },
  { what: 'process state', re: /\bprocess\s*\./ },
  { what: 'the clock', re: /\bDate\.now\s*\(|\bnew\s+Date\s*\(\s*\)|\bperformance\.now\s*\(/ },
  { what: 'randomness', re: /\bMath\.random\s*\(|\bcrypto\.getRandom/ },
];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (dir === SRC && ALLOWED_DIRS.includes(entry.name)) continue;
      out.push(...sourceFiles(path));
    } else if (entry.name.endsWith('.ts')) out.push(path);
  }
  return out.sort();
}

/** Comments may mention a process or a date: only code counts. */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** `file:line: <what>` for every forbidden use in one file's text. */
function impurities(file: string, text: string): string[] {
  const found: string[] = [];
  stripComments(text)
    .split('\n')
    .forEach((line, i) => {
      for (const f of FORBIDDEN) if (f.re.test(line)) found.push(`${file}:${i + 1}: ${f.what}: ${line.trim()}`);
    });
  return found;
}

describe('purity of the core', () => {
  it('finds the source files to check', () => {
    const files = sourceFiles(SRC).map((f) => relative(SRC, f));
    expect(files).toContain('scoring/pairs/matchpoints.ts');
    expect(files.some((f) => f.startsWith('cli/') || f.startsWith('io/'))).toBe(false);
  });

  it('has no Node module, process state, clock or randomness outside src/cli and src/io', () => {
    const found = sourceFiles(SRC).flatMap((f) => impurities(relative(SRC, f), readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });

  describe('edge cases', () => {
    it.each([
      ["import { readFileSync } from 'node:fs';", 'a node: module'],
      ["import * as path from 'path';", 'a Node built-in module'],
      ["import fs from 'fs';", 'a Node built-in module'],
      ["const x = await import('node:os');", 'a node: module'],
      ['const home = process.env.HOME;', 'process state'],
      ['const t = Date.now();', 'the clock'],
      ['const today = new Date();', 'the clock'],
      ['const r = Math.random();', 'randomness'],
    ])('flags %j', (code, what) => {
      expect(impurities('x.ts', code)).toEqual([expect.stringContaining(what)]);
    });

    it.each([
      "import { Rational } from '../model/rational.js';",
      '// the process. of scoring uses Date.now() nowhere',
      '/* Math.random() is not used */',
      "const d = new Date('2024-09-15');",
      "const s = 'a path';",
    ])('does not flag %j', (code) => {
      expect(impurities('x.ts', code)).toEqual([]);
    });
  });
});
