/**
 * The scorer's `provisional` option on its own: a board in play is compared on its own results (no Neuberg, no
 * NBF 3.2.4 fixed values), nothing is credited for boards not yet played, and NBF 3.4.6 waits for the final
 * result; `provisionalScoring` tells from the movement and the results which rounds are complete and which
 * boards are still in play, and nothing once the session is complete.
 */
import { describe, expect, it } from 'vitest';
import { LineTable } from '../../src/model/line-table.js';
import type { Movement } from '../../src/model/movement.js';
import type { ResultLine } from '../../src/model/types.js';
import { defaultPairsOptions, provisionalScoring, scorePairs } from '../../src/pipeline/score-pairs.js';
import type { PairsScoringOptions } from '../../src/model/scored.js';
import { played } from '../../src/laws/table-result.js';

const at = (board: number, round: number, table: number, ns: string, ew: string, tricks: number): ResultLine => ({
  board,
  round,
  table,
  ns,
  ew,
  outcome: { kind: 'played', score: played({ level: 4, strain: 'S', doubled: '' } as never, 'N', tricks, 'None') },
  source: { file: 't.csv', line: 1 },
});

/** Three tables, boards 1–2 in round 1 and 3–4 in round 2; pairs 1–3 NS, 4–6 EW. */
const movement: Movement = {
  rows: [
    { round: 1, table: 1, ns: '1', ew: '4', boards: [1, 2] },
    { round: 1, table: 2, ns: '2', ew: '5', boards: [3, 4] },
    { round: 1, table: 3, ns: '3', ew: '6', boards: [5, 6] },
    { round: 2, table: 1, ns: '1', ew: '5', boards: [5, 6] },
    { round: 2, table: 2, ns: '2', ew: '6', boards: [1, 2] },
    { round: 2, table: 3, ns: '3', ew: '4', boards: [3, 4] },
    { round: 3, table: 1, ns: '1', ew: '6', boards: [3, 4] },
    { round: 3, table: 2, ns: '2', ew: '4', boards: [5, 6] },
    { round: 3, table: 3, ns: '3', ew: '5', boards: [1, 2] },
  ],
};
const round1 = [
  at(1, 1, 1, '1', '4', 10),
  at(2, 1, 1, '1', '4', 9),
  at(3, 1, 2, '2', '5', 10),
  at(4, 1, 2, '2', '5', 11),
  at(5, 1, 3, '3', '6', 10),
  at(6, 1, 3, '3', '6', 10),
];
const round2 = [
  at(5, 2, 1, '1', '5', 11),
  at(6, 2, 1, '1', '5', 9),
  at(1, 2, 2, '2', '6', 9),
  at(2, 2, 2, '2', '6', 9),
  at(3, 2, 3, '3', '4', 10),
  at(4, 2, 3, '3', '4', 10),
];
const event = (results: ResultLine[]) => ({ results, boards: [], participants: [] });
const nbf: PairsScoringOptions = { ...defaultPairsOptions, smallGroups: 'nbf', winners: 'two' };

describe('provisionalScoring', () => {
  it('names the rounds complete and the boards in play', () => {
    const p = provisionalScoring(movement, LineTable.fromLines([...round1, ...round2.slice(0, 2)]));
    expect(p?.roundsComplete).toEqual([1]);
    expect(p?.roundsTotal).toBe(3);
    expect([...(p?.boardsInPlay ?? new Map())]).toEqual([1, 2, 3, 4, 5, 6].map((b) => [`|${b}`, 3]));
  });

  it('is nothing once every round is complete, or without a movement', () => {
    const all = [
      ...round1,
      ...round2,
      at(3, 3, 1, '1', '6', 10),
      at(4, 3, 1, '1', '6', 10),
      at(5, 3, 2, '2', '4', 10),
      at(6, 3, 2, '2', '4', 10),
      at(1, 3, 3, '3', '5', 10),
      at(2, 3, 3, '3', '5', 10),
    ];
    expect(provisionalScoring(movement, LineTable.fromLines(all))).toBeUndefined();
    expect(provisionalScoring(undefined, LineTable.fromLines(round1))).toBeUndefined();
  });
});

describe('scoring with the provisional option', () => {
  const lines = [...round1, ...round2];
  const provisional = provisionalScoring(movement, LineTable.fromLines(lines));

  it('a board played once is no 60/60 of a top nobody has yet: it is 0 of 0', () => {
    // board 1 entered at one table of the two so far: finally a group of 1 where 2 were expected (60/60) …
    const some = [...round1, ...round2.filter((l) => l.board !== 1)];
    const final = scorePairs(event(some), nbf);
    const board1 = final.boards.find((b) => b.board === 1)?.lines[0];
    expect(board1?.explain.smallGroup).toBe('fixed');
    // … during play nothing to compare it with yet
    const p = provisionalScoring(movement, LineTable.fromLines(some));
    const live = scorePairs(event(some), { ...nbf, ...(p ? { provisional: p } : {}) });
    const line = live.boards.find((b) => b.board === 1)?.lines[0];
    expect(line?.explain.smallGroup).toBeUndefined();
    expect(line?.explain.expected).toBe(1);
    expect(line?.top?.toString()).toBe('0');
    expect([line?.ns?.toString(), line?.ew?.toString()]).toEqual(['0', '0']);
  });

  it('a board played twice is compared on a top of 2, without Neuberg', () => {
    const live = scorePairs(event(lines), { ...nbf, ...(provisional ? { provisional } : {}) });
    for (const b of live.boards) {
      for (const l of b.lines) {
        expect(l.explain.expected).toBe(2);
        expect(l.explain.factor).toBeUndefined();
        expect(l.top?.toString()).toBe('2');
      }
    }
    // every pair: its own boards only, no sit-out credit, all ranked
    for (const s of live.standings) {
      expect([...s.sitOut]).toEqual([]);
      expect(s.ranked).toBe(true);
      expect(s.boards).toBe(4);
    }
  });

  it('NBF 3.4.6 is for the final result: a pair that has played few boards is ranked during play', () => {
    // pair 3 entered only its first round so far
    const some = [...round1, ...round2.slice(0, 4)];
    const p = provisionalScoring(movement, LineTable.fromLines(some));
    const live = scorePairs(event(some), { ...nbf, ...(p ? { provisional: p } : {}) });
    expect(live.standings.every((s) => s.ranked)).toBe(true);
    expect(live.standings.every((s) => s.sitOut.length === 0)).toBe(true);
  });
});
