/** Hand-built result lines and small movements shared by the movement tests. */
import type { ResultLine } from '../../src/model/types.js';

export interface LineExtra {
  round?: number;
  table?: number;
  section?: string;
}

/** A result line of `t.csv` at `line`; the outcome does not matter to the movement checks. */
export function res(board: number, ns: string, ew: string, line: number, extra: LineExtra = {}): ResultLine {
  return { board, ns, ew, outcome: { kind: 'notPlayed' }, ...extra, source: { file: 't.csv', line } };
}

/** A 3-table Mitchell, sets of 2: NS 1–3, EW 4–6 (lines 2–7 of m.csv). */
export const MITCHELL_3 =
  ['round,table,ns,ew,boards', '1,1,1,4,1-2', '1,2,2,5,3-4', '1,3,3,6,5-6', '2,1,1,6,3-4', '2,2,2,4,5-6', '2,3,3,5,1-2'].join('\n') + '\n';

/** Every result MITCHELL_3 schedules, in movement order, on lines 2–13 of t.csv. */
export function allResults(): ResultLine[] {
  const seats: [number, string, string][] = [
    [1, '1', '4'],
    [2, '1', '4'],
    [3, '2', '5'],
    [4, '2', '5'],
    [5, '3', '6'],
    [6, '3', '6'],
    [3, '1', '6'],
    [4, '1', '6'],
    [5, '2', '4'],
    [6, '2', '4'],
    [1, '3', '5'],
    [2, '3', '5'],
  ];
  return seats.map(([board, ns, ew], i) => res(board, ns, ew, i + 2));
}
