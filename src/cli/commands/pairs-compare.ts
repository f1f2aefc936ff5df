/**
 * `bridgescore pairs FILE… --compare`: read and check the event as `pairs` does, find the conventions the
 * files were scored with (what they declare, then the profiles and the open conventions, see
 * profiles/find-convention.ts) — the options given on the command line always stand — and report the
 * conventions used and why, then every published number that differs. Exit 1 when any differs.
 *
 * @example
 * await runCompare(['08.pbn'], opts, deps) // prints "profile ruter-no …" and the comparison
 */
import { InputError, UsageError } from '../../base/diagnostics.js';
import { readPairsInputs } from '../../parse/read-event.js';
import { compareWithPublished } from '../../pipeline/compare/pairs-files.js';
import { loadPairsEvent, readPenaltiesAndCarryOver } from '../../pipeline/pairs-load.js';
import type { ProfileValues } from '../../model/settings.js';
import { renderComparison, renderConventions } from '../../output/table/compare-report.js';
import type { CliDeps } from '../deps.js';
import { reportOrThrow } from '../report.js';
import { optionFile } from '../option-file.js';
import { pairsServices, readPairsFiles } from './pairs-files.js';
import { masterpointRequest, toScoringOptions, type PairsCliOptions, type ProfileOptionKey } from './pairs-options.js';

/** The convention each command-line option fixes. */
const KEY_OF_OPTION: Record<ProfileOptionKey, keyof ProfileValues> = {
  neuberg: 'factoring',
  ownTop: 'factoring',
  missingAverage: 'factoring',
  neubergN: 'neubergN',
  smallGroups: 'smallGroups',
  sessionAverage: 'sessionAverage',
  sitOut: 'sitOut',
  impAveragePlus: 'impAveragePlus',
  butlerDrop: 'butlerDrop',
  datumRounding: 'datumRounding',
  crossImpLines: 'crossImpLines',
  crossImpTotals: 'crossImpTotals',
  acrossSections: 'acrossSections',
  winners: 'winners',
  mpDisplay: 'mpDisplay',
  roundBoardMp: 'boardMpDecimals',
  tiebreak: 'tiebreak',
  publishedRounding: 'publishedRounding',
};

export async function runCompare(paths: readonly string[], opts: PairsCliOptions, deps: CliDeps): Promise<void> {
  const given = new Set(opts.explicitOptions ?? []);
  const base = toScoringOptions(opts);
  const files = await readPairsFiles(paths, opts, deps);
  // The publisher scored a line recorded against the movement as it was recorded: so does the comparison
  // (unless --fix-direction is given), and it says so.
  const asRecorded = opts.fixDirection !== true;
  const loaded = await loadPairsEvent(files, { ...opts, asRecorded }, pairsServices(deps));
  const diagnostics = loaded.diagnostics.map((d) =>
    d.code === 'movement-direction-as-recorded' && opts.asRecorded !== true
      ? { ...d, message: d.message.replace('(--as-recorded)', '(--compare: as the file was published)') }
      : d,
  );
  const { penalties, carryOver } = readPenaltiesAndCarryOver(files, diagnostics, loaded.penalties);
  let publishedBy = loaded.published;
  const other = await optionFile(opts.compareWith, deps);
  if (other !== undefined) {
    // Only what the other file published is used: its own travellers are not part of the event.
    const read = readPairsInputs([other]);
    for (const x of read.diagnostics.filter((d) => d.severity === 'error')) diagnostics.push(x);
    publishedBy = read.published;
  }
  reportOrThrow(deps, diagnostics);
  const published = publishedBy.filter((p) => p.results.lines.length > 0 || p.results.totals.length > 0);
  if (published.length === 0) {
    throw new UsageError(
      opts.compareWith !== undefined
        ? `--compare-with: ${opts.compareWith} publishes no results to compare with (a PBN or USEBIO results file does)`
        : '--compare: the input files publish no results to compare with (PBN or USEBIO files do; --compare-with FILE compares with another file)',
    );
  }
  const masterpoints = masterpointRequest(opts);
  const keys = new Set([...given].map((k) => KEY_OF_OPTION[k as ProfileOptionKey]).filter((k) => k !== undefined));
  const found = compareWithPublished(loaded, published, {
    penalties,
    base: carryOver ? { ...base, carryOver } : base,
    display: opts.mpDisplay,
    ...(opts.title !== undefined ? { title: opts.title } : {}),
    ...(opts.date !== undefined ? { date: opts.date } : {}),
    ...(opts.publishedRounding !== undefined ? { publishedRounding: opts.publishedRounding } : {}),
    fixed: { ...(given.has('profile') && opts.profile !== undefined ? { profile: opts.profile } : {}), method: given.has('scoring'), keys },
    ...(masterpoints !== undefined ? { masterpoints } : {}),
  });
  if (found.mismatch) throw new UsageError(`${found.mismatch.file}: ${found.mismatch.message}`);
  if (found.compared === 0) {
    // Not "0 of 0 agree": a file of travellers alone publishes nothing to compare with.
    throw new UsageError(
      `--compare: ${capFiles(published.map((p) => p.file))} ${published.length === 1 ? 'publishes' : 'publish'} no matchpoints, IMPs, totals or places to compare with` +
        (opts.compareWith === undefined ? ' (give --compare-with FILE, the results another program published for the same session)' : ''),
    );
  }
  const text = [
    renderConventions({ profile: found.profile.name, agree: found.agree, compared: found.compared, tried: found.tried, decisions: found.decisions }),
    ...found.comparisons.map((c) => renderComparison(c.file, c.comparison)),
  ].join('\n');
  deps.stdout(text);
  if (found.agree < found.compared) throw new ComparisonFailed();
}

function capFiles(files: readonly string[]): string {
  return files.length <= 3 ? files.join(', ') : `${files.slice(0, 3).join(', ')} and ${files.length - 3} more`;
}

/** Exit 1 after a comparison that found differences: the report itself is on standard output. */
class ComparisonFailed extends InputError {
  constructor() {
    super([]);
  }
}
