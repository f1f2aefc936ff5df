/**
 * `bridgescore movement howell`: a Howell movement as CSV or cards to print.
 */
import { type Command } from 'commander';
import { generateHowell, howellMaxRounds } from '../../../movement/howell.js';
import type { CliDeps } from '../../deps.js';

import { emit, generate, outputOptions, parseWholeNumber, resolveSize, sizeOptions, type HowellCliOptions } from './shared.js';

export function registerHowell(movement: Command, deps: CliDeps): void {
  const howell = sizeOptions(
    movement
      .command('howell')
      .description(
        'a Howell (one winner), 3 to 15 tables: complete (2T−1 rounds: every pair meets every other once and plays every set once), or partial with --rounds; ' +
          'pair 2T stays at table 1. Directions: every pair sits NS ⌊r/2⌋ or ⌈r/2⌉ of its r rounds (T or T−1 in a complete Howell, the best possible), ' +
          'the stationary pairs changing seat; --stationary-north keeps them North, which compares every two pairs on an equal number of boards where that can be done',
      ),
  )
    .option(
      '--rounds <n>',
      'number of rounds (default: 2T−1, the complete Howell; 5 with 3 tables). Fewer: a partial Howell — a Howell design where one exists ' +
        '(every pair plays every set once, every set at every table), else the rounds of the complete Howell after which any two pairs have ' +
        'played about equally many boards in common; then directions that make "compared" (the boards two pairs play in the same direction, ' +
        'on which one is matchpointed against the other) as even as the search finds',
      parseWholeNumber,
    )
    .option(
      '--boards-per-round <n>',
      'boards in each set (the 3-table Howell shares one set between all three tables in round 1: at least 3)',
      parseWholeNumber,
      4,
    )
    .option('--stationary-north', 'the stationary pairs keep their North seat (most even comparisons, pair 2T NS every round)', false);
  outputOptions(howell).action(async (opts: HowellCliOptions) => {
    const size = resolveSize(opts, 'a Howell', 5);
    const g = generate(() =>
      generateHowell({
        tables: size.tables,
        halfTable: size.halfTable,
        boardsPerRound: opts.boardsPerRound,
        stationaryNorth: opts.stationaryNorth,
        ...(opts.rounds === undefined ? {} : { rounds: opts.rounds }),
      }),
    );
    await emit(g, `(Howell, ${size.tables} tables, ${g.info.rounds} of ${howellMaxRounds(size.tables)} rounds)`, opts, deps);
  });
}
