import { describe, expect, it } from 'vitest';
import { rat } from '../../src/base/rational.js';
import { formatDiagnostic } from '../../src/base/diagnostics.js';
import { readContestants } from '../../src/parse/csv/swiss-contestants.js';
import { readSwissResults } from '../../src/parse/csv/swiss-results.js';

const byeScore = rat(12);
const messages = (ds: readonly Parameters<typeof formatDiagnostic>[0][]) => ds.map(formatDiagnostic);

describe('readSwissResults', () => {
  it('reads matches and byes, a bye at the provisional 12 VP unless given (NBF 2.9.2)', () => {
    const text = 'round,home,away,imps_home,imps_away,boards,vp_home,vp_away\n1,1,2,30,10,8,16.23,3.77\n1,3,BYE,,,,,\n1,4,0,,,,15,\n1,5,,,,,,\n';
    const { matches, diagnostics } = readSwissResults(text, 'r.csv', { byeScore });
    expect(diagnostics).toEqual([]);
    expect(matches.map((m) => [m.round, m.home, m.away ?? null, m.scoreHome.toString(), m.scoreAway?.toString() ?? null])).toEqual([
      [1, '1', '2', '1623/100', '377/100'],
      [1, '3', null, '12', null],
      [1, '4', null, '15', null],
      [1, '5', null, '12', null],
    ]);
    expect(matches[0]!.impsHome?.toString()).toBe('30');
    expect(matches[0]!.boards).toBe(8);
  });

  it('accepts the pairs spellings ns, ew, score_ns, score_ew', () => {
    const { matches, diagnostics } = readSwissResults('Round;NS;EW;Score NS;Score EW\n1;1;2;55,5;44,5\n', 'p.csv', { byeScore });
    expect(diagnostics).toEqual([]);
    expect(matches[0]!.scoreHome.toString()).toBe('111/2');
  });

  it.each([
    ['x,1,2,10,10', 'r.csv:2: field "round": "x" is not a round number (expected a whole number from 1)'],
    ['1,,2,10,10', 'r.csv:2: field "home": an empty cell is not a contestant (expected the id of the team or pair; a bye goes in "away")'],
    ['1,2,2,10,10', 'r.csv:2: field "away": "2" cannot play itself (expected a different contestant from "home")'],
    ['1,1,2,abc,10', 'r.csv:2: field "vp_home": "abc" is not a number (expected a decimal number such as 12.34)'],
    ['1,1,2,10,', 'r.csv:2: field "vp_away": missing (expected the VP or score of a played match)'],
  ])('reports the bad row %s', (row, message) => {
    const { diagnostics } = readSwissResults(`round,home,away,vp_home,vp_away\n${row}\n`, 'r.csv', { byeScore });
    expect(messages(diagnostics)).toEqual([message]);
  });

  it('reports every problem of the file, not only the first', () => {
    const text = 'round,home,away,vp_home,vp_away,boards\n1,1,2,10,10\n1,2,3,10,10\n3,4,5,10,10,0\n1,6,7,10,10\n';
    const { diagnostics } = readSwissResults(text, 'r.csv', { byeScore, knownIds: new Set(['1', '2', '3', '4', '5']), contestantsFile: 'c.csv' });
    expect(messages(diagnostics)).toEqual([
      'r.csv:3: field "home": "2" already plays in round 1 on line 2 (expected one match or bye per round)',
      'r.csv:4: field "boards": "0" is not a number of boards (expected a whole number from 1)',
      'r.csv:5: field "home": "6" is not in the contestants file c.csv (expected one of its ids)',
      'r.csv:5: field "away": "7" is not in the contestants file c.csv (expected one of its ids)',
      'r.csv: no results for round 2, but round 3 has results (expected rounds 1 to 3)',
    ]);
  });

  it('warns about a contestant with neither a match nor a bye in a round', () => {
    const { diagnostics } = readSwissResults('round,home,away,vp_home,vp_away\n1,1,2,10,10\n', 'r.csv', { byeScore, knownIds: new Set(['1', '2', '3']) });
    expect(messages(diagnostics)).toEqual(['r.csv: warning: round 1: no match and no bye for "3"']);
  });

  it('names a missing column and the accepted spellings', () => {
    const { diagnostics } = readSwissResults('round,home,away,vp_home\n1,1,2,10\n', 'r.csv', { byeScore });
    expect(messages(diagnostics)[0]).toMatch(
      /^r\.csv:1: required column "vp_away" is missing \(found "round", "home", "away", "vp_home"; accepted names: vp_away, /,
    );
  });
});

describe('readContestants', () => {
  it('reads id, name, club and rank', () => {
    const { contestants, diagnostics } = readContestants('id,name,club,rank\n1,Oslo BK,Oslo,2\n2,Ålesund BK,,\n', 'c.csv');
    expect(diagnostics).toEqual([]);
    expect(contestants).toEqual([
      { id: '1', name: 'Oslo BK', club: 'Oslo', rank: 2, order: 0 },
      { id: '2', name: 'Ålesund BK', order: 1 },
    ]);
  });

  it('reports bad, duplicate and reserved ids and bad ranks', () => {
    const { diagnostics } = readContestants('id,name,rank\n1,A,1\n1,B,2\n0,C,3\n,D,4\n5,E,first\n', 'c.csv');
    expect(messages(diagnostics)).toEqual([
      'c.csv:3: field "id": "1" is already listed on line 2 (expected each contestant once)',
      'c.csv:4: field "id": "0" is reserved for the bye (expected another contestant id)',
      'c.csv:5: field "id": missing (expected a contestant id)',
      'c.csv:6: field "rank": "first" is not a rank (expected a whole number, 1 for the strongest)',
    ]);
  });

  it('reports a file with a header and no contestants', () => {
    expect(messages(readContestants('id,name\n', 'c.csv').diagnostics)).toEqual(['c.csv:1: no contestants (expected one row per team or pair)']);
  });
});
