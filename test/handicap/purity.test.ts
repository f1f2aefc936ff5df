import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the handicap model is pure', () => {
  const folder = join(import.meta.dirname, '../../src/handicap');
  it.each(readdirSync(folder).filter((f) => f.endsWith('.ts')))('%s imports no node: module and reads no clock', (file) => {
    const text = readFileSync(join(folder, file), 'utf8');
    expect(text).not.toMatch(/from ['"]node:/);
    expect(text).not.toMatch(/\bDate\.now\(|new Date\(|Math\.random\(|toLocale/);
  });
});
