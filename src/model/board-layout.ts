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
  /** per line, a number that is the same for the lines of one group (and only for them) */
  readonly groupId: Int32Array;
}

export function layoutBoards(t: LineTable, opts: { readonly acrossSections: boolean }): BoardLayout {
  const n = t.count;
  const groupOf = new Int32Array(n);
  // (session, scope) → board → group
  const combos = new Map<number, Map<number, number>>();
  const groups: BoardGroup[] = [];
  const sessions: number[] = [];
  const sessionSeen = new Set<number>();
  let lastCombo = -1;
  let lastBoards: Map<number, number> | undefined;
  for (let i = 0; i < n; i++) {
    const session = t.session[i] as number;
    const scope = opts.acrossSections ? 0 : (t.section[i] as number);
    const combo = session * 65536 + scope;
    if (combo !== lastCombo) {
      lastCombo = combo;
      lastBoards = combos.get(combo);
      if (!lastBoards) combos.set(combo, (lastBoards = new Map()));
      if (!sessionSeen.has(session)) {
        sessionSeen.add(session);
        sessions.push(session);
      }
    }
    const board = t.board[i] as number;
    const boards = lastBoards as Map<number, number>;
    let g = boards.get(board);
    if (g === undefined) {
      g = groups.length;
      boards.set(board, g);
      groups.push(new BoardGroup(session, scope, board, 0, 0));
    }
    groupOf[i] = g;
    (groups[g] as BoardGroup).end++;
  }
  // Scoring order, then offsets, then the lines in place (stable: input order within a group).
  const sessionRank = new Map<number, number>();
  sessions.forEach((s, k) => sessionRank.set(s, k));
  const scopeName = (g: BoardGroup) => t.sections.get(g.scope);
  const sorted = groups.slice().sort(
    (a, b) =>
      (sessionRank.get(a.session) as number) - (sessionRank.get(b.session) as number) ||
      (scopeName(a) < scopeName(b) ? -1 : scopeName(a) > scopeName(b) ? 1 : 0) ||
      a.board - b.board,
  );
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
  return { order, groups: sorted, sessions, groupId: groupOf };
}
