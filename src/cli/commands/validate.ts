/**
 * `bridgescore validate <files…> [--movement FILE]`: check travellers against the movement before any scoring
 * Without a movement file the movement is inferred from the results' round and table, which
 * still finds a pair at two tables in a round, a board played twice and two results for one table and board.
 * Prints nothing on standard output: problems go to standard error, and any error gives exit code 1.
 *
 * @example
 * bridgescore validate travellers.csv --movement mitchell7.csv --fix-direction
 */
import { Option, type Command } from 'commander';
import { checkMovement } from '../../movement/check-movement.js';
import { checkResults } from '../../movement/check-results.js';
import { inferMovement } from '../../movement/infer-movement.js';
import { readMovementCsv } from '../../parse/csv/movement.js';
import type { Movement } from '../../model/movement.js';
import { decodeText } from '../../parse/decode.js';
import type { Diagnostic } from '../../base/diagnostics.js';
import { InputError } from '../../base/diagnostics.js';
import { readPairsTable, type InputFile } from '../../parse/read-event.js';
import type { CliDeps } from '../deps.js';
import { UsageError } from '../../base/diagnostics.js';
import { reportOrThrow } from '../report.js';
import { readBwsInputs, unresolvedArbitral, withBwsEvent } from '../bws-input.js';

interface ValidateCliOptions {
  movement?: string;
  fixDirection: boolean;
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
    .option('--fix-direction', 'swap the pairs of a result recorded the wrong way round (a warning) instead of reporting an error', false)
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
  // Bridgemate .bws sessions bring their own movement (RoundData) (src/cli/bws-input.ts).
  const bws = await readBwsInputs(inputs);
  const read = withBwsEvent(readPairsTable(bws.others, { sharedNumbers: opts.winners === 'two' }), bws);
  const diagnostics: Diagnostic[] = read.diagnostics;
  const results = read.table.toLines();

  let movement: Movement;
  if (opts.movement !== undefined) {
    const { text } = decodeText(await deps.readBytes(opts.movement));
    const m = readMovementCsv(text, opts.movement);
    for (const x of m.diagnostics) diagnostics.push(x);
    movement = m.movement;
  } else if (read.movement) {
    movement = read.movement;
    for (const x of checkMovement(movement, {})) diagnostics.push(x);
  } else {
    // A movement inferred from travellers that cannot be read says nothing: report those first.
    if (diagnostics.some((d) => d.severity === 'error')) throw new InputError(diagnostics);
    movement = inferMovement(results);
    if (movement.rows.length === 0 && results.length > 0) {
      throw new UsageError('no movement to check against: give --movement FILE, or travellers with "round" and "table" columns');
    }
    if (results.length === 0) {
      for (const input of inputs)
        diagnostics.push({
          severity: 'error',
          code: 'no-results',
          file: input.file,
          message: 'the file has no results to check (expected traveller lines with round and table)',
        });
      throw new InputError(diagnostics);
    }
    // The inferred rows carry their traveller lines: messages name the traveller file.
    for (const x of checkMovement(movement, { inferred: true })) diagnostics.push(x);
  }
  // Unreadable travellers or a broken movement make every further message doubtful: report those first.
  if (diagnostics.some((d) => d.severity === 'error')) throw new InputError(diagnostics);
  for (const x of checkResults(results, movement, { fixDirection: opts.fixDirection }).diagnostics) diagnostics.push(x);
  for (const x of unresolvedArbitral(bws, results, 'warning')) diagnostics.push(x);
  reportOrThrow(deps, diagnostics);
}
