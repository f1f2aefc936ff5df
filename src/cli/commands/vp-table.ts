/**
 * `bridgescore vp-table`: the WBF 2013 continuous VP scale for a number of boards, every margin from 0 to the
 * blitz, as directors print it for the wall.
 *
 * @example
 * bridgescore vp-table --boards 32 --format csv   # margin,winner,loser / 0,10.00,10.00 / 1,10.22,9.78 / …
 */
import { colours } from '../colours.js';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { renderVpTable, type VpTableFormat } from '../../output/table/teams.js';
import { vpTable } from '../../laws/vp-scale.js';
import { PRETTY_HELP, prettyJson } from '../json-layout.js';
import type { CliDeps } from '../deps.js';

export function parseWhole(min: number, max: number): (value: string) => number {
  return (value) => {
    if (!/^\d+$/.test(value.trim()) || Number(value) < min || Number(value) > max) {
      throw new InvalidArgumentError(`expected a whole number ${min}–${max}, got "${value}"`);
    }
    return Number(value);
  };
}

interface VpTableCliOptions {
  boards: number;
  max: number;
  format: VpTableFormat;
  output?: string;
  pretty?: boolean;
}

export function registerVpTableCommand(program: Command, deps: CliDeps): void {
  program
    .command('vp-table')
    .description('print the WBF 2013 continuous VP scale for a number of boards, margins 0 to the blitz (the scale teams scores with)')
    .requiredOption('--boards <n>', 'boards in the match (the scale of the boards actually played, NBF 2.5.1.8)', parseWhole(1, 1000))
    .addOption(new Option('--max <vp>', 'VP for a maximum win; other scales multiply the formula (NBF 1.9.2)').argParser(parseWhole(1, 1000)).default(20))
    .addOption(new Option('-f, --format <format>', 'output format').choices(['table', 'csv', 'json']).default('table'))
    .option('-o, --output <file>', 'write to a file instead of standard output')
    .option('--pretty', PRETTY_HELP)
    .action(async (opts: VpTableCliOptions) => {
      const text = renderVpTable(vpTable(opts.boards, opts.max), opts.format, await colours(deps.color), prettyJson(deps, opts.pretty, opts.output));
      if (opts.output !== undefined) await deps.writeFilesAtomic([{ path: opts.output, content: text }]);
      else deps.stdout(text);
    });
}
