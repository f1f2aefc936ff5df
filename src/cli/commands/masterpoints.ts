/**
 * `bridgescore masterpoints SESSION.json…`: the masterpoint report per player over a period, from the JSON
 * that `pairs --masterpoints SCALE -f json` writes for each session (number, name, points, events), for the
 * federation. A player without a member number is named apart, not reported.
 *
 * @example
 * bridgescore masterpoints sessions/*.json --from 2026-09-01 --to 2026-10-31 -f csv
 */
import { Option, type Command } from 'commander';
import { InputError, UsageError } from '../../base/diagnostics.js';
import { isCalendarDate } from '../../base/calendar.js';
import { masterpointReport } from '../../pipeline/masterpoint-report.js';
import { renderReportCsv, renderReportJson, renderReportTable } from '../../output/csv/masterpoint-report.js';
import type { CliDeps } from '../deps.js';
import { writeOutput } from '../deps.js';
import { PRETTY_HELP, prettyJson } from '../json-layout.js';
import { readPublishedJson } from './diff.js';

interface MasterpointsCliOptions {
  format: 'table' | 'csv' | 'json';
  output?: string;
  from?: string;
  to?: string;
  pretty?: boolean;
}

function checkDate(name: string, v: string | undefined): void {
  if (v !== undefined && !isCalendarDate(v)) throw new UsageError(`--${name}: "${v}" is not a date (expected YYYY-MM-DD, a day of the calendar)`);
}

export function registerMasterpointsCommand(program: Command, deps: CliDeps): void {
  program
    .command('masterpoints')
    .description('the masterpoint report per player over a period, from the JSON of "pairs --masterpoints SCALE -f json" (number, name, points, events)')
    .argument('<sessions...>', 'the sessions, one JSON file each')
    .addOption(new Option('-f, --format <format>', 'a table, CSV or JSON').choices(['table', 'csv', 'json']).default('table'))
    .option('-o, --output <file>', 'write to this file (atomically) instead of standard output')
    .option('--from <yyyy-mm-dd>', 'the first day of the period (sessions before it are left out)')
    .option('--to <yyyy-mm-dd>', 'the last day of the period')
    .option('--pretty', PRETTY_HELP)
    .action(async (paths: string[], opts: MasterpointsCliOptions) => {
      checkDate('from', opts.from);
      checkDate('to', opts.to);
      if (opts.from !== undefined && opts.to !== undefined && opts.from > opts.to) throw new UsageError(`--from ${opts.from} is after --to ${opts.to}`);
      const docs = [];
      for (const p of paths) docs.push({ file: p, value: await readPublishedJson(p, deps) });
      const result = masterpointReport(docs, { ...(opts.from !== undefined ? { from: opts.from } : {}), ...(opts.to !== undefined ? { to: opts.to } : {}) });
      if (!result.ok) {
        throw new InputError(result.errors.map((e) => ({ severity: 'error' as const, code: 'bad-session', file: e.file, field: e.field, message: e.message })));
      }
      const r = result.report;
      const text =
        opts.format === 'csv'
          ? renderReportCsv(r)
          : opts.format === 'json'
            ? renderReportJson(r, prettyJson(deps, opts.pretty, opts.output))
            : renderReportTable(r);
      if (opts.format !== 'table') {
        for (const u of r.unnumbered) deps.stderr(`warning: ${u.session}: ${u.name || '(no name)'} has no member number: the award is not reported\n`);
      }
      await writeOutput(deps, opts.output, (write) => write(text));
    });
}
