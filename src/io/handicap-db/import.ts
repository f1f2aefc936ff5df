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
import { canonicalEventText, deriveEventId, type HcEvent } from '../../parse/json/event.js';
import type { RegisterRow } from '../../parse/csv/handicap-register.js';
import { BatchInsert } from './batch-insert.js';
import { Rational } from '../../base/rational.js';
import type { EventImportOutcome } from '../../model/handicap-reports.js';
export type { EventImportOutcome } from '../../model/handicap-reports.js';

/**
 * The longest exact result the register stores as it is ("num/den"): far more than any percentage of a real
 * event needs (a JSON number has 17 significant digits), well within what is read back (damaged.ts). A longer
 * one — a tiny positive percentage such as 1e-300, a 300-digit fraction — is stored rounded to RESULT_DECIMALS
 * decimals, the precision a percentage needs (an HC moves in hundredths); the event is kept.
 */
export const MAX_EXACT_RESULT = 60;
export const RESULT_DECIMALS = 10;

/** A result as the register stores it: exact when short, rounded to RESULT_DECIMALS decimals otherwise. */
export function storedResult(r: Rational): string {
  const exact = r.toString();
  if (exact.length <= MAX_EXACT_RESULT) return exact;
  const scale = 10n ** BigInt(RESULT_DECIMALS);
  // half away from zero, on the exact value
  const twice = (r.num * scale * 2n) / r.den;
  const rounded = twice >= 0n ? (twice + 1n) / 2n : -((-twice + 1n) / 2n);
  return Rational.of(rounded, scale).toString();
}

export function eventContentHash(ev: HcEvent): string {
  return createHash('sha256').update(canonicalEventText(ev)).digest('hex');
}

/**
 * The field of an event: who played, as pair, section, direction and players, in order — what a correction
 * of its results keeps and another event of the same date and title does not.
 */
function fieldText(
  contestants: readonly { pair: string; section: string | null; direction: string | null; players: readonly { id?: string | null; name: string }[] }[],
): string {
  const rows = contestants.map((c) => JSON.stringify([c.pair, c.section ?? null, c.direction ?? null, c.players.map((p) => [p.id ?? null, p.name])]));
  return rows.sort().join('\n');
}

function fieldHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Whether an event's id is the one its date and title (or file name) give, rather than one the file states:
 * Bridgemate names every session "Bridge game", so two events of a day may have the same derived id.
 */
function derivedId(ev: HcEvent, sourceFile: string): boolean {
  const base = sourceFile.slice(Math.max(sourceFile.lastIndexOf('/'), sourceFile.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  return ev.id === deriveEventId(ev.title.trim() === '' ? stem : ev.title, ev.date);
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
      find: db.prepare<[string], { content_hash: string; first_imported_at: string | null; source_file: string }>(
        'SELECT content_hash, first_imported_at, source_file FROM events WHERE id = ?',
      ),
      field: db.prepare<
        [string],
        { idx: number; pair: string; section: string | null; direction: string | null; player_id: string | null; name: string | null }
      >(
        'SELECT c.idx, c.pair, c.section, c.direction, p.player_id, p.name FROM contestants c LEFT JOIN contestant_players p ON p.event_id = c.event_id AND p.idx = c.idx WHERE c.event_id = ? ORDER BY c.idx, p.seat',
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

  /** The field of a stored event, as fieldText gives it. */
  private storedField(id: string): string {
    const byIdx = new Map<number, { pair: string; section: string | null; direction: string | null; players: { id: string | null; name: string }[] }>();
    for (const r of this.stmts.field.iterate(id)) {
      let c = byIdx.get(r.idx);
      if (!c) byIdx.set(r.idx, (c = { pair: r.pair, section: r.section, direction: r.direction, players: [] }));
      if (r.name !== null) c.players.push({ id: r.player_id, name: r.name });
    }
    return fieldText([...byIdx.values()]);
  }

  add(given: HcEvent, sourceFile: string): EventImportOutcome {
    let ev = given;
    let existing = this.stmts.find.get(ev.id);
    let sharedWith: string | undefined;
    // An event whose id is only its date and title is the stored event of that id when it has the same field
    // (a correction); with other players it is another event, stored under an id of its own: the derived id
    // and a hash of its field.
    if (existing && existing.content_hash !== eventContentHash(ev) && derivedId(ev, sourceFile)) {
      const field = fieldText(ev.contestants);
      if (this.storedField(ev.id) !== field) {
        sharedWith = ev.id;
        ev = { ...ev, id: `${ev.id}-${fieldHash(field).slice(0, 10)}` };
        existing = this.stmts.find.get(ev.id);
      }
    }
    const hash = eventContentHash(ev);
    const unknownIds: string[] = [];
    let withoutId = 0;
    const known = this.knownIds();
    for (const c of ev.contestants) {
      for (const p of c.players) {
        if (p.id === undefined) withoutId++;
        else if (!known.has(p.id)) unknownIds.push(p.id);
      }
    }
    const base = { id: ev.id, date: ev.date, unknownIds, withoutId, ...(sharedWith === undefined ? {} : { sharedWith }) };
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
      contestants.push(ev.id, idx, c.pair, c.section, c.direction, storedResult(c.result), c.boards);
      c.players.forEach((p, seat) => players.push(ev.id, idx, seat, p.id ?? null, p.name));
    });
    this.contestants.run(contestants);
    this.players.run(players);
    this.items++;
    if (!existing) return { status: 'added', ...base };
    return { status: 'replaced', ...base, replacedSource: existing.source_file, ...(countedIn === undefined || countedIn === null ? {} : { countedIn }) };
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
