/**
 * A conflict between cells is one error in every spelling: a traveller line whose contract cell carries a
 * declarer or a result ("4S= N", "4S=N", "4s= n", "4S+1N", "4S N", "4SN", "4S+1", "3NT= S", "4♠= N") beside a
 * declarer cell and a result cell (N, n, E, Ø, V …; =, +0, 10, 9, +1 …) is, for every pair of spellings,
 * either an error naming both cells (when they say different things) or the score of the one line they all
 * describe — never one cell silently winning over the other. Before, "4S N" with declarer E was scored for E,
 * and "4S+1" with result 11 (the same result) was refused while "4S= N" with result 10 was read.
 */
import { describe, expect, it } from 'vitest';
import { readTravellersCsv } from '../../src/parse/csv/travellers.js';
import { formatDiagnostic } from '../../src/base/diagnostics.js';

const HEADER = 'board,ns,ew,contract,declarer,result';
type Seat = 'N' | 'E' | 'S' | 'W';

/** Contract cells: the contract as a plain cell, and the declarer and tricks the cell itself says. */
const CONTRACT_CELLS: readonly { cell: string; contract: string; level: number; declarer?: Seat; tricks?: number }[] = [
  { cell: '4S= N', contract: '4S', level: 4, declarer: 'N', tricks: 10 },
  { cell: '4S=N', contract: '4S', level: 4, declarer: 'N', tricks: 10 },
  { cell: '4s= n', contract: '4S', level: 4, declarer: 'N', tricks: 10 },
  { cell: '4♠= N', contract: '4S', level: 4, declarer: 'N', tricks: 10 },
  { cell: '4S+1N', contract: '4S', level: 4, declarer: 'N', tricks: 11 },
  { cell: '4S-1 N', contract: '4S', level: 4, declarer: 'N', tricks: 9 },
  { cell: '3NT= S', contract: '3NT', level: 3, declarer: 'S', tricks: 9 },
  { cell: '4S N', contract: '4S', level: 4, declarer: 'N' },
  { cell: '4SN', contract: '4S', level: 4, declarer: 'N' },
  { cell: '4S S', contract: '4S', level: 4, declarer: 'S' },
  { cell: '4S+1', contract: '4S', level: 4, tricks: 11 },
  { cell: '4S-1', contract: '4S', level: 4, tricks: 9 },
  { cell: '4S=', contract: '4S', level: 4, tricks: 10 },
];

/** Declarer cells and the seat each names (Nordic Ø and V are east and west). */
const DECLARER_CELLS: readonly [string, Seat | undefined][] = [
  ['', undefined],
  ['N', 'N'],
  ['n', 'N'],
  ['E', 'E'],
  ['S', 'S'],
  ['W', 'W'],
  ['Ø', 'E'],
  ['V', 'W'],
];

/** Result cells and the tricks each means for a contract of that level. */
const RESULT_CELLS: readonly [string, (level: number) => number | undefined][] = [
  ['', () => undefined],
  ['=', (l) => l + 6],
  ['+0', (l) => l + 6],
  ['+1', (l) => l + 7],
  ['-1', (l) => l + 5],
  ['9', () => 9],
  ['10', () => 10],
  ['11', () => 11],
];

function read(row: string) {
  return readTravellersCsv(`${HEADER}\n${row}\n1,3,4,4S,N,=\n`, 't.csv');
}

/** The score of the line in its plainest spelling: contract, seat and tricks each in its own cell. */
function plainScore(contract: string, declarer: Seat, tricks: number): number | undefined {
  const r = read(`1,1,2,${contract},${declarer},${tricks}`);
  const o = r.results[0]?.outcome;
  return o?.kind === 'played' ? o.score.scoreNS : undefined;
}

describe('a conflict between the contract cell and the declarer or result cell, in every spelling', () => {
  const cases = CONTRACT_CELLS.flatMap((c) => DECLARER_CELLS.flatMap((d) => RESULT_CELLS.map((r) => ({ c, d, r }))));

  it(`is an error naming both cells, or the one score they agree on (${cases.length} lines)`, () => {
    const wrong: string[] = [];
    for (const { c, d, r } of cases) {
      const row = `1,1,2,"${c.cell}",${d[0]},${r[0]}`;
      const got = read(row);
      const messages = got.diagnostics.filter((x) => x.severity === 'error').map(formatDiagnostic);
      const cellTricks = r[1](c.level);
      const declarerConflict = c.declarer !== undefined && d[1] !== undefined && d[1] !== c.declarer;
      const resultConflict = !declarerConflict && c.tricks !== undefined && cellTricks !== undefined && cellTricks !== c.tricks;
      const o = got.results[0]?.outcome;
      const score = messages.length === 0 && o?.kind === 'played' ? o.score.scoreNS : undefined;
      const seat = c.declarer ?? d[1];
      const tricks = c.tricks ?? cellTricks;
      if (seat === undefined && messages.length > 0) {
        // no declarer anywhere: refused for that, whatever else the line says
      } else if (declarerConflict || resultConflict) {
        const field = declarerConflict ? 'declarer' : 'result';
        const expected = new RegExp(
          `^t\\.csv:2: field "${field}": the contract cell ".*" has .* and the ${field} cell ".*" another \\(expected one ${field}\\)$`,
        );
        if (messages.length !== 1 || !expected.test(messages[0] as string))
          wrong.push(`${row}: expected one ${field} conflict, got ${JSON.stringify(messages)}`);
      } else if (seat !== undefined && tricks !== undefined) {
        const plain = plainScore(c.contract, seat, tricks);
        if (score !== plain) wrong.push(`${row}: expected ${plain} as "${c.contract},${seat},${tricks}" scores, got ${score ?? JSON.stringify(messages)}`);
      } else if (messages.length === 0) {
        // a line missing its declarer or its result is refused, never scored from a guess
        wrong.push(`${row}: incomplete, yet read as ${JSON.stringify(o)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
