/**
 * The federation's handicap register as an embedded SQLite database (NBF 3.15): opened by path,
 * created and migrated on first use, refused when it is not ours or newer than this program. Every SQLite
 * failure a user can cause (locked, read-only, not a database) becomes an InputError naming the file, so the
 * CLI exits 1 and the database is left as it was.
 *
 * @example
 * await withWritableRegister('handicap.sqlite', {}, (reg) => runCalculation(reg.db, { asOf: '2026-11-15', ... }))
 */
import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, linkSync, renameSync, unlinkSync } from 'node:fs';
import { InputError } from '../base/diagnostics.js';
import { DamagedRegisterError } from './handicap-db/damaged.js';
import { SCHEMA_VERSION, checkSchema, migrate } from './handicap-db/schema.js';

export { DamagedRegisterError } from './handicap-db/damaged.js';

export { SCHEMA_VERSION } from './handicap-db/schema.js';
export { EventImportSession, eventContentHash, importRegister } from './handicap-db/import.js';
export type { EventImportOutcome, RegisterImportResult } from './handicap-db/import.js';
export { runCalculation } from './handicap-db/run.js';
export type { CalcOptions, CalcProgress, CalcReport } from './handicap-db/run.js';
import { loadRegisterForEvent } from './handicap-db/query.js';
export { exportHandicaps, explainPlayer, loadRegisterForEvent } from './handicap-db/query.js';

/**
 * The SQLite driver (a native module), loaded when a register is first opened: a command that never opens
 * one never loads it, even from a bundle that holds this module.
 */
let driver: typeof Database | undefined;
function sqlite(): typeof Database {
  return (driver ??= createRequire(import.meta.url)('better-sqlite3') as typeof Database);
}

export interface OpenHandicapDbOptions {
  /** 'write' checks the file (quick_check) and migrates it; 'read' needs an existing register and never writes */
  readonly mode: 'write' | 'read';
  /** how long to wait for another program's lock before giving up */
  readonly busyTimeoutMs?: number;
}

export interface OpenHandicapDb {
  readonly db: Database.Database;
  readonly path: string;
  close(): void;
}

export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/** Open an existing register (or, in write mode, an empty file to become one), checked and migrated. */
export function openHandicapDb(path: string, opts: OpenHandicapDbOptions): OpenHandicapDb {
  if (!existsSync(path)) {
    throw dbInputError(path, 'no-db', 'no such database (expected a register made by "bridgescore handicap import" or "handicap register import")');
  }
  let db: Database.Database | undefined;
  try {
    db = new (sqlite())(path, { readonly: opts.mode === 'read', fileMustExist: true, timeout: opts.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS });
    prepareRegister(db, path, opts.mode);
  } catch (e) {
    db?.close();
    throw translateDbError(path, e);
  }
  const handle = db;
  return {
    db: handle,
    path,
    close() {
      if (handle.open) handle.close();
    },
  };
}

function prepareRegister(db: Database.Database, path: string, mode: 'read' | 'write'): void {
  const check = checkSchema(db);
  switch (check.kind) {
    case 'foreign':
      throw dbInputError(
        path,
        'foreign-db',
        'is a SQLite database but not a bridgescore handicap register (expected a file created by "bridgescore handicap"; it was not changed)',
      );
    case 'newer':
      throw dbInputError(
        path,
        'newer-db',
        `has schema version ${check.version}, newer than this program's ${SCHEMA_VERSION} (expected version ≤ ${SCHEMA_VERSION}; upgrade bridgescore)`,
      );
    case 'unversioned':
      throw dbInputError(
        path,
        'unversioned-db',
        `is marked as a bridgescore handicap register but has schema version ${check.version} (expected 1 to ${SCHEMA_VERSION}): an older or foreign file, or one whose version was reset; it was not changed`,
      );
    case 'damaged':
      throw damaged(path, check.reason);
    case 'empty':
      if (mode === 'read') throw dbInputError(path, 'empty-db', 'is empty (expected a register made by "bridgescore handicap import")');
      migrate(db);
      break;
    case 'ok':
      if (mode === 'write') {
        // A file with damaged pages is not written to: a write could spread the damage.
        const integrity = db.pragma('quick_check(1)', { simple: true });
        if (integrity !== 'ok') throw damaged(path, `SQLite's quick_check says: ${String(integrity).replace(/\s*\n\s*/g, '; ')}`);
        migrate(db);
      } else if (check.version < SCHEMA_VERSION) {
        throw dbInputError(
          path,
          'old-db',
          `has schema version ${check.version} (expected ${SCHEMA_VERSION}; run any writing "handicap" command once to migrate it)`,
        );
      }
      break;
  }
  db.pragma('foreign_keys = ON');
}

/** Run `fn` with the register open for reading; SQLite errors and damaged values become InputErrors. */
export function withHandicapDb<T>(path: string, opts: OpenHandicapDbOptions, fn: (reg: OpenHandicapDb) => T): T {
  const reg = openHandicapDb(path, opts);
  try {
    return fn(reg);
  } catch (e) {
    if (reg.db.open && reg.db.inTransaction) reg.db.exec('ROLLBACK');
    throw translateDbError(path, e);
  } finally {
    reg.close();
  }
}

export interface WritableRegisterOptions {
  readonly busyTimeoutMs?: number;
  /** refuse to create the register (a calculation on no register is a mistake) */
  readonly mustExist?: boolean;
}

/**
 * Run `fn` on the register for writing. `fn` commits its own transaction. A register that does not exist
 * yet is built under a temporary name of this process and put in place only when `fn` has succeeded, by a
 * link that fails when another program created the register meanwhile: `fn` then runs again on that one.
 * So a failed first run leaves no file, and no process ever removes a register another one may be using.
 */
export async function withWritableRegister<T>(path: string, opts: WritableRegisterOptions, fn: (reg: OpenHandicapDb) => T | Promise<T>): Promise<T> {
  if (!existsSync(path)) {
    if (opts.mustExist) {
      throw dbInputError(path, 'no-db', 'no such database (expected a register made by "bridgescore handicap import" or "handicap register import")');
    }
    const created = await createRegister(path, opts, fn);
    if (created.done) return created.value;
  }
  const reg = openHandicapDb(path, { mode: 'write', ...(opts.busyTimeoutMs === undefined ? {} : { busyTimeoutMs: opts.busyTimeoutMs }) });
  try {
    return await fn(reg);
  } catch (e) {
    if (reg.db.open && reg.db.inTransaction) reg.db.exec('ROLLBACK');
    throw translateDbError(path, e);
  } finally {
    reg.close();
  }
}

/** The first run on a register: built as `path.<pid>-<random>.new`, then linked into place. */
async function createRegister<T>(
  path: string,
  opts: WritableRegisterOptions,
  fn: (reg: OpenHandicapDb) => T | Promise<T>,
): Promise<{ done: true; value: T } | { done: false }> {
  const temp = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.new`;
  let db: Database.Database | undefined;
  try {
    db = new (sqlite())(temp, { timeout: opts.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS });
    prepareRegister(db, path, 'write');
    const handle = db;
    const value = await fn({ db: handle, path, close: () => handle.close() });
    if (db.open) db.close();
    try {
      linkSync(temp, path);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return { done: false };
      // A file system without hard links: a rename, unless the register appeared meanwhile.
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw e;
      if (existsSync(path)) return { done: false };
      renameSync(temp, path);
    }
    return { done: true, value };
  } catch (e) {
    if (db?.open && db.inTransaction) db.exec('ROLLBACK');
    throw translateDbError(path, e);
  } finally {
    if (db?.open) db.close();
    removeQuietly(temp);
  }
}

/** SQLite failures a user can cause → an InputError for the file; anything else unchanged. */
export function translateDbError(path: string, e: unknown): unknown {
  if (e instanceof DamagedRegisterError) return damaged(path, e.message);
  if (driver === undefined || !(e instanceof driver.SqliteError)) return e;
  const code = e.code;
  if (code === 'SQLITE_ERROR' && /no such (table|column)|has no column/.test(e.message)) return damaged(path, e.message);
  if (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_') || code === 'SQLITE_LOCKED' || code.startsWith('SQLITE_LOCKED_')) {
    return dbInputError(
      path,
      'db-locked',
      'the database is locked by another program (expected it free; run again when the other job has finished; nothing was changed)',
    );
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
  if (code.startsWith('SQLITE_CORRUPT')) return damaged(path, 'SQLite found damaged pages');
  // The program writes every row itself: a constraint its rows break, or a file format SQLite cannot read,
  // means the file was damaged or edited by hand.
  if (code.startsWith('SQLITE_CONSTRAINT') || code === 'SQLITE_MISMATCH' || code === 'SQLITE_FORMAT' || /unsupported file format|malformed/.test(e.message)) {
    return damaged(path, e.message);
  }
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

function damaged(path: string, reason: string): InputError {
  return dbInputError(path, 'db-damaged', `the register is damaged: ${reason} (expected an intact register; restore it from a backup; nothing was changed)`);
}

function dbInputError(path: string, code: string, message: string): InputError {
  return new InputError([{ severity: 'error', code, file: path, message }]);
}

/** A temporary file of this process (and its journal); never the register itself. */
function removeQuietly(path: string): void {
  for (const p of [path, `${path}-journal`]) {
    try {
      if (existsSync(p)) unlinkSync(p);
    } catch {
      // best effort: a file we cannot remove is left for the user
    }
  }
}
