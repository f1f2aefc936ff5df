/**
 * `bridgescore movement mitchell`: a Mitchell movement as CSV or cards to print.
 */
import { type Command } from 'commander';
import { generateMitchell } from '../../../movement/mitchell.js';
import type { CliDeps } from '../../deps.js';

import { emit, generate, outputOptions, parseWholeNumber, resolveSize, sizeOptions, type MitchellCliOptions } from './shared.js';

export function registerMitchell(movement: Command, deps: CliDeps): void {
  const mitchell = sizeOptions(
    movement
      .command('mitchell')
      .description(
        'a Mitchell (two winners): NS pair t stays at table t, EW pairs (numbered tables+1 …) move up one table a round, boards move down one; ' +
          'with an even number of tables the EW pairs skip a table after round tables/2, or with --relay tables 1 and T share and a bye stand holds a set, ' +
          'so that all T rounds are played; --arrow-switch makes one winner',
      ),
  )
    .option(
      '--rounds <n>',
      'number of rounds (default and maximum: the number of tables when odd or with --relay, a complete Mitchell; one fewer for the skip)',
      parseWholeNumber,
    )
    .option('--boards-per-round <n>', 'boards in each set', parseWholeNumber, 4)
    .option('--relay', 'even number of tables: share-and-relay (tables 1 and T share, a bye stand between T/2+1 and T/2) instead of the skip', false)
    .option(
      '--arrow-switch',
      'one winner: every table turns the boards in ⌊rounds/2⌋ rounds (with --relay, table T in rounds of its own), chosen so that any two pairs ' +
        'are compared (play a board in the same direction, Law 78A) on as even a number of boards as the search finds',
      false,
    );
  outputOptions(mitchell).action(async (opts: MitchellCliOptions) => {
    const size = resolveSize(opts, 'a Mitchell', 5);
    const g = generate(() =>
      generateMitchell({
        tables: size.tables,
        halfTable: size.halfTable,
        boardsPerRound: opts.boardsPerRound,
        relay: opts.relay,
        arrowSwitch: opts.arrowSwitch,
        ...(opts.rounds === undefined ? {} : { rounds: opts.rounds }),
      }),
    );
    await emit(g, `(Mitchell, ${size.tables} tables)`, opts, deps);
  });
}
