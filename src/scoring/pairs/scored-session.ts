/**
 * A scored session as the writers see it: boards in output order, each line's values and explanation, and
 * each contestant's boards one by one — all worked out from the line table and the line values when they are
 * read, so that a session of a million lines holds no object per line.
 *
 * @example
 * const s = new ScoredSession(ctx, facts, 'evening-1');
 * s.boards()[0].lines[0].explain //=> { group: '', n: 15, expected: 15 }
 */
import { KIND_WEIGHTED, type LineTable } from '../../model/line-table.js';
import { Rational } from '../../base/rational.js';
import type { BoardInfo, Direction } from '../../model/types.js';
import { boardFacts as lawFacts } from '../../laws/board-facts.js';
import type { BoardEntry, LineExplanation, PairsScoringOptions, ScoredBoard, ScoredLine } from '../../model/scored.js';
import type { CompareGroup, LineValues } from './board-values.js';
import type { Contestants } from './contestants.js';
import { weightsOf } from './group-values.js';
import { pairKey } from './keys.js';
import type { BoardFacts } from './score-boards.js';

/** Everything a session's views read. */
export interface SessionContext {
  readonly t: LineTable;
  readonly order: Int32Array;
  readonly contestants: Contestants;
  readonly values: LineValues;
  readonly options: PairsScoringOptions;
  readonly qualify: boolean;
  readonly infoByBoard: ReadonlyMap<number, BoardInfo>;
}

/** A contestant's side of each line it played, in output order: linked lists over (line, side) entries. */
export class EntryLists {
  readonly head: Int32Array;
  readonly tail: Int32Array;
  readonly count: Int32Array;
  private next: Int32Array;
  private line: Int32Array;
  private side: Uint8Array;
  private size = 0;

  constructor(contestants: number, capacity: number) {
    this.head = new Int32Array(contestants).fill(-1);
    this.tail = new Int32Array(contestants).fill(-1);
    this.count = new Int32Array(contestants);
    this.next = new Int32Array(Math.max(16, capacity));
    this.line = new Int32Array(Math.max(16, capacity));
    this.side = new Uint8Array(Math.max(16, capacity));
  }

  push(c: number, line: number, side: 0 | 1): void {
    if (this.size === this.next.length) this.grow();
    const e = this.size++;
    this.next[e] = -1;
    this.line[e] = line;
    this.side[e] = side;
    if (this.head[c] === -1) this.head[c] = e;
    else this.next[this.tail[c] as number] = e;
    this.tail[c] = e;
    this.count[c] = (this.count[c] as number) + 1;
  }

  /** The (line, side) pairs of contestant c, in order: side 0 NS, 1 EW. */
  of(c: number): { line: number; side: 0 | 1 }[] {
    const out: { line: number; side: 0 | 1 }[] = [];
    for (let e = this.head[c] as number; e !== -1; e = this.next[e] as number) out.push({ line: this.line[e] as number, side: this.side[e] as 0 | 1 });
    return out;
  }

  private grow(): void {
    const m = this.next.length * 2;
    const g32 = (a: Int32Array) => {
      const b = new Int32Array(m);
      b.set(a);
      return b;
    };
    this.next = g32(this.next);
    this.line = g32(this.line);
    const s = new Uint8Array(m);
    s.set(this.side);
    this.side = s;
  }
}

export class ScoredSession {
  private lists: EntryLists | undefined;

  constructor(
    readonly ctx: SessionContext,
    /** the session's boards in output order */
    readonly boardsInOrder: readonly BoardFacts[],
    /** the session's name when the event has several, else undefined */
    readonly name: string | undefined,
  ) {}

  /** Line i as the writers' record: values, top, explanation. */
  scoredLine(i: number): ScoredLine {
    const { t, values, qualify } = this.ctx;
    const line = t.lineAt(i);
    const key = (d: Direction) => pairKey(line.section, qualify ? d : null, d === 'NS' ? line.ns : line.ew);
    const ns = values.rational(i, 'NS');
    const ew = values.rational(i, 'EW');
    const top = values.topOf(i);
    const exact = values.exact.get(i);
    return {
      line,
      nsKey: key('NS'),
      ewKey: key('EW'),
      ...(ns !== undefined ? { ns } : {}),
      ...(ew !== undefined ? { ew } : {}),
      ...(top >= 0 ? { top: Rational.of(top) } : {}),
      ...(exact?.players ? { players: exact.players } : {}),
      explain: this.explain(i),
    };
  }

  explain(i: number): LineExplanation {
    const { t, values } = this.ctx;
    const g = values.group[i] as number;
    const exact = values.exact.get(i);
    if (g < 0) {
      const p = values.pending.get(i) as { n: number; expected: number };
      const base = { group: t.fouleds.get(t.fouled[i] as number), n: p.n, expected: p.expected };
      if (!exact?.artificial) return base;
      return exact.playerAdjustments ? { ...base, artificial: exact.artificial, players: exact.playerAdjustments } : { ...base, artificial: exact.artificial };
    }
    const group = values.groups[g] as CompareGroup;
    let raw: { rawNS: Rational; rawEW: Rational } | undefined;
    let factor: Rational | undefined;
    if (exact) {
      if (exact.rawNS) raw = { rawNS: exact.rawNS, rawEW: exact.rawEW as Rational };
      factor = exact.factor;
    } else if (values.method === 'mp' && group.n !== group.N) {
      const r = values.raw[i] as number;
      raw = { rawNS: Rational.of(r), rawEW: Rational.of(2 * (group.n - 1) - r) };
      factor = Rational.of(group.N, group.n);
    }
    return {
      group: group.name,
      n: group.n,
      expected: group.expected,
      ...(raw ?? {}),
      ...(factor ? { factor } : {}),
      ...(group.datum !== undefined ? { datum: group.datum } : {}),
      ...(group.smallGroup ? { smallGroup: group.smallGroup } : {}),
      ...(t.kind[i] === KIND_WEIGHTED ? weightsOf(t.outcomeAt(i)) : {}),
    };
  }

  /** The session's boards as the writers read them (each board's lines computed when read). */
  boards(): ScoredBoard[] {
    return this.boardsInOrder.map((f) => this.board(f));
  }

  board(f: BoardFacts): ScoredBoard {
    const g = f.group;
    const facts = lawFacts(g.board);
    const info = this.ctx.infoByBoard.get(g.board);
    const scope = this.ctx.t.sections.get(g.scope);
    const b = {
      board: g.board,
      dealer: info?.dealer ?? facts.dealer,
      vulnerability: info?.vulnerability ?? facts.vulnerability,
      ...(info ? { info } : {}),
      ...(scope !== '' ? { section: scope } : {}),
      ...(this.name !== undefined ? { session: this.name } : {}),
      datums: f.datums,
    } as unknown as ScoredBoard;
    const order = this.ctx.order;
    const lines = (): ScoredLine[] => {
      const out: ScoredLine[] = [];
      for (let k = g.start; k < g.end; k++) out.push(this.scoredLine(order[k] as number));
      return out;
    };
    Object.defineProperty(b, 'lines', { get: lines, enumerable: true, configurable: true });
    return b;
  }

  /** Each contestant's sides of the lines, in output order: built when first asked for. */
  entryLists(): EntryLists {
    if (this.lists) return this.lists;
    const { order, contestants } = this.ctx;
    const lists = new EntryLists(contestants.count, 16);
    for (const f of this.boardsInOrder) {
      for (let k = f.group.start; k < f.group.end; k++) {
        const i = order[k] as number;
        lists.push(contestants.ns[i] as number, i, 0);
        if (contestants.individual) lists.push(contestants.ns2[i] as number, i, 0);
        lists.push(contestants.ew[i] as number, i, 1);
        if (contestants.individual) lists.push(contestants.ew2[i] as number, i, 1);
      }
    }
    return (this.lists = lists);
  }

  /** Contestant c's boards, in play order (round, then board), with its value on each. */
  entriesOf(c: number): BoardEntry[] {
    const lists = this.entryLists();
    const { t, values, contestants } = this.ctx;
    const key = contestants.keys[c] as string;
    const out: BoardEntry[] = [];
    for (const { line: i, side } of lists.of(c)) {
      const direction: Direction = side === 0 ? 'NS' : 'EW';
      const own = contestants.individual ? values.exact.get(i)?.players?.get(key) : undefined;
      const value = own ?? values.rational(i, direction);
      const top = values.topOf(i);
      out.push(new SessionEntry(this, i, t.board[i] as number, direction, t.pairText(i, side === 0 ? 'EW' : 'NS'), t.round[i] as number, value, top));
    }
    return out.sort((a, b) => (a.round ?? 0) - (b.round ?? 0) || a.board - b.board);
  }
}

/** A pair's side of one line; the line itself is made when read. */
class SessionEntry implements BoardEntry {
  readonly session?: string;
  readonly round?: number;
  readonly value: Rational;
  readonly top?: Rational;
  readonly counted: boolean;

  constructor(
    private readonly of: ScoredSession,
    private readonly index: number,
    readonly board: number,
    readonly direction: Direction,
    readonly opponent: string,
    round: number,
    value: Rational | undefined,
    top: number,
  ) {
    if (of.name !== undefined) this.session = of.name;
    if (round >= 0) this.round = round;
    this.value = value ?? Rational.ZERO;
    if (top >= 0) this.top = Rational.of(top);
    this.counted = value !== undefined;
  }

  get line(): ScoredLine {
    return this.of.scoredLine(this.index);
  }
}
