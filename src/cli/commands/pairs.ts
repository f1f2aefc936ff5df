/**
 * `bridgescore pairs <files…>`: read → validate → score → rank → write, for a pairs event.
 */
import { Chalk } from 'chalk';
import { Option, type Command } from 'commander';
import type { ScoredPairsEvent } from '../../scoring/pairs-types.js';
import { writePairsJson } from '../../output/pairs-json.js';
import { renderBoardsCsv, renderRankingCsv } from '../../output/pairs-csv.js';
import { renderBoardsTable, renderRankingTable } from '../../output/pairs-table.js';
import type { CliDeps } from '../deps.js';
import { UsageError, writeOutput } from '../deps.js';
import { renderHcUpdates } from '../../handicap/updates-writer.js';
import { handicapJson, renderHandicapTable } from '../../output/handicap-table.js';
import { renderExplain } from '../../output/explain.js';
import { renderPairsHtml, renderPairsHtmlPages } from '../../output/html/index.js';
import { renderPairsPbn } from '../../output/pbn/write-pbn.js';
import { renderPairsUsebio } from '../../output/usebio/write-usebio.js';
import { runCompare } from './pairs-compare.js';
import { renderScorecardsCsv, renderScorecardsTable, scorecardsJson } from '../../output/scorecards.js';
import { LANGUAGE_LIST, LANGUAGES, parseLang } from '../../i18n/index.js';

import { addEventOptions, type PairsCliOptions } from './pairs-options.js';
import { provisionalStatus } from '../provisional.js';
import { watchPairs } from '../watch-pairs.js';
import { handicapRows, scoreFromFiles } from './pairs-load.js';

export function registerPairsCommand(program: Command, deps: CliDeps): void {
  const cmd = program
    .command('pairs')
    .description('score a pairs event from traveller files (CSV, PBN or USEBIO; "-" reads standard input) and rank the pairs')
    .argument('<files...>', 'traveller files');
  addEventOptions(cmd);
  cmd
    .addOption(new Option('-f, --format <format>', 'output format').choices(['table', 'csv', 'json', 'html', 'pbn', 'usebio']).default('table'))
    .addOption(new Option('--encoding <name>', 'pbn: the character set of the file').choices(['utf-8', 'iso-8859-1']).default('utf-8'))
    .option('-o, --output <file>', 'write to this file (atomically) instead of standard output; with html, a path ending in "/" writes a folder of pages')
    .addOption(new Option('--lang <code>', `the language of the page and the table for players: ${LANGUAGE_LIST} (CSV, JSON and messages stay as they are)`).choices(LANGUAGES).default('en'))
    .option('--boards', "show every board's traveller instead of the ranking (table and CSV)")
    .option('--scorecards [pairs...]', 'personal score cards of these pairs (all pairs when none are named)')
    .option('--handicap <register>', 'add the HC ranking (NBF 3.15): a member list CSV (id, name, hc) or the handicap database')
    .option('--hc-default <hc>', 'HC of a pair whose players have none (NBF 3.15: new players 52)', '52')
    .option('--hc-updates', 'write the HC updates, one row per player (id, name, HC before, Δ, HC after), instead of the ranking')
    .option('--pretty', 'json: indent the document for reading (the default on a terminal; compact otherwise)')
    .option('--compare', 'compare with the results the input files published (PBN, USEBIO), finding the conventions they were scored with; list every difference, exit 1 if any')
    .option('--compare-with <file>', 'as --compare, with the results another file published for the same session (a USEBIO of the travellers given)')
    .option('--watch', 'live results during play: re-read the files whenever they change (Bridgemate writes the .bws as results come in) and rewrite the output (-o), marked provisional; Ctrl-C ends')
    .option('--interval <seconds>', '--watch: how often to look at the files', '2')
    .action(async (files: string[], opts: PairsCliOptions) => {
      await runPairs(files, opts, deps);
    });
}

export function registerExplainCommand(program: Command, deps: CliDeps): void {
  const cmd = program
    .command('explain')
    .description('show how every number on a board came about: group, n and N, Neuberg, adjusted scores, weights')
    .argument('<files...>', 'traveller files')
    .requiredOption('--board <n>', 'the board to explain');
  addEventOptions(cmd);
  cmd.action(async (files: string[], opts: PairsCliOptions & { board: string }) => {
    if (!/^\d+$/.test(opts.board) || Number(opts.board) < 1) throw new UsageError(`--board: "${opts.board}" is not a board number (expected a whole number ≥ 1)`);
    const scored = await scoreFromFiles(files, opts, deps);
    const board = Number(opts.board);
    if (!scored.boards.some((b) => b.board === board)) throw new UsageError(`board ${board} has no results in these files`);
    deps.stdout(renderExplain(scored, board));
  });
}











/** The text outputs of the ranking and boards (table and CSV). */
export function renderPairs(scored: ScoredPairsEvent, opts: PairsCliOptions, color: boolean): string {
  const chalk = new Chalk({ level: color ? 1 : 0 });
  if (opts.format === 'csv') return opts.boards ? renderBoardsCsv(scored, opts.mpDisplay) : renderRankingCsv(scored, opts.mpDisplay);
  return opts.boards
    ? renderBoardsTable(scored, { chalk, mpDisplay: opts.mpDisplay, lang: parseLang(opts.lang) })
    : renderRankingTable(scored, { chalk, mpDisplay: opts.mpDisplay, lang: parseLang(opts.lang) });
}

/** JSON is indented for a person reading a terminal, or with --pretty; compact for programs. */
function prettyJson(opts: PairsCliOptions, deps: CliDeps): boolean {
  return opts.pretty === true || (opts.output === undefined && deps.stdoutIsTTY === true);
}

/** Read, score and write once; the scored event back (undefined for `--watch`, which runs it again and again). */
async function runPairs(files: string[], opts: PairsCliOptions, deps: CliDeps): Promise<ScoredPairsEvent | undefined> {
  if (opts.watch) {
    await watchPairs(files, opts, deps, (d) => runPairs(files, { ...opts, watch: false, provisional: true }, d));
    return undefined;
  }
  if (opts.output !== undefined && opts.output.endsWith('/') && opts.format !== 'html') {
    throw new UsageError(`-o ${opts.output}: a folder is written only with --format html (give a file name for --format ${opts.format})`);
  }
  if ((opts.compare || opts.compareWith !== undefined) && opts.format !== 'pbn' && opts.format !== 'usebio') {
    await runCompare(files, opts, deps);
    return undefined;
  }
  const scored = await scoreFromFiles(files, opts, deps);
  const color = deps.color && opts.output === undefined;
  if (opts.format === 'pbn' || opts.format === 'usebio') {
    if (opts.scorecards !== undefined || opts.hcUpdates || opts.compare) throw new UsageError(`--format ${opts.format} writes the whole event: not with --scorecards, --hc-updates or --compare`);
    const content = opts.format === 'pbn' ? renderPairsPbn(scored, { encoding: opts.encoding }) : renderPairsUsebio(scored);
    await writeOutput(deps, opts.output, (write) => write(content));
    return scored;
  }
  const hc = opts.handicap !== undefined ? await handicapRows(scored, opts, deps) : undefined;
  const pretty = prettyJson(opts, deps);
  if (opts.hcUpdates) {
    if (!hc) throw new UsageError('--hc-updates needs --handicap REGISTER');
    if (opts.format !== 'table' && opts.format !== 'csv' && opts.format !== 'json') throw new UsageError('--hc-updates writes table, csv or json');
    const text = renderHcUpdates(hc, opts.format, { pretty });
    await writeOutput(deps, opts.output, (write) => write(text));
    return scored;
  }
  if (opts.scorecards !== undefined) {
    const pairs = Array.isArray(opts.scorecards) ? opts.scorecards : [];
    const unknown = pairs.filter((p) => !scored.standings.some((s) => s.pair === p));
    if (unknown.length > 0) throw new UsageError(`--scorecards: no pair ${unknown.join(', ')} in the event`);
    if (opts.format !== 'table' && opts.format !== 'csv' && opts.format !== 'json') throw new UsageError('--scorecards writes table, csv or json (the html page has every score card)');
    const doc = { schemaVersion: 1, scorecards: opts.format === 'json' ? scorecardsJson(scored, pairs) : [] };
    const text =
      opts.format === 'json'
        ? (pretty ? JSON.stringify(doc, null, 2) : JSON.stringify(doc)) + '\n'
        : opts.format === 'csv'
          ? renderScorecardsCsv(scored, pairs)
          : renderScorecardsTable(scored, pairs, new Chalk({ level: color ? 1 : 0 }), parseLang(opts.lang));
    await writeOutput(deps, opts.output, (write) => write(text));
    return scored;
  }
  if (opts.format === 'html') {
    const htmlOpts = {
      lang: parseLang(opts.lang),
      ...(hc ? { handicap: hc } : {}),
      ...(opts.provisional ? { provisional: provisionalStatus(scored.movement, scored.boards.flatMap((b) => b.lines.map((l) => l.line))) } : {}),
    };
    if (opts.output !== undefined && opts.output.endsWith('/')) {
      const pages = renderPairsHtmlPages(scored, htmlOpts);
      await deps.writeFilesAtomic(pages.map((p) => ({ path: opts.output + p.path, content: p.content })), { createFolders: true });
      return scored;
    }
    const text = renderPairsHtml(scored, htmlOpts);
    await writeOutput(deps, opts.output, (write) => write(text));
    return scored;
  }
  if (opts.format === 'json') {
    await writeOutput(deps, opts.output, (write) => writePairsJson(scored, write, { pretty, ...(hc ? { extra: { key: 'handicap', value: handicapJson(hc) } } : {}) }));
    return scored;
  }
  let text = renderPairs(scored, opts, color);
  if (hc && opts.format === 'table') text += '\n' + renderHandicapTable(scored, hc, new Chalk({ level: color ? 1 : 0 }), parseLang(opts.lang));
  await writeOutput(deps, opts.output, (write) => write(text));
  return scored;
}

