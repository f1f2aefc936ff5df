/**
 * `bridgescore movement suggest`: the movements that fit a number of pairs and boards.
 */
import { colours } from '../../colours.js';
import { Option, type Command } from 'commander';
import { suggestionsCsv, suggestionsJson, suggestionsTable } from '../../../output/table/movement-suggest.js';
import { SUGGEST_DEFAULT_BOARDS, suggestMovementsCounted } from '../../../movement/suggest.js';
import { localeFor, parseLang } from '../../../i18n/index.js';
import type { CliDeps } from '../../deps.js';

import { PRETTY_HELP, prettyJson } from '../../json-layout.js';
import { generate, langOption, parseWholeNumber, write, type SuggestCliOptions } from './shared.js';

export function registerSuggest(movement: Command, deps: CliDeps): void {
  movement
    .command('suggest')
    .description(
      'the movements that fit N pairs and about B boards (rounds × boards per round), with their balance: "compared" is the fewest and the most boards ' +
        'on which two pairs of the same field play the same board in the same direction, so that one result is matchpointed against the other ' +
        '(marked "!" when two pairs are never compared); a movement that plays a board at one table only is left out',
    )
    .requiredOption('--pairs <n>', 'number of pairs (5 to 100)', parseWholeNumber)
    .option('--boards <n>', 'about this many boards for each pair', parseWholeNumber, SUGGEST_DEFAULT_BOARDS)
    .addOption(new Option('-f, --format <format>', 'table for people; csv and json for programs').choices(['table', 'csv', 'json']).default('table'))
    .option('-o, --output <file>', 'write to this file (atomically) instead of standard output')
    .option('--pretty', PRETTY_HELP)
    .addOption(
      langOption("the language of the table: its heading, column headings, the movements' names and the notes (the commands, CSV and JSON stay as they are)"),
    )
    .action(async (opts: SuggestCliOptions) => {
      const { movements: list, leftOut } = generate(() => suggestMovementsCounted({ pairs: opts.pairs, boards: opts.boards }));
      const text =
        opts.format === 'csv'
          ? suggestionsCsv(list)
          : opts.format === 'json'
            ? suggestionsJson(list, opts.pairs, opts.boards, prettyJson(deps, opts.pretty, opts.output))
            : suggestionsTable(
                list,
                opts.pairs,
                opts.boards,
                await colours(deps.color && opts.output === undefined),
                localeFor(parseLang(opts.lang)).t.suggest,
                leftOut,
              );
      await write(text, opts.output, deps);
    });
}
