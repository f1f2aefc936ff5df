/**
 * `bridgescore movement mitchell|howell|check`: generate a movement as CSV (formats.md §3.3, §3.4), or check a
 * movement file. A generated movement is checked before it is written: every pair plays each board at most
 * once, and a complete one has every EW pair meet every NS pair (Mitchell) or every pair meet every other pair
 * (Howell). A generator failing its own check is a bug, not bad input.
 *
 * @example
 * bridgescore movement mitchell --tables 7 --boards-per-round 4 -o mitchell7.csv
 */
import { InvalidArgumentError, Option, type Command } from 'commander';
import { checkMovement } from '../../movement/check-movement.js';
import { howell, mitchell } from '../../movement/generate.js';
import { readMovementCsv } from '../../movement/read-movement.js';
import type { Movement } from '../../movement/types.js';
import { writeMovementCsv } from '../../movement/write-movement.js';
import { decodeText } from '../../parse/decode.js';
import { formatDiagnostic } from '../../parse/diagnostics.js';
import type { CliDeps } from '../deps.js';
import { UsageError } from '../deps.js';
import { reportOrThrow } from '../report.js';

interface MitchellCliOptions {
  tables: number;
  rounds?: number;
  boardsPerRound: number;
  halfTable: boolean;
  output?: string;
}

interface HowellCliOptions {
  tables: number;
  boardsPerRound: number;
  output?: string;
}

interface CheckCliOptions {
  complete?: 'mitchell' | 'howell';
}

export function parseWholeNumber(value: string): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1) throw new InvalidArgumentError(`"${value}" is not a whole number ≥ 1.`);
  return Number(value);
}

export function registerMovementCommand(program: Command, deps: CliDeps): void {
  const movement = program
    .command('movement')
    .description('generate a movement as CSV (one row per table and round), or check a movement file');

  movement
    .command('mitchell')
    .description(
      'a Mitchell: NS pair t stays at table t, EW pairs (numbered tables+1 …) move up one table a round, boards move down one; ' +
        'with an even number of tables the EW pairs skip a table after round tables/2 (and each misses one NS pair)',
    )
    .requiredOption('--tables <n>', 'number of tables (at least 3)', parseWholeNumber)
    .option('--rounds <n>', 'number of rounds (default and maximum: the number of tables when odd, a complete Mitchell; one fewer when even)', parseWholeNumber)
    .option('--boards-per-round <n>', 'boards in each set', parseWholeNumber, 4)
    .option('--half-table', 'leave out the last EW pair (number 2 × tables): its opponents sit out that round', false)
    .option('-o, --output <file>', 'write the CSV to this file (atomically) instead of standard output')
    .action(async (opts: MitchellCliOptions) => {
      const m = generate(() =>
        mitchell({
          tables: opts.tables,
          boardsPerRound: opts.boardsPerRound,
          halfTable: opts.halfTable,
          ...(opts.rounds === undefined ? {} : { rounds: opts.rounds }),
        }),
      );
      const complete = opts.tables % 2 === 1 && (opts.rounds ?? opts.tables) === opts.tables;
      await emit(m, complete ? 'mitchell' : undefined, `(Mitchell, ${opts.tables} tables)`, opts.output, deps);
    });

  movement
    .command('howell')
    .description('the complete 4-table Howell: 8 pairs, 7 rounds, 7 sets, pair 8 stationary at table 1 North (other table counts: give a movement file)')
    .requiredOption('--tables <n>', 'number of tables: 4 (the only complete Howell built in; none exists for 2 or 3)', parseWholeNumber)
    .option('--boards-per-round <n>', 'boards in each set', parseWholeNumber, 4)
    .option('-o, --output <file>', 'write the CSV to this file (atomically) instead of standard output')
    .action(async (opts: HowellCliOptions) => {
      const m = generate(() => howell({ tables: opts.tables, boardsPerRound: opts.boardsPerRound }));
      await emit(m, 'howell', `(Howell, ${opts.tables} tables)`, opts.output, deps);
    });

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

  // Sub-commands of a sub-command do not get the caller's exit override; give it to them so that usage errors
  // reach the program's error handling (exit code 2) instead of ending the process.
  for (const sub of movement.commands) sub.exitOverride();
}

function generate(make: () => Movement): Movement {
  try {
    return make();
  } catch (e) {
    if (e instanceof RangeError) throw new UsageError(e.message);
    throw e;
  }
}

async function emit(m: Movement, complete: 'mitchell' | 'howell' | undefined, label: string, output: string | undefined, deps: CliDeps): Promise<void> {
  const problems = checkMovement(m, { ...(complete === undefined ? {} : { complete }), meetOnce: true, file: label });
  if (problems.length > 0) {
    throw new Error(`the generated movement fails its own check:\n${problems.map(formatDiagnostic).join('\n')}`);
  }
  const csv = writeMovementCsv(m);
  if (output === undefined) deps.stdout(csv);
  else await deps.writeFilesAtomic([{ path: output, content: csv }]);
}
