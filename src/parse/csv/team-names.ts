/**
 * The team list (`--names`): `team, name`, and the directory that resolves a team written in any other file
 * (by id or by name, case-insensitively) to its id.
 *
 * @example
 * readTeamNames('team,name\n1,Oslo BK\n', 'teams.csv').directory.resolve('oslo bk') //=> '1'
 */
import { DiagnosticBag, type Diagnostic } from '../../base/diagnostics.js';
import { readCsvTable, type ColumnSpec } from './read-table.js';
import type { TeamInfo } from '../../model/teams.js';

/** Resolves the team written in a file (an id or a name) to its id; identity when no team list is given. */
export interface TeamDirectory {
  readonly teams: readonly TeamInfo[];
  resolve(text: string): string | undefined;
}

export const NAMES_COLUMNS: readonly ColumnSpec[] = [
  { name: 'team', synonyms: ['team', 'id', 'no', 'number', 'nr', 'teamno', 'teamid', 'lag', 'lagnr'], required: true },
  { name: 'name', synonyms: ['name', 'teamname', 'navn', 'lagnavn'], required: true },
];

export function readTeamNames(text: string, file: string): { directory: TeamDirectory; diagnostics: Diagnostic[] } {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, NAMES_COLUMNS, bag);
  const teams: TeamInfo[] = [];
  const firstLine = new Map<string, number>();
  for (const row of table.rows) {
    const id = row.get('team');
    const name = row.get('name');
    if (id === undefined) {
      bag.error('missing-value', 'the team id is empty (expected a number or short name)', row.line, 'team');
      continue;
    }
    const first = firstLine.get(id.toLowerCase());
    if (first !== undefined) {
      bag.error('duplicate-team', `team "${id}" is listed twice (first at line ${first})`, row.line, 'team');
      continue;
    }
    firstLine.set(id.toLowerCase(), row.line);
    teams.push({ id, name: name ?? id });
  }
  return { directory: teamDirectory(teams), diagnostics: bag.items };
}

export function teamDirectory(teams: readonly TeamInfo[]): TeamDirectory {
  const byKey = new Map<string, string>();
  for (const t of teams) byKey.set(t.id.toLowerCase(), t.id);
  for (const t of teams) if (!byKey.has(t.name.toLowerCase())) byKey.set(t.name.toLowerCase(), t.id);
  return {
    teams,
    resolve: (text) => (teams.length === 0 ? text : byKey.get(text.trim().toLowerCase())),
  };
}
