/**
 * The command line: one commander program with the commands given (commands-index.ts knows them all).
 * `createProgram(deps, registers)` lets tests add `.exitOverride()` and run commands in-process.
 */
import { Command } from 'commander';
import type { CliDeps } from './deps.js';
import { formatFromOutput } from './format-from-output.js';
import { addConfigOption, applySettings } from './settings.js';

export const VERSION = '0.1.0';

export type Register = (program: Command, deps: CliDeps) => void;

/** The program with the given commands. */
export function createProgram(deps: CliDeps, registers: readonly Register[]): Command {
  const program = new Command();
  program
    .name('bridgescore')
    .description('Score duplicate bridge events: travellers and movements in, results and rankings out.')
    .version(VERSION)
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeOut: (s) => deps.stdout(s), writeErr: (s) => deps.stderr(s) });
  for (const register of registers) register(program, deps);
  // The club's settings file (settings.ts), then `-o page.html` meaning --format html, for every command with
  // both options (format-from-output.ts).
  addConfigOption(program);
  program.hook('preAction', async (_program, command) => {
    await applySettings(command, deps);
    formatFromOutput(command);
  });
  return program;
}
