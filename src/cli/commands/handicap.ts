/**
 * `bridgescore handicap …`: the federation's national handicap register (NBF 3.15, handicap.md) kept in an
 * embedded SQLite file — import scored events, load the member list, run the monthly official calculation
 * and the running HC, export the register and explain one player's HC.
 *
 * @example
 * bridgescore handicap import --db handicap.sqlite events/*.json
 * bridgescore handicap run --db handicap.sqlite --as-of 2026-12-01
 */
import { Command, InvalidArgumentError, Option } from 'commander';
import { decodeText } from '../../parse/decode.js';
import { InputError, type Diagnostic } from '../../parse/diagnostics.js';
import { isIsoDate } from '../../handicap/dates.js';
import { parseEventJson } from '../../handicap/event-json.js';
import { DEFAULT_B0, DEFAULT_C, START_HC, modelConstants, numberToRational, toCenti } from '../../handicap/model.js';
import { readRegisterRows } from '../../handicap/register-csv.js';
import { renderExplanation, renderExport } from '../../handicap/register-writer.js';
import {
  DEFAULT_BUSY_TIMEOUT_MS,
  EventImportSession,
  explainPlayer,
  exportHandicaps,
  importRegister,
  openHandicapDb,
  runCalculation,
  translateDbError,
  withHandicapDb,
  type CalcProgress,
  type CalcReport,
  type EventImportOutcome,
} from '../../io/handicap-db.js';
import type { CliDeps } from '../deps.js';
import { printDiagnostics } from '../report.js';

const DEFAULT_DB = 'handicap.sqlite';
const MAX_LISTED_IDS = 20;

interface DbOptions {
  db: string;
  busyTimeout: number;
}

export function registerHandicapCommand(program: Command, deps: CliDeps): void {
  const handicap = program
    .command('handicap')
    .description(
      'National handicap (NBF 3.15): keep the federation\'s HC register in a SQLite file, import scored events, ' +
        'run the monthly official calculation and the running HC, export and explain HCs',
    );

  withDbOptions(
    handicap
      .command('import')
      .description(
        'store scored events (the JSON of "bridgescore pairs --format json"); the same event twice changes nothing, ' +
          'a changed one (a correction within 48 hours of its first import, NBF 1.10.4) replaces the old',
      )
      .argument('<events...>', 'event JSON files')
      .option('--late-correction', 'accept a changed event after the 48-hour correction period (NBF 1.10.4)', false)
      .addOption(new Option('--now <time>', 'the time of this import, ISO 8601 (default: the clock); for re-running a past night').argParser(parseTime)),
  ).action(async (files: string[], o: DbOptions & ImportOptions) => importEventsAction(files, o, deps));

  withDbOptions(
    handicap
      .command('run')
      .description('the monthly official calculation (replay of the two-month window from the previous official HC) and the running HC')
      .addOption(new Option('--as-of <date>', 'calculate as of this date, YYYY-MM-DD: the official HC of its month and the running HC (default: today)').argParser(parseDate))
      .addOption(new Option('--c <points>', 'expected-result percentage points per HC unit').default(DEFAULT_C).argParser(parsePositive))
      .addOption(new Option('--b0 <boards>', 'boards for half the way to the HC a result deserves').default(DEFAULT_B0).argParser(parsePositive))
      .addOption(new Option('--default-hc <hc>', 'HC of a contestant none of whose players has one').default(START_HC).argParser(parseHc)),
  ).action((o: DbOptions & { asOf?: string; c: number; b0: number; defaultHc: number }) => runAction(o, deps));

  withDbOptions(
    handicap
      .command('export')
      .description('every player\'s HC, sorted by id')
      .addOption(new Option('--official', 'the latest official HC (default)').conflicts('running'))
      .addOption(new Option('--running', 'the running (unofficial) HC of the last run').conflicts('official'))
      .addOption(new Option('--format <format>', 'output format').choices(['csv', 'json']).default('csv'))
      .addOption(new Option('-o, --output <file>', 'write to this file (atomically) instead of standard output')),
  ).action(async (o: DbOptions & { official?: boolean; running?: boolean; format: 'csv' | 'json'; output?: string }) => {
    const kind = o.running ? 'running' : 'official';
    const text = withHandicapDb(o.db, { mode: 'read', busyTimeoutMs: o.busyTimeout }, (reg) => renderExport(exportHandicaps(reg.db, kind, o.db), o.format));
    if (o.output === undefined) deps.stdout(text);
    else await deps.writeFilesAtomic([{ path: o.output, content: text }]);
  });

  withDbOptions(
    handicap
      .command('explain')
      .description('every event that moved a player\'s HC, with H, H̄, E, R, boards and Δ')
      .argument('<player>', 'the player\'s member id')
      .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text')),
  ).action((player: string, o: DbOptions & { format: 'text' | 'json' }) => {
    const text = withHandicapDb(o.db, { mode: 'read', busyTimeoutMs: o.busyTimeout }, (reg) => renderExplanation(explainPlayer(reg.db, player, o.db), o.format));
    deps.stdout(text);
  });

  const register = handicap.command('register').description('the federation\'s member list');
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
    const r = withHandicapDb(o.db, { mode: 'write', busyTimeoutMs: o.busyTimeout }, (reg) => importRegister(reg.db, rows));
    deps.stdout(`register: ${rows.length} players in ${file}: ${r.added} added, ${r.updated} updated, ${r.unchanged} unchanged\n`);
  });

  // Nested commands do not inherit an exit override set on the program after they were created: set it
  // here so that errors always reach the caller as CommanderError instead of ending the process.
  for (const c of [handicap, ...handicap.commands, ...register.commands]) c.exitOverride();
}

function withDbOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('--db <file>', 'the handicap register (SQLite; the import commands create it on first use)').default(DEFAULT_DB))
    .addOption(new Option('--busy-timeout <ms>', 'wait this long for another program\'s lock on the database').default(DEFAULT_BUSY_TIMEOUT_MS).argParser(parseMs));
}

interface ImportOptions {
  lateCorrection: boolean;
  now?: string;
}

function parseTime(text: string): string {
  const t = Date.parse(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(t)) throw new InvalidArgumentError(`"${text}" is not a time (expected ISO 8601, e.g. 2026-11-30T02:30:00Z)`);
  return new Date(t).toISOString();
}

async function importEventsAction(files: readonly string[], o: DbOptions & ImportOptions, deps: CliDeps): Promise<void> {
  const reg = openHandicapDb(o.db, { mode: 'write', busyTimeoutMs: o.busyTimeout });
  let session: EventImportSession | undefined;
  const diagnostics: Diagnostic[] = [];
  const outcomes: EventImportOutcome[] = [];
  const progress = progressBar(deps);
  try {
    session = new EventImportSession(reg.db, { now: o.now ?? new Date().toISOString(), allowLate: o.lateCorrection });
    let failed = false;
    for (const [i, file] of files.entries()) {
      const { text } = decodeText(await deps.readBytes(file));
      const parsed = parseEventJson(text, file);
      for (const x of parsed.diagnostics) diagnostics.push(x);
      if (parsed.value === undefined || parsed.diagnostics.some((d) => d.severity === 'error')) failed = true;
      // After the first bad file the transaction will be rolled back: keep reading only to report all errors.
      else if (!failed) {
        const outcome = session.add(parsed.value, file);
        outcomes.push(outcome);
        if (outcome.status === 'refused') {
          failed = true;
          diagnostics.push({
            severity: 'error',
            code: 'correction-period',
            file,
            message: `event ${outcome.id} was first imported at ${outcome.firstImportedAt}, more than 48 hours ago: the correction period is over (NBF 1.10.4; --late-correction accepts it)`,
          });
        }
        for (const id of outcome.unknownIds) {
          diagnostics.push({
            severity: 'warning',
            code: 'unknown-player',
            file,
            message: `player id "${id}" is not in the register (treated as having no HC: the partner's HC is used, or ${START_HC})`,
          });
        }
      }
      progress({ phase: 'import', done: i + 1, total: files.length });
    }
    if (failed) {
      session.rollback();
      reg.close({ failed: true });
      throw new InputError(diagnostics);
    }
    session.commit();
    reg.close();
  } catch (e) {
    session?.rollback();
    reg.close({ failed: true });
    throw translateDbError(o.db, e);
  }
  printDiagnostics(deps, diagnostics);
  const count = (s: EventImportOutcome['status']) => outcomes.filter((x) => x.status === s).length;
  const lines = [`imported ${outcomes.length} events into ${o.db}: ${count('added')} added, ${count('replaced')} replaced, ${count('unchanged')} unchanged`];
  for (const x of outcomes) if (x.status === 'replaced') lines.push(`replaced ${x.id}: its content changed (a correction); the new version is kept`);
  const unknown = [...new Set(outcomes.flatMap((x) => x.unknownIds))].sort();
  if (unknown.length > 0) lines.push(`unknown player ids: ${unknown.length} (${listIds(unknown)})`);
  const withoutId = outcomes.reduce((n, x) => n + x.withoutId, 0);
  if (withoutId > 0) lines.push(`players without id: ${withoutId}`);
  deps.stdout(lines.join('\n') + '\n');
}

function runAction(o: DbOptions & { asOf?: string; c: number; b0: number; defaultHc: number }, deps: CliDeps): void {
  const asOf = o.asOf ?? today();
  const progress = progressBar(deps);
  const report = withHandicapDb(o.db, { mode: 'write', mustExist: true, busyTimeoutMs: o.busyTimeout }, (reg) =>
    runCalculation(reg.db, {
      asOf,
      k: modelConstants(o.c, o.b0),
      defaultHcCenti: toCenti(numberToRational(o.defaultHc)),
      onProgress: progress,
    }),
  );
  deps.stdout(renderCalcReport(report));
}

/** What a run did, in words; depends only on the database and the date, so the same inputs print the same. */
export function renderCalcReport(r: CalcReport): string {
  const lines: string[] = [];
  for (const s of r.official) {
    const from = s.baseDate === null ? 'the member list' : `the official HC of ${s.baseDate}`;
    const what = `${s.events} events, ${s.playersChanged} players changed`;
    lines.push(s.status === 'computed' ? `official HC ${s.date}: computed from ${from}: ${what}` : `official HC ${s.date}: kept (computed before from ${from}: ${what})`);
  }
  lines.push(`running HC ${r.running.asOf}: ${r.running.events} events after the official HC of ${r.running.officialDate}, ${r.running.playersChanged} players changed`);
  lines.push(`players in the register: ${r.players}`);
  lines.push(r.unknownIds.length === 0 ? 'unknown player ids: none' : `unknown player ids: ${r.unknownIds.length} (${listIds(r.unknownIds)})`);
  if (r.playersWithoutId > 0) lines.push(`players without id: ${r.playersWithoutId}`);
  return lines.join('\n') + '\n';
}

function listIds(ids: readonly string[]): string {
  return ids.length <= MAX_LISTED_IDS ? ids.join(', ') : `${ids.slice(0, MAX_LISTED_IDS).join(', ')}, … and ${ids.length - MAX_LISTED_IDS} more`;
}

/** A progress bar on stderr when it is a terminal; nothing otherwise (cron logs stay clean). */
function progressBar(deps: CliDeps): (p: CalcProgress) => void {
  if (!deps.stderrIsTTY) return () => undefined;
  let last = '';
  return (p) => {
    const width = 30;
    const filled = p.total === 0 ? width : Math.round((p.done / p.total) * width);
    const line = `\r${p.phase} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${p.done}/${p.total}`;
    if (line === last) return;
    last = line;
    deps.stderr(line + (p.done >= p.total ? '\n' : ''));
  };
}

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function parseDate(v: string): string {
  if (!isIsoDate(v)) throw new InvalidArgumentError(`"${v}" is not a date (expected YYYY-MM-DD, e.g. 2026-12-01)`);
  return v;
}

function parsePositive(v: string): number {
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n) || n <= 0) throw new InvalidArgumentError(`"${v}" is not a positive number`);
  return n;
}

function parseHc(v: string): number {
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n) || n > START_HC) throw new InvalidArgumentError(`"${v}" is not a handicap (expected a number up to ${START_HC})`);
  return n;
}

function parseMs(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError(`"${v}" is not a number of milliseconds`);
  return n;
}
