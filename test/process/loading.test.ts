/**
 * A command loads only what it uses: the built program run with a resolve hook (trace/trace-loads.mjs) that
 * records every module it imports. A club session reads the program's own bundle for the command and no
 * library at all (commander is in the bundle, chalk only on a terminal); the SQLite driver comes with a
 * register database, mdb-reader with a Bridgemate file, and neither otherwise.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixtures.js';

const bin = join(projectRoot, 'bin', 'bridgescore.js');
const hook = pathToFileURL(join(projectRoot, 'test', 'process', 'trace', 'trace-loads.mjs')).href;
const club = ['examples/club-session/travellers.csv', '--names', 'examples/club-session/names.csv'].map((p, i) => (i === 1 ? p : join(projectRoot, p)));
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bridgescore-loading-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The modules a run resolved, outside node's own: paths relative to the project. */
function loads(args: readonly string[]): { code: number | null; modules: string[]; stderr: string } {
  const trace = join(dir, `trace-${Math.random().toString(36).slice(2)}.txt`);
  const r = spawnSync(process.execPath, ['--import', hook, bin, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', BRIDGESCORE_TRACE_FILE: trace },
  });
  let text = '';
  try {
    text = readFileSync(trace, 'utf8');
  } catch {
    // nothing resolved
  }
  const root = pathToFileURL(join(projectRoot, 'x')).href.slice(0, -1);
  const modules = [...new Set(text.split('\n').filter((u) => u.startsWith(root)))].map((u) => u.slice(root.length));
  return { code: r.status, modules, stderr: r.stderr };
}

const libraries = (modules: readonly string[]): string[] => [
  ...new Set(modules.filter((m) => m.startsWith('node_modules/')).map((m) => m.split('/')[1] as string)),
];

describe('a command loads only what it uses', () => {
  it('a club session: the pairs bundle and no library', () => {
    const r = loads(['pairs', ...club]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.modules).toEqual(['bin/bridgescore.js', 'dist/bundle/pairs.js']);
  });

  it('an HTML page, a PBN file and a member list CSV need no library either', () => {
    for (const extra of [
      ['--format', 'html', '-o', join(dir, 'page.html')],
      ['--format', 'pbn'],
      ['--handicap', join(projectRoot, 'examples/club-session/register.csv')],
    ]) {
      const r = loads(['pairs', ...club, ...extra]);
      expect(r.code, r.stderr).toBe(0);
      expect(libraries(r.modules), extra.join(' ')).toEqual([]);
    }
  });

  it('validate and movement read their own bundles', () => {
    expect(loads(['validate', ...club]).modules).toEqual(['bin/bridgescore.js', 'dist/bundle/validate.js']);
    expect(loads(['movement', 'mitchell', '--pairs', '14']).modules).toEqual(['bin/bridgescore.js', 'dist/bundle/movement.js']);
  });

  it('the SQLite driver only with a register database', () => {
    const db = join(dir, 'register.sqlite');
    const made = loads(['handicap', 'register', 'import', join(projectRoot, 'examples/handicap/register.csv'), '--db', db]);
    expect(made.code, made.stderr).toBe(0);
    expect(libraries(made.modules)).toContain('better-sqlite3');
    const r = loads(['pairs', ...club, '--handicap', db, '--date', '2026-11-15']);
    expect(r.code, r.stderr).toBe(0);
    // the driver and the packages it loads its native part with (its own dependencies)
    const driver = JSON.parse(readFileSync(join(projectRoot, 'node_modules/better-sqlite3/package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const own = new Set(['better-sqlite3', ...Object.keys(driver.dependencies), 'file-uri-to-path' /* bindings' own */]);
    expect(libraries(r.modules)).toContain('better-sqlite3');
    expect(libraries(r.modules).filter((l) => !own.has(l))).toEqual([]);
  });

  it('mdb-reader only for a Bridgemate file', () => {
    const r = loads(['pairs', join(projectRoot, 'test/fixtures/bridgemate/club-2026-01-19.bws')]);
    expect(r.code, r.stderr).toBe(0);
    expect(libraries(r.modules)).toContain('mdb-reader');
    expect(libraries(r.modules)).not.toContain('better-sqlite3');
  });
});
