/**
 * An output that is one of the inputs (`pairs t.csv -o t.csv`, however spelt: `./t.csv`, an absolute path, a
 * symbolic or a hard link to it) is refused as bad usage (exit 2) before anything is written: the output
 * would replace the very file it was made from. Every command is guarded alike: the deps it is given remember
 * each file it reads, and the files it opens itself (the handicap register), and refuse an output (or a read)
 * that names one of them. Two paths are one file when they resolve to the same path, or when both exist and
 * have the same device and inode (`fileIdentity`).
 *
 * @example
 * const guarded = guardOutputs(deps); // then: run the command with `guarded`
 */
import { resolve } from 'node:path';
import type { CliDeps, OutputSink } from './deps.js';
import { UsageError } from '../base/diagnostics.js';

export function guardOutputs(deps: CliDeps, argv: readonly string[] = []): CliDeps {
  const inputs: string[] = [...openedInputs(argv)];
  const outputs: string[] = [];
  const full = (p: string): string => resolve(deps.cwd, p);
  const same = (a: string, b: string): boolean => {
    if (full(a) === full(b)) return true;
    const ia = deps.fileIdentity?.(a);
    return ia !== undefined && ia === deps.fileIdentity?.(b);
  };
  const reading = (path: string): void => {
    if (path === '-') return;
    const out = outputs.find((o) => same(o, path));
    if (out !== undefined) throw refusal(out, path);
    if (!inputs.includes(path)) inputs.push(path);
  };
  const writing = (path: string | undefined): void => {
    if (path === undefined || path === '-') return;
    const input = inputs.find((i) => same(i, path));
    if (input !== undefined) throw refusal(path, input);
    if (!outputs.includes(path)) outputs.push(path);
  };
  const guarded: CliDeps = {
    ...deps,
    readBytes: async (path, o) => {
      if (o?.own !== true) reading(path);
      return deps.readBytes(path);
    },
    writeFilesAtomic: async (files, opts) => {
      for (const f of files) writing(f.path);
      return deps.writeFilesAtomic(files, opts);
    },
  };
  if (deps.removeFiles) {
    const remove = deps.removeFiles.bind(deps);
    // an input is never removed: a page an earlier run wrote may since have become one
    guarded.removeFiles = async (paths) => {
      for (const p of paths) writing(p);
      return remove(paths);
    };
  }
  if (deps.openInput) {
    const open = deps.openInput.bind(deps);
    guarded.openInput = async (path) => {
      reading(path);
      return open(path);
    };
  }
  if (deps.openOutput) {
    const open = deps.openOutput.bind(deps);
    guarded.openOutput = async (path): Promise<OutputSink> => {
      writing(path);
      return open(path);
    };
  }
  return guarded;
}

/** The default handicap register of the `handicap` commands (commands/handicap.ts). */
const DEFAULT_REGISTER = 'handicap.sqlite';

/**
 * The files a command opens itself rather than reading them through its deps, named on the command line: the
 * handicap register (`--db FILE`, or the default of the `handicap` commands). An output that names one of them
 * is refused like any other input (`handicap export --db h.sqlite -o h.sqlite` replaced the register).
 */
export function openedInputs(argv: readonly string[]): string[] {
  const out: string[] = [];
  argv.forEach((a, i) => {
    if (a === '--db' && argv[i + 1] !== undefined) out.push(argv[i + 1] as string);
    else if (a.startsWith('--db=')) out.push(a.slice('--db='.length));
  });
  if (out.length === 0 && argv[0] === 'handicap') out.push(DEFAULT_REGISTER);
  return out;
}

function refusal(output: string, input: string): UsageError {
  const spelt = output === input ? '' : ` (${input})`;
  return new UsageError(`the output ${output} is one of the inputs${spelt}: writing it would replace the file it is read from; give another output file`);
}
