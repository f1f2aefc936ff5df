/**
 * `-o` naming the handicap register: the register is an input of every `handicap` command, opened by the
 * command itself rather than read through its deps, so the guard against writing over an input did not know
 * it — `handicap export --db h.sqlite -o h.sqlite` replaced the whole register with the CSV export, exit 0.
 * Now it is bad usage (exit 2) however the output is spelt, and the register is left as it was.
 */
import { spawnSync } from 'node:child_process';
import { linkSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixtures.js';

const bin = join(projectRoot, 'bin', 'bridgescore.js');
let dir = '';
let register: Buffer;

function run(args: readonly string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: 'utf8', timeout: 60_000, env: { ...process.env, NO_COLOR: '1' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bridgescore-register-output-'));
  writeFileSync(join(dir, 'r.csv'), 'id,name,hc\n1,A,10\n2,B,20\n');
  for (const db of ['h.sqlite', 'handicap.sqlite']) {
    expect(run(['handicap', 'register', 'import', 'r.csv', '--db', db]).status).toBe(0);
    expect(run(['handicap', 'run', '--db', db, '--as-of', '2026-01-01']).status).toBe(0);
  }
  symlinkSync(join(dir, 'h.sqlite'), join(dir, 'sym.sqlite'));
  linkSync(join(dir, 'h.sqlite'), join(dir, 'hard.sqlite'));
  register = readFileSync(join(dir, 'h.sqlite'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('-o naming the handicap register is refused (exit 2), the register untouched', () => {
  it.each([
    ['export', '--db', 'h.sqlite', '-o', 'h.sqlite'],
    ['export', '--db', './h.sqlite', '-o', 'h.sqlite'],
    ['export', '--db=h.sqlite', '--output', './sub/../h.sqlite'],
    ['export', '--db', 'h.sqlite', '-o', 'sym.sqlite'],
    ['export', '--db', 'h.sqlite', '-o', 'hard.sqlite'],
    ['export', '--db', 'h.sqlite', '--format', 'json', '-o', 'ABS'],
    ['explain', '1', '--db', 'h.sqlite', '-o', 'h.sqlite'],
  ])('handicap %s %s %s %s %s', (...args) => {
    const argv = ['handicap', ...args.map((a) => (a === 'ABS' ? join(dir, 'h.sqlite') : a))];
    const r = run(argv);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/is one of the inputs/);
    expect(readFileSync(join(dir, 'h.sqlite')).equals(register)).toBe(true);
  });

  it('the default register (no --db) too', () => {
    const before = readFileSync(join(dir, 'handicap.sqlite'));
    const r = run(['handicap', 'export', '-o', 'handicap.sqlite']);
    expect(r.status, r.stderr).toBe(2);
    expect(readFileSync(join(dir, 'handicap.sqlite')).equals(before)).toBe(true);
  });

  it('another output file is written as before', () => {
    const r = run(['handicap', 'export', '--db', 'h.sqlite', '-o', 'export.csv']);
    expect(r.status, r.stderr).toBe(0);
    expect(readFileSync(join(dir, 'export.csv'), 'utf8')).toBe('id,name,hc\n1,A,10.00\n2,B,20.00\n');
  });
});
