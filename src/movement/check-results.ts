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
import { DIRECTION_NEEDS_DIRECTOR, locationOf, placeText, type Diagnostic, type Severity } from '../base/diagnostics.js';
import { describeBoards } from '../laws/boards.js';
import { pairsText, rowDiagnostic, whereRow } from './describe.js';
import { pairIdentity } from '../model/numbering.js';
import { comparePairs, describePairs, pairKey } from '../model/pair-id.js';
import type { Movement } from '../model/movement.js';
import { indexMovement, slotKey, type MovementIndex, type Slot } from './check-results-index.js';

export interface CheckResultsOptions {
  /** swap results recorded the wrong way round, with a warning */
  readonly fixDirection: boolean;
  /** keep results recorded the wrong way round as recorded, with a plain warning (the director has looked) */
  readonly asRecorded?: boolean;
}

export interface CheckResultsResult {
  readonly results: ResultLine[];
  readonly diagnostics: Diagnostic[];
}

/** What the checks of the results share: the movement, the options, the messages, and the first result seen at each place. */
interface CheckState {
  readonly index: MovementIndex;
  readonly opts: CheckResultsOptions;
  readonly out: Diagnostic[];
  /** the first result at each table and board, by the key checkDuplicates gives it */
  readonly firstAtTable: Map<string, ResultLine>;
  /** `section|board|pair` → the pair's first result on the board */
  readonly firstForPair: Map<string, ResultLine>;
}

export function checkResults(results: readonly ResultLine[], m: Movement, opts: CheckResultsOptions): CheckResultsResult {
  const state: CheckState = { index: indexMovement(m), opts, out: [], firstAtTable: new Map(), firstForPair: new Map() };
  const fixed: ResultLine[] = [];
  for (const original of results) fixed.push(checkResult(original, state));
  reportMissingResults(state.index, state.out);
  return { results: fixed, diagnostics: state.out };
}

/** One result against the movement, reported as the module comment says: the result, its pairs swapped when fixed. */
function checkResult(original: ResultLine, state: CheckState): ResultLine {
  const { index, out } = state;
  let r = original;
  const ns = pairKey(r.ns);
  const ew = pairKey(r.ew);
  const sections = index.sectioned && r.section === undefined ? index.sections : [index.sectioned ? (r.section ?? '') : ''];

  // An individual event: players who sat in other seats of their own table for a board (a fact of individual
  // events) are scored as they sat, with one warning for the board.
  const moved = r.seats ? seatedElsewhere(r, ns, ew, sections, index) : undefined;
  if (moved) out.push(resultDiagnostic('warning', 'movement-seats-changed', r, moved.message));
  else if (reportUnknownPairs(r, ns, ew, sections, state)) return r;

  // The exact seating first: with each direction numbered from 1, NS 3 – EW 5 and NS 5 – EW 3 are two
  // different meetings, which may even share a board.
  let section = moved?.section ?? (sections[0] as string);
  let slot: Slot | undefined = moved?.slot;
  for (const s of moved ? [] : sections) {
    slot = index.slots.get(slotKey(s, ns, ew), r.board) ?? index.slots.get(slotKey(s, ew, ns), r.board);
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
    r = checkDirection(r, ns, ew, slot, state);
    checkRoundAndTable(r, slot, out);
  }
  checkDuplicates(r, ns, ew, slot, section, state);
  return r;
}

/** Report each pair of the result the movement never mentions; whether there was one. */
function reportUnknownPairs(r: ResultLine, ns: string, ew: string, sections: readonly string[], state: CheckState): boolean {
  const index = state.index;
  const unknown = [...new Set([ns, ew])].filter((p) => !sections.some((s) => index.pairs.has(`${s}|${p}`)));
  for (const p of unknown) {
    const known = index.sectioned ? ` in section ${sections.join(' or ')}` : '';
    const pairs = sections.flatMap((s) => index.pairsBySection.get(s) ?? []);
    state.out.push(
      resultDiagnostic('error', 'movement-unknown-pair', r, `pair ${p} is not in the movement (${index.file}${known} has pairs ${describePairs(pairs)})`),
    );
  }
  return unknown.length > 0;
}

/**
 * A result with its pairs the wrong way round: swapped (--fix-direction) or kept (--as-recorded), each with a
 * warning; with neither it is scored as recorded — the rest of the session is never refused for it — and the
 * warning is one that needs the director (NEEDS_DIRECTOR: exit code 4), naming both options.
 */
function checkDirection(r: ResultLine, ns: string, ew: string, slot: Slot, state: CheckState): ResultLine {
  if (slot.ns === ns) return r;
  const expected = `${pairsText(slot.ns, slot.ew)} in ${whereRow(slot.row)}${slot.row.switched ? ', arrow-switched' : ''}`;
  const recorded = `recorded ${pairsText(ns, ew)}, the movement has ${expected}`;
  if (state.opts.fixDirection) {
    const swapped = { ...r, ns: r.ew, ew: r.ns };
    state.out.push(resultDiagnostic('warning', 'movement-direction-fixed', swapped, `${recorded}: swapped (--fix-direction)`));
    return swapped;
  }
  if (state.opts.asRecorded === true) {
    state.out.push(resultDiagnostic('warning', 'movement-direction-as-recorded', r, `${recorded}: scored as recorded (--as-recorded)`));
    return r;
  }
  state.out.push(
    resultDiagnostic(
      'warning',
      DIRECTION_NEEDS_DIRECTOR,
      r,
      `${recorded}: scored as recorded; if it was entered the wrong way round, --fix-direction swaps it, and --as-recorded keeps it (the director's decision either way)`,
    ),
  );
  return r;
}

/** A result recorded in another round or at another table than its slot. */
function checkRoundAndTable(r: ResultLine, slot: Slot, out: Diagnostic[]): void {
  if ((r.round === undefined || r.round === slot.row.round) && (r.table === undefined || r.table === slot.row.table)) return;
  const recorded = [r.round === undefined ? '' : `in round ${r.round}`, r.table === undefined ? '' : `at table ${r.table}`].filter((x) => x !== '').join(' ');
  out.push(
    resultDiagnostic(
      'error',
      'movement-wrong-round',
      r,
      `board ${r.board} for ${pairsText(slot.ns, slot.ew)} is recorded ${recorded}, the movement has it in ${whereRow(slot.row)}`,
    ),
  );
}

/** Two results for one table and board: the same slot, or (unscheduled) the same recorded table or pairs. */
function checkDuplicates(r: ResultLine, ns: string, ew: string, slot: Slot | undefined, section: string, state: CheckState): void {
  const tableKey = slot
    ? `slot|${section}|${slot.row.round}|${slot.row.table}|${r.board}`
    : r.round !== undefined && r.table !== undefined
      ? `at|${section}|${r.round}|${r.table}|${r.board}`
      : `pairs|${slotKey(section, ...([ns, ew].sort(comparePairs) as [string, string]))}|${r.board}`;
  const twin = state.firstAtTable.get(tableKey);
  if (twin) {
    const where = slot
      ? `in ${whereRow(slot.row)}`
      : r.round !== undefined && r.table !== undefined
        ? `in ${whereRow({ round: r.round, table: r.table })}`
        : `for ${pairsText(ns, ew)}`;
    state.out.push(
      resultDiagnostic(
        'error',
        'movement-duplicate-result',
        r,
        `a second result for board ${r.board} ${where} (the first is ${at(twin)}; expected one result per table and board)`,
      ),
    );
    return;
  }
  state.firstAtTable.set(tableKey, r);
  if (slot) slot.matched = r;
  checkPlayedTwice(r, slot, section, state);
}

/** A pair playing the board a second time (the result is the first at its table). */
function checkPlayedTwice(r: ResultLine, slot: Slot | undefined, section: string, state: CheckState): void {
  // A result matched to the movement counts as seated as scheduled: a wrong direction is reported once (checkDirection).
  const seats: [string, 'NS' | 'EW'][] = slot
    ? [
        [slot.ns, 'NS'],
        [slot.ew, 'EW'],
      ]
    : [
        [pairKey(r.ns), 'NS'],
        [pairKey(r.ew), 'EW'],
      ];
  for (const p of new Set(seats.map(([pair, dir]) => pairIdentity(state.index.numbering, pair, dir)))) {
    const key = `${section}|${r.board}|${p}`;
    const before = state.firstForPair.get(key);
    if (before) {
      state.out.push(
        resultDiagnostic(
          'error',
          'movement-board-played-twice',
          r,
          `pair ${p} plays board ${r.board} twice: here and at ${at(before)} (${pairsText(pairKey(before.ns), pairKey(before.ew))}; expected each pair to play each board once)`,
        ),
      );
    } else state.firstForPair.set(key, r);
  }
}

/** Every scheduled board that has no result, with the movement file's line, row by row. */
function reportMissingResults(index: MovementIndex, out: Diagnostic[]): void {
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
    const slot = index.atTable.get(`${section}|${r.round}|${r.table}`, r.board);
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

/** Say what the movement has instead: where these pairs meet, or whom each plays on this board. */
function unscheduledMessage(r: ResultLine, ns: string, ew: string, section: string, index: MovementIndex): string {
  const head = `board ${r.board} for ${pairsText(ns, ew)} is not in the movement`;
  const meeting = index.meetings.get(`${section}|${[ns, ew].sort(comparePairs).join('|')}`);
  if (meeting) return `${head} (they meet in ${whereRow(meeting)} on ${describeBoards(meeting.boards)})`;
  const plays = [ns, ew].map((p) => {
    const s = index.boardOfPair.get(`${section}|${p}`, r.board);
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
