/**
 * `--deals FILE.pbn`: the session's hand record (src/parse/pbn/hand-record.ts) laid onto the event's boards, so
 * that the board pages, the JSON and the PBN output carry each played board's deal, double-dummy table and par.
 * What the hand record lacks is computed here (deals-analysis.ts, by the solver the command line gives): each
 * played board with a whole deal and no analysis of its own gains the solver's table and the par computed from
 * it, so that a dealing program's file of deals only gives the full board pages. A board with an analysis of
 * its own keeps it as it is: a table or par the file gives, and a board whose analysis tags cannot be read
 * (left without one, with the reader's warning; `deals solve` completes a file and checks its tables). With
 * `--check-deals` (checkTables), each played board's own table is solved again and a disagreement is a warning
 * naming the board; the file's table is kept.
 *
 * @example
 * info = await withDealsFile(info, table, { file: 'hands.pbn', bytes }, diagnostics, solve);
 */
import type { LineTable } from '../model/line-table.js';
import type { PairsEventInfo } from '../parse/read-event-core.js';
import type { Diagnostic } from '../base/diagnostics.js';
import { readHandRecord, withHandRecord } from '../parse/pbn/hand-record.js';
import type { BoardInfo } from '../model/types.js';
import type { FileBytes } from './inputs.js';
import type { SolveDeals } from './deals-common.js';

/** Completes the analysis of boards with deals only (the solver runs where the command line runs it: workers, a progress bar). */
export type SolveBoards = (boards: readonly BoardInfo[]) => Promise<readonly BoardInfo[]>;

/**
 * The boards of a hand record whose game has an analysis tag, readable or not (by the `Board` tag's number);
 * all of them (`'all'`) when a game with an analysis tag has no readable board number.
 */
export function boardsWithAnalysisTags(bytes: Uint8Array, file: string): ReadonlySet<number> | 'all' {
  return readHandRecord(bytes, file).analysed;
}

export async function withDealsFile(
  info: PairsEventInfo,
  table: LineTable,
  deals: FileBytes,
  diagnostics: Diagnostic[],
  solve: SolveBoards,
  checkTables?: SolveDeals,
): Promise<PairsEventInfo> {
  const { bytes, file: path } = deals;
  const shown = path === '-' ? '<stdin>' : path;
  const record = readHandRecord(bytes, shown);
  for (const d of record.diagnostics) diagnostics.push(d);
  const played = new Set<number>();
  for (let i = 0; i < table.count; i++) played.add(table.board[i] as number);
  const merged = withHandRecord(info.boards, played, record.boards, path);
  for (const d of merged.diagnostics) diagnostics.push(d);
  const analysed = record.analysed;
  // Nothing is solved for a run that bad data ends anyway (a deal costs the solver seconds).
  if (analysed === 'all' || diagnostics.some((d) => d.severity === 'error')) return { ...info, boards: merged.boards };
  if (checkTables) await checkOwnTables(merged.boards, played, shown, diagnostics, checkTables);
  // What the file lacks is computed (loaded only then: the solver is not small).
  const { boardsToSolve } = await import('./deals-analysis.js');
  const lacking = merged.boards.filter((b) => played.has(b.board) && !analysed.has(b.board) && b.doubleDummy === undefined && b.par === undefined);
  if (boardsToSolve(lacking).length === 0) return { ...info, boards: merged.boards };
  const solved = new Map((await solve(lacking)).map((b) => [b.board, b]));
  return { ...info, boards: merged.boards.map((b) => solved.get(b.board) ?? b) };
}

/** A deal read whole (52 cards), not one with holdings missing. */
const wholeDeal = (d: { readonly ok: boolean; readonly value?: unknown }): boolean => d.ok && d.value !== undefined;

/**
 * `--check-deals`: every played board whose hand record gives a double-dummy table and a whole deal, solved
 * again; where the two differ, a warning names the board and the first cells that differ (the file's is kept).
 */
async function checkOwnTables(
  boards: readonly BoardInfo[],
  played: ReadonlySet<number>,
  file: string,
  diagnostics: Diagnostic[],
  solveTables: SolveDeals,
): Promise<void> {
  const { parseDeal } = await import('../parse/pbn/deal.js');
  const { tableDifferences } = await import('./deals-common.js');
  const own = boards.filter((b) => played.has(b.board) && b.doubleDummy !== undefined && b.deal !== undefined && wholeDeal(parseDeal(b.deal)));
  if (own.length === 0) return;
  const tables = await solveTables(own.map((b) => b.deal as string));
  own.forEach((b, i) => {
    const diff = tableDifferences(b.doubleDummy as NonNullable<BoardInfo['doubleDummy']>, tables[i] as NonNullable<BoardInfo['doubleDummy']>);
    if (diff === '') return;
    diagnostics.push({
      severity: 'warning',
      code: 'deals-table-differs',
      file,
      field: `board ${b.board}`,
      message: `board ${b.board}: the hand record's double-dummy table differs from the solver's (${diff}); the file's is kept`,
    });
  });
}
