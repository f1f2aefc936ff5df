/**
 * Run the program with injected I/O and turn every outcome into an exit code:
 * 0 success, 1 bad input data, 2 bad usage, 3 internal error (a bug: please report it).
 */
import { CommanderError } from 'commander';
import { InputError } from '../parse/diagnostics.js';
import type { CliDeps } from './deps.js';
import { PipeClosed, UsageError } from './deps.js';
import { createProgram, type Register } from './program.js';
import { printDiagnostics } from './report.js';

export async function runCliWith(argv: readonly string[], deps: CliDeps, registers: readonly Register[]): Promise<number> {
  const program = createProgram(deps, registers);
  // Every command, however deeply nested, reports errors to us instead of exiting the process.
  const override = (c: typeof program): void => {
    c.exitOverride();
    for (const sub of c.commands) override(sub);
  };
  override(program);
  // No command at all is bad usage: the help goes to standard error, exit 2 (as for an unknown command).
  if (argv.length === 0) {
    deps.stderr(program.helpInformation());
    return 2;
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (e) {
    // The reader of standard output went away (`… | head -1`): nothing is wrong, stop quietly.
    if (e instanceof PipeClosed) return 0;
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return 0;
      return 2;
    }
    if (e instanceof InputError) {
      printDiagnostics(deps, e.diagnostics);
      return 1;
    }
    if (e instanceof UsageError) {
      deps.stderr(`error: ${e.message}\n`);
      return 2;
    }
    const err = e as NodeJS.ErrnoException;
    if (err && typeof err.code === 'string' && typeof err.path === 'string') {
      // A file that cannot be read or written is bad usage only when it is named on the command line; both
      // are reported plainly, without a stack trace.
      deps.stderr(`${err.path}: ${fsMessage(err.code)}\n`);
      return err.code === 'ENOENT' || err.code === 'EISDIR' ? 2 : 1;
    }
    deps.stderr(`internal error: ${(e as Error)?.stack ?? String(e)}\nThis is a bug in bridgescore: please report it with the input that caused it.\n`);
    return 3;
  }
}

function fsMessage(code: string): string {
  switch (code) {
    case 'ENOENT':
      return 'no such file or folder';
    case 'EISDIR':
      return 'is a directory, expected a file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EEXIST':
      return 'already exists';
    default:
      return `cannot access (${code})`;
  }
}
