/**
 * Reading the register back (NBF 3.15: "A player's HC must be explainable"): the official or running HC
 * of every player, and for one player every event that moved its HC along the chain of official snapshots
 * that produced the latest one, then the running replay.
 *
 * @example
 * exportHandicaps(db, 'official').date //=> '2026-11-01'
 */
import type Database from 'better-sqlite3';
import { InputError } from '../../base/diagnostics.js';
import { storedCenti, storedCount, storedRational } from './damaged.js';
import type { ExplainCalc, ExplainChange, HandicapExport, PlayerExplanation } from '../../model/handicap.js';

export function exportHandicaps(db: Database.Database, kind: 'official' | 'running', file: string): HandicapExport {
  const meta = readMeta(db);
  if (kind === 'official') {
    const latest = db.prepare<[], { date: string }>('SELECT date FROM snapshots ORDER BY date DESC LIMIT 1').get();
    if (!latest) throw noCalculation(file);
    const players = db
      .prepare<[string], { id: string; name: string; hc: number }>(
        `SELECT p.id, p.name, coalesce(s.hc, p.base_hc) AS hc FROM players p
           LEFT JOIN snapshot_hc s ON s.date = ? AND s.player_id = p.id ORDER BY p.id`,
      )
      .all(latest.date);
    return { kind, date: latest.date, players: checked(players) };
  }
  const asOf = meta.get('running_as_of');
  const official = meta.get('running_official');
  if (asOf === undefined || official === undefined) throw noCalculation(file);
  const players = db
    .prepare<[string], { id: string; name: string; hc: number }>(
      `SELECT p.id, p.name, coalesce(r.hc, s.hc, p.base_hc) AS hc FROM players p
         LEFT JOIN running_hc r ON r.player_id = p.id
         LEFT JOIN snapshot_hc s ON s.date = ? AND s.player_id = p.id ORDER BY p.id`,
    )
    .all(official);
  return { kind, date: asOf, players: checked(players) };
}

/** Every HC read back is one bridgescore wrote (damaged.ts). */
function checked<T extends { id: string; hc: unknown }>(rows: T[]): (T & { hc: number })[] {
  for (const r of rows) storedCenti(r.hc, `the HC of player ${r.id}`);
  return rows as (T & { hc: number })[];
}

export function explainPlayer(db: Database.Database, playerId: string, file: string): PlayerExplanation {
  const player = db.prepare<[string], { id: string; name: string; base_hc: number }>('SELECT id, name, base_hc FROM players WHERE id = ?').get(playerId);
  if (!player) {
    throw new InputError([
      {
        severity: 'error',
        code: 'unknown-player',
        file,
        message: `player "${playerId}" is not in the register (expected a member id; "handicap export" lists them)`,
      },
    ]);
  }
  storedCenti(player.base_hc, `the member list HC of player ${player.id}`);
  const meta = readMeta(db);
  const changes = db.prepare<[string, string], ChangeRow>(
    `SELECT c.event_id, c.event_date, c.pair, c.h, c.hbar, c.e, c.r, c.boards, c.before_hc, c.delta, c.after_hc
       FROM hc_change_steps s JOIN hc_changes c ON c.calc = s.calc AND c.step = s.step
      WHERE s.calc = ? AND s.player_id = ? ORDER BY s.step`,
  );
  const snapshotOf = db.prepare<[string], { date: string; base_date: string | null }>('SELECT date, base_date FROM snapshots WHERE date = ?');
  const hcAt = db.prepare<[string, string], { hc: number }>('SELECT hc FROM snapshot_hc WHERE date = ? AND player_id = ?');
  const top = meta.get('running_official') ?? db.prepare<[], { date: string }>('SELECT date FROM snapshots ORDER BY date DESC LIMIT 1').get()?.date;
  const chain: ExplainCalc[] = [];
  let date = top;
  while (date !== undefined) {
    const snap = snapshotOf.get(date);
    if (!snap) break;
    const startHc = snap.base_date === null ? player.base_hc : (hcAt.get(snap.base_date, playerId)?.hc ?? player.base_hc);
    chain.unshift({
      kind: 'official',
      date: snap.date,
      baseDate: snap.base_date,
      startHc,
      endHc: hcAt.get(snap.date, playerId)?.hc ?? startHc,
      changes: changes.all(snap.date, playerId).map(toChange),
    });
    // each official HC starts from an earlier one; a base that is not earlier (a damaged file) ends the chain
    date = snap.base_date !== null && snap.base_date < snap.date ? snap.base_date : undefined;
  }
  const runningAsOf = meta.get('running_as_of');
  if (runningAsOf !== undefined && top !== undefined) {
    const startHc = hcAt.get(top, playerId)?.hc ?? player.base_hc;
    const end = db.prepare<[string], { hc: number }>('SELECT hc FROM running_hc WHERE player_id = ?').get(playerId);
    chain.push({
      kind: 'running',
      date: runningAsOf,
      baseDate: top,
      startHc,
      endHc: end?.hc ?? startHc,
      changes: changes.all('running', playerId).map(toChange),
    });
  }
  return { id: player.id, name: player.name, registerHc: player.base_hc, calcs: chain };
}

/**
 * The official HC of every player at an event's date, for `pairs --handicap handicap.sqlite`: the latest
 * snapshot on or before the date, else the member list. Values in HC units (23.5).
 */
export function loadRegisterForEvent(db: Database.Database, date: string): Map<string, { name: string; hc: number }> {
  const snap = db.prepare<[string], { date: string }>('SELECT date FROM snapshots WHERE date <= ? ORDER BY date DESC LIMIT 1').get(date);
  const rows = db
    .prepare<[string | null], { id: string; name: string; hc: number }>(
      'SELECT p.id, p.name, coalesce(s.hc, p.base_hc) AS hc FROM players p LEFT JOIN snapshot_hc s ON s.date = ? AND s.player_id = p.id ORDER BY p.id',
    )
    .iterate(snap?.date ?? null);
  const out = new Map<string, { name: string; hc: number }>();
  for (const r of rows) out.set(r.id, { name: r.name, hc: storedCenti(r.hc, `the HC of player ${r.id}`) / 100 });
  return out;
}

interface ChangeRow {
  event_id: string;
  event_date: string;
  pair: string;
  h: string;
  hbar: string;
  e: string;
  r: string;
  boards: number;
  before_hc: number;
  delta: number;
  after_hc: number;
}

function toChange(r: ChangeRow): ExplainChange {
  const where = `the change of player's HC by event ${r.event_id}`;
  for (const [v, what] of [
    [r.h, 'H'],
    [r.hbar, 'H̄'],
    [r.e, 'E'],
    [r.r, 'R'],
  ] as const)
    storedRational(v, `${what} in ${where}`);
  for (const v of [r.before_hc, r.delta, r.after_hc]) storedCenti(v, `an HC in ${where}`);
  storedCount(r.boards, `the boards in ${where}`);
  return {
    eventId: r.event_id,
    date: r.event_date,
    pair: r.pair,
    H: r.h,
    Hbar: r.hbar,
    E: r.e,
    R: r.r,
    boards: r.boards,
    beforeHc: r.before_hc,
    delta: r.delta,
    afterHc: r.after_hc,
  };
}

function readMeta(db: Database.Database): Map<string, string> {
  return new Map(
    db
      .prepare<[], { key: string; value: string }>('SELECT key, value FROM meta')
      .all()
      .map((r) => [r.key, r.value]),
  );
}

function noCalculation(file: string): InputError {
  return new InputError([
    { severity: 'error', code: 'no-calculation', file, message: 'holds no calculation yet (expected "bridgescore handicap run" to have been run on it)' },
  ]);
}
