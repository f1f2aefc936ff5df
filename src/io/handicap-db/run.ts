/**
 * The monthly official calculation and the running HC (NBF 3.15: "monthly, all events reported in the last
 * two months are (re)calculated, and an official HC is set"; "an unofficial running HC is updated each
 * time an event report is approved").
 *
 * Official HC at D (the first of a month): the official snapshot of D − 2 months (or, before the first
 * snapshot, the member list's HCs), then every event dated in [D − 2 months, D), replayed in date order
 * (ties by event id) with the running values of the replay. Snapshots are computed once and then kept:
 * the official HC applies until the next monthly calculation, and a late event is picked up by the next
 * chain, never twice in one chain. A missing snapshot of D − 2 months is computed first (and kept).
 *
 * Running HC at a date: the official snapshot of its month plus the replay of every other event from that
 * snapshot's window start up to the date, recomputed on every run — and written only when it differs from
 * the stored one (a digest of it is kept in `meta`): a run that changes nothing writes nothing.
 *
 * Events are read from the database a page at a time, with their contestants in one query per page; the
 * state held in memory is one HC per registered player. The whole run is one transaction.
 *
 * @example
 * runCalculation(db, { asOf: '2026-11-15', k, defaultHcCenti: 5200 }).official[0]?.date //=> '2026-11-01'
 */
import type Database from 'better-sqlite3';
import { createHash, type Hash } from 'node:crypto';
import { addMonths, firstOfMonth, isIsoDate } from '../../base/dates.js';
import type { ModelConstants } from '../../laws/handicap.js';
import { BatchInsert } from './batch-insert.js';
import { CHANGE_COLUMNS, ChangeWriter, pageReader, replayEvents, type ChangeRow, type ChangeSink, type SeenPlayers, type WindowQuery } from './replay.js';
import { DamagedRegisterError, storedCenti } from './damaged.js';
import type { OfficialReport, CalcReport } from '../../model/handicap-reports.js';
export type { OfficialReport, CalcReport } from '../../model/handicap-reports.js';

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

/** The rows of a calculation are written with a larger page cache: the replay touches many pages once. */
const CACHE_KIB = 32 * 1024;

export function runCalculation(db: Database.Database, opts: CalcOptions): CalcReport {
  const cache = db.pragma('cache_size', { simple: true }) as number;
  db.pragma(`cache_size = -${CACHE_KIB}`);
  try {
    return db.transaction(() => new Calculation(db, opts).run()).immediate();
  } finally {
    db.pragma(`cache_size = ${cache}`);
  }
}

class Calculation {
  private readonly official: OfficialReport[] = [];
  /** the state at the end of an official calculation made by this run, by date */
  private readonly computed = new Map<string, Map<string, number>>();
  /** players of the replayed events that are not in the register, and those without an id */
  private readonly players: SeenPlayers = { unknown: new Set(), withoutId: 0 };

  constructor(
    private readonly db: Database.Database,
    private readonly opts: CalcOptions,
  ) {}

  run(): CalcReport {
    this.checkSnapshots();
    const officialDate = firstOfMonth(this.opts.asOf);
    this.ensureOfficial(officialDate);
    const windowStart = addMonths(officialDate, -2);
    const state = this.computed.get(officialDate) ?? this.loadState(officialDate);
    const startValues = new Map(state);
    const window: WindowQuery = {
      where: 'e.date >= ? AND e.date <= ? AND e.id NOT IN (SELECT event_id FROM snapshot_events WHERE date = ?)',
      params: [windowStart, this.opts.asOf, officialDate],
    };
    // The running replay goes to a temporary table first: it replaces the stored one only if it differs.
    this.db.exec('CREATE TEMP TABLE IF NOT EXISTS running_changes AS SELECT * FROM main.hc_changes WHERE 0');
    this.db.exec('DELETE FROM temp.running_changes');
    const digest = createHash('sha256').update(`${this.opts.asOf}\n${officialDate}\n`);
    const sink = new DigestSink(new ChangeWriter(this.db, 'temp.running_changes', 'running'), digest);
    const events = replayEvents(
      state,
      pageReader(this.db, window),
      this.count(window),
      sink,
      this.progress(`running HC ${this.opts.asOf}`),
      this.model(),
      this.players,
    );
    sink.flush();
    let changed = 0;
    for (const [id, hc] of state) {
      digest.update(`${id}=${hc}\n`);
      if (startValues.get(id) !== hc) changed++;
    }
    const hex = digest.digest('hex');
    const stored = this.db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'running_digest'").get()?.value;
    const written = this.official.some((o) => o.status === 'computed') || stored !== hex;
    if (written) this.storeRunning(state, startValues, officialDate, hex);
    // The players of the window's events were all seen by this run's replays when it computed the official HC.
    const seenAll = this.official.some((o) => o.date === officialDate && o.status === 'computed');
    return {
      official: this.official,
      running: { asOf: this.opts.asOf, officialDate, events, playersChanged: changed },
      players: state.size,
      ...(seenAll ? { unknownIds: [...this.players.unknown].sort(), playersWithoutId: this.players.withoutId } : this.unknownPlayers(windowStart, state)),
      written,
    };
  }

  /** The running HC is stored where it differs from the official HC it starts from (readers fall back to it). */
  private storeRunning(state: ReadonlyMap<string, number>, official: ReadonlyMap<string, number>, officialDate: string, digest: string): void {
    this.db.prepare("DELETE FROM hc_changes WHERE calc = 'running'").run();
    this.db.prepare("DELETE FROM hc_change_steps WHERE calc = 'running'").run();
    this.db.exec(`INSERT INTO main.hc_changes (${CHANGE_COLUMNS}) SELECT ${CHANGE_COLUMNS} FROM temp.running_changes ORDER BY step`);
    indexSteps(this.db, 'running');
    this.db.prepare('DELETE FROM running_hc').run();
    const rows: (string | number)[] = [];
    for (const [id, hc] of state) if (official.get(id) !== hc) rows.push(id, hc);
    new BatchInsert(this.db, 'running_hc', ['player_id', 'hc']).run(rows);
    const setMeta = this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
    setMeta.run('running_as_of', this.opts.asOf);
    setMeta.run('running_official', officialDate);
    setMeta.run('running_digest', digest);
  }

  /** Ids in the window's events that are not in the register (the state holds every member), in one pass. */
  private unknownPlayers(windowStart: string, state: ReadonlyMap<string, number>): Pick<CalcReport, 'unknownIds' | 'playersWithoutId'> {
    const unknown = new Set<string>();
    let playersWithoutId = 0;
    const ids = this.db
      .prepare<[string, string], string | null>(
        `SELECT cp.player_id FROM events e JOIN contestant_players cp ON cp.event_id = e.id WHERE e.date >= ? AND e.date <= ?`,
      )
      .pluck();
    for (const id of ids.iterate(windowStart, this.opts.asOf)) {
      if (id === null) playersWithoutId++;
      else if (!state.has(id)) unknown.add(id);
    }
    return { unknownIds: [...unknown].sort(), playersWithoutId };
  }

  /**
   * The official HC of `date`, kept or computed, with the official HCs it starts from (two months back, and so
   * on to the newest one kept) computed first, oldest first. A loop, not a recursion: a register of many years,
   * or a damaged one, is not a call stack. Only well-formed first-of-month dates count as earlier snapshots, so
   * the walk back ends.
   */
  private ensureOfficial(date: string): void {
    const kept = this.db
      .prepare<[string], { base_date: string | null; events: number; players_changed: number }>(
        'SELECT base_date, events, players_changed FROM snapshots WHERE date = ?',
      )
      .get(date);
    if (kept) {
      this.official.push({ date, status: 'kept', baseDate: kept.base_date, events: kept.events, playersChanged: kept.players_changed });
      return;
    }
    const chain = [date];
    for (let d = date; ;) {
      const start = addMonths(d, -2);
      if (this.hasSnapshot(start) || !this.hasSnapshotBefore(start)) break;
      chain.push(start);
      d = start;
    }
    for (let i = chain.length - 1; i >= 0; i--) this.computeOfficial(chain[i] as string);
  }

  /**
   * Every official HC kept is dated the first of a month and starts from the one two months earlier (or from
   * the member list): the walk back through them relies on it. Anything else is a damaged register.
   */
  private checkSnapshots(): void {
    const rows = this.db.prepare<[], { date: unknown; base_date: unknown }>('SELECT date, base_date FROM snapshots').iterate();
    for (const { date, base_date: base } of rows) {
      const fine = typeof date === 'string' && isIsoDate(date) && date.endsWith('-01') && (base === null || base === addMonths(date, -2));
      if (!fine)
        throw new DamagedRegisterError(
          `the official HC dated ${JSON.stringify(date)} (from ${JSON.stringify(base)}) is not dated the first of a month, two months after the one it starts from`,
        );
    }
  }

  private hasSnapshot(date: string): boolean {
    return this.db.prepare<[string], { date: string }>('SELECT date FROM snapshots WHERE date = ?').get(date) !== undefined;
  }

  private hasSnapshotBefore(date: string): boolean {
    const earlier = "SELECT date FROM snapshots WHERE date < ? AND date GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-01' LIMIT 1";
    return this.db.prepare<[string], { date: string }>(earlier).get(date) !== undefined;
  }

  /** Compute the official HC of `date` from the one two months back (computed or kept already), or from the member list. */
  private computeOfficial(date: string): void {
    const start = addMonths(date, -2);
    const baseDate = this.hasSnapshot(start) ? start : null;
    const state = (baseDate === null ? undefined : this.computed.get(baseDate)) ?? this.loadState(baseDate);
    const startValues = new Map(state);
    const seq = (this.db.prepare('SELECT coalesce(max(seq), 0) AS seq FROM imports').get() as { seq: number }).seq;
    // The snapshot row first: snapshot_hc and snapshot_events refer to it.
    this.db.prepare('INSERT INTO snapshots (date, base_date, events, players_changed, computed_seq) VALUES (?, ?, 0, 0, ?)').run(date, baseDate, seq);
    const window: WindowQuery = { where: 'e.date >= ? AND e.date < ?', params: [start, date] };
    const included: string[] = [];
    const writer = new ChangeWriter(this.db, 'main.hc_changes', date);
    const sink: ChangeSink = {
      change: (row) => writer.change(row),
      event: (ev) => included.push(date, ev.id, ev.content_hash),
    };
    // Only the replay of the month's own official HC sees the players of its window (see run()).
    const seen = date === firstOfMonth(this.opts.asOf) ? this.players : undefined;
    const events = replayEvents(state, pageReader(this.db, window), this.count(window), sink, this.progress(`official HC ${date}`), this.model(), seen);
    writer.flush();
    indexSteps(this.db, date);
    new BatchInsert(this.db, 'snapshot_events', ['date', 'event_id', 'content_hash']).run(included);
    const hcs: (string | number)[] = [];
    let changed = 0;
    for (const [id, hc] of state) {
      hcs.push(date, id, hc);
      if (startValues.get(id) !== hc) changed++;
    }
    new BatchInsert(this.db, 'snapshot_hc', ['date', 'player_id', 'hc']).run(hcs);
    this.db.prepare('UPDATE snapshots SET events = ?, players_changed = ? WHERE date = ?').run(events, changed, date);
    this.official.push({ date, status: 'computed', baseDate, events, playersChanged: changed });
    this.computed.set(date, new Map(state));
  }

  private count(window: WindowQuery): number {
    return (this.db.prepare(`SELECT count(*) AS n FROM events e WHERE ${window.where}`).get(...window.params) as { n: number }).n;
  }

  /** One HC per registered player: the snapshot's value, or the member list's for players it lacks. */
  private loadState(snapshotDate: string | null): Map<string, number> {
    const rows = this.db
      .prepare<[string | null], { id: string; hc: unknown }>(
        'SELECT p.id, coalesce(s.hc, p.base_hc) AS hc FROM players p LEFT JOIN snapshot_hc s ON s.date = ? AND s.player_id = p.id',
      )
      .iterate(snapshotDate);
    const state = new Map<string, number>();
    for (const r of rows) state.set(r.id, storedCenti(r.hc, `the HC of player ${r.id}`));
    return state;
  }

  private model(): { k: ModelConstants; defaultHcCenti: number } {
    return { k: this.opts.k, defaultHcCenti: this.opts.defaultHcCenti };
  }

  private progress(phase: string): (done: number, total: number) => void {
    return (done, total) => this.opts.onProgress?.({ phase, done, total });
  }
}

/** A calculation's changes by player, for the explanation: one sorted pass, appended in key order. */
function indexSteps(db: Database.Database, calc: string): void {
  db.prepare('INSERT INTO hc_change_steps (calc, player_id, step) SELECT calc, player_id, step FROM hc_changes WHERE calc = ? ORDER BY player_id, step').run(
    calc,
  );
}

/** Writes the running replay and feeds every row into the digest that tells whether it changed. */
class DigestSink implements ChangeSink {
  constructor(
    private readonly writer: ChangeWriter,
    private readonly digest: Hash,
  ) {}
  change(row: ChangeRow): void {
    this.digest.update(row.join('\u0001') + '\n');
    this.writer.change(row);
  }
  event(): void {}
  flush(): void {
    this.writer.flush();
  }
}
