import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the movement core', () => {
  it('imports nothing from node: (no file system, clock or process)', () => {
    const dir = join(import.meta.dirname, '../../src/movement');
    for (const f of readdirSync(dir)) {
      const text = readFileSync(join(dir, f), 'utf8');
      expect({ f, nodeImports: /from 'node:|Date\.|Math\.random|toLocale/.test(text) }).toEqual({ f, nodeImports: false });
    }
  });
});
