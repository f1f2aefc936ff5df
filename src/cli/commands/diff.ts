/**
 * `bridgescore diff OLD.json NEW.json`: what changed between two published versions of a pairs event (the
 * JSON `pairs -f json` writes) — results, board scores, places — as a table, as JSON, or as the short notice
 * for the page (`-f notice`, in the page's language), dated from the new version or `--date`.
 *
 * @example
 * bridgescore diff results-v1.json results-v2.json -f notice --lang nb
 * # Rettet 20. januar 2026: spill 12, bord 3: 4S-1 N (var 4S= N)
 */
import { Option, type Command } from 'commander';
import type { CliDeps } from '../deps.js';
import { writeOutput } from '../deps.js';
import { UsageError } from '../../base/diagnostics.js';
import { LANGUAGE_LIST, LANGUAGES, parseLang } from '../../i18n/languages.js';
import { localeFor } from '../../i18n/index.js';
import { isCalendarDate } from '../../base/calendar.js';
import { decodeText } from '../../parse/decode.js';
import { correctionNotice, diffPairs, NotPairsJson } from '../../pipeline/diff-pairs.js';
import { renderDiffJson } from '../../output/json/diff-pairs.js';
import { renderDiffTable } from '../../output/table/diff-pairs.js';
import { PRETTY_HELP, prettyJson } from '../json-layout.js';
import { correctionText } from '../../output/html/provisional.js';

interface DiffCliOptions {
  format: 'table' | 'json' | 'notice';
  output?: string;
  date?: string;
  lang: string;
  pretty?: boolean;
}

/** A published pairs JSON, parsed; a usage error naming the file when it is not JSON. */
export async function readPublishedJson(path: string, deps: CliDeps): Promise<unknown> {
  const { text } = decodeText(await deps.readBytes(path));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UsageError(`${path}: not JSON (expected the output of "bridgescore pairs -f json")`);
  }
}

export function registerDiffCommand(program: Command, deps: CliDeps): void {
  program
    .command('diff')
    .description('what changed between two published versions of a pairs event (the JSON "pairs -f json" writes): results, scores, places')
    .argument('<old>', 'the version published before (JSON)')
    .argument('<new>', 'the corrected version (JSON)')
    .addOption(new Option('-f, --format <format>', 'a table, JSON, or the notice for the page').choices(['table', 'json', 'notice']).default('table'))
    .option('-o, --output <file>', 'write to this file (atomically) instead of standard output')
    .option('--date <yyyy-mm-dd>', 'the date of the correction (default: the date of the new version)')
    .addOption(new Option('--lang <code>', `the language of the notice: ${LANGUAGE_LIST}`).choices(LANGUAGES).default('en'))
    .option('--pretty', PRETTY_HELP)
    .action(async (oldPath: string, newPath: string, opts: DiffCliOptions) => {
      if (opts.date !== undefined && !isCalendarDate(opts.date))
        throw new UsageError(`--date: "${opts.date}" is not a date (expected YYYY-MM-DD, a day of the calendar)`);
      const before = await readPublishedJson(oldPath, deps);
      const after = await readPublishedJson(newPath, deps);
      let diff;
      try {
        diff = diffPairs(before, after, opts.date !== undefined ? { date: opts.date } : {});
      } catch (e) {
        if (e instanceof NotPairsJson) throw new UsageError(`${e.which === 'the old version' ? oldPath : newPath}: ${e.message.replace(/^[^:]*: /, '')}`);
        throw e;
      }
      const text =
        opts.format === 'json'
          ? renderDiffJson(diff, prettyJson(deps, opts.pretty, opts.output))
          : opts.format === 'notice'
            ? `${correctionText(correctionNotice(diff), localeFor(parseLang(opts.lang)))}\n`
            : renderDiffTable(diff);
      await writeOutput(deps, opts.output, (write) => write(text));
    });
}
