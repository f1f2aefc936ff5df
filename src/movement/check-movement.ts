/**
 * Is a movement playable? Per section: rounds run 1, 2, … with no round left without tables; no table twice
 * in a round; no pair at two tables in a round; board sets either the same (a share, the Bridgemate developer's guide) or
 * disjoint; no pair plays a board twice. Asked for a complete movement, also the meetings of a complete movement:
 * a Mitchell has every EW pair meet every NS pair once (§3.3), a Howell every pair meet every other once
 * (§3.4). Pairs are taken as the movement plans them, before any arrow-switch.
 *
 * @example
 * checkMovement(mitchell({ tables: 7, boardsPerRound: 4 }), { complete: 'mitchell' }) //=> []
 */
import type { Diagnostic } from '../base/diagnostics.js';
import { describeBoards } from '../laws/boards.js';
import { lineRef, pairsText, roundName, rowDiagnostic, whereRow } from './describe.js';
import { pairIdentity, pairNumbering, type PairNumbering } from '../model/numbering.js';
import { comparePairs } from '../model/pair-id.js';
import type { Movement, MovementRow } from '../model/movement.js';

export interface CheckMovementOptions {
  /** check the meetings of a complete movement of this kind */
  readonly complete?: 'mitchell' | 'howell';
  /** no two pairs meet twice (implied by `complete`; a skip Mitchell is not complete but has this) */
  readonly meetOnce?: boolean;
  /** the file named in messages when the rows carry no source (a generated movement) */
  readonly file?: string;
  /**
   * A movement inferred from the travellers: a round without tables is a warning, not an error — a results
   * file may hold some boards only (a single board's traveller), or a round number may be mistyped.
   */
  readonly inferred?: boolean;
}

export function checkMovement(m: Movement, opts: CheckMovementOptions = {}): Diagnostic[] {
  const file = opts.file ?? m.rows.find((r) => r.source)?.source?.file ?? 'movement';
  const out: Diagnostic[] = [];
  if (m.rows.length === 0) {
    out.push({ severity: 'error', code: 'movement-empty', file, message: 'the movement has no rows (expected one row per table and round)' });
    return out;
  }
  const numbering = pairNumbering(m.rows);
  for (const rows of bySection(m.rows).values()) {
    checkRounds(rows, file, out, opts.inferred === true);
    checkSeating(rows, numbering, file, out);
    checkBoardSets(rows, file, out, opts.inferred === true);
    checkBoardsOnce(rows, numbering, file, out);
    if (opts.complete === 'mitchell') checkMitchellMeetings(rows, numbering, file, out);
    else if (opts.complete === 'howell') checkHowellMeetings(rows, numbering, file, out);
    else if (opts.meetOnce === true) meetings(rows, numbering, file, out, false);
  }
  return out;
}

function sectionOf(rows: readonly MovementRow[]): { section?: string } {
  const section = rows[0]?.section;
  return section === undefined ? {} : { section };
}

function bySection(rows: readonly MovementRow[]): Map<string, MovementRow[]> {
  const map = new Map<string, MovementRow[]>();
  for (const r of rows) {
    const key = r.section ?? '';
    const list = map.get(key);
    if (list) list.push(r);
    else map.set(key, [r]);
  }
  return map;
}

/** A table with neither pair present does not count as a table: nobody plays there. */
function isPlayed(r: MovementRow): boolean {
  return r.ns !== null || r.ew !== null;
}

function checkRounds(rows: readonly MovementRow[], file: string, out: Diagnostic[], inferred: boolean): void {
  const firstOfRound = new Map<number, MovementRow>();
  for (const r of rows) {
    if (!isPlayed(r)) {
      out.push(rowDiagnostic('warning', 'movement-empty-table', r, file, `no pairs at table ${r.table} in ${roundName(r)} (the row is ignored)`));
      continue;
    }
    if (!firstOfRound.has(r.round)) firstOfRound.set(r.round, r);
  }
  const last = rows.reduce((max, r) => Math.max(max, r.round), 0);
  // One message per gap, however wide (a mistyped round 10000 must not cost 9,998 messages), pointing at the
  // round after the gap: that is where a mistyped round number most likely sits.
  const present = [...firstOfRound.keys()].sort((a, b) => a - b);
  let expected = 1;
  for (const round of [...present, last + 1]) {
    if (round > expected) {
      const next = firstOfRound.get(round) ?? rows.find((r) => r.round === round) ?? rows[rows.length - 1];
      const gap =
        round - 1 === expected
          ? `${roundName({ round: expected, ...sectionOf(rows) })} has`
          : `rounds ${expected} to ${round - 1}${sectionOf(rows).section === undefined ? '' : ` of section ${sectionOf(rows).section}`} have`;
      out.push(
        inferred
          ? rowDiagnostic(
              'warning',
              'movement-round-without-tables',
              next,
              file,
              `${gap} no results in the travellers (a file of some boards only, or a mistyped round number?)`,
            )
          : rowDiagnostic(
              'error',
              'movement-round-without-tables',
              next,
              file,
              `${gap} no tables (expected every round from 1 to ${last} to have at least one table with a pair)`,
            ),
      );
    }
    expected = Math.max(expected, round + 1);
  }
}

/** The pairs seated at a row, as identities under the movement's numbering. */
function seated(r: MovementRow, numbering: PairNumbering): string[] {
  const ids: string[] = [];
  if (r.ns !== null) ids.push(pairIdentity(numbering, r.ns, 'NS'));
  if (r.ew !== null) ids.push(pairIdentity(numbering, r.ew, 'EW'));
  return ids;
}

function checkSeating(rows: readonly MovementRow[], numbering: PairNumbering, file: string, out: Diagnostic[]): void {
  const tables = new Map<string, MovementRow>();
  const pairs = new Map<string, MovementRow>();
  for (const r of rows) {
    if (!isPlayed(r)) continue;
    const tableKey = `${r.round}|${r.table}`;
    const sameTable = tables.get(tableKey);
    if (sameTable) {
      out.push(
        rowDiagnostic(
          'error',
          'movement-table-twice',
          r,
          file,
          `table ${r.table} appears twice in ${roundName(r)} (also ${pairsText(sameTable.ns, sameTable.ew)}${lineRef(sameTable)})`,
        ),
      );
      continue;
    }
    tables.set(tableKey, r);
    if (numbering === 'unique' && r.ns !== null && r.ns === r.ew) {
      out.push(rowDiagnostic('error', 'movement-same-pair', r, file, `pair ${r.ns} is both NS and EW in ${whereRow(r)} (expected two different pairs)`));
      continue;
    }
    for (const p of seated(r, numbering)) {
      const key = `${r.round}|${p}`;
      const other = pairs.get(key);
      if (other) {
        out.push(
          rowDiagnostic(
            'error',
            'movement-pair-twice',
            r,
            file,
            `pair ${p} is at two tables in ${roundName(r)}: table ${other.table}${lineRef(other)} and table ${r.table} (expected each pair at one table per round)`,
          ),
        );
      } else pairs.set(key, r);
    }
  }
}

/** Two sets that share a board must be the same set; otherwise the boards are not moving as sets. */
function checkBoardSets(rows: readonly MovementRow[], file: string, out: Diagnostic[], inferred = false): void {
  const setOfBoard = new Map<number, { key: string; row: MovementRow }>();
  const reported = new Set<string>();
  for (const r of rows) {
    if (!isPlayed(r)) continue;
    const key = r.boards.join(',');
    for (const b of r.boards) {
      const seen = setOfBoard.get(b);
      if (!seen) {
        setOfBoard.set(b, { key, row: r });
        continue;
      }
      if (seen.key === key || reported.has(`${seen.key}/${key}`)) continue;
      reported.add(`${seen.key}/${key}`);
      // Inferred from the travellers: a table that did not play a board of its round (a short round) is no
      // reason to refuse the file; the board is scored with the results it has (Neuberg).
      const short = r.boards.length < seen.row.boards.length ? { less: r, more: seen.row } : { less: seen.row, more: r };
      if (inferred && short.less.boards.every((x) => short.more.boards.includes(x))) {
        const missing = short.more.boards.filter((x) => !short.less.boards.includes(x));
        out.push(
          rowDiagnostic(
            'warning',
            'movement-short-round',
            short.less,
            file,
            `a short round: ${describeBoards(missing)} not played in ${whereRow(short.less)} (${describeBoards(short.more.boards)} in ${whereRow(short.more)}${lineRef(short.more)}); scored with the results ${missing.length === 1 ? 'it has' : 'they have'} (Neuberg)`,
          ),
        );
        break;
      }
      out.push(
        rowDiagnostic(
          'error',
          'movement-board-sets-overlap',
          r,
          file,
          `${describeBoards(r.boards)} in ${whereRow(r)} and ${describeBoards(seen.row.boards)} in ${whereRow(seen.row)}${lineRef(seen.row)} have boards in common without being the same set (expected board sets that are the same, a share, or disjoint)`,
        ),
      );
      break;
    }
  }
}

function checkBoardsOnce(rows: readonly MovementRow[], numbering: PairNumbering, file: string, out: Diagnostic[]): void {
  // pair → board → the first row where the pair plays it (a map of boards a pair: a text key a row, not a board)
  const played = new Map<string, Map<number, MovementRow>>();
  for (const r of rows) {
    for (const p of seated(r, numbering)) {
      let boards = played.get(p);
      if (boards === undefined) played.set(p, (boards = new Map<number, MovementRow>()));
      // Group the repeated boards by the earlier row, so a whole set played again is one message.
      const again = new Map<MovementRow, number[]>();
      for (const b of r.boards) {
        const before = boards.get(b);
        if (before && before !== r) {
          const list = again.get(before);
          if (list) list.push(b);
          else again.set(before, [b]);
        } else boards.set(b, r);
      }
      for (const [before, boards] of again) {
        out.push(
          rowDiagnostic(
            'error',
            'movement-board-twice',
            r,
            file,
            `pair ${p} plays ${describeBoards(boards)} twice: in ${whereRow(before)}${lineRef(before)} and in ${whereRow(r)} (expected each pair to play each board at most once)`,
          ),
        );
      }
    }
  }
}

function meetingKey(a: string, b: string): string {
  return comparePairs(a, b) <= 0 ? `${a}|${b}` : `${b}|${a}`;
}

function meetings(rows: readonly MovementRow[], numbering: PairNumbering, file: string, out: Diagnostic[], ordered: boolean): Map<string, MovementRow> {
  const met = new Map<string, MovementRow>();
  for (const r of rows) {
    if (r.ns === null || r.ew === null) continue;
    const a = pairIdentity(numbering, r.ns, 'NS');
    const b = pairIdentity(numbering, r.ew, 'EW');
    if (a === b) continue;
    const key = ordered ? `${a}|${b}` : meetingKey(a, b);
    const before = met.get(key);
    if (before) {
      out.push(
        rowDiagnostic(
          'error',
          'movement-meet-twice',
          r,
          file,
          `pairs ${a} and ${b} meet twice: in ${whereRow(before)}${lineRef(before)} and in ${whereRow(r)} (expected each meeting once in a complete movement)`,
        ),
      );
    } else met.set(key, r);
  }
  return met;
}

function checkMitchellMeetings(rows: readonly MovementRow[], numbering: PairNumbering, file: string, out: Diagnostic[]): void {
  const ns = new Map<string, MovementRow>();
  const ew = new Map<string, MovementRow>();
  for (const r of rows) {
    if (r.ns !== null && !ns.has(pairIdentity(numbering, r.ns, 'NS'))) ns.set(pairIdentity(numbering, r.ns, 'NS'), r);
    if (r.ew !== null && !ew.has(pairIdentity(numbering, r.ew, 'EW'))) ew.set(pairIdentity(numbering, r.ew, 'EW'), r);
  }
  let mixed = false;
  for (const [p, r] of [...ew].sort(([a], [b]) => comparePairs(a, b))) {
    const asNs = ns.get(p);
    if (!asNs) continue;
    mixed = true;
    const nsFirst = rows.indexOf(asNs) < rows.indexOf(r);
    const [first, second] = nsFirst ? [asNs, r] : [r, asNs];
    const [d1, d2] = nsFirst ? ['NS', 'EW'] : ['EW', 'NS'];
    out.push(
      rowDiagnostic(
        'error',
        'movement-not-mitchell',
        second,
        file,
        `pair ${p} sits ${d1} in ${whereRow(first)}${lineRef(first)} and ${d2} in ${whereRow(second)} (expected a Mitchell pair to keep its direction)`,
      ),
    );
  }
  if (mixed) return;
  const met = meetings(rows, numbering, file, out, true);
  const section = rows[0]?.section === undefined ? '' : `section ${rows[0]?.section}: `;
  for (const a of [...ns.keys()].sort(comparePairs)) {
    for (const b of [...ew.keys()].sort(comparePairs)) {
      if (!met.has(`${a}|${b}`)) {
        const [nsText, ewText] = numbering === 'byDirection' ? [a, b] : [`NS ${a}`, `EW ${b}`];
        out.push({
          severity: 'error',
          code: 'movement-never-meet',
          file,
          message: `${section}${nsText} never meets ${ewText} (expected every EW pair to meet every NS pair in a complete Mitchell)`,
        });
      }
    }
  }
}

function checkHowellMeetings(rows: readonly MovementRow[], numbering: PairNumbering, file: string, out: Diagnostic[]): void {
  const pairs = new Set<string>();
  for (const r of rows) for (const p of seated(r, numbering)) pairs.add(p);
  const met = meetings(rows, numbering, file, out, false);
  const sorted = [...pairs].sort(comparePairs);
  const section = rows[0]?.section === undefined ? '' : `section ${rows[0]?.section}: `;
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      const a = sorted[i] as string;
      const b = sorted[j] as string;
      if (!met.has(meetingKey(a, b))) {
        out.push({
          severity: 'error',
          code: 'movement-never-meet',
          file,
          message: `${section}pairs ${a} and ${b} never meet (expected every pair to meet every other pair in a complete Howell)`,
        });
      }
    }
  }
}
