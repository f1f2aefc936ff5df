import { describe, expect, it } from 'vitest';
import { describeBoards, formatBoards, parseBoards } from '../../src/laws/boards.js';
import { comparePairs, describePairs, pairKey, pairOrNull } from '../../src/model/pair-id.js';

describe('parseBoards', () => {
  it.each([
    ['1-3', [1, 2, 3]],
    ['1,2,3', [1, 2, 3]],
    ['5', [5]],
    ['1-3,7', [1, 2, 3, 7]],
    [' 4 - 6 ', [4, 5, 6]],
    ['3,1,2,2', [1, 2, 3]],
    ['10–12', [10, 11, 12]],
  ])('reads %j as %j', (text, boards) => {
    expect(parseBoards(text)).toEqual({ ok: true, value: boards });
  });

  it.each(['5-3', '0', '0-2', 'a', '1-', '', '1-99999', '2.5'])('rejects %j', (text) => {
    expect(parseBoards(text).ok).toBe(false);
  });
});

describe('formatBoards', () => {
  it.each([
    [[1, 2, 3], '1-3'],
    [[1, 2, 3, 7], '1-3,7'],
    [[5], '5'],
    [[7, 1, 2], '1-2,7'],
  ])('writes %j as %j', (boards, text) => {
    expect(formatBoards(boards)).toBe(text);
  });

  it('describes one board and several boards for messages', () => {
    expect(describeBoards([5])).toBe('board 5');
    expect(describeBoards([1, 2, 3, 4])).toBe('boards 1–4');
  });
});

describe('pair ids', () => {
  it('compares pair numbers by value, ignoring leading zeros', () => {
    expect(pairKey('03')).toBe('3');
    expect(pairKey('a3')).toBe('A3');
    expect(['10', '9', 'NS 10', 'NS 9', '1'].sort(comparePairs)).toEqual(['1', '9', '10', 'NS 9', 'NS 10']);
  });

  it('treats 0 and an empty cell as no pair', () => {
    expect(pairOrNull('0')).toBeNull();
    expect(pairOrNull('00')).toBeNull();
    expect(pairOrNull('')).toBeNull();
    expect(pairOrNull(undefined)).toBeNull();
    expect(pairOrNull('7')).toBe('7');
  });

  it('describes a set of pairs as ranges', () => {
    expect(describePairs(['3', '1', '2', '14', '5', 'A1'])).toBe('1–3, 5, 14, A1');
  });
});
