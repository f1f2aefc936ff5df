/**
 * The default: the Norwegian Bridge Federation's tournament regulations (NBF 2024), applied as the
 * federation's own program, Ruter i Norge, applies them; where the regulation is silent, Ruter's choice.
 */
import { PUBLISHED_HALF_AWAY, PUBLISHED_LINES_FACTORED } from './apply.js';
import type { Profile } from '../model/settings.js';

export const nbfProfile: Profile = {
  name: 'nbf',
  title: 'NBF 2024 (Norway), the default',
  summary: "the Norwegian Bridge Federation's regulations as Ruter i Norge applies them; Ruter's choice where they are silent",
  programs: [],
  partialSessions: {
    value: 'total',
    basis: 'rule',
    source: 'NBF 3.3.1: points are added per pair and most points wins; a pair that missed a session is ranked on its total against a whole event',
  },
  settings: {
    // NBF 3.2.5: Neuberg whenever a computer scores
    factoring: { value: 'neuberg', basis: 'rule', source: "NBF 3.2.5: Neuberg's formula whenever the scoring is done by computer" },
    // NBF 3.2.5: the organiser's choice; full tables give whole numbers
    neubergN: {
      value: 'tables',
      basis: 'rule',
      source: 'NBF 3.2.5: N = the tables in the event (the organiser may count the sit-out table; full tables give whole numbers)',
    },
    // NBF 3.2.4: 60/60, 65/55, 70/60/50 for groups of 1–3 tables, Neuberg from 4
    smallGroups: {
      value: 'nbf',
      basis: 'rule',
      source: 'NBF 3.2.4: a group of 1 table 60/60, 2 tables 65/55, 3 tables 70/60/50, Neuberg from 4 tables; Ruter i Norge applies it so (file 08, board 37)',
    },
    // Law 12C2c, NBF 3.2.9
    sessionAverage: { value: true, basis: 'rule', source: "Law 12C2c, NBF 3.2.9: at least 60 %, or the pair's own session average when higher" },
    // NBF 3.4.4
    sitOut: { value: 'own-average', basis: 'rule', source: 'NBF 3.4.4: a planned sit-out gets the percentage the pair scores on the rest of the event' },
    // NBF 1.9.3 B and C
    impAveragePlus: { value: 1, basis: 'rule', source: 'NBF 1.9.3 B/C: average plus is 1 IMP in Butler, 1 IMP per comparison in cross-IMPs' },
    // silent: Ruter's Butler drops one top and one bottom score
    butlerDrop: {
      value: { kind: 'count', count: 1 },
      basis: 'evidence',
      source: 'NBF 3.2.6 allows Butler without fixing the datum; Ruter\'s author writes it "IMP;Butler-2" (one top and one bottom dropped, file 03)',
    },
    // silent: Ruter rounds a datum ending in 5 away from zero
    datumRounding: {
      value: 'away-from-zero',
      basis: 'documented',
      source: 'the regulation is silent; Ruter rounds a datum ending in 5 away from zero (reported on a Ruter Butler file; none in the corpus)',
    },
    // NBF 1.9.3 C counts cross-IMPs per comparison; the lines themselves are the sum
    crossImpLines: { value: 'raw', basis: 'evidence', source: 'Ruter publishes each line as the sum of IMPs against every other result (file 04)' },
    crossImpTotals: {
      value: 'raw',
      basis: 'assumption',
      source:
        'the regulation is silent; the raw sum ranks as the per-comparison average when every pair has the same comparisons (a file\'s "IMP;Cross2" tag asks for per comparison)',
    },
    acrossSections: {
      value: false,
      basis: 'rule',
      source: "NBF 3.2.5: a board is compared within its field; one field over sections is the organiser's choice",
    },
    winners: { value: 'auto', basis: 'rule', source: 'the movement decides: a Mitchell has two winners, a Howell or an arrow-switch one' },
    // NBF 3.2.3 allows ± average; 2/1/0 is the scale of Law 78A
    mpDisplay: { value: 'international', basis: 'rule', source: 'Law 78A, NBF 3.2.3: 2 per result beaten, 1 per tie (± average display allowed)' },
    boardMpDecimals: { value: 'exact', basis: 'rule', source: 'NBF 3.2.5: no rounding inside; one decimal on display' },
    tiebreak: { value: 'sd', basis: 'rule', source: "NBF 3.3.2: the lower standard deviation of the board scores, the regulation's formula" },
    publishedRounding: PUBLISHED_HALF_AWAY,
    publishedLines: PUBLISHED_LINES_FACTORED,
  },
};
