/**
 * What the `movement` sub-commands share: the size options (--tables or --pairs), the output options, the
 * language option, and writing a generated movement after checking it against itself.
 */
import { InvalidArgumentError, Option, type Command } from 'commander';
import { checkMovement } from '../../../movement/check-movement.js';
import type { GeneratedMovement } from '../../../movement/generated.js';
import { writeMovementCsv } from '../../../output/csv/movement.js';
import { LANGUAGE_LIST, LANGUAGES, localeFor, parseLang } from '../../../i18n/index.js';
import { renderMovementCards } from '../../../output/html/movement-cards.js';
import { formatDiagnostic } from '../../../base/diagnostics.js';
import type { CliDeps } from '../../deps.js';
import { UsageError } from '../../../base/diagnostics.js';

export interface SizeCliOptions {
  tables?: number;
  pairs?: number;
  halfTable: boolean;
}

export interface OutputCliOptions {
  format: 'csv' | 'html';
  output?: string;
  title?: string;
  lang: string;
}

export interface MitchellCliOptions extends SizeCliOptions, OutputCliOptions {
  rounds?: number;
  boardsPerRound: number;
  relay: boolean;
  arrowSwitch: boolean;
}

export interface HowellCliOptions extends SizeCliOptions, OutputCliOptions {
  rounds?: number;
  boardsPerRound: number;
  stationaryNorth: boolean;
}

export interface SuggestCliOptions {
  pairs: number;
  boards: number;
  format: 'table' | 'csv' | 'json';
  output?: string;
  lang: string;
  pretty?: boolean;
}

export interface CheckCliOptions {
  complete?: 'mitchell' | 'howell';
}

export function parseWholeNumber(value: string): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1) throw new InvalidArgumentError(`"${value}" is not a whole number ≥ 1.`);
  return Number(value);
}

/** Tables and half table from exactly one of --tables and --pairs (an odd number of pairs leaves a half table). */
export function resolveSize(opts: SizeCliOptions, what: string, minPairs: number): { tables: number; halfTable: boolean } {
  if (opts.tables !== undefined && opts.pairs !== undefined)
    throw new UsageError(`--tables ${opts.tables} and --pairs ${opts.pairs} both given (expected one of them)`);
  if (opts.pairs !== undefined) {
    const { pairs } = opts;
    if (pairs < minPairs) throw new UsageError(`--pairs ${pairs}: ${what} needs at least ${minPairs} pairs (3 tables, one of them a half table)`);
    if (opts.halfTable && pairs % 2 === 0) {
      throw new UsageError(
        `--half-table contradicts --pairs ${pairs}: ${pairs} pairs fill ${pairs / 2} tables (an odd number of pairs leaves a half table by itself)`,
      );
    }
    return { tables: Math.ceil(pairs / 2), halfTable: pairs % 2 === 1 };
  }
  if (opts.tables === undefined) throw new UsageError('no size given (expected the number of tables, --tables, or of pairs, --pairs)');
  return { tables: opts.tables, halfTable: opts.halfTable };
}

export function sizeOptions(c: Command): Command {
  return c
    .option('--tables <n>', 'number of tables (or give --pairs)', parseWholeNumber)
    .option('--pairs <n>', 'number of pairs: fills ⌈n/2⌉ tables, an odd number with a half table (or give --tables)', parseWholeNumber)
    .option('--half-table', 'with --tables: one pair fewer, its opponents sit out each round (written as pair 0)', false);
}

export function outputOptions(c: Command): Command {
  return c
    .addOption(
      new Option('-f, --format <format>', 'csv: the movement file that --movement reads; html: table cards and guide cards to print (A4)')
        .choices(['csv', 'html'])
        .default('csv'),
    )
    .option('-o, --output <file>', 'write to this file (atomically) instead of standard output')
    .option('--title <text>', 'html: the event named on every card')
    .addOption(langOption('html: the language of every word of the cards'));
}

/** As `pairs --lang`: the cards (html) and the table of `suggest` follow it; CSV and JSON do not. */
export function langOption(what: string): Option {
  return new Option('--lang <code>', `${what}: ${LANGUAGE_LIST} (CSV, JSON and messages stay as they are)`).choices(LANGUAGES).default('en');
}

export function generate<T>(make: () => T): T {
  try {
    return make();
  } catch (e) {
    if (e instanceof RangeError) throw new UsageError(e.message);
    throw e;
  }
}

export async function emit(g: GeneratedMovement, label: string, opts: OutputCliOptions, deps: CliDeps): Promise<void> {
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

export async function write(text: string, output: string | undefined, deps: CliDeps): Promise<void> {
  if (output === undefined) deps.stdout(text);
  else await deps.writeFilesAtomic([{ path: output, content: text }]);
}
