/**
 * The pieces of the live pages, one rule each: the scores a contract can give (Law 77), the results a
 * director is shown to check, the QR code's structure, the request path, and the pages' words in every language.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../src/io/http-site.js';
import { declarerScore } from '../../src/laws/contract-score.js';
import { possibleScores } from '../../src/laws/possible-scores.js';
import { liveLabels } from '../../src/i18n/live.js';
import { LANGUAGES } from '../../src/i18n/languages.js';
import type { ScoredBoard } from '../../src/model/scored.js';
import type { Contract, Seat } from '../../src/model/types.js';
import { frequencies, frequencyTable } from '../../src/output/html/live/frequencies.js';
import { qrModules } from '../../src/output/html/live/qr.js';
import { resultRow } from '../../src/output/view/pairs.js';
import { localeFor } from '../../src/i18n/index.js';
import type { Rational } from '../../src/base/rational.js';
import { exampleScored } from '../output/html/example-event.js';
import { boardRange } from '../../src/output/html/live/seats.js';
import { FAR_IMPS, suspectsOf } from '../../src/pipeline/live.js';

describe('possibleScores (Law 77)', () => {
  it.each([
    ['None', 420, true],
    ['None', 430, true], // 1♣ redoubled, one over
    ['None', 425, false],
    ['Both', 620, true],
    ['Both', 420, false],
    ['NS', -200, true],
    ['None', 1700, true],
    ['None', 7000, true], // 7NT redoubled, thirteen down
    ['None', 7600, false],
    ['Both', 7600, true],
    ['None', 7610, false],
    ['None', 0, true],
    ['EW', 110, true],
    ['None', 115, false],
  ] as const)('on a board %s vulnerable, %i is %s', (vul, score, can) => {
    expect(possibleScores(vul).has(score)).toBe(can);
  });

  it('holds every score of every contract (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom('C', 'D', 'H', 'S', 'NT'),
        fc.constantFrom('', 'X', 'XX'),
        fc.integer({ min: 0, max: 13 }),
        fc.boolean(),
        (level, strain, risk, tricks, vul) => {
          const c = { level, strain, risk } as Contract;
          expect(possibleScores(vul ? 'Both' : 'None').has(declarerScore(c, tricks, vul))).toBe(true);
        },
      ),
    );
  });
});

const line = (scoreNS: number, extra: Record<string, unknown> = {}) => ({
  line: { board: 1, ns: String(scoreNS), ew: 'x', round: 1, table: 1, outcome: { kind: 'played', score: { scoreNS, ...extra } }, source: { file: 't' } },
});
const board = (lines: ReturnType<typeof line>[], info?: unknown) =>
  ({ board: 1, vulnerability: 'None', lines, ...(info ? { info } : {}) }) as unknown as ScoredBoard;

describe('suspectsOf: the results a director is shown', () => {
  it(`lists a result at least ${FAR_IMPS} IMPs from every other, on a board of three or more`, () => {
    const s = suspectsOf(board([line(420), line(450), line(-1100)]));
    expect(s.map((x) => [x.scoreNS, x.kind])).toEqual([[-1100, 'far']]);
    expect(s[0]?.imps).toBe(17);
  });

  it('lists nothing on a board of two results, or when each result has a neighbour', () => {
    expect(suspectsOf(board([line(420), line(-1100)]))).toEqual([]);
    expect(suspectsOf(board([line(420), line(450), line(-1100), line(-800)]))).toEqual([]);
  });

  it('lists a score no contract gives, when only the score was entered', () => {
    expect(suspectsOf(board([line(425)])).map((x) => x.kind)).toEqual(['impossible']);
    expect(suspectsOf(board([line(420)]))).toEqual([]);
  });

  it('lists a contract made with more tricks than double dummy gives', () => {
    const dd = {
      N: { NT: 9, S: 10, H: 8, D: 7, C: 6 },
      S: { NT: 9, S: 10, H: 8, D: 7, C: 6 },
      E: { NT: 4, S: 3, H: 5, D: 6, C: 7 },
      W: { NT: 4, S: 3, H: 5, D: 6, C: 7 },
    };
    const c = (tricks: number, declarer: Seat = 'N') => line(0, { contract: { level: 4, strain: 'S', risk: '' }, declarer, tricks });
    expect(suspectsOf(board([c(11)], { doubleDummy: dd })).map((x) => [x.kind, x.tricks, x.dd])).toEqual([['over-double-dummy', 11, 10]]);
    expect(suspectsOf(board([c(10)], { doubleDummy: dd }))).toEqual([]);
    // defeated: not "made with more tricks"
    expect(suspectsOf(board([line(0, { contract: { level: 4, strain: 'H', risk: '' }, declarer: 'N', tricks: 9 })], { doubleDummy: dd }))).toEqual([]);
  });
});

describe('the QR code', () => {
  it.each(['http://192.168.1.20:8080/', 'http://[fe80::1]:8080/', 'https://results.example.org/club/2026-12-03/'])(
    'of %s has the three finder patterns',
    (text) => {
      const m = qrModules(text);
      const n = m.length;
      expect((n - 17) % 4).toBe(0);
      for (const [r0, c0] of [
        [0, 0],
        [0, n - 7],
        [n - 7, 0],
      ] as const) {
        for (let r = 0; r < 7; r++)
          for (let c = 0; c < 7; c++) {
            const ring = r === 0 || r === 6 || c === 0 || c === 6;
            const core = r >= 2 && r <= 4 && c >= 2 && c <= 4;
            expect(m[r0 + r]?.[c0 + c], `${r0 + r},${c0 + c}`).toBe(ring || core);
          }
      }
    },
  );

  it('is larger for a longer address', () => {
    expect(qrModules('http://10.0.0.1:8080/').length).toBeLessThan(qrModules(`http://10.0.0.1:8080/${'x'.repeat(120)}`).length);
  });
});

describe('pathOf: the request path', () => {
  it.each([
    ['/', '/'],
    ['/screen?x=1', '/screen'],
    ['/pair-ns-1.html#x', '/pair-ns-1.html'],
    ['/%70air', '/pair'],
    ['/%E0%A4%A', undefined],
    ['*', undefined],
    ['http://other/', undefined],
    [undefined, undefined],
  ] as const)('%s → %s', (url, path) => {
    expect(pathOf(url)).toBe(path);
  });
});

describe('boardRange', () => {
  it.each([
    [[1, 2, 3, 4], '1–4'],
    [[7], '7'],
    [[1, 3, 5], '1, 3, 5'],
    [[], ''],
  ])('%j → %s', (boards, text) => {
    expect(boardRange(boards)).toBe(text);
  });
});

describe('the live words', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('are translated in %s', (lang) => {
    const en = liveLabels('en');
    const other = liveLabels(lang);
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const a = en[key];
      const b = other[key];
      if (typeof a === 'string') expect(b, key).not.toBe(a);
      else expect(typeof b, key).toBe('function');
    }
    expect(other.inPlay({ played: 2, tables: 6 })).toMatch(/2.*6/);
  });
});

describe("a finished board's frequencies", () => {
  const event = exampleScored();
  it.each(event.boards.map((b) => [b.board, b] as const))('board %i: each ordinary score once with how often it occurred, the highest first', (_, b) => {
    const rows = frequencies(b);
    const scores = b.lines.map((sl) => resultRow(b.board, b.section, sl)).filter((r) => r.scoreNS !== null && r.adjusted === '');
    expect(rows.reduce((a, f) => a + f.times, 0)).toBe(scores.length);
    for (const f of rows) expect(f.times).toBe(scores.filter((r) => r.scoreNS === f.score && r.valueNS?.eq(f.ns as Rational) === true).length);
    for (let i = 1; i < rows.length; i++) expect((rows[i - 1] as { score: number }).score).toBeGreaterThanOrEqual((rows[i] as { score: number }).score);
  });
  it.each(LANGUAGES.map((l) => [l]))('is headed in %s', (lang) => {
    const b = event.boards[0] as ScoredBoard;
    const html = frequencyTable(b, event, localeFor(lang));
    expect(html).toContain(`<h3>${liveLabels(lang).frequencies}</h3>`);
    expect(html).toContain(liveLabels(lang).times);
  });
});
