/**
 * `serve` with a hand record of deals only, whose analysis the program computes: the analysis of a board still
 * in play is on no page — not the board's, and not a pair's counts against double dummy and par, which would
 * tell anyone opening that pair's page about a deal still being played. Each version is made as the server
 * makes it (buildLive), in this thread, the deals taken from the store of solved deals (the fixture's tables).
 */
import { describe, expect, it } from 'vitest';
import { BARE, TABLES } from '../deals/helpers.js';
import { pagesAfter } from './build.js';
import { linesUpTo, PLANNED, ROUNDS } from './server.js';

/** Boards every table has played after round k. */
const finished = (k: number): Set<number> => {
  const played = new Map<number, number>();
  for (const l of linesUpTo(k)) played.set(Number(l.split(',')[0]), (played.get(Number(l.split(',')[0])) ?? 0) + 1);
  return new Set([...PLANNED].filter(([b, tables]) => played.get(b) === tables).map(([b]) => b));
};

/** A pair page's counts: the boards it declared or defended, and those with a par. */
const counts = (page: string): { played: number; withPar: number } | undefined => {
  const block = /<div class="dd-analysis">.*?<\/div>/.exec(page)?.[0];
  if (block === undefined) return undefined;
  const of = [...block.matchAll(/ of (\d+)/g)].map((m) => Number(m[1]));
  return { played: (of[0] ?? 0) + (of[1] ?? 0), withPar: of[of.length - 1] ?? 0 };
};

describe('serve: the analysis of a board in play is on no page', () => {
  it.each([[1], [3], [5], [ROUNDS]])(
    'after round %i',
    async (k) => {
      const pages = await pagesAfter(k, BARE, [], new Map(TABLES));
      const done = finished(k);
      for (const [path, html] of pages) {
        for (const m of html.matchAll(/<section class="board" id="board-(\d+)"[^>]*>(.*?)<\/section>/gs)) {
          const board = Number(m[1]);
          if (done.has(board)) continue;
          expect(m[2], `${path}: board ${board} after round ${k}`).not.toMatch(/class="(dd|par|makeable|deal)"/);
        }
      }
      // each pair's counts are of its finished boards only
      for (const [path, html] of pages) {
        const pair = /^\/pair-(ns|ew)-(\d+)\.html$/.exec(path);
        if (!pair) continue;
        const own = linesUpTo(k).filter((l) => {
          const [board, , , ns, ew] = l.split(',');
          return done.has(Number(board)) && (pair[1] === 'ns' ? ns : ew) === pair[2];
        });
        const c = counts(html);
        if (own.length === 0) expect(c, `${path} after round ${k}`).toBeUndefined();
        else expect(c?.withPar, `${path} after round ${k}`).toBeLessThanOrEqual(own.length);
      }
      // a finished board's page has its whole analysis, and each pair its counts
      for (const board of done) {
        const page = pages.get(`/board-${board}.html`) as string;
        expect(page, `board ${board} after round ${k}`).toMatch(/class="deal"[\s\S]*class="dd"[\s\S]*class="makeable"[\s\S]*class="par"/);
      }
      if (k === ROUNDS) expect([...pages.keys()].filter((p) => /^\/pair-/.test(p) && counts(pages.get(p) as string) === undefined)).toEqual([]);
    },
    120_000,
  );
});
