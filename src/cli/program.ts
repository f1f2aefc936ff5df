/**
 * The command line: one commander program, each sub-command registered from its own module — and only the
 * module of the command being run is loaded (a club session's `pairs` never loads the teams, Swiss, handicap
 * or movement code). Help, an unknown command or none at all registers every command, so the listing is whole.
 * `createProgram(deps, argv)` lets tests add `.exitOverride()` and run commands in-process.
 */
import { Command } from 'commander';
import type { CliDeps } from './deps.js';

export const VERSION = '0.1.0';

type Register = (program: Command, deps: CliDeps) => void;

/** Each command and where its registration lives, in the order `--help` lists them. */
const COMMANDS: readonly (readonly [string, () => Promise<readonly Register[]>])[] = [
  ['pairs', async () => [(await import('./commands/pairs.js')).registerPairsCommand]],
  ['explain', async () => [(await import('./commands/pairs.js')).registerExplainCommand]],
  ['validate', async () => [(await import('./commands/validate.js')).registerValidateCommand]],
  ['movement', async () => [(await import('./commands/movement.js')).registerMovementCommand]],
  ['teams', async () => [(await import('./commands/teams.js')).registerTeamsCommand]],
  ['vp-table', async () => [(await import('./commands/vp-table.js')).registerVpTableCommand]],
  ['swiss', async () => [(await import('./commands/swiss.js')).registerSwissCommand]],
  ['handicap', async () => [(await import('./commands/handicap.js')).registerHandicapCommand]],
  ['profiles', async () => [(await import('./commands/profiles.js')).registerProfilesCommand]],
];

export async function createProgram(deps: CliDeps, argv: readonly string[] = []): Promise<Command> {
  const program = new Command();
  program
    .name('bridgescore')
    .description('Score duplicate bridge events: travellers and movements in, results and rankings out.')
    .version(VERSION)
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeOut: (s) => deps.stdout(s), writeErr: (s) => deps.stderr(s) });
  const first = argv[0];
  const only = COMMANDS.find(([name]) => name === first);
  for (const [, load] of only ? [only] : COMMANDS) for (const register of await load()) register(program, deps);
  return program;
}
