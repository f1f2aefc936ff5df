/**
 * The movement a set of results implies, for files that carry each result's round and table (PBN `Round` and
 * `Table`, PBN 2.1 event tags; traveller columns) when no movement file is given. One row per section, round and
 * table: the boards played there, and the pairs most results at that table name (the first such result on a
 * tie), so one result with the pairs the wrong way round shows up as that result's error, not its table's.
 * Results without both round and table cannot be placed and are left out.
 *
 * @example
 * inferMovement([{ board: 1, ns: '1', ew: '8', round: 1, table: 1, outcome, source }]).rows
 * //=> [{ round: 1, table: 1, ns: '1', ew: '8', boards: [1], source }]
 */
import type { ResultLine } from '../model/types.js';
import { pairKey } from '../model/pair-id.js';
import type { Movement, MovementRow } from '../model/movement.js';

interface TableGroup {
  readonly first: ResultLine;
  readonly boards: Set<number>;
  /** `ns|ew` → how many results name these pairs, in first-seen order */
  readonly seatings: Map<string, number>;
}

export function inferMovement(results: readonly ResultLine[]): Movement {
  const groups = new Map<string, TableGroup>();
  for (const r of results) {
    if (r.round === undefined || r.table === undefined) continue;
    const key = `${r.section ?? ''}|${r.round}|${r.table}`;
    let g = groups.get(key);
    if (!g) {
      g = { first: r, boards: new Set(), seatings: new Map() };
      groups.set(key, g);
    }
    g.boards.add(r.board);
    const seating = `${pairKey(r.ns)}|${pairKey(r.ew)}`;
    g.seatings.set(seating, (g.seatings.get(seating) ?? 0) + 1);
  }
  const rows: MovementRow[] = [];
  for (const g of groups.values()) {
    let best = '';
    let bestCount = 0;
    for (const [seating, count] of g.seatings) {
      if (count > bestCount) {
        best = seating;
        bestCount = count;
      }
    }
    const [ns = '', ew = ''] = best.split('|');
    const { round, table, section, source } = g.first;
    rows.push({
      round: round as number,
      table: table as number,
      ns: ns === '' || ns === '0' ? null : ns,
      ew: ew === '' || ew === '0' ? null : ew,
      boards: [...g.boards].sort((a, b) => a - b),
      ...(section === undefined ? {} : { section }),
      source,
    });
  }
  rows.sort((a, b) => cmp(a.section ?? '', b.section ?? '') || a.round - b.round || a.table - b.table);
  return { rows };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
