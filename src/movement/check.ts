/**
 * The movement checks in one place: a movement on its own (`checkMovement`), travellers against a movement
 * (`checkResults`), the movement implied by results that carry round and table (`inferMovement`), and the
 * CSV form (`writeMovementCsv`). Each lives in its own module; this one gathers them for callers.
 *
 * @example
 * checkResults(results, inferMovement(results), { fixDirection: false }).diagnostics
 */
export { checkMovement, type CheckMovementOptions } from './check-movement.js';
export { checkResults, type CheckResultsOptions, type CheckResultsResult } from './check-results.js';
export { inferMovement } from './infer-movement.js';
export { writeMovementCsv } from './write-movement.js';
