/**
 * `teams --vp-scale FILE`: the organiser's VP scale (a federation's integer scale, e.g. the EBU's) as CSV,
 * `boards,margin,vp`: in a match of `boards` boards a winning margin from `margin` IMPs up to the next row gives
 * the winner `vp`, the loser the maximum less `vp`; the margin 0 row is the draw. Checked where read: whole board
 * counts 1–1000, margins 0–1000, VPs 0–max with at most 2 decimals, one row per board count and margin, the draw
 * max/2, and VPs non-decreasing in the margin (so the winner never gets less than the loser).
 *
 * @example
 * readVpScaleCsv('boards,margin,vp\n3,0,10\n3,1,11\n', 'ebu.csv', 20).scale?.byBoards.get(3) //=> [{ margin: 0, vp: 1000 }, { margin: 1, vp: 1100 }]
 */
import { DiagnosticBag, type Diagnostic } from '../../base/diagnostics.js';
import { MAX_BOARDS, boundedDecimal, isTooLarge, shownText } from '../../base/numbers.js';
import { Rational } from '../../base/rational.js';
import { hundredthsText } from '../../base/hundredths.js';
import type { OrganiserVpScale, VpStep } from '../../model/teams.js';
import { readCsvTable, type ColumnSpec, type CsvRow } from './read-table.js';
import { wholeNumber } from './teams-cells.js';

/** The largest margin a row may start at. */
export const MAX_SCALE_MARGIN = 1000;

const COLUMNS: readonly ColumnSpec[] = [
  { name: 'boards', synonyms: ['boards', 'board', 'n'], required: true },
  { name: 'margin', synonyms: ['margin', 'imps', 'impmargin'], required: true },
  { name: 'vp', synonyms: ['vp', 'vps', 'winner', 'winnervp'], required: true },
];

interface Row extends VpStep {
  readonly line: number;
}

/** A VP in hundredths: a number 0–max with at most 2 decimals. */
function vpCell(row: CsvRow, bag: DiagnosticBag, max: number): number | undefined {
  const text = row.get('vp');
  if (text === undefined) {
    bag.error('missing-value', `the VP is empty (expected a number from 0 to ${max})`, row.line, 'vp');
    return undefined;
  }
  const r = boundedDecimal(text, max);
  if (r === undefined || isTooLarge(r) || r.sign() < 0 || !r.mul(Rational.of(100)).isInteger()) {
    bag.error('bad-number', `${shownText(text)} is not a VP (expected a number from 0 to ${max} with at most 2 decimals)`, row.line, 'vp');
    return undefined;
  }
  return Number(r.mul(Rational.of(100)).num);
}

/** One board count's rows by margin: the draw row max/2, VPs non-decreasing. */
function checkBoardCount(boards: number, rows: Row[], top: number, bag: DiagnosticBag): boolean {
  rows.sort((a, b) => a.margin - b.margin);
  const first = rows[0];
  if (first === undefined) return false;
  if (first.margin !== 0) {
    bag.error('vp-scale-no-draw', `${boards} boards: no row for margin 0 (the draw, ${hundredthsText(top / 2)} each)`, first.line, 'margin');
    return false;
  }
  if (first.vp !== top / 2) {
    bag.error(
      'vp-scale-draw',
      `${boards} boards, margin 0: a draw is ${hundredthsText(top / 2)} each (half the maximum), not ${hundredthsText(first.vp)}`,
      first.line,
      'vp',
    );
    return false;
  }
  let ok = true;
  for (let i = 1; i < rows.length; i++) {
    const prev = rows[i - 1] as Row;
    const r = rows[i] as Row;
    if (r.vp < prev.vp) {
      const message = `${boards} boards, margin ${r.margin}: ${hundredthsText(r.vp)} is less than ${hundredthsText(prev.vp)} for margin ${prev.margin} (line ${prev.line}): VPs must not decrease as the margin grows`;
      bag.error('vp-scale-decreasing', message, r.line, 'vp');
      ok = false;
    }
  }
  return ok;
}

/** The scale file read and checked; `scale` is undefined when it has an error. `max` is the scale's maximum (--max). */
export function readVpScaleCsv(text: string, file: string, max: number): { scale?: OrganiserVpScale; diagnostics: Diagnostic[] } {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, COLUMNS, bag);
  const top = max * 100;
  const byBoards = new Map<number, Row[]>();
  const seen = new Map<string, number>();
  for (const row of table.rows) {
    const boards = wholeNumber(row, 'boards', bag, 'board count', MAX_BOARDS);
    const margin = wholeNumber(row, 'margin', bag, 'margin', MAX_SCALE_MARGIN, 0);
    const vp = vpCell(row, bag, max);
    if (boards === undefined || margin === undefined || vp === undefined) continue;
    const key = `${boards}/${margin}`;
    const first = seen.get(key);
    if (first !== undefined) {
      bag.error('vp-scale-duplicate', `${boards} boards, margin ${margin} is given twice (first at line ${first})`, row.line, 'margin');
      continue;
    }
    seen.set(key, row.line);
    const rows = byBoards.get(boards) ?? [];
    rows.push({ margin, vp, line: row.line });
    byBoards.set(boards, rows);
  }
  if (table.rows.length === 0 && bag.items.length === 0) bag.error('empty-file', 'the VP scale has no rows (expected boards,margin,vp)', table.headerLine);
  for (const [boards, rows] of byBoards) checkBoardCount(boards, rows, top, bag);
  if (bag.items.some((d) => d.severity === 'error')) return { diagnostics: bag.items };
  const steps = new Map([...byBoards].map(([n, rows]) => [n, rows.map((r) => ({ margin: r.margin, vp: r.vp }))] as const));
  return { scale: { file, kind: 'csv', max: top, byBoards: steps }, diagnostics: bag.items };
}
