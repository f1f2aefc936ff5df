/**
 * Where each line is compared: the lines of an event grouped by session, scope (a section, or every section
 * together when the field runs across sections) and board — a counting sort over the line table, linear in
 * the number of lines. The groups come in scoring order: sessions as they first appear, scopes by name,
 * boards by number; within a group the lines keep their input order.
 *
 * @example
 * const l = layoutBoards(table, { acrossSections: false });
 * l.groups[0] //=> { session: 0, scope: 0, board: 1, start: 0, end: 15, … }
 */
import type { LineTable } from './line-table.js';

/** The lines of one board in one scope of one session: `order[start..end)`. */
export class BoardGroup {
  constructor(
    /** session pool index */
    readonly session: number,
    /** section pool index, 0 for the one scope of a field across sections (or no sections) */
    readonly scope: number,
    readonly board: number,
    public start: number,
    public end: number,
  ) {}

  get size(): number {
    return this.end - this.start;
  }
}

export interface BoardLayout {
  /** line indices, group after group */
  readonly order: Int32Array;
  /** in scoring order */
  readonly groups: readonly BoardGroup[];
  /** the session pool indices in order of first appearance */
  readonly sessions: readonly number[];
}

/** Boards below this are found by index, above it by a map (board numbers are rarely large). */
const DENSE = 1 << 20;

/** The groups of one (session, scope): board → group. */
class BoardIndex {
  dense = new Int32Array(64).fill(-1);
  readonly sparse = new Map<number, number>();

  get(board: number): number {
    if (board < DENSE) return board < this.dense.length ? (this.dense[board] as number) : -1;
    return this.sparse.get(board) ?? -1;
  }

  set(board: number, g: number): void {
    if (board >= DENSE) {
      this.sparse.set(board, g);
      return;
    }
    if (board >= this.dense.length) {
      let m = this.dense.length;
      while (m <= board) m *= 2;
      const d = new Int32Array(m).fill(-1);
      d.set(this.dense);
      this.dense = d;
    }
    this.dense[board] = g;
  }
}

export function layoutBoards(t: LineTable, opts: { readonly acrossSections: boolean }): BoardLayout {
  return t.memoized(`layout:${opts.acrossSections}`, () => makeLayout(t, opts.acrossSections));
}

function makeLayout(t: LineTable, acrossSections: boolean): BoardLayout {
  const n = t.count;
  const groupOf = new Int32Array(n);
  // (session, scope) → board → group
  const combos = new Map<number, BoardIndex>();
  const groups: BoardGroup[] = [];
  const sessions: number[] = [];
  const sessionSeen = new Set<number>();
  let lastCombo = -1;
  let lastBoards: BoardIndex | undefined;
  for (let i = 0; i < n; i++) {
    const session = t.session[i] as number;
    const scope = acrossSections ? 0 : (t.section[i] as number);
    const combo = session * 65536 + scope;
    if (combo !== lastCombo) {
      lastCombo = combo;
      lastBoards = combos.get(combo);
      if (!lastBoards) combos.set(combo, (lastBoards = new BoardIndex()));
      if (!sessionSeen.has(session)) {
        sessionSeen.add(session);
        sessions.push(session);
      }
    }
    const board = t.board[i] as number;
    const boards = lastBoards as BoardIndex;
    let g = boards.get(board);
    if (g === -1) {
      g = groups.length;
      boards.set(board, g);
      groups.push(new BoardGroup(session, scope, board, 0, 0));
    }
    groupOf[i] = g;
    (groups[g] as BoardGroup).end++;
  }
  // Scoring order (a number per group: session, then scope by name, then board), then offsets, then the lines
  // in place (stable: input order within a group).
  const sessionRank = new Map<number, number>();
  sessions.forEach((s, k) => sessionRank.set(s, k));
  const scopes = [...new Set(groups.map((g) => g.scope))].sort((a, b) => {
    const x = t.sections.get(a);
    const y = t.sections.get(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const scopeRank = new Map<number, number>();
  scopes.forEach((s, k) => scopeRank.set(s, k));
  const keyOf = new Float64Array(groups.length);
  groups.forEach((g, k) => {
    keyOf[k] = ((sessionRank.get(g.session) as number) * scopes.length + (scopeRank.get(g.scope) as number)) * 2 ** 30 + g.board;
  });
  const ids = new Int32Array(groups.length);
  for (let k = 0; k < ids.length; k++) ids[k] = k;
  const sortedIds = Array.from(ids).sort((x, y) => (keyOf[x] as number) - (keyOf[y] as number));
  const sorted = sortedIds.map((k) => groups[k] as BoardGroup);
  let offset = 0;
  for (const g of sorted) {
    const size = g.end;
    g.start = offset;
    g.end = offset;
    offset += size;
  }
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const g = groups[groupOf[i] as number] as BoardGroup;
    order[g.end++] = i;
  }
  return { order, groups: sorted, sessions };
}
