/**
 * `--deals FILE.pbn`: the session's hand record (src/parse/pbn/hand-record.ts) laid onto the event's boards, so
 * that the board pages, the JSON and the PBN output carry each played board's deal, double-dummy table and par.
 * A hand record of deals only (a dealing program's file: no board has a table) is solved here
 * (deals-analysis.ts, by the solver the command line gives): each played board gains the solver's table and the par computed from it.
 * A file with any analysis of its own keeps it as it is (a board whose table is damaged is left without one, with
 * the reader's warning, rather than solved: `deals solve` completes and checks a file).
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

/** Completes the analysis of boards with deals only (the solver runs where the command line runs it: workers, a progress bar). */
export type SolveBoards = (boards: readonly BoardInfo[]) => Promise<readonly BoardInfo[]>;

const ANALYSIS_TAG = /\[\s*(DoubleDummyTricks|OptimumResultTable|OptimumScore|ParContract|OptimumContract)\b/;

export async function withDealsFile(
  info: PairsEventInfo,
  table: LineTable,
  deals: FileBytes,
  diagnostics: Diagnostic[],
  solve: SolveBoards,
): Promise<PairsEventInfo> {
  const { bytes, file: path } = deals;
  const record = readHandRecord(bytes, path === '-' ? '<stdin>' : path);
  for (const d of record.diagnostics) diagnostics.push(d);
  const played = new Set<number>();
  for (let i = 0; i < table.count; i++) played.add(table.board[i] as number);
  const merged = withHandRecord(info.boards, played, record.boards, path);
  for (const d of merged.diagnostics) diagnostics.push(d);
  // Any analysis in the file, even one that cannot be read, means it is not a dealing program's bare file.
  if (record.boards.some((b) => b.doubleDummy !== undefined || b.par !== undefined) || ANALYSIS_TAG.test(new TextDecoder('latin1').decode(bytes))) {
    return { ...info, boards: merged.boards };
  }
  // Deals only: the double-dummy tables and par are computed (loaded only then: the solver is not small).
  const { boardsToSolve } = await import('./deals-analysis.js');
  const onlyPlayed = merged.boards.filter((b) => played.has(b.board));
  if (boardsToSolve(onlyPlayed).length === 0) return { ...info, boards: merged.boards };
  const solved = new Map((await solve(onlyPlayed)).map((b) => [b.board, b]));
  return { ...info, boards: merged.boards.map((b) => solved.get(b.board) ?? b) };
}
