/**
 * `--deals FILE.pbn`: the session's hand record (src/parse/pbn/hand-record.ts) laid onto the event's boards, so
 * that the board pages, the JSON and the PBN output carry each played board's deal, double-dummy table and par.
 *
 * @example
 * event = await withDealsFile(event, 'hands.pbn', diagnostics, deps);
 */
import type { PairsEvent } from '../model/types.js';
import type { Diagnostic } from '../parse/diagnostics.js';
import { readHandRecord, withHandRecord } from '../parse/pbn/hand-record.js';
import type { CliDeps } from './deps.js';

export async function withDealsFile(event: PairsEvent, path: string, diagnostics: Diagnostic[], deps: CliDeps): Promise<PairsEvent> {
  const record = readHandRecord(await deps.readBytes(path), path === '-' ? '<stdin>' : path);
  diagnostics.push(...record.diagnostics);
  const played = new Set(event.results.map((r) => r.board));
  const merged = withHandRecord(event.boards, played, record.boards, path);
  diagnostics.push(...merged.diagnostics);
  return { ...event, boards: merged.boards };
}
