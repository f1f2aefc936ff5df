/**
 * The double-dummy solver: results identical to DDS's (any exact solver's) for every deal and position.
 * Self-contained: nothing from the rest of src/, no I/O, no state shared between calls (a Solver object keeps its
 * own memory). Worker-thread batches are in pool.ts (imported separately: it alone uses node's worker threads).
 *
 * const deal = parsePbnDeal('N:AKQJ.T98.765.432 …'); if (deal.ok) solveTable(deal.deal)[0][4] // N in notrump
 */
export * from './types.js';
export { parsePbnDeal, formatPbnDeal, type ParsedDeal, type ParseOptions } from './pbn.js';
export { Solver, solveTable, solvePosition, type SolverOptions } from './solve.js';
export { tableToDoubleDummyTricks, doubleDummyTricksToTable } from './table-text.js';
