/**
 * Find the conventions a results file was scored with, so that `pairs FILE --compare` needs no options:
 * 1. what the file declares (declared.ts) is taken as it stands, and what the user gave on the command line
 *    always stands;
 * 2. the profiles are tried in a fixed order — the file's own program first, then the default, then the rest
 *    as listed — and the first that agrees on every published number is kept, or else the one that agrees on
 *    most (the earlier on a tie);
 * 3. if numbers still differ, each open convention in a fixed order is tried at each of its other values, and
 *    a value is kept only when more numbers agree.
 * Every choice is recorded with its reason, for the report. Pure and deterministic: the same files give the same
 * search and the same answer.
 *
 * @example
 * findConvention({ event, penalties: [], files, base, display: 'international', fixed }).profile.name //=> 'ruter-fi'
 */
import type { MpDisplay } from '../../text/display-number.js';
import type { PenaltyRecord } from '../../model/scored.js';
import type { PublishedResults } from '../../model/published.js';
import type { PairsEvent } from '../../model/types.js';
import { comparePublished, publishedKind } from './compare-published.js';
import { type Comparison } from '../../model/compare.js';
import { type PublishedRounding } from '../../model/settings.js';
import type { PairsMethod, PairsScoringOptions, ScoredPairsEvent } from '../../model/scored.js';
import { scorePairs } from '../score-pairs.js';
import { masterpointAwards, type MasterpointRequest } from '../masterpoints.js';
import { scoringOptionsOf, valuesFromOptions, valuesOf } from '../../profiles/apply.js';
import { declaredConventions, type Declarations } from './declared.js';
import { DEFAULT_PROFILE, PROFILES, profileByName, profilesForProgram } from '../../profiles/index.js';
import { KNOB_LABEL, KNOB_OPTION, KNOB_ORDER, knobText, relevantKnobs, REFINEMENTS } from '../../profiles/knobs.js';
import type { Profile, ProfileValues } from '../../model/settings.js';
import { type Decision } from '../../model/compare.js';

export interface PublishedFile {
  readonly file: string;
  readonly results: PublishedResults;
  /** the session of the event this file is, in an event of several sessions */
  readonly session?: string;
}

export interface FindInput {
  readonly event: PairsEvent;
  readonly penalties: readonly PenaltyRecord[];
  readonly files: readonly PublishedFile[];
  /** the options as given (the rest the default profile's): the method, rulings, carry-over … */
  readonly base: PairsScoringOptions;
  readonly display: MpDisplay;
  /** how the file's program rounds an exact half (--published-rounding, or the profile's) */
  readonly publishedRounding?: PublishedRounding;
  /** what the command line fixed: a profile, the method, single conventions */
  readonly fixed: { readonly profile?: string; readonly method: boolean; readonly keys: ReadonlySet<keyof ProfileValues> };
  /** `--masterpoints`: each ranking's awards, compared with the awards the files publish */
  readonly masterpoints?: MasterpointRequest;
}

export interface Found {
  readonly profile: Profile;
  readonly values: ProfileValues;
  readonly method: PairsMethod;
  readonly options: PairsScoringOptions;
  readonly butlerTotals: 'sum' | 'per-board';
  readonly scored: ScoredPairsEvent;
  readonly comparisons: readonly { readonly file: string; readonly comparison: Comparison }[];
  readonly agree: number;
  readonly compared: number;
  readonly decisions: readonly Decision[];
  /** how many scorings were tried */
  readonly tried: number;
  /** the file's numbers are of another kind than the scoring asked for */
  readonly mismatch?: { readonly file: string; readonly message: string };
}

interface Trial {
  readonly values: ProfileValues;
  readonly method: PairsMethod;
  readonly butlerTotals: 'sum' | 'per-board';
  readonly scored: ScoredPairsEvent;
  readonly comparisons: { file: string; comparison: Comparison }[];
  readonly agree: number;
  readonly compared: number;
}

export function findConvention(input: FindInput): Found {
  const declared = declaredConventions(input.files.map((f) => f.results));
  const user = valuesFromOptions(input.base, input.display, input.publishedRounding);
  const scorer = evaluator(input);
  // What the user fixed, over what the file declares, over the profile.
  const compose = (profile: Profile): ProfileValues => {
    const v: Record<string, unknown> = { ...valuesOf(profile) };
    for (const [k, d] of Object.entries(declared.hints)) if (d) v[k] = d.value;
    for (const [k, d] of Object.entries(declared.values)) if (d) v[k] = d.value;
    for (const k of input.fixed.keys) v[k] = user[k];
    return v as unknown as ProfileValues;
  };
  const candidates = profileOrder(input.fixed.profile, declared);
  const { method, why: methodWhy } = methodOf(input, declared, scorer.evaluate, compose(candidates[0] as Profile));

  const tries: { profile: Profile; trial: Trial }[] = [];
  let best: { profile: Profile; trial: Trial } | undefined;
  for (const profile of candidates) {
    const trial = scorer.evaluate(compose(profile), method);
    tries.push({ profile, trial });
    if (!best || trial.agree > best.trial.agree) best = { profile, trial };
    if (trial.agree === trial.compared) break;
  }
  let chosen = best as { profile: Profile; trial: Trial };
  const mismatch = chosen.trial.comparisons.find((c) => c.comparison.mismatch !== undefined);
  const searchable = !mismatch && input.fixed.profile === undefined;
  let { trial, refined } = searchable
    ? refine(input, declared, chosen, method, scorer.evaluate)
    : { trial: chosen.trial, refined: new Map<keyof ProfileValues, string>() };
  // The file's own program is the answer whenever its profile reproduces the file, or no other profile does:
  // a neighbour that happens to agree is named only where the program's own profile cannot.
  const own = input.fixed.profile === undefined ? profilesForProgram(declared.program, declared.where)[0] : undefined;
  let profileNote: string | undefined;
  const ownTry = own === undefined || own === chosen.profile ? undefined : tries.find((t) => t.profile === own);
  if (searchable && ownTry !== undefined) {
    const ownRefined = refine(input, declared, ownTry, method, scorer.evaluate);
    const full = (t: Trial) => t.agree === t.compared;
    if (full(ownRefined.trial) || !full(trial)) {
      profileNote =
        trial.agree > ownRefined.trial.agree
          ? `the file's program; ${chosen.profile.name} agrees on ${trial.agree - ownRefined.trial.agree} more, but not on every number`
          : "the file's program";
      chosen = ownTry;
      ({ trial, refined } = ownRefined);
    } else {
      profileNote = `${own?.name ?? ''}, the file's program's profile, cannot reproduce it (${ownRefined.trial.agree} of ${ownRefined.trial.compared} after the search); ${chosen.profile.name} agrees on every number`;
    }
  }

  return {
    profile: chosen.profile,
    values: trial.values,
    method,
    options: scoringOptionsOf(trial.values, { ...input.base, method }),
    butlerTotals: trial.butlerTotals,
    scored: trial.scored,
    comparisons: trial.comparisons,
    agree: trial.agree,
    compared: trial.compared,
    decisions: explain(input, declared, chosen.profile, tries, trial, refined, method, methodWhy, profileNote),
    tried: scorer.tried(),
    ...(mismatch ? { mismatch: { file: mismatch.file, message: mismatch.comparison.mismatch as string } } : {}),
  };
}

/** Conventions tried together by the search, each group in every combination. */
const JOINT: readonly (readonly (keyof ProfileValues)[])[] = [
  ['crossImpLines', 'crossImpTotals', 'sitOut'],
  ['butlerDrop', 'datumRounding'],
  ['boardMpDecimals', 'tiebreak'],
  ['factoring', 'neubergN', 'sitOut'],
  ['publishedLines', 'sitOut', 'publishedRounding'],
];

type Evaluate = (values: ProfileValues, method: PairsMethod) => Trial;

/** Score with some conventions and compare with every file; each scoring once (the display and the published rounding are compare-only). */
function evaluator(input: FindInput): { evaluate: Evaluate; tried: () => number } {
  const cache = new Map<string, ScoredPairsEvent>();
  const evaluate: Evaluate = (values, m) => {
    const key = JSON.stringify([m, { ...values, mpDisplay: '', publishedRounding: '', publishedLines: '' }]);
    let scored = cache.get(key);
    if (!scored) {
      scored = scorePairs(input.event, scoringOptionsOf(values, { ...input.base, method: m }), input.penalties);
      if (input.masterpoints) scored = Object.assign(scored, { masterpoints: masterpointAwards(scored, input.masterpoints) });
      cache.set(key, scored);
    }
    // Butler totals are published as the sum (Magic Contest) or per board (Ruter): the better of the two.
    const ways: ('sum' | 'per-board')[] = m === 'butler' ? ['sum', 'per-board'] : ['sum'];
    let best: Trial | undefined;
    for (const butlerTotals of ways) {
      const comparisons = input.files.map((f) => ({
        file: f.file,
        comparison: comparePublished(scored, f.results, {
          mp: values.mpDisplay,
          rounding: values.publishedRounding,
          lines: values.publishedLines,
          butlerTotals,
          ...(f.session !== undefined ? { session: f.session } : {}),
        }),
      }));
      const all = comparisons.flatMap((c) => [...c.comparison.lines, ...c.comparison.totals]);
      const agree = all.filter((d) => d.ok).length;
      if (!best || agree > best.agree) best = { values, method: m, butlerTotals, scored, comparisons, agree, compared: all.length };
    }
    return best as Trial;
  };
  return { evaluate, tried: () => cache.size };
}

/** The method: the command line's, the file's, or — IMPs published without saying which — the better of the two. */
function methodOf(input: FindInput, declared: Declarations, evaluate: Evaluate, first: ProfileValues): { method: PairsMethod; why?: string } {
  if (input.fixed.method) return { method: input.base.method };
  if (declared.method !== undefined) return { method: declared.method.value };
  if (!input.files.some((f) => publishedKind(f.results) === 'imp')) return { method: input.base.method };
  const butler = evaluate(first, 'butler');
  // Cross-IMPs are published in several forms: every line form with every total rule, before deciding.
  let cross = evaluate(first, 'cross-imps');
  const open = (k: keyof ProfileValues) => !input.fixed.keys.has(k) && declared.values[k] === undefined;
  for (const lines of open('crossImpLines') ? (['raw', 'per-comparison'] as const) : [first.crossImpLines]) {
    for (const totals of open('crossImpTotals') ? (['raw', 'per-comparison', 'per-board'] as const) : [first.crossImpTotals]) {
      const t = evaluate({ ...first, crossImpLines: lines, crossImpTotals: totals }, 'cross-imps');
      if (t.agree > cross.agree) cross = t;
    }
  }
  const method = cross.agree > butler.agree ? 'cross-imps' : 'butler';
  return {
    method,
    why: `IMPs published without a method: ${method} agrees on ${Math.max(butler.agree, cross.agree)}, the other on ${Math.min(butler.agree, cross.agree)}`,
  };
}

/** The conventions the file leaves open, one at a time in a fixed order; a value is kept when more agree. */
function refine(
  input: FindInput,
  declared: Declarations,
  chosen: { profile: Profile; trial: Trial },
  method: PairsMethod,
  evaluate: Evaluate,
): { trial: Trial; refined: Map<keyof ProfileValues, string> } {
  let trial = chosen.trial;
  const refined = new Map<keyof ProfileValues, string>();
  for (const knob of REFINEMENTS) {
    if (trial.agree === trial.compared) break;
    if (input.fixed.keys.has(knob.key) || declared.values[knob.key] !== undefined || !knob.applies(method, input.event)) continue;
    const before = trial.agree;
    for (const alt of knob.values) {
      if (JSON.stringify(alt) === JSON.stringify(trial.values[knob.key])) continue;
      const t = evaluate({ ...trial.values, [knob.key]: alt }, method);
      if (t.agree > trial.agree) trial = t;
    }
    if (trial.agree > before)
      refined.set(knob.key, `tried every value: ${trial.agree - before} more published numbers agree than with ${chosen.profile.name}'s`);
  }
  // Conventions that only show together (a line form with its totals, a rounding with the tie it makes): every
  // combination of each group, so that the search does not stop where no single change helps.
  for (const group of JOINT) {
    if (trial.agree === trial.compared) break;
    const keys = group.filter((k) => !input.fixed.keys.has(k) && declared.values[k] === undefined);
    const knobs = keys
      .map((k) => REFINEMENTS.find((r) => r.key === k))
      .filter((r): r is (typeof REFINEMENTS)[number] => r !== undefined && r.applies(method, input.event));
    if (knobs.length < 2) continue;
    const before = trial.agree;
    let combos: Record<string, unknown>[] = [{}];
    for (const knob of knobs) combos = combos.flatMap((c) => knob.values.map((v) => ({ ...c, [knob.key]: v })));
    for (const combo of combos) {
      const t = evaluate({ ...trial.values, ...combo }, method);
      if (t.agree > trial.agree) trial = t;
    }
    if (trial.agree > before) {
      for (const knob of knobs) {
        if (JSON.stringify(trial.values[knob.key]) !== JSON.stringify(chosen.trial.values[knob.key])) {
          refined.set(
            knob.key,
            `tried together with ${knobs
              .filter((k) => k !== knob)
              .map((k) => KNOB_LABEL[k.key])
              .join(', ')}: ${trial.agree - before} more published numbers agree`,
          );
        }
      }
    }
  }
  return { trial, refined };
}

/** The profiles to try, in order: the one asked for; else the file's program's, the default, the rest. */
function profileOrder(asked: string | undefined, declared: Declarations): Profile[] {
  if (asked !== undefined) return [profileByName(asked) ?? DEFAULT_PROFILE];
  const order: Profile[] = [];
  for (const p of [...profilesForProgram(declared.program, declared.where), DEFAULT_PROFILE, ...PROFILES]) if (!order.includes(p)) order.push(p);
  return order;
}

/** Each convention used, with why: the command line, the file, the search, or the profile's source. */
function explain(
  input: FindInput,
  declared: Declarations,
  profile: Profile,
  tries: readonly { profile: Profile; trial: Trial }[],
  trial: Trial,
  refined: ReadonlyMap<keyof ProfileValues, string>,
  method: PairsMethod,
  methodWhy: string | undefined,
  profileNote?: string,
): Decision[] {
  const out: Decision[] = [];
  const own = profilesForProgram(declared.program, declared.where);
  if (declared.program !== undefined) {
    const known = own.length > 0 ? `→ ${own.map((p) => p.name).join(', ')}` : '→ no profile of its own';
    out.push({ what: 'program', value: declared.program, why: `named by the file${declared.where ? ` (played at ${declared.where})` : ''} ${known}` });
  }
  const triedText = tries.map((t) => `${t.profile.name} ${t.trial.agree}/${t.trial.compared}`).join(', ');
  const profileWhy =
    input.fixed.profile !== undefined
      ? 'your --profile'
      : profileNote !== undefined
        ? `${profileNote} (tried ${triedText})`
        : own[0] === profile
          ? `the file's program${tries.length > 1 ? ` (tried ${triedText})` : ''}`
          : `the best agreement of the profiles tried (${triedText})`;
  out.push({ what: 'profile', value: `${profile.name} (${profile.title})`, why: profileWhy });
  out.push({
    what: 'scoring',
    value: method,
    why: input.fixed.method ? 'your --scoring' : (declared.method?.reason ?? methodWhy ?? 'the default: nothing in the file says otherwise'),
  });
  for (const key of KNOB_ORDER) {
    if (!relevantKnobs(method).includes(key)) continue;
    const value = knobText(key, trial.values[key]);
    const why = input.fixed.keys.has(key)
      ? `your option ${KNOB_OPTION[key]}`
      : (declared.values[key]?.reason ??
        refined.get(key) ??
        hintReason(declared, key, trial.values) ??
        `profile ${profile.name}: ${profile.settings[key].source} [${profile.settings[key].basis}]`);
    out.push({ what: KNOB_LABEL[key], value, why });
  }
  if (method === 'butler') {
    out.push({
      what: 'Butler totals',
      value: trial.butlerTotals === 'per-board' ? 'IMPs per board' : 'the IMP sum',
      why: trial.butlerTotals === 'per-board' ? 'the published totals agree as IMPs / boards' : 'the published totals agree as the sum of the IMPs',
    });
  }
  for (const note of declared.notes) out.push({ what: 'note', value: '', why: note });
  return out;
}

/** A hint of the file that the search kept. */
function hintReason(declared: Declarations, key: keyof ProfileValues, values: ProfileValues): string | undefined {
  const h = declared.hints[key];
  return h !== undefined && JSON.stringify(h.value) === JSON.stringify(values[key]) ? h.reason.replace(' tried first', '') : undefined;
}
