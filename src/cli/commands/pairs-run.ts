/**
 * `bridgescore pairs` and `explain` run: read → validate → score → rank → write. Each output's writer is loaded
 * for the format asked for (no HTML code for a table, no XML writer for CSV, no database without --handicap).
 */
import type { ScoredPairsEvent } from '../../scoring/pairs-types.js';
import type { CliDeps } from '../deps.js';
import { UsageError, writeOutput } from '../deps.js';
import { parseLang } from '../../i18n/languages.js';
import type { PairsCliOptions } from './pairs-options.js';
import { scoreFromFiles } from './pairs-load.js';
import { colours } from '../colours.js';
import { renderExplain } from '../../output/explain.js';
import { renderBoardsCsv, renderRankingCsv } from '../../output/pairs-csv.js';
import { renderBoardsTable, renderRankingTable } from '../../output/pairs-table.js';
import { renderScorecardsCsv, renderScorecardsTable, scorecardsJson } from '../../output/scorecards.js';
import { writePairsJson } from '../../output/pairs-json.js';
import { handicapJson, renderHandicapTable } from '../../output/handicap-table.js';
import { renderHcUpdates } from '../../handicap/updates-writer.js';

export async function runExplain(files: string[], opts: PairsCliOptions, board: number, deps: CliDeps): Promise<void> {
  const scored = await scoreFromFiles(files, opts, deps);
  if (!scored.boards.some((b) => b.board === board)) throw new UsageError(`board ${board} has no results in these files`);
  deps.stdout(renderExplain(scored, board));
}

/** The text outputs of the ranking and boards (table and CSV). */
export async function renderPairs(scored: ScoredPairsEvent, opts: PairsCliOptions, color: boolean): Promise<string> {
  if (opts.format === 'csv') {
    return opts.boards ? renderBoardsCsv(scored, opts.mpDisplay) : renderRankingCsv(scored, opts.mpDisplay);
  }
  const chalk = await colours(color);
  return opts.boards
    ? renderBoardsTable(scored, { chalk, mpDisplay: opts.mpDisplay, lang: parseLang(opts.lang) })
    : renderRankingTable(scored, { chalk, mpDisplay: opts.mpDisplay, lang: parseLang(opts.lang) });
}

/** JSON is indented for a person reading a terminal, or with --pretty; compact for programs. */
function prettyJson(opts: PairsCliOptions, deps: CliDeps): boolean {
  return opts.pretty === true || (opts.output === undefined && deps.stdoutIsTTY === true);
}

/** Read, score and write once; the scored event back (undefined for `--watch`, which runs it again and again). */
export async function runPairs(files: string[], opts: PairsCliOptions, deps: CliDeps): Promise<ScoredPairsEvent | undefined> {
  if (opts.interval !== undefined && !opts.watch && !opts.provisional) throw new UsageError('--interval is how often --watch looks at the files: give it with --watch');
  if (opts.watch) {
    const { watchPairs } = await import('../watch-pairs.js');
    await watchPairs(files, opts, deps, (d) => runPairs(files, { ...opts, watch: false, provisional: true }, d));
    return undefined;
  }
  if (opts.output !== undefined && opts.output.endsWith('/') && opts.format !== 'html') {
    throw new UsageError(`-o ${opts.output}: a folder is written only with --format html (give a file name for --format ${opts.format})`);
  }
  if ((opts.compare || opts.compareWith !== undefined) && opts.format !== 'pbn' && opts.format !== 'usebio') {
    await (await import('./pairs-compare.js')).runCompare(files, opts, deps);
    return undefined;
  }
  const scored = await scoreFromFiles(files, opts, deps);
  const color = deps.color && opts.output === undefined;
  if (opts.format === 'pbn' || opts.format === 'usebio') {
    if (opts.scorecards !== undefined || opts.hcUpdates || opts.compare) throw new UsageError(`--format ${opts.format} writes the whole event: not with --scorecards, --hc-updates or --compare`);
    const content =
      opts.format === 'pbn'
        ? (await import('../../output/pbn/write-pbn.js')).renderPairsPbn(scored, { encoding: opts.encoding })
        : (await import('../../output/usebio/write-usebio.js')).renderPairsUsebio(scored);
    await writeOutput(deps, opts.output, (write) => write(content));
    return scored;
  }
  const hc = opts.handicap !== undefined ? await (await import('./pairs-handicap.js')).handicapRows(scored, opts, deps) : undefined;
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
    const doc = { schemaVersion: 2, scorecards: opts.format === 'json' ? scorecardsJson(scored, pairs) : [] };
    const text =
      opts.format === 'json'
        ? (pretty ? JSON.stringify(doc, null, 2) : JSON.stringify(doc)) + '\n'
        : opts.format === 'csv'
          ? renderScorecardsCsv(scored, pairs)
          : renderScorecardsTable(scored, pairs, await colours(color), parseLang(opts.lang));
    await writeOutput(deps, opts.output, (write) => write(text));
    return scored;
  }
  if (opts.format === 'html') {
    const { renderPairsHtml, renderPairsHtmlPages } = await import('../../output/html/index.js');
    const { provisionalStatus } = await import('../provisional.js');
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
    const extra = hc ? { extra: { key: 'handicap', value: handicapJson(hc) } } : {};
    await writeOutput(deps, opts.output, (write) => writePairsJson(scored, write, { pretty, ...extra }));
    return scored;
  }
  let text = await renderPairs(scored, opts, color);
  if (hc && opts.format === 'table') text += '\n' + renderHandicapTable(scored, hc, await colours(color), parseLang(opts.lang));
  await writeOutput(deps, opts.output, (write) => write(text));
  return scored;
}

