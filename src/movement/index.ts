/**
 * Movements: reading and writing the movement CSV, generating Mitchell and Howell movements,
 * suggesting one for a number of pairs, the cards' contents, and checking a movement and travellers against it.
 *
 * @example
 * writeMovementCsv(howell({ tables: 4 }))
 */
export type { Movement, MovementRow } from './types.js';
export { readMovementCsv, MOVEMENT_COLUMNS, type ReadMovementResult } from './read-movement.js';
export { mitchell, howell, generateMitchell, generateHowell, type MitchellOptions, type HowellOptions, type GeneratedMovement, type MovementInfo } from './generate.js';
export { checkMovement, checkResults, inferMovement, writeMovementCsv } from './check.js';
export type { CheckMovementOptions, CheckResultsOptions, CheckResultsResult } from './check.js';
export { parseBoards, formatBoards } from './boards.js';
export { suggestMovements, type Suggestion, type SuggestOptions } from './suggest.js';
export { movementBalance, type MovementBalance } from './balance.js';
export { tableGuide, pairGuide, type TableCard, type PairGuide } from './guide.js';
