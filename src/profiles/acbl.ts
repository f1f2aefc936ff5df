/**
 * The American Contract Bridge League's ACBLscore. No ACBL file is in the corpus: documented practice where it
 * is published, assumptions otherwise.
 */
import { PARTIAL_SESSIONS_NBF_DEFAULT, PUBLISHED_HALF_AWAY, PUBLISHED_LINES_FACTORED } from './apply.js';
import type { Profile } from '../model/settings.js';

export const acblProfile: Profile = {
  name: 'acbl',
  title: 'ACBL (ACBLscore)',
  summary: 'matchpoints on the 1/½ scale, the Butler datum after dropping 5 % at each end',
  programs: ['acblscore', 'acbl score', 'acblscore+'],
  partialSessions: PARTIAL_SESSIONS_NBF_DEFAULT,
  settings: {
    factoring: { value: 'neuberg', basis: 'assumption', source: 'boards played fewer times are factored up to the field (no ACBL file here)' },
    neubergN: { value: 'tables', basis: 'assumption', source: 'the full tables (no ACBL file here)' },
    smallGroups: { value: 'neuberg', basis: 'assumption', source: 'factoring for every group size (no ACBL file here)' },
    sessionAverage: { value: true, basis: 'rule', source: 'Law 12C2c' },
    sitOut: { value: 'own-average', basis: 'assumption', source: 'a planned sit-out credited at its own average (no ACBL file here)' },
    impAveragePlus: { value: 3, basis: 'assumption', source: 'Law 12C2b: average plus is 3 IMPs unless the regulation says otherwise' },
    butlerDrop: {
      value: { kind: 'percent', percent: 5 },
      basis: 'documented',
      source: 'ACBLscore manual, IMPs with computed datum: the top and bottom 5 % are dropped',
    },
    datumRounding: { value: 'half-up', basis: 'assumption', source: 'the datum rounded to the nearest 10, a 5 upward' },
    crossImpLines: { value: 'raw', basis: 'assumption', source: 'no ACBL cross-IMP file here' },
    crossImpTotals: { value: 'raw', basis: 'assumption', source: 'no ACBL cross-IMP file here' },
    acrossSections: { value: false, basis: 'assumption', source: 'each section scored on its own unless scored across the field' },
    winners: { value: 'auto', basis: 'rule', source: 'the movement decides: a Mitchell has two winners, a Howell one' },
    mpDisplay: { value: 'american', basis: 'documented', source: 'ACBL matchpoints: 1 per result beaten, ½ per tie (top n − 1)' },
    boardMpDecimals: { value: 'exact', basis: 'assumption', source: 'no ACBL file here' },
    tiebreak: { value: 'none', basis: 'documented', source: 'ACBL pairs events: equal scores share the place' },
    publishedRounding: PUBLISHED_HALF_AWAY,
    publishedLines: PUBLISHED_LINES_FACTORED,
  },
};
