/**
 * Run the program with injected I/O and turn every outcome into an exit code: 0 success, 1 bad input data,
 * 2 bad usage, 3 internal error (a bug: please report it). Every command is at hand; only the one being run is
 * loaded (run-core.ts runs a given set).
 */
import type { CliDeps } from './deps.js';
import { registersFor } from './commands-index.js';
import type { Register } from './program.js';
import { runCliWith } from './run-core.js';

export async function runCli(argv: readonly string[], deps: CliDeps, registers?: readonly Register[]): Promise<number> {
  return runCliWith(argv, deps, registers ?? (await registersFor(argv)));
}
