/**
 * One worker of solver-pool.ts: a deal's PBN text in, its double-dummy table out (or the reason it cannot
 * be read).
 */
import { parentPort } from 'node:worker_threads';
import { parsePbnDeal, Solver } from '../solver/index.js';

const solver = new Solver();
parentPort?.on('message', (deal: string) => {
  const parsed = parsePbnDeal(deal);
  if (!parsed.ok) parentPort?.postMessage({ ok: false, error: parsed.error });
  else parentPort?.postMessage({ ok: true, table: solver.solveTable(parsed.deal) });
});
