/**
 * What the live pages need beyond the scored event, from the movement and the results entered so far: the
 * boards still in play (never shown: no traveller, no deal), each pair's seat now and next, and the director's
 * report — results entered per table, rounds started with boards missing, and results to check (one far from
 * every other on the board, a score no contract gives, a contract made with more tricks than double dummy).
 *
 * @example
 * const live = liveFacts(scored, movement, warnings);
 * live.seats(standing) //=> [{ round: 3, table: 1, direction: 'NS', opponents: '13', boards: [9, 10, 11, 12], now: false }, …]
 */
import type { DirectorReport, LiveMissing, LiveSeat, LiveSuspect, LiveTable } from '../model/live.js';
import type { Movement, MovementRow } from '../model/movement.js';
import type { PairStanding, ScoredBoard, ScoredPairsEvent } from '../model/scored.js';
import { imps } from '../laws/imps.js';
import { possibleScores } from '../laws/possible-scores.js';

/** A result at least this many IMPs from every other result on its board is listed for the director. */
export const FAR_IMPS = 10;

export interface LiveFacts {
  /** the pair's rounds from the one under way (or the next) on; empty when it has played them all */
  seats(standing: PairStanding): readonly LiveSeat[];
  readonly director: DirectorReport;
}

const key = (section: string | undefined, ...rest: number[]): string => [section ?? '', ...rest].join('|');

/** `final`: play is over (`--final`): no pair has a round still to play. */
export function liveFacts(scored: ScoredPairsEvent, movement: Movement | undefined, warnings: readonly string[], final = false): LiveFacts {
  const entered = new Set<string>();
  const enteredAtTable = new Map<string, number>();
  for (const b of scored.boards) {
    for (const sl of b.lines) {
      const l = sl.line;
      if (l.round === undefined || l.table === undefined) continue;
      entered.add(key(l.section, l.round, l.table, l.board));
      enteredAtTable.set(key(l.section, l.table), (enteredAtTable.get(key(l.section, l.table)) ?? 0) + 1);
    }
  }
  const rows = movement ? [...movement.rows].sort((a, b) => a.round - b.round || a.table - b.table) : [];
  const done = (r: MovementRow): boolean => r.boards.every((b) => entered.has(key(r.section, r.round, r.table, b)));
  // the round the room is playing: the first one a table has still boards to enter in
  let current = Infinity;
  for (const r of rows) if (r.ns !== null && r.ew !== null && !done(r)) current = Math.min(current, r.round);
  return {
    seats: (s) => (final ? [] : seatsOf(s, rows, entered, done, current)),
    director: directorReport(scored, rows, entered, enteredAtTable, done, warnings),
  };
}

function seatsOf(s: PairStanding, rows: readonly MovementRow[], entered: ReadonlySet<string>, done: (r: MovementRow) => boolean, current: number): LiveSeat[] {
  const section = s.section ?? '';
  const out: LiveSeat[] = [];
  for (const r of rows) {
    if ((r.section ?? '') !== section) continue;
    const asNs = r.ns === s.pair && s.direction !== 'EW';
    const asEw = r.ew === s.pair && s.direction !== 'NS';
    if (!asNs && !asEw) continue;
    const sitsNs = asNs !== (r.switched === true);
    const opponents = asNs ? r.ew : r.ns;
    const bye = opponents === null;
    if (!bye && done(r)) continue;
    const started = r.boards.some((b) => entered.has(key(r.section, r.round, r.table, b)));
    out.push({
      round: r.round,
      table: r.table,
      ...(r.section !== undefined ? { section: r.section } : {}),
      direction: sitsNs ? 'NS' : 'EW',
      ...(opponents !== null ? { opponents } : {}),
      boards: r.boards,
      now: started,
    });
  }
  // A sit-out round before the round the room is playing is over.
  return out.some((x) => x.opponents !== undefined) ? out.filter((x) => x.opponents !== undefined || x.round >= current) : [];
}

function directorReport(
  scored: ScoredPairsEvent,
  rows: readonly MovementRow[],
  entered: ReadonlySet<string>,
  enteredAtTable: ReadonlyMap<string, number>,
  done: (r: MovementRow) => boolean,
  warnings: readonly string[],
): DirectorReport {
  const tables = new Map<string, { section?: string; table: number; round?: number; scheduled: number }>();
  const lastStarted = new Map<string, number>();
  for (const r of rows) {
    if (r.ns === null || r.ew === null) continue;
    const k = key(r.section, r.table);
    const t = tables.get(k) ?? { ...(r.section !== undefined ? { section: r.section } : {}), table: r.table, scheduled: 0 };
    t.scheduled += r.boards.length;
    if (t.round === undefined && !done(r)) t.round = r.round;
    tables.set(k, t);
    if (r.boards.some((b) => entered.has(key(r.section, r.round, r.table, b)))) lastStarted.set(k, Math.max(lastStarted.get(k) ?? 0, r.round));
  }
  const missing: LiveMissing[] = [];
  for (const r of rows) {
    if (r.ns === null || r.ew === null || r.round > (lastStarted.get(key(r.section, r.table)) ?? 0)) continue;
    const boards = r.boards.filter((b) => !entered.has(key(r.section, r.round, r.table, b)));
    // The round under way at its table is not missing anything yet: only a round before the last one started.
    if (boards.length > 0 && r.round < (lastStarted.get(key(r.section, r.table)) ?? 0))
      missing.push({ ...(r.section !== undefined ? { section: r.section } : {}), round: r.round, table: r.table, boards });
  }
  const list: LiveTable[] = [...tables.entries()]
    .sort(([, a], [, b]) => ((a.section ?? '') < (b.section ?? '') ? -1 : (a.section ?? '') > (b.section ?? '') ? 1 : 0) || a.table - b.table)
    .map(([k, t]) => ({ ...t, entered: enteredAtTable.get(k) ?? 0 }));
  return { tables: list, missing, suspects: scored.boards.flatMap(suspectsOf), warnings };
}

/** The results of a board the director may want to look at again. */
export function suspectsOf(b: ScoredBoard): LiveSuspect[] {
  const played = b.lines.filter((sl) => sl.line.outcome.kind === 'played');
  const out: LiveSuspect[] = [];
  for (const sl of played) {
    const l = sl.line;
    if (l.outcome.kind !== 'played') continue;
    const s = l.outcome.score;
    const base = {
      ...(l.section !== undefined ? { section: l.section } : {}),
      board: l.board,
      ...(l.round !== undefined ? { round: l.round } : {}),
      ...(l.table !== undefined ? { table: l.table } : {}),
      ns: l.ns,
      ew: l.ew,
      scoreNS: s.scoreNS,
    };
    if (s.contract === undefined && s.scoreNS !== 0 && !possibleScores(b.vulnerability).has(s.scoreNS)) out.push({ ...base, kind: 'impossible' });
    if (played.length >= 3) {
      let nearest = Infinity;
      for (const other of played) {
        if (other === sl || other.line.outcome.kind !== 'played') continue;
        nearest = Math.min(nearest, imps(Math.abs(other.line.outcome.score.scoreNS - s.scoreNS)));
      }
      if (nearest >= FAR_IMPS) out.push({ ...base, kind: 'far', imps: nearest });
    }
    const dd = b.info?.doubleDummy;
    if (dd && s.contract && s.declarer && s.tricks !== undefined) {
      const can = dd[s.declarer][s.contract.strain];
      if (s.tricks >= s.contract.level + 6 && s.tricks > can) out.push({ ...base, kind: 'over-double-dummy', tricks: s.tricks, dd: can });
    }
  }
  return out;
}
