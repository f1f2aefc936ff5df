import { describe, expect, it } from 'vitest';
import { checkMovement } from '../../src/movement/check-movement.js';
import { readMovementCsv } from '../../src/parse/csv/movement.js';
import { formatDiagnostic } from '../../src/base/diagnostics.js';
import type { Movement } from '../../src/model/movement.js';

const HEADER = 'round,table,ns,ew,boards\n';

/** Read a movement CSV body (rows from line 2) and return every message, formatted. */
function check(body: string, complete?: 'mitchell' | 'howell'): string[] {
  const read = readMovementCsv(HEADER + body, 'm.csv');
  const more = complete ? checkMovement(read.movement, { complete }).filter((d) => /meet|Mitchell pair/.test(d.message)) : [];
  return [...read.diagnostics, ...more].map(formatDiagnostic);
}

describe('checkMovement: bad movements', () => {
  it.each([
    [
      'a pair at two tables in the same round',
      '1,1,1,4,1-2\n1,2,1,5,3-4\n',
      ['m.csv:3: pair 1 is at two tables in round 1: table 1, line 2 and table 2 (expected each pair at one table per round)'],
    ],
    ['a table twice in one round', '1,1,1,4,1-2\n1,1,2,5,3-4\n', ['m.csv:3: table 1 appears twice in round 1 (also NS 1 – EW 4, line 2)']],
    [
      'board sets that overlap without being the same',
      '1,1,1,4,1-3\n1,2,2,5,3-5\n',
      [
        'm.csv:3: boards 3–5 in round 1 at table 2 and boards 1–3 in round 1 at table 1, line 2 have boards in common without being the same set (expected board sets that are the same, a share, or disjoint)',
      ],
    ],
    [
      'board sets that overlap across rounds',
      '1,1,1,4,1-2\n1,2,2,5,3-4\n1,3,3,6,5-6\n2,1,1,5,6-7\n',
      [
        'm.csv:5: boards 6–7 in round 2 at table 1 and boards 5–6 in round 1 at table 3, line 4 have boards in common without being the same set (expected board sets that are the same, a share, or disjoint)',
      ],
    ],
    [
      'a round with no tables',
      '1,1,1,4,1-2\n1,2,2,5,3-4\n3,1,1,5,5-6\n3,2,2,4,7-8\n',
      ['m.csv:4: round 2 has no tables (expected every round from 1 to 3 to have at least one table with a pair)'],
    ],
    [
      'a pair playing a board twice',
      '1,1,1,4,1-2\n1,2,2,5,3-4\n2,1,1,5,1-2\n2,2,2,4,3-4\n',
      [
        'm.csv:4: pair 1 plays boards 1–2 twice: in round 1 at table 1, line 2 and in round 2 at table 1 (expected each pair to play each board at most once)',
        'm.csv:5: pair 2 plays boards 3–4 twice: in round 1 at table 2, line 3 and in round 2 at table 2 (expected each pair to play each board at most once)',
      ],
    ],
    [
      'a pair on both sides of a table',
      '1,1,1,1,1-2\n1,2,2,5,3-4\n',
      ['m.csv:2: pair 1 is both NS and EW in round 1 at table 1 (expected two different pairs)'],
    ],
  ])('%s', (_name, body, expected) => {
    expect(check(body)).toEqual(expected);
  });

  it('warns about a table without pairs and ignores it', () => {
    expect(check('1,1,1,4,1-2\n1,2,0,0,3-4\n')).toEqual(['m.csv:3: warning: no pairs at table 2 in round 1 (the row is ignored)']);
  });

  it('names the section of a round', () => {
    const text = 'section,round,table,ns,ew,boards\nA,1,1,1,4,1\nA,3,1,1,5,2\nB,1,1,1,4,1\n';
    expect(readMovementCsv(text, 'm.csv').diagnostics.map(formatDiagnostic)).toEqual([
      'm.csv:3: round 2 of section A has no tables (expected every round from 1 to 3 to have at least one table with a pair)',
    ]);
  });

  it('reports an empty movement', () => {
    expect(checkMovement({ rows: [] }).map(formatDiagnostic)).toEqual(['movement: the movement has no rows (expected one row per table and round)']);
  });
});

describe('checkMovement: complete movements', () => {
  it('finds the NS pairs an EW pair never meets in a Mitchell', () => {
    expect(check('1,1,1,3,1\n1,2,2,4,2\n', 'mitchell')).toEqual([
      'm.csv: NS 1 never meets EW 4 (expected every EW pair to meet every NS pair in a complete Mitchell)',
      'm.csv: NS 2 never meets EW 3 (expected every EW pair to meet every NS pair in a complete Mitchell)',
    ]);
  });

  it('finds pairs that meet twice', () => {
    expect(check('1,1,1,3,1\n1,2,2,4,2\n2,1,1,3,2\n2,2,2,4,1\n', 'mitchell')).toContain(
      'm.csv:4: pairs 1 and 3 meet twice: in round 1 at table 1, line 2 and in round 2 at table 1 (expected each meeting once in a complete movement)',
    );
  });

  it('refuses a pair that changes direction as a Mitchell', () => {
    expect(check('1,1,1,3,1\n1,2,2,4,2\n2,1,3,1,3\n2,2,4,2,4\n', 'mitchell')[0]).toBe(
      'm.csv:4: pair 1 sits NS in round 1 at table 1, line 2 and EW in round 2 at table 1 (expected a Mitchell pair to keep its direction)',
    );
  });

  it('finds pairs that never meet in a Howell', () => {
    expect(check('1,1,1,2,1\n1,2,3,4,2\n2,1,1,3,3\n2,2,2,4,4\n', 'howell')).toEqual([
      'm.csv: pairs 1 and 4 never meet (expected every pair to meet every other pair in a complete Howell)',
      'm.csv: pairs 2 and 3 never meet (expected every pair to meet every other pair in a complete Howell)',
    ]);
  });

  it('accepts a complete Mitchell numbered from 1 in each direction', () => {
    const m: Movement = {
      rows: [1, 2, 3].flatMap((round) =>
        [1, 2, 3].map((table) => ({ round, table, ns: String(table), ew: String(((table - round + 3) % 3) + 1), boards: [((table + round) % 3) + 1] })),
      ),
    };
    expect(checkMovement(m, { complete: 'mitchell' })).toEqual([]);
  });

  it('names the file given for a generated movement', () => {
    const m: Movement = {
      rows: [
        { round: 1, table: 1, ns: '1', ew: '2', boards: [1] },
        { round: 1, table: 2, ns: '1', ew: '3', boards: [2] },
      ],
    };
    expect(checkMovement(m, { file: '(generated)' }).map(formatDiagnostic)).toEqual([
      '(generated): pair 1 is at two tables in round 1: table 1 and table 2 (expected each pair at one table per round)',
    ]);
  });
});
