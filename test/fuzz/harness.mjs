/**
 * The mutation fuzz of every reader and command, in plain JavaScript so that `scripts/fuzz.mjs` runs it
 * with the built program (`dist/`) and the tests with the sources:
 * - scenarios.mjs: the seed inputs, every command over the examples and the conformance files;
 * - mutations.mjs: what is done to a file (and the extreme inputs);
 * - cases.mjs: the cases of a run, from one seed;
 * - run-case.mjs: one case through the program, and the rules every run keeps;
 * - pool.mjs: many cases in worker processes, each with a time budget.
 *
 * @example
 * const scenarios = loadScenarios(root);
 * const results = await runPool(generateCases(scenarios, { seed: 1, random: 100 }), { scenarios, root, program: 'dist' });
 */
export { generateCases } from './cases.mjs';
export { BAD_NUMBERS, EXTREMES, mutate, numberPlaces, prng } from './mutations.mjs';
export { attachDatabase, caseArgv, checkRun, DbPool, errorLines, makeDatabase, memoryDeps, placeOf, runCase, writeReproducer } from './run-case.mjs';
export { DB_FILE, loadScenarios } from './scenarios.mjs';
