/**
 * `--lang` on the command line: only the languages there are (exit 2 naming them otherwise), English by default
 * whatever the machine's locale says (the same command gives the same page on a laptop and in a nightly job),
 * messages to the director in English, and CSV and JSON the same in every language; the same option on `movement`
 * (the cards and the suggest table follow it, the movement CSV does not).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, LANGUAGES } from '../../src/i18n/index.js';
import { runInProcess } from '../helpers/cli.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string): Uint8Array => readFileSync(join(ROOT, path));

const CLUB = ['examples/club-session/travellers.csv', '--names', 'examples/club-session/names.csv'];
const CLUB_FILES = {
  'examples/club-session/travellers.csv': read('examples/club-session/travellers.csv'),
  'examples/club-session/names.csv': read('examples/club-session/names.csv'),
};
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

  describe('movement', () => {
    const HOWELL = ['movement', 'howell', '--pairs', '8', '--boards-per-round', '3'];
    const MITCHELL = ['movement', 'mitchell', '--pairs', '11', '--relay', '--arrow-switch'];
    const SUGGEST = ['movement', 'suggest', '--pairs', '12'];
    /** the help of an option, its lines joined: commander wraps it to the width of the longest option */
    const helpOf = (help: string, option: string): string => {
      const lines = help.split('\n');
      const start = lines.findIndex((l) => l.trimStart().startsWith(option));
      const end = lines.findIndex((l, i) => i > start && /^\s{2}-/.test(l));
      return lines.slice(start, end).join(' ').replace(/\s+/g, ' ').trim();
    };

    it.each([
      ['mitchell', MITCHELL],
      ['howell', HOWELL],
      ['suggest', SUGGEST],
    ] as const)('movement %s refuses a language there is no catalogue for (exit 2)', async (_sub, args) => {
      const r = await runInProcess([...args, '--format', args === SUGGEST ? 'table' : 'html', '--lang', 'xx']);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(`'xx' is invalid. Allowed choices are ${LANGUAGES.join(', ')}.`);
    });

    it('has the same --lang as pairs: the same choices and default, and says what follows it', async () => {
      const flat = (s: string) => s.replace(/\s+/g, ' ');
      const pairs = flat(helpOf((await runInProcess(['pairs', '--help'])).stdout, '--lang'));
      const choices = '(choices: "en", "nb", "sv", "da", "fi", default: "en")';
      expect(pairs).toContain(choices);
      for (const [sub, what] of [
        ['mitchell', 'html: the language of every word of the cards'],
        ['howell', 'html: the language of every word of the cards'],
        [
          'suggest',
          "the language of the table: its heading, column headings, the movements' names and the notes (the commands, CSV and JSON stay as they are)",
        ],
      ] as const) {
        const help = flat(helpOf((await runInProcess(['movement', sub, '--help'])).stdout, '--lang'));
        expect(help, sub).toContain(choices);
        expect(help, sub).toContain(what);
      }
    });

    it.each(LANGUAGES.map((l) => [l]))('writes the cards and the suggest table in %s', async (lang) => {
      const t = CATALOGUES[lang];
      const cards = await runInProcess([...HOWELL, '--format', 'html', '--lang', lang]);
      expect(cards.code, cards.stderr).toBe(0);
      expect(cards.stdout).toContain(`<html lang="${lang}">`);
      expect(cards.stdout).toContain(`<h2>${t.movementCards.tableCard({ table: '4' })}</h2>`);
      expect(cards.stdout).toContain(`<title>${t.movementCards.forms.complete}</title>`);
      const mitchell = await runInProcess([...MITCHELL, '--format', 'html', '--lang', lang, '-o', 'cards.html']);
      expect(mitchell.code, mitchell.stderr).toBe(0);
      expect(mitchell.written.get('cards.html')).toContain(`<h1>${t.movementCards.forms.relay}, ${t.movementCards.arrowSwitched}</h1>`);
      const table = await runInProcess([...SUGGEST, '--lang', lang]);
      expect(table.code, table.stderr).toBe(0);
      expect(table.stdout.split('\n')[0]).toBe(t.suggest.heading({ pairCount: 12, tableCount: 6, halfTable: false, boardCount: 24 }));
      expect(table.stdout).toContain(`│ ${t.suggest.movement}`);
    });

    it('defaults to English: the same bytes as --lang en', async () => {
      for (const args of [[...HOWELL, '--format', 'html'], [...MITCHELL, '--format', 'html'], SUGGEST]) {
        const plain = await runInProcess(args);
        expect((await runInProcess([...args, '--lang', 'en'])).stdout, args.join(' ')).toBe(plain.stdout);
      }
    });

    it('keeps the movement CSV and the suggest CSV and JSON the same in every language', async () => {
      for (const args of [HOWELL, MITCHELL, [...SUGGEST, '--format', 'csv'], [...SUGGEST, '--format', 'json']]) {
        const en = await runInProcess(args);
        expect(en.code, en.stderr).toBe(0);
        for (const lang of LANGUAGES) expect((await runInProcess([...args, '--lang', lang])).stdout, `${args.join(' ')} --lang ${lang}`).toBe(en.stdout);
      }
    });
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
