/**
 * The PBN `OptimumResultTable` of a hand record (PBN 2.1 §4; the table BridgeComposer writes): one row per
 * declarer and strain, read into the double-dummy table of the model.
 */
import type { DoubleDummyTable, Seat } from '../../model/types.js';
import type { Parsed } from '../../laws/notation.js';
import { found } from '../../base/diagnostics.js';
import { DD_STRAINS, emptyTable, SEAT_ORDER, STRAIN_WORDS } from '../../laws/double-dummy.js';
import type { PbnTable } from './table.js';

/** `OptimumResultTable`: one row per declarer and strain, each once, tricks 0–13. */
export function readOptimumResultTable(table: PbnTable): Parsed<DoubleDummyTable> & { line?: number } {
  for (const col of ['Declarer', 'Denomination', 'Result']) {
    if (!table.has(col)) return { ok: false, expected: `expected the columns Declarer;Denomination;Result (no "${col}")`, line: table.line };
  }
  const out = emptyTable();
  for (const row of table.rows) {
    const seat = row.get('Declarer')?.text.trim().toUpperCase() ?? '';
    const strain = STRAIN_WORDS[row.get('Denomination')?.text.trim().toUpperCase() ?? ''];
    const result = row.get('Result')?.text.trim() ?? '';
    if (!(SEAT_ORDER as readonly string[]).includes(seat) || strain === undefined) {
      return {
        ok: false,
        expected: `expected a declarer N, E, S or W and a denomination NT, S, H, D or C (found ${found(`${seat} ${row.get('Denomination')?.text ?? ''}`)})`,
        line: row.line,
      };
    }
    if (!/^\d{1,2}$/.test(result) || Number(result) > 13) return { ok: false, expected: `expected tricks 0–13 (found ${found(result)})`, line: row.line };
    const cell = out[seat as Seat];
    if (cell[strain] !== -1) return { ok: false, expected: `expected each declarer and denomination once (${seat} ${strain} is repeated)`, line: row.line };
    cell[strain] = Number(result);
  }
  const missing = SEAT_ORDER.flatMap((s) => DD_STRAINS.filter((d) => out[s][d] === -1).map((d) => `${s} ${d}`));
  if (missing.length > 0)
    return { ok: false, expected: `expected 20 rows, one per declarer and denomination (missing ${missing.join(', ')})`, line: table.line };
  return { ok: true, value: out };
}
