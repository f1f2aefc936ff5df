import { describe, expect, it } from 'vitest';
import { rat } from '../../src/base/rational.js';
import { breakTies, monradQuality, quotient, type Meeting, type TiebreakTeam } from '../../src/ranking/tiebreaks.js';

const meet = (opponent: string, ownVp: number, opponentVp: number, impsWon = 0, impsLost = 0): Meeting => ({
  opponent,
  ownVp,
  opponentVp,
  impsWon: rat(impsWon),
  impsLost: rat(impsLost),
});

describe('NBF 2.10.3 worked examples', () => {
  // A met C (6 VP against A), D (11), E (9); B met C (7), F (10), G (9).
  const totals = new Map([
    ['A', 6400],
    ['B', 6400],
    ['C', 3300],
    ['D', 4700],
    ['E', 3900],
    ['F', 4400],
    ['G', 3000],
  ]);
  const a: TiebreakTeam = { id: 'A', meetings: [meet('C', 1400, 600), meet('D', 900, 1100), meet('E', 1100, 900)], impsWon: rat(100), impsLost: rat(90) };
  const b: TiebreakTeam = { id: 'B', meetings: [meet('C', 1300, 700), meet('F', 1000, 1000), meet('G', 1100, 900)], impsWon: rat(200), impsLost: rat(90) };

  it('computes Monrad quality 93 for A and 81 for B', () => {
    expect(monradQuality(a.meetings, totals)).toBe(9300);
    expect(monradQuality(b.meetings, totals)).toBe(8100);
  });

  it('ranks A above B on Monrad quality although B has the better quotient', () => {
    const out = breakTies([b, a], { totals, roundRobin: false });
    expect(out.blocks).toEqual([['A'], ['B']]);
    expect(out.criterion.get('A')).toBe('Monrad quality');
  });

  it('ranks +600/−500 (1.2) above +805/−700 (≈1.15) on the quotient', () => {
    expect(quotient(rat(600), rat(500))?.toString()).toBe('6/5');
    const x: TiebreakTeam = { id: 'X', meetings: [], impsWon: rat(600), impsLost: rat(500) };
    const y: TiebreakTeam = { id: 'Y', meetings: [], impsWon: rat(805), impsLost: rat(700) };
    const out = breakTies([y, x], { totals: new Map(), roundRobin: false });
    expect(out.blocks).toEqual([['X'], ['Y']]);
    expect(out.criterion.get('Y')).toBe('quotient');
  });

  it.each([
    ['IMPs won and none lost is infinite', rat(30), rat(0), null],
    ['nothing won and nothing lost is even', rat(0), rat(0), '1'],
    ['nothing won is 0', rat(0), rat(12), '0'],
  ])('%s', (_name, won, lost, expected) => {
    expect(quotient(won, lost)?.toString() ?? null).toBe(expected);
  });
});

describe('head-to-head (NBF 2.10.3 step 1)', () => {
  const totals = new Map([
    ['A', 3000],
    ['B', 3000],
    ['C', 3000],
  ]);
  it('decides between two teams that met in a round robin on the VP of their match', () => {
    const a: TiebreakTeam = { id: 'A', meetings: [meet('B', 900, 1100)], impsWon: rat(500), impsLost: rat(100) };
    const b: TiebreakTeam = { id: 'B', meetings: [meet('A', 1100, 900)], impsWon: rat(10), impsLost: rat(100) };
    const out = breakTies([a, b], { totals, roundRobin: true });
    expect(out.blocks).toEqual([['B'], ['A']]);
    expect(out.criterion.get('B')).toBe('head-to-head VP');
  });

  it('is skipped when the event is not a round robin', () => {
    const a: TiebreakTeam = { id: 'A', meetings: [meet('B', 900, 1100)], impsWon: rat(500), impsLost: rat(100) };
    const b: TiebreakTeam = { id: 'B', meetings: [meet('A', 1100, 900)], impsWon: rat(10), impsLost: rat(100) };
    const out = breakTies([a, b], { totals, roundRobin: false });
    // Monrad quality: A 30 − 11 = 19 against B's 30 − 9 = 21.
    expect(out.blocks).toEqual([['B'], ['A']]);
    expect(out.criterion.get('B')).toBe('Monrad quality');
  });

  it('uses the VP among three tied teams, then restarts with head-to-head for the two still level', () => {
    // A beat B and C; B and C drew: among the three A 25, B 10 + 10, C 10 + 10.
    const a: TiebreakTeam = { id: 'A', meetings: [meet('B', 1250, 750), meet('C', 1250, 750)], impsWon: rat(0), impsLost: rat(0) };
    const b: TiebreakTeam = { id: 'B', meetings: [meet('A', 750, 1250), meet('C', 1250, 750)], impsWon: rat(0), impsLost: rat(0) };
    const c: TiebreakTeam = { id: 'C', meetings: [meet('A', 750, 1250), meet('B', 750, 1250)], impsWon: rat(0), impsLost: rat(0) };
    const out = breakTies([a, b, c], { totals, roundRobin: true });
    expect(out.blocks).toEqual([['A'], ['B'], ['C']]);
    expect(out.criterion.get('A')).toBe('VP among tied teams');
    expect(out.criterion.get('B')).toBe('VP among tied teams');
  });

  it('falls back to the IMPs in the matches between them when their VP are equal', () => {
    const a: TiebreakTeam = { id: 'A', meetings: [meet('B', 1000, 1000, 40, 40)], impsWon: rat(0), impsLost: rat(0) };
    const b: TiebreakTeam = { id: 'B', meetings: [meet('A', 1000, 1000, 40, 40)], impsWon: rat(0), impsLost: rat(0) };
    const out = breakTies([a, b], { totals, roundRobin: true });
    expect(out.blocks).toEqual([['A', 'B']]);
    expect(out.criterion.get('A')).toBe('unbroken');
  });
});

describe('edge cases', () => {
  it('treats a quotient with no IMPs lost as infinite, above every finite one', () => {
    expect(quotient(rat(10), rat(0))).toBeNull();
    const x: TiebreakTeam = { id: 'X', meetings: [], impsWon: rat(1), impsLost: rat(0) };
    const y: TiebreakTeam = { id: 'Y', meetings: [], impsWon: rat(900), impsLost: rat(1) };
    expect(breakTies([y, x], { totals: new Map(), roundRobin: false }).blocks).toEqual([['X'], ['Y']]);
  });
});
