/**
 * Ruter i Norge, the Norwegian Bridge Federation's program (www.brenning.se): the NBF regulations with
 * matchpoints shown as ± average and Ruter's own standard deviation for ties.
 */
import { nbfProfile } from './nbf.js';
import { PUBLISHED_HALF_AWAY, PUBLISHED_LINES_FACTORED } from './apply.js';
import type { Profile } from '../model/settings.js';

export const ruterNoProfile: Profile = {
  name: 'ruter-no',
  title: 'Ruter i Norge (Norway)',
  summary: "the NBF regulations, matchpoints ± average, ties by Ruter's standard deviation",
  programs: ['ruter i norge'],
  partialSessions: {
    value: 'total',
    basis: 'rule',
    source: 'NBF 3.3.1, which Ruter i Norge applies: a pair that missed a session is ranked on its total against a whole event',
  },
  settings: {
    ...nbfProfile.settings,
    // file 08, board 37: 2 real results of 4 published 65 % / 55 %
    smallGroups: { value: 'nbf', basis: 'evidence', source: 'NBF 3.2.4; file 08 board 37: 2 real results of 4 published at 65 % and 55 %' },
    // file 08: every published matchpoint is MP − top/2
    mpDisplay: { value: 'relative', basis: 'evidence', source: 'NBF 3.2.3 (± average allowed); file 08 publishes MP − top/2 (+2.0 / −2.0)' },
    // NBF 3.3.2 names Ruter's formula and lets it decide where Ruter is used
    tiebreak: {
      value: 'sd-ruter',
      basis: 'rule',
      source: 'NBF 3.3.2: Ruter computes s = √(Σ x² / (n − 1)) on ± average scores; where Ruter is used, its order decides',
    },
    crossImpTotals: {
      value: 'per-comparison',
      basis: 'assumption',
      source: 'as Ruter elsewhere: "IMP;Cross2" totals are the IMPs per comparison (file 04, Ruter in Finland)',
    },
    publishedRounding: PUBLISHED_HALF_AWAY,
    publishedLines: PUBLISHED_LINES_FACTORED,
  },
};
