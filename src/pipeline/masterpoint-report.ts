/**
 * The masterpoint report a federation asks for over a period: per member number, the points awarded and the
 * events they were won in, summed from the JSON that `pairs --masterpoints … -f json` (or `teams --masterpoints …
 * -f json`, each player of a team credited its award; a team event has no date) writes for each session.
 * Awards are integers of the scale's unit, so the sums are exact. A player without a member number cannot be
 * reported: such awards are listed apart. Every session must use one scale. Pure: the caller reads the files.
 *
 * @example
 * masterpointReport([{ file: 'mon.json', value: doc }], {}).rows[0] //=> { number: '10002', name: 'Kari Nordmann', points: 36, events: 1 }
 */
import { isCalendarDate } from '../base/calendar.js';
import { readSession, type SessionError } from '../scoring/series/index.js';

export interface ReportRow {
  readonly number: string;
  readonly name: string;
  /** in the scale's unit (an integer) */
  readonly points: number;
  readonly events: number;
}

export interface MasterpointReport {
  readonly scale: string | null;
  readonly decimals: number;
  readonly sessions: readonly string[];
  readonly rows: readonly ReportRow[];
  /** awards to players without a member number: the federation cannot credit them */
  readonly unnumbered: readonly { readonly session: string; readonly name: string; readonly points: number }[];
  /** sessions left out: outside the period, undated with a period given, or without awards */
  readonly skipped: readonly { readonly session: string; readonly why: string }[];
}

export type ReportResult = { readonly ok: true; readonly report: MasterpointReport } | { readonly ok: false; readonly errors: readonly SessionError[] };

type Obj = Readonly<Record<string, unknown>>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A session as the report reads it: its date and each contestant's award and players. */
interface ReportSession {
  readonly date: string | null;
  readonly pairs: readonly {
    readonly masterpoints?: number | null;
    readonly players: readonly { readonly name: string; readonly id?: string | undefined }[];
  }[];
}

/** The JSON of `teams -f json` (schema/teams.schema.json): it has standings and a form, and no event. */
function isTeamsDoc(value: unknown): value is Obj {
  return isObj(value) && Array.isArray(value['standings']) && typeof value['form'] === 'string' && !('event' in value);
}

/** A team event's standings as a session: each team's award and players; bad data names the field. */
function readTeamsSession(value: Obj, file: string): { ok: true; session: ReportSession } | { ok: false; errors: SessionError[] } {
  const errors: SessionError[] = [];
  const pairs: { masterpoints: number | null; players: { name: string; id?: string }[] }[] = [];
  for (const [i, row] of (value['standings'] as unknown[]).entries()) {
    const field = `standings[${i}]`;
    const award = isObj(row) ? row['masterpoints'] : undefined;
    const players = isObj(row) ? row['players'] : undefined;
    if (award !== undefined && award !== null && !(typeof award === 'number' && Number.isSafeInteger(award) && award >= 0)) {
      errors.push({ file, field: `${field}.masterpoints`, message: `${JSON.stringify(award)} (expected a whole number of the scale's unit, or null)` });
      continue;
    }
    if (!Array.isArray(players) || !players.every((p) => isObj(p) && typeof p['name'] === 'string' && (p['id'] === null || typeof p['id'] === 'string'))) {
      errors.push({ file, field: `${field}.players`, message: 'expected a list of { name, id } (teams JSON of schema version 2)' });
      continue;
    }
    const list = (players as Obj[]).map((p) => ({ name: p['name'] as string, ...(typeof p['id'] === 'string' && p['id'] !== '' ? { id: p['id'] } : {}) }));
    pairs.push({ masterpoints: typeof award === 'number' ? award : null, players: list });
  }
  const date = value['date'];
  if (date !== undefined && date !== null && !(typeof date === 'string' && isCalendarDate(date))) {
    errors.push({ file, field: 'date', message: `${JSON.stringify(date)} (expected a date YYYY-MM-DD, or null)` });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, session: { date: typeof date === 'string' ? date : null, pairs } };
}

/** The scale of a session's awards (event.masterpoints; a team event's masterpoints), or undefined when it has none. */
function scaleOf(value: unknown): { scale: string; decimals: number } | undefined {
  const event = isObj(value) ? (isTeamsDoc(value) ? value : value['event']) : undefined;
  const mp = isObj(event) ? event['masterpoints'] : undefined;
  if (!isObj(mp) || typeof mp['scale'] !== 'string') return undefined;
  const d = mp['decimals'];
  return { scale: mp['scale'], decimals: typeof d === 'number' && Number.isSafeInteger(d) && d >= 0 && d <= 6 ? d : 0 };
}

const byNumber = (a: ReportRow, b: ReportRow): number => a.number.length - b.number.length || (a.number < b.number ? -1 : a.number > b.number ? 1 : 0);

export function masterpointReport(
  docs: readonly { readonly file: string; readonly value: unknown }[],
  period: { readonly from?: string; readonly to?: string },
): ReportResult {
  const errors: SessionError[] = [];
  let scale: { scale: string; decimals: number; file: string } | undefined;
  const totals = new Map<string, { name: string; points: number; events: number }>();
  const unnumbered: { session: string; name: string; points: number }[] = [];
  const skipped: { session: string; why: string }[] = [];
  const used: string[] = [];
  for (const { file, value } of docs) {
    const read = isTeamsDoc(value) ? readTeamsSession(value, file) : readSession(value, file);
    if (!read.ok) {
      for (const e of read.errors) errors.push(e);
      continue;
    }
    const s: ReportSession = read.session;
    const own = scaleOf(value);
    if (own === undefined) {
      skipped.push({ session: file, why: 'no masterpoints (scored without --masterpoints)' });
      continue;
    }
    if (scale !== undefined && scale.scale !== own.scale) {
      errors.push({ file, field: 'event.masterpoints.scale', message: `${own.scale}, while ${scale.file} is ${scale.scale} (expected one scale in a report)` });
      continue;
    }
    scale ??= { ...own, file };
    if ((period.from !== undefined || period.to !== undefined) && s.date === null) {
      skipped.push({ session: file, why: 'no date, and a period is given' });
      continue;
    }
    if (s.date !== null && ((period.from !== undefined && s.date < period.from) || (period.to !== undefined && s.date > period.to))) {
      skipped.push({ session: file, why: `played ${s.date}, outside the period` });
      continue;
    }
    used.push(file);
    for (const pair of s.pairs) {
      const award = pair.masterpoints ?? 0;
      if (award <= 0) continue;
      for (const p of pair.players) {
        if (p.id === undefined) {
          unnumbered.push({ session: file, name: p.name, points: award });
          continue;
        }
        const t = totals.get(p.id) ?? { name: p.name, points: 0, events: 0 };
        t.name = p.name;
        t.points += award;
        t.events += 1;
        totals.set(p.id, t);
      }
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  const rows = [...totals].map(([number, t]) => ({ number, name: t.name, points: t.points, events: t.events })).sort(byNumber);
  return { ok: true, report: { scale: scale?.scale ?? null, decimals: scale?.decimals ?? 0, sessions: used, rows, unnumbered, skipped } };
}
