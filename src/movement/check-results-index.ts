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

/**
 * Values by a text key and a board number: one map of boards for each text key, so that a movement of a
 * million slots costs a text key a row, not a text key a board.
 */
export class ByBoard<V> {
  private readonly outer = new Map<string, Map<number, V>>();

  get(key: string, board: number): V | undefined {
    return this.outer.get(key)?.get(board);
  }

  /** The boards of one key, made when first asked for. */
  boards(key: string): Map<number, V> {
    let inner = this.outer.get(key);
    if (inner === undefined) this.outer.set(key, (inner = new Map<number, V>()));
    return inner;
  }
}

/** The movement's pairs by section, its slots by key and by row, and where pairs meet and play each board. */
export interface MovementIndex {
  readonly file: string;
  readonly numbering: PairNumbering;
  readonly sectioned: boolean;
  readonly sections: string[];
  readonly pairs: Set<string>;
  readonly pairsBySection: Map<string, string[]>;
  /** `section|ns|ew` and the board → the slot (slotKey) */
  readonly slots: ByBoard<Slot>;
  readonly slotsByRow: Map<MovementRow, Slot[]>;
  /** `section|pair|pair` (sorted) → the row where the two meet */
  readonly meetings: Map<string, MovementRow>;
  /** `section|pair` and the board → the slot where the pair plays the board */
  readonly boardOfPair: ByBoard<Slot>;
  /** `section|round|table` and the board → the slot scheduled there */
  readonly atTable: ByBoard<Slot>;
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
    slots: new ByBoard(),
    slotsByRow: new Map(),
    meetings: new Map(),
    boardOfPair: new ByBoard(),
    atTable: new ByBoard(),
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
    const here = index.slots.boards(slotKey(section, ns, ew));
    const table = index.atTable.boards(`${section}|${row.round}|${row.table}`);
    const ofNs = index.boardOfPair.boards(`${section}|${ns}`);
    const ofEw = index.boardOfPair.boards(`${section}|${ew}`);
    for (const board of row.boards) {
      // A meeting scheduled twice on one board is the movement's own error (checkMovement); keep the first.
      if (here.has(board)) continue;
      const slot: Slot = { row, board, ns, ew };
      here.set(board, slot);
      if (!table.has(board)) table.set(board, slot);
      slots.push(slot);
      if (!ofNs.has(board)) ofNs.set(board, slot);
      if (!ofEw.has(board)) ofEw.set(board, slot);
    }
    if (slots.length > 0) index.slotsByRow.set(row, slots);
  }
  return index;
}

/** The pairs in the NS and EW seats of a section, in that order (with the board: a slot of MovementIndex.slots). */
export function slotKey(section: string, ns: string, ew: string): string {
  return `${section}|${ns}|${ew}`;
}
