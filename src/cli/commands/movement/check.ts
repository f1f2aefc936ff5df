/**
 * `bridgescore movement check`: check a movement file.
 */
import { Option, type Command } from 'commander';
import { checkMovement } from '../../../movement/check-movement.js';
import { readMovementCsv } from '../../../parse/csv/movement.js';
import { decodeText } from '../../../parse/decode.js';
import type { CliDeps } from '../../deps.js';
import { reportOrThrow } from '../../report.js';

import { type CheckCliOptions } from './shared.js';

export function registerCheck(movement: Command, deps: CliDeps): void {
  movement
    .command('check')
    .description(
      'check a movement file: rounds 1, 2, … each with tables; no table or pair twice in a round; board sets the same (a share) or disjoint; ' +
        'no pair plays a board twice; with --complete, the meetings of a complete movement',
    )
    .argument('<file>', 'movement CSV ("-" reads standard input)')
    .addOption(
      new Option('--complete <kind>', 'also require every EW pair to meet every NS pair (mitchell) or every pair to meet every other (howell)').choices([
        'mitchell',
        'howell',
      ]),
    )
    .action(async (file: string, opts: CheckCliOptions) => {
      const name = file === '-' ? '<stdin>' : file;
      const { text } = decodeText(await deps.readBytes(file));
      const read = readMovementCsv(text, name);
      reportOrThrow(deps, read.diagnostics);
      if (opts.complete !== undefined) {
        // The basic checks passed above, so only the meetings can add anything here.
        const meetings = checkMovement(read.movement, { complete: opts.complete, file: name });
        reportOrThrow(deps, meetings);
      }
    });
}
