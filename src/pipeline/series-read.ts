/**
 * The inputs of `bridgescore series`, read from their bytes: each session (the JSON `pairs -f json` writes,
 * read by src/scoring/series/read-session.ts) and the previous season (`--previous`: the JSON `series -f json`
 * wrote for it, measured by the average). A file that is not JSON, or not the JSON expected, is a diagnostic
 * naming the file and the field; nothing is thrown.
 *
 * @example
 * readSessions([{ file: 'a.json', bytes: new TextEncoder().encode('nope') }]).diagnostics[0].message
 * //=> 'not JSON (expected the JSON of "bridgescore pairs -f json")'
 */
import type { Diagnostic } from '../base/diagnostics.js';
import type { Q, SeriesRules } from '../model/series.js';
import { decodeText } from '../parse/decode.js';
import { q, readSession, type SeriesSession } from '../scoring/series/index.js';
import type { FileBytes } from './inputs.js';

export interface ReadSeriesSession {
  readonly file: string;
  readonly session: SeriesSession;
  /** the session's masterpoint scale (`pairs --masterpoints`), when it has one */
  readonly masterpoints?: { readonly scale: string; readonly decimals: number };
}

type Obj = Readonly<Record<string, unknown>>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const error = (file: string, field: string | undefined, message: string): Diagnostic => ({
  severity: 'error',
  code: 'series-input',
  file,
  ...(field !== undefined ? { field } : {}),
  message,
});

/** The file's JSON, or the diagnostic that it is not JSON. */
export function parseJsonFile(f: FileBytes, expected: string): { value: unknown } | { diagnostic: Diagnostic } {
  const { text } = decodeText(f.bytes);
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { diagnostic: error(f.file, undefined, `not JSON (expected ${expected})`) };
  }
}

const PAIRS_JSON = 'the JSON of "bridgescore pairs -f json"';

function masterpointScale(value: Obj): ReadSeriesSession['masterpoints'] {
  const event = value['event'];
  const mp = isObj(event) ? event['masterpoints'] : undefined;
  if (!isObj(mp) || typeof mp['id'] !== 'string') return undefined;
  const decimals = mp['decimals'];
  return { scale: mp['id'], decimals: typeof decimals === 'number' && Number.isSafeInteger(decimals) && decimals >= 0 && decimals <= 6 ? decimals : 0 };
}

/** Every session, and every problem of every file. */
export function readSessions(files: readonly FileBytes[]): { read: ReadSeriesSession[]; diagnostics: Diagnostic[] } {
  const read: ReadSeriesSession[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const f of files) {
    const parsed = parseJsonFile(f, PAIRS_JSON);
    if ('diagnostic' in parsed) {
      diagnostics.push(parsed.diagnostic);
      continue;
    }
    if (isObj(parsed.value) && parsed.value['kind'] === 'series') {
      diagnostics.push(error(f.file, 'kind', `a season table ("series"), not a session (expected ${PAIRS_JSON})`));
      continue;
    }
    const r = readSession(parsed.value, f.file);
    if (!r.ok) {
      for (const e of r.errors) diagnostics.push(error(e.file, e.field, `${e.message} (expected ${PAIRS_JSON})`));
      continue;
    }
    const mp = isObj(parsed.value) ? masterpointScale(parsed.value) : undefined;
    read.push({ file: f.file, session: r.session, ...(mp !== undefined ? { masterpoints: mp } : {}) });
  }
  return { read, diagnostics };
}

const FRACTION = /^(-?\d+)\/(\d+)$/;
const SERIES_JSON = 'the JSON of "bridgescore series -f json" with --measure average';

/** The previous season's average of every ranked key, from its season table JSON. */
export function readPrevious(f: FileBytes, by: SeriesRules['by']): { previous: Record<string, Q>; diagnostics: Diagnostic[] } {
  // no prototype: a key from the file is only ever a key
  const previous = Object.create(null) as Record<string, Q>;
  const parsed = parseJsonFile(f, SERIES_JSON);
  if ('diagnostic' in parsed) return { previous, diagnostics: [parsed.diagnostic] };
  const v = parsed.value;
  const fail = (field: string, message: string) => ({ previous, diagnostics: [error(f.file, field, `${message} (expected ${SERIES_JSON})`)] });
  if (!isObj(v) || v['kind'] !== 'series') return fail('kind', 'not a season table');
  const rules = v['rules'];
  if (!isObj(rules) || rules['measure'] !== 'average') return fail('rules.measure', 'not measured by the average percentage');
  if (rules['by'] !== by) return fail('rules.by', `by ${JSON.stringify(rules['by'])}, this table is by ${by}`);
  const rows = v['rows'];
  if (!Array.isArray(rows)) return fail('rows', 'missing or not a list');
  const diagnostics: Diagnostic[] = [];
  rows.forEach((row: unknown, i) => {
    if (!isObj(row) || typeof row['key'] !== 'string') return void diagnostics.push(error(f.file, `rows[${i}].key`, 'missing'));
    const fraction = row['fraction'];
    if (fraction === null) return;
    const m = typeof fraction === 'string' ? FRACTION.exec(fraction) : null;
    if (m === null || BigInt(m[2] as string) === 0n) return void diagnostics.push(error(f.file, `rows[${i}].fraction`, 'not an exact fraction "n/d"'));
    previous[row['key']] = q(BigInt(m[1] as string), BigInt(m[2] as string));
  });
  return { previous, diagnostics };
}
