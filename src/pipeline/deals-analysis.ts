/**
 * What a hand record lacks, computed: a board with a whole deal and no double-dummy table gains the solver's
 * table and the par computed from it (src/laws/par.ts, marked `computed`); a board that has a table keeps it
 * and its par. Used by `deals print` and by `pairs … --deals` (src/cli/deals-input.ts).
 *
 * @example
 * (await completeAnalysis([{ board: 1, dealer: 'N', vulnerability: 'None', deal: 'N:…' }], solveInProcess))[0].par
 */
import type { BoardInfo } from '../model/types.js';
import { boardFacts } from '../laws/board-facts.js';
import { computePar } from '../laws/par.js';
import { parseDeal } from '../parse/pbn/deal.js';
import type { SolveDeals } from './deals-common.js';

/** The boards that a solve would complete: a whole deal, no table. */
export function boardsToSolve(boards: readonly BoardInfo[]): BoardInfo[] {
  return boards.filter((b) => {
    if (b.doubleDummy !== undefined || b.deal === undefined) return false;
    const d = parseDeal(b.deal);
    return d.ok && d.value !== undefined;
  });
}

export async function completeAnalysis(
  boards: readonly BoardInfo[],
  solve: SolveDeals,
  onSolved?: (done: number, total: number) => void,
): Promise<BoardInfo[]> {
  const todo = boardsToSolve(boards);
  if (todo.length === 0) return [...boards];
  const tables = await solve(
    todo.map((b) => b.deal as string),
    onSolved ? (done) => onSolved(done, todo.length) : undefined,
  );
  const solved = new Map(todo.map((b, i) => [b, tables[i]]));
  return boards.map((b) => {
    const doubleDummy = solved.get(b);
    if (!doubleDummy) return b;
    const facts = boardFacts(b.board);
    // A par the file gives (a score without a table) is kept; otherwise it is computed from the table.
    const par = b.par ?? computePar(doubleDummy, b.vulnerability ?? facts.vulnerability, b.dealer ?? facts.dealer);
    return { ...b, doubleDummy, par };
  });
}
