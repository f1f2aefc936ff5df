/**
 * The team-event CSV files, text to model, one reader per file: the team list (read-names.ts), board
 * results per room (read-boards.ts, with each room's result in read-table-score.ts), match totals
 * (read-matches.ts) and penalties (read-penalties.ts); the cells they share are read in read-cells.ts.
 * Every problem is collected with its file, line and field; nothing is thrown.
 *
 * @example
 * readTeamMatches('round,home,away,imps_home,imps_away,boards\n1,Oslo,Bergen,55,59,32\n', 'm.csv', names).matches[0].score
 * //=> { kind: 'imps', home: 55, away: 59 }
 */
export { BOARD_COLUMNS, readTeamBoards } from './teams-boards.js';
export { MATCH_COLUMNS, readTeamMatches } from './team-matches.js';
export { NAMES_COLUMNS, readTeamNames, teamDirectory, type TeamDirectory } from './team-names.js';
export { PENALTY_COLUMNS, readTeamPenalties } from './team-penalties.js';
