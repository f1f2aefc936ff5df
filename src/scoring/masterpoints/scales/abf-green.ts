// The ABF's club session awards (green points at grades E/F/D, red at B4c), as data. Source: ABF Masterpoint
// Manual (abfmasterpoints.com.au/mpmanual): 3.1.1 session awards formulae, 3.1.3 Tables of Awards, 4.2 session
// awards (placings, runner-up 70 %, others winners' award / (place − 1)), Appendix A "Session" (24 boards,
// grade F 15); checked against the awards Compscore3 published in nine USEBIO files (test/fixtures/masterpoints/).
import type { MasterpointScale } from '../types.js';

const MANUAL = 'ABF Masterpoint Manual';

export const abfGreen: MasterpointScale = {
  id: 'abf-green',
  name: 'ABF club session awards (green points; red at grade B4c)',
  federation: 'Australian Bridge Federation',
  unit: { name: 'hundredths of a masterpoint', decimals: 2 },
  source: `${MANUAL} 3.1.1 "Session awards", 3.1.3 "Tables of Awards", 4.2 "Session awards" (abfmasterpoints.com.au/mpmanual/html/book3a.htm, book4a.htm); awards entered in hundredths ("enter 1.23 as 123", ABF CPAR form)`,
  missing: [],
  interpretations: [
    "The grade weight W is the caller's (3.1.3: Tables 1A-1C and 2A-2C for W = 1.0, 1.5, 2.5): Compscore3's green sessions match W = 1.5, its red (B4c) session W = 2.5.",
    'Each place is rounded half up to 0.01 from the exact formula; ties (clause 4.4.6, text not seen) share the sum of the rounded awards of the tied places, rounded half up: this reproduces the two-way ties in the Compscore3 files (3= with 0.11 and nothing: 0.06 each; 6= with 0.11 and 0.10: 0.11 each) but not one three-way tie (0.08 shared by three published as 0.02), a residual of the fixture test.',
    'Butler pairs scored against a datum are "duplicate" (top half), as Compscore3 awards them; the top third applies to contests scored as matches of 5 or more boards (field.matches).',
    'Sessions of fewer than 24 boards are refused (clause 4.4.7 factors them down; its text was not seen), except grade F down to 15 boards.',
    'Handicap events are refused: no rule for them was found in the Manual.',
    "Teams are refused: 4.2 gives their depth (the top third, rounding up) and the share of a team of 5 or 6 (4/5, 2/3), but not the winners' award of a teams session nor how its tables are counted.",
  ],
  rules: {
    kind: 'abf-session',
    tables: { value: 'half-tables-up', source: `${MANUAL} 3.1.3: '"T" is the number of tables (with half tables rounded up to the next whole number)'` },
    winnerPerTable: {
      value: { two: { num: 2, den: 100 }, one: { num: 4, den: 100 } },
      source: `${MANUAL} 3.1.1: two winner movement (Mitchell) "0.02WT for T up to and including 30"; single winner (Howell) "0.04WT for T up to and including 15"`,
    },
    linearUpTo: { value: { two: 30, one: 15 }, source: `${MANUAL} 3.1.1: beyond, "W[1-exp(-T/32)]" and "W[1-exp(-T/16)]"` },
    depth: {
      value: { duplicate: { num: 1, den: 2, rounding: 'down' }, matches: { num: 1, den: 3, rounding: 'up' } },
      source: `${MANUAL} 4.2: "Placing awards in all Individual and Duplicate events are made to the top half of the field, rounding down if necessary"; "In all Teams events (and Butler Pairs … where matches of at least five or more boards are played) … the top third of the field, rounding up"`,
    },
    runnerUp: { value: { num: 7, den: 10 }, source: `${MANUAL} 4.2: "Runners-up in any field receive 70% of the winners' award"` },
    lowerPlaces: {
      value: 'divided-by-place-minus-one',
      source: `${MANUAL} 4.2: "Other awards are calculated as the winners' award divided by one less than the placing position"`,
    },
    minimumBoards: {
      value: { session: 24, gradeF: 15 },
      source: `${MANUAL} Appendix A (book9a.htm): "a session shall consist of not less than 24 boards … with the exception of Grade F events (which have a minimum of 15 boards)"`,
    },
    rounding: {
      value: 'half-up-to-0.01',
      source: 'derived: Compscore3 publishes 0.63 x 0.5 = 0.315 as 0.32 and 0.63 / 4 = 0.1575 as 0.16 (test/fixtures/masterpoints/)',
    },
    ties: {
      value: { share: 'sum-of-rounded-divided-equally', rounding: 'half-up' },
      source: `${MANUAL} 4.2 "If any position is tied, awards are given as described in clause 4.4.6" (text not seen); rule derived from the Compscore3 files`,
    },
  },
};
