/**
 * `--lang` on the command line: only the languages there are (exit 2 naming them otherwise), English by default
 * whatever the machine's locale says (the same command gives the same page on a laptop and in a nightly job),
 * messages to the director in English, and CSV and JSON the same in every language.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/index.js';
import { runInProcess } from '../helpers/cli.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string): Uint8Array => readFileSync(join(ROOT, path));

const CLUB = ['examples/club-session/travellers.csv', '--names', 'examples/club-session/names.csv'];
const CLUB_FILES = { 'examples/club-session/travellers.csv': read('examples/club-session/travellers.csv'), 'examples/club-session/names.csv': read('examples/club-session/names.csv') };
const TEAMS_DIR = 'examples/teams/round-robin/';
const TEAMS = ['--matches', `${TEAMS_DIR}matches.csv`, '--names', `${TEAMS_DIR}teams.csv`, '--penalties', `${TEAMS_DIR}penalties.csv`, '--final'];
const TEAMS_FILES = Object.fromEntries(['matches.csv', 'teams.csv', 'penalties.csv'].map((f) => [`${TEAMS_DIR}${f}`, read(`${TEAMS_DIR}${f}`)]));
const SWISS_FILES = { 'c.csv': 'id,name\n1,Alfa\n2,Bravo\n3,Charlie\n4,Delta\n' };

describe('--lang', () => {
  it.each([
    ['pairs', ['pairs', ...CLUB], CLUB_FILES],
    ['teams', ['teams', ...TEAMS], TEAMS_FILES],
    ['swiss', ['swiss', '--contestants', 'c.csv'], SWISS_FILES],
  ] as const)('%s refuses a language there is no catalogue for, naming the ones there are (exit 2)', async (_cmd, args, files) => {
    const r = await runInProcess([...args, '--lang', 'xx'], files);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain("'xx' is invalid");
    expect(r.stderr).toContain(`Allowed choices are ${LANGUAGES.join(', ')}.`);
  });

  it.each(LANGUAGES.map((l) => [l]))('pairs, teams and swiss take --lang %s', async (lang) => {
    for (const [args, files] of [
      [['pairs', ...CLUB], CLUB_FILES],
      [['teams', ...TEAMS], TEAMS_FILES],
      [['swiss', '--contestants', 'c.csv'], SWISS_FILES],
    ] as const) {
      const r = await runInProcess([...args, '--lang', lang], files);
      expect(r.code, `${args[0]} --lang ${lang}: ${r.stderr}`).toBe(0);
    }
  });

  it('defaults to English: the same bytes as --lang en, whatever the environment says', async () => {
    const en = await runInProcess(['pairs', ...CLUB, '--lang', 'en', '--format', 'html'], CLUB_FILES);
    const plain = await runInProcess(['pairs', ...CLUB, '--format', 'html'], CLUB_FILES);
    expect(plain.stdout).toBe(en.stdout);
    expect(plain.stdout).toContain('<html lang="en">');
  });

  it('keeps CSV and JSON in their machine format in every language', async () => {
    for (const format of ['csv', 'json']) {
      const en = await runInProcess(['pairs', ...CLUB, '--format', format], CLUB_FILES);
      for (const lang of LANGUAGES) {
        const r = await runInProcess(['pairs', ...CLUB, '--format', format, '--lang', lang], CLUB_FILES);
        expect(r.stdout, `${format} ${lang}`).toBe(en.stdout);
      }
    }
    const teams = await runInProcess(['teams', ...TEAMS, '--format', 'csv'], TEAMS_FILES);
    expect((await runInProcess(['teams', ...TEAMS, '--format', 'csv', '--lang', 'fi'], TEAMS_FILES)).stdout).toBe(teams.stdout);
    const swiss = await runInProcess(['swiss', '--contestants', 'c.csv', '--format', 'json'], SWISS_FILES);
    expect((await runInProcess(['swiss', '--contestants', 'c.csv', '--format', 'json', '--lang', 'da'], SWISS_FILES)).stdout).toBe(swiss.stdout);
  });

  it('writes messages to the director in English whatever the language of the page', async () => {
    const r = await runInProcess(['pairs', 'missing.csv', '--lang', 'nb'], {});
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('missing.csv: no such file or folder\n');
    const bad = await runInProcess(['pairs', 'bad.csv', '--lang', 'fi'], { 'bad.csv': 'board,ns,ew,contract,declarer,result\n1,1,2,8NT,N,=\n' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^bad\.csv:2: field "contract": "8NT" is not a contract/);
  });

  describe.runIf(existsSync(join(ROOT, 'dist/cli/main.js')))('the built program', () => {
    const run = (env: Record<string, string>, ...args: string[]) =>
      spawnSync(process.execPath, [join(ROOT, 'bin/bridgescore.js'), 'pairs', ...CLUB, ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', ...env },
      });

    it('gives the same table and page under a Norwegian, a Finnish and the C locale', () => {
      for (const args of [[], ['--format', 'html'], ['--lang', 'nb']]) {
        const c = run({ LANG: 'C', LC_ALL: 'C' }, ...args);
        expect(c.status, c.stderr).toBe(0);
        for (const locale of ['nb_NO.UTF-8', 'fi_FI.UTF-8']) {
          const r = run({ LANG: locale, LC_ALL: locale, LANGUAGE: locale.slice(0, 2) }, ...args);
          expect(r.stdout, `${locale} ${args.join(' ')}`).toBe(c.stdout);
        }
      }
    });
  });
});
