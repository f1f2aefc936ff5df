/**
 * `bridgescore validate <files…> [--movement FILE]`: check travellers against the movement before any scoring
 * Without a movement file the movement is inferred from the results' round and table, which
 * still finds a pair at two tables in a round, a board played twice and two results for one table and board.
 * Prints nothing on standard output: problems go to standard error, and any error gives exit code 1 (a result
 * recorded against the movement, with neither --fix-direction nor --as-recorded: exit code 4).
 *
 * @example
 * bridgescore validate travellers.csv --movement mitchell7.csv --fix-direction
 */
import { Option, type Command } from 'commander';
import type { InputFile } from '../../parse/read-event.js';
import { validatePairs } from '../../pipeline/validate.js';
import type { CliDeps } from '../deps.js';
import { openBwsInputs } from '../open-bws.js';
import { reportOrThrow } from '../report.js';
import { optionFile } from '../option-file.js';

interface ValidateCliOptions {
  movement?: string;
  fixDirection: boolean;
  asRecorded: boolean;
  winners: 'auto' | 'one' | 'two';
}

export function registerValidateCommand(program: Command, deps: CliDeps): void {
  program
    .command('validate')
    .description(
      'check travellers against the movement: pairs and results the movement does not schedule, scheduled results that are missing, ' +
        'pairs the wrong way round, a board played twice by one pair, two results for one table and board; exit 1 if any',
    )
    .argument('<files...>', 'traveller files ("-" reads standard input)')
    .option('--movement <file>', 'movement CSV (default: inferred from the round and table of each result)')
    .option(
      '--fix-direction',
      'swap the pairs of a result recorded the wrong way round (a warning); without it or --as-recorded, such a result is reported for the director (exit code 4)',
      false,
    )
    .option('--as-recorded', 'keep a result recorded the wrong way round as recorded (a plain warning)', false)
    .addOption(
      new Option('--winners <fields>', 'two: a Mitchell numbering NS and EW from 1, so NS 3 may meet EW 3').choices(['auto', 'one', 'two']).default('auto'),
    )
    .action(async (files: string[], opts: ValidateCliOptions) => {
      await runValidate(files, opts, deps);
    });
}

async function runValidate(files: readonly string[], opts: ValidateCliOptions, deps: CliDeps): Promise<void> {
  const inputs: InputFile[] = [];
  for (const p of files) inputs.push({ file: p === '-' ? '<stdin>' : p, bytes: await deps.readBytes(p) });
  const movement = await optionFile(opts.movement, deps);
  const diagnostics = validatePairs({ inputs, bws: await openBwsInputs(inputs), ...(movement ? { movement } : {}) }, opts);
  reportOrThrow(deps, diagnostics);
}
