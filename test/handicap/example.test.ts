import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerHandicapCommand } from '../../src/cli/commands/handicap.js';
import { runCommand } from '../helpers/cli.js';
import { tempDir } from './helpers.js';

const example = join(import.meta.dirname, '../../examples/handicap');
const read = (p: string) => readFileSync(join(example, p), 'utf8');

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir()));
afterEach(() => cleanup());

describe('examples/handicap', () => {
  it('gives the expected official register and explanation (the steps of nightly.sh)', async () => {
    const db = join(dir, 'handicap.sqlite');
    const events = readdirSync(join(example, 'incoming'))
      .filter((f) => f.endsWith('.json'))
      .sort();
    const files: Record<string, string> = { 'register.csv': read('register.csv') };
    for (const f of events) files[`incoming/${f}`] = read(`incoming/${f}`);
    const hc = (argv: string[]) => runCommand(registerHandicapCommand, ['handicap', ...argv], files);
    expect((await hc(['register', 'import', 'register.csv', '--db', db])).code).toBe(0);
    expect((await hc(['import', '--db', db, ...events.map((f) => `incoming/${f}`)])).code).toBe(0);
    expect((await hc(['run', '--db', db, '--as-of', '2026-11-01'])).code).toBe(0);
    expect((await hc(['export', '--db', db, '--official', '--format', 'csv'])).stdout).toBe(read('expected/official.csv'));
    expect((await hc(['explain', '10002', '--db', db])).stdout).toBe(read('expected/explain-10002.txt'));
  });
});
