/**
 * Magic Contest (www.brenning.se, the author of Ruter), as file 03 — a Finnish Butler pairs — shows it.
 */
import { ruterFiProfile } from './ruter-fi.js';
import { inheritedSettings } from './apply.js';
import type { Profile } from './types.js';

export const magicContestProfile: Profile = {
  name: 'magic-contest',
  title: 'Magic Contest',
  summary: "club scoring: Butler dropping one top and one bottom, a sit-out credited at its own average",
  programs: ['magic contest'],
  settings: {
    ...inheritedSettings(ruterFiProfile),
    sitOut: {
      value: 'own-average',
      basis: 'evidence',
      source: 'NBF 3.4.4; file 03: a pair that sat out gets its own IMPs per board on the 4 boards (36 IMPs on 24 boards → 42 on 28)',
    },
    butlerDrop: { value: { kind: 'count', count: 1 }, basis: 'evidence', source: 'file 03: "IMP;Butler-2;Mean", the mean without the highest and the lowest score' },
    datumRounding: {
      value: 'away-from-zero',
      basis: 'assumption',
      source: "file 03 has no datum ending in 5; Ruter's rule by the same author (away from zero)",
    },
    tiebreak: { value: 'none', basis: 'assumption', source: 'file 03 has no tie; shared places as Ruter in Finland (file 01)' },
  },
};
