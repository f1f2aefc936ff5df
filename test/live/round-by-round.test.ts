/**
 * Live in the club room: the club session entered round by round (rounds 1..k, k = 1…7), scored with
 * `--provisional` as `--watch` scores it. During play nothing is credited for boards not yet played, the top
 * of a board grows as tables finish it, a board in play has no Neuberg and no small-group values, every pair
 * is ranked on its percentage of the boards it has played (no "not ranked"), and every output says it is
 * provisional. Once every round is in, `--final` gives exactly today's output.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { projectRoot } from '../helpers/fixtures.js';

const CLUB = join(projectRoot, 'examples', 'club-session');
const TRAVELLERS = readFileSync(join(CLUB, 'travellers.csv'), 'utf8').trim().split('\n');
const HEADER = TRAVELLERS[0] as string;
const MOVEMENT = readFileSync(join(CLUB, 'movement.csv'), 'utf8');
const NAMES = readFileSync(join(CLUB, 'names.csv'), 'utf8');
const ROUNDS = 7;
const linesUpTo = (k: number): string[] => TRAVELLERS.slice(1).filter((l) => Number(l.split(',')[1]) <= k);
const upToRound = (k: number): string => [HEADER, ...linesUpTo(k)].join('\n') + '\n';
const files = (k: number) => ({ 't.csv': upToRound(k), 'm.csv': MOVEMENT, 'n.csv': NAMES });
/** Tables the movement has play each board. */
const planned = new Map<number, number>();
for (const row of MOVEMENT.trim().split('\n').slice(1)) {
  const [, , ns, ew, boards] = row.split(',');
  if (!ns || !ew || !boards || ns === '0' || ew === '0') continue; // pair 0: the sit-out
  const [from, to] = boards.split('-').map(Number) as [number, number];
  for (let b = from; b <= (to ?? from); b++) planned.set(b, (planned.get(b) ?? 0) + 1);
}

interface Row {
  pair: string;
  rank: number | null;
  ranked: boolean;
  total: number;
  max: number;
  percentage: number;
  boards: number;
  sitOutBoards: number;
  direction: string | null;
}
interface Result {
  ns: string;
  ew: string;
  mpNS: number | null;
  mpEW: number | null;
  adjusted?: string;
  explain: { n: number; expected: number; neubergFactor?: unknown; smallGroup?: unknown };
}
interface Doc {
  ranking: Row[];
  boards: { board: number; top: number; expected: number; results: Result[] }[];
  provisional?: { roundsComplete: number[]; rounds: number; boardsInPlay: number[]; rankedOnBoardsPlayed: boolean };
}

async function scoreAfter(k: number, extra: string[] = []): Promise<Doc> {
  const r = await runInProcess(['pairs', 't.csv', '--names', 'n.csv', '--movement', 'm.csv', '--provisional', '-f', 'json', '--explain', ...extra], files(k));
  expect(r.stderr.split('\n').filter((l) => l.includes('error'))).toEqual([]);
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Doc;
}

describe('the club session scored round by round', async () => {
  const docs = new Map<number, Doc>();
  for (let k = 1; k <= ROUNDS; k++) docs.set(k, await scoreAfter(k));

  it.each(Array.from({ length: ROUNDS - 1 }, (_, i) => [i + 1]))('after round %i: no pair credited for a board it has not played, every pair ranked', (k) => {
    const doc = docs.get(k) as Doc;
    const lines = linesUpTo(k);
    for (const row of doc.ranking) {
      const played = lines.filter((l) => {
        const [, , , ns, ew] = l.split(',');
        return ns === row.pair || ew === row.pair;
      }).length;
      expect(row.boards, `pair ${row.pair}`).toBe(played);
      expect(row.sitOutBoards, `pair ${row.pair}`).toBe(0);
      expect(row.ranked, `pair ${row.pair}`).toBe(true);
      expect(row.rank).not.toBeNull();
    }
    expect(doc.provisional?.roundsComplete).toEqual(Array.from({ length: k }, (_, i) => i + 1));
    expect(doc.provisional?.rounds).toBe(ROUNDS);
    expect(doc.provisional?.rankedOnBoardsPlayed).toBe(true);
  });

  it.each(Array.from({ length: ROUNDS - 1 }, (_, i) => [i + 1]))('after round %i: percentages over the boards each pair has played', (k) => {
    const doc = docs.get(k) as Doc;
    for (const row of doc.ranking) {
      // max: the tops of the boards the pair played, nothing for the rest
      let max = 0;
      let total = 0;
      for (const b of doc.boards) {
        for (const r of b.results) {
          if (r.ns === row.pair) {
            max += b.top;
            total += r.mpNS ?? 0;
          }
          if (r.ew === row.pair) {
            max += b.top;
            total += r.mpEW ?? 0;
          }
        }
      }
      expect(row.max, `pair ${row.pair}`).toBeCloseTo(max, 9);
      expect(row.total, `pair ${row.pair}`).toBeCloseTo(total, 9);
      expect(row.percentage).toBeCloseTo(max === 0 ? 50 : (100 * total) / max, 9);
    }
    // ranked by percentage, in each field (a Mitchell: NS and EW)
    for (const direction of new Set(doc.ranking.map((r) => r.direction))) {
      const pct = doc.ranking.filter((r) => r.direction === direction).map((r) => r.percentage);
      expect([...pct].sort((a, b) => b - a)).toEqual(pct);
    }
  });

  it.each(Array.from({ length: ROUNDS - 1 }, (_, i) => [i + 1]))(
    'after round %i: a board in play is scored on its own results, no Neuberg, no fixed values',
    (k) => {
      const doc = docs.get(k) as Doc;
      for (const b of doc.boards) {
        const inPlay = b.results.length < (planned.get(b.board) ?? 0);
        expect(doc.provisional?.boardsInPlay.includes(b.board), `board ${b.board}`).toBe(inPlay);
        if (!inPlay) continue;
        const real = b.results.filter((r) => r.adjusted === undefined || !r.adjusted.startsWith('artificial')).length;
        expect(b.expected, `board ${b.board}`).toBe(Math.max(1, real));
        expect(b.top, `board ${b.board}`).toBe(2 * (Math.max(1, real) - 1));
        for (const r of b.results) {
          expect(r.explain.neubergFactor, `board ${b.board}`).toBeUndefined();
          expect(r.explain.smallGroup, `board ${b.board}`).toBeUndefined();
        }
        // a board played once is no 60/60 for both sides: there is nothing to compare it with yet
        if (real === 1) expect(b.results.filter((r) => r.adjusted === undefined).map((r) => [r.mpNS, r.mpEW])).toEqual([[0, 0]]);
      }
    },
  );

  it('the top of each board grows as tables finish it, up to the full top', () => {
    let previous = new Map<number, number>();
    for (let k = 1; k <= ROUNDS; k++) {
      const doc = docs.get(k) as Doc;
      const tops = new Map(doc.boards.map((b) => [b.board, b.top]));
      for (const [board, top] of previous) expect(tops.get(board), `board ${board} after round ${k}`).toBeGreaterThanOrEqual(top);
      previous = tops;
    }
    const full = docs.get(ROUNDS) as Doc;
    expect(new Set(full.boards.map((b) => b.top))).toEqual(new Set([2 * (Math.max(...planned.values()) - 1)]));
  });

  it('pair 1 after round 2 (4 boards, then the sit-out) has the matchpoints of its own boards only (not 49 of 56)', () => {
    const doc = docs.get(2) as Doc;
    const p1 = doc.ranking.find((r) => r.pair === '1' && r.direction !== 'EW') as Row;
    expect(p1.boards).toBe(4);
    expect(p1.sitOutBoards).toBe(0);
    // boards 1–4 have been played at two tables: a top of 2 each
    expect(p1.max).toBe(4 * 2);
  });

  it('after the last round the scores are final; marked provisional until --final', async () => {
    const plain = await runInProcess(['pairs', 't.csv', '--names', 'n.csv', '--movement', 'm.csv', '-f', 'json', '--explain'], files(ROUNDS));
    const last = docs.get(ROUNDS) as Doc;
    expect(last.provisional?.roundsComplete).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(last.provisional?.rankedOnBoardsPlayed).toBe(false);
    const { provisional: _mark, ...rest } = last;
    expect(JSON.stringify(rest) + '\n').toBe(plain.stdout);
  });
});

describe("the final run is today's output, byte for byte", () => {
  it.each([
    ['json', ['-f', 'json', '--pretty'], 'json.out'],
    ['csv', ['-f', 'csv'], 'ranking-csv.out'],
    ['table', [], 'ranking.out'],
  ])('%s with --provisional --final after the last round', async (_name, args, golden) => {
    const r = await runInProcess(['pairs', 't.csv', '--names', 'n.csv', '--movement', 'm.csv', '--provisional', '--final', ...args], files(ROUNDS));
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(readFileSync(join(CLUB, 'golden', golden), 'utf8'));
  });

  it('html: --final says "Final results", and nothing else differs from a plain run', async () => {
    const plain = await runInProcess(['pairs', 't.csv', '--movement', 'm.csv', '-f', 'html'], files(ROUNDS));
    const final = await runInProcess(['pairs', 't.csv', '--movement', 'm.csv', '-f', 'html', '--final'], files(ROUNDS));
    expect(final.stdout).toContain('<p class="live-status" role="status">Final results</p>');
    expect(final.stdout.replace('<p class="live-status" role="status">Final results</p>', '')).toBe(plain.stdout);
    expect(final.stdout).not.toMatch(/Provisional/);
  });
});

describe('every output says it is provisional during play', () => {
  it('html: the banner, and how the pairs are ranked meanwhile, in five languages', async () => {
    const words: Record<string, [string, string]> = {
      en: ['Provisional results: rounds 1–2 of 7 complete', 'each pair ranked on the boards it has played so far'],
      nb: ['Foreløpige resultater: rundene 1–2 av 7 ferdige', 'hvert par rangert på spillene det har spilt så langt'],
      sv: ['Preliminära resultat: ronderna 1–2 av 7 klara', 'varje par rankat på de brickor det har spelat hittills'],
      da: ['Foreløbige resultater: runderne 1–2 af 7 færdige', 'hvert par placeret efter de spil, det har spillet indtil nu'],
      fi: ['Alustavat tulokset: kierrokset 1–2 valmiit, kierroksia yhteensä 7', 'jokainen pari sijoitettu tähän mennessä pelaamiensa jakojen mukaan'],
    };
    for (const [lang, [banner, note]] of Object.entries(words)) {
      const r = await runInProcess(['pairs', 't.csv', '--movement', 'm.csv', '--provisional', '-f', 'html', '--lang', lang], files(2));
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`<p class="live-status" role="status">${banner}</p>`);
      expect(r.stdout).toContain(`<p class="live-status ranked-on-played">${note}</p>`);
      expect(r.stdout).not.toContain('i.r.');
    }
  });

  it('html: the ranking gives the boards each pair has played so far', async () => {
    const r = await runInProcess(['pairs', 't.csv', '--movement', 'm.csv', '--provisional', '-f', 'html'], files(2));
    const doc = await scoreAfter(2);
    expect(r.stdout).toContain('<th scope="col" class="n opt">Boards</th>');
    for (const row of doc.ranking) {
      const id = `rank-${row.direction === 'EW' ? 'ew' : 'ns'}-${row.pair}`;
      const tr = new RegExp(`<tr id="${id}">.*?</tr>`).exec(r.stdout)?.[0] ?? '';
      expect(tr, id).toMatch(new RegExp(`<td class="n opt">${row.boards}</td></tr>$`));
    }
  });

  it('html after the last round without --final: says every round is complete, still provisional', async () => {
    const r = await runInProcess(['pairs', 't.csv', '--movement', 'm.csv', '--provisional', '-f', 'html'], files(ROUNDS));
    expect(r.stdout).toContain('<p class="live-status" role="status">Provisional results: all 7 rounds complete</p>');
    expect(r.stdout).not.toContain('ranked-on-played');
  });

  it('--final during play cannot make it final', async () => {
    const r = await runInProcess(['pairs', 't.csv', '--movement', 'm.csv', '--provisional', '--final', '-f', 'html'], files(3));
    expect(r.stdout).toContain('Provisional results: rounds 1–3 of 7 complete');
    expect(r.stdout).not.toContain('Final results');
  });

  it('csv: a provisional column on every row; table: a line under it', async () => {
    const csv = await runInProcess(['pairs', 't.csv', '--movement', 'm.csv', '--provisional', '-f', 'csv'], files(2));
    const rows = csv.stdout.trim().split('\n');
    expect(rows[0]).toMatch(/,provisional$/);
    for (const row of rows.slice(1)) expect(row).toMatch(/,Provisional results: rounds 1–2 of 7 complete$/);
    const table = await runInProcess(['pairs', 't.csv', '--movement', 'm.csv', '--provisional'], files(2));
    expect(table.stdout).toContain('Provisional results: rounds 1–2 of 7 complete (each pair ranked on the boards it has played so far)');
  });

  it('json (pretty too): a provisional member only while provisional', async () => {
    const r = await runInProcess(['pairs', 't.csv', '--movement', 'm.csv', '--provisional', '-f', 'json', '--pretty'], files(2));
    const doc = JSON.parse(r.stdout) as Doc;
    expect(doc.provisional?.roundsComplete).toEqual([1, 2]);
    expect(JSON.stringify(doc, null, 2) + '\n').toBe(r.stdout);
    // beside the HC ranking too, compact and pretty
    const register = { ...files(2), 'r.csv': readFileSync(join(CLUB, 'register.csv'), 'utf8') };
    for (const pretty of [[], ['--pretty']]) {
      const hc = await runInProcess(
        ['pairs', 't.csv', '--names', 'n.csv', '--movement', 'm.csv', '--provisional', '--handicap', 'r.csv', '-f', 'json', ...pretty],
        register,
      );
      expect(hc.code).toBe(0);
      const both = JSON.parse(hc.stdout) as Record<string, unknown>;
      expect(Object.keys(both)).toEqual(['schemaVersion', 'event', 'ranking', 'boards', 'handicap', 'provisional']);
      expect(JSON.stringify(both, null, pretty.length > 0 ? 2 : undefined) + '\n').toBe(hc.stdout);
    }
    const plain = await runInProcess(['pairs', 't.csv', '--movement', 'm.csv', '-f', 'json', '--pretty'], files(ROUNDS));
    expect(JSON.parse(plain.stdout)).not.toHaveProperty('provisional');
  });
});
