/**
 * The one table of writers: every kind and format it lists loads a writer, the writer writes what the format's
 * own renderer writes, and a format a kind is not written in has no writer.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatsOf, writerFor, writers } from '../../src/output/writers.js';
import type { DocumentKind, WriteOptions } from '../../src/output/documents.js';
import { renderBoardsCsv, renderRankingCsv } from '../../src/output/csv/pairs.js';
import { renderPairsJson } from '../../src/output/json/pairs.js';
import { readPairsInputs } from '../../src/parse/read-event.js';
import { defaultPairsOptions, scorePairs } from '../../src/pipeline/score-pairs.js';
import { projectRoot } from '../helpers/fixtures.js';

const OPTIONS: WriteOptions = { lang: 'en', pretty: false, mpDisplay: 'international', boards: false, encoding: 'utf-8', csvTable: 'standings' };
const file = join(projectRoot, 'examples', 'club-session', 'travellers.csv');
const scored = scorePairs(readPairsInputs([{ file, bytes: readFileSync(file) }]).event, defaultPairsOptions);

function written(run: (write: (piece: string | Uint8Array) => void) => void): string {
  const parts: string[] = [];
  run((p) => parts.push(typeof p === 'string' ? p : new TextDecoder().decode(p)));
  return parts.join('');
}

describe('writers[kind][format]', () => {
  const rows = (Object.keys(writers) as DocumentKind[]).flatMap((kind) => formatsOf(kind).map((format) => [kind, format] as const));

  it.each(rows)('%s as %s loads a writer', async (kind, format) => {
    expect(typeof (await writerFor(kind, format))).toBe('function');
  });

  it('lists every kind of the program, pairs in its six formats', () => {
    expect(Object.keys(writers).sort()).toEqual(['hcUpdates', 'pairs', 'scorecards', 'swiss', 'teams']);
    expect(formatsOf('pairs')).toEqual(['table', 'csv', 'json', 'html', 'pbn', 'usebio']);
    expect(formatsOf('teams')).toEqual(['table', 'csv', 'json', 'html', 'pbn', 'usebio']);
  });

  it.each([
    ['swiss', 'html'],
    ['teams', 'xlsx'],
    ['pairs', 'toString'],
    ['pairs', 'xlsx'],
  ] as const)('%s has no %s writer', async (kind, format) => {
    expect(await writerFor(kind, format)).toBeUndefined();
  });

  it('writes the pairs CSV as its renderer does, ranking or boards', async () => {
    const csv = await writerFor('pairs', 'csv');
    expect(written((w) => csv?.({ scored }, OPTIONS, w))).toBe(renderRankingCsv(scored, 'international'));
    expect(written((w) => csv?.({ scored }, { ...OPTIONS, boards: true }, w))).toBe(renderBoardsCsv(scored, 'international'));
  });

  it('writes the pairs JSON as its renderer does, compact or pretty', async () => {
    const json = await writerFor('pairs', 'json');
    expect(written((w) => json?.({ scored }, OPTIONS, w))).toBe(renderPairsJson(scored));
    expect(written((w) => json?.({ scored }, { ...OPTIONS, pretty: true }, w))).toBe(renderPairsJson(scored, { pretty: true }));
  });

  it('adds the provisional column to every CSV row during play', async () => {
    const csv = await writerFor('pairs', 'csv');
    const mark = { provisional: true, status: { rounds: 7, complete: [1, 2], results: 40 } };
    const lines = written((w) => csv?.({ scored, mark }, OPTIONS, w))
      .trimEnd()
      .split('\n');
    expect(lines[0]?.endsWith(',provisional')).toBe(true);
    expect(lines.slice(1).every((l) => l.endsWith(',Provisional results: rounds 1–2 of 7 complete'))).toBe(true);
  });
});
