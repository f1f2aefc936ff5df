/**
 * Compscore3, the scoring program of Australian clubs, as its USEBIO files show it (test/conformance/excerpts/
 * compscore3-*.xml, clubs in Sydney, Moonee Valley and the Sunshine Coast): matchpoints with Neuberg to the
 * largest group, the traveller printed on each board's own top while the totals add the factored values; a pair
 * that missed boards credited at its own average only up to the boards most pairs played; Butler dropping one
 * top and one bottom; cross-IMP lines per comparison, totalled as their sum.
 */
import { ebuProfile } from './ebu.js';
import { PARTIAL_SESSIONS_NBF_DEFAULT, inheritedSettings } from './apply.js';
import type { Profile } from '../model/settings.js';

export const compscoreProfile: Profile = {
  name: 'compscore',
  title: 'Compscore (Australia)',
  summary: "Australian clubs' program: Neuberg to the largest group, travellers on each board's own top, missed boards credited up to the usual count",
  masterpoints: { scale: 'abf-green', source: 'ABF Masterpoint Manual 3.1.1: club sessions award green points' },
  programs: ['compscore', 'compscore2', 'compscore3'],
  countries: ['australia'],
  partialSessions: PARTIAL_SESSIONS_NBF_DEFAULT,
  settings: {
    ...inheritedSettings(ebuProfile),
    factoring: {
      value: 'neuberg',
      basis: 'evidence',
      source: 'compscore3 mp-pairs-howell: pair 6 published 162.6 = its lines 160.8 + 1.8, the Neuberg lift of its 8 on board 12 (5 results of 6)',
    },
    neubergN: {
      value: 'tables',
      basis: 'evidence',
      source: 'compscore3 rookie-04: N = the largest number of results of a board (6, top 10), not the 8 tables',
    },
    smallGroups: { value: 'neuberg', basis: 'assumption', source: "Neuberg's formula whatever the size of the group, as EBU practice" },
    sitOut: {
      value: 'own-average-usual',
      basis: 'evidence',
      source: 'compscore3 rookie-04: a pair of 15 or 16 boards credited at its own average up to 17, the boards most pairs played (not the 24 of the event)',
    },
    publishedLines: {
      value: 'own-top',
      basis: 'evidence',
      source: 'compscore3 mp-pairs-howell board 12 (5 results of 6): the traveller published 8/0, 5/3 on its own top 8, the totals Neubergized',
    },
    boardMpDecimals: {
      value: 'exact',
      basis: 'evidence',
      source: 'compscore3 mitchell-two-winner: totals to 2 decimals from the exact factored values (442.22)',
    },
    butlerDrop: {
      value: { kind: 'count', count: 1 },
      basis: 'evidence',
      source: 'compscore3 butler-pairs-howell board 2: 50, −460, −490, −430 → drop 50 and −490 → −445 → BOARD_AVERAGE −450',
    },
    datumRounding: {
      value: 'away-from-zero',
      basis: 'evidence',
      source: 'compscore3 butler-pairs-howell: a mean of −445 published −450, −35 as −40 (a 5 away from zero)',
    },
    crossImpLines: {
      value: 'per-comparison',
      basis: 'evidence',
      source: 'compscore3 cross-imp-pairs-howell board 1: −140 against −460, 50, −490 → (+8 −5 +8)/3 published 3.67',
    },
    crossImpTotals: { value: 'raw', basis: 'evidence', source: 'compscore3 cross-imp-pairs-howell: TOTAL_SCORE the sum of the per-comparison lines' },
    tiebreak: { value: 'none', basis: 'evidence', source: 'compscore3 rookie-03: shared places published (3=)' },
    publishedRounding: {
      value: 'half-even',
      basis: 'evidence',
      source: 'compscore3 mitchell-adjusted-02: exact halves published 12.65 → 12.6, 33.65 → 33.6, 8.45 → 8.4, 37.85 → 37.8',
    },
  },
};
