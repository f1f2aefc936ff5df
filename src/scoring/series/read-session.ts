// Reads one `bridgescore pairs --format json` result (already parsed by the caller) into the small session a
// season table needs, validating every field it uses; problems come back as { file, field, message } values,
// never thrown. Source: this program's JSON output (README "JSON output", schema/pairs.schema.json, schemaVersion
// 2); fields it may gain or lose (an event id, null fields) are read defensively.
import { fromDouble, q, type Q } from './rational.js';

export interface SessionError {
  readonly file: string;
  readonly field: string;
  readonly message: string;
}

export interface SeriesPlayer {
  readonly name: string;
  readonly id?: string;
}

export interface SeriesPair {
  readonly pair: string;
  readonly players: readonly SeriesPlayer[];
  /** The session percentage, exact (total / max × 100 when both are given). */
  readonly percentage?: Q;
  /**
   * IMPs a board on the scale the percentage conversions are for: Butler's IMPs per board against the datum;
   * cross-IMPs per comparison (the pair's cross-IMPs divided by the other results each of its boards was
   * compared with), since a raw cross-IMP total grows with the number of tables.
   */
  readonly impsPerBoard?: Q;
  readonly masterpoints?: number;
  readonly handicapPercentage?: Q;
}

export type Scoring = 'matchpoints' | 'butler' | 'cross-imps';

export interface SeriesSession {
  readonly id: string;
  readonly date: string | null;
  readonly title: string | null;
  readonly scoring: Scoring;
  readonly pairs: readonly SeriesPair[];
}

export type ReadSessionResult = { readonly ok: true; readonly session: SeriesSession } | { readonly ok: false; readonly errors: readonly SessionError[] };

type Obj = Readonly<Record<string, unknown>>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const optString = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function exact(v: unknown): Q | undefined {
  return typeof v === 'number' ? fromDouble(v) : undefined;
}

function readPlayers(v: unknown): SeriesPlayer[] | undefined {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) return undefined;
  const out: SeriesPlayer[] = [];
  for (const p of v) {
    if (!isObj(p) || typeof p['name'] !== 'string') return undefined;
    const id = p['id'];
    out.push(
      typeof id === 'string' && id !== '' ? { name: p['name'], id } : typeof id === 'number' ? { name: p['name'], id: String(id) } : { name: p['name'] },
    );
  }
  return out;
}

function readPercentage(row: Obj): Q | undefined {
  const total = exact(row['total']);
  const max = exact(row['max']);
  const published = exact(row['percentage']);
  if (total !== undefined && max !== undefined && max.n > 0n) {
    const ratio = q(total.n * max.d * 100n, total.d * max.n);
    // the exact ratio, when it is what the file's percentage says (penalties can make them differ)
    if (published === undefined || Math.abs(Number(ratio.n) / Number(ratio.d) - Number(published.n) / Number(published.d)) < 1e-9) return ratio;
  }
  return published;
}

function readRow(row: unknown, i: number, file: string, errors: SessionError[], hc: ReadonlyMap<string, Q>): SeriesPair | undefined {
  const at = `ranking[${i}]`;
  if (!isObj(row)) return void errors.push({ file, field: at, message: 'not an object' });
  const pair = typeof row['pair'] === 'string' ? row['pair'] : typeof row['pair'] === 'number' ? String(row['pair']) : undefined;
  if (pair === undefined) return void errors.push({ file, field: `${at}.pair`, message: 'missing pair number' });
  const players = readPlayers(row['players']);
  if (players === undefined) return void errors.push({ file, field: `${at}.players`, message: 'players must be a list of { name, id }' });
  const percentage = readPercentage(row);
  const ipb = exact(row['impsPerBoard']);
  const mp = row['masterpoints'];
  if (mp !== undefined && mp !== null && !(typeof mp === 'number' && Number.isSafeInteger(mp) && mp >= 0)) {
    return void errors.push({ file, field: `${at}.masterpoints`, message: 'masterpoints must be a whole number of the scale unit' });
  }
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- checked to be a string or absent above
  const key = `${String(row['direction'] ?? '')}|${pair}`;
  const h = hc.get(key) ?? hc.get(`|${pair}`);
  return {
    pair,
    players,
    ...(percentage !== undefined ? { percentage } : {}),
    ...(ipb !== undefined ? { impsPerBoard: ipb } : {}),
    ...(typeof mp === 'number' ? { masterpoints: mp } : {}),
    ...(h !== undefined ? { handicapPercentage: h } : {}),
  };
}

/** A cross-IMP pair on the per-comparison scale: its total over its comparisons; no value without them. */
function perComparison(p: SeriesPair, row: Obj, comparisons: ReadonlyMap<string, number> | undefined): SeriesPair {
  const { impsPerBoard: _raw, ...rest } = p;
  const total = exact(row['total']);
  const section = typeof row['section'] === 'string' ? row['section'] : '';
  const direction = row['direction'] === 'NS' || row['direction'] === 'EW' ? row['direction'] : undefined;
  const n =
    comparisons === undefined
      ? 0
      : direction !== undefined
        ? (comparisons.get(`${section}|${direction}|${p.pair}`) ?? 0)
        : bothSides(comparisons, section, p.pair);
  if (total === undefined || n === 0) return rest;
  return { ...rest, impsPerBoard: q(total.n, total.d * BigInt(n)) };
}

/** A pair numbered once (a Howell): its comparisons as NS and as EW. */
function bothSides(comparisons: ReadonlyMap<string, number>, section: string, pair: string): number {
  return (comparisons.get(`${section}|NS|${pair}`) ?? 0) + (comparisons.get(`${section}|EW|${pair}`) ?? 0);
}

function readHandicap(v: unknown): Map<string, Q> {
  const out = new Map<string, Q>();
  if (!Array.isArray(v)) return out;
  for (const r of v) {
    if (!isObj(r)) continue;
    const x = exact(r['hcResult']);
    const group = r['group'] === 'North-South' ? 'NS' : r['group'] === 'East-West' ? 'EW' : '';
    if (x !== undefined && (typeof r['pair'] === 'string' || typeof r['pair'] === 'number')) out.set(`${group}|${String(r['pair'])}`, x);
  }
  return out;
}

function readScoring(v: unknown): Scoring | undefined {
  if (v === 'matchpoints' || v === 'mp') return 'matchpoints';
  if (v === 'butler') return 'butler';
  if (v === 'cross-imps' || v === 'crossImps') return 'cross-imps';
  return undefined;
}

/**
 * For each pair (by direction and number, `NS|3`; `|3` when the pairs are numbered once), the comparisons its
 * cross-IMPs were made against: on each board it played, the other scored results of the board. Undefined when
 * the document has no boards (then a cross-IMP session cannot be put on a per-comparison scale).
 */
function comparisonsByPair(boards: unknown): Map<string, number> | undefined {
  if (!Array.isArray(boards) || boards.length === 0) return undefined;
  const out = new Map<string, number>();
  const add = (key: string, n: number): void => void out.set(key, (out.get(key) ?? 0) + n);
  for (const b of boards) {
    if (!isObj(b) || !Array.isArray(b['results'])) continue;
    const scored = (b['results'] as unknown[]).filter((r): r is Obj => isObj(r) && typeof r['impNS'] === 'number');
    const others = scored.length - 1;
    if (others <= 0) continue;
    for (const r of scored) {
      const section = typeof r['section'] === 'string' ? r['section'] : '';
      for (const [side, id] of [
        ['NS', r['ns']],
        ['EW', r['ew']],
      ] as const) {
        if (typeof id !== 'string' && typeof id !== 'number') continue;
        add(`${section}|${side}|${String(id)}`, others);
      }
    }
  }
  return out;
}

/** One session from the parsed JSON of `pairs --format json`; `file` names it in errors and is its id by default. */
export function readSession(value: unknown, file: string): ReadSessionResult {
  const errors: SessionError[] = [];
  if (!isObj(value)) return { ok: false, errors: [{ file, field: '(root)', message: 'not a JSON object' }] };
  const event = isObj(value['event']) ? value['event'] : undefined;
  if (event === undefined) errors.push({ file, field: 'event', message: 'missing' });
  const scoring = readScoring(event?.['scoring']);
  if (event !== undefined && scoring === undefined)
    errors.push({ file, field: 'event.scoring', message: `unknown scoring ${JSON.stringify(event['scoring'])}` });
  const date = optString(event?.['date']);
  if (date !== null && !/^\d{4}-\d{2}-\d{2}$/.test(date)) errors.push({ file, field: 'event.date', message: 'not a yyyy-mm-dd date' });
  const ranking = value['ranking'];
  if (!Array.isArray(ranking)) errors.push({ file, field: 'ranking', message: 'missing or not a list' });
  // the HC ranking's result is a percentage only in a matchpointed session (IMPs otherwise)
  const hc = scoring === 'matchpoints' ? readHandicap(value['handicap']) : new Map<string, Q>();
  const comparisons = scoring === 'cross-imps' ? comparisonsByPair(value['boards']) : undefined;
  const pairs: SeriesPair[] = [];
  (Array.isArray(ranking) ? ranking : []).forEach((row, i) => {
    const p = readRow(row, i, file, errors, hc);
    if (p === undefined) return;
    pairs.push(scoring === 'cross-imps' ? perComparison(p, row as Obj, comparisons) : p);
  });
  if (errors.length > 0 || scoring === undefined) return { ok: false, errors };
  const id = optString(event?.['id']) ?? file.replace(/^.*[\\/]/, '').replace(/\.json$/i, '');
  return { ok: true, session: { id, date, title: optString(event?.['title']), scoring, pairs } };
}
