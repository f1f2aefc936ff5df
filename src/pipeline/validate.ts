/**
 * `bridgescore validate`: the travellers checked against the movement before any scoring (the movement file, a
 * Bridgemate session's RoundData, or the movement inferred from round and table, which still finds a pair at two
 * tables in a round, a board played twice and two results for one table and board). Unreadable travellers or a
 * broken movement stop it first (an InputError): every further message would be doubtful.
 *
 * @example
 * validatePairs({ inputs, bws: new Map() }, { fixDirection: false, winners: 'auto' }) //=> [] for a clean session
 */
import { checkMovement } from '../movement/check-movement.js';
import { checkResults } from '../movement/check-results.js';
import { inferMovement } from '../movement/infer-movement.js';
import { readMovementCsv } from '../parse/csv/movement.js';
import type { Movement } from '../model/movement.js';
import { decodeText } from '../parse/decode.js';
import { InputError, UsageError, type Diagnostic } from '../base/diagnostics.js';
import { readPairsTable } from '../parse/read-event.js';
import { bwsInputs, unresolvedArbitral, withBwsEvent } from './pairs-bws.js';
import type { PairsFiles } from './pairs-load.js';

export interface ValidateOptions {
  /** swap the pairs of a result recorded the wrong way round (a warning) */
  readonly fixDirection: boolean;
  /** keep such a result as recorded (a plain warning); with neither, the warning needs the director (exit code 4) */
  readonly asRecorded?: boolean;
  readonly winners: 'auto' | 'one' | 'two';
}

export function validatePairs(files: Pick<PairsFiles, 'inputs' | 'bws' | 'movement'>, opts: ValidateOptions): Diagnostic[] {
  const inputs = files.inputs;
  // Bridgemate .bws sessions bring their own movement (RoundData) (pairs-bws.ts).
  const bws = bwsInputs(inputs, files.bws);
  const read = withBwsEvent(readPairsTable(bws.others, { sharedNumbers: opts.winners === 'two' }), bws);
  const diagnostics: Diagnostic[] = read.diagnostics;
  const results = read.table.toLines();

  let movement: Movement;
  if (files.movement !== undefined) {
    const { text } = decodeText(files.movement.bytes);
    const m = readMovementCsv(text, files.movement.file);
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
  for (const x of checkResults(results, movement, { fixDirection: opts.fixDirection, asRecorded: opts.asRecorded === true }).diagnostics) diagnostics.push(x);
  for (const x of unresolvedArbitral(bws, results, 'warning')) diagnostics.push(x);
  return diagnostics;
}
