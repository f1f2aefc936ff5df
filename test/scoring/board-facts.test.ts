import { describe, expect, it } from 'vitest';
import { boardFacts, isVulnerable } from '../../src/laws/board-facts.js';
import type { Seat, Vulnerability } from '../../src/model/types.js';

/** Law 2's table of dealers and vulnerabilities, written out. */
const CYCLE: readonly [number, Seat, Vulnerability][] = [
  [1, 'N', 'None'],
  [2, 'E', 'NS'],
  [3, 'S', 'EW'],
  [4, 'W', 'Both'],
  [5, 'N', 'NS'],
  [6, 'E', 'EW'],
  [7, 'S', 'Both'],
  [8, 'W', 'None'],
  [9, 'N', 'EW'],
  [10, 'E', 'Both'],
  [11, 'S', 'None'],
  [12, 'W', 'NS'],
  [13, 'N', 'Both'],
  [14, 'E', 'None'],
  [15, 'S', 'NS'],
  [16, 'W', 'EW'],
];

describe('boardFacts (Law 2)', () => {
  it.each(CYCLE)('gives board %i dealer %s and vulnerability %s', (board, dealer, vulnerability) => {
    expect(boardFacts(board)).toEqual({ dealer, vulnerability });
  });

  it.each(CYCLE)('repeats board %i every 16 boards', (board, dealer, vulnerability) => {
    for (const offset of [16, 32, 48, 160, 1600]) {
      expect(boardFacts(board + offset), `board ${board + offset}`).toEqual({ dealer, vulnerability });
    }
  });

  it('gives board 17 the facts of board 1 and board 33 those of board 1', () => {
    expect(boardFacts(17)).toEqual({ dealer: 'N', vulnerability: 'None' });
    expect(boardFacts(33)).toEqual({ dealer: 'N', vulnerability: 'None' });
    expect(boardFacts(32)).toEqual({ dealer: 'W', vulnerability: 'EW' });
  });

  describe('edge cases', () => {
    it.each([0, -1, -16, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects board number %s', (board) => {
      expect(() => boardFacts(board)).toThrow(RangeError);
    });
  });
});

describe('isVulnerable', () => {
  it.each([
    ['None', 'N', false],
    ['None', 'E', false],
    ['Both', 'S', true],
    ['Both', 'W', true],
    ['NS', 'N', true],
    ['NS', 'S', true],
    ['NS', 'E', false],
    ['NS', 'W', false],
    ['EW', 'N', false],
    ['EW', 'S', false],
    ['EW', 'E', true],
    ['EW', 'W', true],
  ] as const)('with %s vulnerable, the side of %s is vulnerable: %s', (vul, seat, expected) => {
    expect(isVulnerable(vul, seat)).toBe(expected);
  });
});
