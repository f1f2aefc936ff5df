/**
 * Magic Contest (www.brenning.se, the author of Ruter), as file 03 — a Finnish Butler pairs — shows it, and
 * its French edition (Magic Contest France 4.13, two sessions of the FFB's DN1 final): board matchpoints to one
 * decimal, and a tie on the total broken by the result between the pairs (the `Tiebreak` column).
 */
import { ruterFiProfile } from './ruter-fi.js';
import { PARTIAL_SESSIONS_NBF_DEFAULT, inheritedSettings } from './apply.js';
import type { Profile } from '../model/settings.js';

export const magicContestProfile: Profile = {
  name: 'magic-contest',
  title: 'Magic Contest',
  summary: 'Butler dropping one top and one bottom, a sit-out credited at its own average; board MPs to one decimal, ties broken head-to-head',
  programs: ['magic contest'],
  partialSessions: PARTIAL_SESSIONS_NBF_DEFAULT,
  settings: {
    ...inheritedSettings(ruterFiProfile),
    sitOut: {
      value: 'own-average',
      basis: 'evidence',
      source: 'NBF 3.4.4; file 03: a pair that sat out gets its own IMPs per board on the 4 boards (36 IMPs on 24 boards → 42 on 28)',
    },
    butlerDrop: {
      value: { kind: 'count', count: 1 },
      basis: 'evidence',
      source: 'file 03: "IMP;Butler-2;Mean", the mean without the highest and the lowest score',
    },
    datumRounding: {
      value: 'away-from-zero',
      basis: 'assumption',
      source: "file 03 has no datum ending in 5; Ruter's rule by the same author (away from zero)",
    },
    boardMpDecimals: {
      value: 1,
      basis: 'evidence',
      source: 'Magic Contest France DN1 final, sessions 1 and 5: board MPs published to one decimal (28.3, 13.7) and totalled so (pair 7: 771.2, exact 771.1)',
    },
    tiebreak: {
      value: 'head-to-head',
      basis: 'evidence',
      source: 'Magic Contest France DN1 final, session 1: pairs 44 and 1 on 593.2 placed 31 and 32 by the result between them (Tiebreak "2" and "0")',
    },
  },
};
