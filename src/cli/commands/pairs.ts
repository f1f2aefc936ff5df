/**
 * `bridgescore pairs <files…>` and `bridgescore explain`: their options. What they do is in pairs-run.ts,
 * loaded when the command runs.
 */
import { Option, type Command } from 'commander';
import type { CliDeps } from '../deps.js';
import { UsageError } from '../../base/diagnostics.js';
import { LANGUAGE_LIST, LANGUAGES } from '../../i18n/languages.js';
import { DEFAULT_PROFILE } from '../../profiles/index.js';
import { addEventOptions, type PairsCliOptions } from './pairs-options.js';
import { collectList } from '../list-option.js';
import { PRETTY_HELP } from '../json-layout.js';
import { CSV_DIALECT_HELP } from '../write-document.js';

export function registerPairsCommand(program: Command, deps: CliDeps): void {
  const cmd = program
    .command('pairs')
    .description('score a pairs event from traveller files (CSV, PBN or USEBIO; "-" reads standard input) and rank the pairs')
    .argument('<files...>', 'traveller files');
  addEventOptions(cmd);
  cmd
    .addOption(new Option('-f, --format <format>', 'output format').choices(['table', 'csv', 'json', 'html', 'pbn', 'usebio']).default('table'))
    .addOption(new Option('--encoding <name>', 'pbn: the character set of the file').choices(['utf-8', 'iso-8859-1']).default('utf-8'))
    .addOption(new Option('--csv <dialect>', CSV_DIALECT_HELP).choices(['plain', 'excel']).default('plain'))
    .option('-o, --output <file>', 'write to this file (atomically) instead of standard output; with html, a path ending in "/" writes a folder of pages')
    .addOption(
      new Option('--lang <code>', `the language of the page and the table for players: ${LANGUAGE_LIST} (CSV, JSON and messages stay as they are)`)
        .choices(LANGUAGES)
        .default('en'),
    )
    .option('--boards', "show every board's traveller instead of the ranking (table and CSV)")
    .addOption(
      new Option('--scorecards [pairs]', 'personal score cards of these pairs, comma-separated (all pairs when none are named)').argParser(collectList),
    )
    .option('--handicap <register>', 'add the HC ranking (NBF 3.15): a member list CSV (id, name, hc) or the handicap database')
    .option('--hc-default <hc>', 'HC of a pair whose players have none (NBF 3.15: new players 52)', '52')
    .option('--hc-updates', 'write the HC updates, one row per player (id, name, HC before, Δ, HC after), instead of the ranking')
    .option('--pretty', PRETTY_HELP)
    .option('--explain', 'json: each result with how its values came about (n, N, raw matchpoints, Neuberg factor, datum, adjustments)')
    .option(
      '--compare',
      'compare with the results the input files published (PBN, USEBIO), finding the conventions they were scored with; list every difference, exit 1 if any',
    )
    .option('--compare-with <file>', 'as --compare, with the results another file published for the same session (a USEBIO of the travellers given)')
    .addOption(
      new Option(
        '--published-rounding <rule>',
        "--compare: how the file's program rounds an exact half in what it publishes (RealBridge: 48.125 % as 48.12, half-even); our own output always rounds half away from zero",
      )
        .choices(['half-away', 'half-even'])
        .default(DEFAULT_PROFILE.settings.publishedRounding.value),
    )
    .option(
      '--watch',
      'live results during play: re-read the files whenever they change (Bridgemate writes the .bws as results come in) and rewrite the output (-o), scored as --provisional (with --final the mark goes once every round is complete); Ctrl-C ends',
    )
    .option('--interval <seconds>', '--watch: how often to look at the files, 0.05 to 3600 (default: 2)')
    .option(
      '--provisional',
      'results during play: only the boards played so far, each on the results it has, every pair ranked on the boards it has played; the outputs say provisional (--watch does this)',
    )
    .option('--final', 'the results are final: no provisional mark once every round is complete, and the page says final')
    .option('--previous <file>', 'the JSON published before (pairs -f json): the HTML pages say what was corrected since (see "bridgescore diff")')
    .action(async (files: string[], opts: PairsCliOptions) => {
      await (await import('./pairs-run.js')).runPairs(files, opts, deps);
    });
}

export function registerExplainCommand(program: Command, deps: CliDeps): void {
  const cmd = program
    .command('explain')
    .description('show how every number on a board came about: group, n and N, Neuberg, adjusted scores, weights')
    .argument('<files...>', 'traveller files')
    .requiredOption('--board <n>', 'the board to explain');
  addEventOptions(cmd, 'board');
  cmd.action(async (files: string[], opts: PairsCliOptions & { board: string }) => {
    if (!/^\d+$/.test(opts.board) || Number(opts.board) < 1)
      throw new UsageError(`--board: "${opts.board}" is not a board number (expected a whole number ≥ 1)`);
    await (await import('./pairs-run.js')).runExplain(files, opts, Number(opts.board), deps);
  });
}
