/**
 * `bridgescore diff OLD.json NEW.json`: what changed between two published versions, as tables for the
 * director — the results, the board scores, the places.
 *
 * @example
 * renderDiffTable(diff) //=> "Results changed\n┌───────┬…"
 */
import { TextTable } from '../../text/text-table.js';
import type { PairsDiff } from '../json/diff-pairs.js';

const num = (v: number | null): string => (v === null ? '–' : String(Math.round(v * 100) / 100));
const where = (board: number, section: string | null, table: number | null): string =>
  `${board}${section ? ` (${section})` : ''}${table !== null ? ` @${table}` : ''}`;

export function renderDiffTable(diff: PairsDiff): string {
  if (diff.results.length === 0 && diff.scores.length === 0 && diff.places.length === 0)
    return 'No changes: the two versions have the same results, scores and places.\n';
  const out: string[] = [];
  if (diff.results.length > 0) {
    const t = new TextTable({ head: ['Board', 'NS', 'EW', 'Was', 'Now'], align: ['left', 'right', 'right', 'left', 'left'] });
    for (const r of diff.results) t.push([where(r.board, r.section, r.table), r.ns, r.ew, r.was ?? '–', r.now ?? '–']);
    out.push(`Results changed (${diff.results.length})`, t.toString());
  }
  if (diff.scores.length > 0) {
    const t = new TextTable({
      head: ['Board', 'NS', 'EW', 'NS was', 'NS now', 'EW was', 'EW now'],
      align: ['left', 'right', 'right', 'right', 'right', 'right', 'right'],
    });
    for (const s of diff.scores) t.push([where(s.board, s.section, s.table), s.ns, s.ew, num(s.was.ns), num(s.now.ns), num(s.was.ew), num(s.now.ew)]);
    out.push(`Board scores changed (${diff.scores.length})`, t.toString());
  }
  if (diff.places.length > 0) out.push(`Places and scores changed (${diff.places.length})`, placesTable(diff));
  return out.join('\n') + '\n';
}

/** The places, scores and (where either version has them) masterpoint awards that changed. */
function placesTable(diff: PairsDiff): string {
  const awards = diff.places.some((p) => p.awardWas !== null || p.awardNow !== null);
  const t = new TextTable({
    head: ['Pair', 'Names', 'Place was', 'Place now', 'Score was', 'Score now', ...(awards ? ['Award was', 'Award now'] : [])],
    align: ['right', 'left', 'right', 'right', 'right', 'right', ...(awards ? (['right', 'right'] as const) : [])],
  });
  for (const p of diff.places) {
    const id = `${p.section ? `${p.section}:` : ''}${p.direction ? `${p.direction}:` : ''}${p.pair}`;
    const place = (v: number | null): string => (v === null ? '–' : String(v));
    t.push([id, p.names, place(p.rankWas), place(p.rankNow), num(p.scoreWas), num(p.scoreNow), ...(awards ? [num(p.awardWas), num(p.awardNow)] : [])]);
  }
  return t.toString();
}
