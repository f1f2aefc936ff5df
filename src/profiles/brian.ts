/**
 * BriAn, an English club program, as file 11 (USEBIO 1.0) shows it.
 */
import { ebuProfile } from './ebu.js';
import { PARTIAL_SESSIONS_NBF_DEFAULT, inheritedSettings } from './apply.js';
import type { Profile } from '../model/settings.js';

export const brianProfile: Profile = {
  name: 'brian',
  title: 'BriAn',
  summary: 'each board on its own top (no Neuberg), an artificial score a share of it, shared places',
  programs: ['brian'],
  partialSessions: PARTIAL_SESSIONS_NBF_DEFAULT,
  settings: {
    ...inheritedSettings(ebuProfile),
    factoring: {
      value: 'own-top',
      basis: 'evidence',
      source: 'file 11: a board with an A5050 scored on the top of its 5 real results (top 8), the artificial score 50 % of it',
    },
    boardMpDecimals: { value: 'exact', basis: 'evidence', source: 'file 11: percentages from the exact matchpoints (to 6 decimals)' },
    tiebreak: { value: 'none', basis: 'evidence', source: 'file 11: equal totals share the place ("9=")' },
  },
};
