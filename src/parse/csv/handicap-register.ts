/**
 * The federation's member list as CSV (NBF 3.15: players not in the register have no HC): one row per
 * member with id, name and HC. An empty HC is a new member, who starts at 52. HCs above 52 cannot occur
 * under the regulation and are rejected; negative HCs are kept.
 *
 * @example
 * readRegisterRows('id,name,hc\n12345,Kari Nordmann,23.5\n', 'register.csv').rows[0]
 * //=> { line: 2, id: '12345', name: 'Kari Nordmann', hcCenti: 2350 }
 */
import { DiagnosticBag, type Diagnostic } from '../../base/diagnostics.js';
import { readCsvTable, type ColumnSpec } from './read-table.js';
import { shownText } from '../../base/numbers.js';
import { MAX_HC_CENTI, MIN_HC_CENTI, START_HC, parseHcCenti } from '../../laws/handicap.js';

export interface RegisterRow {
  readonly line: number;
  readonly id: string;
  readonly name: string;
  readonly hcCenti: number;
}

const COLUMNS: readonly ColumnSpec[] = [
  { name: 'id', synonyms: ['id', 'player id', 'player', 'member', 'member id', 'member no', 'medlemsnr', 'nr'], required: true },
  { name: 'name', synonyms: ['name', 'player name', 'navn'], required: true },
  { name: 'hc', synonyms: ['hc', 'handicap', 'hcp'], required: true },
];

export function readRegisterRows(text: string, file: string): { rows: RegisterRow[]; diagnostics: Diagnostic[] } {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, COLUMNS, bag);
  const rows: RegisterRow[] = [];
  const seen = new Map<string, number>();
  for (const row of table.rows) {
    const id = row.get('id');
    const name = row.get('name') ?? '';
    const hcText = row.get('hc');
    if (id === undefined) {
      bag.error('missing-id', "missing (expected the player's member id)", row.line, 'id');
      continue;
    }
    const first = seen.get(id);
    if (first !== undefined) {
      bag.error('duplicate-id', `"${id}" appears again (first on line ${first}; expected each member once)`, row.line, 'id');
      continue;
    }
    seen.set(id, row.line);
    let hcCenti = START_HC * 100;
    if (hcText !== undefined) {
      const parsed = hcText.length <= 24 && /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(hcText) ? parseHcCenti(hcText) : undefined;
      if (parsed === undefined) {
        bag.error('bad-hc', `${shownText(hcText)} is not a number (expected a handicap like 23.5)`, row.line, 'hc');
        continue;
      }
      if (parsed < MIN_HC_CENTI) {
        bag.error(
          'bad-hc',
          `"${hcText}" is below ${MIN_HC_CENTI / 100} (expected a handicap like 23.5; results may take an HC below 0, not this far)`,
          row.line,
          'hc',
        );
        continue;
      }
      if (parsed > MAX_HC_CENTI) {
        bag.error('bad-hc', `"${hcText}" is above the maximum 52 (expected a handicap like 23.5)`, row.line, 'hc');
        continue;
      }
      hcCenti = parsed;
    }
    rows.push({ line: row.line, id, name, hcCenti });
  }
  return { rows, diagnostics: bag.items };
}

/**
 * The register for `pairs --handicap FILE.csv`: id → { name, hc }. Errors (a non-numeric HC, a duplicate
 * id) come back as diagnostics naming the line.
 */
export function readRegisterCsv(text: string, file: string): { register: Map<string, { name: string; hc: number }>; diagnostics: Diagnostic[] } {
  const { rows, diagnostics } = readRegisterRows(text, file);
  const register = new Map<string, { name: string; hc: number }>();
  for (const r of rows) register.set(r.id, { name: r.name, hc: r.hcCenti / 100 });
  return { register, diagnostics };
}
