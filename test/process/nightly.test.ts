/**
 * examples/handicap/nightly.sh as a federation runs it, in a real shell with the built program: from the
 * checkout it needs no BRIDGESCORE (it finds bin/bridgescore.js), and a copy elsewhere takes BRIDGESCORE.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixtures.js';

const example = join(projectRoot, 'examples', 'handicap');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bridgescore-nightly-'));
  cpSync(join(example, 'register.csv'), join(dir, 'register.csv'));
  cpSync(join(example, 'incoming'), join(dir, 'incoming'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A PATH without any installed bridgescore: only the shell's own tools and node. */
const bareEnv = (extra: Record<string, string>) => ({
  PATH: `${join(process.execPath, '..')}:/usr/bin:/bin`,
  HANDICAP_HOME: dir,
  HANDICAP_AS_OF: '2026-11-01',
  ...extra,
});

describe('examples/handicap/nightly.sh', () => {
  it("runs from the checkout with the checkout's own program, no BRIDGESCORE and none on PATH", () => {
    const r = spawnSync('sh', [join(example, 'nightly.sh')], { env: bareEnv({}), encoding: 'utf8' });
    expect(r.stderr).not.toMatch(/not found/);
    expect(r.status).toBe(0);
    expect(readFileSync(join(dir, 'out', 'official.csv'), 'utf8')).toBe(readFileSync(join(example, 'expected', 'official.csv'), 'utf8'));
  });

  it('runs a copy outside the checkout with BRIDGESCORE naming the program', () => {
    cpSync(join(example, 'nightly.sh'), join(dir, 'nightly.sh'));
    const r = spawnSync('sh', [join(dir, 'nightly.sh')], {
      env: bareEnv({ BRIDGESCORE: `${process.execPath} ${join(projectRoot, 'bin', 'bridgescore.js')}` }),
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(readFileSync(join(dir, 'out', 'official.csv'), 'utf8')).toBe(readFileSync(join(example, 'expected', 'official.csv'), 'utf8'));
  });

  it('goes on past a bad event file: the others are stored and exported, the bad one stays in incoming/, exit 1', () => {
    const good = readdirSync(join(dir, 'incoming'));
    writeFileSync(join(dir, 'incoming', 'zz-broken.json'), '{"schemaVersion":1,');
    const r = spawnSync('sh', [join(example, 'nightly.sh')], { env: bareEnv({}), encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(`refused: ${join(dir, 'incoming', 'zz-broken.json')}`);
    expect(r.stderr).toMatch(/zz-broken\.json/);
    expect(readFileSync(join(dir, 'out', 'official.csv'), 'utf8')).toBe(readFileSync(join(example, 'expected', 'official.csv'), 'utf8'));
    expect(readdirSync(join(dir, 'incoming'))).toEqual(['zz-broken.json']);
    for (const f of good) expect(existsSync(join(dir, 'archive', f)), f).toBe(true);
  });

  it('says plainly that the program is missing when a copy has neither BRIDGESCORE nor bridgescore on PATH', () => {
    cpSync(join(example, 'nightly.sh'), join(dir, 'nightly.sh'));
    const r = spawnSync('sh', [join(dir, 'nightly.sh')], { env: bareEnv({}), encoding: 'utf8' });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/bridgescore: .*not found/);
  });
});
