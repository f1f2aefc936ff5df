/**
 * The command line: one commander program, each sub-command registered from its own module.
 * `createProgram(deps)` lets tests add `.exitOverride()` and run commands in-process.
 */
import { Command } from 'commander';
import type { CliDeps } from './deps.js';
import { registerExplainCommand, registerPairsCommand } from './commands/pairs.js';
import { registerTeamsCommand } from './commands/teams.js';
import { registerVpTableCommand } from './commands/vp-table.js';
import { registerMovementCommand } from './commands/movement.js';
import { registerValidateCommand } from './commands/validate.js';
import { registerSwissCommand } from './commands/swiss.js';
import { registerHandicapCommand } from './commands/handicap.js';
import { registerProfilesCommand } from './commands/profiles.js';

export const VERSION = '0.1.0';

export function createProgram(deps: CliDeps): Command {
  const program = new Command();
  program
    .name('bridgescore')
    .description('Score duplicate bridge events: travellers and movements in, results and rankings out.')
    .version(VERSION)
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeOut: (s) => deps.stdout(s), writeErr: (s) => deps.stderr(s) });
  registerPairsCommand(program, deps);
  registerExplainCommand(program, deps);
  registerValidateCommand(program, deps);
  registerMovementCommand(program, deps);
  registerTeamsCommand(program, deps);
  registerVpTableCommand(program, deps);
  registerSwissCommand(program, deps);
  registerHandicapCommand(program, deps);
  registerProfilesCommand(program, deps);
  return program;
}
