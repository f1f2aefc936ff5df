/**
 * Travellers against the movement (NBF 3.4 and 3.8.7 need to know which boards a pair was
 * scheduled to play). Reports, with the traveller's file and line:
 * - a pair the movement never mentions;
 * - a result the movement does not schedule (the pairs never meet, or not on that board), or recorded in
 *   another round or at another table than the movement has;
 * - the pairs recorded the wrong way round (swapped with `fixDirection`, and said so in a warning);
 * - two results for one table and board, and a pair playing a board twice;
 * and, with the movement file's line, every scheduled board that has no result.
 *
 * An arrow-switched row (Mitchell movements as clubs run them) expects its `ew` pair North-South. Swapping a result's direction
 * swaps its pair numbers only: a traveller's score belongs to the North-South seats, whoever was written there.
 *
 * @example
 * checkResults([{ board: 1, ns: '8', ew: '1', … }], movement, { fixDirection: true }).results[0]
 * //=> { board: 1, ns: '1', ew: '8', … }
 */
import type { ResultLine } from '../model/types.js';
import { locationOf, placeText, type Diagnostic, type Severity } from '../base/diagnostics.js';
import { describeBoards } from '../laws/boards.js';
import { pairsText, rowDiagnostic, whereRow } from './describe.js';
import { pairIdentity, pairNumbering, type PairNumbering } from '../model/numbering.js';
import { comparePairs, describePairs, pairKey } from '../model/pair-id.js';
import type { Movement, MovementRow } from '../model/movement.js';

export interface CheckResultsOptions {
  /** swap results recorded the wrong way round, with a warning, instead of reporting them as errors */
  readonly fixDirection: boolean;
}

export interface CheckResultsResult {
  readonly results: ResultLine[];
  readonly diagnostics: Diagnostic[];
}

/** One board at one table in one round, with the pairs expected in the NS and EW seats. */
interface Slot {
  readonly row: MovementRow;
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  matched?: ResultLine;
}

export function checkResults(results: readonly ResultLine[], m: Movement, opts: CheckResultsOptions): CheckResultsResult {
  const index = indexMovement(m);
  const out: Diagnostic[] = [];
  const fixed: ResultLine[] = [];
  const firstAtTable = new Map<string, ResultLine>();
  const firstForPair = new Map<string, ResultLine>();

  for (const original of results) {
    let r = original;
    const ns = pairKey(r.ns);
    const ew = pairKey(r.ew);
    const sections = index.sectioned && r.section === undefined ? index.sections : [index.sectioned ? (r.section ?? '') : ''];

    // An individual event: players who sat in other seats of their own table for a board (a fact of individual
    // events) are scored as they sat, with one warning for the board.
    const moved = r.seats ? seatedElsewhere(r, ns, ew, sections, index) : undefined;
    if (moved) out.push(resultDiagnostic('warning', 'movement-seats-changed', r, moved.message));
    const unknown = moved ? [] : [...new Set([ns, ew])].filter((p) => !sections.some((s) => index.pairs.has(`${s}|${p}`)));
    if (unknown.length > 0) {
      for (const p of unknown) {
        const known = index.sectioned ? ` in section ${sections.join(' or ')}` : '';
        const pairs = sections.flatMap((s) => index.pairsBySection.get(s) ?? []);
        out.push(
          resultDiagnostic('error', 'movement-unknown-pair', r, `pair ${p} is not in the movement (${index.file}${known} has pairs ${describePairs(pairs)})`),
        );
      }
      fixed.push(r);
      continue;
    }

    // The exact seating first: with each direction numbered from 1, NS 3 – EW 5 and NS 5 – EW 3 are two
    // different meetings, which may even share a board.
    let section = moved?.section ?? (sections[0] as string);
    let slot: Slot | undefined = moved?.slot;
    for (const s of moved ? [] : sections) {
      slot = index.slots.get(slotKey(s, r.board, ns, ew)) ?? index.slots.get(slotKey(s, r.board, ew, ns));
      if (slot) {
        section = s;
        break;
      }
    }

    if (moved) {
      // matched to its table's slot above; the seats are as the traveller has them
    } else if (!slot) {
      out.push(resultDiagnostic('error', 'movement-unscheduled', r, unscheduledMessage(r, ns, ew, section, index)));
    } else {
      const expected = `${pairsText(slot.ns, slot.ew)} in ${whereRow(slot.row)}${slot.row.switched ? ', arrow-switched' : ''}`;
      if (slot.ns !== ns) {
        const recorded = `recorded ${pairsText(ns, ew)}, the movement has ${expected}`;
        if (opts.fixDirection) {
          r = { ...r, ns: r.ew, ew: r.ns };
          out.push(resultDiagnostic('warning', 'movement-direction-fixed', r, `${recorded}: swapped (--fix-direction)`));
        } else {
          out.push(resultDiagnostic('error', 'movement-wrong-direction', r, `${recorded} (use --fix-direction to swap)`));
        }
      }
      if ((r.round !== undefined && r.round !== slot.row.round) || (r.table !== undefined && r.table !== slot.row.table)) {
        const recorded = [r.round === undefined ? '' : `in round ${r.round}`, r.table === undefined ? '' : `at table ${r.table}`]
          .filter((x) => x !== '')
          .join(' ');
        out.push(
          resultDiagnostic(
            'error',
            'movement-wrong-round',
            r,
            `board ${r.board} for ${pairsText(slot.ns, slot.ew)} is recorded ${recorded}, the movement has it in ${whereRow(slot.row)}`,
          ),
        );
      }
    }

    // Two results for one table and board: the same slot, or (unscheduled) the same recorded table or pairs.
    const tableKey = slot
      ? `slot|${section}|${slot.row.round}|${slot.row.table}|${r.board}`
      : r.round !== undefined && r.table !== undefined
        ? `at|${section}|${r.round}|${r.table}|${r.board}`
        : `pairs|${slotKey(section, r.board, ...([ns, ew].sort(comparePairs) as [string, string]))}`;
    const twin = firstAtTable.get(tableKey);
    if (twin) {
      const where = slot
        ? `in ${whereRow(slot.row)}`
        : r.round !== undefined && r.table !== undefined
          ? `in ${whereRow({ round: r.round, table: r.table })}`
          : `for ${pairsText(ns, ew)}`;
      out.push(
        resultDiagnostic(
          'error',
          'movement-duplicate-result',
          r,
          `a second result for board ${r.board} ${where} (the first is ${at(twin)}; expected one result per table and board)`,
        ),
      );
    } else {
      firstAtTable.set(tableKey, r);
      if (slot) slot.matched = r;
      // A result matched to the movement counts as seated as scheduled: a wrong direction is reported once, above.
      const seats: [string, 'NS' | 'EW'][] = slot
        ? [
            [slot.ns, 'NS'],
            [slot.ew, 'EW'],
          ]
        : [
            [pairKey(r.ns), 'NS'],
            [pairKey(r.ew), 'EW'],
          ];
      for (const p of new Set(seats.map(([pair, dir]) => pairIdentity(index.numbering, pair, dir)))) {
        const key = `${section}|${r.board}|${p}`;
        const before = firstForPair.get(key);
        if (before) {
          out.push(
            resultDiagnostic(
              'error',
              'movement-board-played-twice',
              r,
              `pair ${p} plays board ${r.board} twice: here and at ${at(before)} (${pairsText(pairKey(before.ns), pairKey(before.ew))}; expected each pair to play each board once)`,
            ),
          );
        } else firstForPair.set(key, r);
      }
    }
    fixed.push(r);
  }

  for (const [row, slots] of index.slotsByRow) {
    const missing = slots.filter((s) => !s.matched).map((s) => s.board);
    if (missing.length === 0) continue;
    const first = slots[0] as Slot;
    out.push(
      rowDiagnostic(
        'error',
        'movement-missing-result',
        row,
        index.file,
        `no result for ${describeBoards(missing)} in ${whereRow(row)} (${pairsText(first.ns, first.ew)}): the movement schedules ${missing.length === 1 ? 'it' : 'them'} but the travellers have none`,
      ),
    );
  }
  return { results: fixed, diagnostics: out };
}

interface MovementIndex {
  readonly file: string;
  readonly numbering: PairNumbering;
  readonly sectioned: boolean;
  readonly sections: string[];
  readonly pairs: Set<string>;
  readonly pairsBySection: Map<string, string[]>;
  readonly slots: Map<string, Slot>;
  readonly slotsByRow: Map<MovementRow, Slot[]>;
  /** `section|pair|pair` (sorted) → the row where the two meet */
  readonly meetings: Map<string, MovementRow>;
  /** `section|board|pair` → the slot where the pair plays the board */
  readonly boardOfPair: Map<string, Slot>;
  /** `section|round|table|board` → the slot scheduled there */
  readonly atTable: Map<string, Slot>;
}

function indexMovement(m: Movement): MovementIndex {
  const sectioned = m.rows.some((r) => r.section !== undefined);
  const index: MovementIndex = {
    file: m.rows.find((r) => r.source)?.source?.file ?? 'the movement',
    numbering: pairNumbering(m.rows),
    sectioned,
    sections: [],
    pairs: new Set(),
    pairsBySection: new Map(),
    slots: new Map(),
    slotsByRow: new Map(),
    meetings: new Map(),
    boardOfPair: new Map(),
    atTable: new Map(),
  };
  for (const row of m.rows) {
    const section = sectioned ? (row.section ?? '') : '';
    if (!index.sections.includes(section)) index.sections.push(section);
    for (const p of [row.ns, row.ew]) {
      if (p === null || index.pairs.has(`${section}|${p}`)) continue;
      index.pairs.add(`${section}|${p}`);
      index.pairsBySection.set(section, [...(index.pairsBySection.get(section) ?? []), p]);
    }
    if (row.ns === null || row.ew === null) continue;
    const meeting = `${section}|${[row.ns, row.ew].sort(comparePairs).join('|')}`;
    if (!index.meetings.has(meeting)) index.meetings.set(meeting, row);
    const [ns, ew] = row.switched ? [row.ew, row.ns] : [row.ns, row.ew];
    const slots: Slot[] = [];
    for (const board of row.boards) {
      const key = slotKey(section, board, ns, ew);
      // A meeting scheduled twice on one board is the movement's own error (checkMovement); keep the first.
      if (index.slots.has(key)) continue;
      const slot: Slot = { row, board, ns, ew };
      index.slots.set(key, slot);
      const table = `${section}|${row.round}|${row.table}|${board}`;
      if (!index.atTable.has(table)) index.atTable.set(table, slot);
      slots.push(slot);
      for (const p of [ns, ew]) if (!index.boardOfPair.has(`${section}|${board}|${p}`)) index.boardOfPair.set(`${section}|${board}|${p}`, slot);
    }
    if (slots.length > 0) index.slotsByRow.set(row, slots);
  }
  return index;
}

/**
 * An individual's result recorded at its scheduled round and table with the same four players in other seats
 * (two players of a table swapped for a board): the slot it belongs to, and the warning to give.
 */
function seatedElsewhere(
  r: ResultLine,
  ns: string,
  ew: string,
  sections: readonly string[],
  index: MovementIndex,
): { slot: Slot; section: string; message: string } | undefined {
  const seats = r.seats;
  if (!seats || r.round === undefined || r.table === undefined) return undefined;
  const players = (text: string): string => text.split('-').map(pairKey).sort().join('|');
  for (const section of sections) {
    const slot = index.atTable.get(`${section}|${r.round}|${r.table}|${r.board}`);
    if (!slot || (slot.ns === ns && slot.ew === ew)) continue;
    if (players(`${ns}-${ew}`) !== players(`${slot.ns}-${slot.ew}`)) continue;
    const sat = `N ${seats.N}, S ${seats.S}, E ${seats.E}, W ${seats.W}`;
    return {
      slot,
      section,
      message: `board ${r.board} in ${whereRow(slot.row)}: the players sat ${sat}, the movement has ${pairsText(slot.ns, slot.ew)} (players in other seats for this board): scored as they sat`,
    };
  }
  return undefined;
}

/** A board and the pairs in the NS and EW seats, in that order. */
function slotKey(section: string, board: number, ns: string, ew: string): string {
  return `${section}|${board}|${ns}|${ew}`;
}

/** Say what the movement has instead: where these pairs meet, or whom each plays on this board. */
function unscheduledMessage(r: ResultLine, ns: string, ew: string, section: string, index: MovementIndex): string {
  const head = `board ${r.board} for ${pairsText(ns, ew)} is not in the movement`;
  const meeting = index.meetings.get(`${section}|${[ns, ew].sort(comparePairs).join('|')}`);
  if (meeting) return `${head} (they meet in ${whereRow(meeting)} on ${describeBoards(meeting.boards)})`;
  const plays = [ns, ew].map((p) => {
    const s = index.boardOfPair.get(`${section}|${r.board}|${p}`);
    return s ? `pair ${p} plays it in ${whereRow(s.row)} (${pairsText(s.ns, s.ew)})` : `pair ${p} does not play it`;
  });
  return `${head} (pairs ${ns} and ${ew} never meet; ${plays.join(', ')})`;
}

function at(r: ResultLine): string {
  return placeText(r.source);
}

function resultDiagnostic(severity: Severity, code: string, r: ResultLine, message: string): Diagnostic {
  return { severity, code, ...locationOf(r.source), message };
}
