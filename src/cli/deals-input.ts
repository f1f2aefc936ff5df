/**
 * `--deals FILE.pbn`: the session's hand record (src/parse/pbn/hand-record.ts) laid onto the event's boards, so
 * that the board pages, the JSON and the PBN output carry each played board's deal, double-dummy table and par.
 *
 * @example
 * info = await withDealsFile(info, table, 'hands.pbn', diagnostics, deps);
 */
import type { LineTable } from '../model/line-table.js';
import type { PairsEventInfo } from '../parse/read-event-core.js';
import type { Diagnostic } from '../parse/diagnostics.js';
import { readHandRecord, withHandRecord } from '../parse/pbn/hand-record.js';
import type { CliDeps } from './deps.js';

export async function withDealsFile(info: PairsEventInfo, table: LineTable, path: string, diagnostics: Diagnostic[], deps: CliDeps): Promise<PairsEventInfo> {
  const record = readHandRecord(await deps.readBytes(path), path === '-' ? '<stdin>' : path);
  for (const d of record.diagnostics) diagnostics.push(d);
  const played = new Set<number>();
  for (let i = 0; i < table.count; i++) played.add(table.board[i] as number);
  const merged = withHandRecord(info.boards, played, record.boards, path);
  for (const d of merged.diagnostics) diagnostics.push(d);
  return { ...info, boards: merged.boards };
}
