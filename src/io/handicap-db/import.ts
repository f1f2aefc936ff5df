/**
 * Storing scored events and the member list in the register (NBF 3.15: "importing the same event twice
 * changes nothing"). Events are keyed by id and a SHA-256 of their canonical content: the same content is
 * skipped, changed content (a correction within the 48-hour period) replaces the stored event. One import
 * run is one transaction, opened by the session and committed or rolled back by its caller.
 *
 * @example
 * const s = new EventImportSession(db); s.add(event, 'club.json'); s.commit() //=> 'added' the first time
 */
import type Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { canonicalEventText, type HcEvent } from '../../handicap/event-json.js';
import type { RegisterRow } from '../../handicap/register-csv.js';
import { BatchInsert } from './batch-insert.js';

export function eventContentHash(ev: HcEvent): string {
  return createHash('sha256').update(canonicalEventText(ev)).digest('hex');
}

export interface EventImportOutcome {
  /** 'refused': a correction after the correction period (NBF 1.10.4); nothing was stored */
  readonly status: 'added' | 'unchanged' | 'replaced' | 'refused';
  readonly id: string;
  /** the event's date */
  readonly date: string;
  /** replaced: the latest official HC that counted the earlier version (it is kept as it was) */
  readonly countedIn?: string;
  /** player ids in the event that are not in the register (the player is treated as having no HC) */
  readonly unknownIds: readonly string[];
  /** players listed without an id */
  readonly withoutId: number;
  /** when the stored version was first imported (for a refused correction) */
  readonly firstImportedAt?: string;
}

export interface EventImportOptions {
  /** the time of this import (ISO 8601, UTC); without it the correction period is not checked */
  readonly now?: string;
  /** NBF 1.10.4: corrections of verifiable scoring errors are accepted for 48 hours */
  readonly correctionHours?: number;
  /** accept a correction after the period (the organiser's decision) */
  readonly allowLate?: boolean;
}

/** One import run: BEGIN IMMEDIATE on construction, then add() per event, then commit() or rollback(). */
export class EventImportSession {
  private readonly db: Database.Database;
  private seq: number | undefined;
  private items = 0;
  private readonly stmts;

  private readonly options: EventImportOptions;
  private readonly contestants: BatchInsert;
  private readonly players: BatchInsert;
  private known: Set<string> | undefined;

  constructor(db: Database.Database, options: EventImportOptions = {}) {
    this.db = db;
    this.options = options;
    this.contestants = new BatchInsert(db, 'contestants', ['event_id', 'idx', 'pair', 'section', 'direction', 'result', 'boards']);
    this.players = new BatchInsert(db, 'contestant_players', ['event_id', 'idx', 'seat', 'player_id', 'name']);
    this.stmts = {
      find: db.prepare<[string], { content_hash: string; first_imported_at: string | null }>(
        'SELECT content_hash, first_imported_at FROM events WHERE id = ?',
      ),
      countedIn: db.prepare<[string], { date: string }>('SELECT max(date) AS date FROM snapshot_events WHERE event_id = ?'),
      remove: db.prepare<[string]>('DELETE FROM events WHERE id = ?'),
      insertEvent: db.prepare(
        'INSERT INTO events (id, content_hash, title, date, scoring, winners, source_file, import_seq, first_imported_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      knownIds: db.prepare<[], { id: string }>('SELECT id FROM players'),
      nextSeq: db.prepare<[], { seq: number }>('SELECT coalesce(max(seq), 0) + 1 AS seq FROM imports'),
      insertImport: db.prepare('INSERT INTO imports (seq, kind, items) VALUES (?, ?, 0)'),
      setItems: db.prepare('UPDATE imports SET items = ? WHERE seq = ?'),
    };
    db.exec('BEGIN IMMEDIATE');
  }

  /** The register's member ids, read once under the write lock: one look-up per player would cost a query each. */
  private knownIds(): Set<string> {
    this.known ??= new Set(this.stmts.knownIds.pluck().all() as unknown as string[]);
    return this.known;
  }

  add(ev: HcEvent, sourceFile: string): EventImportOutcome {
    const hash = eventContentHash(ev);
    const existing = this.stmts.find.get(ev.id);
    const unknownIds: string[] = [];
    let withoutId = 0;
    const known = this.knownIds();
    for (const c of ev.contestants) {
      for (const p of c.players) {
        if (p.id === undefined) withoutId++;
        else if (!known.has(p.id)) unknownIds.push(p.id);
      }
    }
    const base = { id: ev.id, date: ev.date, unknownIds, withoutId };
    if (existing?.content_hash === hash) return { status: 'unchanged', ...base };
    const first = existing?.first_imported_at ?? null;
    if (existing && first !== null && this.afterCorrectionPeriod(first)) {
      return { status: 'refused', ...base, firstImportedAt: first };
    }
    const countedIn = existing ? (this.stmts.countedIn.get(ev.id)?.date ?? undefined) : undefined;
    if (existing) this.stmts.remove.run(ev.id);
    const seq = this.importSeq();
    // A corrected event keeps the time it was first reported: the correction period runs from then.
    const firstImportedAt = existing ? first : (this.options.now ?? null);
    this.stmts.insertEvent.run(ev.id, hash, ev.title, ev.date, ev.scoring, ev.winners, sourceFile, seq, firstImportedAt);
    const contestants: (string | number | null)[] = [];
    const players: (string | number | null)[] = [];
    ev.contestants.forEach((c, idx) => {
      contestants.push(ev.id, idx, c.pair, c.section, c.direction, c.result.toString(), c.boards);
      c.players.forEach((p, seat) => players.push(ev.id, idx, seat, p.id ?? null, p.name));
    });
    this.contestants.run(contestants);
    this.players.run(players);
    this.items++;
    if (!existing) return { status: 'added', ...base };
    return { status: 'replaced', ...base, ...(countedIn === undefined || countedIn === null ? {} : { countedIn }) };
  }

  /** NBF 1.10.4: is `now` more than the correction period after the first import? */
  private afterCorrectionPeriod(first: string): boolean {
    const { now, allowLate, correctionHours = 48 } = this.options;
    if (now === undefined || allowLate) return false;
    return Date.parse(now) - Date.parse(first) > correctionHours * 3_600_000;
  }

  commit(): void {
    if (this.seq !== undefined) this.stmts.setItems.run(this.items, this.seq);
    this.db.exec('COMMIT');
  }

  rollback(): void {
    if (this.db.inTransaction) this.db.exec('ROLLBACK');
  }

  /** An import that changes nothing leaves no trace, so re-importing keeps the file identical. */
  private importSeq(): number {
    if (this.seq === undefined) {
      this.seq = this.stmts.nextSeq.get()?.seq ?? 1;
      this.stmts.insertImport.run(this.seq, 'events');
    }
    return this.seq;
  }
}

export interface RegisterImportResult {
  readonly added: number;
  readonly updated: number;
  readonly unchanged: number;
}

/**
 * Load or refresh players from the member list, in one transaction. Members missing from the list are kept:
 * their history still explains HCs of others. The list's HC is the player's starting value, used until an
 * official snapshot holds one.
 */
export function importRegister(db: Database.Database, rows: readonly RegisterRow[]): RegisterImportResult {
  const update = db.prepare('UPDATE players SET name = ?, base_hc = ?, import_seq = ? WHERE id = ?');
  const insert = new BatchInsert(db, 'players', ['id', 'name', 'base_hc', 'import_seq']);
  return db
    .transaction((): RegisterImportResult => {
      // Read under the write lock, once: a query per member would dominate a federation's list.
      const old = new Map<string, { name: string; base_hc: number }>();
      for (const p of db.prepare<[], { id: string; name: string; base_hc: number }>('SELECT id, name, base_hc FROM players').iterate()) old.set(p.id, p);
      let added = 0;
      let updated = 0;
      let unchanged = 0;
      let seq: number | undefined;
      const importSeq = (): number => {
        if (seq === undefined) {
          seq = (db.prepare('SELECT coalesce(max(seq), 0) + 1 AS seq FROM imports').get() as { seq: number }).seq;
          db.prepare("INSERT INTO imports (seq, kind, items) VALUES (?, 'register', 0)").run(seq);
        }
        return seq;
      };
      // New members go in a few hundred at a time: the whole list's values at once would double the memory.
      const pending: (string | number)[] = [];
      for (const r of rows) {
        const before = old.get(r.id);
        if (!before) {
          pending.push(r.id, r.name, r.hcCenti, importSeq());
          added++;
          if (pending.length >= 4 * 256) {
            insert.run(pending);
            pending.length = 0;
          }
        } else if (before.name !== r.name || before.base_hc !== r.hcCenti) {
          update.run(r.name, r.hcCenti, importSeq(), r.id);
          updated++;
        } else unchanged++;
      }
      insert.run(pending);
      if (seq !== undefined) db.prepare('UPDATE imports SET items = ? WHERE seq = ?').run(added + updated, seq);
      return { added, updated, unchanged };
    })
    .immediate();
}
