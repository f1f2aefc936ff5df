/**
 * Movements (formats.md §3): reading and writing the movement CSV, generating Mitchell and Howell movements,
 * and checking a movement and travellers against it.
 *
 * @example
 * writeMovementCsv(howell({ tables: 4 }))
 */
export type { Movement, MovementRow } from './types.js';
export { readMovementCsv, MOVEMENT_COLUMNS, type ReadMovementResult } from './read-movement.js';
export { mitchell, howell, HOWELL_TABLES, type MitchellOptions, type HowellOptions } from './generate.js';
export { checkMovement, checkResults, inferMovement, writeMovementCsv } from './check.js';
export type { CheckMovementOptions, CheckResultsOptions, CheckResultsResult } from './check.js';
export { parseBoards, formatBoards } from './boards.js';
