/**
 * The process entry point: the only place that touches process.exitCode.
 */
import * as files from '../io/files.js';
import { runCli } from './run.js';

const env = process.env;
const color = Boolean(process.stdout.isTTY) && env['NO_COLOR'] === undefined && env['TERM'] !== 'dumb';

const code = await runCli(process.argv.slice(2), {
  readBytes: files.readBytes,
  writeFilesAtomic: files.writeFilesAtomic,
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  color,
  stderrIsTTY: Boolean(process.stderr.isTTY),
  env,
  cwd: process.cwd(),
});
process.exitCode = code;
