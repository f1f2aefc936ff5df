import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerHandicapCommand } from '../../src/cli/commands/handicap.js';
import { runCommand } from '../helpers/cli.js';
import { bytes, federationFiles, tempDir } from './helpers.js';

describe('register properties', () => {
  it('re-importing and re-running is idempotent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 4, max: 16 }), async (seed, events) => {
        const { dir, cleanup } = tempDir();
        try {
          const db = join(dir, 'hc.sqlite');
          const { files, eventFiles } = federationFiles(60, events, seed);
          const hc = (argv: string[]) => runCommand(registerHandicapCommand, ['handicap', ...argv, '--db', db], files);
          await hc(['register', 'import', 'register.csv']);
          await hc(['import', ...eventFiles]);
          await hc(['run', '--as-of', '2026-10-20']);
          const official = (await hc(['export', '--official'])).stdout;
          const running = (await hc(['export', '--running'])).stdout;
          const file = bytes(db);

          const again = await hc(['import', ...eventFiles]);
          expect(again.stdout.split('\n')[0]).toMatch(/0 added, 0 replaced/);
          expect(bytes(db).equals(file)).toBe(true);
          await hc(['register', 'import', 'register.csv']);
          expect(bytes(db).equals(file)).toBe(true);
          await hc(['run', '--as-of', '2026-10-20']);
          expect((await hc(['export', '--official'])).stdout).toBe(official);
          expect((await hc(['export', '--running'])).stdout).toBe(running);
        } finally {
          cleanup();
        }
      }),
      { seed: 3150, numRuns: 5 },
    );
  });
});
