import { describe, expect, it } from 'vitest';
import { checkResults } from '../../src/movement/check-results.js';
import { readMovementCsv } from '../../src/parse/csv/movement.js';
import { formatDiagnostic } from '../../src/base/diagnostics.js';
import type { ResultLine } from '../../src/model/types.js';
import { allResults, MITCHELL_3, res } from './fixtures.js';

const movement = readMovementCsv(MITCHELL_3, 'm.csv').movement;

function check(results: ResultLine[], fixDirection = false, m = movement): string[] {
  return checkResults(results, m, { fixDirection }).diagnostics.map(formatDiagnostic);
}

/** allResults() with the result on `line` replaced (or removed, with no replacement). */
function replaced(line: number, ...lines: ResultLine[]): ResultLine[] {
  return allResults().flatMap((r) => (r.source.line === line ? lines : [r]));
}

describe('checkResults', () => {
  it('accepts the travellers of the whole movement and returns them unchanged', () => {
    const out = checkResults(allResults(), movement, { fixDirection: false });
    expect(out.diagnostics).toEqual([]);
    expect(out.results).toEqual(allResults());
  });

  it('reports a scheduled result that is missing, with the movement line and the board', () => {
    expect(check(replaced(11))).toEqual([
      'm.csv:6: no result for board 6 in round 2 at table 2 (NS 2 – EW 4): the movement schedules it but the travellers have none',
    ]);
  });

  it('reports a whole table missing once, naming its boards', () => {
    expect(check(allResults().filter((r) => r.source.line !== 8 && r.source.line !== 9))).toEqual([
      'm.csv:5: no result for boards 3–4 in round 2 at table 1 (NS 1 – EW 6): the movement schedules them but the travellers have none',
    ]);
  });

  it('reports a result on a board the pairs do not play together', () => {
    expect(check(replaced(2, res(1, '1', '6', 2)))).toEqual([
      't.csv:2: board 1 for NS 1 – EW 6 is not in the movement (they meet in round 2 at table 1 on boards 3–4)',
      'm.csv:2: no result for board 1 in round 1 at table 1 (NS 1 – EW 4): the movement schedules it but the travellers have none',
    ]);
  });

  it('reports a result for pairs that never meet, saying whom each plays', () => {
    expect(check([...allResults(), res(1, '1', '2', 14)])).toEqual([
      't.csv:14: board 1 for NS 1 – EW 2 is not in the movement (pairs 1 and 2 never meet; pair 1 plays it in round 1 at table 1 (NS 1 – EW 4), pair 2 does not play it)',
      't.csv:14: pair 1 plays board 1 twice: here and at t.csv:2 (NS 1 – EW 4; expected each pair to play each board once)',
    ]);
  });

  it('reports pairs recorded the wrong way round, offering --fix-direction', () => {
    expect(check(replaced(4, res(3, '5', '2', 4)))).toEqual([
      "t.csv:4: warning: recorded NS 5 – EW 2, the movement has NS 2 – EW 5 in round 1 at table 2: scored as recorded; if it was entered the wrong way round, --fix-direction swaps it, and --as-recorded keeps it (the director's decision either way)",
    ]);
  });

  it('swaps pairs recorded the wrong way round with fixDirection, and says so', () => {
    const out = checkResults(replaced(4, res(3, '5', '2', 4)), movement, { fixDirection: true });
    expect(out.diagnostics.map(formatDiagnostic)).toEqual([
      't.csv:4: warning: recorded NS 5 – EW 2, the movement has NS 2 – EW 5 in round 1 at table 2: swapped (--fix-direction)',
    ]);
    expect(out.results).toEqual(allResults());
  });

  it('reports two results for one table and board', () => {
    expect(check([...allResults(), res(1, '1', '4', 14)])).toEqual([
      't.csv:14: a second result for board 1 in round 1 at table 1 (the first is t.csv:2; expected one result per table and board)',
    ]);
  });

  it('reports two results for one table and board that the movement does not schedule', () => {
    expect(check([...allResults(), res(1, '1', '5', 14, { round: 3, table: 1 }), res(1, '2', '6', 15, { round: 3, table: 1 })])).toEqual([
      't.csv:14: board 1 for NS 1 – EW 5 is not in the movement (pairs 1 and 5 never meet; pair 1 plays it in round 1 at table 1 (NS 1 – EW 4), pair 5 plays it in round 2 at table 3 (NS 3 – EW 5))',
      't.csv:14: pair 1 plays board 1 twice: here and at t.csv:2 (NS 1 – EW 4; expected each pair to play each board once)',
      't.csv:14: pair 5 plays board 1 twice: here and at t.csv:12 (NS 3 – EW 5; expected each pair to play each board once)',
      't.csv:15: board 1 for NS 2 – EW 6 is not in the movement (pairs 2 and 6 never meet; pair 2 does not play it, pair 6 does not play it)',
      't.csv:15: a second result for board 1 in round 3 at table 1 (the first is t.csv:14; expected one result per table and board)',
    ]);
  });

  it('reports a pair the movement never mentions', () => {
    expect(check(replaced(13, res(2, '3', '9', 13)))).toEqual([
      't.csv:13: pair 9 is not in the movement (m.csv has pairs 1–6)',
      'm.csv:7: no result for board 2 in round 2 at table 3 (NS 3 – EW 5): the movement schedules it but the travellers have none',
    ]);
  });

  it('reports a result recorded in another round or at another table', () => {
    expect(check(replaced(2, res(1, '1', '4', 2, { round: 2, table: 1 })))).toEqual([
      't.csv:2: board 1 for NS 1 – EW 4 is recorded in round 2 at table 1, the movement has it in round 1 at table 1',
    ]);
  });

  it('compares pair numbers by value', () => {
    expect(check(allResults().map((r) => ({ ...r, ns: `0${r.ns}` })))).toEqual([]);
  });
});

describe('arrow-switch, sit-outs, sections and numbering', () => {
  const switched = readMovementCsv(
    MITCHELL_3.replace('round,table,ns,ew,boards', 'round,table,ns,ew,boards,switch').replace('2,1,1,6,3-4', '2,1,1,6,3-4,yes'),
    'm.csv',
  ).movement;

  it('expects the EW pair North-South in an arrow-switched round', () => {
    const flipped = allResults().map((r) => (r.source.line === 8 || r.source.line === 9 ? { ...r, ns: r.ew, ew: r.ns } : r));
    expect(check(flipped, false, switched)).toEqual([]);
    expect(check(allResults(), false, switched)).toEqual([
      "t.csv:8: warning: recorded NS 1 – EW 6, the movement has NS 6 – EW 1 in round 2 at table 1, arrow-switched: scored as recorded; if it was entered the wrong way round, --fix-direction swaps it, and --as-recorded keeps it (the director's decision either way)",
      "t.csv:9: warning: recorded NS 1 – EW 6, the movement has NS 6 – EW 1 in round 2 at table 1, arrow-switched: scored as recorded; if it was entered the wrong way round, --fix-direction swaps it, and --as-recorded keeps it (the director's decision either way)",
    ]);
  });

  it('expects no result from a table with a sit-out', () => {
    const m = readMovementCsv('round,table,ns,ew,boards\n1,1,1,3,1\n1,2,2,0,2\n2,1,1,0,3\n2,2,2,3,4\n', 'm.csv').movement;
    expect(check([res(1, '1', '3', 2), res(4, '2', '3', 3)], false, m)).toEqual([]);
  });

  it('matches results to their section, or to the section that schedules them', () => {
    const m = readMovementCsv('section,round,table,ns,ew,boards\nA,1,1,1,2,1\nB,1,1,1,3,1\n', 'm.csv').movement;
    expect(check([res(1, '1', '2', 2, { section: 'A' }), res(1, '1', '3', 3)], false, m)).toEqual([]);
    expect(check([res(1, '1', '2', 2, { section: 'A' }), res(1, '1', '3', 3, { section: 'A' })], false, m)).toEqual([
      't.csv:3: pair 3 is not in the movement (m.csv in section A has pairs 1–2)',
      'm.csv:3: no result for board 1 in round 1 of section B at table 1 (NS 1 – EW 3): the movement schedules it but the travellers have none',
    ]);
  });

  it('handles a Mitchell numbered from 1 in each direction (NS 5 and EW 5 are two pairs)', () => {
    const rows = [1, 2, 3, 4, 5].flatMap((round) =>
      [1, 2, 3, 4, 5].map((table) => `${round},${table},${table},${((table - round + 5) % 5) + 1},${((table + round) % 5) + 1}`),
    );
    const m = readMovementCsv(`round,table,ns,ew,boards\n${rows.join('\n')}\n`, 'm.csv').movement;
    const ok = m.rows.map((r, i) => res(r.boards[0] as number, r.ns as string, r.ew as string, i + 2));
    expect(check(ok, false, m)).toEqual([]);
    // Round 2 at table 1 is NS 1 – EW 5 on board 4.
    const swapped = ok.map((r) => (r.source.line === 7 ? { ...r, ns: r.ew, ew: r.ns } : r));
    expect(check(swapped, false, m)).toEqual([
      "t.csv:7: warning: recorded NS 5 – EW 1, the movement has NS 1 – EW 5 in round 2 at table 1: scored as recorded; if it was entered the wrong way round, --fix-direction swaps it, and --as-recorded keeps it (the director's decision either way)",
    ]);
  });
});
