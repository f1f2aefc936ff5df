/**
 * Ruter in Sweden (Svenska Bridgeförbundet, www.brenning.se). No Swedish file is in the corpus: the values are
 * Ruter's own as the other countries' files show them, and the Swedish average plus of 1.5 IMPs per comparison.
 */
import { ruterFiProfile } from './ruter-fi.js';
import { PARTIAL_SESSIONS_NBF_DEFAULT, PUBLISHED_HALF_AWAY, inheritedSettings } from './apply.js';
import type { Profile } from '../model/settings.js';

export const ruterSeProfile: Profile = {
  name: 'ruter-se',
  title: 'Ruter (Sweden)',
  summary: 'as the Swedish federation uses it: Neuberg, ties broken, cross-IMPs raw, average plus 1.5 IMPs per comparison',
  programs: ['ruter'],
  countries: ['sverige', 'sweden', 'svensk', 'sveriges'],
  partialSessions: PARTIAL_SESSIONS_NBF_DEFAULT,
  settings: {
    ...inheritedSettings(ruterFiProfile),
    smallGroups: { value: 'neuberg', basis: 'assumption', source: 'no Swedish file here; Neuberg for every group size as the formula reads' },
    sitOut: { value: 'own-average', basis: 'assumption', source: "as Ruter's author elsewhere (file 03: a sit-out credited at its own average)" },
    impAveragePlus: {
      value: 1.5,
      basis: 'documented',
      source: 'Ruter in Sweden: average plus is 1.5 IMPs per comparison (Swedish cross-IMP files total in halves); no file in the corpus',
    },
    crossImpTotals: { value: 'raw', basis: 'documented', source: 'Swedish Ruter files are "IMP;Cross": the total is the raw sum of the lines' },
    tiebreak: {
      value: 'sd-ruter',
      basis: 'assumption',
      source:
        "Swedish Ruter files rank equal totals apart without a RankTie column; Ruter's own standard deviation assumed (the one tie of the Swedish individual in test/conformance/excerpts is published in another order: a residual)",
    },
    mpDisplay: { value: 'international', basis: 'documented', source: 'Swedish Ruter files are "MatchPoints;MP1": 2 per result beaten' },
    publishedRounding: PUBLISHED_HALF_AWAY,
  },
};
