/**
 * The World Bridge Federation's pairs events. No WBF file is in the corpus: the Laws and WBF practice where it
 * is published, assumptions otherwise.
 */
import { PARTIAL_SESSIONS_NBF_DEFAULT, PUBLISHED_HALF_AWAY, PUBLISHED_LINES_FACTORED } from './apply.js';
import type { Profile } from '../model/settings.js';

export const wbfProfile: Profile = {
  name: 'wbf',
  title: 'WBF',
  summary: 'pairs events of the World Bridge Federation: Neuberg, average plus 3 IMPs (Law 12C2b)',
  programs: [],
  partialSessions: PARTIAL_SESSIONS_NBF_DEFAULT,
  settings: {
    factoring: { value: 'neuberg', basis: 'documented', source: "Neuberg's formula for boards played fewer times (WBF scoring practice)" },
    neubergN: { value: 'tables', basis: 'assumption', source: 'the full tables' },
    smallGroups: { value: 'neuberg', basis: 'assumption', source: 'Neuberg for every group size' },
    sessionAverage: { value: true, basis: 'rule', source: 'Law 12C2c' },
    sitOut: { value: 'own-average', basis: 'assumption', source: 'a planned sit-out credited at its own average' },
    impAveragePlus: { value: 3, basis: 'rule', source: 'Law 12C2b: average plus is 3 IMPs' },
    butlerDrop: { value: { kind: 'count', count: 1 }, basis: 'assumption', source: 'one top and one bottom dropped' },
    datumRounding: { value: 'half-up', basis: 'assumption', source: 'the datum rounded to the nearest 10, a 5 upward' },
    crossImpLines: { value: 'raw', basis: 'assumption', source: 'the sum against every other result' },
    crossImpTotals: { value: 'per-comparison', basis: 'assumption', source: 'IMPs per comparison, so that fields of any size compare' },
    acrossSections: { value: false, basis: 'assumption', source: 'each field on its own' },
    winners: { value: 'auto', basis: 'rule', source: 'the movement decides' },
    mpDisplay: { value: 'international', basis: 'documented', source: 'Law 78A: 2 per result beaten, 1 per tie (the international scale)' },
    boardMpDecimals: { value: 'exact', basis: 'assumption', source: 'no rounding inside' },
    tiebreak: { value: 'none', basis: 'assumption', source: 'equal totals share the place unless the conditions of contest say otherwise' },
    publishedRounding: PUBLISHED_HALF_AWAY,
    publishedLines: PUBLISHED_LINES_FACTORED,
  },
};
