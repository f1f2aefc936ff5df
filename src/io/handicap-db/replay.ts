/**
 * Replaying stored events onto a state of HCs (NBF 3.15): the events
 * of a window in (date, id) order, a page at a time with the contestants of the whole page in one query;
 * each event's field scored by the model (handicap/field.ts) with the state so far; every change of a
 * registered player's HC handed to a sink, which writes it in batches of many rows per statement.
 *
 * @example
 * replayEvents(db, state, pageReader(db, { where: 'e.date >= ? AND e.date < ?', params: [from, to] }), total, sink, progress)
 * //=> the number of events replayed; `state` holds every player's HC after them
 */
import type Database from 'better-sqlite3';
import { contestantGroup } from '../../parse/json/event.js';
import { scoreField, type FieldEntry, type FieldPlayer } from '../../scoring/handicap/field.js';
import type { ModelConstants } from '../../laws/handicap.js';
import { InputError } from '../../base/diagnostics.js';
import { MAX_STORED_CENTI, storedCount, storedRational } from './damaged.js';

export interface EventHead {
  readonly id: string;
  readonly date: string;
  readonly winners: 'one' | 'two';
  readonly content_hash: string;
}

/** event_id, idx, pair, section, direction, result, boards, player_id, name: raw rows, no object per row. */
type ContestantRow = [string, number, string, string | null, 'NS' | 'EW' | null, unknown, unknown, string | null, string];

/** Which events a replay takes: a condition on `events e` and its parameters. */
export interface WindowQuery {
  readonly where: string;
  readonly params: readonly string[];
}

export interface EventPage {
  readonly events: readonly EventHead[];
  /** each event's contestant rows, in (idx, seat) order */
  readonly rows: ReadonlyMap<string, ContestantRow[]>;
}

/** One change of a player's HC: step, player, event, date, pair, H, H̄, E, R, boards, before, Δ, after. */
export type ChangeRow = readonly (string | number)[];

export interface ChangeSink {
  change(row: ChangeRow): void;
  event(ev: EventHead): void;
}

/** What a replay saw of players outside the register. */
export interface SeenPlayers {
  readonly unknown: Set<string>;
  withoutId: number;
}

export interface ReplayModel {
  readonly k: ModelConstants;
  readonly defaultHcCenti: number;
}

const PAGE = 256;

/** Pages of the window's events in (date, id) order, each with its contestants. */
export function pageReader(db: Database.Database, window: WindowQuery): (after: readonly [string, string]) => EventPage {
  const heads = db.prepare<unknown[], EventHead>(
    `SELECT e.id, e.date, e.winners, e.content_hash FROM events e
      WHERE ${window.where} AND (e.date, e.id) > (?, ?) ORDER BY e.date, e.id LIMIT ${PAGE}`,
  );
  const contestants = db
    .prepare<[string], unknown[]>(
      `SELECT c.event_id, c.idx, c.pair, c.section, c.direction, c.result, c.boards, p.player_id, p.name
       FROM contestants c JOIN contestant_players p ON p.event_id = c.event_id AND p.idx = c.idx
      WHERE c.event_id IN (SELECT value FROM json_each(?)) ORDER BY c.event_id, c.idx, p.seat`,
    )
    .raw();
  return (after) => {
    const events = heads.all(...window.params, after[0], after[1]);
    const rows = new Map<string, ContestantRow[]>();
    if (events.length === 0) return { events, rows };
    for (const raw of contestants.iterate(JSON.stringify(events.map((e) => e.id)))) {
      const r = raw as unknown as ContestantRow;
      const list = rows.get(r[0]);
      if (list) list.push(r);
      else rows.set(r[0], [r]);
    }
    return { events, rows };
  };
}

/** Replay every page onto `state`; returns the number of events replayed. */
export function replayEvents(
  state: Map<string, number>,
  nextPage: (after: readonly [string, string]) => EventPage,
  total: number,
  sink: ChangeSink,
  progress: (done: number, total: number) => void,
  model: ReplayModel,
  seen?: SeenPlayers,
): number {
  let after: readonly [string, string] = ['', ''];
  let done = 0;
  let step = 0;
  const progressEvery = Math.max(1, Math.floor(total / 100));
  progress(done, total);
  for (;;) {
    const page = nextPage(after);
    const last = page.events[page.events.length - 1];
    if (last === undefined) break;
    for (const ev of page.events) {
      step = applyEvent(state, ev, page.rows.get(ev.id) ?? [], step, sink, model, seen);
      sink.event(ev);
      done++;
      if (done % progressEvery === 0 || done === total) progress(done, total);
    }
    after = [last.date, last.id];
  }
  return done;
}

function applyEvent(
  state: Map<string, number>,
  ev: EventHead,
  rows: readonly ContestantRow[],
  step: number,
  sink: ChangeSink,
  model: ReplayModel,
  seen: SeenPlayers | undefined,
): number {
  const entries: (FieldEntry & { pair: string; players: FieldPlayer[] })[] = [];
  let current: (FieldEntry & { pair: string; players: FieldPlayer[] }) | undefined;
  let currentIdx = -1;
  for (const [, idx, pair, section, direction, result, boards, playerId, name] of rows) {
    if (current === undefined || idx !== currentIdx) {
      const where = `event ${ev.id}, contestant ${pair}`;
      const group = contestantGroup(ev, { section, direction });
      current = { pair, players: [], result: storedRational(result, `the result of ${where}`), boards: storedCount(boards, `the boards of ${where}`), group };
      currentIdx = idx;
      entries.push(current);
    }
    current.players.push(playerId === null ? { name } : { name, id: playerId });
    if (seen !== undefined) {
      if (playerId === null) seen.withoutId++;
      else if (!state.has(playerId)) seen.unknown.add(playerId);
    }
  }
  const outcomes = scoreField(entries, (id) => state.get(id), model);
  for (let i = 0; i < outcomes.length; i++) {
    const o = outcomes[i];
    const entry = entries[i];
    if (o === undefined || entry === undefined) continue;
    const h = o.H.toString();
    const hbar = o.Hbar.toString();
    const e = o.E.toString();
    const r = o.R.toString();
    for (const p of o.players) {
      if (p.source !== 'register' || p.id === undefined) continue;
      if (Math.abs(p.afterCenti) > MAX_STORED_CENTI) throw outOfRange(ev, p.id, p.afterCenti);
      state.set(p.id, p.afterCenti);
      sink.change([step++, p.id, ev.id, ev.date, entry.pair, h, hbar, e, r, entry.boards, p.beforeCenti, p.deltaCenti, p.afterCenti]);
    }
  }
  return step;
}

function outOfRange(ev: EventHead, player: string, centi: number): InputError {
  return new InputError([
    {
      severity: 'error',
      code: 'hc-out-of-range',
      file: ev.id,
      message: `player ${player}'s HC after this event would be ${centi / 100}, outside any handicap (expected results, --c and --b0 that keep HCs within ±${MAX_STORED_CENTI / 100})`,
    },
  ]);
}

const BATCH = 64;
export const CHANGE_COLUMNS = 'calc, step, player_id, event_id, event_date, pair, h, hbar, e, r, boards, before_hc, delta, after_hc';

/** Inserts change rows of one calculation, BATCH rows per statement. */
export class ChangeWriter {
  private readonly one;
  private readonly many;
  private readonly pending: (string | number)[] = [];
  private rows = 0;

  constructor(
    db: Database.Database,
    table: string,
    private readonly calc: string,
  ) {
    const row = `(${Array.from({ length: 14 }, () => '?').join(', ')})`;
    this.one = db.prepare(`INSERT INTO ${table} (${CHANGE_COLUMNS}) VALUES ${row}`);
    this.many = db.prepare(`INSERT INTO ${table} (${CHANGE_COLUMNS}) VALUES ${Array.from({ length: BATCH }, () => row).join(', ')}`);
  }

  change(row: ChangeRow): void {
    this.pending.push(this.calc);
    for (const v of row) this.pending.push(v);
    if (++this.rows === BATCH) {
      this.many.run(this.pending);
      this.pending.length = 0;
      this.rows = 0;
    }
  }

  flush(): void {
    for (let i = 0; i < this.pending.length; i += 14) this.one.run(this.pending.slice(i, i + 14));
    this.pending.length = 0;
    this.rows = 0;
  }
}
