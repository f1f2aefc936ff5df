/**
 * The monthly official calculation and the running HC (handicap.md "Official and running HC", NBF 3.15).
 *
 * Official HC at D (the first of a month): the official snapshot of D − 2 months (or, before the first
 * snapshot, the member list's HCs), then every event dated in [D − 2 months, D), replayed in date order
 * (ties by event id) with the running values of the replay. Snapshots are computed once and then kept:
 * the official HC applies until the next monthly calculation, and a late event is picked up by the next
 * chain, never twice in one chain. A missing snapshot of D − 2 months is computed first (and kept).
 *
 * Running HC at a date: the official snapshot of its month plus the replay of every other event from that
 * snapshot's window start up to the date, recomputed on every run.
 *
 * Events are read from the database in pages (never all at once); the state held in memory is one HC per
 * registered player. The whole run is one transaction.
 *
 * @example
 * runCalculation(db, { asOf: '2026-11-15', k, defaultHcCenti: 5200 }).official[0]?.date //=> '2026-11-01'
 */
import type Database from 'better-sqlite3';
import { addMonths, firstOfMonth } from '../../handicap/dates.js';
import { contestantGroup } from '../../handicap/event-json.js';
import { scoreField, type FieldEntry } from '../../handicap/field.js';
import { parseRationalText, type ModelConstants } from '../../handicap/model.js';

export interface CalcProgress {
  readonly phase: string;
  readonly done: number;
  readonly total: number;
}

export interface CalcOptions {
  readonly asOf: string;
  readonly k: ModelConstants;
  readonly defaultHcCenti: number;
  readonly onProgress?: (p: CalcProgress) => void;
}

export interface OfficialReport {
  readonly date: string;
  readonly status: 'computed' | 'kept';
  /** the snapshot the replay started from; null for the member list */
  readonly baseDate: string | null;
  readonly events: number;
  readonly playersChanged: number;
}

export interface CalcReport {
  /** the snapshots this run needed, oldest first */
  readonly official: readonly OfficialReport[];
  readonly running: { readonly asOf: string; readonly officialDate: string; readonly events: number; readonly playersChanged: number };
  readonly players: number;
  /** ids in the events of the running window that are not in the register, sorted */
  readonly unknownIds: readonly string[];
  readonly playersWithoutId: number;
}

const PAGE = 256;

interface EventHead {
  id: string;
  date: string;
  winners: 'one' | 'two';
  content_hash: string;
}

interface ContestantRow {
  idx: number;
  pair: string;
  section: string | null;
  direction: 'NS' | 'EW' | null;
  result: string;
  boards: number;
  player_id: string | null;
  name: string;
}

export function runCalculation(db: Database.Database, opts: CalcOptions): CalcReport {
  return db.transaction(() => new Calculation(db, opts).run()).immediate();
}

class Calculation {
  private readonly official: OfficialReport[] = [];
  private readonly stmts;

  constructor(
    private readonly db: Database.Database,
    private readonly opts: CalcOptions,
  ) {
    this.stmts = {
      snapshot: db.prepare<[string], { date: string }>('SELECT date FROM snapshots WHERE date = ?'),
      earlierSnapshot: db.prepare<[string], { date: string }>('SELECT date FROM snapshots WHERE date < ? ORDER BY date DESC LIMIT 1'),
      contestants: db.prepare<[string], ContestantRow>(
        `SELECT c.idx, c.pair, c.section, c.direction, c.result, c.boards, p.player_id, p.name
           FROM contestants c JOIN contestant_players p ON p.event_id = c.event_id AND p.idx = c.idx
          WHERE c.event_id = ? ORDER BY c.idx, p.seat`,
      ),
      insertChange: db.prepare(
        `INSERT INTO hc_changes (calc, player_id, step, event_id, event_date, pair, h, hbar, e, r, boards, before_hc, delta, after_hc)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
    };
  }

  run(): CalcReport {
    const officialDate = firstOfMonth(this.opts.asOf);
    this.ensureOfficial(officialDate);
    const windowStart = addMonths(officialDate, -2);
    const state = this.loadState(officialDate);
    const startValues = new Map(state);
    this.db.prepare("DELETE FROM hc_changes WHERE calc = 'running'").run();
    this.db.prepare('DELETE FROM running_hc').run();
    const pages = (after: [string, string]) =>
      this.db
        .prepare<[string, string, string, string, string], EventHead>(
          `SELECT id, date, winners, content_hash FROM events
            WHERE date >= ? AND date <= ? AND (date, id) > (?, ?)
              AND id NOT IN (SELECT event_id FROM snapshot_events WHERE date = ?)
            ORDER BY date, id LIMIT ${PAGE}`,
        )
        .all(windowStart, this.opts.asOf, after[0], after[1], officialDate);
    const total = (
      this.db
        .prepare<[string, string, string], { n: number }>(
          'SELECT count(*) AS n FROM events WHERE date >= ? AND date <= ? AND id NOT IN (SELECT event_id FROM snapshot_events WHERE date = ?)',
        )
        .get(windowStart, this.opts.asOf, officialDate) as { n: number }
    ).n;
    const events = this.replay(state, 'running', pages, total, `running HC ${this.opts.asOf}`, () => undefined);
    const insert = this.db.prepare('INSERT INTO running_hc (player_id, hc) VALUES (?, ?)');
    let changed = 0;
    for (const [id, hc] of state) {
      insert.run(id, hc);
      if (startValues.get(id) !== hc) changed++;
    }
    const setMeta = this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
    setMeta.run('running_as_of', this.opts.asOf);
    setMeta.run('running_official', officialDate);
    const unknown = this.db
      .prepare<[string, string], { id: string }>(
        `SELECT DISTINCT cp.player_id AS id FROM events e JOIN contestant_players cp ON cp.event_id = e.id
          WHERE e.date >= ? AND e.date <= ? AND cp.player_id IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM players p WHERE p.id = cp.player_id)
          ORDER BY cp.player_id`,
      )
      .all(windowStart, this.opts.asOf)
      .map((r) => r.id);
    const withoutId = (
      this.db
        .prepare<[string, string], { n: number }>(
          `SELECT count(*) AS n FROM events e JOIN contestant_players cp ON cp.event_id = e.id
            WHERE e.date >= ? AND e.date <= ? AND cp.player_id IS NULL`,
        )
        .get(windowStart, this.opts.asOf) as { n: number }
    ).n;
    return {
      official: this.official,
      running: { asOf: this.opts.asOf, officialDate, events, playersChanged: changed },
      players: state.size,
      unknownIds: unknown,
      playersWithoutId: withoutId,
    };
  }

  private ensureOfficial(date: string): void {
    if (this.stmts.snapshot.get(date)) {
      const row = this.db
        .prepare<[string], { base_date: string | null; events: number; players_changed: number }>(
          'SELECT base_date, events, players_changed FROM snapshots WHERE date = ?',
        )
        .get(date);
      this.official.push({ date, status: 'kept', baseDate: row?.base_date ?? null, events: row?.events ?? 0, playersChanged: row?.players_changed ?? 0 });
      return;
    }
    const start = addMonths(date, -2);
    let baseDate: string | null = null;
    if (this.stmts.snapshot.get(start)) baseDate = start;
    else if (this.stmts.earlierSnapshot.get(start)) {
      this.ensureOfficial(start);
      baseDate = start;
    }
    const state = this.loadState(baseDate);
    const startValues = new Map(state);
    const pages = (after: [string, string]) =>
      this.db
        .prepare<[string, string, string, string], EventHead>(
          `SELECT id, date, winners, content_hash FROM events
            WHERE date >= ? AND date < ? AND (date, id) > (?, ?) ORDER BY date, id LIMIT ${PAGE}`,
        )
        .all(start, date, after[0], after[1]);
    const total = (
      this.db.prepare<[string, string], { n: number }>('SELECT count(*) AS n FROM events WHERE date >= ? AND date < ?').get(start, date) as { n: number }
    ).n;
    const seq = (this.db.prepare('SELECT coalesce(max(seq), 0) AS seq FROM imports').get() as { seq: number }).seq;
    // The snapshot row first: snapshot_hc and snapshot_events refer to it.
    this.db.prepare('INSERT INTO snapshots (date, base_date, events, players_changed, computed_seq) VALUES (?, ?, 0, 0, ?)').run(date, baseDate, seq);
    const insertIncluded = this.db.prepare('INSERT INTO snapshot_events (date, event_id, content_hash) VALUES (?, ?, ?)');
    const events = this.replay(state, date, pages, total, `official HC ${date}`, (ev) => insertIncluded.run(date, ev.id, ev.content_hash));
    const insert = this.db.prepare('INSERT INTO snapshot_hc (date, player_id, hc) VALUES (?, ?, ?)');
    let changed = 0;
    for (const [id, hc] of state) {
      insert.run(date, id, hc);
      if (startValues.get(id) !== hc) changed++;
    }
    this.db.prepare('UPDATE snapshots SET events = ?, players_changed = ? WHERE date = ?').run(events, changed, date);
    this.official.push({ date, status: 'computed', baseDate, events, playersChanged: changed });
  }

  /** One HC per registered player: the snapshot's value, or the member list's for players it lacks. */
  private loadState(snapshotDate: string | null): Map<string, number> {
    const rows = this.db
      .prepare<[string | null], { id: string; hc: number }>(
        'SELECT p.id, coalesce(s.hc, p.base_hc) AS hc FROM players p LEFT JOIN snapshot_hc s ON s.date = ? AND s.player_id = p.id',
      )
      .iterate(snapshotDate);
    const state = new Map<string, number>();
    for (const r of rows) state.set(r.id, r.hc);
    return state;
  }

  /** Replay events page by page, in (date, id) order; returns the number of events replayed. */
  private replay(
    state: Map<string, number>,
    calc: string,
    nextPage: (after: [string, string]) => EventHead[],
    total: number,
    phase: string,
    onEvent: (ev: EventHead) => void,
  ): number {
    let after: [string, string] = ['', ''];
    let done = 0;
    let step = 0;
    const progressEvery = Math.max(1, Math.floor(total / 100));
    this.opts.onProgress?.({ phase, done, total });
    for (;;) {
      const page = nextPage(after);
      if (page.length === 0) break;
      for (const ev of page) {
        step = this.applyEvent(state, calc, ev, step);
        onEvent(ev);
        done++;
        if (done % progressEvery === 0 || done === total) this.opts.onProgress?.({ phase, done, total });
      }
      const last = page[page.length - 1];
      if (!last) break;
      after = [last.date, last.id];
    }
    return done;
  }

  private applyEvent(state: Map<string, number>, calc: string, ev: EventHead, step: number): number {
    const rows = this.stmts.contestants.all(ev.id);
    const entries: (FieldEntry & { pair: string })[] = [];
    for (const r of rows) {
      let entry = entries[r.idx];
      if (!entry) {
        entry = { pair: r.pair, players: [], result: parseRationalText(r.result), boards: r.boards, group: contestantGroup(ev, r) };
        entries[r.idx] = entry;
      }
      (entry.players as { name: string; id?: string }[]).push(r.player_id === null ? { name: r.name } : { name: r.name, id: r.player_id });
    }
    const field = entries.filter((e) => e !== undefined);
    const outcomes = scoreField(field, (id) => state.get(id), { defaultHcCenti: this.opts.defaultHcCenti, k: this.opts.k });
    outcomes.forEach((o, i) => {
      const entry = field[i];
      if (!entry) return;
      const h = o.H.toString();
      const hbar = o.Hbar.toString();
      const e = o.E.toString();
      const r = o.R.toString();
      for (const p of o.players) {
        if (p.source !== 'register' || p.id === undefined) continue;
        state.set(p.id, p.afterCenti);
        this.stmts.insertChange.run(calc, p.id, step++, ev.id, ev.date, entry.pair, h, hbar, e, r, entry.boards, p.beforeCenti, p.deltaCenti, p.afterCenti);
      }
    });
    return step;
  }
}
