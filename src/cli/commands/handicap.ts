/**
 * `bridgescore handicap …`: the federation's national handicap register (NBF 3.15) kept in an
 * embedded SQLite file — import scored events, load the member list, run the monthly official calculation
 * and the running HC, export the register and explain one player's HC.
 *
 * @example
 * bridgescore handicap import --db handicap.sqlite events/*.json
 * bridgescore handicap run --db handicap.sqlite --as-of 2026-12-01
 */
import { importEventsAction, progressBar, type DbOptions, type ImportOptions } from './handicap-import.js';
import { Command, InvalidArgumentError, Option } from 'commander';
import { decodeText } from '../../parse/decode.js';
import { InputError } from '../../base/diagnostics.js';
import { addMonths, isIsoDate } from '../../base/dates.js';
import { UsageError } from '../../base/diagnostics.js';
import { DEFAULT_B0, DEFAULT_C, MIN_HC_CENTI, START_HC, modelConstants, numberToRational, toCenti } from '../../laws/handicap.js';
import { readRegisterRows } from '../../parse/csv/handicap-register.js';
import { renderExplanation, renderExport } from '../../output/csv/handicap-register.js';
import {
  DEFAULT_BUSY_TIMEOUT_MS,
  explainPlayer,
  exportHandicaps,
  importRegister,
  runCalculation,
  withHandicapDb,
  withWritableRegister,
} from '../../io/handicap-db.js';
import type { CliDeps } from '../deps.js';
import { printDiagnostics } from '../report.js';
import { PRETTY_HELP, prettyJson } from '../json-layout.js';
import { renderCalcReport } from '../../output/table/handicap-report.js';

const DEFAULT_DB = 'handicap.sqlite';

export function registerHandicapCommand(program: Command, deps: CliDeps): void {
  const handicap = program
    .command('handicap')
    .description(
      "National handicap (NBF 3.15): keep the federation's HC register in a SQLite file, import scored events, " +
        'run the monthly official calculation and the running HC, export and explain HCs',
    );
  addImportCommand(handicap, deps);
  addRunCommand(handicap, deps);
  addExportCommand(handicap, deps);
  addExplainCommand(handicap, deps);
  const register = addRegisterCommand(handicap, deps);

  // Nested commands do not inherit an exit override set on the program after they were created: set it
  // here so that errors always reach the caller as CommanderError instead of ending the process.
  for (const c of [handicap, ...handicap.commands, ...register.commands]) c.exitOverride();
}

/** `handicap import`: scored events into the register (NBF 1.10.4: a correction within 48 hours replaces the event). */
function addImportCommand(handicap: Command, deps: CliDeps): void {
  withDbOptions(
    handicap
      .command('import')
      .description(
        'store scored events (the JSON of "bridgescore pairs --format json"); the same event twice changes nothing, ' +
          'a changed one (a correction within 48 hours of its first import, NBF 1.10.4) replaces the old',
      )
      .argument('<events...>', 'event JSON files')
      .option('--late-correction', 'accept a changed event after the 48-hour correction period (NBF 1.10.4)', false)
      .option(
        '--skip-bad',
        'store the good files and refuse each bad one on its own (its errors on stderr, a line "refused: FILE" on stdout, exit 1); without it one bad file refuses them all and the register stays as it was',
      )
      .addOption(new Option('--now <time>', 'the time of this import, ISO 8601 (default: the clock); for re-running a past night').argParser(parseTime)),
  ).action(async (files: string[], o: DbOptions & ImportOptions) => importEventsAction(files, o, deps));
}

/** `handicap run`: the monthly official calculation and the running HC (NBF 3.15). */
function addRunCommand(handicap: Command, deps: CliDeps): void {
  withDbOptions(
    handicap
      .command('run')
      .description('the monthly official calculation (replay of the two-month window from the previous official HC) and the running HC')
      .addOption(
        new Option(
          '--as-of <date>',
          'calculate as of this date, YYYY-MM-DD, from 1900-01-01 to a year after today: the official HC of its month and the running HC (default: today)',
        ).argParser(parseDate),
      )
      .addOption(new Option('--c <points>', 'expected-result percentage points per HC unit (0.01–100)').default(DEFAULT_C).argParser(parsePositive(0.01, 100)))
      .addOption(
        new Option('--b0 <boards>', 'boards for half the way to the HC a result deserves (1–100000)').default(DEFAULT_B0).argParser(parsePositive(1, 100_000)),
      )
      .addOption(
        new Option('--hc-default <hc>', 'HC of a contestant none of whose players has one (as "pairs --hc-default")').default(START_HC).argParser(parseHc),
      )
      // The option's first name, kept for scripts that use it.
      .addOption(new Option('--default-hc <hc>').argParser(parseHc).hideHelp()),
  ).action((o: DbOptions & { asOf?: string; c: number; b0: number; hcDefault: number; defaultHc?: number }) =>
    runAction({ ...o, hcDefault: o.defaultHc ?? o.hcDefault }, deps),
  );
}

/** `handicap export`: every player's HC, sorted by id. */
function addExportCommand(handicap: Command, deps: CliDeps): void {
  withDbOptions(
    handicap
      .command('export')
      .description("every player's HC, sorted by id")
      .addOption(new Option('--official', 'the latest official HC (default)').conflicts('running'))
      .addOption(new Option('--running', 'the running (unofficial) HC of the last run').conflicts('official'))
      .addOption(new Option('-f, --format <format>', 'output format').choices(['csv', 'json']).default('csv'))
      .addOption(new Option('-o, --output <file>', 'write to this file (atomically) instead of standard output'))
      .option('--pretty', PRETTY_HELP),
  ).action(async (o: DbOptions & { official?: boolean; running?: boolean; format: 'csv' | 'json'; output?: string; pretty?: boolean }) => {
    const kind = o.running ? 'running' : 'official';
    const text = withHandicapDb(o.db, { mode: 'read', busyTimeoutMs: o.busyTimeout }, (reg) =>
      renderExport(exportHandicaps(reg.db, kind, o.db), o.format, prettyJson(deps, o.pretty, o.output)),
    );
    if (o.output === undefined) deps.stdout(text);
    else await deps.writeFilesAtomic([{ path: o.output, content: text }]);
  });
}

/** `handicap explain`: every event that moved a player's HC. */
function addExplainCommand(handicap: Command, deps: CliDeps): void {
  withDbOptions(
    handicap
      .command('explain')
      .description("every event that moved a player's HC, with H, H̄, E, R, boards and Δ")
      .argument('<player>', "the player's member id")
      // "text" is the format's first name, kept for scripts that use it.
      .addOption(new Option('-f, --format <format>', 'output format (table|json)').choices(['table', 'json', 'text']).default('table'))
      .addOption(new Option('-o, --output <file>', 'write to this file (atomically) instead of standard output'))
      .option('--pretty', PRETTY_HELP),
  ).action(async (player: string, o: DbOptions & { format: 'table' | 'text' | 'json'; output?: string; pretty?: boolean }) => {
    const format = o.format === 'json' ? 'json' : 'table';
    const text = withHandicapDb(o.db, { mode: 'read', busyTimeoutMs: o.busyTimeout }, (reg) =>
      renderExplanation(explainPlayer(reg.db, player, o.db), format, prettyJson(deps, o.pretty, o.output)),
    );
    if (o.output === undefined) deps.stdout(text);
    else await deps.writeFilesAtomic([{ path: o.output, content: text }]);
  });
}

/** `handicap register import`: the federation's member list loaded or refreshed. */
function addRegisterCommand(handicap: Command, deps: CliDeps): Command {
  const register = handicap.command('register').description("the federation's member list");
  withDbOptions(
    register
      .command('import')
      .description('load or refresh players from the member list (CSV with columns id, name, hc; an empty hc is a new player at 52)')
      .argument('<file>', 'member list CSV'),
  ).action(async (file: string, o: DbOptions) => {
    const { text } = decodeText(await deps.readBytes(file));
    const { rows, diagnostics } = readRegisterRows(text, file);
    if (diagnostics.some((d) => d.severity === 'error')) throw new InputError(diagnostics);
    printDiagnostics(deps, diagnostics);
    const r = await withWritableRegister(o.db, { busyTimeoutMs: o.busyTimeout }, (reg) => importRegister(reg.db, rows));
    deps.stdout(`register: ${rows.length} players in ${file}: ${r.added} added, ${r.updated} updated, ${r.unchanged} unchanged\n`);
  });
  return register;
}

function withDbOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('--db <file>', 'the handicap register (SQLite; the import commands create it on first use)').default(DEFAULT_DB))
    .addOption(
      new Option('--busy-timeout <ms>', "wait this long for another program's lock on the database").default(DEFAULT_BUSY_TIMEOUT_MS).argParser(parseMs),
    );
}

function parseTime(text: string): string {
  const t = Date.parse(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || !isIsoDate(text.slice(0, 10)) || Number.isNaN(t)) {
    throw new InvalidArgumentError(`"${text}" is not a time (expected ISO 8601 on a day that exists, e.g. 2026-11-30T02:30:00Z)`);
  }
  return new Date(t).toISOString();
}

async function runAction(o: DbOptions & { asOf?: string; c: number; b0: number; hcDefault: number }, deps: CliDeps): Promise<void> {
  const asOf = o.asOf ?? today();
  // The walk from the newest official HC computes one for every second month up to --as-of: a date far ahead
  // (9999-12-01), or an official HC far back (a run --as-of 0001-03-01), would be tens of thousands of empty
  // months. At most a year ahead of today, and none before EARLIEST_AS_OF (at most ~770 official HCs a run).
  const latest = addMonths(today(), MAX_MONTHS_AHEAD);
  if (asOf > latest) throw new UsageError(`--as-of ${asOf}: more than ${MAX_MONTHS_AHEAD} months after today (expected a date up to ${latest})`);
  if (asOf < EARLIEST_AS_OF) throw new UsageError(`--as-of ${asOf}: before ${EARLIEST_AS_OF} (expected a date from ${EARLIEST_AS_OF} up to ${latest})`);
  const progress = progressBar(deps);
  const report = await withWritableRegister(o.db, { mustExist: true, busyTimeoutMs: o.busyTimeout }, (reg) =>
    runCalculation(reg.db, {
      asOf,
      k: modelConstants(o.c, o.b0),
      defaultHcCenti: toCenti(numberToRational(o.hcDefault)),
      onProgress: progress,
    }),
  );
  deps.stdout(renderCalcReport(report));
}

/** How far ahead of today `handicap run --as-of` may be. */
const MAX_MONTHS_AHEAD = 12;
/** The earliest `handicap run --as-of`. */
const EARLIEST_AS_OF = '1900-01-01';

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function parseDate(v: string): string {
  if (!isIsoDate(v)) throw new InvalidArgumentError(`"${v}" is not a date (expected YYYY-MM-DD on a day that exists, e.g. 2026-12-01)`);
  return v;
}

function parsePositive(min: number, max: number): (v: string) => number {
  return (v) => {
    const n = Number(v);
    if (v.trim() === '' || !Number.isFinite(n) || n < min || n > max) throw new InvalidArgumentError(`"${v}" is not a number from ${min} to ${max}`);
    return n;
  };
}

function parseHc(v: string): number {
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n) || n > START_HC || n * 100 < MIN_HC_CENTI) {
    throw new InvalidArgumentError(`"${v}" is not a handicap (expected a number from ${MIN_HC_CENTI / 100} to ${START_HC})`);
  }
  return n;
}

function parseMs(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError(`"${v}" is not a number of milliseconds`);
  return n;
}
