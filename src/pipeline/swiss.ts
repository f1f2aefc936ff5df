/**
 * `bridgescore swiss` as two pure steps: the contestants and the results so far read from their bytes, then the
 * next round planned over the field (NBF 2.14: pairing by standings, no repeat meetings; 2.9.2 byes; 2.11.5
 * withdrawn). The command line reports the reading's diagnostics in between, and the plan's notes after.
 *
 * @example
 * const read = readSwissInputs({ results: { file: 'r.csv', bytes } }, { byeScore });
 * const { next } = planSwiss(read, options);
 */
import { InputError, UsageError, type Diagnostic } from '../base/diagnostics.js';
import type { Rational } from '../base/rational.js';
import type { Contestant, NextRound, SwissMatch } from '../model/swiss.js';
import { MAX_SWISS_FIELD, nextRoundNumber, planNextRound, type NextRoundOptions } from '../pairing/next-round.js';
import { readContestants } from '../parse/csv/swiss-contestants.js';
import { readSwissResults } from '../parse/csv/swiss-results.js';
import { decodeText } from '../parse/decode.js';
import type { FileBytes } from './inputs.js';

export interface SwissInputs {
  /** `--contestants`: the field with its seeding order (round 1 needs it) */
  readonly contestants?: FileBytes;
  /** the results of the rounds played so far */
  readonly results?: FileBytes;
}

export interface SwissRead {
  readonly contestants?: Contestant[];
  readonly matches: readonly SwissMatch[];
  readonly diagnostics: Diagnostic[];
  /** the files, for messages */
  readonly files: { readonly contestants?: string; readonly results?: string };
}

/**
 * Each contestant's id by its name, for results that name the teams (as `teams --csv-table matches` writes
 * them): names compared without case or surrounding spaces; a name two contestants share names neither.
 */
export function idsByName(contestants: readonly Contestant[]): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  const shared = new Set<string>();
  for (const c of contestants) {
    const name = c.name?.trim().toLowerCase();
    if (name === undefined || name === '') continue;
    if (out.has(name)) shared.add(name);
    else out.set(name, c.id);
  }
  for (const name of shared) out.delete(name);
  return out;
}

export function readSwissInputs(inputs: SwissInputs, opts: { readonly byeScore: Rational }): SwissRead {
  const diagnostics: Diagnostic[] = [];
  let contestants: Contestant[] | undefined;
  if (inputs.contestants !== undefined) {
    const read = readContestants(decodeText(inputs.contestants.bytes).text, inputs.contestants.file);
    for (const d of read.diagnostics) diagnostics.push(d);
    contestants = [...read.contestants];
  }
  let matches: readonly SwissMatch[] = [];
  if (inputs.results !== undefined) {
    const read = readSwissResults(decodeText(inputs.results.bytes).text, inputs.results.file, {
      byeScore: opts.byeScore,
      ...(contestants !== undefined && inputs.contestants !== undefined
        ? { knownIds: new Set(contestants.map((c) => c.id)), idOfName: idsByName(contestants), contestantsFile: inputs.contestants.file }
        : {}),
    });
    for (const d of read.diagnostics) diagnostics.push(d);
    matches = read.matches;
  }
  const files = {
    ...(inputs.contestants ? { contestants: inputs.contestants.file } : {}),
    ...(inputs.results ? { results: inputs.results.file } : {}),
  };
  return { ...(contestants ? { contestants } : {}), matches, diagnostics, files };
}

export interface SwissPlanOptions extends Omit<NextRoundOptions, 'exclude'> {
  /** `--exclude`: not paired this round (withdrawn, NBF 2.11.5, or absent) */
  readonly exclude: ReadonlySet<string>;
}

/** The next round, and the warnings to show (a number of rounds outside NBF 2.14's range, the plan's own notes). */
export function planSwiss(read: SwissRead, options: SwissPlanOptions): { next: NextRound; warnings: string[] } {
  const field = read.contestants ?? contestantsFromResults(read.matches);
  const noun = options.kind === 'teams' ? 'teams' : 'pairs';
  if (field.length === 0) throw new UsageError('nothing to pair: give the results so far, or --contestants FILE for round 1');
  const exclude = options.exclude;
  const fieldIds = new Set(field.map((c) => c.id));
  const unknown = [...exclude].filter((id) => !fieldIds.has(id));
  if (unknown.length > 0) throw new UsageError(`--exclude: ${unknown.map((id) => `"${id}"`).join(', ')} not among the ${noun}`);
  const playing = field.length - exclude.size;
  if (playing > MAX_SWISS_FIELD) {
    throw new InputError([
      {
        severity: 'error',
        code: 'field-too-large',
        file: read.files.contestants ?? read.files.results ?? '',
        message: `${playing} ${noun} to pair (expected at most ${MAX_SWISS_FIELD}: a round is paired by one optimisation over the whole field, whose time grows with the cube of its size)`,
      },
    ]);
  }
  if (playing < 2) throw new UsageError(`only ${playing} of the ${noun} can be paired: a round needs at least 2`);
  const warnings: string[] = [];
  if (options.rounds !== undefined) {
    const round = nextRoundNumber(read.matches);
    if (round > options.rounds) throw new UsageError(`round ${round} is beyond the last round (--rounds ${options.rounds}): every round has results`);
    const low = Math.ceil(field.length / 4);
    const high = Math.floor((field.length * 3) / 4);
    if (options.rounds < low || options.rounds > high) {
      warnings.push(
        `--rounds ${options.rounds} for ${field.length} ${noun} is outside the 25–75 % of NBF 2.14 (${low} to ${high} rounds): repeat meetings become likely`,
      );
    }
  }
  const { exclude: _all, ...rest } = options;
  const next = planNextRound(field, read.matches, exclude.size === 0 ? rest : { ...rest, exclude });
  for (const note of next.notes) warnings.push(note.message);
  return { next, warnings };
}

/** Without a contestants file, the field is everyone in the results, in order of first appearance. */
function contestantsFromResults(matches: readonly SwissMatch[]): Contestant[] {
  const ids: string[] = [];
  const seen = new Set<string>();
  for (const m of matches) {
    for (const id of m.away === undefined ? [m.home] : [m.home, m.away]) {
      if (!seen.has(id)) {
        seen.add(id);
        ids.push(id);
      }
    }
  }
  return ids.map((id, order) => ({ id, order }));
}
