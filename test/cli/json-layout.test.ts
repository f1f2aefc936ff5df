/**
 * One JSON layout for every command: compact (one line) for programs, indented by two spaces with `--pretty`
 * or on a terminal (and never indented into a file given with `-o` unless `--pretty` says so). Each command
 * below writes the same document both ways: the compact text is the indented text's JSON on one line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { fakeDeps } from '../helpers/cli.js';
import { projectRoot } from '../helpers/fixtures.js';

const ex = (...p: string[]): Uint8Array => new Uint8Array(readFileSync(join(projectRoot, 'examples', ...p)));
const RR = 'teams/round-robin';
const files: Record<string, Uint8Array> = {
  't.csv': ex('club-session', 'travellers.csv'),
  'matches.csv': ex(RR, 'matches.csv'),
  'teams.csv': ex(RR, 'teams.csv'),
  'contestants.csv': ex('swiss', 'contestants.csv'),
  'night-01.json': ex('season', 'sessions', 'night-01.json'),
  'night-02.json': ex('season', 'sessions', 'night-02.json'),
};

/** Each command that writes JSON, as a director or a script types it. */
const COMMANDS: readonly (readonly string[])[] = [
  ['pairs', 't.csv', '-f', 'json'],
  ['teams', '--matches', 'matches.csv', '--names', 'teams.csv', '-f', 'json'],
  ['swiss', '--contestants', 'contestants.csv', '--rounds', '7', '--boards-per-round', '8', '-f', 'json'],
  ['vp-table', '--boards', '8', '-f', 'json'],
  ['movement', 'suggest', '--pairs', '8', '-f', 'json'],
  ['profiles', '--format', 'json'],
  ['profiles', 'nbf', '--format', 'json'],
  ['series', 'night-01.json', 'night-02.json', '-f', 'json'],
  ['diff', 'night-01.json', 'night-01.json', '-f', 'json'],
  ['masterpoints', 'night-01.json', 'night-02.json', '-f', 'json'],
];

async function run(
  argv: readonly string[],
  tty: boolean,
): Promise<{ code: number; stdout: string; stderr: string; written: Map<string, string | Uint8Array> }> {
  const { deps, out } = fakeDeps(files);
  const code = await runCli([...argv], { ...deps, stdoutIsTTY: tty });
  return { code, ...out };
}

describe('every command lays out its JSON the same way', () => {
  it.each(COMMANDS.map((c) => [c.join(' '), c] as const))('%s', async (_name, argv) => {
    const plain = await run(argv, false);
    expect(plain.code, plain.stderr).toBe(0);
    const pretty = await run([...argv, '--pretty'], false);
    const terminal = await run(argv, true);
    // compact for programs: one line
    expect(plain.stdout.endsWith('\n')).toBe(true);
    expect(plain.stdout.trimEnd()).not.toContain('\n');
    // indented by two spaces with --pretty and on a terminal, the same document
    expect(pretty.stdout).toBe(`${JSON.stringify(JSON.parse(plain.stdout), null, 2)}\n`);
    expect(terminal.stdout).toBe(pretty.stdout);
  });

  it('writes a file compact from a terminal, indented with --pretty', async () => {
    const file = await run(['teams', '--matches', 'matches.csv', '--names', 'teams.csv', '-f', 'json', '-o', 'out.json'], true);
    expect(file.code, file.stderr).toBe(0);
    const text = String(file.written.get('out.json'));
    expect(text.trimEnd()).not.toContain('\n');
    const pretty = await run(['teams', '--matches', 'matches.csv', '--names', 'teams.csv', '-f', 'json', '-o', 'out.json', '--pretty'], true);
    expect(String(pretty.written.get('out.json'))).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
  });
});
