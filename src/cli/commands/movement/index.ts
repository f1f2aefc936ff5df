/**
 * `bridgescore movement mitchell|howell|suggest|check`: generate a movement as CSV (the form `--movement`
 * reads) or as printable table and guide cards (HTML), list the movements that fit a number of pairs, or
 * check a movement file (Mitchell and Howell movements). A generated movement is checked before it is written: every
 * pair plays each board at most once and meets every other pair at most once, and a complete one has every EW
 * pair meet every NS pair (Mitchell) or every pair meet every other pair (Howell). A generator failing its own
 * check is a bug, not bad input.
 *
 * @example
 * bridgescore movement howell --pairs 12 --boards-per-round 2 -o howell6.csv
 */
import type { Command } from 'commander';
import type { CliDeps } from '../../deps.js';
import { registerCheck } from './check.js';
import { registerHowell } from './howell.js';
import { registerMitchell } from './mitchell.js';
import { registerSuggest } from './suggest.js';

export function registerMovementCommand(program: Command, deps: CliDeps): void {
  const movement = program
    .command('movement')
    .description('generate a movement (CSV, or cards to print), list the movements for a number of pairs, or check a movement file');

  registerMitchell(movement, deps);
  registerHowell(movement, deps);
  registerSuggest(movement, deps);
  registerCheck(movement, deps);

  // Sub-commands of a sub-command do not get the caller's exit override; give it to them so that usage errors
  // reach the program's error handling (exit code 2) instead of ending the process.
  for (const sub of movement.commands) sub.exitOverride();
}
