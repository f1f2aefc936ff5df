/**
 * `--carry-over FILE`: what each pair brings from an earlier stage of the event (a qualifying round, earlier
 * sessions scored elsewhere), in matchpoints or IMPs, added to its total. Columns: `pair`, `carry`, and
 * `section` / `direction` where pairs of different sections (or NS and EW) share numbers.
 *
 * @example
 * pair,carry
 * 3,12.5
 */
import { Rational } from '../../base/rational.js';
import { found, DiagnosticBag, type Diagnostic } from '../../base/diagnostics.js';
import { BOUNDED_DECIMAL_EXPECTED, parseBoundedDecimal } from '../../laws/notation.js';
import { readCsvTable, type ColumnSpec } from './read-table.js';

const COLUMNS: readonly ColumnSpec[] = [
  { name: 'pair', synonyms: ['pair', 'pair no', 'pairid'], required: true },
  { name: 'carry', synonyms: ['carry', 'carry over', 'carryover', 'carry-over', 'amount', 'points'], required: true },
  { name: 'section', synonyms: ['section'] },
  { name: 'direction', synonyms: ['direction', 'dir'] },
];

export function readCarryOverCsv(text: string, file: string): { carryOver: Map<string, Rational>; diagnostics: Diagnostic[] } {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, COLUMNS, bag);
  const carryOver = new Map<string, Rational>();
  for (const row of table.rows) {
    // Keyed as the pair is named elsewhere: `7`, `A:7`, `NS:1`, `A:NS:1`.
    const dir = row
      .get('direction')
      ?.toUpperCase()
      .replace(/[^NSEW]/g, '');
    const pair = [row.get('section'), dir === 'NS' || dir === 'EW' ? dir : undefined, row.get('pair') as string].filter((x) => x !== undefined).join(':');
    const text = row.get('carry') ?? '';
    const v = parseBoundedDecimal(text);
    if (!v) {
      bag.error('carry', `${found(text)} is not a number (expected matchpoints or IMPs such as 12.5 or -3, ${BOUNDED_DECIMAL_EXPECTED})`, row.line, 'carry');
      continue;
    }
    if (carryOver.has(pair)) {
      bag.error('duplicate-pair', `pair ${pair} is listed twice`, row.line, 'pair');
      continue;
    }
    carryOver.set(pair, v);
  }
  return { carryOver, diagnostics: bag.items };
}
