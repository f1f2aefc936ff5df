/**
 * `-o page.html` (or `.htm`, `.json`, `.csv`, `.pbn`, `.xml`) names its format: with no `--format`, the
 * output's extension chooses it among the command's formats; a `--format` that says otherwise is a usage
 * error, since the file would not hold what its name says. Any other name (a folder `site/`, `results.txt`,
 * `-`) leaves `--format` as it is.
 *
 * @example
 * bridgescore pairs t.csv -o page.html          // as --format html
 * bridgescore pairs t.csv -f csv -o page.html   // usage error (exit 2)
 */
import type { Command } from 'commander';
import { UsageError } from '../base/diagnostics.js';

const BY_EXTENSION: Readonly<Record<string, readonly string[]>> = {
  '.html': ['html'],
  '.htm': ['html'],
  '.json': ['json'],
  '.csv': ['csv'],
  '.pbn': ['pbn'],
  '.xml': ['usebio', 'xml'],
};

/** The commander hook: before a command runs, its format from its output's name. */
export function formatFromOutput(command: Command): void {
  const output: unknown = command.getOptionValue('output');
  const option = command.options.find((o) => o.attributeName() === 'format');
  if (typeof output !== 'string' || option === undefined || output === '-' || /[\\/]$/.test(output)) return;
  const dot = output.lastIndexOf('.');
  const named = dot > output.lastIndexOf('/') ? BY_EXTENSION[output.slice(dot).toLowerCase()] : undefined;
  const choices = option.argChoices ?? [];
  const format = named?.find((f) => choices.includes(f));
  if (format === undefined) return;
  const given: unknown = command.getOptionValue('format');
  if (command.getOptionValueSource('format') === 'default') {
    command.setOptionValueWithSource('format', format, 'implied');
    return;
  }
  if (given !== format && !(named ?? []).includes(String(given))) {
    throw new UsageError(`--format ${String(given)} with -o ${output}: the file's name says ${format} (give --format ${format}, or another name)`);
  }
}
