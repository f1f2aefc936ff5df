/**
 * The federation's handicap register as an embedded SQLite database (NBF 3.15, handicap.md): opened by path,
 * created and migrated on first use, refused when it is not ours or newer than this program. Every SQLite
 * failure a user can cause (locked, read-only, not a database) becomes an InputError naming the file, so the
 * CLI exits 1 and the database is left as it was.
 *
 * @example
 * const reg = openHandicapDb('handicap.sqlite', { mode: 'write' });
 * try { runCalculation(reg.db, { asOf: '2026-11-15', ... }) } finally { reg.close() }
 */
import Database from 'better-sqlite3';
import { existsSync, unlinkSync } from 'node:fs';
import { InputError } from '../parse/diagnostics.js';
import { SCHEMA_VERSION, checkSchema, migrate } from './handicap-db/schema.js';

export { SCHEMA_VERSION } from './handicap-db/schema.js';
export { EventImportSession, eventContentHash, importRegister } from './handicap-db/import.js';
export type { EventImportOutcome, RegisterImportResult } from './handicap-db/import.js';
export { runCalculation } from './handicap-db/run.js';
export type { CalcOptions, CalcProgress, CalcReport } from './handicap-db/run.js';
import { loadRegisterForEvent } from './handicap-db/query.js';
export { exportHandicaps, explainPlayer, loadRegisterForEvent } from './handicap-db/query.js';

export interface OpenHandicapDbOptions {
  /** 'write' creates the file when missing; 'read' needs an existing register and never writes */
  readonly mode: 'write' | 'read';
  /** refuse to create the file in 'write' mode (a calculation on no register is a mistake) */
  readonly mustExist?: boolean;
  /** how long to wait for another program's lock before giving up */
  readonly busyTimeoutMs?: number;
}

export interface OpenHandicapDb {
  readonly db: Database.Database;
  readonly path: string;
  /** true when this run created the file: a failed first run removes it again */
  readonly created: boolean;
  close(opts?: { failed?: boolean }): void;
}

export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

export function openHandicapDb(path: string, opts: OpenHandicapDbOptions): OpenHandicapDb {
  const existed = existsSync(path);
  if (!existed && (opts.mode === 'read' || opts.mustExist)) {
    throw dbInputError(path, 'no-db', 'no such database (expected a register made by "bridgescore handicap import" or "handicap register import")');
  }
  let db: Database.Database | undefined;
  try {
    db = new Database(path, { readonly: opts.mode === 'read', fileMustExist: opts.mode === 'read', timeout: opts.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS });
    const check = checkSchema(db);
    switch (check.kind) {
      case 'foreign':
        throw dbInputError(path, 'foreign-db', 'is a SQLite database but not a bridgescore handicap register (expected a file created by "bridgescore handicap"; it was not changed)');
      case 'newer':
        throw dbInputError(
          path,
          'newer-db',
          `has schema version ${check.version}, newer than this program's ${SCHEMA_VERSION} (expected version ≤ ${SCHEMA_VERSION}; upgrade bridgescore)`,
        );
      case 'empty':
        if (opts.mode === 'read') throw dbInputError(path, 'empty-db', 'is empty (expected a register made by "bridgescore handicap import")');
        migrate(db);
        break;
      case 'ok':
        if (opts.mode === 'write') migrate(db);
        else if (check.version < SCHEMA_VERSION) {
          throw dbInputError(path, 'old-db', `has schema version ${check.version} (expected ${SCHEMA_VERSION}; run any writing "handicap" command once to migrate it)`);
        }
        break;
    }
    db.pragma('foreign_keys = ON');
  } catch (e) {
    db?.close();
    if (!existed) removeQuietly(path);
    throw translateDbError(path, e);
  }
  const handle = db;
  return {
    db: handle,
    path,
    created: !existed,
    close(closeOpts) {
      if (handle.open) handle.close();
      if (closeOpts?.failed && !existed) removeQuietly(path);
    },
  };
}

/**
 * Run `fn` with the register open; on failure roll back whatever is open, close (removing a file this run
 * created) and turn SQLite errors into InputErrors.
 */
export function withHandicapDb<T>(path: string, opts: OpenHandicapDbOptions, fn: (reg: OpenHandicapDb) => T): T {
  const reg = openHandicapDb(path, opts);
  try {
    const result = fn(reg);
    reg.close();
    return result;
  } catch (e) {
    if (reg.db.open && reg.db.inTransaction) reg.db.exec('ROLLBACK');
    reg.close({ failed: true });
    throw translateDbError(path, e);
  }
}

/** SQLite failures a user can cause → an InputError for the file; anything else unchanged. */
export function translateDbError(path: string, e: unknown): unknown {
  if (!(e instanceof Database.SqliteError)) return e;
  const code = e.code;
  if (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_') || code === 'SQLITE_LOCKED' || code.startsWith('SQLITE_LOCKED_')) {
    return dbInputError(path, 'db-locked', 'the database is locked by another program (expected it free; run again when the other job has finished; nothing was changed)');
  }
  if (code.startsWith('SQLITE_READONLY')) {
    return dbInputError(path, 'db-readonly', 'the database is read-only (expected a file this command may write; nothing was changed)');
  }
  if (code === 'SQLITE_NOTADB') {
    return dbInputError(path, 'not-a-db', 'is not a SQLite database (expected a handicap register created by "bridgescore handicap"; it was not changed)');
  }
  if (code.startsWith('SQLITE_CANTOPEN')) {
    return dbInputError(path, 'db-cantopen', 'cannot be opened (expected a database file in a folder this command may write)');
  }
  if (code.startsWith('SQLITE_CORRUPT')) return dbInputError(path, 'db-corrupt', 'the database is damaged (expected an intact SQLite file; restore it from a backup)');
  if (code === 'SQLITE_FULL') return dbInputError(path, 'db-full', 'the disk is full (nothing was changed)');
  if (code.startsWith('SQLITE_IOERR')) return dbInputError(path, 'db-ioerr', `cannot be read or written (${code}; nothing was changed)`);
  return e;
}

/**
 * The official HC of every member at an event's date, for `pairs --handicap handicap.sqlite`: opens the
 * register read-only and closes it again. HCs in HC units (23.5).
 */
export function readRegisterFromDb(path: string, date: string, busyTimeoutMs?: number): Map<string, { name: string; hc: number }> {
  return withHandicapDb(path, { mode: 'read', ...(busyTimeoutMs === undefined ? {} : { busyTimeoutMs }) }, (reg) => loadRegisterForEvent(reg.db, date));
}

/** SQLite files start with this header; the CLI can tell a register from a CSV member list by it. */
export function isSqliteFile(bytes: Uint8Array): boolean {
  const magic = 'SQLite format 3\0';
  if (bytes.length < magic.length) return false;
  for (let i = 0; i < magic.length; i++) if (bytes[i] !== magic.charCodeAt(i)) return false;
  return true;
}

function dbInputError(path: string, code: string, message: string): InputError {
  return new InputError([{ severity: 'error', code, file: path, message }]);
}

function removeQuietly(path: string): void {
  for (const p of [path, `${path}-journal`]) {
    try {
      if (existsSync(p)) unlinkSync(p);
    } catch {
      // best effort: a file we cannot remove is left for the user
    }
  }
}
