/**
 * Movement CSV → Movement. One row per table and round with the columns `round`, `table`, `ns`, `ew` and the
 * boards (`boards` as `1-3` or `"1,2,3"`, or `low_board` and `high_board` as in Bridgemate's RoundData,
 * the Bridgemate developer's guide), optionally `section` and `switch` (an arrow-switch at that table in that round).
 * A missing pair (sit-out, phantom) is `0` or empty. After reading, the movement itself is checked
 * (`checkMovement`), so one call reports every problem of the file with its line.
 *
 * @example
 * readMovementCsv('round,table,ns,ew,boards\n1,1,1,8,1-3\n', 'm.csv').movement.rows[0]
 * //=> { round: 1, table: 1, ns: '1', ew: '8', boards: [1, 2, 3], source: { file: 'm.csv', line: 2 } }
 */
import { DiagnosticBag, type Diagnostic } from '../../base/diagnostics.js';
import { detectDelimiter, readCsvTable, type ColumnSpec, type CsvRow } from './read-table.js';
import { BOARDS_EXPECTED, parseBoards } from '../../laws/boards.js';
import { checkMovement } from '../../movement/check-movement.js';
import { pairOrNull } from '../../model/pair-id.js';
import type { Movement, MovementRow } from '../../model/movement.js';

export const MOVEMENT_COLUMNS: readonly ColumnSpec[] = [
  { name: 'section', synonyms: ['section', 'sect', 'sec', 'seksjon', 'gruppe'] },
  { name: 'round', synonyms: ['round', 'rnd', 'runde'], required: true },
  { name: 'table', synonyms: ['table', 'tbl', 'bord'], required: true },
  { name: 'ns', synonyms: ['ns', 'ns pair', 'pair ns', 'nspair', 'pairns', 'n/s', 'north-south'], required: true },
  { name: 'ew', synonyms: ['ew', 'ew pair', 'pair ew', 'ewpair', 'pairew', 'e/w', 'east-west'], required: true },
  { name: 'boards', synonyms: ['boards', 'board', 'board set', 'spill'] },
  { name: 'low_board', synonyms: ['low_board', 'low board', 'lowboard', 'first_board', 'from_board', 'low'] },
  { name: 'high_board', synonyms: ['high_board', 'high board', 'highboard', 'last_board', 'to_board', 'high'] },
  { name: 'switch', synonyms: ['switch', 'arrow_switch', 'arrow switch', 'arrowswitch', 'switched', 'arrow'] },
];

export interface ReadMovementResult {
  readonly movement: Movement;
  readonly diagnostics: Diagnostic[];
}

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'switch', 'switched']);
const NO = new Set(['no', 'n', 'false', '0', '-']);

export function readMovementCsv(text: string, file: string): ReadMovementResult {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, MOVEMENT_COLUMNS, bag);
  if (bag.hasErrors()) return { movement: { rows: [] }, diagnostics: bag.items };
  const has = (c: string): boolean => table.present.has(c);
  if (!has('boards') && !(has('low_board') && has('high_board'))) {
    const only = has('low_board') ? ' (found "low_board" without "high_board")' : has('high_board') ? ' (found "high_board" without "low_board")' : '';
    bag.error('missing-column', `the boards of each row are missing${only} (expected a "boards" column, or "low_board" and "high_board")`, table.headerLine);
    return { movement: { rows: [] }, diagnostics: bag.items };
  }
  if (table.rows.length === 0) {
    bag.error('empty-file', 'the file has a header but no rows (expected one row per table and round)', table.headerLine);
    return { movement: { rows: [] }, diagnostics: bag.items };
  }
  const headerWidth = countFields(text, table.headerLine);
  const rows: MovementRow[] = [];
  for (const row of table.rows) {
    if (row.cells.length > headerWidth) {
      // A board list like 1,2,3 written without quotes in a comma-separated file spills into extra cells.
      bag.error(
        'extra-fields',
        `the row has ${row.cells.length} fields but the header has ${headerWidth} (a board list with commas must be quoted, e.g. "1,2,3")`,
        row.line,
      );
      continue;
    }
    const r = readRow(row, bag, file);
    if (r) rows.push(r);
  }
  const movement: Movement = { rows };
  // one at a time: a large file may have more problems than a call can take arguments
  if (!bag.hasErrors()) for (const d of checkMovement(movement, { file })) bag.items.push(d);
  return { movement, diagnostics: bag.items };
}

function readRow(row: CsvRow, bag: DiagnosticBag, file: string): MovementRow | undefined {
  const before = bag.errorCount;
  const at = row.line;
  const round = wholeNumber(row, 'round', 'a round number', bag);
  const table = wholeNumber(row, 'table', 'a table number', bag);
  const ns = pairOrNull(row.get('ns'));
  const ew = pairOrNull(row.get('ew'));
  const boards = readBoards(row, bag);
  const switchText = row.get('switch');
  let switched = false;
  if (switchText !== undefined) {
    const t = switchText.toLowerCase();
    if (YES.has(t)) switched = true;
    else if (!NO.has(t)) {
      bag.error('switch', `"${switchText}" is not a switch mark (expected "yes" or empty; also y/x/1, n/0)`, at, 'switch');
    }
  }
  if (bag.errorCount > before || round === undefined || table === undefined || boards === undefined) return undefined;
  const section = row.get('section');
  return {
    round,
    table,
    ns,
    ew,
    boards,
    ...(section === undefined ? {} : { section }),
    ...(switched ? { switched } : {}),
    source: { file, line: at },
  };
}

function wholeNumber(row: CsvRow, field: string, what: string, bag: DiagnosticBag): number | undefined {
  const text = row.get(field);
  if (text === undefined) {
    bag.error(field, `no ${field} (expected ${what}, a whole number ≥ 1)`, row.line, field);
    return undefined;
  }
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    bag.error(field, `"${text}" is not ${what} (expected a whole number ≥ 1)`, row.line, field);
    return undefined;
  }
  return Number(text);
}

function readBoards(row: CsvRow, bag: DiagnosticBag): number[] | undefined {
  const at = row.line;
  const listText = row.get('boards');
  let fromList: number[] | undefined;
  if (listText !== undefined) {
    const p = parseBoards(listText);
    if (!p.ok) {
      bag.error('boards', `"${listText}" is not a board range (${p.expected})`, at, 'boards');
      return undefined;
    }
    fromList = p.value;
  }
  const lo = row.get('low_board');
  const hi = row.get('high_board');
  let fromRange: number[] | undefined;
  if (lo !== undefined || hi !== undefined) {
    if (lo === undefined || hi === undefined) {
      const [field, other] = lo === undefined ? ['low_board', 'high_board'] : ['high_board', 'low_board'];
      bag.error('boards', `no ${field} although ${other} is given (expected both, a whole number ≥ 1)`, at, field);
      return undefined;
    }
    const p = parseBoards(`${lo}-${hi}`);
    if (!/^\d+$/.test(lo) || !/^\d+$/.test(hi) || !p.ok) {
      bag.error('boards', `"${lo}" to "${hi}" is not a board range (expected low_board ≤ high_board, both whole numbers ≥ 1)`, at, 'high_board');
      return undefined;
    }
    fromRange = p.value;
  }
  if (fromList && fromRange && fromList.join(',') !== fromRange.join(',')) {
    bag.error('boards', `"${listText}" disagrees with low_board ${lo} and high_board ${hi} (expected the same boards in both)`, at, 'boards');
    return undefined;
  }
  const boards = fromList ?? fromRange;
  if (boards === undefined) bag.error('boards', `no boards (${BOARDS_EXPECTED})`, at, 'boards');
  return boards;
}

/** The number of fields on the header line, counted as readCsvTable splits it. */
function countFields(text: string, headerLine: number): number {
  const line = text.split('\n')[headerLine - 1] ?? '';
  const delimiter = detectDelimiter(text);
  let inQuotes = false;
  let n = 1;
  for (const c of line) {
    if (c === '"') inQuotes = !inQuotes;
    else if (c === delimiter && !inQuotes) n++;
  }
  return n;
}
