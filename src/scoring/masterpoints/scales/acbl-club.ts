// The ACBL's regular club game awards, as far as the public text goes. Source: ACBL Handbook, Chapter 4
// "Calculating the Awards" (acbl.org/about-acbl/administration/acbl-handbook/i-calculating-the-awards/) and
// "Masterpoint Awards" (ACBL Codification Appendix 13.B); the charts that follow Chapter 4 were not available.
import type { MasterpointScale } from '../types.js';

const PAGE = 'ACBL Handbook, "I. Calculating the Awards"';

export const acblClub: MasterpointScale = {
  id: 'acbl-club',
  name: 'ACBL club game awards (black points)',
  federation: 'American Contract Bridge League',
  unit: { name: 'hundredths of a masterpoint', decimals: 2 },
  source: PAGE,
  missing: [
    'the rounding of each place award to 0.01 (e.g. 1/6 of 0.80): not stated in the text seen',
    'how tied places share awards: not stated in the text seen',
    'overall awards (the "Masterpoint Charts" after Chapter 4): not available',
    'which games award per table (open) and which per pair (invitational): the sanction type is not in a results file',
  ],
  interpretations: [],
  rules: {
    kind: 'incomplete',
    known: [
      {
        value: 'comparison group: a Mitchell is two groups; a 1/2 table counts as a full table',
        source: `${PAGE}: "In a Mitchell movement, a 1/2 table will be treated as though it were a full table"`,
      },
      {
        value: 'depth: 40 % of the pairs in the group, rounded to the nearest whole number, .5 up',
        source: `${PAGE}: "Depth of awards is 40% times the number of pairs in the comparison group"`,
      },
      {
        value: 'open games: first 0.10 MP per table; 2nd 70 %, 3rd 50 %, 4th 35 %, 5th 1/5, 6th 1/6 …; at most 1.50',
        source: `${PAGE}: "Open games award .10 MP per table for first place in each group"`,
      },
      { value: 'invitational: first 0.08 MP per pair; at most 1.20', source: `${PAGE}: "Invitational clubs award .08 masterpoint per pair"` },
    ],
  },
};
