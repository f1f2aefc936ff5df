/**
 * RealBridge, the online bridge platform, as its USEBIO results are published
 * (test/conformance/excerpts/realbridge-mp-pairs.xml).
 */
import { ebuProfile } from './ebu.js';
import { PARTIAL_SESSIONS_NBF_DEFAULT, inheritedSettings } from './apply.js';
import type { Profile } from '../model/settings.js';

export const realbridgeProfile: Profile = {
  name: 'realbridge',
  title: 'RealBridge',
  summary: 'matchpoints with Neuberg, two winners where the movement has them, shared places',
  programs: ['realbridge', 'real bridge'],
  partialSessions: PARTIAL_SESSIONS_NBF_DEFAULT,
  settings: {
    ...inheritedSettings(ebuProfile),
    boardMpDecimals: { value: 'exact', basis: 'evidence', source: 'a RealBridge 1.3.6 USEBIO file: its percentages follow from the exact board MPs' },
    tiebreak: { value: 'none', basis: 'documented', source: 'RealBridge USEBIO files: equal percentages share the place ("5=")' },
    publishedRounding: {
      value: 'half-even',
      basis: 'evidence',
      source: 'a RealBridge 1.3.6 USEBIO file: 154/320 = 48.125 % published 48.12, while 62.1875 % is 62.19: an exact half rounded to even',
    },
  },
};
