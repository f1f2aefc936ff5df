/**
 * `pairs --deals FILE --check-deals`: a hand record's own double-dummy tables are kept, and with
 * `--check-deals` each played board's table is solved again; where they differ, a warning names the board and
 * the cells (the file's table is still the one shown). The solver's answers come from the run's store of
 * solved deals, filled with the fixture's own tables (DDS, through BridgeComposer), so these tests check the
 * check, not the solver's speed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { fakeDeps } from '../helpers/cli.js';
import { bridgemateDir } from '../helpers/fixtures.js';
import { bytesOf, HANDS, latin1, TABLES } from './helpers.js';

const BWS = new Uint8Array(readFileSync(join(bridgemateDir, 'club-2026-01-19.bws')));
// board 5's table with North's notrump tricks one more than double dummy (7 → 8), in both of its tags
const BOARD_5 = '[DoubleDummyTricks "79498794986494564945"]';
const at = latin1(HANDS).indexOf(BOARD_5);
const WRONG = bytesOf(
  latin1(HANDS).slice(0, at) + latin1(HANDS).slice(at).replace(BOARD_5, '[DoubleDummyTricks "89498794986494564945"]').replace('\nN NT 7\r', '\nN NT 8\r'),
);

async function run(hands: Uint8Array, extra: string[]): Promise<{ code: number; stderr: string; json: () => unknown }> {
  const { deps, out } = fakeDeps({ 'club.bws': BWS, 'hands.pbn': hands });
  const code = await runCli(['pairs', 'club.bws', '--deals', 'hands.pbn', '-f', 'json', '-o', 'out.json', ...extra], { ...deps, solvedDeals: new Map(TABLES) });
  return {
    code,
    stderr: out.stderr,
    json: () => {
      const v = out.written.get('out.json');
      return JSON.parse(typeof v === 'string' ? v : new TextDecoder().decode(v)) as unknown;
    },
  };
}

describe('pairs --deals --check-deals', () => {
  it('the fixture is as the test assumes: board 5 has the table it changes', () => {
    expect(latin1(HANDS)).toContain(BOARD_5);
    expect(latin1(WRONG)).not.toContain(BOARD_5);
    expect(latin1(WRONG).length).toBe(latin1(HANDS).length);
  });

  it('warns naming the board whose table differs from the solver’s, and keeps the file’s table', async () => {
    const r = await run(WRONG, ['--check-deals']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('disagree');
    const warnings = r.stderr.split('\n').filter((l) => l.includes('double-dummy table differs'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /hands\.pbn.*board 5: the hand record's double-dummy table differs from the solver's \(N NT: 8 in the file, 7 double dummy\); the file's is kept/,
    );
    const board5 = (r.json() as { boards: { board: number; doubleDummy: { N: { NT: number } } }[] }).boards.find((b) => b.board === 5);
    expect(board5?.doubleDummy.N.NT).toBe(8);
  });

  it('says nothing of a hand record whose tables agree', async () => {
    const r = await run(HANDS, ['--check-deals']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('differs');
  });

  it('checks nothing without --check-deals (the file’s tables are kept as they are)', async () => {
    const r = await run(WRONG, []);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('differs');
  });

  it('is a usage error without --deals (exit 2)', async () => {
    const { deps, out } = fakeDeps({ 'club.bws': BWS });
    expect(await runCli(['pairs', 'club.bws', '--check-deals'], deps)).toBe(2);
    expect(out.stderr).toContain('--check-deals');
  });
});
