/**
 * The conventions a results file declares itself, each with the reason it was read so: the program that made
 * it, the scoring method and its modifiers (PBN 2.1 `Scoring`; USEBIO BOARD_SCORING_METHOD), one
 * or two winners (USEBIO WINNER_TYPE; one rank list over NS and EW), one field over sections (USEBIO
 * WINNER_TYPE 1 with SECTION_COUNT; one ButlerDatum per board over a Section column), shared places (RankTie,
 * `5=`), and matchpoints shown relative to average (negative published matchpoints).
 *
 * Only what the file says is read here; what it leaves open is left to the profiles and the search.
 *
 * @example
 * declaredConventions([{ scoring: 'IMP;Cross2', lines, totals }]).values.crossImpTotals
 * //=> { value: 'per-comparison', reason: 'Scoring tag IMP;Cross2 → per-comparison totals' }
 */
import type { PairsMethod } from '../../model/scored.js';
import type { PublishedResults, PublishedTotal } from '../../model/published.js';
import type { ProfileValues } from '../../model/settings.js';

export interface Declared<T> {
  readonly value: T;
  readonly reason: string;
}

export interface Declarations {
  readonly program?: string;
  readonly where?: string;
  readonly method?: Declared<PairsMethod>;
  readonly values: { readonly [K in keyof ProfileValues]?: Declared<ProfileValues[K]> };
  /** hints for the search: values to try first, with why */
  readonly hints: { readonly [K in keyof ProfileValues]?: Declared<ProfileValues[K]> };
  /** what the file says that we cannot use, for the report */
  readonly notes: readonly string[];
}

export function declaredConventions(files: readonly PublishedResults[]): Declarations {
  const values: { -readonly [K in keyof ProfileValues]?: Declared<ProfileValues[K]> } = {};
  const hints: { -readonly [K in keyof ProfileValues]?: Declared<ProfileValues[K]> } = {};
  const notes: string[] = [];
  const first = files[0];
  const program = files.map((f) => f.meta?.generator).find((g) => g !== undefined);
  const where = files.map((f) => f.meta?.where).find((w) => w !== undefined);
  const scoring = files.map((f) => f.scoring).find((s) => s !== undefined);
  const method = scoring === undefined ? methodFromColumns(files) : methodFromScoring(scoring, values, notes, files);
  for (const f of files) {
    winnersOf(f, values);
    sectionsOf(f, values, hints);
    placesOf(f, values, hints, notes);
    displayOf(f, values);
  }
  if (first?.meta?.competition !== undefined && /individ/i.test(first.meta.competition)) {
    notes.push(`Competition "${first.meta.competition}": an individual event, each player ranked on its own`);
  }
  return {
    ...(program === undefined ? {} : { program }),
    ...(where === undefined ? {} : { where }),
    ...(method === undefined ? {} : { method }),
    values,
    hints,
    notes,
  };
}

type MutableValues = { -readonly [K in keyof ProfileValues]?: Declared<ProfileValues[K]> };

/** PBN `Scoring` (PBN 2.1, the Scoring tag) or USEBIO BOARD_SCORING_METHOD: the method and its modifiers. */
function methodFromScoring(scoring: string, values: MutableValues, notes: string[], files: readonly PublishedResults[]): Declared<PairsMethod> | undefined {
  const fields = scoring.split(';').map((f) => f.trim().toUpperCase());
  const field = files.map((f) => f.meta?.scoringField).find((x) => x !== undefined) ?? 'Scoring tag';
  const tag = `${field} ${scoring}`;
  const base = fields[0] ?? '';
  // USEBIO EVENT_TYPE (Compscore writes no BOARD_SCORING_METHOD) and SCORING_METHOD
  if (field === 'EVENT_TYPE') {
    if (/^MP_/.test(base)) return { value: 'mp', reason: `${tag} → matchpoints` };
    if (/^BUTLER_/.test(base)) return { value: 'butler', reason: `${tag} → Butler, IMPs against a datum` };
    if (/^CROSS_IMP/.test(base)) return { value: 'cross-imps', reason: `${tag} → IMPs across the field` };
  }
  if (field.endsWith('SCORING_METHOD') && field !== 'BOARD_SCORING_METHOD' && (base === 'IMPS' || base === 'IMP')) {
    const columns = methodFromColumns(files);
    if (columns !== undefined) return { value: columns.value, reason: `${tag} and ${columns.reason}` };
    notes.push(`${tag}: IMPs, without saying Butler or cross-IMPs; the published numbers decide`);
    return undefined;
  }
  if (base === 'MATCH_POINTS' || base === 'MP' || base === 'MATCHPOINTS') {
    if (fields.includes('MP2')) values.mpDisplay = { value: 'american', reason: `${tag} → MP2, 1 per result beaten` };
    else if (fields.includes('MP1')) values.mpDisplay = { value: 'international', reason: `${tag} → MP1, 2 per result beaten` };
    return { value: 'mp', reason: `${tag} → matchpoints` };
  }
  if (base === 'CROSS_IMPS') return { value: 'cross-imps', reason: `${tag} → IMPs across the field` };
  if (base === 'IMPS' || base === 'IMP' || base === 'BUTLER') {
    const cross = fields.find((f) => /^CROSS\d?$/.test(f));
    if (cross !== undefined) {
      if (cross === 'CROSS2') values.crossImpTotals = { value: 'per-comparison', reason: `${tag} → per-comparison totals` };
      else if (cross === 'CROSS') values.crossImpTotals = { value: 'raw', reason: `${tag} → totals the sum of the lines` };
      else notes.push(`${tag}: "Cross1" (the sum per result) is not a total rule of ours; the totals are tried`);
      return { value: 'cross-imps', reason: `${tag} → IMPs across the field` };
    }
    const butler = fields.find((f) => /^BUTLER(-\d+)?$/.test(f));
    if (butler !== undefined || base === 'BUTLER' || base === 'IMPS') {
      if (butler === 'BUTLER-2')
        values.butlerDrop = { value: { kind: 'count', count: 1 }, reason: `${tag} → Butler-2, the highest and the lowest score dropped` };
      if (fields.includes('MEDIAN')) notes.push(`${tag}: a median datum is not one of ours; the mean is used`);
      return { value: 'butler', reason: `${tag} → Butler, IMPs against a datum` };
    }
    // "IMP" alone: a datum column says Butler; otherwise Butler and cross-IMPs are both tried.
    return methodFromColumns(files);
  }
  notes.push(`${tag}: not a pairs scoring of ours; the published columns decide`);
  return methodFromColumns(files);
}

/** No scoring declared: the published columns tell matchpoints from IMPs, and a datum from cross-IMPs. */
function methodFromColumns(files: readonly PublishedResults[]): Declared<PairsMethod> | undefined {
  const lines = files.flatMap((f) => f.lines);
  if (lines.some((l) => l.datum !== undefined)) return { value: 'butler', reason: 'a published datum (ButlerDatum, BOARD_AVERAGE) → Butler' };
  if (lines.some((l) => l.impNS !== undefined)) return undefined;
  if (lines.some((l) => l.mpNS !== undefined || l.seats !== undefined) || files.some((f) => f.totals.some((t) => t.percentage !== undefined))) {
    return { value: 'mp', reason: 'published matchpoints and percentages → matchpoints' };
  }
  return undefined;
}

/** USEBIO WINNER_TYPE, or a TotalScoreTable ranking NS and EW in one list (one winner) or two. */
function winnersOf(f: PublishedResults, values: MutableValues): void {
  if (values.winners) return;
  if (f.winners !== undefined) {
    values.winners = { value: f.winners === 1 ? 'one' : 'two', reason: `WINNER_TYPE ${f.winners} → ${f.winners === 1 ? 'one winner' : 'two winners'}` };
    return;
  }
  const ranked = f.totals.filter((t) => t.rank !== undefined && t.direction !== undefined);
  if (ranked.length < 2 || new Set(ranked.map((t) => t.direction)).size < 2) return;
  const firsts = new Set(ranked.filter((t) => t.rank === 1).map((t) => t.direction));
  // An NS and an EW pair sharing first place are still one list when the places run on past either direction's
  // count (1=, 1=, 3, 4 … over both): two lists would each stop at their own number of pairs.
  const perDirection = (['NS', 'EW'] as const).map((d) => ranked.filter((t) => t.direction === d).length).reduce((a, b) => Math.max(a, b), 0);
  const lastPlace = ranked.reduce((a, t) => Math.max(a, t.rank as number), 0);
  const oneList = lastPlace > perDirection;
  if (firsts.size === 2 && !oneList) values.winners = { value: 'two', reason: 'a rank list for NS and one for EW → two winners' };
  else if (firsts.size === 2) {
    const shared = ranked.filter((t) => t.rank === 1).map((t) => `${t.pair} ${t.direction}`);
    values.winners = { value: 'one', reason: `one rank list over NS and EW (places to ${lastPlace}; ${shared.join(' and ')} share first place) → one winner` };
  } else values.winners = { value: 'one', reason: 'one rank list over NS and EW → one winner' };
}

/** One field over sections: USEBIO WINNER_TYPE 1 with SECTION_COUNT ≥ 2, or one ButlerDatum per board. */
function sectionsOf(f: PublishedResults, values: MutableValues, hints: MutableValues): void {
  if (values.acrossSections) return;
  const sections = new Set(f.lines.map((l) => l.section).filter((s) => s !== undefined));
  if (sections.size < 2) return;
  const count = f.meta?.sectionCount;
  if (f.winners === 1 && count !== undefined && count >= 2) {
    values.acrossSections = { value: true, reason: `WINNER_TYPE 1 with SECTION_COUNT ${count} → one field across the sections` };
    return;
  }
  const datums = new Map<number, Set<number>>();
  for (const l of f.lines) if (l.datum !== undefined) datums.set(l.board, (datums.get(l.board) ?? new Set()).add(l.datum));
  if (datums.size > 0) {
    const one = [...datums.values()].every((d) => d.size === 1);
    values.acrossSections = one
      ? { value: true, reason: `one ButlerDatum per board over sections ${[...sections].sort().join(', ')} → one field across the sections` }
      : { value: false, reason: 'a ButlerDatum per section on the same board → each section on its own' };
    return;
  }
  const ranks = f.totals.map((t) => t.rank).filter((r) => r !== undefined);
  const firsts = ranks.filter((r) => r === 1).length;
  if (ranks.length > 0 && firsts === 1) {
    hints.acrossSections = { value: true, reason: `one rank list over sections ${[...sections].sort().join(', ')} → across the sections tried first` };
  }
}

/**
 * Shared places published (RankTie, `5=`): the file breaks no ties. A Tiebreak column filled for pairs of one
 * total (Magic Contest France: 593.2 for pairs 44 and 1, published "2" and "0", places 31 and 32): the file
 * broke the tie by the result between them, tried first.
 */
function placesOf(f: PublishedResults, values: MutableValues, hints: MutableValues, notes: string[]): void {
  const broken = f.totals.filter((t) => t.tiebreak !== undefined && t.total !== undefined);
  if (broken.length >= 2 && hints.tiebreak === undefined) {
    const [a, b] = broken as [PublishedTotal, PublishedTotal];
    const same = broken.filter((t) => a.total !== undefined && t.total?.eq(a.total) === true);
    const example = same.length >= 2 ? same : [a, b];
    hints.tiebreak = {
      value: 'head-to-head',
      reason: `a Tiebreak column published for pairs of one total (pair ${example[0]?.pair} "${example[0]?.tiebreak}", pair ${example[1]?.pair} "${example[1]?.tiebreak}") → the result between the pairs tried first`,
    };
    notes.push(
      `Tiebreak column: read as the evidence that ties were broken; its values (${broken.map((t) => `pair ${t.pair} "${t.tiebreak}"`).join(', ')}) are not compared`,
    );
  }
  if (values.tiebreak) return;
  const tied = f.totals.filter((t) => t.tie || t.session?.tie);
  if (tied.length > 0) {
    const example = tied[0] as (typeof tied)[number];
    const rank = example.tie ? example.rank : example.session?.rank;
    values.tiebreak = { value: 'none', reason: `shared places published (pair ${example.pair} ${rank}=) → ties stand` };
  }
}

/** Negative published matchpoints: shown relative to average (NBF 3.2.3, Ruter in Norway). */
function displayOf(f: PublishedResults, values: MutableValues): void {
  if (values.mpDisplay?.value === 'relative') return;
  const negativeLine = f.lines.find((l) => [l.mpNS, l.mpEW, ...Object.values(l.seats ?? {}).map((s) => s?.mp)].some((v) => v !== undefined && v.sign() < 0));
  const mpTotals = /(^|[^I])MP$/i.test(f.meta?.totalColumn ?? '');
  const negativeTotal = mpTotals ? f.totals.find((t) => t.total !== undefined && t.total.sign() < 0) : undefined;
  if (negativeLine) values.mpDisplay = { value: 'relative', reason: `negative matchpoints published (board ${negativeLine.board}) → MP shown ± average` };
  else if (negativeTotal)
    values.mpDisplay = { value: 'relative', reason: `negative total matchpoints published (pair ${negativeTotal.pair}) → MP shown ± average` };
  else if (f.meta?.mpScale !== undefined && values.mpDisplay === undefined) {
    // USEBIO MP_SCALE: the matchpoints per result beaten, 1 (the 1/½ scale) or 2 (the international 2/1/0)
    const scale = f.meta.mpScale.trim();
    if (/^(1|half|american|acbl)/i.test(scale)) values.mpDisplay = { value: 'american', reason: `MP_SCALE ${scale} → 1 per result beaten` };
    else if (/^(2|international|european)/i.test(scale)) values.mpDisplay = { value: 'international', reason: `MP_SCALE ${scale} → 2 per result beaten` };
  }
}
