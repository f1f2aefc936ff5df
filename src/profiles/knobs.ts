/**
 * The conventions one by one: in which order they are reported and refined, which matter for which method,
 * the values the search tries for each (in a fixed order), and how a value reads in a report.
 *
 * @example
 * knobText('butlerDrop', { kind: 'percent', percent: 5 }) //=> '5% at each end'
 */
import type { PairsEvent } from '../model/types.js';
import type { PairsMethod } from '../model/scored.js';
import type { ProfileValues } from '../model/settings.js';

/** The order conventions are reported in. */
export const KNOB_ORDER: readonly (keyof ProfileValues)[] = [
  'factoring',
  'neubergN',
  'smallGroups',
  'sessionAverage',
  'sitOut',
  'impAveragePlus',
  'butlerDrop',
  'datumRounding',
  'crossImpLines',
  'crossImpTotals',
  'acrossSections',
  'winners',
  'mpDisplay',
  'boardMpDecimals',
  'tiebreak',
  'publishedRounding',
  'publishedLines',
];

const BY_METHOD: Record<PairsMethod, readonly (keyof ProfileValues)[]> = {
  mp: [
    'factoring',
    'neubergN',
    'smallGroups',
    'sessionAverage',
    'sitOut',
    'acrossSections',
    'winners',
    'mpDisplay',
    'boardMpDecimals',
    'tiebreak',
    'publishedRounding',
    'publishedLines',
  ],
  butler: ['sessionAverage', 'sitOut', 'impAveragePlus', 'butlerDrop', 'datumRounding', 'acrossSections', 'winners', 'tiebreak', 'publishedRounding'],
  'cross-imps': ['sessionAverage', 'sitOut', 'impAveragePlus', 'crossImpLines', 'crossImpTotals', 'acrossSections', 'winners', 'tiebreak', 'publishedRounding'],
};

export function relevantKnobs(method: PairsMethod): readonly (keyof ProfileValues)[] {
  return BY_METHOD[method];
}

interface Refinement<K extends keyof ProfileValues> {
  readonly key: K;
  readonly values: readonly ProfileValues[K][];
  readonly applies: (method: PairsMethod, event: PairsEvent) => boolean;
}

const sections = (e: PairsEvent): boolean => new Set(e.results.map((r) => r.section ?? '')).size > 1;
const anyMethod = (): boolean => true;
const forMethod =
  (...m: PairsMethod[]) =>
  (method: PairsMethod): boolean =>
    m.includes(method);

/** The search's fixed order: the structure of the field first, then the rules that change single numbers. */
export const REFINEMENTS: readonly Refinement<keyof ProfileValues>[] = [
  { key: 'acrossSections', values: [false, true], applies: (_m, e) => sections(e) },
  { key: 'winners', values: ['one', 'two'], applies: anyMethod },
  { key: 'crossImpLines', values: ['raw', 'per-comparison'], applies: forMethod('cross-imps') },
  { key: 'crossImpTotals', values: ['raw', 'per-comparison', 'per-board'], applies: forMethod('cross-imps') },
  {
    key: 'butlerDrop',
    values: [
      { kind: 'count', count: 1 },
      { kind: 'count', count: 0 },
      { kind: 'percent', percent: 5 },
    ],
    applies: forMethod('butler'),
  },
  { key: 'datumRounding', values: ['half-up', 'away-from-zero', 'half-even', 'toward-zero'], applies: forMethod('butler') },
  { key: 'factoring', values: ['neuberg', 'own-top', 'manual', 'missing-average'], applies: forMethod('mp') },
  { key: 'smallGroups', values: ['nbf', 'neuberg'], applies: forMethod('mp') },
  { key: 'neubergN', values: ['tables', 'with-sitout'], applies: forMethod('mp') },
  { key: 'boardMpDecimals', values: ['exact', 2, 1], applies: forMethod('mp') },
  { key: 'mpDisplay', values: ['international', 'relative', 'american'], applies: forMethod('mp') },
  { key: 'impAveragePlus', values: [1, 1.5, 2, 3], applies: forMethod('butler', 'cross-imps') },
  { key: 'sessionAverage', values: [true, false], applies: anyMethod },
  { key: 'sitOut', values: ['own-average', 'none', 'own-average-usual'], applies: anyMethod },
  { key: 'tiebreak', values: ['none', 'sd', 'sd-ruter', 'head-to-head'], applies: anyMethod },
  { key: 'publishedRounding', values: ['half-away', 'half-even'], applies: anyMethod },
  { key: 'publishedLines', values: ['factored', 'own-top'], applies: forMethod('mp') },
] as readonly Refinement<keyof ProfileValues>[];

/** A value as a report shows it. */
export function knobText<K extends keyof ProfileValues>(key: K, value: ProfileValues[K]): string {
  if (key === 'butlerDrop') {
    const d = value as ProfileValues['butlerDrop'];
    return d.kind === 'count' ? `${d.count} at each end` : `${d.percent}% at each end`;
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the other knob values are numbers and words
  return String(value);
}

/** How a convention is called in a report: the option that sets it. */
export const KNOB_OPTION: Record<keyof ProfileValues, string> = {
  factoring: '--no-neuberg / --own-top / --missing-average',
  neubergN: '--neuberg-n',
  smallGroups: '--small-groups',
  sessionAverage: '--no-session-average',
  sitOut: '--sit-out',
  impAveragePlus: '--imp-average-plus',
  butlerDrop: '--butler-drop',
  datumRounding: '--datum-rounding',
  crossImpLines: '--cross-imp-lines',
  crossImpTotals: '--cross-imp-totals',
  acrossSections: '--across-sections',
  winners: '--winners',
  mpDisplay: '--mp-display',
  boardMpDecimals: '--round-board-mp',
  tiebreak: '--tiebreak',
  publishedRounding: '--published-rounding',
  publishedLines: '--profile',
};

/** How a convention is named for people. */
export const KNOB_LABEL: Record<keyof ProfileValues, string> = {
  factoring: 'Neuberg',
  neubergN: "Neuberg's N",
  smallGroups: 'small groups',
  sessionAverage: 'session average',
  sitOut: 'sit-out',
  impAveragePlus: 'average plus (IMPs)',
  butlerDrop: 'Butler drop',
  datumRounding: 'datum rounding',
  crossImpLines: 'cross-IMP lines',
  crossImpTotals: 'cross-IMP totals',
  acrossSections: 'across sections',
  winners: 'winners',
  mpDisplay: 'MP display',
  boardMpDecimals: 'board MP rounding',
  tiebreak: 'tiebreak',
  publishedRounding: 'published rounding',
  publishedLines: 'published line MPs',
};
