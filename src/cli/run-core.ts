/**
 * Run the program with injected I/O and turn every outcome into an exit code:
 * 0 success, 1 bad input data, 2 bad usage, 3 internal error (a bug: please report it), 4 results written
 * but one needs the director (a warning of NEEDS_DIRECTOR: a result recorded against the movement).
 */
import { CommanderError } from 'commander';
import { InputError } from '../base/diagnostics.js';
import type { CliDeps } from './deps.js';
import { PipeClosed } from './deps.js';
import { UsageError } from '../base/diagnostics.js';
import { createProgram, type Register } from './program.js';
import { printDiagnostics } from './report.js';
import { guardOutputs } from './same-file.js';

export async function runCliWith(argv: readonly string[], given: CliDeps, registers: readonly Register[]): Promise<number> {
  // No command may write over one of its inputs (same-file.ts).
  let attention = false;
  const deps = guardOutputs(
    {
      ...given,
      needsDirector: () => {
        attention = true;
      },
    },
    argv,
  );
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
    return attention ? 4 : 0;
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
    // A CapacityError (model/line-table), known by name so that every command need not load the line table.
    if (e instanceof Error && e.name === 'CapacityError') {
      deps.stderr(`${e.message}\n`);
      return 1;
    }
    // The input is larger than this machine's memory holds: said plainly, as bad data would be.
    if (e instanceof RangeError && /allocation failed|Invalid (typed )?array length|Array buffer/i.test(e.message)) {
      deps.stderr(`error: not enough memory for this input (${e.message}); nothing was written\n`);
      return 1;
    }
    const err = e as NodeJS.ErrnoException;
    if (err && typeof err.code === 'string' && typeof err.path === 'string') {
      // A path named on the command line that is not there, or is a folder where a file is expected, is bad
      // usage (2); a file that exists but cannot be read or written (permissions, a full disk) is 1. Both are
      // reported plainly, naming the path the user gave, without a stack trace.
      deps.stderr(`${err.path}: ${fsMessage(err.code)}\n`);
      return err.code === 'ENOENT' || err.code === 'EISDIR' || err.code === 'ENOTDIR' ? 2 : 1;
    }
    // A disk or device that failed without naming a path (an injected or a library's write): said plainly too.
    if (err && typeof err.code === 'string' && DISK_FAULTS.has(err.code)) {
      deps.stderr(`error: ${fsMessage(err.code)}\n`);
      return 1;
    }
    deps.stderr(`internal error: ${(e as Error)?.stack ?? String(e)}\nThis is a bug in bridgescore: please report it with the input that caused it.\n`);
    return 3;
  }
}

/** The failures of a disk or a device (not of the user's command line): exit 1, a plain message. */
const DISK_FAULTS = new Set(['ENOSPC', 'EFBIG', 'EIO', 'EDQUOT', 'EROFS', 'ENXIO', 'ESPIPE']);

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
    case 'ENOTDIR':
      return 'a part of the path is a file, not a folder';
    case 'ENOSPC':
      return 'no space left on the disk (nothing was written)';
    case 'EROFS':
      return 'read-only file system';
    case 'EFBIG':
      return 'the file is too large for this file system (nothing was written)';
    case 'EDQUOT':
      return 'the disk quota is used up (nothing was written)';
    case 'EIO':
      return 'input/output error: the disk or the device failed';
    default:
      return `cannot access (${code})`;
  }
}
