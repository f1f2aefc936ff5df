/**
 * `deals print`: a hand record read (src/parse/pbn/hand-record.ts), what it lacks computed — the double-dummy
 * table of a board with a deal and no table (the solver), its par (src/laws/par.ts) — and the printable
 * sheet made of it (src/output/html/hand-record-sheet.ts).
 *
 * @example
 * const { html } = await printHandRecord(bytes, 'hands.pbn', solveInProcess, { loc: localeFor('nb') });
 */
import type { BoardInfo } from '../model/types.js';
import type { Diagnostic } from '../base/diagnostics.js';
import { readHandRecord } from '../parse/pbn/hand-record.js';
import { handRecordSheet, type HandRecordSheetOptions } from '../output/html/hand-record-sheet.js';
import { completeAnalysis } from './deals-analysis.js';
import type { SolveDeals } from './deals-common.js';

export async function printHandRecord(
  bytes: Uint8Array,
  file: string,
  solve: SolveDeals,
  opts: HandRecordSheetOptions = {},
  onSolved?: (done: number, total: number) => void,
): Promise<{ html?: string; boards: readonly BoardInfo[]; diagnostics: readonly Diagnostic[] }> {
  const record = readHandRecord(bytes, file);
  if (record.diagnostics.some((d) => d.severity === 'error')) return { boards: [], diagnostics: record.diagnostics };
  const boards = await completeAnalysis(record.boards, solve, onSolved);
  return { html: handRecordSheet(boards, opts), boards, diagnostics: record.diagnostics };
}
