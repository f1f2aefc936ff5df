/**
 * The results pages against double dummy and par: per result on a board's traveller (tricks against the
 * double-dummy tricks of that declarer in that strain, North–South's score against the par), and per pair on
 * its score card (as declarer, on defence, against par) — shown where the program computed the analysis, in
 * every language; and `pairs … --deals` on a file of deals only, solved by the program.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, localeFor } from '../../src/i18n/index.js';
import { againstDoubleDummy, countBoard, pairAnalysisHtml, signedText, type PairAnalysis } from '../../src/output/html/hand-record.js';
import type { BoardInfo, DoubleDummyTable, Seat, Strain } from '../../src/model/types.js';
import { runCli } from '../../src/cli/run.js';
import { cachedSolver, fromDdTable, SOLVED_CACHE_SIZE, type SolveDeals } from '../../src/pipeline/deals-common.js';
import { fakeDeps, runInProcess } from '../helpers/cli.js';
import { bridgemateDir } from '../helpers/fixtures.js';
import { HANDS, latin1, TABLES } from './helpers.js';

const DEAL_1 = 'N:K843.T542.J6.863 AQJ7.K.Q75.AT942 962.AJ7.KT82.J75 T5.Q9863.A943.KQ';
const INFO: BoardInfo = {
  board: 1,
  dealer: 'N',
  vulnerability: 'None',
  deal: DEAL_1,
  doubleDummy: TABLES.get(DEAL_1)!,
  par: { scoreNS: -430, contracts: [], source: 'computed' },
};

describe('a result against double dummy and par', () => {
  const cases: [string, Seat, Strain, number, number, { tricks?: number; parNS?: number }][] = [
    // board 1: E and W take 10 in NT, 11 in clubs; N and S 2 in NT; par EW 430
    ['3NT by E making 10, the double-dummy tricks', 'E', 'NT', 10, -430, { tricks: 0, parNS: 0 }],
    ['3NT by W making 9, one short', 'W', 'NT', 9, -400, { tricks: -1, parNS: 30 }],
    ['5C by E making 12, one over', 'E', 'C', 12, -420, { tricks: 1, parNS: 10 }],
    ['1NT by N making 4, two over, three down', 'N', 'NT', 4, -150, { tricks: 2, parNS: 280 }],
  ];
  it.each(cases)('%s', (_, declarer, strain, tricks, scoreNS, expected) => {
    expect(againstDoubleDummy(INFO, { contract: { strain }, declarer, tricks, scoreNS })).toEqual(expected);
  });

  it('a passed-out board has only the score against par', () => {
    expect(againstDoubleDummy(INFO, { scoreNS: 0 })).toEqual({ parNS: 430 });
  });

  it('writes the differences with a sign', () => {
    const en = localeFor('en');
    expect([
      signedText(1, en, '='),
      signedText(-1, en, '='),
      signedText(0, en, '='),
      signedText(-430, localeFor('nb'), '0'),
      signedText(undefined, en, '='),
    ]).toEqual(['+1', '−1', '=', '−430', '']);
  });
});

describe('a pair’s counts', () => {
  it('counts declaring, defending and par from the pair’s side', () => {
    const acc: PairAnalysis = { led: 0, leadsGave: 0, declared: 0, made: 0, defended: 0, held: 0, withPar: 0, beaten: 0, reached: 0 };
    countBoard(acc, 'EW', { tricks: 0, parNS: 0 }, 'E'); // declared, made the DD tricks, reached par
    countBoard(acc, 'EW', { tricks: -1, parNS: 30 }, 'W'); // declared, one short, below par
    countBoard(acc, 'NS', { tricks: -1, parNS: 30 }, 'W'); // defended, held declarer, beat par
    countBoard(acc, 'NS', { tricks: 1, parNS: -50 }, 'E'); // defended, declarer made one over, below par
    expect(acc).toEqual({ led: 0, leadsGave: 0, declared: 2, made: 1, defended: 2, held: 1, withPar: 4, beaten: 1, reached: 1 });
    expect(pairAnalysisHtml(acc)).toBe(
      '<div class="dd-analysis"><p><strong>Against double dummy and par</strong></p><ul class="legend"><li>As declarer: made the double-dummy tricks or more 1 of 2 times</li><li>On defence: held declarer to the double-dummy tricks or fewer 1 of 2 times</li><li>Against par: beaten 1, reached 1, of 4 boards</li></ul></div>',
    );
  });

  it.each(LANGUAGES.map((l) => [l]))('in %s', (lang) => {
    const acc: PairAnalysis = { led: 0, leadsGave: 0, declared: 3, made: 2, defended: 4, held: 1, withPar: 7, beaten: 2, reached: 3 };
    const html = pairAnalysisHtml(acc, localeFor(lang));
    expect(html).toContain(localeFor(lang).t.dealAnalysis.analysisHeading);
    expect(html.match(/<li>/g)).toHaveLength(3);
  });
});

describe('the results pages of a session whose par the program computed', () => {
  const FILES = {
    'club.bws': new Uint8Array(readFileSync(join(bridgemateDir, 'club-2026-01-19.bws'))),
    // the hand record's tables without its par: the par is computed, and the analysis shown
    'bare.pbn': latin1(HANDS).replace(/\[(OptimumScore|ParContract) "[^"]*"\]\r?\n/g, ''),
  };

  it.each(LANGUAGES.map((l) => [l]))('has each result against double dummy and par on the traveller, and the pair’s counts on its card (%s)', async (lang) => {
    const r = await runInProcess(['pairs', 'club.bws', '--deals', 'bare.pbn', '--format', 'html', '--lang', lang, '-o', 'out/'], FILES);
    expect(r.code, r.stderr).toBe(0);
    const h = localeFor(lang).t.dealAnalysis;
    const board1 = r.written.get('out/board-1.html') as string;
    expect(board1).toContain(`<th scope="col" class="n">${h.vsDoubleDummy}</th><th scope="col" class="n">${h.vsPar}</th></tr>`);
    const rows = board1.match(/<tr[^>]*>.*?<\/tr>/g)?.filter((row) => row.includes('<td')) ?? [];
    const traveller = rows.filter((row) => !row.includes('makes'));
    expect(traveller.length).toBeGreaterThan(0);
    const results = traveller.filter((row) => row.includes('class="nw opt"'));
    expect(results.length).toBeGreaterThan(0);
    for (const row of results) expect(row).toMatch(/<td class="n">(=|[+−]\d+)?<\/td><td class="n">(0|[+−][\d  ]+)?<\/td><\/tr>$/);
    const cards = [...r.written.keys()].filter((p) => /pair-[^/]*\.html$/.test(p));
    expect(cards.length).toBeGreaterThan(0);
    for (const path of cards) expect(r.written.get(path), path).toContain(`<div class="dd-analysis"><p><strong>${h.analysisHeading}</strong></p>`);
  });

  it('leaves the pages of a hand record with its own par as they were', async () => {
    const r = await runInProcess(['pairs', 'club.bws', '--deals', 'hands.pbn', '--format', 'html', '-o', 'out/'], { ...FILES, 'hands.pbn': HANDS });
    expect(r.code, r.stderr).toBe(0);
    expect(r.written.get('out/board-1.html')).not.toContain('vs DD');
    expect([...r.written.values()].some((v) => typeof v === 'string' && v.includes('dd-analysis'))).toBe(false);
  });
});

describe('a hand record solved once for every rescoring (--watch, serve)', () => {
  const table = (n: number): DoubleDummyTable => fromDdTable([0, 1, 2, 3].map((s) => [0, 1, 2, 3, 4].map((k) => (n + s + k) % 14)));
  const fake = () => {
    const asked: string[][] = [];
    const solve: SolveDeals = async (deals, onSolved) => {
      asked.push([...deals]);
      deals.forEach((_, i) => onSolved?.(i + 1));
      return deals.map((d) => table(d.length));
    };
    return { asked, solve };
  };

  it('solves only the deals it has not solved before, and each one once', async () => {
    const { asked, solve } = fake();
    const cache = new Map<string, DoubleDummyTable>();
    const cached = cachedSolver(solve, cache);
    const progress: number[] = [];
    expect(await cached(['a', 'bb', 'a'], (n) => progress.push(n))).toEqual([table(1), table(2), table(1)]);
    expect(asked).toEqual([['a', 'bb']]);
    expect(progress.at(-1)).toBe(3);
    expect(await cached(['bb', 'ccc', 'a'])).toEqual([table(2), table(3), table(1)]);
    expect(asked).toEqual([['a', 'bb'], ['ccc']]);
    expect(await cached(['a', 'bb', 'ccc'])).toEqual([table(1), table(2), table(3)]);
    expect(asked.length).toBe(2);
  });

  it(`keeps at most ${SOLVED_CACHE_SIZE} deals, dropping the oldest`, async () => {
    const { asked, solve } = fake();
    const cache = new Map<string, DoubleDummyTable>();
    const cached = cachedSolver(solve, cache);
    await cached(Array.from({ length: SOLVED_CACHE_SIZE + 10 }, (_, i) => `deal ${i}`));
    expect(cache.size).toBe(SOLVED_CACHE_SIZE);
    expect(cache.has('deal 0')).toBe(false);
    await cached([`deal ${SOLVED_CACHE_SIZE + 9}`]);
    expect(asked.length).toBe(1);
  });

  it('pairs --deals takes a deal solved before from the run, not from the solver', async () => {
    const deal = /\[Deal "([^"]*)"\]/.exec(latin1(HANDS))?.[1] as string;
    // Board 1's deal alone, without its table: the table comes from what the run solved before.
    const bare = `[Event ""]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${deal}"]\n`;
    const { deps, out } = fakeDeps({ 'club.bws': new Uint8Array(readFileSync(join(bridgemateDir, 'club-2026-01-19.bws'))), 'bare.pbn': bare });
    const marked = table(7);
    const code = await runCli(['pairs', 'club.bws', '--deals', 'bare.pbn', '--format', 'json', '-o', 'out.json'], {
      ...deps,
      solvedDeals: new Map([[deal, marked]]),
    });
    expect(code, out.stderr).toBe(0);
    const written = out.written.get('out.json') as string | Uint8Array;
    const doc = JSON.parse(typeof written === 'string' ? written : new TextDecoder().decode(written)) as { boards: { board: number; doubleDummy?: unknown }[] };
    expect(doc.boards.find((b) => b.board === 1)?.doubleDummy).toEqual(marked);
  });
});
