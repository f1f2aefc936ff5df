/**
 * Pianola, the online results service of English clubs. No Pianola file is in the corpus: the values are those
 * of Pianola's cross-IMP files as published (checked outside the corpus), and EBU practice otherwise.
 */
import { ebuProfile } from './ebu.js';
import { PARTIAL_SESSIONS_NBF_DEFAULT, inheritedSettings } from './apply.js';
import type { Profile } from '../model/settings.js';

export const pianolaProfile: Profile = {
  name: 'pianola',
  title: 'Pianola',
  summary: 'cross-IMP lines per comparison and totals as their sum, a sit-out credited at its own average',
  programs: ['pianola'],
  partialSessions: PARTIAL_SESSIONS_NBF_DEFAULT,
  settings: {
    ...inheritedSettings(ebuProfile),
    crossImpLines: {
      value: 'per-comparison',
      basis: 'documented',
      source: "Pianola's cross-IMP files publish each line per comparison (−8 IMPs over 7 comparisons as −1.14); none in the corpus",
    },
    crossImpTotals: { value: 'raw', basis: 'documented', source: "Pianola's TOTAL_SCORE is the sum of the per-comparison lines" },
    sitOut: { value: 'own-average', basis: 'documented', source: "Pianola's cross-IMP totals credit a sat-out round at the pair's own average per board" },
    boardMpDecimals: { value: 'exact', basis: 'assumption', source: 'no Pianola matchpoint file here' },
  },
};
