/**
 * The I/O around the pairs pipeline (src/pipeline/pairs-load.ts): every file the command line names, read or
 * opened for streaming; the solver and the progress bar the pipeline may ask for; the flags as its options.
 *
 * @example
 * const scored = await scoreFromFiles(['travellers.csv'], opts, deps);
 */
import type { SolveDeals } from '../../pipeline/deals-common.js';
import type { InputFile } from '../../parse/read-event-core.js';
import type { FileBytes } from '../../pipeline/inputs.js';
import { scorePairsFiles, type PairsFiles, type PairsServices, type ScoredFromFiles, type ScorePairsRunOptions } from '../../pipeline/pairs-load.js';
import type { BoardInfo } from '../../model/types.js';
import type { LeadPosition } from '../../pipeline/lead-analysis.js';
import { inputOf, type CliDeps } from '../deps.js';
import { openBwsInputs } from '../open-bws.js';
import { optionFile } from '../option-file.js';
import { reportOrThrow } from '../report.js';
import { masterpointRequest, toScoringOptions, type PairsCliOptions } from './pairs-options.js';

/** The inputs, each read as it streams in ('-' is standard input). */
export async function readAll(paths: readonly string[], deps: CliDeps): Promise<InputFile[]> {
  const out: InputFile[] = [];
  for (const p of paths) {
    const source = await inputOf(deps, p);
    out.push({ file: p === '-' ? '<stdin>' : p, chunks: () => source.chunks(), ...(source.size !== undefined ? { size: source.size } : {}) });
  }
  return out;
}

/** The options' files of a pairs event. */
export interface PairsFileFlags {
  readonly names?: string | undefined;
  readonly adjustments?: string | undefined;
  readonly movement?: string | undefined;
  readonly deals?: string | undefined;
  readonly penalties?: string | undefined;
  readonly carryOver?: string | undefined;
}

/** Every file of the event: the travellers (Bridgemate databases opened), then each option's file. */
export async function readPairsFiles(paths: readonly string[], flags: PairsFileFlags, deps: CliDeps): Promise<PairsFiles> {
  const inputs = await readAll(paths, deps);
  const bws = await openBwsInputs(inputs);
  const files: Record<string, FileBytes> = {};
  for (const key of ['names', 'adjustments', 'movement', 'deals', 'penalties', 'carryOver'] as const) {
    const f = await optionFile(flags[key], deps);
    if (f) files[key] = f;
  }
  return { inputs, bws, ...files };
}

/** What the pipeline may ask for: the double-dummy solver (worker threads, a progress bar), the report of what was read. */
export function pairsServices(
  deps: CliDeps,
  opts: { readonly leadAnalysis?: boolean | undefined; readonly checkDeals?: boolean | undefined } = {},
): PairsServices {
  return {
    ...(opts.checkDeals === true ? { checkTables: checkTablesService(deps) } : {}),
    ...(opts.leadAnalysis === true
      ? {
          solveLeads: async (positions: readonly LeadPosition[]) => {
            const { solveLeadsInProcess } = await import('../../pipeline/deals-common.js');
            const { progressBar } = await import('./deals-solver.js');
            const bar = progressBar(deps, 'opening leads solved');
            const tricks = await solveLeadsInProcess(positions, (done) => bar.update(done, positions.length));
            bar.end();
            return tricks;
          },
        }
      : {}),
    solveBoards: async (boards: readonly BoardInfo[]) => {
      const { completeAnalysis } = await import('../../pipeline/deals-analysis.js');
      const { progressBar } = await import('./deals-solver.js');
      const bar = progressBar(deps, 'boards solved');
      const solved = await completeAnalysis(boards, await sessionSolver(deps), bar.update);
      bar.end();
      return solved;
    },
    checkpoint: (diagnostics) => reportOrThrow(deps, diagnostics),
  };
}

/** The solver of a run: worker threads, taking the deals solved before from `deps.solvedDeals` (serve, --watch). */
async function sessionSolver(deps: CliDeps): Promise<SolveDeals> {
  const { cachedSolver } = await import('../../pipeline/deals-common.js');
  const { defaultJobs, solverFor } = await import('./deals-solver.js');
  return deps.solvedDeals ? cachedSolver(solverFor(defaultJobs()), deps.solvedDeals) : solverFor(defaultJobs());
}

/** `--check-deals`: the hand record's own tables solved again (worker threads, a progress bar). */
function checkTablesService(deps: CliDeps): SolveDeals {
  return async (deals) => {
    const { progressBar } = await import('./deals-solver.js');
    const bar = progressBar(deps, 'tables checked');
    const tables = await (await sessionSolver(deps))(deals, (done) => bar.update(done, deals.length));
    bar.end();
    return tables;
  };
}

/** The flags as the pipeline's options. */
export function runOptionsOf(opts: PairsCliOptions): ScorePairsRunOptions {
  const masterpoints = masterpointRequest(opts);
  return {
    scoring: toScoringOptions(opts),
    winners: opts.winners,
    ...(opts.sessionPerFile !== undefined ? { sessionPerFile: opts.sessionPerFile } : {}),
    ...(opts.fixDirection !== undefined ? { fixDirection: opts.fixDirection } : {}),
    ...(opts.asRecorded !== undefined ? { asRecorded: opts.asRecorded } : {}),
    ...(opts.provisional !== undefined ? { provisional: opts.provisional } : {}),
    ...(opts.eventId !== undefined ? { eventId: opts.eventId } : {}),
    ...(opts.title !== undefined ? { title: opts.title } : {}),
    ...(opts.date !== undefined ? { date: opts.date } : {}),
    ...(opts.withdrawn !== undefined ? { withdrawn: opts.withdrawn } : {}),
    ...(opts.disqualified !== undefined ? { disqualified: opts.disqualified } : {}),
    ...(masterpoints !== undefined ? { masterpoints } : {}),
  };
}

/** read → validate → score: everything but the writing, shared by `pairs` and `explain`. */
export async function scoreFromFiles(paths: readonly string[], opts: PairsCliOptions, deps: CliDeps): Promise<ScoredFromFiles> {
  const run = runOptionsOf(opts);
  const files = await readPairsFiles(paths, opts, deps);
  return (await scorePairsFiles(files, run, pairsServices(deps, opts))).scored;
}
