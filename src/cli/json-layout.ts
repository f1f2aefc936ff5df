/**
 * Whether a command indents its JSON: with `--pretty`, or when it writes to a terminal (not with `-o`); compact
 * otherwise, for programs. One rule for every command (src/text/json-text.ts writes it).
 */
import type { CliDeps } from './deps.js';

export const PRETTY_HELP = 'json: indent the document for reading (the default on a terminal; compact otherwise)';

export function prettyJson(deps: Pick<CliDeps, 'stdoutIsTTY'>, pretty: boolean | undefined, output: string | undefined): boolean {
  return pretty === true || (output === undefined && deps.stdoutIsTTY === true);
}
