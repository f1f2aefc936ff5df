/**
 * The first hour of a new director or contributor, as the README walks it: its first commands install what the
 * tests need (the browser included) and every browser test says how to install the browser when it is missing;
 * the tours of the README and of docs/commands.md write pages to files, never HTML to the terminal; the nightly
 * handicap job run from a checkout changes nothing in it; and the help texts say what the docs say of
 * `--imp-average-plus`, `teams --boards-per-match` and the CSV that `swiss` reads as `teams` writes it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { projectRoot } from '../helpers/fixtures.js';

const README = readFileSync(join(projectRoot, 'README.md'), 'utf8');
const COMMANDS = readFileSync(join(projectRoot, 'docs', 'commands.md'), 'utf8');

/** The lines of the `sh` blocks of a Markdown text. */
function shLines(md: string): string[] {
  return [...md.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) => (m[1] as string).split('\n').filter((l) => l.trim() !== ''));
}

/** The help text of an option, on one line. */
async function helpOf(argv: string[], option: string): Promise<string> {
  const help = (await runInProcess([...argv, '--help'])).stdout;
  const at = help.indexOf(`  ${option}`);
  expect(at, option).toBeGreaterThanOrEqual(0);
  const rest = help.slice(at + 2).split('\n');
  const lines = [rest[0] as string];
  for (const l of rest.slice(1)) {
    if (/^\s{2,}-/.test(l) || !/^\s{10,}\S/.test(l)) break;
    lines.push(l);
  }
  return lines.map((l) => l.trim()).join(' ');
}

/** The row of an option (or argument) in a table of docs/commands.md, below the section's heading. */
function docRow(section: string, option: string): string {
  const from = COMMANDS.indexOf(section);
  const row = COMMANDS.slice(from)
    .split('\n')
    .find((l) => l.startsWith(`| \`${option}`));
  expect(row, `${section} ${option}`).toBeDefined();
  return (row as string).replace(/`/g, '');
}

describe('the first hour', () => {
  it("gives install and test as the README's first commands, says there how to install the browser, and every browser test says how when it is missing", () => {
    const first = shLines(README).slice(0, 3);
    expect(first.slice(0, 2)).toEqual(['npm ci', 'npm test']);
    expect(first[2]).toMatch(/^npx bridgescore pairs examples\//);
    const intro = README.slice(0, README.indexOf('\n## '));
    expect(intro).toContain('bash scripts/install-browser.sh');
    const harness = readFileSync(join(projectRoot, 'test', 'e2e', 'browser.ts'), 'utf8');
    expect(harness).toContain('Install it with: bash scripts/install-browser.sh');
    for (const file of readdirSync(join(projectRoot, 'test', 'e2e')).filter((f) => f.endsWith('.test.ts'))) {
      const text = readFileSync(join(projectRoot, 'test', 'e2e', file), 'utf8');
      if (/import \{[^}]*\blaunchBrowser\b[^}]*\} from '\.\/browser\.js'/.test(text)) expect(text, file).toMatch(/browserFound\(/);
    }
  });

  it('never writes a page to the terminal in the tours: each html command names a file or folder', () => {
    const tours = [...shLines(README), ...shLines(COMMANDS)].filter((l) => l.startsWith('npx bridgescore'));
    expect(tours.length).toBeGreaterThan(30);
    const pages = tours.filter((l) => /(--format|-f) html\b/.test(l));
    expect(pages.length).toBeGreaterThan(4);
    for (const l of pages) expect(l, l).toMatch(/ (-o|--output) \S+/);
  });

  describe('the nightly handicap job run from a checkout', () => {
    const root = mkdtempSync(join(tmpdir(), 'bridgescore-checkout-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    /** Every file under a folder with its size and time. */
    const listing = (dir: string): string[] =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((f) => `${f} ${statSync(join(dir, f)).size} ${statSync(join(dir, f)).mtimeMs}`)
        .sort();

    it('changes nothing in the checkout, and says where it worked', () => {
      // a checkout of its own: the example's folder, and bin/bridgescore.js standing for the real one
      const example = join(root, 'examples', 'handicap');
      mkdirSync(join(root, 'bin'), { recursive: true });
      symlinkSync(join(projectRoot, 'bin', 'bridgescore.js'), join(root, 'bin', 'bridgescore.js'));
      cpSync(join(projectRoot, 'examples', 'handicap'), example, { recursive: true });
      const before = listing(example);
      const env = { PATH: `${join(process.execPath, '..')}:/usr/bin:/bin`, HANDICAP_AS_OF: '2026-11-01', TMPDIR: root };
      const r = spawnSync('sh', [join(example, 'nightly.sh')], { env, encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      expect(listing(example)).toEqual(before);
      const work = /working in (\S+)/.exec(r.stdout)?.[1] as string;
      expect(work.startsWith(root)).toBe(true);
      expect(readFileSync(join(work, 'out', 'official.csv'), 'utf8')).toBe(
        readFileSync(join(projectRoot, 'examples', 'handicap', 'expected', 'official.csv'), 'utf8'),
      );
    });
  });

  it.each([
    ['pairs', '--imp-average-plus', '## `bridgescore pairs`', ['above 0 and at most 24', 'NBF 1.9.3', 'Law 12C2b']],
    ['teams', '--boards-per-match', '## `bridgescore teams`', ['the same as --boards', 'found from its published VPs']],
    ['swiss', '[results]', '## `bridgescore swiss`', ['teams --csv-table matches as it is', 'penalty_home', 'ids or names']],
  ] as const)('%s --help says of %s what docs/commands.md says', async (command, option, section, facts) => {
    const argv = [command];
    const help = option === '[results]' ? (await runInProcess([...argv, '--help'])).stdout.replace(/\s+/g, ' ') : await helpOf(argv, option);
    const doc = docRow(section, option);
    for (const fact of facts) {
      expect(help, `--help: ${fact}`).toContain(fact);
      expect(doc, `docs: ${fact}`).toContain(fact);
    }
  });
});
