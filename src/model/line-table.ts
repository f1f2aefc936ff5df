/**
 * Traveller lines as typed columns: what every reader produces and every scorer consumes, at about 45 bytes a
 * line whatever the event's size (a million-line simultaneous pairs fits where a million objects would not).
 *
 * The common fields live in typed arrays indexed by line; texts that repeat (pair numbers, sections, leads,
 * file names) are interned once. What few lines have — a weighted or artificial score, an individual event's
 * four players, a director's note — is kept beside, by line. `lineAt(i)` gives the line as the model's
 * `ResultLine` for the code that wants one record at a time.
 *
 * @example
 * const t = LineTable.fromLines(lines);
 * t.count //=> lines.length;  t.lineAt(0) //=> equal to lines[0]
 */
import type { Contract, Level, Outcome, ResultLine, Risk, Seat, SourceLocation, Strain } from './types.js';

/** What happened at the table, as stored in the `kind` column. */
/** A table result: a contract (or none: passed out, or only a score known) with its NS score. */
export const KIND_PLAYED = 0;
export const KIND_WEIGHTED = 2;
export const KIND_ARTIFICIAL = 3;
export const KIND_NOT_PLAYED = 4;

/** The `flags` column: the director assigned this result (Law 12C1a). */
export const FLAG_ASSIGNED = 1;

/** No value in an integer column (round, table, lead). */
export const NONE = -1;

/** The largest board, round or table number a file may give: bad data beyond it, never a lost digit. */
export const MAX_NUMBER = 999_999_999;

const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const satisfies readonly Strain[];
const RISKS = ['', 'X', 'XX'] as const satisfies readonly Risk[];
const SEATS = ['N', 'E', 'S', 'W'] as const satisfies readonly Seat[];

/** A contract as one small number: 1 + 15 (level − 1) + 3 strain + risk; 0 for none. */
export function contractCode(c: Contract): number {
  return 1 + 15 * (c.level - 1) + 3 * STRAINS.indexOf(c.strain) + RISKS.indexOf(c.risk);
}

const CONTRACTS: (Contract | undefined)[] = [undefined];
for (let level = 1; level <= 7; level++) {
  for (const strain of STRAINS) for (const risk of RISKS) CONTRACTS.push(Object.freeze({ level: level as Level, strain, risk }));
}

/** The contract of a code (shared frozen objects: equal contracts are the same object). */
export function contractOfCode(code: number): Contract | undefined {
  return CONTRACTS[code];
}

export function seatCode(s: Seat): number {
  return SEATS.indexOf(s);
}

export function seatOfCode(code: number): Seat | undefined {
  return SEATS[code];
}

/** An event beyond what the line table holds (more sections, sessions or files than 65,535); its message is
 * the whole line to show, naming the file and line where it has them. */
export class CapacityError extends Error {
  override readonly name = 'CapacityError';
}

/** What only some lines have: kept beside the columns, by line. */
export interface LineExtra {
  /** a weighted (Law 12C1c) or artificial (Law 12C2) outcome */
  outcome?: Outcome;
  seats?: { readonly N: string; readonly E: string; readonly S: string; readonly W: string };
  note?: string;
  /** a database row rather than a line (`ReceivedData row 17`) */
  record?: string;
}

/** Interned texts: each distinct string once, numbered from 0 in order of first appearance. */
export class StringPool {
  readonly values: string[] = [];
  private readonly index = new Map<string, number>();

  constructor(first?: string) {
    if (first !== undefined) this.intern(first);
  }

  intern(s: string): number {
    let i = this.index.get(s);
    if (i === undefined) {
      i = this.values.length;
      this.values.push(s);
      this.index.set(s, i);
    }
    return i;
  }

  get(i: number): string {
    return this.values[i] as string;
  }

  get size(): number {
    return this.values.length;
  }
}

/**
 * Pair numbers interned, with a fast path for plain whole numbers (no leading zero), by far the most common:
 * they are looked up by value, never turned into a string per line.
 */
export class PairPool extends StringPool {
  private readonly byNumber = new Map<number, number>();

  internNumber(n: number): number {
    let i = this.byNumber.get(n);
    if (i === undefined) {
      i = this.intern(String(n));
      this.byNumber.set(n, i);
    }
    return i;
  }

  override intern(s: string): number {
    return super.intern(s);
  }

  internText(s: string): number {
    if (/^[1-9]\d{0,14}$/.test(s)) return this.internNumber(Number(s));
    const i = this.intern(s);
    return i;
  }
}

export class LineTable {
  count = 0;
  private capacity: number;
  board: Uint32Array;
  ns: Int32Array;
  ew: Int32Array;
  kind: Uint8Array;
  flags: Uint8Array;
  contract: Uint8Array;
  /** 0–3 (N E S W), 255 none */
  declarer: Uint8Array;
  /** 0–13, −1 none */
  tricks: Int8Array;
  /** NS score of record (Law 77) for a played or passed-out line */
  score: Int32Array;
  round: Int32Array;
  table: Int32Array;
  /** index into `sections` (0: none) */
  section: Uint16Array;
  /** index into `sessions` (0: none) */
  session: Uint16Array;
  /** index into `fouleds` (0: not fouled) */
  fouled: Uint16Array;
  /** index into `leads`, or NONE */
  lead: Int32Array;
  /** index into `files` */
  file: Uint16Array;
  /** source line, 0 when unknown */
  line: Int32Array;

  readonly pairs = new PairPool();
  readonly sections = new StringPool('');
  readonly sessions = new StringPool('');
  readonly fouleds = new StringPool('');
  readonly leads = new StringPool();
  readonly files = new StringPool();
  readonly extras = new Map<number, LineExtra>();
  /** what is worked out from the columns and kept until they change (the board layout) */
  private readonly memo = new Map<string, unknown>();

  constructor(capacity = 1024) {
    this.capacity = Math.max(16, capacity);
    const c = this.capacity;
    this.board = new Uint32Array(c);
    this.ns = new Int32Array(c);
    this.ew = new Int32Array(c);
    this.kind = new Uint8Array(c);
    this.flags = new Uint8Array(c);
    this.contract = new Uint8Array(c);
    this.declarer = new Uint8Array(c);
    this.tricks = new Int8Array(c);
    this.score = new Int32Array(c);
    this.round = new Int32Array(c);
    this.table = new Int32Array(c);
    this.section = new Uint16Array(c);
    this.session = new Uint16Array(c);
    this.fouled = new Uint16Array(c);
    this.lead = new Int32Array(c);
    this.file = new Uint16Array(c);
    this.line = new Int32Array(c);
  }

  /** Room for one more line; returns its index. Every column of the new line must then be set. */
  grow(): number {
    if (this.count === this.capacity) this.resize(this.capacity * 2);
    if (this.memo.size > 0) this.memo.clear();
    return this.count++;
  }

  /** Something worked out from the columns, made once until they change (`changed`). */
  memoized<T>(key: string, make: () => T): T {
    if (this.memo.has(key)) return this.memo.get(key) as T;
    const v = make();
    this.memo.set(key, v);
    return v;
  }

  /** Columns were written directly: forget what was worked out from them. */
  changed(): void {
    this.memo.clear();
  }

  /** Room for n lines in all (a reader that knows the file's size asks once, instead of growing by doubling). */
  reserve(n: number): void {
    if (n > this.capacity) this.resize(Math.ceil(n));
  }

  /** Drop the last line (a row that turned out to be bad after it was started). */
  dropLast(): void {
    if (this.count > 0) {
      this.count--;
      this.extras.delete(this.count);
      this.memo.clear();
    }
  }

  private resize(capacity: number): void {
    const copy = <T extends Uint32Array | Int32Array | Uint8Array | Int8Array | Uint16Array>(a: T, make: (n: number) => T): T => {
      const b = make(capacity);
      b.set(a.subarray(0, this.count));
      return b;
    };
    this.board = copy(this.board, (n) => new Uint32Array(n));
    this.ns = copy(this.ns, (n) => new Int32Array(n));
    this.ew = copy(this.ew, (n) => new Int32Array(n));
    this.kind = copy(this.kind, (n) => new Uint8Array(n));
    this.flags = copy(this.flags, (n) => new Uint8Array(n));
    this.contract = copy(this.contract, (n) => new Uint8Array(n));
    this.declarer = copy(this.declarer, (n) => new Uint8Array(n));
    this.tricks = copy(this.tricks, (n) => new Int8Array(n));
    this.score = copy(this.score, (n) => new Int32Array(n));
    this.round = copy(this.round, (n) => new Int32Array(n));
    this.table = copy(this.table, (n) => new Int32Array(n));
    this.section = copy(this.section, (n) => new Uint16Array(n));
    this.session = copy(this.session, (n) => new Uint16Array(n));
    this.fouled = copy(this.fouled, (n) => new Uint16Array(n));
    this.lead = copy(this.lead, (n) => new Int32Array(n));
    this.file = copy(this.file, (n) => new Uint16Array(n));
    this.line = copy(this.line, (n) => new Int32Array(n));
    this.capacity = capacity;
  }

  /** Append a line given as the model's record. */
  add(r: ResultLine): number {
    const i = this.grow();
    this.board[i] = r.board;
    this.ns[i] = this.pairs.internText(r.ns);
    this.ew[i] = this.pairs.internText(r.ew);
    this.setOutcome(i, r.outcome);
    this.round[i] = r.round ?? NONE;
    this.table[i] = r.table ?? NONE;
    this.section[i] = r.section === undefined ? 0 : this.internChecked(this.sections, r.section, 'sections', r.source.file, r.source.line);
    this.session[i] = r.session === undefined ? 0 : this.internChecked(this.sessions, r.session, 'sessions', r.source.file, r.source.line);
    this.fouled[i] = r.fouled === undefined ? 0 : this.internChecked(this.fouleds, r.fouled, 'fouled versions', r.source.file, r.source.line);
    this.lead[i] = r.lead === undefined ? NONE : this.leads.intern(r.lead);
    this.file[i] = this.internChecked(this.files, r.source.file, 'files', r.source.file, r.source.line);
    this.line[i] = r.source.line ?? 0;
    if (r.seats !== undefined || r.note !== undefined || r.source.record !== undefined) {
      const extra: LineExtra = this.extras.get(i) ?? {};
      if (r.seats !== undefined) extra.seats = r.seats;
      if (r.note !== undefined) extra.note = r.note;
      if (r.source.record !== undefined) extra.record = r.source.record;
      this.extras.set(i, extra);
    }
    return i;
  }

  /** A 16-bit column's pool is full: more distinct values than any real event has (bad data, exit 1). */
  internChecked(pool: StringPool, s: string, what: string, file?: string, line?: number): number {
    const i = pool.intern(s);
    if (i > 0xffff) {
      // as a diagnostic reads: file:line: message
      const where = file === undefined ? 'error: ' : `${file}${line === undefined ? '' : `:${line}`}: `;
      throw new CapacityError(`${where}more than 65,535 different ${what} in one event (expected at most 65,535)`);
    }
    return i;
  }

  setOutcome(i: number, o: Outcome): void {
    if (this.memo.size > 0) this.memo.clear();
    this.flags[i] = 0;
    this.contract[i] = 0;
    this.declarer[i] = 255;
    this.tricks[i] = NONE;
    this.score[i] = 0;
    const extra = this.extras.get(i);
    if (extra) delete extra.outcome;
    switch (o.kind) {
      case 'played': {
        const s = o.score;
        this.kind[i] = KIND_PLAYED;
        if (o.assigned) this.flags[i] = FLAG_ASSIGNED;
        if (s.contract) this.contract[i] = contractCode(s.contract);
        if (s.declarer) this.declarer[i] = seatCode(s.declarer);
        if (s.tricks !== undefined) this.tricks[i] = s.tricks;
        this.score[i] = s.scoreNS;
        return;
      }
      case 'weighted':
      case 'artificial':
        this.kind[i] = o.kind === 'weighted' ? KIND_WEIGHTED : KIND_ARTIFICIAL;
        if (extra) extra.outcome = o;
        else this.extras.set(i, { outcome: o });
        return;
      case 'notPlayed':
        this.kind[i] = KIND_NOT_PLAYED;
        return;
    }
  }

  /** The outcome of line i, as the model's union. */
  outcomeAt(i: number): Outcome {
    const k = this.kind[i] as number;
    if (k === KIND_WEIGHTED || k === KIND_ARTIFICIAL) return this.extras.get(i)?.outcome as Outcome;
    if (k === KIND_NOT_PLAYED) return NOT_PLAYED;
    const assigned = ((this.flags[i] as number) & FLAG_ASSIGNED) !== 0;
    const code = this.contract[i] as number;
    if (!assigned && code === 0 && this.score[i] === 0 && this.declarer[i] === 255 && this.tricks[i] === NONE) return PASSED_OUT;
    const contract = contractOfCode(this.contract[i] as number);
    const declarer = seatOfCode(this.declarer[i] as number);
    const tricks = this.tricks[i] as number;
    const score = {
      ...(contract ? { contract } : {}),
      ...(declarer ? { declarer } : {}),
      ...(tricks >= 0 ? { tricks } : {}),
      scoreNS: this.score[i] as number,
    };
    return assigned ? { kind: 'played', score, assigned } : { kind: 'played', score };
  }

  /** Line i as the model's record (fields absent where the column has no value). */
  lineAt(i: number): ResultLine {
    const out: { -readonly [K in keyof ResultLine]?: ResultLine[K] } = {
      board: this.board[i] as number,
      ns: this.pairs.get(this.ns[i] as number),
      ew: this.pairs.get(this.ew[i] as number),
      outcome: this.outcomeAt(i),
    };
    const round = this.round[i] as number;
    const table = this.table[i] as number;
    if (round !== NONE) out.round = round;
    if (table !== NONE) out.table = table;
    if (this.section[i] !== 0) out.section = this.sections.get(this.section[i] as number);
    const extra = this.extras.get(i);
    if (extra?.seats) out.seats = extra.seats;
    if (this.session[i] !== 0) out.session = this.sessions.get(this.session[i] as number);
    if (this.lead[i] !== NONE) out.lead = this.leads.get(this.lead[i] as number);
    if (this.fouled[i] !== 0) out.fouled = this.fouleds.get(this.fouled[i] as number);
    if (extra?.note !== undefined) out.note = extra.note;
    out.source = this.sourceAt(i);
    return out as ResultLine;
  }

  /** Where line i came from: file and line, or file and database record. */
  sourceAt(i: number): SourceLocation {
    const file = this.files.get(this.file[i] as number);
    const line = this.line[i] as number;
    const record = this.extras.get(i)?.record;
    return { file, ...(line > 0 ? { line } : {}), ...(record !== undefined ? { record } : {}) };
  }

  /** Every line as records, in order (for the checks that want them; not for millions of lines). */
  toLines(): ResultLine[] {
    const out = new Array<ResultLine>(this.count);
    for (let i = 0; i < this.count; i++) out[i] = this.lineAt(i);
    return out;
  }

  static fromLines(lines: readonly ResultLine[]): LineTable {
    const t = new LineTable(lines.length);
    for (const r of lines) t.add(r);
    return t;
  }

  /** The pair number of one side of line i. */
  pairText(i: number, side: 'NS' | 'EW'): string {
    return this.pairs.get((side === 'NS' ? this.ns[i] : this.ew[i]) as number);
  }

  sectionText(i: number): string | undefined {
    const s = this.section[i] as number;
    return s === 0 ? undefined : this.sections.get(s);
  }

  sessionText(i: number): string | undefined {
    const s = this.session[i] as number;
    return s === 0 ? undefined : this.sessions.get(s);
  }

  seatsAt(i: number): LineExtra['seats'] {
    return this.extras.get(i)?.seats;
  }

  isIndividual(): boolean {
    if (this.count === 0) return false;
    for (let i = 0; i < this.count; i++) if (this.extras.get(i)?.seats === undefined) return false;
    return true;
  }
}

const NOT_PLAYED: Outcome = Object.freeze({ kind: 'notPlayed' });
const PASSED_OUT: Outcome = Object.freeze({ kind: 'played', score: Object.freeze({ scoreNS: 0 }) });
