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
import { colours } from '../colours.js';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { checkMovement } from '../../movement/check-movement.js';
import type { GeneratedMovement } from '../../movement/generated.js';
import { generateHowell, howellMaxRounds } from '../../movement/howell.js';
import { generateMitchell } from '../../movement/mitchell.js';
import { readMovementCsv } from '../../parse/csv/movement.js';
import { suggestionsCsv, suggestionsJson, suggestionsTable } from '../../output/table/movement-suggest.js';
import { SUGGEST_DEFAULT_BOARDS, suggestMovements } from '../../movement/suggest.js';
import { writeMovementCsv } from '../../output/csv/movement.js';
import { LANGUAGE_LIST, LANGUAGES, localeFor, parseLang } from '../../i18n/index.js';
import { renderMovementCards } from '../../output/html/movement-cards.js';
import { decodeText } from '../../parse/decode.js';
import { formatDiagnostic } from '../../base/diagnostics.js';
import type { CliDeps } from '../deps.js';
import { UsageError } from '../deps.js';
import { reportOrThrow } from '../report.js';

interface SizeCliOptions {
  tables?: number;
  pairs?: number;
  halfTable: boolean;
}

interface OutputCliOptions {
  format: 'csv' | 'html';
  output?: string;
  title?: string;
  lang: string;
}

interface MitchellCliOptions extends SizeCliOptions, OutputCliOptions {
  rounds?: number;
  boardsPerRound: number;
  relay: boolean;
  arrowSwitch: boolean;
}

interface HowellCliOptions extends SizeCliOptions, OutputCliOptions {
  rounds?: number;
  boardsPerRound: number;
  stationaryNorth: boolean;
}

interface SuggestCliOptions {
  pairs: number;
  boards: number;
  format: 'table' | 'csv' | 'json';
  output?: string;
  lang: string;
}

interface CheckCliOptions {
  complete?: 'mitchell' | 'howell';
}

export function parseWholeNumber(value: string): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1) throw new InvalidArgumentError(`"${value}" is not a whole number ≥ 1.`);
  return Number(value);
}


/** Tables and half table from exactly one of --tables and --pairs (an odd number of pairs leaves a half table). */
export function resolveSize(opts: SizeCliOptions, what: string, minPairs: number): { tables: number; halfTable: boolean } {
  if (opts.tables !== undefined && opts.pairs !== undefined) throw new UsageError(`--tables ${opts.tables} and --pairs ${opts.pairs} both given (expected one of them)`);
  if (opts.pairs !== undefined) {
    const { pairs } = opts;
    if (pairs < minPairs) throw new UsageError(`--pairs ${pairs}: ${what} needs at least ${minPairs} pairs (3 tables, one of them a half table)`);
    if (opts.halfTable && pairs % 2 === 0) {
      throw new UsageError(`--half-table contradicts --pairs ${pairs}: ${pairs} pairs fill ${pairs / 2} tables (an odd number of pairs leaves a half table by itself)`);
    }
    return { tables: Math.ceil(pairs / 2), halfTable: pairs % 2 === 1 };
  }
  if (opts.tables === undefined) throw new UsageError('no size given (expected the number of tables, --tables, or of pairs, --pairs)');
  return { tables: opts.tables, halfTable: opts.halfTable };
}

function sizeOptions(c: Command): Command {
  return c
    .option('--tables <n>', 'number of tables (or give --pairs)', parseWholeNumber)
    .option('--pairs <n>', 'number of pairs: fills ⌈n/2⌉ tables, an odd number with a half table (or give --tables)', parseWholeNumber)
    .option('--half-table', 'with --tables: one pair fewer, its opponents sit out each round (written as pair 0)', false);
}

function outputOptions(c: Command): Command {
  return c
    .addOption(new Option('-f, --format <format>', 'csv: the movement file that --movement reads; html: table cards and guide cards to print (A4)').choices(['csv', 'html']).default('csv'))
    .option('-o, --output <file>', 'write to this file (atomically) instead of standard output')
    .option('--title <text>', 'html: the event named on every card')
    .addOption(langOption('html: the language of every word of the cards'));
}

/** As `pairs --lang`: the cards (html) and the table of `suggest` follow it; CSV and JSON do not. */
function langOption(what: string): Option {
  return new Option('--lang <code>', `${what}: ${LANGUAGE_LIST} (CSV, JSON and messages stay as they are)`).choices(LANGUAGES).default('en');
}

export function registerMovementCommand(program: Command, deps: CliDeps): void {
  const movement = program
    .command('movement')
    .description('generate a movement (CSV, or cards to print), list the movements for a number of pairs, or check a movement file');

  const mitchell = sizeOptions(
    movement
      .command('mitchell')
      .description(
        'a Mitchell (two winners): NS pair t stays at table t, EW pairs (numbered tables+1 …) move up one table a round, boards move down one; ' +
          'with an even number of tables the EW pairs skip a table after round tables/2, or with --relay tables 1 and T share and a bye stand holds a set, ' +
          'so that all T rounds are played; --arrow-switch makes one winner',
      ),
  )
    .option('--rounds <n>', 'number of rounds (default and maximum: the number of tables when odd or with --relay, a complete Mitchell; one fewer for the skip)', parseWholeNumber)
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
    .option('--boards-per-round <n>', 'boards in each set (the 3-table Howell shares one set between all three tables in round 1: at least 3)', parseWholeNumber, 4)
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

  movement
    .command('suggest')
    .description(
      'the movements that fit N pairs and about B boards (rounds × boards per round), with their balance: "compared" is the fewest and the most boards ' +
        'on which two pairs of the same field play the same board in the same direction, so that one result is matchpointed against the other',
    )
    .requiredOption('--pairs <n>', 'number of pairs (5 to 100)', parseWholeNumber)
    .option('--boards <n>', 'about this many boards for each pair', parseWholeNumber, SUGGEST_DEFAULT_BOARDS)
    .addOption(new Option('-f, --format <format>', 'table for people; csv and json for programs').choices(['table', 'csv', 'json']).default('table'))
    .option('-o, --output <file>', 'write to this file (atomically) instead of standard output')
    .addOption(langOption("the language of the table's heading and column headings (the movements' names and notes stay English)"))
    .action(async (opts: SuggestCliOptions) => {
      const list = generate(() => suggestMovements({ pairs: opts.pairs, boards: opts.boards }));
      const text =
        opts.format === 'csv'
          ? suggestionsCsv(list)
          : opts.format === 'json'
            ? suggestionsJson(list, opts.pairs, opts.boards)
            : suggestionsTable(list, opts.pairs, opts.boards, await colours(deps.color && opts.output === undefined), localeFor(parseLang(opts.lang)).t.suggest);
      await write(text, opts.output, deps);
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

function generate<T>(make: () => T): T {
  try {
    return make();
  } catch (e) {
    if (e instanceof RangeError) throw new UsageError(e.message);
    throw e;
  }
}

async function emit(g: GeneratedMovement, label: string, opts: OutputCliOptions, deps: CliDeps): Promise<void> {
  const complete = g.info.complete ? g.info.kind : undefined;
  const problems = checkMovement(g.movement, { ...(complete === undefined ? {} : { complete }), meetOnce: true, file: label });
  if (problems.length > 0) {
    throw new Error(`the generated movement fails its own check:\n${problems.map(formatDiagnostic).join('\n')}`);
  }
  const text =
    opts.format === 'html'
      ? renderMovementCards(g, localeFor(parseLang(opts.lang)), opts.title === undefined ? {} : { title: opts.title })
      : writeMovementCsv(g.movement);
  await write(text, opts.output, deps);
}

async function write(text: string, output: string | undefined, deps: CliDeps): Promise<void> {
  if (output === undefined) deps.stdout(text);
  else await deps.writeFilesAtomic([{ path: output, content: text }]);
}
