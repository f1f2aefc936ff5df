import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '../../src/swiss');

describe('src/swiss', () => {
  it.each(readdirSync(dir).filter((f) => f.endsWith('.ts')))('%s touches neither node:, the clock nor Math.random', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    expect(text).not.toMatch(/from ['"]node:/);
    expect(text).not.toMatch(/Date\.now|new Date\(|Math\.random|process\./);
  });
});
