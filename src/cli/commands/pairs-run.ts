/**
 * `bridgescore pairs` and `explain` run: read → validate → score → rank → write. Each output's writer is loaded
 * for the format asked for (no HTML code for a table, no XML writer for CSV, no database without --handicap).
 */
import type { ScoredPairsEvent } from '../../model/scored.js';
import type { PlayMark, ProvisionalStatus } from '../../model/provisional.js';
import type { PairsDocument } from '../../output/documents.js';
import { renderExplain } from '../../output/table/explain.js';
import { InputError, UsageError } from '../../base/diagnostics.js';
import { defaultTitleWarning } from '../../pipeline/pairs-load.js';
import { playMark } from '../../pipeline/provisional.js';
import type { CliDeps } from '../deps.js';
import { writeDocument, writeOptionsFor } from '../write-document.js';
import type { PairsCliOptions } from './pairs-options.js';
import { scoreFromFiles } from './pairs-files.js';

export async function runExplain(files: string[], opts: PairsCliOptions, board: number, deps: CliDeps): Promise<void> {
  const scored = await scoreFromFiles(files, opts, deps);
  if (!scored.boards.some((b) => b.board === board)) throw new UsageError(`board ${board} has no results in these files`);
  deps.stdout(renderExplain(scored, board, scored.corrections));
}

/** Read, score and write once; the scored event back (undefined for `--watch`, which runs it again and again). */
export async function runPairs(files: string[], opts: PairsCliOptions, deps: CliDeps): Promise<ScoredPairsEvent | undefined> {
  // (--watch runs this again with `watch: false`; only a command line without --watch has it undefined)
  if (opts.interval !== undefined && opts.watch === undefined) throw new UsageError('--interval is how often --watch looks at the files: give it with --watch');
  if (opts.previous !== undefined && opts.format !== 'html')
    throw new UsageError(
      `--previous puts the notice of what was corrected on the HTML pages: give it with --format html (for the changes themselves: bridgescore diff ${opts.previous} NEW.json)`,
    );
  if (opts.checkDeals === true && opts.deals === undefined)
    throw new UsageError('--check-deals checks the tables of the hand record: give it with --deals FILE');
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
  if (opts.members !== undefined) await checkMemberNumbers(scored, opts.members, opts.format, deps);
  const mark = playMark(scored, opts);
  if ((opts.format === 'pbn' || opts.format === 'usebio') && (opts.scorecards !== undefined || opts.hcUpdates || opts.compare)) {
    throw new UsageError(`--format ${opts.format} writes the whole event: not with --scorecards, --hc-updates or --compare`);
  }
  const hc = opts.handicap !== undefined ? await (await import('./pairs-handicap.js')).handicapRows(scored, opts, deps) : undefined;
  const writeOpts = await writeOptionsFor(deps, { ...opts, boards: opts.boards === true });
  if (opts.hcUpdates) {
    if (!hc) throw new UsageError('--hc-updates needs --handicap REGISTER');
    if (opts.format !== 'table' && opts.format !== 'csv' && opts.format !== 'json') throw new UsageError('--hc-updates writes table, csv or json');
    await writeDocument(deps, 'hcUpdates', opts.format, hc, writeOpts, opts.output);
    return scored;
  }
  if (opts.scorecards !== undefined) {
    const pairs = Array.isArray(opts.scorecards) ? opts.scorecards : [];
    const unknown = pairs.filter((p) => !scored.standings.some((s) => s.pair === p));
    if (unknown.length > 0) throw new UsageError(`--scorecards: no pair ${unknown.join(', ')} in the event`);
    if (opts.format !== 'table' && opts.format !== 'csv' && opts.format !== 'json')
      throw new UsageError('--scorecards writes table, csv or json (the html page has every score card)');
    await writeDocument(deps, 'scorecards', opts.format, { scored, pairs }, writeOpts, opts.output);
    return scored;
  }
  if (opts.format === 'html') {
    const warning = defaultTitleWarning(scored.title);
    if (warning !== undefined) deps.stderr(`warning: ${warning}\n`);
  }
  const doc: PairsDocument = { scored, ...(hc ? { handicap: hc } : {}), mark, ...(opts.format === 'html' ? await htmlBanner(opts, mark, scored, deps) : {}) };
  if (opts.format === 'html' && opts.output !== undefined && opts.output.endsWith('/')) {
    const pages = (await import('../../output/html/index.js')).pairsHtmlPages(doc, writeOpts);
    await (await import('../site.js')).writeSite(deps, opts.output, pages);
    return scored;
  }
  await writeDocument(deps, 'pairs', opts.format, doc, writeOpts, opts.output);
  return scored;
}

/** The HTML page's banner: provisional or final, with the corrections since `--previous`. */
async function htmlBanner(opts: PairsCliOptions, mark: PlayMark, scored: ScoredPairsEvent, deps: CliDeps): Promise<{ banner?: ProvisionalStatus }> {
  const corrections = opts.previous !== undefined ? await correctionsSince(opts.previous, scored, deps) : undefined;
  if (!(mark.provisional || opts.final || corrections)) return {};
  return { banner: { ...mark.status, ...(corrections ? { corrections } : {}) } };
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

/**
 * `--members FILE`: the players' numbers against the member list, said on standard error; names filled from
 * it. A federation report (`--format usebio`) is not made while a number is unknown or on two players.
 */
async function checkMemberNumbers(scored: ScoredPairsEvent, path: string, format: string, deps: CliDeps): Promise<void> {
  const { decodeText } = await import('../../parse/decode.js');
  const { readMembersCsv } = await import('../../parse/csv/members.js');
  const { checkMembers, membersReport } = await import('../../pipeline/members.js');
  const file = path === '-' ? '<stdin>' : path;
  const read = readMembersCsv(decodeText(await deps.readBytes(path)).text, file);
  if (read.diagnostics.some((d) => d.severity === 'error')) throw new InputError(read.diagnostics);
  const check = checkMembers(scored, read.members);
  Object.assign(scored, { standings: check.standings });
  const lines = membersReport(file, check);
  for (const l of lines) deps.stderr(`warning: ${l}\n`);
  const blocking = check.findings.filter((f) => f.kind === 'unknown' || f.kind === 'shared').length;
  if (format === 'usebio' && blocking > 0) {
    const message = `${blocking} player number${blocking === 1 ? ' is' : 's are'} not valid (listed above): the federation report is not written until they are mended`;
    throw new InputError([{ severity: 'error', code: 'invalid-member-numbers', file, message }]);
  }
}
