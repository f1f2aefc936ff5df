/**
 * Match totals (`--matches`), one row per match: `round, home, away, imps_home, imps_away, boards, vp_home,
 * vp_away`. A bye has `away` empty or BYE; a row with neither IMPs nor VP is a match not yet played.
 *
 * @example
 * readTeamMatches('round,home,away,imps_home,imps_away,boards\n1,Oslo,Bergen,55,59,32\n', 'm.csv', names).matches[0].score
 * //=> { kind: 'imps', home: 55, away: 59 }
 */
import { Rational } from '../../base/rational.js';
import { DiagnosticBag, type Diagnostic } from '../../base/diagnostics.js';
import { readCsvTable, type ColumnSpec } from './read-table.js';
import { MAX_BOARDS, MAX_ROUND } from '../../base/numbers.js';
import { decimal, teamCell, wholeNumber } from './teams-cells.js';
import type { TeamDirectory } from './team-names.js';
import type { MatchInput } from '../../model/teams.js';
import { toCenti } from '../../laws/vp-scale.js';

export const MATCH_COLUMNS: readonly ColumnSpec[] = [
  { name: 'round', synonyms: ['round'], required: true },
  { name: 'home', synonyms: ['home'], required: true },
  { name: 'away', synonyms: ['away'], required: true },
  { name: 'imps_home', synonyms: ['imps_home'] },
  { name: 'imps_away', synonyms: ['imps_away'] },
  { name: 'boards', synonyms: ['boards'] },
  { name: 'vp_home', synonyms: ['vp_home'] },
  { name: 'vp_away', synonyms: ['vp_away'] },
];

/** Match totals, one row per match (a bye: `away` empty or BYE). */
export function readTeamMatches(text: string, file: string, dir: TeamDirectory): { matches: MatchInput[]; diagnostics: Diagnostic[] } {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, MATCH_COLUMNS, bag);
  const matches: MatchInput[] = [];
  for (const row of table.rows) {
    const round = wholeNumber(row, 'round', bag, 'round number', MAX_ROUND);
    const home = teamCell(row, 'home', bag, dir);
    const awayText = row.get('away');
    const isBye = awayText === undefined || awayText.trim().toUpperCase() === 'BYE';
    const away = isBye ? null : teamCell(row, 'away', bag, dir);
    const boards = row.get('boards') === undefined ? undefined : wholeNumber(row, 'boards', bag, 'number of boards', MAX_BOARDS);
    const ih = decimal(row, 'imps_home', bag, 'a number of IMPs');
    const ia = decimal(row, 'imps_away', bag, 'a number of IMPs');
    const vh = decimal(row, 'vp_home', bag, 'a number of VP');
    const va = decimal(row, 'vp_away', bag, 'a number of VP');
    let bad = false;
    for (const [fa, fb] of [
      ['imps_home', 'imps_away'],
      ['vp_home', 'vp_away'],
    ] as const) {
      if ((row.get(fa) === undefined) !== (row.get(fb) === undefined)) {
        const missing = row.get(fa) === undefined ? fa : fb;
        bag.error('missing-value', `"${missing}" is empty while "${missing === fa ? fb : fa}" is given (expected both or neither)`, row.line, missing);
        bad = true;
      }
    }
    for (const [v, f] of [
      [vh, 'vp_home'],
      [va, 'vp_away'],
    ] as const) {
      if (v !== undefined && !v.mul(Rational.of(100)).isInteger()) {
        bag.error('bad-number', `"${row.get(f) ?? ''}" has more than two decimals (expected VP to 0.01)`, row.line, f);
        bad = true;
      }
    }
    if (round === undefined || home === undefined || away === undefined || bad) continue;
    if (row.get('boards') !== undefined && boards === undefined) continue;
    if ([ih, ia, vh, va].some((v, i) => v === undefined && row.get(['imps_home', 'imps_away', 'vp_home', 'vp_away'][i] as string) !== undefined)) continue;
    let score: MatchInput['score'];
    if (vh !== undefined && va !== undefined) {
      score = { kind: 'vp', home: toCenti(vh), away: toCenti(va), ...(ih !== undefined && ia !== undefined ? { imps: { home: ih, away: ia } } : {}) };
    } else if (ih !== undefined && ia !== undefined) score = { kind: 'imps', home: ih, away: ia };
    else score = { kind: 'none' };
    if (away === null && score.kind !== 'none' && score.kind !== 'vp') {
      bag.error('bye-with-imps', 'a bye has no IMPs (expected imps_home and imps_away empty)', row.line, 'imps_home');
      continue;
    }
    matches.push({
      round,
      home,
      away,
      ...(boards === undefined ? {} : { boards }),
      score: away === null ? { kind: 'none' } : score,
      source: { file, line: row.line },
    });
  }
  return { matches, diagnostics: bag.items };
}
