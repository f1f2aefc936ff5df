/**
 * Numbers and dates for people are written by src/i18n/numbers.ts alone, from the exact display rounding:
 * nothing in the program formats with `Intl` or `toLocaleString`, which follow the machine's ICU data and
 * locale (the same command must give the same page everywhere), and the catalogues read no environment.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('locale-free formatting', () => {
  it('uses no Intl and no toLocale… anywhere in the program', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    const offending = files.filter((f) =>
      /\bIntl\s*\.|\.toLocale(String|DateString|TimeString|UpperCase|LowerCase)\s*\(|localeCompare\s*\(/.test(code(readFileSync(f, 'utf8'))),
    );
    expect(offending.map((f) => relative(SRC, f))).toEqual([]);
  });

  it('keeps the language out of the environment: src/i18n reads no process state', () => {
    for (const f of sourceFiles(join(SRC, 'i18n'))) {
      const text = code(readFileSync(f, 'utf8'));
      expect(text, f).not.toMatch(/\bprocess\b|from\s+['"]node:|\benv\b/);
    }
  });
});
