/**
 * The handicap register's SQLite schema and its migrations (NBF 3.15 register: players, events with their
 * contestants, HC changes and the monthly official snapshots). A file is ours when its application_id is
 * BSHC; user_version is the schema version. Migrations run in order inside one transaction, so a file is
 * either at the old version or the new one, never half-way.
 *
 * @example
 * migrate(db) // a new, empty file becomes schema version SCHEMA_VERSION
 */
import type Database from 'better-sqlite3';

/** "BSHC" as a 32-bit integer: marks a file as a bridgescore handicap register. */
export const APPLICATION_ID = 0x42534843;

export const MIGRATIONS: readonly string[] = [
  // 1: the register as first released. HCs are integers in hundredths; exact results as "num/den" text.
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
  CREATE TABLE imports (
    seq INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('events', 'register')),
    items INTEGER NOT NULL
  );
  CREATE TABLE players (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    base_hc INTEGER NOT NULL,
    import_seq INTEGER NOT NULL REFERENCES imports(seq)
  ) WITHOUT ROWID;
  CREATE TABLE events (
    id TEXT PRIMARY KEY,
    content_hash TEXT NOT NULL,
    title TEXT NOT NULL,
    date TEXT NOT NULL,
    scoring TEXT NOT NULL,
    winners TEXT NOT NULL,
    source_file TEXT NOT NULL,
    import_seq INTEGER NOT NULL REFERENCES imports(seq)
  );
  CREATE INDEX events_by_date ON events(date, id);
  CREATE TABLE contestants (
    event_id TEXT NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    idx INTEGER NOT NULL,
    pair TEXT NOT NULL,
    section TEXT,
    direction TEXT,
    result TEXT NOT NULL,
    boards INTEGER NOT NULL,
    PRIMARY KEY (event_id, idx)
  ) WITHOUT ROWID;
  CREATE TABLE contestant_players (
    event_id TEXT NOT NULL,
    idx INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    player_id TEXT,
    name TEXT NOT NULL,
    PRIMARY KEY (event_id, idx, seat),
    FOREIGN KEY (event_id, idx) REFERENCES contestants(event_id, idx) ON DELETE CASCADE
  ) WITHOUT ROWID;
  CREATE TABLE snapshots (
    date TEXT PRIMARY KEY,
    base_date TEXT,
    events INTEGER NOT NULL,
    players_changed INTEGER NOT NULL,
    computed_seq INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE snapshot_hc (
    date TEXT NOT NULL REFERENCES snapshots(date) ON DELETE CASCADE,
    player_id TEXT NOT NULL,
    hc INTEGER NOT NULL,
    PRIMARY KEY (date, player_id)
  ) WITHOUT ROWID;
  CREATE TABLE snapshot_events (
    date TEXT NOT NULL REFERENCES snapshots(date) ON DELETE CASCADE,
    event_id TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    PRIMARY KEY (date, event_id)
  ) WITHOUT ROWID;
  CREATE TABLE hc_changes (
    calc TEXT NOT NULL,
    player_id TEXT NOT NULL,
    step INTEGER NOT NULL,
    event_id TEXT NOT NULL,
    event_date TEXT NOT NULL,
    pair TEXT NOT NULL,
    h TEXT NOT NULL,
    hbar TEXT NOT NULL,
    e TEXT NOT NULL,
    r TEXT NOT NULL,
    boards INTEGER NOT NULL,
    before_hc INTEGER NOT NULL,
    delta INTEGER NOT NULL,
    after_hc INTEGER NOT NULL,
    PRIMARY KEY (calc, player_id, step)
  ) WITHOUT ROWID;
  CREATE TABLE running_hc (player_id TEXT PRIMARY KEY, hc INTEGER NOT NULL) WITHOUT ROWID;
  `,
  // 2: when each event was first imported, for the 48-hour correction period (NBF 1.10.4). Events stored
  // before this version have none: a correction to them is accepted.
  `
  ALTER TABLE events ADD COLUMN first_imported_at TEXT;
  `,
  // 3: HC changes keyed by the order of the replay, so that a calculation appends them instead of inserting
  // each into the middle of a large B-tree; a player's changes are found through hc_change_steps, written
  // in one sorted pass after each calculation.
  `
  CREATE TABLE hc_changes_v3 (
    calc TEXT NOT NULL,
    step INTEGER NOT NULL,
    player_id TEXT NOT NULL,
    event_id TEXT NOT NULL,
    event_date TEXT NOT NULL,
    pair TEXT NOT NULL,
    h TEXT NOT NULL,
    hbar TEXT NOT NULL,
    e TEXT NOT NULL,
    r TEXT NOT NULL,
    boards INTEGER NOT NULL,
    before_hc INTEGER NOT NULL,
    delta INTEGER NOT NULL,
    after_hc INTEGER NOT NULL,
    PRIMARY KEY (calc, step)
  ) WITHOUT ROWID;
  INSERT INTO hc_changes_v3 (calc, step, player_id, event_id, event_date, pair, h, hbar, e, r, boards, before_hc, delta, after_hc)
    SELECT calc, step, player_id, event_id, event_date, pair, h, hbar, e, r, boards, before_hc, delta, after_hc FROM hc_changes ORDER BY calc, step;
  DROP TABLE hc_changes;
  ALTER TABLE hc_changes_v3 RENAME TO hc_changes;
  CREATE TABLE hc_change_steps (
    calc TEXT NOT NULL,
    player_id TEXT NOT NULL,
    step INTEGER NOT NULL,
    PRIMARY KEY (calc, player_id, step)
  ) WITHOUT ROWID;
  INSERT INTO hc_change_steps (calc, player_id, step) SELECT calc, player_id, step FROM hc_changes ORDER BY calc, player_id, step;
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

export type SchemaCheck =
  | { readonly kind: 'ok'; readonly version: number }
  | { readonly kind: 'empty' }
  | { readonly kind: 'foreign' }
  | { readonly kind: 'newer'; readonly version: number }
  /** marked as a register, but its schema version is 0 or negative while it holds tables (or is negative) */
  | { readonly kind: 'unversioned'; readonly version: number }
  | { readonly kind: 'damaged'; readonly reason: string };

/** The tables each schema version has, from its migrations. */
function tablesOf(version: number): string[] {
  const tables = new Set<string>();
  for (const sql of MIGRATIONS.slice(0, version)) {
    for (const m of sql.matchAll(/CREATE TABLE (\w+)|DROP TABLE (\w+)|ALTER TABLE (\w+) RENAME TO (\w+)/g)) {
      if (m[1] !== undefined) tables.add(m[1]);
      if (m[2] !== undefined) tables.delete(m[2]);
      if (m[3] !== undefined && m[4] !== undefined) {
        tables.delete(m[3]);
        tables.add(m[4]);
      }
    }
  }
  return [...tables];
}

/** Whether the open file is ours and at which version; reads only. */
export function checkSchema(db: Database.Database): SchemaCheck {
  const appId = db.pragma('application_id', { simple: true }) as number;
  const version = db.pragma('user_version', { simple: true }) as number;
  const objects = (db.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%'").get() as { n: number }).n;
  if (appId === 0 && version === 0 && objects === 0) return { kind: 'empty' };
  if (appId !== APPLICATION_ID) return { kind: 'foreign' };
  if (version > SCHEMA_VERSION) return { kind: 'newer', version };
  // A version of 0 with tables (or any negative one) is no version this program wrote: migrating it from 0
  // would create tables that are already there ("table meta already exists").
  if (version < 0 || (version === 0 && objects > 0)) return { kind: 'unversioned', version };
  const present = new Set(
    db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_schema WHERE type = 'table'")
      .all()
      .map((r) => r.name),
  );
  const missing = tablesOf(version).filter((t) => !present.has(t));
  if (missing.length > 0) return { kind: 'damaged', reason: `table ${missing.join(', ')} is missing` };
  return { kind: 'ok', version };
}

/** Bring the file to SCHEMA_VERSION; call only after checkSchema said 'empty' or 'ok'. */
export function migrate(db: Database.Database): void {
  if ((db.pragma('user_version', { simple: true }) as number) >= SCHEMA_VERSION) return;
  db.transaction(() => {
    // Read again under the write lock: another program may have migrated the file since (a second one
    // would find the tables already there).
    const from = db.pragma('user_version', { simple: true }) as number;
    for (let v = from; v < SCHEMA_VERSION; v++) db.exec(MIGRATIONS[v] ?? '');
    db.pragma(`application_id = ${APPLICATION_ID}`);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}
