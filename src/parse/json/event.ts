/**
 * A scored event as `bridgescore pairs --format json` writes it, read for the handicap register (NBF 3.15:
 * all pairs and individual events scored by matchpoints or IMPs count). Only the fields the model needs are
 * kept: date, contestants with their players (matched by id), scratch result R and boards played. For IMP
 * events R = 50 + 10 × IMPs per board (NBF 3.15). An event without an id is named by date and title (by
 * date and file name when it has no title either).
 *
 * @example
 * parseEventJson('{"schemaVersion":1,"event":{"title":"Club","date":"2026-11-02","scoring":"matchpoints"},"ranking":[]}',
 *   'club.json').value?.id //=> "2026-11-02-club"
 */
import { Rational, rat } from '../../base/rational.js';
import { DiagnosticBag, type Diagnostic } from '../../base/diagnostics.js';
import { isIsoDate } from '../../base/dates.js';
import { numberToRational } from '../../laws/handicap.js';

export type EventScoring = 'matchpoints' | 'butler' | 'cross-imps';

export interface HcEventPlayer {
  readonly name: string;
  readonly id?: string;
}

export interface HcEventContestant {
  readonly pair: string;
  /** sections are ranked apart, so each has its own H̄ */
  readonly section: string | null;
  readonly direction: 'NS' | 'EW' | null;
  readonly players: readonly HcEventPlayer[];
  /** scratch result R in percent, exact */
  readonly result: Rational;
  readonly boards: number;
}

export interface HcEvent {
  readonly id: string;
  readonly title: string;
  readonly date: string;
  readonly scoring: EventScoring;
  readonly winners: 'one' | 'two';
  readonly contestants: readonly HcEventContestant[];
}

const SCORINGS: readonly EventScoring[] = ['matchpoints', 'butler', 'cross-imps'];

/** Bounds of what a scored event may hold: anything outside is bad data, refused before it reaches the register. */
export const EVENT_LIMITS = {
  /** boards one contestant played in one event */
  maxBoards: 1000,
  /** IMPs per board: one board is worth at most 24 IMPs (Law 78B) */
  maxImpsPerBoard: 24,
  /** players of one contestant: one in individual events, two in pairs */
  maxPlayers: 2,
} as const;

export interface ParseEventOptions {
  /** the latest date an event may have (the day of the import): an event dated later has not been played */
  readonly latestDate?: string;
}

export function parseEventJson(text: string, file: string, options: ParseEventOptions = {}): { value?: HcEvent; diagnostics: Diagnostic[] } {
  const bag = new DiagnosticBag(file);
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    bag.error('bad-json', `not valid JSON: ${(e as Error).message} (expected the output of "bridgescore pairs --format json")`);
    return { diagnostics: bag.items };
  }
  if (!isObject(doc)) {
    bag.error('bad-json', 'not a JSON object (expected the output of "bridgescore pairs --format json")');
    return { diagnostics: bag.items };
  }
  const version = doc['schemaVersion'];
  // 2 added the boards' hand record, 3 the event id and lean boards, 4 the masterpoints: the handicap reads
  // neither boards nor awards (schema/pairs.schema.json), and takes the event id when there is one.
  if (version !== 1 && version !== 2 && version !== 3 && version !== 4) {
    bag.error('bad-schema', `${JSON.stringify(version ?? null)} is not a supported version (expected 1, 2, 3 or 4)`, undefined, 'schemaVersion');
    return { diagnostics: bag.items };
  }
  const ev = doc['event'];
  if (!isObject(ev)) {
    bag.error('bad-event', 'missing (expected an object with title, date and scoring)', undefined, 'event');
    return { diagnostics: bag.items };
  }
  const title = typeof ev['title'] === 'string' ? ev['title'] : '';
  const date = ev['date'];
  if (typeof date !== 'string' || date.trim() === '') {
    bag.error('no-date', 'missing (expected the event date like 2026-11-02; the handicap needs it to order events)', undefined, 'event.date');
  } else if (!isIsoDate(date)) {
    bag.error('bad-date', `"${date}" is not a date (expected YYYY-MM-DD like 2026-11-02, a day that exists)`, undefined, 'event.date');
  } else if (options.latestDate !== undefined && date > options.latestDate) {
    bag.error(
      'future-date',
      `"${date}" is after the day of this import, ${options.latestDate} (expected the date the event was played)`,
      undefined,
      'event.date',
    );
  }
  const scoring = ev['scoring'];
  if (typeof scoring !== 'string' || !(SCORINGS as readonly string[]).includes(scoring)) {
    bag.error('bad-scoring', `${JSON.stringify(scoring ?? null)} is not a scoring (expected ${SCORINGS.join(', ')})`, undefined, 'event.scoring');
  }
  const winners = ev['winners'] === undefined || ev['winners'] === null ? 'one' : ev['winners'];
  if (winners !== 'one' && winners !== 'two') {
    bag.error('bad-winners', `${JSON.stringify(winners)} is not valid (expected "one" or "two")`, undefined, 'event.winners');
  }
  const rawId = ev['id'];
  if (rawId !== undefined && rawId !== null && (typeof rawId !== 'string' || rawId.trim() === '')) {
    bag.error('bad-id', `${JSON.stringify(rawId)} is not an event id (expected a non-empty string, or no id)`, undefined, 'event.id');
  }
  const ranking = doc['ranking'];
  const contestants: HcEventContestant[] = [];
  if (!Array.isArray(ranking)) {
    bag.error('bad-ranking', 'missing (expected an array of contestants)', undefined, 'ranking');
  } else {
    ranking.forEach((row: unknown, i) => {
      const c = readContestant(row, `ranking[${i}]`, bag);
      if (c) contestants.push(c);
    });
    checkPlayersOnce(contestants, bag);
  }
  if (bag.hasErrors()) return { diagnostics: bag.items };
  const d = date as string;
  // Without a title, the file name tells same-day events apart (a corrected file keeps its name).
  const id = typeof rawId === 'string' ? rawId.trim() : deriveEventId(title.trim() === '' ? fileStem(file) : title, d);
  return {
    value: { id, title, date: d, scoring: scoring as EventScoring, winners: winners as 'one' | 'two', contestants },
    diagnostics: bag.items,
  };
}

/** "2026-11-02" + "Club pairs, Monday" → "2026-11-02-club-pairs-monday". */
export function deriveEventId(title: string, date: string): string {
  const slug = title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? date : `${date}-${slug}`;
}

/**
 * The content the handicap depends on, as canonical JSON (fixed key order, exact results): two files that
 * differ only in layout, key order or fields the model ignores have the same content and the same hash.
 */
export function canonicalEventText(ev: HcEvent): string {
  return JSON.stringify({
    id: ev.id,
    title: ev.title,
    date: ev.date,
    scoring: ev.scoring,
    winners: ev.winners,
    contestants: ev.contestants.map((c) => ({
      pair: c.pair,
      section: c.section,
      direction: c.direction,
      players: c.players.map((p) => ({ id: p.id ?? null, name: p.name })),
      result: c.result.toString(),
      boards: c.boards,
    })),
  });
}

/**
 * The contestants a contestant is ranked against, who share its H̄: its section, and with two winners
 * (Mitchell) its direction.
 */
export function contestantGroup(ev: Pick<HcEvent, 'winners'>, c: Pick<HcEventContestant, 'direction' | 'section'>): string {
  const direction = ev.winners === 'two' && c.direction !== null ? c.direction : '';
  return c.section === null || c.section === '' ? direction : `${c.section}/${direction}`;
}

function readContestant(row: unknown, path: string, bag: DiagnosticBag): HcEventContestant | undefined {
  if (!isObject(row)) {
    bag.error('bad-contestant', 'not an object (expected a ranking row)', undefined, path);
    return undefined;
  }
  // Only this row's messages are looked at: re-filtering the whole bag per row is quadratic.
  const itemsBefore = bag.items.length;
  const pairRaw = row['pair'];
  const pair = typeof pairRaw === 'string' || typeof pairRaw === 'number' ? String(pairRaw) : '';
  if (pair === '') bag.error('bad-pair', 'missing (expected the pair or player number)', undefined, `${path}.pair`);
  const dirRaw = row['direction'] ?? null;
  if (dirRaw !== null && dirRaw !== 'NS' && dirRaw !== 'EW') {
    bag.error('bad-direction', `${JSON.stringify(dirRaw)} is not a direction (expected "NS", "EW" or null)`, undefined, `${path}.direction`);
  }
  const playersRaw = row['players'];
  const players: HcEventPlayer[] = [];
  if (!Array.isArray(playersRaw) || playersRaw.length === 0) {
    bag.error('bad-players', 'missing (expected one player in individual events, two in pairs)', undefined, `${path}.players`);
  } else if (playersRaw.length > EVENT_LIMITS.maxPlayers) {
    bag.error('bad-players', `${playersRaw.length} players (expected one player in individual events, two in pairs)`, undefined, `${path}.players`);
  } else {
    playersRaw.forEach((p: unknown, j) => {
      if (!isObject(p)) {
        bag.error('bad-player', 'not an object (expected { "name": …, "id": … })', undefined, `${path}.players[${j}]`);
        return;
      }
      const name = typeof p['name'] === 'string' ? p['name'] : '';
      const idRaw = p['id'];
      const id = typeof idRaw === 'string' ? idRaw.trim() : typeof idRaw === 'number' ? String(idRaw) : '';
      players.push(id === '' ? { name } : { name, id });
    });
  }
  const boards = row['boards'];
  if (typeof boards !== 'number' || !Number.isInteger(boards) || boards < 0 || boards > EVENT_LIMITS.maxBoards) {
    bag.error(
      'bad-boards',
      `${typeof boards === 'number' ? numberText(boards) : JSON.stringify(boards ?? null)} is not a number of boards (expected a whole number from 0 to ${EVENT_LIMITS.maxBoards})`,
      undefined,
      `${path}.boards`,
    );
  }
  const sectionRaw = row['section'] ?? null;
  const section = typeof sectionRaw === 'string' || typeof sectionRaw === 'number' ? String(sectionRaw) : null;
  const pct = row['percentage'];
  const imps = row['impsPerBoard'];
  let result: Rational | undefined;
  // IMP events carry IMPs per board; a percentage beside it would be a matchpoint view of the same play.
  const max = EVENT_LIMITS.maxImpsPerBoard;
  if (typeof imps === 'number' && Number.isFinite(imps) && Math.abs(imps) <= max) result = rat(50).add(rat(10).mul(numberToRational(imps)));
  else if (typeof imps === 'number') {
    bag.error(
      'bad-result',
      `${numberText(imps)} is not a number of IMPs per board (expected a number from -${max} to ${max})`,
      undefined,
      `${path}.impsPerBoard`,
    );
  } else if (typeof pct === 'number' && Number.isFinite(pct) && pct >= 0 && pct <= 100) result = numberToRational(pct);
  else if (typeof pct === 'number') {
    bag.error('bad-result', `${numberText(pct)} is not a percentage (expected a number from 0 to 100)`, undefined, `${path}.percentage`);
  } else if (boards === 0) {
    bag.warn('no-result', `pair ${pair} played no boards and has no result: left out of the handicap`, undefined, path);
    return undefined;
  } else bag.error('no-result', 'neither "percentage" nor "impsPerBoard" is a number (expected one of them)', undefined, path);
  if (bag.items.slice(itemsBefore).some((d) => d.severity === 'error') || result === undefined) return undefined;
  return { pair, section, direction: dirRaw as 'NS' | 'EW' | null, players, result, boards: boards as number };
}

/** A player plays for one contestant of an event (the HC moves once per event). */
function checkPlayersOnce(contestants: readonly HcEventContestant[], bag: DiagnosticBag): void {
  const first = new Map<string, string>();
  for (const c of contestants) {
    for (const p of c.players) {
      if (p.id === undefined) continue;
      const other = first.get(p.id);
      if (other === undefined) first.set(p.id, c.pair);
      else
        bag.error(
          'player-twice',
          `player "${p.id}" plays for pair ${other} and again for pair ${c.pair} (expected each player in one contestant)`,
          undefined,
          'ranking',
        );
    }
  }
}

function fileStem(file: string): string {
  const base = file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** A number as the message shows it: a number too large for a double (1e400 in the file) is "a number out of range", not "null". */
function numberText(n: number): string {
  return Number.isFinite(n) ? String(n) : 'a number out of range';
}
