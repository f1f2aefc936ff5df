/**
 * The club's settings file (src/cli/settings.ts): `bridgescore.json` in the working folder or `--config FILE`;
 * the command line wins; the command says which file it used; a bad file is bad usage (exit 2) naming the file
 * and the setting; the output folder is for pages only.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

const T = 'examples/club-session/travellers.csv';
const N = 'examples/club-session/names.csv';
const INPUTS = { [T]: readFileSync(T), [N]: readFileSync(N) };
const SETTINGS = JSON.stringify({ club: 'Mandagsklubben', lang: 'nb', profile: 'nbf' });

const pairs = (args: string[], files: Record<string, string | Uint8Array> = {}) => runInProcess(['pairs', T, '--names', N, ...args], { ...INPUTS, ...files });

describe('the settings file', () => {
  it('gives the language, the profile and the title of ./bridgescore.json, and says so', async () => {
    const r = await pairs(['-f', 'html'], { 'bridgescore.json': SETTINGS });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('<html lang="nb">');
    expect(r.stdout).toContain('<h1><bdi>Mandagsklubben</bdi></h1>');
    expect(r.stderr).toContain('settings: bridgescore.json (club Mandagsklubben, lang nb, profile nbf)');
    const without = await pairs(['-f', 'html']);
    expect(without.stdout).toContain('<html lang="en">');
    expect(without.stderr).not.toContain('settings:');
  });

  it('lets the command line win', async () => {
    const r = await pairs(['-f', 'html', '--lang', 'sv', '--title', 'Cup'], { 'bridgescore.json': SETTINGS });
    expect(r.stdout).toContain('<html lang="sv">');
    expect(r.stdout).toContain('<h1><bdi>Cup</bdi></h1>');
    expect(r.stderr).toContain('settings: bridgescore.json (profile nbf)');
  });

  it('takes the title over the club name, and a file named with --config', async () => {
    const r = await pairs(['-f', 'html', '--config', 'club/settings.json'], {
      'club/settings.json': JSON.stringify({ club: 'Klubben', title: 'Vårturnering', lang: 'da' }),
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('<h1><bdi>Vårturnering</bdi></h1>');
    expect(r.stdout).toContain('<html lang="da">');
    expect(r.stderr).toContain('settings: club/settings.json');
  });

  it('sends pages to the output folder, and leaves a table on the terminal', async () => {
    const files = { 'bridgescore.json': JSON.stringify({ output: 'site/' }) };
    const page = await pairs(['-f', 'html'], files);
    expect(page.code, page.stderr).toBe(0);
    expect(page.stdout).toBe('');
    expect([...page.written.keys()]).toContain('site/index.html');
    const table = await pairs([], files);
    expect(table.stdout).toContain('Rank');
    expect(table.written.size).toBe(0);
  });

  it.each([
    ['not JSON', '{lang: nb}', /bridgescore\.json: not JSON/],
    ['an unknown setting', '{"langauge": "nb"}', /bridgescore\.json: unknown setting "langauge" \(expected club, title, lang/],
    ['a language there is not', '{"lang": "de"}', /bridgescore\.json: the setting "lang" is "de" \(expected one of en, nb/],
    ['a number for a text', '{"lang": 1}', /the setting "lang" must be a text/],
    ['an output that is no folder', '{"output": "site"}', /end it with \//],
  ])('%s: exit 2, naming the file and the setting', async (_name, text, message) => {
    const r = await pairs(['-f', 'html'], { 'bridgescore.json': text });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe('');
  });

  it('names a --config file that is not there (exit 2)', async () => {
    const r = await pairs(['--config', 'nope.json']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('nope.json');
  });

  it('serves the other commands too: a team event and the season table in the club’s language', async () => {
    const teams = await runInProcess(
      ['teams', '--matches', 'examples/teams/round-robin/matches.csv', '--names', 'examples/teams/round-robin/teams.csv', '-f', 'html'],
      {
        'examples/teams/round-robin/matches.csv': readFileSync('examples/teams/round-robin/matches.csv'),
        'examples/teams/round-robin/teams.csv': readFileSync('examples/teams/round-robin/teams.csv'),
        'bridgescore.json': JSON.stringify({ lang: 'nb' }),
      },
    );
    expect(teams.code, teams.stderr).toBe(0);
    expect(teams.stdout).toContain('<html lang="nb">');
  });
});
