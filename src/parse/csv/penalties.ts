/**
 * `--penalties FILE`: procedural penalties (NBF Appendix I, 3.6). Columns: `pair`, optional `section` and
 * `direction`, `round` or `board` (when it happened), `category` (C–I of Appendix I, or free text), optional
 * `amount` (matchpoints, or a percentage of a board's top such as `25%`), `note`.
 *
 * @example
 * pair,round,category,note
 * 5,3,D,late arrival (NBF 3.5.6)
 */
import { Rational } from '../../base/rational.js';
import { found, DiagnosticBag, type Diagnostic } from '../../base/diagnostics.js';
import { BOUNDED_DECIMAL_EXPECTED, parseBoundedDecimal, parseWholeNumber } from '../../laws/notation.js';
import { readCsvTable, type ColumnSpec } from './read-table.js';
import { type PenaltyRecord } from '../../model/scored.js';

const COLUMNS: readonly ColumnSpec[] = [
  { name: 'pair', synonyms: ['pair', 'team'], required: true },
  { name: 'section', synonyms: ['section'] },
  { name: 'session', synonyms: ['session', 'sesjon'] },
  { name: 'direction', synonyms: ['direction', 'dir'] },
  { name: 'round', synonyms: ['round', 'rnd'] },
  { name: 'board', synonyms: ['board', 'bd'] },
  { name: 'category', synonyms: ['category', 'cat', 'offence', 'offense', 'reason'] },
  { name: 'amount', synonyms: ['amount', 'points', 'mp', 'penalty'] },
  { name: 'note', synonyms: ['note', 'notes', 'comment'] },
];

/** NBF Appendix I: the offences a director records. */
export const PENALTY_CATEGORIES: Record<string, string> = {
  C: 'incomplete or missing system card',
  D: 'slow play / late arrival',
  E: 'loud discussion heard at other tables',
  F: 'cards in the wrong pocket or face up',
  G: 'procedural error (wrong board, wrong seat …)',
  H: 'unacceptable behaviour',
  I: 'alcohol, smoking or mobile phone rules',
};

export function readPenaltiesCsv(text: string, file: string): { penalties: PenaltyRecord[]; diagnostics: Diagnostic[] } {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, COLUMNS, bag);
  const penalties: PenaltyRecord[] = [];
  for (const row of table.rows) {
    const at = row.line;
    const pair = row.get('pair') as string;
    const int = (name: string): number | undefined | null => {
      const v = row.get(name);
      if (v === undefined) return undefined;
      const n = parseWholeNumber(v);
      if (!n.ok) {
        bag.error(name, `${found(v)} is not a ${name} number (${n.expected})`, at, name);
        return null;
      }
      return n.value;
    };
    const round = int('round');
    const board = int('board');
    if (round === null || board === null) continue;
    const cat = row.get('category') ?? '';
    const category = /^[C-I]$/i.test(cat) ? cat.toUpperCase() : cat;
    const amountText = row.get('amount');
    let amount: PenaltyRecord['amount'];
    if (amountText !== undefined) {
      if (/^\s*-/.test(amountText)) {
        // A deduction is written as the points taken away: "-2" would read as a bonus, or as a double negative.
        bag.error(
          'amount',
          `${found(amountText)} is negative: the amount is the deduction, written positive (2 takes 2 matchpoints away; 25% a quarter of a top)`,
          at,
          'amount',
        );
        continue;
      }
      const pct = /^(\d+(?:[.,]\d+)?)\s*%$/.exec(amountText);
      const number = pct ? (pct[1] as string) : amountText;
      const v = parseBoundedDecimal(number);
      if (!v || v.sign() <= 0 || (pct && v.cmp(Rational.of(100)) > 0)) {
        bag.error(
          'amount',
          `${found(amountText)} is not a penalty (expected points such as 2 or 1.5, ${BOUNDED_DECIMAL_EXPECTED}, or a percentage of a top such as 25%)`,
          at,
          'amount',
        );
        continue;
      }
      amount = pct ? { kind: 'top', fraction: v.div(Rational.of(100)) } : { kind: 'points', value: v };
    }
    const dirText = row
      .get('direction')
      ?.toUpperCase()
      .replace(/[^NSEW]/g, '');
    const direction = dirText === 'NS' || dirText === 'EW' ? dirText : undefined;
    const section = row.get('section');
    const session = row.get('session');
    const note = row.get('note');
    penalties.push({
      pair,
      ...(section !== undefined ? { section } : {}),
      ...(session !== undefined ? { session } : {}),
      ...(direction !== undefined ? { direction } : {}),
      ...(round !== undefined ? { round } : {}),
      ...(board !== undefined ? { board } : {}),
      category,
      ...(amount ? { amount } : {}),
      ...(note !== undefined ? { note } : {}),
      source: { file, line: at },
    });
  }
  return { penalties, diagnostics: bag.items };
}
