/**
 * A file an option names, read whole, for a pipeline: its bytes with the path as given (messages name it so).
 *
 * @example
 * const names = await optionFile(opts.names, deps); // { file: 'names.csv', bytes } or undefined
 */
import type { FileBytes } from '../pipeline/inputs.js';
import type { CliDeps } from './deps.js';

export async function optionFile(path: string | undefined, deps: CliDeps): Promise<FileBytes | undefined> {
  return path === undefined ? undefined : { file: path, bytes: await deps.readBytes(path) };
}
