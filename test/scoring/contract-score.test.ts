/**
 * Law 77, row by row. Every expected value is written out by hand from the law's table, not computed by the
 * code under test: the score of a contract made exactly, the value of one overtrick, and the penalty for
 * 1–13 undertricks.
 */
import { describe, expect, it } from 'vitest';
import { declarerScore, scoreNS } from '../../src/laws/contract-score.js';
import type { Contract, Level, Risk, Strain } from '../../src/model/types.js';

const LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6, 7];
const STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const c = (level: Level, strain: Strain, risk: Risk = ''): Contract => ({ level, strain, risk });

type Kind = 'minor' | 'major' | 'nt';
const kindOf = (s: Strain): Kind => (s === 'C' || s === 'D' ? 'minor' : s === 'NT' ? 'nt' : 'major');

/** The score for making exactly the contract, levels 1–7 (trick points + game/part-score + slam + insult). */
const MADE_EXACTLY: Record<Risk, Record<'nv' | 'v', Record<Kind, readonly number[]>>> = {
  '': {
    nv: {
      minor: [70, 90, 110, 130, 400, 920, 1440],
      major: [80, 110, 140, 420, 450, 980, 1510],
      nt: [90, 120, 400, 430, 460, 990, 1520],
    },
    v: {
      minor: [70, 90, 110, 130, 600, 1370, 2140],
      major: [80, 110, 140, 620, 650, 1430, 2210],
      nt: [90, 120, 600, 630, 660, 1440, 2220],
    },
  },
  X: {
    nv: {
      minor: [140, 180, 470, 510, 550, 1090, 1630],
      major: [160, 470, 530, 590, 650, 1210, 1770],
      nt: [180, 490, 550, 610, 670, 1230, 1790],
    },
    v: {
      minor: [140, 180, 670, 710, 750, 1540, 2330],
      major: [160, 670, 730, 790, 850, 1660, 2470],
      nt: [180, 690, 750, 810, 870, 1680, 2490],
    },
  },
  XX: {
    nv: {
      minor: [230, 560, 640, 720, 800, 1380, 1960],
      major: [520, 640, 760, 880, 1000, 1620, 2240],
      nt: [560, 680, 800, 920, 1040, 1660, 2280],
    },
    v: {
      minor: [230, 760, 840, 920, 1000, 1830, 2660],
      major: [720, 840, 960, 1080, 1200, 2070, 2940],
      nt: [760, 880, 1000, 1120, 1240, 2110, 2980],
    },
  },
};

/** The value of each overtrick. */
const OVERTRICK: Record<Risk, Record<'nv' | 'v', Record<Kind, number>>> = {
  '': { nv: { minor: 20, major: 30, nt: 30 }, v: { minor: 20, major: 30, nt: 30 } },
  X: { nv: { minor: 100, major: 100, nt: 100 }, v: { minor: 200, major: 200, nt: 200 } },
  XX: { nv: { minor: 200, major: 200, nt: 200 }, v: { minor: 400, major: 400, nt: 400 } },
};

/** The penalty for 1, 2, … 13 undertricks, whatever the strain and level. */
const UNDERTRICKS: Record<Risk, Record<'nv' | 'v', readonly number[]>> = {
  '': {
    nv: [50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650],
    v: [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300],
  },
  X: {
    nv: [100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500],
    v: [200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800],
  },
  XX: {
    nv: [200, 600, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000],
    v: [400, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000, 7600],
  },
};

const RISK_ROWS = (['', 'X', 'XX'] as const).flatMap((risk) =>
  (['nv', 'v'] as const).map((vul) => [risk === '' ? 'undoubled' : risk === 'X' ? 'doubled' : 'redoubled', vul, risk] as const),
);

describe('declarerScore (Law 77)', () => {
  describe('well-known scores', () => {
    it.each([
      ['1C=', c(1, 'C'), 7, false, 70],
      ['1NT=', c(1, 'NT'), 7, false, 90],
      ['3NT= nv', c(3, 'NT'), 9, false, 400],
      ['3NT= v', c(3, 'NT'), 9, true, 600],
      ['4S= nv', c(4, 'S'), 10, false, 420],
      ['4S= v', c(4, 'S'), 10, true, 620],
      ['6S= nv', c(6, 'S'), 12, false, 980],
      ['6S= v', c(6, 'S'), 12, true, 1430],
      ['7NT= nv', c(7, 'NT'), 13, false, 1520],
      ['7NT= v', c(7, 'NT'), 13, true, 2220],
      ['1CX= nv', c(1, 'C', 'X'), 7, false, 140],
      ['2HX+2 nv', c(2, 'H', 'X'), 10, false, 670],
      ['3NTX= nv', c(3, 'NT', 'X'), 9, false, 550],
      ['3NTX= v', c(3, 'NT', 'X'), 9, true, 750],
      ['7NTXX= v', c(7, 'NT', 'XX'), 13, true, 2980],
      ['4SX-3 nv', c(4, 'S', 'X'), 7, false, -500],
      ['7NTXX-13 v', c(7, 'NT', 'XX'), 0, true, -7600],
      ['6D= v', c(6, 'D'), 12, true, 1370],
      ['3NT+2 v', c(3, 'NT'), 11, true, 660],
      ['3NT+1 nv', c(3, 'NT'), 10, false, 430],
      ['2S+1 nv', c(2, 'S'), 9, false, 140],
      ['5CX+1 v', c(5, 'C', 'X'), 12, true, 950],
      ['1NTXX+1 nv', c(1, 'NT', 'XX'), 8, false, 760],
      ['4H-1 v', c(4, 'H'), 9, true, -100],
      ['3NT-2 nv', c(3, 'NT'), 7, false, -100],
      ['1NTX-1 v', c(1, 'NT', 'X'), 6, true, -200],
      ['2SX-4 nv', c(2, 'S', 'X'), 4, false, -800],
      ['1NTXX+6 v', c(1, 'NT', 'XX'), 13, true, 3160],
    ] as const)('scores %s as %i', (_name, contract, tricks, vul, expected) => {
      expect(declarerScore(contract, tricks, vul)).toBe(expected);
    });
  });

  describe('contracts made exactly', () => {
    it.each(RISK_ROWS)('%s %s: every level and strain', (_label, vul, risk) => {
      for (const level of LEVELS) {
        for (const strain of STRAINS) {
          const expected = MADE_EXACTLY[risk][vul][kindOf(strain)][level - 1];
          expect(declarerScore(c(level, strain, risk), level + 6, vul === 'v'), `${level}${strain}${risk} ${vul}`).toBe(expected);
        }
      }
    });
  });

  describe('overtricks', () => {
    it.each(RISK_ROWS)('%s %s: every overtrick at every level and strain', (_label, vul, risk) => {
      for (const level of LEVELS) {
        for (const strain of STRAINS) {
          const base = MADE_EXACTLY[risk][vul][kindOf(strain)][level - 1] as number;
          const each = OVERTRICK[risk][vul][kindOf(strain)];
          for (let over = 1; level + 6 + over <= 13; over++) {
            expect(declarerScore(c(level, strain, risk), level + 6 + over, vul === 'v'), `${level}${strain}${risk}+${over} ${vul}`).toBe(base + over * each);
          }
        }
      }
    });
  });

  describe('undertricks', () => {
    it.each(RISK_ROWS)('%s %s: 1 to 13 down at every level and strain', (_label, vul, risk) => {
      for (const level of LEVELS) {
        for (const strain of STRAINS) {
          for (let down = 1; down <= level + 6; down++) {
            const expected = -(UNDERTRICKS[risk][vul][down - 1] as number);
            expect(declarerScore(c(level, strain, risk), level + 6 - down, vul === 'v'), `${level}${strain}${risk}-${down} ${vul}`).toBe(expected);
          }
        }
      }
    });

    it.each(RISK_ROWS.flatMap(([label, vul, risk]) => UNDERTRICKS[risk][vul].map((p, i) => [label, vul, i + 1, risk, p] as const)))(
      '%s %s, %i down in 7NT costs the listed penalty',
      (_label, vul, down, risk, penalty) => {
        expect(declarerScore(c(7, 'NT', risk), 13 - down, vul === 'v')).toBe(-penalty);
      },
    );
  });

  describe('edge cases', () => {
    it.each([14, -1, 7.5, Number.NaN])('rejects %s tricks', (tricks) => {
      expect(() => declarerScore(c(1, 'NT'), tricks, false)).toThrow(RangeError);
    });

    it('gives a doubled part-score that reaches 100 trick points the game bonus', () => {
      // 2HX: 120 trick points → game
      expect(declarerScore(c(2, 'H', 'X'), 8, false)).toBe(470);
      // 1CXX: 80 trick points → still a part-score
      expect(declarerScore(c(1, 'C', 'XX'), 7, true)).toBe(230);
    });

    it('gives 5 of a minor undoubled the game bonus but 4 of a minor only the part-score bonus', () => {
      expect(declarerScore(c(4, 'D'), 10, false)).toBe(130);
      expect(declarerScore(c(5, 'D'), 11, false)).toBe(400);
    });

    it('gives no slam bonus to a game that makes twelve tricks', () => {
      expect(declarerScore(c(4, 'S'), 12, false)).toBe(480);
      expect(declarerScore(c(3, 'NT'), 13, true)).toBe(720);
    });
  });
});

describe('scoreNS', () => {
  it.each([
    ['N', 'None', 420],
    ['S', 'None', 420],
    ['E', 'None', -420],
    ['W', 'None', -420],
    ['N', 'NS', 620],
    ['S', 'NS', 620],
    ['E', 'NS', -420],
    ['W', 'NS', -420],
    ['N', 'EW', 420],
    ['S', 'EW', 420],
    ['E', 'EW', -620],
    ['W', 'EW', -620],
    ['N', 'Both', 620],
    ['E', 'Both', -620],
  ] as const)('scores 4S= by %s with %s vulnerable as %i to NS', (declarer, vul, expected) => {
    expect(scoreNS(c(4, 'S'), declarer, 10, vul)).toBe(expected);
  });

  it.each([
    ['N', 'None', -50],
    ['N', 'NS', -100],
    ['N', 'EW', -50],
    ['E', 'None', 50],
    ['E', 'NS', 50],
    ['E', 'EW', 100],
    ['W', 'Both', 100],
  ] as const)('scores 4S-1 by %s with %s vulnerable as %i to NS', (declarer, vul, expected) => {
    expect(scoreNS(c(4, 'S'), declarer, 9, vul)).toBe(expected);
  });

  describe('edge cases', () => {
    it('scores a doubled vulnerable undertrick for the defenders from NS view', () => {
      expect(scoreNS(c(3, 'NT', 'X'), 'W', 7, 'EW')).toBe(500);
      expect(scoreNS(c(3, 'NT', 'X'), 'S', 7, 'EW')).toBe(-300);
    });
  });
});
