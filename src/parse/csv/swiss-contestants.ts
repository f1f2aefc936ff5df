/**
 * The contestants of a Swiss event from CSV: `id, name, club, rank`. The club keeps clubmates apart when the
 * organisers ask for it; the rank (1 strongest) seeds the first round. Id 0 is reserved: in a movement it
 * marks the empty side of a bye.
 *
 * @example
 * readContestants('id,name,club,rank\n1,Oslo BK,Oslo,2\n', 'teams.csv').contestants
 * //=> [{ id: '1', name: 'Oslo BK', club: 'Oslo', rank: 2, order: 0 }]
 */
import { DiagnosticBag, type Diagnostic } from '../../base/diagnostics.js';
import { readCsvTable, type ColumnSpec } from './read-table.js';
import { boundedWhole, isTooLarge, shownText } from '../../base/numbers.js';
import type { Contestant } from '../../model/swiss.js';

/** A place in a rank list (a national list has tens of thousands). */
const MAX_RANK = 1_000_000;

export const CONTESTANT_COLUMNS: readonly ColumnSpec[] = [
  { name: 'id', synonyms: ['id', 'no', 'nr', 'number', 'team', 'team_no', 'pair', 'pair_no', 'contestant'], required: true },
  { name: 'name', synonyms: ['name', 'team_name', 'pair_name', 'players'] },
  { name: 'club', synonyms: ['club', 'klubb', 'club_name'] },
  { name: 'rank', synonyms: ['rank', 'seed', 'seeding', 'ranking'] },
];

export interface ReadContestantsResult {
  readonly contestants: readonly Contestant[];
  readonly diagnostics: readonly Diagnostic[];
}

export function readContestants(text: string, file: string): ReadContestantsResult {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, CONTESTANT_COLUMNS, bag);
  const contestants: Contestant[] = [];
  const seen = new Map<string, number>();
  for (const row of table.rows) {
    const id = row.get('id');
    if (id === undefined) {
      bag.error('missing-id', 'missing (expected a contestant id)', row.line, 'id');
      continue;
    }
    if (isByeId(id)) {
      bag.error('reserved-id', `"${id}" is reserved for the bye (expected another contestant id)`, row.line, 'id');
      continue;
    }
    const first = seen.get(id);
    if (first !== undefined) {
      bag.error('duplicate-id', `"${id}" is already listed on line ${first} (expected each contestant once)`, row.line, 'id');
      continue;
    }
    seen.set(id, row.line);
    const rankText = row.get('rank');
    let rank: number | undefined;
    if (rankText !== undefined) {
      const read = boundedWhole(rankText, 1, MAX_RANK);
      if (typeof read === 'number') rank = read;
      else {
        const expected = isTooLarge(read) ? `a whole number from 1 to ${MAX_RANK}` : 'a whole number, 1 for the strongest';
        bag.error('bad-rank', `${shownText(rankText)} is not a rank (expected ${expected})`, row.line, 'rank');
      }
    }
    const name = row.get('name');
    const club = row.get('club');
    contestants.push({
      id,
      ...(name === undefined ? {} : { name }),
      ...(club === undefined ? {} : { club }),
      ...(rank === undefined ? {} : { rank }),
      order: contestants.length,
    });
  }
  if (!bag.hasErrors() && table.rows.length === 0 && table.present.size > 0) {
    bag.error('no-contestants', 'no contestants (expected one row per team or pair)', table.headerLine);
  }
  return { contestants, diagnostics: bag.items };
}

/** The empty side of a bye: `0`, `BYE`, or an empty cell. */
export function isByeId(id: string | undefined): boolean {
  return id === undefined || id === '0' || id.toLowerCase() === 'bye';
}
