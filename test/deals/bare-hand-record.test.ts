/**
 * A dealing program's hand record (deals only: no table, no par) with the Bridgemate session gives the full
 * results pages: every played board's page has the deal, the double-dummy table, the makeable contracts, the
 * par computed from the table and each result against double dummy and par; every score card has the pair's
 * counts. The tables come from the run's store of solved deals, filled with the fixture's own tables (DDS,
 * through BridgeComposer), so that these tests check the pages, not the solver's speed; one board is solved
 * by the real solver. And what `--deals` computes in a file that has some analysis: only what it lacks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DoubleDummyTable } from '../../src/model/types.js';
import { LANGUAGES, localeFor } from '../../src/i18n/index.js';
import { readHandRecord } from '../../src/parse/pbn/hand-record.js';
import { runCli } from '../../src/cli/run.js';
import { LineTable } from '../../src/model/line-table.js';
import { boardsWithAnalysisTags, withDealsFile } from '../../src/pipeline/pairs-deals.js';
import type { PairsEventInfo } from '../../src/parse/read-event-core.js';
import { fakeDeps } from '../helpers/cli.js';
import { bridgemateDir } from '../helpers/fixtures.js';
import { BARE, bytesOf, HANDS, latin1, TABLES } from './helpers.js';

const BWS = new Uint8Array(readFileSync(join(bridgemateDir, 'club-2026-01-19.bws')));
const OWN = new Map(readHandRecord(HANDS, 'hands.pbn').boards.map((b) => [b.board, b]));
const DEAL_1 = 'N:K843.T542.J6.863 AQJ7.K.Q75.AT942 962.AJ7.KT82.J75 T5.Q9863.A943.KQ';

/** `pairs club.bws --deals bare.pbn ARGS`, the deals taken from `solved` where it has them. */
async function run(args: string[], solved: Map<string, DoubleDummyTable>, bare: Uint8Array = BARE) {
  const { deps, out } = fakeDeps({ 'club.bws': BWS, 'bare.pbn': bare });
  const code = await runCli(['pairs', 'club.bws', '--deals', 'bare.pbn', ...args], { ...deps, solvedDeals: solved });
  const text = (path: string): string => {
    const v = out.written.get(path);
    return typeof v === 'string' ? v : new TextDecoder().decode(v);
  };
  return { code, stderr: out.stderr, written: out.written, text };
}

interface JsonBoard {
  board: number;
  deal?: string;
  doubleDummy?: unknown;
  par?: { scoreNS: number; source: string; contracts: unknown[] };
}

describe('a bare hand record with the Bridgemate session', () => {
  it('is bare: no analysis tag left in it', () => {
    expect(latin1(BARE)).not.toMatch(/DoubleDummyTricks|OptimumResultTable|OptimumScore|ParContract/);
    expect(readHandRecord(BARE, 'bare.pbn').boards.every((b) => b.doubleDummy === undefined && b.par === undefined)).toBe(true);
  });

  it('gives every played board the solved table and the par computed from it, the par the hand record’s own program found', async () => {
    const solved = new Map(TABLES);
    const r = await run(['--format', 'json', '-o', 'out.json'], solved);
    expect(r.code, r.stderr).toBe(0);
    const boards = (JSON.parse(r.text('out.json')) as { boards: JsonBoard[] }).boards;
    expect(boards).toHaveLength(27);
    for (const b of boards) {
      const own = OWN.get(b.board);
      expect(b.deal, `board ${b.board}`).toBe(own?.deal);
      expect(b.doubleDummy, `board ${b.board}`).toEqual(own?.doubleDummy);
      expect(b.par?.source, `board ${b.board}`).toBe('computed');
      expect(b.par?.scoreNS, `board ${b.board}`).toBe(own?.par?.scoreNS);
    }
    // nothing was solved beyond the deals of the store
    expect(solved.size).toBe(TABLES.size);
  });

  it.each(LANGUAGES.map((l) => [l]))('gives the full board pages and score cards (%s)', async (lang) => {
    const r = await run(['--format', 'html', '--lang', lang, '-o', 'out/'], new Map(TABLES));
    expect(r.code, r.stderr).toBe(0);
    const { dealAnalysis: h, handRecord: hr } = localeFor(lang).t;
    const boards = [...r.written.keys()].filter((p) => /board-\d+\.html$/.test(p));
    expect(boards).toHaveLength(27);
    for (const path of boards) {
      const page = r.text(path);
      expect(page, path).toContain('<div class="deal" role="group"');
      expect(page, path).toContain('<table class="dd">');
      expect(page, path).toContain(`<p class="makeable"><strong>${h.makeable}:</strong>`);
      expect(page, path).toMatch(new RegExp(`<p class="par"><strong>${hr.par}:</strong> .*<span class="note">\\(${hr.computed}\\)</span></p>`));
      expect(page, path).toContain(`<th scope="col" class="n">${h.vsDoubleDummy}</th><th scope="col" class="n">${h.vsPar}</th></tr>`);
      const results = (page.match(/<tr id="board-[^>]*>.*?<\/tr>/g) ?? []).filter((row) => row.includes('class="nw opt"'));
      expect(results.length, path).toBeGreaterThan(0);
      // a contract played has both; a passed-out board (no declarer) only the score against par
      for (const row of results) {
        const passed = row.includes('<td class="opt"></td>');
        expect(row, path).toMatch(
          passed
            ? /<td class="n"><\/td><td class="n">(0|[+−][\d  ]+)<\/td><\/tr>$/
            : /<td class="n">(=|[+−]\d+)<\/td><td class="n">(0|[+−][\d  ]+)<\/td><\/tr>$/,
        );
      }
    }
    const cards = [...r.written.keys()].filter((p) => /pair-[^/]*\.html$/.test(p));
    expect(cards).toHaveLength(22);
    for (const path of cards) {
      const html = r.text(path);
      expect(html, path).toContain(`<div class="dd-analysis"><p><strong>${h.analysisHeading}</strong></p>`);
      expect(html.match(/<div class="dd-analysis">.*?<\/div>/)?.[0].match(/<li>/g), path).toHaveLength(3);
    }
  });

  it('solves with the program’s own solver the tables DDS gives (board 1)', async () => {
    const one = bytesOf(`[Event ""]\r\n[Board "1"]\r\n[Dealer "N"]\r\n[Vulnerable "None"]\r\n[Deal "${DEAL_1}"]\r\n`);
    const solved = new Map<string, DoubleDummyTable>();
    const r = await run(['--format', 'json', '-o', 'out.json'], solved, one);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('no deal for boards 2, 3');
    const board1 = (JSON.parse(r.text('out.json')) as { boards: JsonBoard[] }).boards.find((b) => b.board === 1);
    expect(board1?.doubleDummy).toEqual(TABLES.get(DEAL_1));
    expect(board1?.par).toMatchObject({ scoreNS: -430, source: 'computed' });
    expect([...solved.keys()]).toEqual([DEAL_1]);
  }, 300_000);
});

describe('--deals on a hand record with some analysis of its own', () => {
  const info: PairsEventInfo = { boards: [], participants: [] } as unknown as PairsEventInfo;
  const played = (boards: number[]) =>
    LineTable.fromLines(boards.map((board) => ({ board, ns: '1', ew: '2', outcome: { kind: 'notPlayed' }, source: { file: 't.csv', line: 1 } })));
  const fake = () => {
    const asked: number[] = [];
    return {
      asked,
      solve: async (boards: readonly { board: number; deal?: string }[]) =>
        boards.map((b) => {
          asked.push(b.board);
          const doubleDummy = TABLES.get(b.deal as string) as DoubleDummyTable;
          return { ...OWN.get(b.board)!, doubleDummy, par: { scoreNS: 0, contracts: [], source: 'computed' as const } };
        }),
    };
  };
  /** The fixture with boards 1 and 3's analysis taken out (their games only). */
  const partial = (): string => {
    const games = latin1(HANDS).split(/(?=\[Event )/);
    return games
      .map((g) =>
        /\[Board "(1|3)"\]/.test(g)
          ? g
              .replace(/\[(DoubleDummyTricks|OptimumScore|ParContract) "[^"]*"\]\r?\n/g, '')
              .replace(/\[OptimumResultTable "[^"]*"\]\r?\n(?:[NESW] +(?:NT|[SHDC]) +\d+\r?\n)*/g, '')
          : g,
      )
      .join('');
  };

  it('solves only the played boards that lack it, and keeps the file’s own', async () => {
    const { asked, solve } = fake();
    const diagnostics: never[] = [];
    const out = await withDealsFile(info, played([1, 2, 3, 4]), { file: 'p.pbn', bytes: bytesOf(partial()) }, diagnostics, solve);
    expect(asked).toEqual([1, 3]);
    expect(out.boards.map((b) => b.par?.source)).toEqual(['computed', 'file', 'computed', 'file']);
  });

  it('leaves a board whose analysis cannot be read without one (the reader says why), and solves nothing else', async () => {
    const { asked, solve } = fake();
    const damaged = latin1(HANDS).replace('[DoubleDummyTricks "2333223332aaaabaaaab"]', '[DoubleDummyTricks "x"]');
    const text = damaged.replace(/\[OptimumResultTable "[^"]*"\]\r?\n(?:[NESW] +(?:NT|[SHDC]) +\d+\r?\n)*/, '');
    expect(boardsWithAnalysisTags(bytesOf(text), 'd.pbn')).toEqual(new Set(OWN.keys()));
    const diagnostics: { message: string }[] = [];
    const out = await withDealsFile(info, played([1, 2]), { file: 'd.pbn', bytes: bytesOf(text) }, diagnostics as never[], solve);
    expect(asked).toEqual([]);
    expect(out.boards[0]?.doubleDummy).toBeUndefined();
    expect(diagnostics.some((d) => /board 1: .* is not a double-dummy table/.test(d.message))).toBe(true);
  });
});
