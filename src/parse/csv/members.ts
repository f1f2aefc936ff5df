/**
 * A federation's member list (`--members FILE`): one row per member with the federation number, the name and
 * optionally the club. A number is 1 to 12 digits; a number listed twice is an error naming both lines.
 *
 * @example
 * readMembersCsv('number,name,club\n12345,Kari Nordmann,Oslo BK\n', 'members.csv').members.get('12345')
 * //=> { line: 2, name: 'Kari Nordmann', club: 'Oslo BK' }
 */
import { DiagnosticBag, type Diagnostic } from '../../base/diagnostics.js';
import { shownText } from '../../base/numbers.js';
import { readCsvTable, type ColumnSpec } from './read-table.js';

export interface Member {
  readonly line: number;
  readonly name: string;
  readonly club?: string;
}

const COLUMNS: readonly ColumnSpec[] = [
  {
    name: 'number',
    synonyms: ['number', 'id', 'member', 'member id', 'member no', 'member number', 'medlemsnr', 'medlemsnummer', 'nr', 'jäsennumero'],
    required: true,
  },
  { name: 'name', synonyms: ['name', 'player name', 'navn', 'namn', 'nimi'], required: true },
  { name: 'club', synonyms: ['club', 'klubb', 'klub', 'seura'] },
];

export function readMembersCsv(text: string, file: string): { members: Map<string, Member>; diagnostics: Diagnostic[] } {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, COLUMNS, bag);
  const members = new Map<string, Member>();
  for (const row of table.rows) {
    const number = row.get('number');
    if (number === undefined || !/^\d{1,12}$/.test(number)) {
      bag.error(
        'bad-member-number',
        `${number === undefined ? 'missing' : shownText(number)} (expected a member number of 1 to 12 digits)`,
        row.line,
        'number',
      );
      continue;
    }
    const first = members.get(number);
    if (first !== undefined) {
      bag.error('duplicate-member', `${number} appears again (first on line ${first.line}; expected each member once)`, row.line, 'number');
      continue;
    }
    const club = row.get('club');
    members.set(number, { line: row.line, name: row.get('name') ?? '', ...(club !== undefined ? { club } : {}) });
  }
  return { members, diagnostics: bag.items };
}
