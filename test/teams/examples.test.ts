import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerTeamsCommand } from '../../src/cli/commands/teams.js';
import { runCommand } from '../helpers/cli.js';

// Each folder of examples/teams holds the inputs, `args` (the command line after `bridgescore teams`) and
// `expected.txt`; the README shows the same command.
const root = join(import.meta.dirname, '../../examples/teams');
const cases = readdirSync(root).filter((d) => existsSync(join(root, d, 'args')));

describe('examples/teams', () => {
  it.each(cases)('%s gives its expected output', async (name) => {
    const dir = join(root, name);
    const files = Object.fromEntries(
      readdirSync(dir)
        .filter((f) => f.endsWith('.csv') || f.endsWith('.pbn'))
        .map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
    );
    const args = readFileSync(join(dir, 'args'), 'utf8').trim().split(/\s+/);
    const r = await runCommand(registerTeamsCommand, ['teams', ...args], files);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    await expect(r.stdout).toMatchFileSnapshot(join(dir, 'expected.txt'));
  });

  it('documents the exact command in each README', () => {
    for (const name of cases) {
      const args = readFileSync(join(root, name, 'args'), 'utf8').trim();
      expect(readFileSync(join(root, name, 'README.md'), 'utf8')).toContain(`bridgescore teams ${args}`);
    }
  });
});
