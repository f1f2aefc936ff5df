import type { Writer } from '../documents.js';
import { sideNames } from '../view/swiss-round.js';
import { csvSafeText, csvText } from '../../text/csv.js';
import type { NextRound } from '../../model/swiss.js';

export function renderRoundCsv(next: NextRound): string {
  const [a, b] = sideNames(next.kind);
  const withBoards = next.kind === 'pairs' || next.boards !== undefined;
  const header = ['round', 'table', a, b, ...(withBoards ? ['boards'] : [])];
  const boards = withBoards ? [next.boards ?? ''] : [];
  const rows: string[][] = next.tables.map((t) => [String(next.round), String(t.table), csvSafeText(t.home), csvSafeText(t.away), ...boards]);
  if (next.bye !== undefined) rows.push([String(next.round), String(next.bye.table), csvSafeText(next.bye.id), '0', ...boards]);
  return csvText([header, ...rows]);
}

/** The Swiss writer of CSV: the next round's draw. */
export const writeSwissCsv: Writer<NextRound> = (doc, _o, write) => write(renderRoundCsv(doc));
