/**
 * Corrections after publication: `--adjustments` kind `correction` replaces a mistyped result with what was
 * played — a plain result, no Law 12C mark — and `explain` shows what it replaced; `bridgescore diff OLD NEW`
 * tells what changed between two published versions (results, scores, places, awards) as a table, JSON, or the notice
 * for the page, which `pairs --previous OLD.json` puts on the corrected pages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { projectRoot } from '../helpers/fixtures.js';
import { diffPairs, correctionNotice } from '../../src/pipeline/diff-pairs.js';
import { correctionText } from '../../src/output/html/provisional.js';
import { localeFor } from '../../src/i18n/index.js';
import { readAdjustmentsCsv, applyAdjustments } from '../../src/parse/csv/adjustments.js';

const CLUB = join(projectRoot, 'examples', 'club-session');
const files = {
  't.csv': readFileSync(join(CLUB, 'travellers.csv'), 'utf8'),
  'n.csv': readFileSync(join(CLUB, 'names.csv'), 'utf8'),
  // board 1 at table 1 (NS 1 v EW 8) was entered as 3S by W two down; it went one down
  'fix.csv': 'board,ns,ew,kind,value,note\n1,1,8,correction,3S-1 W,mistyped on the Bridgemate\n',
};
const base = ['pairs', 't.csv', '--names', 'n.csv', '--date', '2026-01-19'];

interface Result {
  ns: string;
  ew: string;
  table: number | null;
  contract: string | null;
  declarer: string | null;
  result: string | null;
  scoreNS: number | null;
  adjusted: string | null;
}

describe('--adjustments kind correction', () => {
  it('replaces the result with what was played, not an adjusted score', async () => {
    const r = await runInProcess([...base, '--adjustments', 'fix.csv', '-f', 'json'], files);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as { boards: { board: number; results: Result[] }[] };
    const line = doc.boards.find((b) => b.board === 1)?.results.find((x) => x.ns === '1' && x.ew === '8') as Result;
    expect([line.contract, line.declarer, line.result, line.scoreNS]).toEqual(['3S', 'W', '-1', 50]);
    expect(line).not.toHaveProperty('adjusted'); // schemaVersion 3 leaves out a member with no value
    const html = await runInProcess([...base, '--adjustments', 'fix.csv', '-f', 'html'], files);
    expect(html.stdout).not.toContain('12C1a');
  });

  it('explain shows the result it replaced', async () => {
    const r = await runInProcess(['explain', 't.csv', '--board', '1', '--adjustments', 'fix.csv'], files);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Corrections (the result entered was wrong; the result played replaces it, not an adjusted score):');
    expect(r.stdout).toContain(
      'NS 1 v EW 8, round 1, table 1: corrected to 3S-1 W, NS 50; it replaced 3S-2 W, NS 100 as entered (fix.csv:2: mistyped on the Bridgemate)',
    );
    expect(r.stdout).not.toContain('12C1a');
  });

  it('is read as a plain result; a bad one is reported like any result', () => {
    const a = readAdjustmentsCsv('board,ns,ew,kind,value\n1,1,8,correction,3S-1 W\n2,1,8,correction,9S= N\n', 'a.csv');
    expect(a.adjustments).toHaveLength(1);
    expect(a.adjustments[0]?.correction).toBe(true);
    expect(a.diagnostics.map((d) => d.line)).toEqual([3]);
    const applied = applyAdjustments([{ board: 1, ns: '1', ew: '8', outcome: { kind: 'notPlayed' }, source: { file: 't.csv', line: 2 } }], a.adjustments);
    expect(applied.corrections).toHaveLength(1);
    expect(applied.corrections[0]?.before.outcome).toEqual({ kind: 'notPlayed' });
    expect(applied.results[0]?.outcome.kind).toBe('played');
    expect((applied.results[0]?.outcome as { assigned?: boolean }).assigned).toBeUndefined();
  });
});

describe('bridgescore diff OLD.json NEW.json', async () => {
  const old = (await runInProcess([...base, '-f', 'json'], files)).stdout;
  const corrected = (await runInProcess([...base.slice(0, -1), '2026-01-20', '--adjustments', 'fix.csv', '-f', 'json'], files)).stdout;
  const all = { ...files, 'old.json': old, 'new.json': corrected };

  it('names the result changed, the board scores that moved and the places', () => {
    const d = diffPairs(JSON.parse(old), JSON.parse(corrected));
    expect(d.date).toBe('2026-01-20');
    expect(d.results).toEqual([{ board: 1, section: null, session: null, round: 1, table: 1, ns: '1', ew: '8', was: '3S-2 W', now: '3S-1 W' }]);
    // every line of board 1 may move; no other board does
    expect(d.scores.length).toBeGreaterThan(0);
    expect(new Set(d.scores.map((s) => s.board))).toEqual(new Set([1]));
    expect(d.places.length).toBeGreaterThan(0);
    for (const p of d.places) expect(p.scoreWas !== p.scoreNow || p.rankWas !== p.rankNow).toBe(true);
  });

  it('finds nothing between a version and itself', async () => {
    const r = await runInProcess(['diff', 'old.json', 'old.json'], all);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('No changes: the two versions have the same results, scores and places.\n');
    expect(diffPairs(JSON.parse(old), JSON.parse(old))).toEqual({ date: '2026-01-19', results: [], scores: [], places: [] });
  });

  it('writes a table, JSON and the notice for the page', async () => {
    const table = await runInProcess(['diff', 'old.json', 'new.json'], all);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('Results changed (1)');
    expect(table.stdout).toMatch(/1 @1 .*│ +1 │ +8 │ 3S-2 W │ 3S-1 W/);
    expect(table.stdout).toContain('Board scores changed');
    expect(table.stdout).toContain('Places and scores changed');
    const json = JSON.parse((await runInProcess(['diff', 'old.json', 'new.json', '-f', 'json'], all)).stdout) as {
      schemaVersion: number;
      date: string;
      results: unknown[];
    };
    expect(json.schemaVersion).toBe(2);
    expect(json.date).toBe('2026-01-20');
    expect(json.results).toHaveLength(1);
    const notice = await runInProcess(['diff', 'old.json', 'new.json', '-f', 'notice'], all);
    expect(notice.stdout).toBe(`${correctionText(correctionNotice(diffPairs(JSON.parse(old), JSON.parse(corrected))))}\n`);
    expect(notice.stdout).toMatch(/^Corrected .*20.*: board 1, table 1: 3S-1 W \(was 3S-2 W\)\n$/);
    const dated = await runInProcess(['diff', 'old.json', 'new.json', '-f', 'notice', '--date', '2026-01-21', '--lang', 'nb'], all);
    expect(dated.stdout).toMatch(/^Rettet .*21.*: spill 1, bord 1: 3S-1 W \(var 3S-2 W\)\n$/);
  });

  it('refuses what is not a published pairs JSON (exit 2)', async () => {
    const r = await runInProcess(['diff', 'old.json', 't.csv'], all);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('t.csv: not JSON');
    const s = await runInProcess(['diff', 'old.json', 'x.json'], { ...all, 'x.json': '{"a":1}' });
    expect(s.code).toBe(2);
    expect(s.stderr).toContain('x.json: not the JSON of "bridgescore pairs -f json"');
    const d = await runInProcess(['diff', 'old.json', 'new.json', '--date', '2026-02-30'], all);
    expect(d.code).toBe(2);
  });

  it("pairs --previous puts the notice on every corrected page, in the page's language", async () => {
    const r = await runInProcess([...base.slice(0, -1), '2026-01-20', '--adjustments', 'fix.csv', '--previous', 'old.json', '-f', 'html', '-o', 'out/'], all);
    expect(r.code).toBe(0);
    const pages = [...r.written].filter(([p]) => p.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(3);
    const notice = correctionText(correctionNotice(diffPairs(JSON.parse(old), JSON.parse(corrected))));
    for (const [path, content] of pages) expect(String(content), path).toContain(`<p class="live-status corrections" role="note">${notice}</p>`);
    // no provisional banner on a corrected final page
    expect(String(pages[0]?.[1])).not.toContain('role="status"');
    const nb = await runInProcess(
      [...base.slice(0, -1), '2026-01-20', '--adjustments', 'fix.csv', '--previous', 'old.json', '-f', 'html', '--lang', 'nb'],
      all,
    );
    expect(nb.stdout).toContain(correctionText(correctionNotice(diffPairs(JSON.parse(old), JSON.parse(corrected))), localeFor('nb')));
    // nothing corrected: no notice
    const same = await runInProcess([...base, '--previous', 'old.json', '-f', 'html'], all);
    const plain = await runInProcess([...base, '-f', 'html'], all);
    expect(same.stdout).toBe(plain.stdout);
  });
});

describe('bridgescore diff: masterpoint awards', async () => {
  const mp = ['--masterpoints', 'ebu-local', '-f', 'json'];
  const old = (await runInProcess([...base, ...mp], files)).stdout;
  const corrected = (await runInProcess([...base.slice(0, -1), '2026-01-20', '--adjustments', 'fix.csv', ...mp], files)).stdout;
  type Doc = { event: { masterpoints: { decimals: number } }; ranking: { pair: string; direction: string | null; masterpoints: number | null }[] };
  const award = (doc: Doc, pair: string, direction: string | null): number | null => {
    const r = doc.ranking.find((x) => x.pair === pair && x.direction === direction);
    return r?.masterpoints === null || r === undefined ? null : r.masterpoints / 10 ** doc.event.masterpoints.decimals;
  };

  it("gives each place change the pair's award in both versions, as the documents give it", () => {
    const d = diffPairs(JSON.parse(old), JSON.parse(corrected));
    expect(d.places.length).toBeGreaterThan(0);
    for (const p of d.places) {
      expect(p.awardWas, p.pair).toBe(award(JSON.parse(old) as Doc, p.pair, p.direction));
      expect(p.awardNow, p.pair).toBe(award(JSON.parse(corrected) as Doc, p.pair, p.direction));
    }
    expect(d.places.some((p) => p.awardWas !== null && p.awardWas > 0)).toBe(true);
  });

  it('lists a pair whose award alone changed, in the table and the JSON', async () => {
    const doc = JSON.parse(old) as Doc;
    const first = doc.ranking.find((r) => r.masterpoints !== null && r.masterpoints > 0) as Doc['ranking'][number];
    first.masterpoints = (first.masterpoints as number) + 1;
    const d = diffPairs(JSON.parse(old), doc);
    expect(d.results).toEqual([]);
    expect(d.places.map((p) => [p.pair, p.rankWas === p.rankNow, p.scoreWas === p.scoreNow])).toEqual([[first.pair, true, true]]);
    expect((d.places[0]?.awardNow ?? 0) - (d.places[0]?.awardWas ?? 0)).toBeCloseTo(1 / 10 ** doc.event.masterpoints.decimals, 9);
    const all = { ...files, 'old.json': old, 'new.json': JSON.stringify(doc) };
    const table = await runInProcess(['diff', 'old.json', 'new.json'], all);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('Award was');
    const json = JSON.parse((await runInProcess(['diff', 'old.json', 'new.json', '-f', 'json'], all)).stdout) as { places: { awardWas: number }[] };
    expect(json.places[0]?.awardWas).toBe(d.places[0]?.awardWas);
  });

  it('has no award columns where neither version has awards', async () => {
    const plain = (await runInProcess([...base, '-f', 'json'], files)).stdout;
    const fixed = (await runInProcess([...base.slice(0, -1), '2026-01-20', '--adjustments', 'fix.csv', '-f', 'json'], files)).stdout;
    const table = await runInProcess(['diff', 'old.json', 'new.json'], { ...files, 'old.json': plain, 'new.json': fixed });
    expect(table.stdout).toContain('Places and scores changed');
    expect(table.stdout).not.toContain('Award');
    for (const p of diffPairs(JSON.parse(plain), JSON.parse(fixed)).places) expect([p.awardWas, p.awardNow]).toEqual([null, null]);
  });
});
