import { describe, expect, it } from 'vitest';
import {
  contractText,
  isPassedOutText,
  parseBoundedDecimal,
  parseContract,
  parseResult,
  parseScoreText,
  parseSeat,
  parseWholeNumber,
  resultText,
} from '../../src/laws/notation.js';
import type { Contract } from '../../src/model/types.js';

const c = (level: Contract['level'], strain: Contract['strain'], risk: Contract['risk'] = ''): Contract => ({ level, strain, risk });

describe('parseContract', () => {
  it.each([
    ['4S', c(4, 'S')],
    ['4♠', c(4, 'S')],
    ['1♣', c(1, 'C')],
    ['2♦', c(2, 'D')],
    ['3♥', c(3, 'H')],
    ['3NT', c(3, 'NT')],
    ['3N', c(3, 'NT')],
    ['3nt', c(3, 'NT')],
    ['4s', c(4, 'S')],
    ['4HX', c(4, 'H', 'X')],
    ['4hx', c(4, 'H', 'X')],
    ['4H*', c(4, 'H', 'X')],
    ['6CXX', c(6, 'C', 'XX')],
    ['6C**', c(6, 'C', 'XX')],
    ['2SD', c(2, 'S', 'X')],
    ['2SR', c(2, 'S', 'XX')],
    ['5DX', c(5, 'D', 'X')],
    ['7NTXX', c(7, 'NT', 'XX')],
    [' 1D ', c(1, 'D')],
    ['4 S X', c(4, 'S', 'X')],
  ])('reads %j as a contract', (text, contract) => {
    expect(parseContract(text)).toEqual({ ok: true, value: { contract } });
  });

  it.each(['PASS', 'P', 'AP', 'PO', 'pass', 'p', 'Passed', 'all pass', '0'])('reads %j as a passed-out board', (text) => {
    expect(parseContract(text)).toEqual({ ok: true, value: {} });
    expect(isPassedOutText(text)).toBe(true);
  });

  it('reads a declarer written inside the contract field', () => {
    expect(parseContract('4HX N')).toEqual({ ok: true, value: { contract: c(4, 'H', 'X'), declarer: 'N' } });
    expect(parseContract('3NTW')).toEqual({ ok: true, value: { contract: c(3, 'NT'), declarer: 'W' } });
  });

  it.each(['5Q', '8NT', '0S', '4', 'S', '4SXXX', '10C', '', '4 spades', 'NT3'])('rejects %j with the expected forms', (text) => {
    const r = parseContract(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.expected).toMatch(/level 1–7/);
  });

  describe('edge cases', () => {
    it('does not take "4SX" for a spade contract by a declarer X', () => {
      expect(parseContract('4SX')).toEqual({ ok: true, value: { contract: c(4, 'S', 'X') } });
    });

    it('does not take "1D" for a doubled contract without a strain', () => {
      expect(parseContract('1D')).toEqual({ ok: true, value: { contract: c(1, 'D') } });
    });

    it('is not fooled by a passed-out word that is not one', () => {
      expect(isPassedOutText('PAS')).toBe(false);
      expect(isPassedOutText('4S')).toBe(false);
    });
  });
});

describe('parseSeat', () => {
  it.each([
    ['N', 'N'],
    ['e', 'E'],
    [' S ', 'S'],
    ['west', 'W'],
    ['North', 'N'],
    // Norwegian and Danish: Nord, Øst, Syd, Vest; Swedish: Norr, Öst, Söder, Väst
    ['Ø', 'E'],
    ['ø', 'E'],
    ['Ö', 'E'],
    ['V', 'W'],
    ['v', 'W'],
    ['Nord', 'N'],
    ['Øst', 'E'],
    ['Syd', 'S'],
    ['Vest', 'W'],
    ['Norr', 'N'],
    ['Öst', 'E'],
    ['Söder', 'S'],
    ['Väst', 'W'],
  ])('reads %j as %s', (text, seat) => {
    expect(parseSeat(text)).toEqual({ ok: true, value: seat });
  });

  it.each(['X', '', 'NS', 'Norht', 'ØV', 'O'])('rejects %j', (text) => {
    expect(parseSeat(text).ok).toBe(false);
  });
});

describe('parseResult', () => {
  it.each([
    ['=', c(4, 'S'), 10],
    ['+1', c(4, 'S'), 11],
    ['-2', c(4, 'S'), 8],
    ['+0', c(4, 'S'), 10],
    ['m', c(4, 'S'), 10],
    ['m2', c(1, 'NT'), 9],
    ['d3', c(3, 'NT'), 6],
    ['10', c(4, 'S'), 10],
    ['13', c(1, 'C'), 13],
    ['0', c(1, 'C'), 0],
    [' - 1 ', c(2, 'H'), 7],
    ['-13', c(7, 'NT'), 0],
    ['+6', c(1, 'NT'), 13],
  ])('reads %j on %o as %i tricks', (text, contract, tricks) => {
    expect(parseResult(text, contract)).toEqual({ ok: true, value: tricks });
  });

  it.each([
    ['14', c(3, 'NT')],
    ['+7', c(1, 'NT')],
    ['+1', c(7, 'S')],
    ['-8', c(1, 'S')],
    ['-14', c(7, 'NT')],
  ])('rejects %j on %o as impossible', (text, contract) => {
    const r = parseResult(text, contract);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.expected).toMatch(/0–13 tricks/);
  });

  it.each(['x', '++1', '1.5', 'made it', '100', ''])('rejects %j as not a result', (text) => {
    expect(parseResult(text, c(4, 'S'))).toEqual({ ok: false, expected: expect.stringMatching(/expected "="/) });
  });
});

describe('contractText and resultText', () => {
  it.each([
    [c(4, 'S'), '4S'],
    [c(3, 'NT', 'X'), '3NTX'],
    [c(7, 'C', 'XX'), '7CXX'],
  ])('writes %o as %s', (contract, text) => {
    expect(contractText(contract)).toBe(text);
  });

  it.each([
    [c(4, 'S'), 10, '='],
    [c(4, 'S'), 12, '+2'],
    [c(4, 'S'), 7, '-3'],
  ])('writes %o with %i tricks as %s', (contract, tricks, text) => {
    expect(resultText(contract, tricks)).toBe(text);
  });

  describe('edge cases', () => {
    it('reads back what it writes', () => {
      for (const contract of [c(1, 'C'), c(3, 'NT', 'X'), c(7, 'H', 'XX')]) {
        expect(parseContract(contractText(contract))).toEqual({ ok: true, value: { contract } });
        for (let tricks = 0; tricks <= 13; tricks++) {
          expect(parseResult(resultText(contract, tricks), contract)).toEqual({ ok: true, value: tricks });
        }
      }
    });
  });
});

describe('numbers read from a file, range-checked where they are read', () => {
  it.each([
    ['1', 1],
    ['17', 17],
    [' 42 ', 42],
    ['007', 7],
    ['999999999', 999_999_999],
    ['000000000000000000001', 1],
  ])('parseWholeNumber(%j) is %i', (text, value) => {
    expect(parseWholeNumber(text)).toEqual({ ok: true, value });
  });

  it.each(['0', '-1', '1.5', '1e3', 'NaN', 'Infinity', '', '0x10', '+5', '1 000', '1000000000', '9'.repeat(400), '9007199254740993'])(
    'parseWholeNumber(%j) is refused',
    (text) => {
      expect(parseWholeNumber(text)).toEqual({ ok: false, expected: 'expected a whole number from 1 to 999999999' });
    },
  );

  it('takes its own range: 0 for a count', () => {
    expect(parseWholeNumber('0', 0)).toEqual({ ok: true, value: 0 });
    expect(parseWholeNumber('14', 1, 13)).toEqual({ ok: false, expected: 'expected a whole number from 1 to 13' });
  });

  it.each([
    ['420', 420],
    ['-50', -50],
    ['+100', 100],
    ['-0', 0],
    ['0000420', 420],
    ['999999', 999_999],
  ])('parseScoreText(%j) is %i', (text, value) => {
    expect(parseScoreText(text)).toBe(value);
  });

  it.each(['1000000', '9'.repeat(400), '1e309', '4.5', 'NaN', '', '--5', 'A60'])('parseScoreText(%j) is not a score', (text) => {
    expect(parseScoreText(text)).toBeUndefined();
  });

  it.each([
    ['12.5', '25/2'],
    ['-3', '-3'],
    ['0,25', '1/4'],
    ['999999999.999999', '999999999999999/1000000'],
    ['0', '0'],
    ['.5', '1/2'],
  ])('parseBoundedDecimal(%j) is %s', (text, value) => {
    expect(parseBoundedDecimal(text)?.toString()).toBe(value);
  });

  it.each(['1000000000', '0.1234567', '9'.repeat(400), '1e309', 'NaN', '', '.', '-', '1/2', '12a'])('parseBoundedDecimal(%j) is not such a number', (text) => {
    expect(parseBoundedDecimal(text)).toBeUndefined();
  });
});
