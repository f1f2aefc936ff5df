/**
 * An output that is one of the inputs (`pairs t.csv -o t.csv`, however spelt: `./t.csv`, an absolute path, a
 * symbolic or a hard link to it) is refused as bad usage (exit 2) before anything is written: the output
 * would replace the very file it was made from. Every command is guarded alike: the deps it is given remember
 * each file it reads and refuse an output (or a read) that names one of them. Two paths are one file when they
 * resolve to the same path, or when both exist and have the same device and inode (`fileIdentity`).
 *
 * @example
 * const guarded = guardOutputs(deps); // then: run the command with `guarded`
 */
import { resolve } from 'node:path';
import type { CliDeps, OutputSink } from './deps.js';
import { UsageError } from '../base/diagnostics.js';

export function guardOutputs(deps: CliDeps): CliDeps {
  const inputs: string[] = [];
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

function refusal(output: string, input: string): UsageError {
  const spelt = output === input ? '' : ` (${input})`;
  return new UsageError(`the output ${output} is one of the inputs${spelt}: writing it would replace the file it is read from; give another output file`);
}
