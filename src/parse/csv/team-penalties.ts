/**
 * Penalties and absences (`--penalties`): `team, round, type, amount, minutes, note` (NBF 2.6–2.11, 1.9).
 * The type names the rule; `amount` overrides the regulation's amount, `minutes` drives the time penalties.
 *
 * @example
 * readTeamPenalties('team,round,type,minutes\nOslo,2,late,9\n', 'p.csv', names).penalties[0] //=> { team: 'Oslo', round: 2, type: 'late', minutes: 9, … }
 */
import { DiagnosticBag, type Diagnostic } from '../../base/diagnostics.js';
import { readCsvTable, type ColumnSpec } from './read-table.js';
import { MAX_MINUTES, MAX_ROUND } from '../../base/numbers.js';
import { decimal, wholeNumber } from './teams-cells.js';
import type { TeamDirectory } from './team-names.js';
import type { PenaltyInput, PenaltyType } from '../../model/teams.js';

export const PENALTY_COLUMNS: readonly ColumnSpec[] = [
  { name: 'team', synonyms: ['team', 'lag'], required: true },
  { name: 'round', synonyms: ['round', 'runde'], required: true },
  { name: 'type', synonyms: ['type', 'kind', 'penalty'], required: true },
  { name: 'amount', synonyms: ['amount', 'value', 'vp', 'imps'] },
  { name: 'minutes', synonyms: ['minutes', 'min', 'minutter'] },
  { name: 'note', synonyms: ['note', 'reason', 'comment'] },
];

const PENALTY_TYPES: Readonly<Record<string, PenaltyType>> = {
  vp: 'vp',
  imp: 'imp',
  imps: 'imp',
  late: 'late',
  slow: 'slow',
  overtime: 'slow',
  ineligible: 'ineligible',
  noshow: 'noShow',
  absent: 'noShow',
  forcemajeure: 'forceMajeure',
  fm: 'forceMajeure',
  withdrawn: 'withdrawn',
  withdraw: 'withdrawn',
};
const PENALTY_TYPES_EXPECTED = 'expected vp, imp, late, slow, ineligible, noshow, forcemajeure or withdrawn';

export function readTeamPenalties(text: string, file: string, dir: TeamDirectory): { penalties: PenaltyInput[]; diagnostics: Diagnostic[] } {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, PENALTY_COLUMNS, bag);
  const penalties: PenaltyInput[] = [];
  for (const row of table.rows) {
    const teamText = row.get('team');
    const team = teamText === undefined ? undefined : dir.resolve(teamText);
    if (teamText === undefined) bag.error('missing-value', 'the team is empty (expected a team id or name)', row.line, 'team');
    else if (team === undefined)
      bag.error('unknown-team', `"${teamText}" is not a team in the team list (expected a team id or name from --names)`, row.line, 'team');
    const round = wholeNumber(row, 'round', bag, 'round number', MAX_ROUND);
    const typeText = row.get('type');
    const type =
      typeText === undefined
        ? undefined
        : PENALTY_TYPES[
            typeText
              .trim()
              .toLowerCase()
              .replace(/[\s_-]/g, '')
          ];
    if (type === undefined)
      bag.error(
        'bad-penalty-type',
        `${typeText === undefined ? 'empty' : `"${typeText}"`} is not a penalty type (${PENALTY_TYPES_EXPECTED})`,
        row.line,
        'type',
      );
    const amount = decimal(row, 'amount', bag, 'an amount');
    const minutes = row.get('minutes') === undefined ? undefined : wholeNumber(row, 'minutes', bag, 'number of minutes', MAX_MINUTES, 0);
    if (team === undefined || round === undefined || type === undefined) continue;
    if ((row.get('amount') !== undefined && amount === undefined) || (row.get('minutes') !== undefined && minutes === undefined)) continue;
    if ((type === 'vp' || type === 'imp') && amount === undefined) {
      bag.error('missing-value', `a ${type === 'vp' ? 'VP' : 'IMP'} penalty needs an amount (expected a number ≥ 0)`, row.line, 'amount');
      continue;
    }
    if ((type === 'late' || type === 'slow') && amount === undefined && minutes === undefined) {
      bag.error('missing-value', `a ${type} penalty needs the minutes (NBF ${type === 'late' ? '2.6.3' : '2.7.2'}) or an amount`, row.line, 'minutes');
      continue;
    }
    const note = row.get('note');
    penalties.push({
      team,
      round,
      type,
      ...(amount === undefined ? {} : { amount }),
      ...(minutes === undefined ? {} : { minutes }),
      ...(note === undefined ? {} : { note }),
      source: { file, line: row.line },
    });
  }
  return { penalties, diagnostics: bag.items };
}
