/**
 * EBUScore, the English Bridge Union's program, as file 13 (two sections, one winner) shows it, and the
 * EBU's White Book where the file says nothing.
 */
import { PARTIAL_SESSIONS_NBF_DEFAULT, PUBLISHED_HALF_AWAY, PUBLISHED_LINES_FACTORED } from './apply.js';
import type { Profile } from '../model/settings.js';

export const ebuProfile: Profile = {
  name: 'ebu',
  title: 'EBU (EBUScore)',
  summary: "the English Bridge Union's program (and its predecessor Pairs Scorer): Neuberg, board matchpoints rounded to 2 decimals before the totals",
  programs: ['ebuscore', 'ebu score', 'pairsscorer', 'pairs scorer'],
  masterpoints: { scale: 'ebu-local', source: 'EBU Licensing and Master Points Handbook 4.1: club sessions award local (black) points' },
  partialSessions: PARTIAL_SESSIONS_NBF_DEFAULT,
  settings: {
    factoring: { value: 'neuberg', basis: 'evidence', source: 'file 13: boards with fewer results carry Neuberg decimals (14.94, 17.06)' },
    neubergN: { value: 'tables', basis: 'evidence', source: 'file 13: N = the largest number of results of a board (17, top 32)' },
    smallGroups: {
      value: 'neuberg',
      basis: 'assumption',
      source: "EBU White Book: Neuberg's formula (Bavin's factored frequencies) whatever the size of the group",
    },
    sessionAverage: { value: true, basis: 'rule', source: 'Law 12C2c' },
    sitOut: { value: 'own-average', basis: 'assumption', source: 'a planned sit-out credited at its own average, as the totals of a full movement' },
    impAveragePlus: { value: 2, basis: 'assumption', source: 'EBU White Book for IMP pairs: average plus +2 IMPs (no IMP file of EBUScore here)' },
    butlerDrop: { value: { kind: 'count', count: 1 }, basis: 'assumption', source: 'EBU practice: one top and one bottom dropped before the datum' },
    datumRounding: { value: 'half-up', basis: 'assumption', source: 'no Butler file of EBUScore here; a datum ending in 5 rounded up' },
    crossImpLines: { value: 'raw', basis: 'assumption', source: 'no cross-IMP file of EBUScore here' },
    crossImpTotals: { value: 'raw', basis: 'assumption', source: 'no cross-IMP file of EBUScore here' },
    acrossSections: { value: false, basis: 'evidence', source: 'file 13 declares one winner over two sections itself (WINNER_TYPE 1, SECTION_COUNT 2)' },
    winners: { value: 'auto', basis: 'evidence', source: 'USEBIO WINNER_TYPE says it (file 12: 2, file 13: 1)' },
    mpDisplay: { value: 'international', basis: 'evidence', source: 'file 13: MATCH_POINTS 2 per result beaten (top 32 for 17 results)' },
    boardMpDecimals: {
      value: 2,
      basis: 'evidence',
      source: 'file 13: percentages from the board MPs as published, rounded to 2 decimals (pairs 10, 26, 27 are 0.01 above the exact value)',
    },
    tiebreak: { value: 'none', basis: 'assumption', source: 'EBU: equal totals share the place (USEBIO PLACE "5=")' },
    publishedRounding: PUBLISHED_HALF_AWAY,
    publishedLines: PUBLISHED_LINES_FACTORED,
  },
};
