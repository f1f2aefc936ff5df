/**
 * The streamed JSON is the document, byte for byte: compact = JSON.stringify(doc), pretty = JSON.stringify(doc,
 * null, 2), on every example and every real file, in every scoring method.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairsJsonDocument, renderPairsJson } from '../../src/output/json/pairs.js';
import { readPairsInputs } from '../../src/parse/read-event.js';
import type { PairsScoringOptions } from '../../src/model/scored.js';
import { defaultPairsOptions, scorePairs } from '../../src/pipeline/score-pairs.js';
import { conformanceDir, conformanceFiles, projectRoot } from '../helpers/fixtures.js';

const files = [
  ...['club-session/travellers.csv', 'rulings/travellers.csv', 'individual/travellers.csv', 'two-sessions/evening-1.csv'].map((f) =>
    join(projectRoot, 'examples', f),
  ),
  ...conformanceFiles().map((f) => join(conformanceDir, f)),
];
const methods: Partial<PairsScoringOptions>[] = [
  {},
  { method: 'butler' },
  { method: 'cross-imps' },
  { smallGroups: 'nbf' },
  { factoring: 'manual' },
  { factoring: 'own-top' },
];

describe('the streamed JSON document', () => {
  it.each(files)('%s: compact and pretty text equal JSON.stringify of the document', (file) => {
    const read = readPairsInputs([{ file, bytes: readFileSync(file) }]);
    for (const m of methods) {
      const scored = scorePairs(read.event, { ...defaultPairsOptions, ...m });
      const doc = pairsJsonDocument(scored);
      expect(renderPairsJson(scored)).toBe(JSON.stringify(doc) + '\n');
      expect(renderPairsJson(scored, { pretty: true })).toBe(JSON.stringify(doc, null, 2) + '\n');
    }
  });
});
