/**
 * `bridgescore series SESSION.json…`: the season table (ladder) of a club over its sessions, from the JSON
 * that `pairs -f json` writes for each, by player or by pair, with the club's rules: best N (of the last M),
 * a minimum number of sessions, the lowest dropped past a number, a carry forward into a final, how IMP and
 * handicap sessions count. As a table, CSV, JSON or one HTML page, in the languages of the pages.
 *
 * @example
 * bridgescore series sessions/*.json --best 10 --min-sessions 5 -o ladder.html --lang nb
 */
import { Option, type Command } from 'commander';
import { InputError, UsageError } from '../../base/diagnostics.js';
import { LANGUAGE_LIST, LANGUAGES, parseLang } from '../../i18n/languages.js';
import { buildSeries, DEFAULT_LINK_PATTERN, renderSeries } from '../../pipeline/series.js';
import type { FileBytes } from '../../pipeline/inputs.js';
import { IMP_FORMULAS } from '../../scoring/series/index.js';
import type { CliDeps } from '../deps.js';
import { writeOutput } from '../deps.js';
import { PRETTY_HELP, prettyJson } from '../json-layout.js';
import { parseCount, parseFraction, parseLinkPattern, toSeriesOptions, type SeriesCliOptions } from './series-options.js';

const IMPS_HELP =
  'rule "IMP sessions": how a cross-IMP or Butler session counts, as 50 % + a slope × IMPs per board; ' +
  `ebu-ngs: 6.5 % per IMP a board, ${IMP_FORMULAS['ebu-ngs'].source}; ycbc-24: 10 % per 42.5/24 IMPs a board, ${IMP_FORMULAS['ycbc-24'].source} ` +
  '(default: IMP sessions do not count)';

function addRuleOptions(cmd: Command): Command {
  return cmd
    .addOption(
      new Option('--by <who>', "one line per player (all of a player's sessions, with any partner) or per pair (the same two players)")
        .choices(['player', 'pair'])
        .default('player'),
    )
    .addOption(
      new Option(
        '--measure <measure>',
        'the score: the average percentage, the masterpoints won added up (sessions of "pairs --masterpoints"), or the improvement on --previous',
      )
        .choices(['average', 'masterpoints', 'improved'])
        .default('average'),
    )
    .addOption(new Option('--best <n>', 'rule "best N": count only the best N sessions of each player (default: every session)').argParser(parseCount))
    .addOption(
      new Option(
        '--of <m>',
        'rule "rolling table": only the last M sessions by date count, earlier ones are left out (with --best: best N of the last M)',
      ).argParser(parseCount),
    )
    .addOption(
      new Option('--min-sessions <n>', 'rule "minimum sessions": ranked only from N sessions played; the others are listed unranked').argParser(parseCount),
    )
    .addOption(
      new Option(
        '--drop-lowest <n>',
        'rule "drop the lowest": once more than K sessions (--after K) are played, the N lowest are dropped, never leaving fewer than K',
      ).argParser(parseCount),
    )
    .addOption(new Option('--after <k>', 'the qualifying number K of --drop-lowest').argParser(parseCount))
    .addOption(
      new Option(
        '--carry-forward <fraction>',
        'rule "carry forward": this fraction of the score goes into a final, as 1/4, 25% or 0.25 (a column of its own)',
      ).argParser(parseFraction),
    )
    .addOption(new Option('--imps <formula>', IMPS_HELP).choices(['ebu-ngs', 'ycbc-24']))
    .option('--handicap', 'rule "handicap": a session with a handicap ranking ("pairs --handicap") counts by the handicap percentage')
    .option('--previous <file>', 'for --measure improved: last season\'s table, the JSON of "bridgescore series … --measure average -f json"');
}

export function registerSeriesCommand(program: Command, deps: CliDeps): void {
  const cmd = program
    .command('series')
    .description('a season table (ladder) over club sessions, from the JSON "pairs -f json" writes for each: by player or pair, with the club\'s rules')
    .argument('<sessions...>', 'the sessions, one JSON file each (the output of "bridgescore pairs -f json")');
  addRuleOptions(cmd)
    .addOption(new Option('-f, --format <format>', 'a table, CSV, JSON or one HTML page').choices(['table', 'csv', 'json', 'html']).default('table'))
    .option('-o, --output <file>', 'write to this file (atomically) instead of standard output; a name ending .html, .csv or .json chooses the format')
    .addOption(new Option('--lang <code>', `the language of the table and the page: ${LANGUAGE_LIST}`).choices(LANGUAGES).default('en'))
    .option('--title <text>', 'the title of the table and the page (default: "Season table" in the language)')
    .addOption(
      new Option(
        '--link-pattern <pattern>',
        "html: the page of each session, linked from the header: {file} is the file's name without .json, {id} the session's id, {date} its date",
      )
        .argParser(parseLinkPattern)
        .default(DEFAULT_LINK_PATTERN),
    )
    .option('--pretty', PRETTY_HELP)
    .action(async (paths: string[], opts: SeriesCliOptions) => {
      const options = toSeriesOptions(opts);
      const files: FileBytes[] = [];
      for (const p of paths) files.push({ file: p, bytes: await deps.readBytes(p) });
      const previous = opts.previous !== undefined ? { file: opts.previous, bytes: await deps.readBytes(opts.previous) } : undefined;
      const result = buildSeries(files, options, previous);
      if (!result.ok) {
        if (result.usage !== undefined && result.usage.length > 0) throw new UsageError(result.usage.join('; '));
        throw new InputError(result.diagnostics);
      }
      const text = await renderSeries(result.doc, opts.format, { lang: parseLang(opts.lang) ?? 'en', pretty: prettyJson(deps, opts.pretty, opts.output) });
      await writeOutput(deps, opts.output, (write) => write(text));
    });
}
