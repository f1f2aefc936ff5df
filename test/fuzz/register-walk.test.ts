/**
 * `handicap run` computes an official HC for every second month from the register's newest one up to
 * --as-of. A date far ahead was bounded (a year after today); a date far back was not: one run
 * --as-of 0001-03-01 left an official HC of year 1, and every later run walked the 12,150 empty months from
 * there (35 s, and more each year). Now --as-of is from 1900-01-01 (bad usage before), so that no run walks
 * more than ~770 official HCs; the standing complexity test (complexity-cases.mjs) keeps that walk linear.
 */
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerHandicapCommand } from '../../src/cli/commands/handicap.js';
import { runCommand } from '../helpers/cli.js';
import { tempDir } from '../handicap/helpers.js';

let db: string;
let cleanup: () => void;
beforeEach(() => {
  const t = tempDir();
  cleanup = t.cleanup;
  db = join(t.dir, 'h.sqlite');
});
afterEach(() => cleanup());

const hc = (argv: string[]) => runCommand(registerHandicapCommand, ['handicap', ...argv, '--db', db], { 'r.csv': 'id,name,hc\n1,A,10\n2,B,20\n' });

describe('handicap run --as-of far back', () => {
  it.each(['0001-03-01', '1000-01-01', '1899-12-31'])('%s is bad usage, and the register is left without an official HC of that time', async (date) => {
    expect((await hc(['register', 'import', 'r.csv'])).code).toBe(0);
    const r = await hc(['run', '--as-of', date]);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`--as-of ${date}: before 1900-01-01 \\(expected a date from 1900-01-01 up to \\d{4}-\\d{2}-\\d{2}\\)`));
    const next = await hc(['run', '--as-of', '1900-05-01']);
    expect(next.code, next.stderr).toBe(0);
    expect(next.stdout).toMatch(/^official HC 1900-05-01: computed from the member list/m);
  });

  it('1900-01-01, the earliest, is a date like any other', async () => {
    await hc(['register', 'import', 'r.csv']);
    const r = await hc(['run', '--as-of', '1900-01-01']);
    expect(r.code, r.stderr).toBe(0);
  });
});
