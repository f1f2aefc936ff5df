/**
 * Opens a Bridgemate `.bws` file (a Microsoft Access database: Jet 3 "Access 97", Jet 4 or ACE) and returns the
 * rows of the tables the scorer reads, for the pure converter (src/parse/bws/read-bws.ts). The Access reader
 * (mdb-reader: pure JavaScript, no ODBC, no native code) is loaded only here, and only when a `.bws` is read.
 *
 * A file that is not a database, or one cut short (a copy taken while Bridgemate was writing it), is reported
 * as an error naming the file: nothing is scored from half a database.
 *
 * @example
 * const { tables, diagnostics } = await loadBwsTables(bytes, 'club.bws');
 */
import type { Diagnostic } from '../base/diagnostics.js';
import { isAccessDatabase } from '../parse/detect-format.js';
import type { BwsRow, BwsTables } from '../parse/bws/values.js';

const REQUIRED = ['ReceivedData', 'RoundData'] as const;
const OPTIONAL = ['Section', 'Session', 'PlayerNumbers', 'PlayerNames'] as const;

export interface LoadBwsResult {
  readonly tables?: BwsTables;
  readonly diagnostics: Diagnostic[];
}

export async function loadBwsTables(bytes: Uint8Array, file: string): Promise<LoadBwsResult> {
  const error = (message: string, record?: string): LoadBwsResult => ({
    diagnostics: [{ severity: 'error', code: 'bws-unreadable', file, ...(record === undefined ? {} : { record }), message }],
  });
  if (!isAccessDatabase(bytes)) {
    return error(
      'not a Bridgemate database (expected a Microsoft Access file, as Bridgemate Control Software writes its .bws; this one does not start with the Jet or ACE header)',
    );
  }
  const { default: MDBReader } = await import('mdb-reader');
  let reader: InstanceType<typeof MDBReader>;
  let names: string[];
  try {
    reader = new MDBReader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    names = reader.getTableNames();
  } catch (e) {
    return error(`the database cannot be read (${reason(e)}): the file is damaged or cut short, e.g. copied while Bridgemate was writing it`);
  }
  const missing = REQUIRED.filter((t) => !names.includes(t));
  if (missing.length > 0) return error(`not a Bridgemate database: no ${missing.join(' or ')} table (expected the tables of Bridgemate Control Software)`);
  const tables: Record<string, readonly BwsRow[]> = {};
  for (const name of [...REQUIRED, ...OPTIONAL]) {
    if (!names.includes(name)) continue;
    try {
      tables[name] = reader.getTable(name).getData();
    } catch (e) {
      return error(`the table cannot be read (${reason(e)}): the file is damaged or cut short, e.g. copied while Bridgemate was writing it`, name);
    }
  }
  return { tables: tables, diagnostics: [] };
}

function reason(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  return message.length > 100 ? `${message.slice(0, 100)}…` : message;
}
