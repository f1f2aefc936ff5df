// The EBU's club scale of local (black) points, as data. Source: EBU Licensing and Master Points Handbook
// (January 2018 edition's contents: 3.1 minimum tables and boards, 3.4 fractional awards, 3.5 tied positions,
// 4.1 the basic scales; scale tables in the appendix), with the readings EBU tournament directors give on the
// EBU forums, checked against the awards EBUScore, PairsScorer, BriAn, ScoreBridge, RealBridge and BBO Extractor
// published in USEBIO files (test/fixtures/masterpoints/); teams: the awards TeamsScorer published in the EBU's
// multiple-teams example (test/conformance/excerpts/teamsscorer-en-usebio-multiple-teams-example.xml).
import type { MasterpointScale } from '../types.js';

const HANDBOOK = 'EBU Licensing and Master Points Handbook';
const FORUM_ROUNDING =
  'forums.ebu.co.uk/discussion/1229 (EBU TDs: "The regulations are based on number of FULL tables"; awards "rounded up to include more places … what EBUScore does")';

export const ebuLocal: MasterpointScale = {
  id: 'ebu-local',
  name: 'EBU club scale (local / black points)',
  federation: 'English Bridge Union',
  unit: { name: 'local points', decimals: 0 },
  source: `${HANDBOOK}, chapter 4 "The Local Point Awards", 4.1 "Use of the Basic Scales"; 100 local points = 1 master point (EBU newsletter, "Blue Points Update": "the current Local Point scales (100 Local=1 Blue)")`,
  missing: [],
  interpretations: [
    'Fields of 18-35 boards only: the scale tables have other columns for shorter and longer sessions, whose values are not in the public text seen.',
    'Two winners: 10 local points a place, the top award 10 x the number of awards; derived from PairsScorer and EBUScore files (9, 11 and 16 tables per direction), not read in the Handbook.',
    'A tie share that is not a whole point is rounded up (ECatsBridge FAQ for EBU sims: "fractions are always rounded UP"); no published tie in the files checked needed it.',
    'A tie share under the minimum award is raised to it ("an over-riding minimum of 6 points for any club award"): ScoreBridge 10.25 gives two pairs 3= of 8 (6 + 0 to share) 6 each.',
    "Teams (one field of teams, places by the event's ranking): a team of four fills one table's worth, so the full tables are the teams; 10 local points a place, the top award 10 x the number of awards, to the top third: derived from the one file that publishes club awards for teams (TeamsScorer 5.1.17, the EBU's multiple-teams example: 10 teams, 24 boards, 40-30-20-10), not read in the Handbook. Awards for matches won (Handbook 6.4.7, for county teams events) are not given: the club file awards places only.",
    'Handicap events (Handbook 3.10) are refused: their rules are not in the public text seen.',
  ],
  rules: {
    kind: 'ebu-local',
    tables: {
      value: 'full-tables',
      source: `${FORUM_ROUNDING}; ${HANDBOOK} 4.12.8 ii: "'half tables' are ignored when it comes to working out the number of awards"`,
    },
    boards: {
      value: { min: 18, max: 35 },
      source: `${HANDBOOK} 2021, Scale F column "18-35 Board Events" (quoted on forums.ebu.co.uk/discussion/1365); 3.1 "Minimum Number of Tables and Boards"`,
    },
    entrantsPerTable: {
      value: { 'pairs-one': 2, 'pairs-two': 1, individual: 4, teams: 1 },
      source:
        "a full table seats 2 pairs (one field), 1 pair of each direction (two fields), 4 players; a team of four is one table's worth of players (N teams play at N tables)",
    },
    depth: {
      value: { num: 1, den: 3, rounding: 'up' },
      source: `${HANDBOOK}: "18-35 Board Events … the top third (1/3) of players receive Master Points" (forums.ebu.co.uk/discussion/1365); "19 tables 13 awards if 1/3" and rounding up: ${FORUM_ROUNDING}`,
    },
    step: {
      value: { 'pairs-one': 6, 'pairs-two': 10, individual: 3, teams: 10 },
      source: `${HANDBOOK} basic scales, club status: one winner 6 points a place (EBUScore: 36-30-24-18-12-6 for 9 full tables), two winners 10 a place (PairsScorer 40-30-20-10 for 11 tables a direction); individual: "the awards go down in decrements of 3" (forums.ebu.co.uk/discussion/1365); teams 10 a place (TeamsScorer 5.1.17, <MASTER_POINT_SCALE>Club</MASTER_POINT_SCALE>: 40-30-20-10 BLACK for 10 teams)`,
    },
    minimumAward: {
      value: 6,
      source:
        'forums.ebu.co.uk/discussion/1365: "There is an over-riding minimum of 6 points for any club award"; it holds for a tied share too (ScoreBridge 10.25: 3= sharing 6 + 0 publishes 6 each)',
    },
    ties: {
      value: { share: 'sum-divided-equally', rounding: 'up' },
      source: `${HANDBOOK} 3.5 "Tied Positions" and 3.4 "Fractional/Decimal Awards": the awards of the tied places added and shared equally (BBO Extractor file: 3= shares 24 + 18 as 21 each); fractions rounded up (bridge.ecats.co.uk/sims/FAQ/mpcalculations.asp)`,
    },
  },
};
