/**
 * The movement indexed for checkResults (check-results.ts): its pairs by section, every slot (one board at one
 * table in one round, with the pairs expected in the NS and EW seats), where each two pairs meet, and where each
 * pair plays each board.
 */
import type { ResultLine } from '../model/types.js';
import { pairNumbering, type PairNumbering } from '../model/numbering.js';
import { comparePairs } from '../model/pair-id.js';
import type { Movement, MovementRow } from '../model/movement.js';

/** One board at one table in one round, with the pairs expected in the NS and EW seats. */
export interface Slot {
  readonly row: MovementRow;
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  matched?: ResultLine;
}

/** The movement's pairs by section, its slots by key and by row, and where pairs meet and play each board. */
export interface MovementIndex {
  readonly file: string;
  readonly numbering: PairNumbering;
  readonly sectioned: boolean;
  readonly sections: string[];
  readonly pairs: Set<string>;
  readonly pairsBySection: Map<string, string[]>;
  readonly slots: Map<string, Slot>;
  readonly slotsByRow: Map<MovementRow, Slot[]>;
  /** `section|pair|pair` (sorted) → the row where the two meet */
  readonly meetings: Map<string, MovementRow>;
  /** `section|board|pair` → the slot where the pair plays the board */
  readonly boardOfPair: Map<string, Slot>;
  /** `section|round|table|board` → the slot scheduled there */
  readonly atTable: Map<string, Slot>;
}

/** The movement's pairs, meetings and slots, looked up by the keys of MovementIndex. */
export function indexMovement(m: Movement): MovementIndex {
  const sectioned = m.rows.some((r) => r.section !== undefined);
  const index: MovementIndex = {
    file: m.rows.find((r) => r.source)?.source?.file ?? 'the movement',
    numbering: pairNumbering(m.rows),
    sectioned,
    sections: [],
    pairs: new Set(),
    pairsBySection: new Map(),
    slots: new Map(),
    slotsByRow: new Map(),
    meetings: new Map(),
    boardOfPair: new Map(),
    atTable: new Map(),
  };
  for (const row of m.rows) {
    const section = sectioned ? (row.section ?? '') : '';
    if (!index.sections.includes(section)) index.sections.push(section);
    for (const p of [row.ns, row.ew]) {
      if (p === null || index.pairs.has(`${section}|${p}`)) continue;
      index.pairs.add(`${section}|${p}`);
      const list = index.pairsBySection.get(section);
      if (list === undefined) index.pairsBySection.set(section, [p]);
      else list.push(p);
    }
    if (row.ns === null || row.ew === null) continue;
    const meeting = `${section}|${[row.ns, row.ew].sort(comparePairs).join('|')}`;
    if (!index.meetings.has(meeting)) index.meetings.set(meeting, row);
    const [ns, ew] = row.switched ? [row.ew, row.ns] : [row.ns, row.ew];
    const slots: Slot[] = [];
    for (const board of row.boards) {
      const key = slotKey(section, board, ns, ew);
      // A meeting scheduled twice on one board is the movement's own error (checkMovement); keep the first.
      if (index.slots.has(key)) continue;
      const slot: Slot = { row, board, ns, ew };
      index.slots.set(key, slot);
      const table = `${section}|${row.round}|${row.table}|${board}`;
      if (!index.atTable.has(table)) index.atTable.set(table, slot);
      slots.push(slot);
      for (const p of [ns, ew]) if (!index.boardOfPair.has(`${section}|${board}|${p}`)) index.boardOfPair.set(`${section}|${board}|${p}`, slot);
    }
    if (slots.length > 0) index.slotsByRow.set(row, slots);
  }
  return index;
}

/** A board and the pairs in the NS and EW seats, in that order. */
export function slotKey(section: string, board: number, ns: string, ew: string): string {
  return `${section}|${board}|${ns}|${ew}`;
}
