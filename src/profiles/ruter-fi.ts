/**
 * Ruter in Finland (Suomen Bridgeliitto, www.brenning.se), as the Finnish files of the corpus show it.
 */
import { PARTIAL_SESSIONS_NBF_DEFAULT, PUBLISHED_HALF_AWAY, PUBLISHED_LINES_FACTORED } from './apply.js';
import type { Profile } from '../model/settings.js';

export const ruterFiProfile: Profile = {
  name: 'ruter-fi',
  title: 'Ruter (Finland)',
  summary: 'as the Finnish federation uses it: Neuberg, shared places, cross-IMP totals per comparison',
  programs: ['ruter'],
  countries: ['finland', 'suomi', 'sbl'],
  partialSessions: PARTIAL_SESSIONS_NBF_DEFAULT,
  settings: {
    factoring: { value: 'neuberg', basis: 'evidence', source: 'file 01: a board with 16 real scores and 2 A+ published Neubergized (30 of 30 → 33.9)' },
    neubergN: { value: 'tables', basis: 'evidence', source: 'file 01: N = 18 tables, the largest number of results of any board' },
    smallGroups: { value: 'neuberg', basis: 'assumption', source: 'no small group in the Finnish files; Neuberg for every group size as the formula reads' },
    sessionAverage: { value: true, basis: 'rule', source: 'Law 12C2c' },
    sitOut: { value: 'own-average', basis: 'assumption', source: 'as Magic Contest, by the same author (file 03: a sit-out credited at its own average)' },
    impAveragePlus: {
      value: 1,
      basis: 'assumption',
      source: 'no artificial score in the Finnish IMP files; 1 IMP (per comparison in cross-IMPs), as in Norway',
    },
    butlerDrop: { value: { kind: 'count', count: 1 }, basis: 'evidence', source: 'file 03 (same author): "IMP;Butler-2", one top and one bottom dropped' },
    datumRounding: {
      value: 'away-from-zero',
      basis: 'documented',
      source: 'Ruter rounds a datum ending in 5 away from zero (reported on a Ruter Butler file)',
    },
    crossImpLines: { value: 'raw', basis: 'evidence', source: 'file 04: each line is the sum of IMPs against every other result on the board' },
    crossImpTotals: { value: 'per-comparison', basis: 'evidence', source: 'file 04: "IMP;Cross2", TotalScoreIMP = IMPs / (boards × comparisons)' },
    acrossSections: { value: false, basis: 'evidence', source: 'file 01: one section; file 04 says so by one rank list over its sections' },
    winners: { value: 'auto', basis: 'evidence', source: 'file 01: one field (a barometer), one rank list' },
    mpDisplay: { value: 'international', basis: 'evidence', source: 'file 01: "MatchPoints;MP1", 2 per result beaten, top 34' },
    boardMpDecimals: { value: 'exact', basis: 'evidence', source: 'file 01: TotalScoreMP is the exact sum of the board MPs' },
    tiebreak: { value: 'none', basis: 'evidence', source: 'file 01: equal totals share the place (RankTie 25, 25)' },
    publishedRounding: PUBLISHED_HALF_AWAY,
    publishedLines: PUBLISHED_LINES_FACTORED,
  },
};
