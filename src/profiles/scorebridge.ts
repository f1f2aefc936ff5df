/**
 * ScoreBridge, a scoring program of English and Australian clubs, as its USEBIO results show it
 * (test/conformance/excerpts/scorebridge-mp-pairs.xml): EBU practice, with each board's matchpoints published
 * to one decimal and the totals made from those.
 */
import { ebuProfile } from './ebu.js';
import { PARTIAL_SESSIONS_NBF_DEFAULT, inheritedSettings } from './apply.js';
import type { Profile } from '../model/settings.js';

export const scorebridgeProfile: Profile = {
  name: 'scorebridge',
  title: 'ScoreBridge',
  summary: 'matchpoints with Neuberg, each board rounded to one decimal before the totals, shared places',
  programs: ['scorebridge', 'score bridge'],
  partialSessions: PARTIAL_SESSIONS_NBF_DEFAULT,
  settings: {
    ...inheritedSettings(ebuProfile),
    boardMpDecimals: {
      value: 1,
      basis: 'evidence',
      source: 'a ScoreBridge 10.24 USEBIO file: board MPs published to 1 decimal (13.9, 0.1), and 15 percentages and places agree only from those',
    },
  },
};
