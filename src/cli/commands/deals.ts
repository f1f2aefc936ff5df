/**
 * `bridgescore deals`: hand records made and completed by the program itself.
 * - `deals solve FILE.pbn [-o OUT.pbn] [--jobs N]`: the double-dummy table and par added to every board with
 *   a deal (src/pipeline/deals-solve.ts), every other byte kept;
 * - `deals generate --boards 1-32 [--seed S] [--format pbn|dup] -o hands.pbn`: random deals
 *   (src/pipeline/deals-generate.ts), reproducible with a seed, which the file records;
 * - `deals print hands.pbn --format html [--lang L]`: a printable hand record (src/pipeline/deals-print.ts).
 * Errors in a file name it and the line (exit 1); bad usage is exit 2. A progress bar is drawn on standard
 * error while solving, on a terminal only.
 *
 * @example
 * bridgescore deals generate --boards 1-32 --seed club-2026-03-02 -o hands.pbn && bridgescore deals solve hands.pbn -o hands.pbn
 */
import { InvalidArgumentError, Option, type Command } from 'commander';
import { InputError } from '../../base/diagnostics.js';
import { localeFor, LANGUAGE_LIST, LANGUAGES, type Lang } from '../../i18n/index.js';
import { generateDeals, parseBoardList } from '../../pipeline/deals-generate.js';
import { solvePbnFile } from '../../pipeline/deals-solve.js';
import { printHandRecord } from '../../pipeline/deals-print.js';
import { generatedPbn } from '../../output/dealing/pbn.js';
import { dupFile } from '../../output/dealing/dup.js';
import { progressBar, solverFor } from './deals-solver.js';
import { printDiagnostics } from '../report.js';
import { type CliDeps } from '../deps.js';
import { UsageError } from '../../base/diagnostics.js';
import { VERSION } from '../program.js';
import { cryptoSource, SEED_METHOD, seededSource } from './deals-random.js';

function whole(min: number, max: number): (value: string) => number {
  return (value) => {
    if (!/^\d+$/.test(value.trim()) || Number(value) < min || Number(value) > max)
      throw new InvalidArgumentError(`expected a whole number ${min}–${max}, got "${value}"`);
    return Number(value);
  };
}

function boardList(value: string): number[] {
  const r = parseBoardList(value);
  if (!r.ok) throw new InvalidArgumentError(`${r.expected}, got "${value}"`);
  return r.value;
}

function shown(path: string): string {
  return path === '-' ? '<stdin>' : path;
}

interface SolveOptions {
  output?: string;
  jobs: number;
}

interface GenerateOptions {
  boards: number[];
  seed?: string;
  format: 'pbn' | 'dup' | 'bri' | 'dge';
  output?: string;
}

interface PrintOptions {
  format: 'html';
  lang: Lang;
  title?: string;
  perPage: number;
  output?: string;
  jobs: number;
}

async function write(deps: CliDeps, path: string | undefined, content: string | Uint8Array): Promise<void> {
  if (path === undefined || path === '-') deps.stdout(content);
  else await deps.writeFilesAtomic([{ path, content }]);
}

export function registerDealsCommand(program: Command, deps: CliDeps): void {
  const deals = program.command('deals').description('hand records: solve double dummy, generate random deals, print hand-record sheets');

  deals
    .command('solve')
    .description(
      'add the double-dummy table and par (DoubleDummyTricks, OptimumScore, ParContract, OptimumResultTable) to every board with a deal, keeping every other byte',
    )
    .argument('<file>', 'a PBN file (a hand record, or results with deals)')
    .option('-o, --output <file>', 'write to this file (it may be the input) instead of standard output')
    .addOption(new Option('--jobs <n>', 'deals solved at once, on worker threads').argParser(whole(1, 64)).default(1))
    .action(async (file: string, opts: SolveOptions) => {
      const bar = progressBar(deps, 'boards solved');
      const r = await solvePbnFile(await deps.readBytes(file), shown(file), solverFor(opts.jobs), bar.update);
      bar.end();
      if (!r.bytes) throw new InputError(r.diagnostics);
      printDiagnostics(deps, r.diagnostics);
      await write(deps, opts.output, r.bytes);
    });

  deals
    .command('generate')
    .description('deal random boards (uniform, from the cryptographic source, or reproducible from --seed), dealer and vulnerability by the board number')
    .requiredOption('--boards <list>', 'board numbers, e.g. 1-32 or 1-16,33-48', boardList)
    .option('--seed <text>', 'derive the deals from this text: the same seed gives the same deals on every machine (recorded in the file)')
    .addOption(new Option('-f, --format <format>', 'pbn, or dup (Duplimate dealing machines)').choices(['pbn', 'dup', 'bri', 'dge']).default('pbn'))
    .option('-o, --output <file>', 'write to this file instead of standard output')
    .action(async (opts: GenerateOptions) => {
      if (opts.format === 'bri' || opts.format === 'dge') {
        throw new UsageError(
          `--format ${opts.format}: the layout of a stand-alone .${opts.format.toUpperCase()} file is not published well enough to write one safely; --format dup writes the same ${opts.format === 'bri' ? 'BRI' : 'DGE'} part inside each 156-byte DUP record`,
        );
      }
      const source = opts.seed === undefined ? cryptoSource() : seededSource(opts.seed);
      const boards = generateDeals(opts.boards, source);
      if (opts.format === 'dup') {
        const first = opts.boards[0] ?? 1;
        if (opts.boards.some((b, i) => b !== first + i))
          throw new UsageError('--format dup needs consecutive boards (e.g. --boards 1-32): a dealing machine counts them from the lowest');
        await write(deps, opts.output, dupFile(boards));
        return;
      }
      const info = { generator: `bridgescore ${VERSION}`, ...(opts.seed === undefined ? {} : { seed: opts.seed, method: SEED_METHOD }) };
      await write(deps, opts.output, generatedPbn(boards, info));
    });

  deals
    .command('print')
    .description('a printable hand record: diagrams, makeable contracts, double-dummy tables and par, several boards to an A4 page')
    .argument('<file>', 'a PBN hand record (boards without a table are solved)')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['html']).default('html'))
    .addOption(new Option('--lang <code>', `the language of the sheet: ${LANGUAGE_LIST}`).choices(LANGUAGES).default('en'))
    .option('--title <text>', 'the title of the sheet')
    .addOption(new Option('--per-page <n>', 'boards to a printed page').argParser(whole(1, 32)).default(6))
    .option('-o, --output <file>', 'write to this file instead of standard output')
    .addOption(new Option('--jobs <n>', 'deals solved at once, on worker threads').argParser(whole(1, 64)).default(1))
    .action(async (file: string, opts: PrintOptions) => {
      const bar = progressBar(deps, 'boards solved');
      const r = await printHandRecord(
        await deps.readBytes(file),
        shown(file),
        solverFor(opts.jobs),
        {
          loc: localeFor(opts.lang),
          perPage: opts.perPage,
          ...(opts.title === undefined ? {} : { title: opts.title }),
        },
        bar.update,
      );
      bar.end();
      if (r.html === undefined) throw new InputError(r.diagnostics);
      printDiagnostics(deps, r.diagnostics);
      await write(deps, opts.output, r.html);
    });
}
