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
      const explained = pairsJsonDocument(scored, { explain: true });
      expect(renderPairsJson(scored, { explain: true })).toBe(JSON.stringify(explained) + '\n');
      expect(renderPairsJson(scored, { explain: true, pretty: true })).toBe(JSON.stringify(explained, null, 2) + '\n');
    }
  });

  it('is lean without --explain: no explanation and no member without a value in the boards', () => {
    const file = join(projectRoot, 'examples', 'club-session', 'travellers.csv');
    const scored = scorePairs(readPairsInputs([{ file, bytes: readFileSync(file) }]).event, defaultPairsOptions);
    const lean = renderPairsJson(scored);
    const full = renderPairsJson(scored, { explain: true });
    const boards = (text: string) => JSON.stringify((JSON.parse(text) as { boards: unknown }).boards);
    expect(boards(lean)).not.toContain('"explain"');
    // (an artificial score has no table score: scoreNS null is a value, not an absent member)
    expect(boards(lean).replace(/"scoreNS":null/g, '')).not.toContain('null');
    expect(boards(full)).toContain('"explain":{"n":');
    // 387 bytes a result in schemaVersion 2 (nulls and the explanation on every line); under 180 now
    const results = scored.boards.reduce((n, b) => n + b.lines.length, 0);
    expect(boards(lean).length / results).toBeLessThan(180);
  });
});
