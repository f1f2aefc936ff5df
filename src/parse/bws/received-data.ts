/**
 * `ReceivedData` → traveller lines (the Bridgemate developer's guide). Each line's source names its row
 * (`club.bws:ReceivedData row 17`), and so does every message about it.
 *
 * - Rows marked `Erased` were replaced at the table and are left out.
 * - A board entered twice at one table (same section, table, round and board, not erased) keeps the latest
 *   entry, by `DateLog` + `TimeLog` and then by `ID`, with a warning naming both rows.
 * - `Remarks`: `Not played` → not played; `Arbitral score` → not played, and listed in `arbitral` so that the
 *   command can insist on the director's adjusted score (Law 12C) before it publishes; `Wrong direction` → the
 *   pairs sat the other way round: the pair numbers are put in the movement's order and the declarer's seat is
 *   turned (contract.ts), with a warning; any other remark is kept as the line's note, with a warning.
 * - Scores use the board's standard vulnerability (Law 2), as Bridgemate does.
 *
 * @example
 * readReceivedData(rows, ctx).lines[0].source //=> { file: 'club.bws', record: 'ReceivedData row 1' }
 */
import type { Contract, Outcome, ResultLine, Seat } from '../../model/types.js';
import { resultLine } from '../../model/result-line.js';
import { boardFacts } from '../../laws/board-facts.js';
import type { Diagnostic } from '../../base/diagnostics.js';
import { contractText } from '../../laws/notation.js';
import { played } from '../../laws/table-result.js';
import { BWS_CONTRACT_EXPECTED, parseBwsContract, parseBwsResult, parseBwsSeat, turnSeat } from './contract.js';
import { boolCell, describe, intCell, loggedAt, textCell, type BwsRow } from './values.js';

export interface ReceivedContext {
  readonly file: string;
  /** `Section.ID` → the section's name on the lines; none when the event has one section */
  readonly sectionName: (id: number) => string | undefined;
  /** the movement's pairs at a table in a round, for `Wrong direction` rows written as the pairs sat */
  readonly seated: (section: number, table: number, round: number) => { ns: string | null; ew: string | null } | undefined;
  /** an individual event: `PairNS`, `PairEW`, `South` and `West` are the four players */
  readonly individual: boolean;
}

/** A result the director must replace by an adjusted score. */
export interface ArbitralResult {
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  readonly section?: string;
  readonly record: string;
}

export interface ReceivedDataResult {
  readonly lines: ResultLine[];
  readonly arbitral: ArbitralResult[];
  readonly erased: number;
  readonly diagnostics: Diagnostic[];
}

interface Entry {
  readonly row: BwsRow;
  readonly id: number;
  readonly record: string;
  readonly at: number;
  readonly position: number;
}

export function readReceivedData(rows: readonly BwsRow[], ctx: ReceivedContext): ReceivedDataResult {
  const diagnostics: Diagnostic[] = [];
  const report = (severity: 'error' | 'warning', code: string, record: string, message: string, field?: string): void => {
    diagnostics.push({ severity, code, file: ctx.file, record, message, ...(field === undefined ? {} : { field }) });
  };
  // The latest entry of each board at each table, in the order the rows were first entered.
  const latest = new Map<string, Entry>();
  let erased = 0;
  rows.forEach((row, position) => {
    const idCell = intCell(row, 'ID', { min: 0, max: 2_147_483_647 });
    const id = idCell.ok ? idCell.value : -1;
    const record = idCell.ok ? `ReceivedData row ${id}` : `ReceivedData row #${position + 1}`;
    if (!idCell.ok) report('warning', 'bws-no-id', record, `the row has no usable ID (${idCell.expected}); it is named by its position`, 'ID');
    if (boolCell(row, 'Erased')) {
      erased++;
      return;
    }
    const entry: Entry = { row, id, record, at: loggedAt(row), position };
    const key = ['Section', 'Table', 'Round', 'Board'].map((c) => String(row[c])).join('|');
    const before = latest.get(key);
    if (!before) {
      latest.set(key, entry);
      return;
    }
    const later = entry.at > before.at || (entry.at === before.at && entry.id > before.id) ? entry : before;
    const earlier = later === entry ? before : entry;
    // The kept entry takes the place of the first one, so that the lines stay in the order play began.
    latest.set(key, { ...later, position: Math.min(before.position, entry.position) });
    report(
      'warning',
      'bws-entered-twice',
      later.record,
      `board ${textCell(row, 'Board')} at table ${textCell(row, 'Table')} in round ${textCell(row, 'Round')} was entered twice (${earlier.record} and ${later.record}); the later entry, ${later.record}, is kept`,
    );
  });
  const lines: ResultLine[] = [];
  const arbitral: ArbitralResult[] = [];
  for (const entry of [...latest.values()].sort((a, b) => a.position - b.position)) {
    const line = readRow(entry, ctx, report, arbitral);
    if (line) lines.push(line);
  }
  return { lines, arbitral, erased, diagnostics };
}

type Report = (severity: 'error' | 'warning', code: string, record: string, message: string, field?: string) => void;

/** One row's traveller line; undefined when a number or the result cannot be read (each error reported). */
function readRow(entry: Entry, ctx: ReceivedContext, report: Report, arbitral: ArbitralResult[]): ResultLine | undefined {
  const { row, record } = entry;
  const cells = readCells(row, record, ctx.individual, report);
  if (!cells) return undefined;
  const section = ctx.sectionName(cells.sectionId);
  const remark = textCell(row, 'Remarks');
  const remarkKind = remarkKindOf(remark);
  const outcome = remarkOutcome(row, cells.board, remark, remarkKind, record, report);
  if (!outcome) return undefined;
  if (remarkKind === 'wrongDirection') turnToMovement(cells, ctx, record, report);
  const { board, seats } = cells;
  const individualNames = seats ? { ns: `${seats.N}-${seats.S}`, ew: `${seats.E}-${seats.W}` } : undefined;
  const line = resultLine({
    board,
    ns: individualNames?.ns ?? cells.ns,
    ew: individualNames?.ew ?? cells.ew,
    outcome,
    round: cells.round,
    table: cells.table,
    section,
    seats,
    lead: textCell(row, 'LeadCard') || undefined,
    note: remarkKind === 'arbitral' ? ARBITRAL_NOTE : remarkKind === 'other' ? remark : undefined,
    source: { file: ctx.file, record },
  });
  if (remarkKind === 'arbitral') arbitral.push({ board, ns: line.ns, ew: line.ew, ...(section === undefined ? {} : { section }), record });
  return line;
}

/** A row's numbers: where it was played, the board, and the pairs (the four players of an individual). */
interface RowCells {
  readonly sectionId: number;
  readonly table: number;
  readonly round: number;
  readonly board: number;
  ns: string;
  ew: string;
  readonly seats: ResultLine['seats'];
}

/** The numbers of a row; undefined when one is not a number, each such cell reported. */
function readCells(row: BwsRow, record: string, individual: boolean, report: Report): RowCells | undefined {
  const sectionId = intOrReport(row, 'Section', 0, record, report);
  const table = intOrReport(row, 'Table', 1, record, report);
  const round = intOrReport(row, 'Round', 1, record, report);
  const board = intOrReport(row, 'Board', 1, record, report);
  const ns = intOrReport(row, 'PairNS', 0, record, report);
  const ew = intOrReport(row, 'PairEW', 0, record, report);
  let bad = sectionId < 0 || table < 0 || round < 0 || board < 0 || ns < 0 || ew < 0;
  let seats: ResultLine['seats'];
  if (individual) {
    const south = intOrReport(row, 'South', 0, record, report);
    const west = intOrReport(row, 'West', 0, record, report);
    bad = bad || south < 0 || west < 0;
    seats = { N: String(ns), E: String(ew), S: String(south), W: String(west) };
  }
  if (bad) return undefined;
  return { sectionId, table, round, board, ns: String(ns), ew: String(ew), seats };
}

/** A whole number of at least `min` (≥ 0) in the column; −1, with an error, when the cell holds none. */
function intOrReport(row: BwsRow, column: string, min: number, record: string, report: Report): number {
  const c = intCell(row, column, { min });
  if (c.ok) return c.value;
  report('error', 'bws-field', record, `not a ${column.toLowerCase()} number (${c.expected})`, column);
  return -1;
}

/** What the `Remarks` cell says: one of the remarks Bridgemate writes, none, or another text. */
type RemarkKind = 'notPlayed' | 'arbitral' | 'wrongDirection' | 'none' | 'other';

const ARBITRAL_NOTE = 'Arbitral score on the Bridgemate: the director gives the adjusted score';

/** The kind of a `Remarks` cell. */
function remarkKindOf(remark: string): RemarkKind {
  return /^not\s*played$/i.test(remark)
    ? 'notPlayed'
    : /^arbitral/i.test(remark)
      ? 'arbitral'
      : /^wrong\s*direction$/i.test(remark)
        ? 'wrongDirection'
        : remark === ''
          ? 'none'
          : 'other';
}

/** The outcome by the remark: not played (an arbitral score too, until the director gives it), else the result entered. */
function remarkOutcome(row: BwsRow, board: number, remark: string, remarkKind: RemarkKind, record: string, report: Report): Outcome | undefined {
  if (remarkKind === 'notPlayed' || remarkKind === 'arbitral') return { kind: 'notPlayed' };
  if (remarkKind === 'other') {
    report(
      'warning',
      'bws-remark',
      record,
      `"${remark}" is not a remark Bridgemate writes (expected Not played, Arbitral score or Wrong direction); the result is scored as entered`,
      'Remarks',
    );
  }
  return readOutcome(row, board, remarkKind === 'wrongDirection', record, report);
}

/** `Wrong direction`: a row written as the pairs sat gets its numbers back in the movement's order, with a warning. */
function turnToMovement(cells: RowCells, ctx: ReceivedContext, record: string, report: Report): void {
  const { ns, ew } = cells;
  const planned = ctx.seated(cells.sectionId, cells.table, cells.round);
  if (planned && planned.ns === ew && planned.ew === ns && ns !== ew) {
    cells.ns = ew;
    cells.ew = ns;
  }
  report(
    'warning',
    'bws-wrong-direction',
    record,
    `Remarks "Wrong direction": NS ${cells.ns} and EW ${cells.ew} sat the other way round; the result is scored for the pairs as the movement seats them, the declarer's seat turned`,
    'Remarks',
  );
}

function readOutcome(row: BwsRow, board: number, turned: boolean, record: string, report: Report): Outcome | undefined {
  const contractCell = textCell(row, 'Contract');
  if (contractCell === '') {
    report('error', 'bws-contract', record, `no contract (${BWS_CONTRACT_EXPECTED}, or the remark Not played or Arbitral score)`, 'Contract');
    return undefined;
  }
  const c = parseBwsContract(contractCell);
  if (!c.ok) {
    report('error', 'bws-contract', record, `${describe(row['Contract'])} is not a contract (${c.expected})`, 'Contract');
    return undefined;
  }
  const contract: Contract | undefined = c.value.contract;
  if (!contract) return { kind: 'played', score: { scoreNS: 0 } };
  const seatCell = textCell(row, 'NS/EW');
  const written = parseBwsSeat(seatCell);
  const resultCell = textCell(row, 'Result');
  const tricks = parseBwsResult(resultCell, contract);
  if (!written)
    report(
      'error',
      'bws-declarer',
      record,
      `${describe(row['NS/EW'])} is not the declarer's seat for ${contractText(contract)} (expected N, E, S or W)`,
      'NS/EW',
    );
  if (!tricks.ok)
    report('error', 'bws-result', record, `${describe(row['Result'])} is not a result for ${contractText(contract)} (${tricks.expected})`, 'Result');
  if (!written || !tricks.ok) return undefined;
  checkDeclaringPair(row, written, record, report);
  const declarer: Seat = turned ? turnSeat(written) : written;
  return { kind: 'played', score: played(contract, declarer, tricks.value, boardFacts(board).vulnerability) };
}

/**
 * `Declarer` is the declaring pair's number: when it names the other pair than the one in the seat `NS/EW`
 * gives, the seat is taken (it is what the players entered on the Bridgemate), with a warning. Where both
 * pairs have the same number (a Mitchell numbered from 1 each way) there is nothing to compare.
 */
function checkDeclaringPair(row: BwsRow, seat: Seat, record: string, report: Report): void {
  const declaring = intCell(row, 'Declarer', { min: 1 });
  const ns = intCell(row, 'PairNS', { min: 0 });
  const ew = intCell(row, 'PairEW', { min: 0 });
  if (!declaring.ok || !ns.ok || !ew.ok || ns.value === ew.value) return;
  const [own, other] = seat === 'N' || seat === 'S' ? [ns.value, ew.value] : [ew.value, ns.value];
  if (declaring.value === other && declaring.value !== own) {
    report(
      'warning',
      'bws-declaring-pair',
      record,
      `pair ${declaring.value} is the declarer, but the seat ${seat} is pair ${own}'s; the seat is used`,
      'Declarer',
    );
  }
}
