/**
 * bridgescore as a library: the stages the command line strings together, for programs that score events
 * themselves. Every function here is pure (bytes or model in, model or text out); reading and writing files
 * is the caller's.
 *
 * @example
 * import { readPairsInputs, scorePairs, defaultPairsOptions, renderRankingCsv } from 'bridgescore';
 * const read = readPairsInputs([{ name: 'travellers.csv', bytes }]);
 * const scored = scorePairs(read.event, defaultPairsOptions);
 * renderRankingCsv(scored, 'international') //=> 'rank,pair,…'
 */

// read
export { readPairsInputs, readPairsTable, type ReadPairsResult } from './parse/read-event.js';
export type { InputFile } from './parse/read-event-core.js';
export { readMovementCsv } from './parse/csv/movement.js';
export { formatDiagnostic, type Diagnostic } from './base/diagnostics.js';

// rules
export { scoreNS } from './laws/contract-score.js';
export { imps } from './laws/imps.js';

// check, score, rank
export { checkMovement } from './movement/check-movement.js';
export { checkResults } from './movement/check-results.js';
export { defaultPairsOptions, scorePairs, scoreLineTable } from './pipeline/score-pairs.js';
export { scoreTeamsEvent } from './pipeline/score-teams.js';
export { planNextRound } from './pairing/next-round.js';
export { mitchell, howell } from './movement/generate.js';

// write
export { renderRankingTable, renderBoardsTable } from './output/table/pairs.js';
export { renderRankingCsv, renderBoardsCsv } from './output/csv/pairs.js';
export { renderPairsJson, writePairsJson, SCHEMA_VERSION } from './output/json/pairs.js';
export { renderPairsHtml, renderPairsHtmlPages } from './output/html/index.js';
export { renderPairsPbn } from './output/pbn/write-pbn.js';
export { renderPairsUsebio } from './output/usebio/write-usebio.js';
export { renderTeamsTable } from './output/table/teams.js';
export { renderTeamsCsv } from './output/csv/teams.js';
export { renderTeamsJson } from './output/json/teams.js';

// the model
export type * from './model/types.js';
export type { PairStanding, ScoredBoard, ScoredPairsEvent } from './model/scored.js';
export type { PairsScoringOptions } from './model/scored.js';
export type { TiebreakRule, SitOutRule } from './model/settings.js';
export type { Movement, MovementRow } from './model/movement.js';
export type { TeamsEventInput, TeamsEventOptions, TeamsEventResult } from './model/teams.js';
export type { Contestant, NextRound, SwissMatch } from './model/swiss.js';
