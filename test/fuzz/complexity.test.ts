/**
 * The standing complexity test: each case of complexity-cases.mjs (inputs that once cost far more than their
 * size) run at a small and a large size through the built program, each in its own process; the large run
 * must stay within its budget of CPU time and memory as a multiple of the small run's — a ratio, so that the
 * speed of the machine does not enter it. Each case names what it cost before it was fixed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixtures.js';
import { COMPLEXITY_CASES, measureCase } from './complexity-cases.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'bridgescore-complexity-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('complexity: the large input costs no more than its budget times the small one', () => {
  for (const c of COMPLEXITY_CASES) {
    it(`${c.name} (sizes ${c.sizes.join(' and ')}; before: ${c.before})`, () => {
      const m = measureCase(c, projectRoot, scratch);
      // The same exit code at both sizes: the large input is the same case, not a refused one.
      expect(m.large.status, m.large.stderr).toBe(m.small.status);
      expect(m.small.status === 0 || m.small.status === 1, m.small.stderr).toBe(true);
      expect(m.cpu, `CPU ${m.small.cpuMs.toFixed(0)} → ${m.large.cpuMs.toFixed(0)} ms`).toBeLessThanOrEqual(c.budget.cpu);
      expect(m.memory, `memory ${m.small.maxRssKb} → ${m.large.maxRssKb} kB`).toBeLessThanOrEqual(c.budget.memory);
    }, 600_000);
  }
});
