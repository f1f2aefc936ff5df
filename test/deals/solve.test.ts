/**
 * `deals solve`: the tags it adds and where, every other byte kept, what a reader then finds, the boards
 * that already have an analysis, and the errors (with the fake solver of helpers.ts; the real solver runs in
 * cli.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/base/diagnostics.js';
import { readHandRecord } from '../../src/parse/pbn/hand-record.js';
import { readPbn } from '../../src/parse/pbn/read-pbn.js';
import { separatorLines, solvePbnFile } from '../../src/pipeline/deals-solve.js';
import { BARE, bytesOf, fakeSolver, HANDS, insertedLines, latin1, TABLES } from './helpers.js';

const DEAL_1 = 'N:K843.T542.J6.863 AQJ7.K.Q75.AT942 962.AJ7.KT82.J75 T5.Q9863.A943.KQ';

describe('deals solve on a dealing program’s file (deals only)', () => {
  it('inserts only the four tags, after each board’s own, and keeps every other byte', async () => {
    const solve = fakeSolver();
    const r = await solvePbnFile(BARE, 'hands.pbn', solve);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const before = latin1(BARE);
    const after = latin1(r.bytes as Uint8Array);
    const { inserted, rest } = insertedLines(before, after);
    expect(rest.join('\n')).toBe(before);
    // 36 boards × (3 tags + the table's head and 20 rows)
    expect(inserted).toHaveLength(36 * 24);
    for (const line of inserted)
      expect(line).toMatch(/^(\[(DoubleDummyTricks|OptimumScore|ParContract|OptimumResultTable) "[^"]*"\]|[NESW] +(NT|[SHDC]) +\d{1,2})\r$/);
    expect(solve.asked).toHaveLength(36);
  });

  it('gives back the fixture’s own tables and par to the project’s reader', async () => {
    const r = await solvePbnFile(BARE, 'hands.pbn', fakeSolver());
    const back = readHandRecord(r.bytes as Uint8Array, 'out.pbn');
    expect(back.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const original = new Map(readHandRecord(HANDS, 'hands.pbn').boards.map((b) => [b.board, b]));
    expect(back.boards).toHaveLength(36);
    for (const b of back.boards) {
      const o = original.get(b.board);
      expect(b.doubleDummy, `board ${b.board}`).toEqual(o?.doubleDummy);
      expect(b.par?.scoreNS, `board ${b.board}`).toBe(o?.par?.scoreNS);
      expect(b.par?.contracts, `board ${b.board}`).toEqual(o?.par?.contracts);
    }
    // and to the results reader
    expect(readPbn(r.bytes as Uint8Array, 'out.pbn').event.boards[0]?.doubleDummy).toEqual(TABLES.get(DEAL_1));
  });

  it('writes board 1 as BridgeComposer does', async () => {
    const r = await solvePbnFile(BARE, 'hands.pbn', fakeSolver());
    const text = latin1(r.bytes as Uint8Array);
    expect(text).toContain(
      '[Result ""]\r\n[BCFlags "1f"]\r\n[DoubleDummyTricks "2333223332aaaabaaaab"]\r\n[OptimumScore "EW 430"]\r\n[ParContract "EW 3N+1"]\r\n[OptimumResultTable "Declarer\\1L;Denomination\\2R;Result\\2R"]\r\nN NT  2\r\n',
    );
  });
});

describe('deals solve: line ends, comments and the end of the file', () => {
  const table = TABLES.get(DEAL_1);
  const one = new Map([[DEAL_1, table!]]);
  const cases: [string, string, string][] = [
    ['LF, an empty line at the end', `[Board "1"]\n[Deal "${DEAL_1}"]\n\n`, `[Board "1"]\n[Deal "${DEAL_1}"]\n[DoubleDummyTricks`],
    ['no line end at the end of the file', `[Board "1"]\n[Deal "${DEAL_1}"]`, `[Deal "${DEAL_1}"]\n[DoubleDummyTricks`],
    ['CRLF', `[Board "1"]\r\n[Deal "${DEAL_1}"]\r\n`, `[Deal "${DEAL_1}"]\r\n[DoubleDummyTricks`],
    [
      'a comment over two lines after the deal',
      `[Board "1"]\n[Deal "${DEAL_1}"] {a comment\n\nstill the comment}\n\n[Event ""]\n`,
      `still the comment}\n[DoubleDummyTricks`,
    ],
    [
      'a semicolon comment and a brace in a string',
      `[Board "1"]\n[Event "{x"]\n[Deal "${DEAL_1}"] ; {not a comment\n\n`,
      `; {not a comment\n[DoubleDummyTricks`,
    ],
  ];
  it.each(cases)('%s', async (_, input, expected) => {
    const r = await solvePbnFile(bytesOf(input), 'x.pbn', fakeSolver(one));
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const out = latin1(r.bytes as Uint8Array);
    expect(out).toContain(expected);
    expect(insertedLines(input, out).rest.join('\n')).toBe(input);
    expect(readHandRecord(r.bytes as Uint8Array, 'x.pbn').boards[0]?.doubleDummy).toEqual(table);
  });

  it('finds the lines that end games as the tokenizer does', () => {
    expect(separatorLines(['[A "1"]', '', '{ open', '', 'close }', ' ', '%', ''])).toEqual([2, 6, 8]);
  });
});

describe('deals solve on a board that already has an analysis', () => {
  it('keeps a full analysis and adds nothing', async () => {
    const r = await solvePbnFile(HANDS, 'hands.pbn', fakeSolver());
    expect(r.bytes).toEqual(HANDS);
    expect(r.diagnostics).toEqual([]);
  });

  it('adds what is missing when the rest agrees', async () => {
    const text = latin1(HANDS).replace(/\[ParContract "[^"]*"\]\r\n/g, '');
    const r = await solvePbnFile(bytesOf(text), 'hands.pbn', fakeSolver());
    const { inserted } = insertedLines(text, latin1(r.bytes as Uint8Array));
    expect(inserted).toHaveLength(36);
    expect(inserted[0]).toBe('[ParContract "EW 3N+1"]\r');
  });

  it('warns, naming the board and the line, where the file disagrees with the solver, and keeps the file’s', async () => {
    const text = latin1(HANDS).replace('[DoubleDummyTricks "2333223332aaaabaaaab"]', '[DoubleDummyTricks "3333223332aaaabaaaab"]');
    const wrong = text.replace(/N NT {2}2\r\n/, 'N NT  3\r\n').replace(/\[ParContract "EW 3N\+1"\]\r\n/, '');
    const r = await solvePbnFile(bytesOf(wrong), 'hands.pbn', fakeSolver());
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([
      "hands.pbn:62: warning: field \"OptimumResultTable\": board 1: the file's double-dummy table differs from the solver's (N NT: 3 in the file, 2 double dummy); the file's is kept",
    ]);
    // board 1 gains no ParContract: the file's analysis is not mixed with the solver's
    expect(latin1(r.bytes as Uint8Array)).toBe(wrong);
  });

  it('warns where the file’s par differs from the par of the solved table', async () => {
    const text = latin1(HANDS).replace('[OptimumScore "EW 430"]', '[OptimumScore "EW 400"]');
    const r = await solvePbnFile(bytesOf(text), 'hands.pbn', fakeSolver());
    expect(r.diagnostics.map(formatDiagnostic)).toContain(
      'hands.pbn:61: warning: field "OptimumScore": board 1: the file\'s par EW 400 differs from the par of the solved table (EW 430); the file\'s is kept',
    );
  });
});

describe('deals solve: what it cannot solve', () => {
  const cases: [string, string, RegExp][] = [
    ['a deal that cannot be read', '[Board "3"]\n[Deal "N:AKQ.AKQ.AKQ.AKQ2 - - x"]\n', /^x\.pbn:2: field "Deal": board 3: .* is not a deal/],
    ['a card twice', `[Board "3"]\n[Deal "${DEAL_1.replace('K843', 'K844')}"]\n`, /^x\.pbn:2: field "Deal": board 3: .*appears twice/],
    ['no deal at all', '[Board "3"]\n', /^x\.pbn:1: no deals found/],
    ['an unclosed string', '[Board "3"]\n[Deal "N:AKQ\n', /^x\.pbn:2: /],
  ];
  it.each(cases)('%s is an error naming the line', async (_, input, message) => {
    const r = await solvePbnFile(bytesOf(input), 'x.pbn', fakeSolver());
    expect(r.bytes).toBeUndefined();
    expect(r.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)[0]).toMatch(message);
  });

  it('passes over a deal with hands not given, with a warning', async () => {
    const r = await solvePbnFile(bytesOf(`[Board "3"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ - - -"]\n\n[Board "1"]\n[Deal "${DEAL_1}"]\n`), 'x.pbn', fakeSolver());
    expect(r.diagnostics.map(formatDiagnostic)).toEqual(['x.pbn:2: warning: field "Deal": board 3: the deal has hands not given ("-"); it is not solved']);
    expect(r.boards.map((b) => b.board)).toEqual([1]);
  });

  it('solves each different deal once', async () => {
    const solve = fakeSolver();
    await solvePbnFile(bytesOf(`[Board "1"]\n[Deal "${DEAL_1}"]\n\n[Board "1"]\n[Deal "${DEAL_1}"]\n`), 'x.pbn', solve);
    expect(solve.asked).toEqual([DEAL_1]);
  });
});
