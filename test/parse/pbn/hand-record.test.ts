/**
 * The hand record reader (`--deals FILE.pbn`) and the double-dummy / par tags: the session's BridgeComposer
 * file (ISO-8859-1), each tag's forms, what is computed when the file leaves it out, and every problem.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../src/base/diagnostics.js';
import { doubleDummyTricksText, parseDoubleDummyTricks, parseOptimumContract, parseOptimumScore, parseParContracts } from '../../../src/laws/double-dummy.js';
import { readHandRecord, withHandRecord } from '../../../src/parse/pbn/hand-record.js';
import { bridgemateDir } from '../../helpers/fixtures.js';

const FIXTURE = readFileSync(join(bridgemateDir, 'club-2026-01-19-hands.pbn'));
const latin1 = (text: string): Uint8Array => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
const messages = (text: string) => readHandRecord(latin1(text), 'hands.pbn').diagnostics.map(formatDiagnostic);

const BOARD_1 = [
  '[Board "1"]',
  '[Dealer "N"]',
  '[Vulnerable "None"]',
  '[Deal "N:K843.T542.J6.863 AQJ7.K.Q75.AT942 962.AJ7.KT82.J75 T5.Q9863.A943.KQ"]',
  '[DoubleDummyTricks "2333223332aaaabaaaab"]',
];

describe('readHandRecord: the session’s BridgeComposer file', () => {
  const read = readHandRecord(FIXTURE, 'hands.pbn');

  it('reads 36 boards without a problem', () => {
    expect(read.diagnostics).toEqual([]);
    expect(read.boards.map((b) => b.board)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
  });

  it('keeps board 1’s deal, table and par as the file gives them', () => {
    const b = read.boards[0];
    expect(b?.deal).toBe('N:K843.T542.J6.863 AQJ7.K.Q75.AT942 962.AJ7.KT82.J75 T5.Q9863.A943.KQ');
    expect([b?.dealer, b?.vulnerability]).toEqual(['N', 'None']);
    expect(b?.doubleDummy?.E).toEqual({ C: 11, D: 10, H: 10, S: 10, NT: 10 });
    expect(b?.doubleDummy?.N).toEqual({ C: 2, D: 3, H: 3, S: 3, NT: 2 });
    expect(b?.par).toEqual({ scoreNS: -430, contracts: [{ level: 3, strain: 'NT', risk: '', declarers: ['E', 'W'], tricks: 10 }], source: 'file' });
  });

  it('finds DoubleDummyTricks and the OptimumResultTable in agreement on every board', () => {
    // The reader warns when they differ; none does.
    expect(read.diagnostics.filter((d) => d.code === 'pbn-double-dummy-differs')).toEqual([]);
    expect(doubleDummyTricksText(read.boards[0]?.doubleDummy as never)).toBe('2333223332aaaabaaaab');
  });

  it('reads board 3’s sacrifice par as North-South’s minus', () => {
    expect(read.boards[2]?.par?.scoreNS).toBe(-500);
    expect(read.boards[2]?.par?.contracts).toEqual([{ level: 4, strain: 'S', risk: 'X', declarers: ['N', 'S'], tricks: 7 }]);
  });
});

describe('readHandRecord: what the file leaves out', () => {
  it('computes the par from the table when there is no OptimumScore', () => {
    const b = readHandRecord(latin1(BOARD_1.join('\n')), 'h.pbn').boards[0];
    expect(b?.par).toEqual({ scoreNS: -430, contracts: [{ level: 3, strain: 'NT', risk: '', declarers: ['E', 'W'], tricks: 10 }], source: 'computed' });
  });

  it('computes the par contracts when the file gives only the par score, and it agrees', () => {
    const b = readHandRecord(latin1([...BOARD_1, '[OptimumScore "EW 430"]'].join('\n')), 'h.pbn').boards[0];
    expect(b?.par?.source).toBe('file');
    expect(b?.par?.contracts).toHaveLength(1);
  });

  it('keeps the file’s par and warns when the table gives another', () => {
    expect(messages([...BOARD_1, '[OptimumScore "NS 100"]', '[ParContract "NS 4SX-2"]'].join('\n'))).toEqual([
      'hands.pbn:6: warning: field "OptimumScore": board 1: the par NS 100 differs from the par the double-dummy table gives (EW 430); the file\'s is kept',
    ]);
  });

  it('takes the standard dealer and vulnerability of the board number when the tags are missing (Law 2)', () => {
    const r = readHandRecord(latin1('[Board "6"]\n[Deal "N:K843.T542.J6.863 AQJ7.K.Q75.AT942 962.AJ7.KT82.J75 T5.Q9863.A943.KQ"]'), 'h.pbn');
    expect([r.boards[0]?.dealer, r.boards[0]?.vulnerability]).toEqual(['E', 'EW']);
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([
      'h.pbn:1: warning: field "Board": board 6: no [Dealer] and no [Vulnerable] tag; the standard ones for board 6 (dealer E, EW vulnerable) are used (Law 2)',
    ]);
  });

  it.each([
    ['[Vulnerable "EW"]', 'no [Dealer] tag'],
    ['[Dealer "E"]', 'no [Vulnerable] tag'],
  ])('names the one tag missing: with %s, %s', (present, absent) => {
    const r = readHandRecord(latin1(`[Board "6"]\n${present}\n[Deal "N:K843.T542.J6.863 AQJ7.K.Q75.AT942 962.AJ7.KT82.J75 T5.Q9863.A943.KQ"]`), 'h.pbn');
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([
      `h.pbn:1: warning: field "Board": board 6: ${absent}; the standard ones for board 6 (dealer E, EW vulnerable) are used (Law 2)`,
    ]);
  });

  it('reads a board without a deal (a par sheet) and names no deal', () => {
    const b = readHandRecord(latin1('[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[OptimumScore "EW 430"]'), 'h.pbn').boards[0];
    expect(b?.deal).toBeUndefined();
    expect(b?.par?.scoreNS).toBe(-430);
  });
});

describe('readHandRecord: problems', () => {
  it.each([
    [
      'a deal that cannot be read',
      '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:AKQ.T98 - - -"]',
      /^hands\.pbn:4: field "Deal": board 1: "N:AKQ\.T98 - - -" is not a deal/,
    ],
    ['a bad dealer', '[Board "1"]\n[Dealer "X"]\n[Vulnerable "None"]', /^hands\.pbn:2: field "Dealer": board 1: "X" is not a dealer/],
    ['a bad board number', '[Board "0"]', /^hands\.pbn:1: field "Board": "0" is not a board number/],
    ['no deals at all', '% just a comment\n', /^hands\.pbn:1: no deals found/],
  ])('%s is an error', (_, text, expected) => {
    const errors = messages(text).filter((m) => !m.includes('warning'));
    expect(errors[0]).toMatch(expected);
  });

  it('reports a board given twice with different deals', () => {
    const other = '[Deal "N:AKQJ.T98.765.432 T987.AKQ.AKQ.AKQ 6543.J765.JT9.JT 2.432.8432.98765"]';
    const text = `${BOARD_1.join('\n')}\n\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n${other}`;
    expect(messages(text)).toContain('hands.pbn:7: field "Board": board 1 is given twice with different deals (first at line 1; expected one deal per board)');
  });

  it.each([
    [
      '[DoubleDummyTricks "2333223332aaaabaaaa"]',
      'field "DoubleDummyTricks": board 1: "2333223332aaaabaaaa" is not a double-dummy table (expected 20 hex digits 0–d: tricks for declarers N, S, E, W, each in NT, S, H, D, C (found 19 characters)); it is not shown',
    ],
    [
      '[DoubleDummyTricks "2333223332aaaabaaaaf"]',
      'is not a double-dummy table (expected 20 hex digits 0–d: tricks for declarers N, S, E, W, each in NT, S, H, D, C (digit 20 is f, more than 13 tricks)); it is not shown',
    ],
    ['[OptimumScore "about 400"]', 'field "OptimumScore": board 1: "about 400" is not a par score'],
    ['[OptimumScore "EW 430"]\n[ParContract "EW 9N"]', 'field "ParContract": board 1: "EW 9N" is not a par contract'],
  ])('warns about %s and leaves it out', (tag, expected) => {
    const text = [...BOARD_1.slice(0, 4), tag].join('\n');
    const all = messages(text);
    expect(all.some((m) => m.includes('warning') && m.includes(expected))).toBe(true);
  });

  it('warns when DoubleDummyTricks and the OptimumResultTable disagree, and keeps the table', () => {
    const rows = ['N', 'S', 'E', 'W'].flatMap((s) => ['NT', 'S', 'H', 'D', 'C'].map((d) => `${s} ${d} 7`));
    const text = [...BOARD_1, '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]', ...rows].join('\n');
    const r = readHandRecord(latin1(text), 'hands.pbn');
    expect(r.diagnostics.map(formatDiagnostic)).toContain(
      'hands.pbn:5: warning: field "DoubleDummyTricks": board 1: [DoubleDummyTricks] and the [OptimumResultTable] disagree; the table (PBN 2.1) is kept',
    );
    expect(r.boards[0]?.doubleDummy?.N.NT).toBe(7);
  });

  it('warns about an optimum result table with a row missing', () => {
    const rows = ['N', 'S', 'E', 'W'].flatMap((s) => ['NT', 'S', 'H', 'D', 'C'].map((d) => `${s} ${d} 7`)).slice(1);
    const text = [...BOARD_1.slice(0, 4), '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]', ...rows].join('\n');
    expect(messages(text).join('\n')).toContain(
      'the optimum result table cannot be read (expected 20 rows, one per declarer and denomination (missing N NT)); it is not shown',
    );
  });
});

describe('the tags, one by one', () => {
  it.each([
    ['NS 420', 420],
    ['EW 430', -430],
    ['NS -500', -500],
    ['EW -100', 100],
    ['NS 0', 0],
    ['NS 430 EW -430', 430],
  ])('OptimumScore %j → NS %i', (text, score) => {
    expect(parseOptimumScore(text)).toEqual({ ok: true, value: score });
  });

  it.each(['', 'NS', '430', 'NS 430 EW 430', 'NS 4300000'])('OptimumScore %j is not a par score', (text) => {
    expect(parseOptimumScore(text).ok).toBe(false);
  });

  it.each([
    ['EW 3N+1', [{ level: 3, strain: 'NT', risk: '', declarers: ['E', 'W'], tricks: 10 }]],
    ['N 3H=', [{ level: 3, strain: 'H', risk: '', declarers: ['N'], tricks: 9 }]],
    ['NS 4SX-3', [{ level: 4, strain: 'S', risk: 'X', declarers: ['N', 'S'], tricks: 7 }]],
    [
      'EW 5C=; EW 5D=',
      [
        { level: 5, strain: 'C', risk: '', declarers: ['E', 'W'], tricks: 11 },
        { level: 5, strain: 'D', risk: '', declarers: ['E', 'W'], tricks: 11 },
      ],
    ],
    [
      'EW 4H=, 4S=',
      [
        { level: 4, strain: 'H', risk: '', declarers: ['E', 'W'], tricks: 10 },
        { level: 4, strain: 'S', risk: '', declarers: ['E', 'W'], tricks: 10 },
      ],
    ],
    ['Pass', []],
  ])('ParContract %j', (text, contracts) => {
    expect(parseParContracts(text)).toEqual({ ok: true, value: contracts });
  });

  it.each(['EW', 'EW 8S=', 'EW 7S+1', 'XY 3N='])('ParContract %j is not a par contract', (text) => {
    expect(parseParContracts(text).ok).toBe(false);
  });

  it('reads Ruter’s OptimumContract: contract, declarer, tricks', () => {
    expect(parseOptimumContract('6N S 12')).toEqual({ ok: true, value: [{ level: 6, strain: 'NT', risk: '', declarers: ['S'], tricks: 12 }] });
    expect(parseOptimumContract('6N S 14').ok).toBe(false);
  });

  it('reads DoubleDummyTricks in the order N, S, E, W × NT, S, H, D, C and writes it back the same', () => {
    const t = parseDoubleDummyTricks('98a79989794536445364');
    expect(t.ok && t.value.N).toEqual({ NT: 9, S: 8, H: 10, D: 7, C: 9 });
    expect(t.ok && t.value.W).toEqual({ NT: 4, S: 5, H: 3, D: 6, C: 4 });
    expect(t.ok && doubleDummyTricksText(t.value)).toBe('98a79989794536445364');
  });
});

describe('withHandRecord', () => {
  const record = readHandRecord(FIXTURE, 'hands.pbn').boards;

  it('gives the played boards their deal, table and par, and leaves out the boards not played', () => {
    const r = withHandRecord([], new Set([1, 2, 27]), record, 'hands.pbn');
    expect(r.boards.map((b) => b.board)).toEqual([1, 2, 27]);
    expect(r.boards[0]?.par?.scoreNS).toBe(-430);
    expect(r.diagnostics).toEqual([]);
  });

  it('keeps what the results file says, and warns where the hand record differs', () => {
    const r = withHandRecord([{ board: 1, dealer: 'N', vulnerability: 'Both' }], new Set([1, 40]), record, 'hands.pbn');
    expect(r.boards[0]?.vulnerability).toBe('Both');
    expect(r.boards[0]?.doubleDummy).toBeDefined();
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([
      "hands.pbn: warning: board 1: the hand record has None vulnerable, the results were scored with Both; the results' is kept",
      'hands.pbn: warning: no deal for board 40 (the hand record has 36 boards)',
    ]);
  });
});
