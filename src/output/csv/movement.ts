/**
 * Movement → movement CSV, the form `readMovementCsv` reads: `round,table,ns,ew,boards`, with `section` first
 * and `switch` last only when some row has them. A missing pair is written `0`; boards as ranges (`1-4`,
 * quoted when a list needs commas). Rows keep their order, so generated movements read round by round.
 *
 * @example
 * writeMovementCsv({ rows: [{ round: 1, table: 1, ns: '1', ew: null, boards: [1, 2, 3] }] })
 * //=> 'round,table,ns,ew,boards\n1,1,1,0,1-3\n'
 */
import { csvText } from '../../text/csv.js';
import { formatBoards } from '../../laws/boards.js';
import type { Movement } from '../../model/movement.js';

export function writeMovementCsv(m: Movement): string {
  const withSection = m.rows.some((r) => r.section !== undefined);
  const withSwitch = m.rows.some((r) => r.switched === true);
  const header = [...(withSection ? ['section'] : []), 'round', 'table', 'ns', 'ew', 'boards', ...(withSwitch ? ['switch'] : [])];
  const records = m.rows.map((r) => [
    ...(withSection ? [r.section ?? ''] : []),
    String(r.round),
    String(r.table),
    r.ns ?? '0',
    r.ew ?? '0',
    formatBoards(r.boards),
    ...(withSwitch ? [r.switched === true ? 'yes' : ''] : []),
  ]);
  return csvText([header, ...records]);
}
