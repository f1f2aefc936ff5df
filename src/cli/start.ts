/**
 * The process entry point: the only place that touches process.exitCode. main.ts starts it with every
 * command (loaded as it is asked for); an entry of entries/ with one command's modules bundled in
 * (bin/bridgescore.js picks it by the command's name).
 */
import { isatty } from 'node:tty';
import * as files from '../io/files.js';
import type { Register } from './program.js';
import { runCliWith } from './run-core.js';

export async function start(registers: readonly Register[]): Promise<void> {
  const env = process.env;
  // isatty, not process.stdout: the stream is never opened, so the descriptor keeps its blocking mode.
  const stdoutIsTTY = isatty(1);
  const color = stdoutIsTTY && env['NO_COLOR'] === undefined && env['TERM'] !== 'dumb';
  const encoder = new TextEncoder();

  const code = await runCliWith(
    process.argv.slice(2),
    {
      readBytes: (path) => files.readBytes(path),
      writeFilesAtomic: files.writeFilesAtomic,
      removeFiles: files.removeFiles,
      openInput: files.openInput,
      openOutput: files.openOutput,
      fileIdentity: files.fileIdentity,
      // Written synchronously to the descriptor: a closed pipe is known at once (PipeClosed), not as a late event.
      stdout: (s) => {
        try {
          files.writeAllSync(1, typeof s === 'string' ? encoder.encode(s) : s);
        } catch (e) {
          // a full disk behind standard output is named as such (a closed pipe passes through: PipeClosed)
          const err = e as NodeJS.ErrnoException;
          if (typeof err?.code === 'string') err.path = '<standard output>';
          throw e;
        }
      },
      stderr: (s) => {
        try {
          files.writeAllSync(2, encoder.encode(s));
        } catch {
          // nowhere left to report to
        }
      },
      color,
      stdoutIsTTY,
      stderrIsTTY: isatty(2),
      env,
      cwd: process.cwd(),
    },
    registers,
  );
  process.exitCode = code;
}
