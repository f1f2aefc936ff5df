/**
 * RealBridge, the online bridge platform, as its USEBIO results are published (checked outside the corpus).
 */
import { ebuProfile } from './ebu.js';
import { inheritedSettings } from './apply.js';
import type { Profile } from './types.js';

export const realbridgeProfile: Profile = {
  name: 'realbridge',
  title: 'RealBridge',
  summary: 'matchpoints with Neuberg, two winners where the movement has them, shared places',
  programs: ['realbridge', 'real bridge'],
  settings: {
    ...inheritedSettings(ebuProfile),
    boardMpDecimals: { value: 'exact', basis: 'assumption', source: 'no RealBridge file in the corpus; exact totals' },
    tiebreak: { value: 'none', basis: 'documented', source: 'RealBridge USEBIO files: equal percentages share the place ("5=")' },
  },
};
