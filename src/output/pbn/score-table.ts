/**
 * PBN 2.1 §5.9 `ScoreTable` of one board: a row per traveller line with the result and our computed values,
 * in the layout Ruter writes (`Table;Round;PairId_NS;PairId_EW;Contract;Declarer;Result;Lead;Score_NS;
 * Score_EW;MP_NS;MP_EW;Percentage_NS;Percentage_EW`), `IMP_NS;IMP_EW` for IMPs and `ButlerDatum` for Butler.
 * Section, Table, Round and Lead appear only when the event has them.
 *
 * How each kind of line is written, so that the reader gets the same outcome back:
 * - played: contract (`4HX`), declarer, tricks; the NS score in Score_NS when ≥ 0, otherwise EW's in
 *   Score_EW; an assigned score (Law 12C1a) carries a leading `^`;
 * - passed out: `Pass - -` with a score of 0, as Ruter writes it;
 * - only a score known: `?` for contract, declarer and tricks;
 * - artificial (Law 12C2): `- - -` and each side's mark, `A+`/`A`/`A-` for 60/50/40 (Ruter), `^<n>%` for
 *   any other percentage; a side with an assigned score (Law 12C1) its own score signed, `"+0"` beside `"A+"`;
 * - not played, or weighted (Law 12C1c, which PBN cannot express): `? ? ?` and no score.
 *
 * @example
 * scoreTableLines(clubSession, board1, layout)
 * //=> ['[ScoreTable "Table\\1R;Round\\1R;PairId_NS\\1R;PairId_EW\\2R;Contract\\2L;…"]',
 * //    '1 1 1  8 3S W 7 "100"     - 9 1 90.00 10.00', …]
 */
import type { Rational } from '../../base/rational.js';
import type { ArtificialSide, Outcome } from '../../model/types.js';
import { contractText } from '../../laws/notation.js';
import type { ScoredBoard, ScoredLine, ScoredPairsEvent } from '../../model/scored.js';
import { assertNever } from '../../base/assert-never.js';
import { fmtImp, fmtMp, fmtPct } from '../../text/display-number.js';
import { resultRow } from '../view/pairs.js';
import { NOT_APPLICABLE, UNKNOWN, pbnTable, text, token, type PbnCell, type PbnColumn } from './pbn-text.js';

const MARKS: Readonly<Record<number, string>> = { 60: 'A+', 50: 'A', 40: 'A-' };

/** Which optional columns the whole event needs, so that every board's table has the same layout. */
export interface ScoreTableLayout {
  readonly section: boolean;
  readonly table: boolean;
  readonly round: boolean;
  readonly lead: boolean;
}

export function scoreTableLayout(event: ScoredPairsEvent): ScoreTableLayout {
  const lines = event.boards.flatMap((b) => b.lines.map((l) => ({ b, l: l.line })));
  return {
    section: lines.some(({ b, l }) => (l.section ?? b.section) !== undefined),
    table: lines.some(({ l }) => l.table !== undefined),
    round: lines.some(({ l }) => l.round !== undefined),
    lead: lines.some(({ l }) => l.lead !== undefined),
  };
}

export function scoreTableLines(event: ScoredPairsEvent, board: ScoredBoard, layout: ScoreTableLayout): string[] {
  const columns: PbnColumn[] = [];
  const add = (name: string, align: 'L' | 'R'): void => {
    columns.push({ name, align });
  };
  if (layout.section) add('Section', 'L');
  if (layout.table) add('Table', 'R');
  if (layout.round) add('Round', 'R');
  if (event.individual) {
    // Ruter's individual layout: the four players instead of the two pairs.
    for (const seat of ['North', 'East', 'South', 'West']) add(`PlayerId_${seat}`, 'R');
  } else {
    add('PairId_NS', 'R');
    add('PairId_EW', 'R');
  }
  add('Contract', 'L');
  add('Declarer', 'R');
  add('Result', 'R');
  if (layout.lead) add('Lead', 'L');
  add('Score_NS', 'R');
  add('Score_EW', 'R');
  if (event.method === 'mp') {
    add('MP_NS', 'R');
    add('MP_EW', 'R');
    add('Percentage_NS', 'R');
    add('Percentage_EW', 'R');
  } else {
    add('IMP_NS', 'R');
    add('IMP_EW', 'R');
    if (event.method === 'butler') add('ButlerDatum', 'R');
  }
  const rows = board.lines.map((sl) => rowOf(event, board, sl, layout));
  return pbnTable('ScoreTable', columns, rows);
}

function rowOf(event: ScoredPairsEvent, board: ScoredBoard, sl: ScoredLine, layout: ScoreTableLayout): PbnCell[] {
  const { line } = sl;
  const view = resultRow(board.board, board.section, sl);
  const cells: PbnCell[] = [];
  const optional = (v: string | number | null | undefined): PbnCell => (v === null || v === undefined ? NOT_APPLICABLE : token(String(v)));
  if (layout.section) cells.push(optional(line.section ?? board.section));
  if (layout.table) cells.push(optional(line.table));
  if (layout.round) cells.push(optional(line.round));
  if (event.individual && line.seats) cells.push(token(line.seats.N), token(line.seats.E), token(line.seats.S), token(line.seats.W));
  else cells.push(token(line.ns), token(line.ew));
  for (const c of resultCells(line.outcome)) cells.push(c);
  if (layout.lead) cells.push(optional(line.lead));
  for (const c of scoreCells(line.outcome)) cells.push(c);
  const value = (v: Rational | undefined, f: (x: Rational) => string): PbnCell => (v === undefined ? NOT_APPLICABLE : token(f(v)));
  if (event.method === 'mp') {
    const mp = (x: Rational): string => fmtMp(x, 2);
    cells.push(value(view.valueNS, mp), value(view.valueEW, mp), value(view.percentNS, fmtPct), value(view.percentEW, fmtPct));
  } else {
    cells.push(value(view.valueNS, fmtImp), value(view.valueEW, fmtImp));
    if (event.method === 'butler') cells.push(optional(sl.explain.datum));
  }
  return cells;
}

/** Contract, Declarer, Result. */
function resultCells(o: Outcome): PbnCell[] {
  switch (o.kind) {
    case 'played': {
      const s = o.score;
      if (s.contract === undefined) return s.scoreNS === 0 ? [token('Pass'), NOT_APPLICABLE, NOT_APPLICABLE] : [UNKNOWN, UNKNOWN, UNKNOWN];
      return [
        token(contractText(s.contract)),
        s.declarer === undefined ? UNKNOWN : token(s.declarer),
        s.tricks === undefined ? UNKNOWN : token(String(s.tricks)),
      ];
    }
    case 'artificial':
      return [NOT_APPLICABLE, NOT_APPLICABLE, NOT_APPLICABLE];
    case 'weighted':
    case 'notPlayed':
      return [UNKNOWN, UNKNOWN, UNKNOWN];
    default:
      return assertNever(o);
  }
}

/** Score_NS, Score_EW: each side's own view, the other `-` (Ruter quotes the numbers). */
function scoreCells(o: Outcome): PbnCell[] {
  switch (o.kind) {
    case 'played': {
      const mark = o.assigned ? '^' : '';
      const ns = o.score.scoreNS;
      return ns >= 0 ? [text(`${mark}${ns}`), NOT_APPLICABLE] : [NOT_APPLICABLE, text(`${mark}${-ns}`)];
    }
    case 'artificial':
      return [text(artificialMark(o.ns, 'NS')), text(artificialMark(o.ew, 'EW'))];
    case 'weighted':
    case 'notPlayed':
      return [NOT_APPLICABLE, NOT_APPLICABLE];
    default:
      return assertNever(o);
  }
}

/** A side's mark; an assigned side (Law 12C1) its own score with its sign, `"+0"`, as Ruter writes it beside `"A+"`. */
function artificialMark(side: ArtificialSide, d: 'NS' | 'EW'): string {
  if (side.assignedScore !== undefined) {
    const own = d === 'NS' || side.assignedScore === 0 ? side.assignedScore : -side.assignedScore;
    return own >= 0 ? `+${own}` : String(own);
  }
  return MARKS[side.percent] ?? `^${side.percent}%`;
}
