/**
 * `bridgescore pairs` and `explain` run: read → validate → score → rank → write. Each output's writer is loaded
 * for the format asked for (no HTML code for a table, no XML writer for CSV, no database without --handicap).
 */
import type { ScoredPairsEvent } from '../../model/scored.js';
import type { CliDeps } from '../deps.js';
import { writeOutput } from '../deps.js';
import { UsageError } from '../../base/diagnostics.js';
import { parseLang } from '../../i18n/languages.js';
import type { PairsCliOptions } from './pairs-options.js';
import { scoreFromFiles } from './pairs-load.js';
import { colours } from '../colours.js';
import { renderExplain } from '../../output/table/explain.js';
import { renderBoardsCsv, renderRankingCsv } from '../../output/csv/pairs.js';
import { renderBoardsTable, renderRankingTable } from '../../output/table/pairs.js';
import { renderScorecardsCsv, renderScorecardsTable, scorecardsJson } from '../../output/table/scorecards.js';
import { writePairsJson } from '../../output/json/pairs.js';
import { handicapJson, renderHandicapTable } from '../../output/table/handicap.js';
import { renderHcUpdates } from '../../output/csv/hc-updates.js';
import type { Correction } from '../../parse/csv/adjustments.js';
import { tableScoreText } from '../../laws/table-result.js';
import type { Outcome } from '../../model/types.js';
import { provisionalNote, provisionalText, type ProvisionalStatus } from '../../output/html/provisional.js';
import { playMark, type PlayMark } from '../provisional.js';
import { localeFor } from '../../i18n/index.js';

export async function runExplain(files: string[], opts: PairsCliOptions, board: number, deps: CliDeps): Promise<void> {
  const scored = await scoreFromFiles(files, opts, deps);
  if (!scored.boards.some((b) => b.board === board)) throw new UsageError(`board ${board} has no results in these files`);
  deps.stdout(renderExplain(scored, board) + correctionsExplained(scored.corrections, board));
}

/** How a result reads in explain: "4S= N, NS 420", "A60/40", "not played". */
function outcomeText(o: Outcome): string {
  if (o.kind === 'played') return `${tableScoreText(o.score)}, NS ${o.score.scoreNS}`;
  if (o.kind === 'artificial') return `A${o.ns.percent}/${o.ew.percent}`;
  if (o.kind === 'weighted') return 'a weighted score';
  return 'not played';
}

/** `--adjustments` kind `correction` on the board: the result each replaced (the result entered was wrong). */
function correctionsExplained(corrections: readonly Correction[], board: number): string {
  const mine = corrections.filter((c) => c.after.board === board);
  if (mine.length === 0) return '';
  const lines = mine.map((c) => {
    const at = `NS ${c.after.ns} v EW ${c.after.ew}${c.after.round !== undefined ? `, round ${c.after.round}` : ''}${c.after.table !== undefined ? `, table ${c.after.table}` : ''}`;
    return `  ${at}: corrected to ${outcomeText(c.after.outcome)}; it replaced ${outcomeText(c.before.outcome)} as entered (${c.source.file}:${c.source.line}${c.note ? `: ${c.note}` : ''})`;
  });
  return `Corrections (the result entered was wrong; the result played replaces it, not an adjusted score):\n${lines.join('\n')}\n\n`;
}

/** The JSON member of a provisional document (additive: a final document has none). */
function provisionalJson(mark: PlayMark, scored: ScoredPairsEvent): unknown {
  const p = scored.options.provisional;
  return {
    roundsComplete: mark.status.complete,
    rounds: mark.status.rounds ?? null,
    results: mark.status.results,
    boardsInPlay: p ? [...new Set([...p.boardsInPlay.keys()].map((k) => Number(k.slice(k.lastIndexOf('|') + 1))))].sort((a, b) => a - b) : [],
    rankedOnBoardsPlayed: p !== undefined,
    text: provisionalText(mark.status),
  };
}

/** A CSV with one more column, `provisional`, saying how far play has got on every row (records may hold quoted line breaks). */
function withProvisionalColumn(csv: string, value: string): string {
  const cell = /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  let out = '';
  let quoted = false;
  let first = true;
  for (let i = 0; i < csv.length; i++) {
    const ch = csv[i] as string;
    if (ch === '"') quoted = !quoted;
    if (!quoted && (ch === '\n' || (ch === '\r' && csv[i + 1] === '\n'))) {
      out += `,${first ? 'provisional' : cell}`;
      first = false;
    }
    out += ch;
  }
  return out;
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
  // (--watch runs this again with `watch: false`; only a command line without --watch has it undefined)
  if (opts.interval !== undefined && opts.watch === undefined) throw new UsageError('--interval is how often --watch looks at the files: give it with --watch');
  if (opts.previous !== undefined && opts.format !== 'html')
    throw new UsageError(
      `--previous puts the notice of what was corrected on the HTML pages: give it with --format html (for the changes themselves: bridgescore diff ${opts.previous} NEW.json)`,
    );
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
  const mark = playMark(scored, opts);
  const color = deps.color && opts.output === undefined;
  if (opts.format === 'pbn' || opts.format === 'usebio') {
    if (opts.scorecards !== undefined || opts.hcUpdates || opts.compare)
      throw new UsageError(`--format ${opts.format} writes the whole event: not with --scorecards, --hc-updates or --compare`);
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
    if (opts.format !== 'table' && opts.format !== 'csv' && opts.format !== 'json')
      throw new UsageError('--scorecards writes table, csv or json (the html page has every score card)');
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
    const corrections = opts.previous !== undefined ? await correctionsSince(opts.previous, scored, deps) : undefined;
    const status: ProvisionalStatus = { ...mark.status, ...(corrections ? { corrections } : {}) };
    const htmlOpts = {
      lang: parseLang(opts.lang),
      ...(hc ? { handicap: hc } : {}),
      ...(mark.provisional || opts.final || corrections ? { provisional: status } : {}),
    };
    if (opts.output !== undefined && opts.output.endsWith('/')) {
      const pages = renderPairsHtmlPages(scored, htmlOpts);
      await deps.writeFilesAtomic(
        pages.map((p) => ({ path: opts.output + p.path, content: p.content })),
        { createFolders: true },
      );
      return scored;
    }
    const text = renderPairsHtml(scored, htmlOpts);
    await writeOutput(deps, opts.output, (write) => write(text));
    return scored;
  }
  if (opts.format === 'json') {
    const extras = [
      ...(hc ? [{ key: 'handicap', value: handicapJson(hc) }] : []),
      ...(mark.provisional ? [{ key: 'provisional', value: provisionalJson(mark, scored) }] : []),
    ];
    const [extra, second] = extras;
    await writeOutput(deps, opts.output, (write) => {
      // A second member goes in before the document's closing brace (the writer takes one).
      const w = second
        ? (piece: string | Uint8Array) =>
            write(
              piece === (pretty ? '\n}\n' : '}\n')
                ? `,${pretty ? '\n  ' : ''}${JSON.stringify(second.key)}:${pretty ? ' ' : ''}${pretty ? JSON.stringify(second.value, null, 2).replace(/\n/g, '\n  ') : JSON.stringify(second.value)}${piece}`
                : piece,
            )
        : write;
      writePairsJson(scored, w, { pretty, ...(extra ? { extra } : {}) });
    });
    return scored;
  }
  let text = await renderPairs(scored, opts, color);
  if (mark.provisional && opts.format === 'csv') text = withProvisionalColumn(text, provisionalText(mark.status));
  else if (mark.provisional) {
    const loc = localeFor(parseLang(opts.lang));
    const note = provisionalNote(mark.status, loc);
    text += `\n${provisionalText(mark.status, loc)}${note ? ` (${note})` : ''}\n`;
  }
  if (hc && opts.format === 'table') text += '\n' + renderHandicapTable(scored, hc, await colours(color), parseLang(opts.lang));
  await writeOutput(deps, opts.output, (write) => write(text));
  return scored;
}

/** `--previous OLD.json`: the results corrected since that version, for the notice on the pages. */
async function correctionsSince(previous: string, scored: ScoredPairsEvent, deps: CliDeps) {
  const { readPublishedJson } = await import('./diff.js');
  const { correctionNotice, diffPairs, NotPairsJson } = await import('../../pipeline/diff-pairs.js');
  const { pairsJsonDocument } = await import('../../output/json/pairs.js');
  const before = await readPublishedJson(previous, deps);
  try {
    const notice = correctionNotice(diffPairs(before, JSON.parse(JSON.stringify(pairsJsonDocument(scored))) as unknown));
    return notice.results.length > 0 ? notice : undefined;
  } catch (e) {
    if (e instanceof NotPairsJson) throw new UsageError(`--previous ${previous}: ${e.message.replace(/^[^:]*: /, '')}`);
    throw e;
  }
}
