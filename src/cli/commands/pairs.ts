/**
 * `bridgescore pairs <files…>`: read → validate → score → rank → write, for a pairs event.
 */
import { Chalk } from 'chalk';
import { Option, type Command } from 'commander';
import type { ScoredPairsEvent } from '../../scoring/pairs-types.js';
import { renderPairsJson } from '../../output/pairs-json.js';
import { renderBoardsCsv, renderRankingCsv } from '../../output/pairs-csv.js';
import { renderBoardsTable, renderRankingTable } from '../../output/pairs-table.js';
import type { CliDeps } from '../deps.js';
import { UsageError } from '../deps.js';
import { renderHcUpdates } from '../../handicap/updates-writer.js';
import { handicapJson, renderHandicapTable } from '../../output/handicap-table.js';
import { renderExplain } from '../../output/explain.js';
import { renderPairsHtml, renderPairsHtmlPages } from '../../output/html/index.js';
import { renderPairsPbn } from '../../output/pbn/write-pbn.js';
import { renderPairsUsebio } from '../../output/usebio/write-usebio.js';
import { renderComparison } from '../../output/compare-report.js';
import { comparePublished } from '../../scoring/compare-published.js';
import { InputError } from '../../parse/diagnostics.js';
import { renderScorecardsCsv, renderScorecardsTable, scorecardsJson } from '../../output/scorecards.js';
import { LANGUAGE_LIST, LANGUAGES, parseLang } from '../../i18n/index.js';

import { addEventOptions, type PairsCliOptions } from './pairs-options.js';
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
    .option('--compare', 'compare with the results the input files published (PBN, USEBIO) and list every difference; exit 1 if any')
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











export function renderPairs(scored: ScoredPairsEvent, opts: PairsCliOptions, color: boolean): string {
  const chalk = new Chalk({ level: color ? 1 : 0 });
  switch (opts.format) {
    case 'json':
    case 'html':
    case 'pbn':
    case 'usebio':
      return renderPairsJson(scored);
    case 'csv':
      return opts.boards ? renderBoardsCsv(scored, opts.mpDisplay) : renderRankingCsv(scored, opts.mpDisplay);
    case 'table':
      return opts.boards
        ? renderBoardsTable(scored, { chalk, mpDisplay: opts.mpDisplay, lang: parseLang(opts.lang) })
        : renderRankingTable(scored, { chalk, mpDisplay: opts.mpDisplay, lang: parseLang(opts.lang) });
  }
}


async function runPairs(files: string[], opts: PairsCliOptions, deps: CliDeps): Promise<void> {
  const scored = await scoreFromFiles(files, opts, deps);
  const color = deps.color && opts.output === undefined;
  let text: string;
  if (opts.format === 'pbn' || opts.format === 'usebio') {
    if (opts.scorecards !== undefined || opts.hcUpdates || opts.compare) throw new UsageError(`--format ${opts.format} writes the whole event: not with --scorecards, --hc-updates or --compare`);
    const content = opts.format === 'pbn' ? renderPairsPbn(scored, { encoding: opts.encoding }) : renderPairsUsebio(scored);
    if (opts.output !== undefined) await deps.writeFilesAtomic([{ path: opts.output, content }]);
    else deps.stdout(content);
    return;
  }
  if (opts.compare) {
    const published = scored.published.filter((p) => p.results.lines.length > 0 || p.results.totals.length > 0);
    if (published.length === 0) throw new UsageError('--compare: the input files publish no results to compare with (PBN or USEBIO files do)');
    const reports = published.map((p) => ({ file: p.file, c: comparePublished(scored, p.results, { mp: opts.mpDisplay }) }));
    deps.stdout(reports.map((r) => renderComparison(r.file, r.c)).join('\n'));
    if (reports.some((r) => [...r.c.lines, ...r.c.totals].some((d) => !d.ok))) throw new ComparisonFailed();
    return;
  }
  const hc = opts.handicap !== undefined ? await handicapRows(scored, opts, deps) : undefined;
  if (opts.hcUpdates) {
    if (!hc) throw new UsageError('--hc-updates needs --handicap REGISTER');
    if (opts.format !== 'table' && opts.format !== 'csv' && opts.format !== 'json') throw new UsageError('--hc-updates writes table, csv or json');
    text = renderHcUpdates(hc, opts.format);
    if (opts.output !== undefined) await deps.writeFilesAtomic([{ path: opts.output, content: text }]);
    else deps.stdout(text);
    return;
  }
  if (opts.scorecards !== undefined) {
    const pairs = Array.isArray(opts.scorecards) ? opts.scorecards : [];
    const unknown = pairs.filter((p) => !scored.standings.some((s) => s.pair === p));
    if (unknown.length > 0) throw new UsageError(`--scorecards: no pair ${unknown.join(', ')} in the event`);
    if (opts.format !== 'table' && opts.format !== 'csv' && opts.format !== 'json') throw new UsageError('--scorecards writes table, csv or json (the html page has every score card)');
    text =
      opts.format === 'json'
        ? JSON.stringify({ schemaVersion: 1, scorecards: scorecardsJson(scored, pairs) }, null, 2) + '\n'
        : opts.format === 'csv'
          ? renderScorecardsCsv(scored, pairs)
          : renderScorecardsTable(scored, pairs, new Chalk({ level: color ? 1 : 0 }), parseLang(opts.lang));
  } else if (opts.format === 'html') {
    const htmlOpts = { lang: parseLang(opts.lang), ...(hc ? { handicap: hc } : {}) };
    if (opts.output !== undefined && opts.output.endsWith('/')) {
      const pages = renderPairsHtmlPages(scored, htmlOpts);
      await deps.writeFilesAtomic(pages.map((p) => ({ path: opts.output + p.path, content: p.content })), { createFolders: true });
      return;
    }
    text = renderPairsHtml(scored, htmlOpts);
  } else if (hc && opts.format === 'json') {
    const doc = JSON.parse(renderPairs(scored, opts, false)) as Record<string, unknown>;
    text = JSON.stringify({ ...doc, handicap: handicapJson(hc) }, null, 2) + '\n';
  } else {
    text = renderPairs(scored, opts, color);
    if (hc && opts.format === 'table') text += '\n' + renderHandicapTable(scored, hc, new Chalk({ level: color ? 1 : 0 }), parseLang(opts.lang));
  }
  if (opts.output !== undefined) await deps.writeFilesAtomic([{ path: opts.output, content: text }]);
  else deps.stdout(text);
}

/** Exit 1 after a comparison that found differences: the report itself is on standard output. */
class ComparisonFailed extends InputError {
  constructor() {
    super([]);
  }
}

