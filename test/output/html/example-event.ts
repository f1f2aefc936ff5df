/**
 * The scored example event of examples/club-session, built in-process as the `pairs` command builds it,
 * for the HTML unit tests and the browser test.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PairsEvent } from '../../../src/model/types.js';
import { readNamesCsv } from '../../../src/parse/csv/names.js';
import { readPairsInputs } from '../../../src/parse/read-event.js';
import type { ScoredPairsEvent } from '../../../src/model/scored.js';
import { defaultPairsOptions, scorePairs } from '../../../src/pipeline/score-pairs.js';

export const EXAMPLE_DIR = fileURLToPath(new URL('../../../examples/club-session/', import.meta.url));

export const EXAMPLE_MOVEMENT = 'Mitchell, 7 tables, 13 pairs, 28 boards';

export function examplePairsEvent(): PairsEvent {
  const file = 'examples/club-session/travellers.csv';
  const read = readPairsInputs([{ file, bytes: readFileSync(`${EXAMPLE_DIR}travellers.csv`) }]);
  const names = readNamesCsv(readFileSync(`${EXAMPLE_DIR}names.csv`, 'utf8'), 'examples/club-session/names.csv');
  const errors = [...read.diagnostics, ...names.diagnostics].filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(`example does not read cleanly: ${errors.map((d) => d.message).join('; ')}`);
  return { ...read.event, title: 'Club session', date: '2025-03-04', participants: names.participants };
}

export function exampleScored(change: (e: PairsEvent) => PairsEvent = (e) => e): ScoredPairsEvent {
  return scorePairs(change(examplePairsEvent()), defaultPairsOptions);
}
