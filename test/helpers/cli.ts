/**
 * In-process CLI runs for tests: an in-memory file system, captured stdout and stderr, and the exit code.
 */
import { Command } from 'commander';
import type { CliDeps } from '../../src/cli/deps.js';
import { runCli } from '../../src/cli/run.js';

export interface FakeRun {
  code: number;
  stdout: string;
  stderr: string;
  /** files written by the command, path → content */
  written: Map<string, string | Uint8Array>;
  /** files the command removed */
  removed: string[];
}

export function fakeDeps(
  files: Record<string, string | Uint8Array> = {},
  stdin = '',
): {
  deps: CliDeps;
  out: { stdout: string; stderr: string; written: Map<string, string | Uint8Array>; removed: string[] };
} {
  const out = { stdout: '', stderr: '', written: new Map<string, string | Uint8Array>(), removed: [] as string[] };
  const deps: CliDeps = {
    async readBytes(path) {
      if (path === '-') return new TextEncoder().encode(stdin);
      const f = files[path];
      if (f === undefined) {
        const err = new Error(`ENOENT: ${path}`) as NodeJS.ErrnoException;
        err.code = 'ENOENT';
        err.path = path;
        throw err;
      }
      return typeof f === 'string' ? new TextEncoder().encode(f) : f;
    },
    async writeFilesAtomic(list) {
      for (const f of list) out.written.set(f.path, f.content);
    },
    async removeFiles(paths) {
      for (const p of paths) out.removed.push(p);
    },
    stdout: (s) => {
      out.stdout += typeof s === 'string' ? s : new TextDecoder('utf-8').decode(s);
    },
    stderr: (s) => {
      out.stderr += s;
    },
    color: false,
    stderrIsTTY: false,
    env: {},
    cwd: '/',
  };
  return { deps, out };
}

/** Run the whole program (all registered commands) in-process. */
export async function runInProcess(argv: string[], files: Record<string, string | Uint8Array> = {}, stdin = ''): Promise<FakeRun> {
  const { deps, out } = fakeDeps(files, stdin);
  const code = await runCli(argv, deps);
  return { code, ...out };
}

/** Run one command module on its own, before it is wired into the program. */
export async function runCommand(
  register: (program: Command, deps: CliDeps) => void,
  argv: string[],
  files: Record<string, string | Uint8Array> = {},
): Promise<FakeRun> {
  const { deps, out } = fakeDeps(files);
  const program = new Command().name('bridgescore').exitOverride();
  program.configureOutput({ writeOut: (s) => deps.stdout(s), writeErr: (s) => deps.stderr(s) });
  register(program, deps);
  for (const c of program.commands) c.exitOverride();
  let code = 0;
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (e) {
    const { InputError } = await import('../../src/base/diagnostics.js');
    const { UsageError } = await import('../../src/base/diagnostics.js');
    const { printDiagnostics } = await import('../../src/cli/report.js');
    if (e instanceof InputError) {
      printDiagnostics(deps, e.diagnostics);
      code = 1;
    } else if (e instanceof UsageError) {
      deps.stderr(`error: ${e.message}\n`);
      code = 2;
    } else if ((e as { code?: string }).code?.startsWith('commander.')) {
      code = (e as { code: string }).code === 'commander.helpDisplayed' ? 0 : 2;
    } else throw e;
  }
  return { code, ...out };
}
