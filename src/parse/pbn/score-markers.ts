/**
 * Ruter's score cells that replace a table's result (outside the PBN spec), read from a ScoreTable row's
 * Score_NS and Score_EW:
 * - `800>a` (either column): the result 800 replaced by an artificial score (Law 12C2), the split the row's
 *   published matchpoints show, else the marker's (`>a+` 60/40, `>a-` 40/60, `>a` 50/50); the result is not scored;
 * - a signed score in one column with an artificial mark in the other (`"+0"` and `"A+"`, `"A+"` and `"-100"`):
 *   Law 12C1 and 12C2 at one table, an assigned score for that side (its own view, as the column is) and the
 *   percentage of the mark for the other (`AssignedSide`, scored by scoring/pairs/assigned-side.ts).
 *
 * @example
 * // Score_NS "+0", Score_EW "A+"
 * assignedOutcome(row, '+0', 'A+', ctx) //=> { kind: 'artificial', ns: { assignedScore: 0 }, ew: { percent: 60, role: 'nonOffender' } }
 */
import { Rational } from '../../base/rational.js';
import { found, type DiagnosticBag } from '../../base/diagnostics.js';
import type { Outcome } from '../../model/types.js';
import { artificialMark, artificialSide } from './outcome.js';
import { cellValue, decimalCell, type TableRow } from './table.js';

/** What a marker's message needs: where to report, and the board. */
export interface MarkerContext {
  readonly bag: DiagnosticBag;
  readonly board: number;
}

/** `800>a` (Ruter): a result replaced by an artificial score. */
const REPLACED = /^(-?\d{1,5})\s*>\s*a\s*([+\-=]?)$/i;

/** A score written with its sign (`+0`, `+50`, `-100`): beside an artificial mark, that side's assigned score. */
const SIGNED = /^([+-])(\d{1,5})$/;

/**
 * A score cell `800>a`: the result replaced by an artificial score. The split is the one the row's published
 * matchpoints show (MP_NS of MP_NS + MP_EW), else the marker's (`a+` 60/40, `a-` 40/60, `a` 50/50).
 */
export function replacedOutcome(row: TableRow, nsText: string | undefined, ewText: string | undefined, ctx: MarkerContext): Outcome | undefined {
  const nsMatch = nsText === undefined ? null : REPLACED.exec(nsText);
  const ewMatch = ewText === undefined ? null : REPLACED.exec(ewText);
  const m = nsMatch ?? ewMatch;
  if (m === null) return undefined;
  const mpNS = decimalCell(row, 'MP_NS');
  const mpEW = decimalCell(row, 'MP_EW');
  let nsPct: number;
  let how: string;
  if (mpNS !== undefined && mpEW !== undefined && mpNS.sign() >= 0 && mpEW.sign() >= 0 && !mpNS.add(mpEW).isZero()) {
    nsPct = Number(mpNS.mul(Rational.of(100)).div(mpNS.add(mpEW)).toFixed(2));
    how = `as the row's matchpoints show (${cellValue(row.get('MP_NS')) ?? ''} / ${cellValue(row.get('MP_EW')) ?? ''})`;
  } else {
    const mark = (m[2] ?? '').trim();
    const forSide = mark === '+' ? 60 : mark === '-' ? 40 : 50;
    nsPct = nsMatch !== null ? forSide : 100 - forSide;
    how = `as the marker "a${mark}" says`;
  }
  const score = Number(m[1]);
  ctx.bag.warn(
    'pbn-replaced-result',
    `board ${ctx.board}: the result ${nsMatch !== null ? score : -score} (NS) was replaced by an artificial score (${found(m[0])}): NS ${nsPct} %, EW ${100 - nsPct} % ${how}; the replaced result is not scored`,
    row.line,
    nsMatch !== null ? 'Score_NS' : 'Score_EW',
  );
  return { kind: 'artificial', ns: artificialSide(nsPct), ew: artificialSide(100 - nsPct) };
}

/**
 * `"+0"` with `"A+"` (either way round): one side's assigned score (Law 12C1) and the other side's artificial
 * score (Law 12C2). The signed number is the side's own score, as its column holds it: "+0" for EW is EW 0,
 * "+50" for EW is NS −50. undefined when the row is not of that form.
 */
export function assignedOutcome(row: TableRow, nsText: string | undefined, ewText: string | undefined, ctx: MarkerContext): Outcome | undefined {
  const nsMark = artificialMark(nsText);
  const ewMark = artificialMark(ewText);
  const nsScore = signedScore(nsText);
  const ewScore = signedScore(ewText);
  let outcome: Extract<Outcome, { kind: 'artificial' }>;
  if (nsScore !== undefined && ewMark !== undefined) outcome = { kind: 'artificial', ns: { assignedScore: nsScore }, ew: artificialSide(ewMark) };
  else if (ewScore !== undefined && nsMark !== undefined)
    outcome = { kind: 'artificial', ns: artificialSide(nsMark), ew: { assignedScore: ewScore === 0 ? 0 : -ewScore } };
  else return undefined;
  const assigned = nsScore !== undefined ? 'NS' : 'EW';
  const other = assigned === 'NS' ? 'EW' : 'NS';
  const own = (assigned === 'NS' ? nsScore : ewScore) as number;
  const percent = (assigned === 'NS' ? ewMark : nsMark) as number;
  const score = `${own >= 0 ? '+' : ''}${own}${assigned === 'EW' && own !== 0 ? `, NS ${-own}` : ''}`;
  ctx.bag.warn(
    'pbn-assigned-artificial',
    `board ${ctx.board}: ${found(nsText ?? '')} / ${found(ewText ?? '')}: ${assigned} an assigned score of ${score} (Law 12C1), scored against the board's other results; ` +
      `${other} an artificial ${percent} % (Law 12C2); the other tables are compared without this one`,
    row.line,
    assigned === 'NS' ? 'Score_NS' : 'Score_EW',
  );
  return outcome;
}

function signedScore(text: string | undefined): number | undefined {
  const m = text === undefined ? null : SIGNED.exec(text.trim());
  if (m === null) return undefined;
  const v = Number(m[2]);
  return m[1] === '-' && v !== 0 ? -v : v;
}
