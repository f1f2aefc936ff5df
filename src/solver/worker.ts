/**
 * The worker-thread entry of pool.ts: solves the deals it is sent, one message each ({ id, holdings }), and
 * answers { id, table }. One Solver per worker, its memory reused from deal to deal.
 */
import { parentPort } from 'node:worker_threads';
import { Solver } from './solve.js';
import type { DdTable } from './types.js';

export interface WorkRequest {
  readonly id: number;
  readonly holdings: readonly number[];
}

export interface WorkResult {
  readonly id: number;
  readonly table: DdTable;
}

const port = parentPort;
if (port) {
  const solver = new Solver();
  port.on('message', (msg: WorkRequest) => {
    const result: WorkResult = { id: msg.id, table: solver.solveTable({ holdings: msg.holdings }) };
    port.postMessage(result);
  });
}
