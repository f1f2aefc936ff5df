/**
 * `deals generate`: unbiased indices by rejection, the shuffle, the seeded stream (the same on every machine:
 * fixed expectations), dealer and vulnerability by Law 2, the PBN file read back, and the DUP layout.
 */
import { describe, expect, it } from 'vitest';
import { boardFacts } from '../../src/laws/board-facts.js';
import { readHandRecord } from '../../src/parse/pbn/hand-record.js';
import { generateDeals, parseBoardList, shuffleDeck, uniformIndex, type RandomSource } from '../../src/pipeline/deals-generate.js';
import { cryptoSource, seededSource } from '../../src/cli/commands/deals-random.js';
import { generatedPbn } from '../../src/output/dealing/pbn.js';
import { dupFile, DUP_RECORD, readDupDeals } from '../../src/output/dealing/dup.js';
import { runInProcess } from '../helpers/cli.js';

function sequence(values: readonly number[]): RandomSource & { used: number } {
  const s = { used: 0, nextUint32: () => values[s.used++ % values.length] as number };
  return s;
}

describe('uniformIndex', () => {
  const cases: [string, number[], number, number, number][] = [
    // [what, draws, n, expected value, draws used]
    ['a draw below the limit is taken mod n', [7], 52, 7, 1],
    // 2^32 = 52 × 82 595 524 + 48: draws from 52 × 82 595 524 = 4 294 967 248 up are rejected
    ['the first draw past the last whole multiple of 52 is rejected', [4294967248, 5], 52, 5, 2],
    ['the largest draw is rejected', [4294967295, 4294967295, 51], 52, 51, 3],
    ['the draw just below it is accepted', [4294967247], 52, 4294967247 % 52, 1],
    ['n = 1 never rejects', [4294967295], 1, 0, 1],
    ['a power of two never rejects', [4294967295], 64, 63, 1],
  ];
  it.each(cases)('%s', (_, draws, n, value, used) => {
    const s = sequence(draws);
    expect(uniformIndex(s, n)).toBe(value);
    expect(s.used).toBe(used);
  });

  it('rejects n out of range', () => {
    expect(() => uniformIndex(sequence([1]), 0)).toThrow(RangeError);
  });
});

describe('the shuffle', () => {
  it('is a permutation of the 52 cards', () => {
    const deck = shuffleDeck(seededSource('x'));
    expect([...deck].sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });

  it('puts a card in each place about equally often (chi-square, 52 places, 20 800 shuffles)', () => {
    const source = seededSource('uniformity');
    const counts = new Array<number>(52).fill(0);
    const n = 20_800;
    for (let i = 0; i < n; i++) counts[shuffleDeck(source).indexOf(0)]! += 1;
    const e = n / 52;
    const chi = counts.reduce((s, c) => s + ((c - e) * (c - e)) / e, 0);
    // 51 degrees of freedom: p = 0.001 at 86.7
    expect(chi).toBeLessThan(86.7);
  });
});

describe('the seeded stream', () => {
  it('is SHA-256 in counter mode: fixed numbers for a fixed seed on every machine', () => {
    const s = seededSource('club-2026-03-02');
    const first = [s.nextUint32(), s.nextUint32()];
    const again = seededSource('club-2026-03-02');
    expect([again.nextUint32(), again.nextUint32()]).toEqual(first);
    expect(generateDeals([1], seededSource('club-2026-03-02'))[0]?.deal).toBe(generateDeals([1], seededSource('club-2026-03-02'))[0]?.deal);
    expect(generateDeals([1], seededSource('a'))[0]?.deal).not.toBe(generateDeals([1], seededSource('b'))[0]?.deal);
  });

  it('gives the same deals as when this test was written (the stream never changes)', () => {
    expect(generateDeals([1], seededSource('bridgescore'))[0]?.deal).toBe('N:AJ942.A742.K.J65 3.QT953.J653.KT2 KQ.KJ86.T98.AQ84 T8765..AQ742.973');
  });

  it('the cryptographic source gives different deals each time', () => {
    expect(generateDeals([1], cryptoSource())[0]?.deal).not.toBe(generateDeals([1], cryptoSource())[0]?.deal);
  });
});

describe('boards', () => {
  it.each([
    ['1-32', 32, 1, 32],
    ['1-16,33-48', 32, 1, 48],
    ['5', 1, 5, 5],
    ['3-4,1-2', 4, 1, 4],
  ] as const)('%s', (text, count, first, last) => {
    const r = parseBoardList(text);
    expect(r.ok && [r.value.length, r.value[0], r.value[r.value.length - 1]]).toEqual([count, first, last]);
  });
  it.each(['', '0', '4-2', 'a', '1-1000', '1,,2'])('rejects "%s"', (text) => expect(parseBoardList(text).ok).toBe(false));

  it('take dealer and vulnerability from the board number (Law 2)', () => {
    for (const b of generateDeals([1, 2, 3, 4, 5, 16, 17, 32], seededSource('x'))) {
      expect({ dealer: b.dealer, vulnerability: b.vulnerability }).toEqual(boardFacts(b.board));
    }
  });
});

describe('the PBN file', () => {
  it('reads back with the project’s reader: the same deals, dealers and vulnerability, no problems', () => {
    const boards = generateDeals(parseBoardList('1-32').ok ? Array.from({ length: 32 }, (_, i) => i + 1) : [], seededSource('s'));
    const bytes = generatedPbn(boards, { generator: 'bridgescore test', seed: 's', method: 'm' });
    const back = readHandRecord(bytes, 'hands.pbn');
    expect(back.diagnostics).toEqual([]);
    expect(back.boards.map((b) => ({ board: b.board, dealer: b.dealer, vulnerability: b.vulnerability, deal: b.deal }))).toEqual(boards);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('% PBN 2.1\r\n% EXPORT\r\n% Generator: bridgescore test deals generate\r\n% Seed: "s" (m)\r\n[Event ""]\r\n')).toBe(true);
  });
});

describe('the DUP file', () => {
  const boards = generateDeals(
    Array.from({ length: 32 }, (_, i) => i + 1),
    seededSource('dup'),
  );
  const bytes = dupFile(boards);

  it('is 156 bytes a board: BRI, DGE and the trailer of a set of 32', () => {
    expect(bytes.length).toBe(32 * DUP_RECORD);
    const record = bytes.subarray(0, DUP_RECORD);
    expect(String.fromCharCode(...record.subarray(0, 78))).toMatch(/^(0[1-9]|[1-4]\d|5[0-2]){39}$/);
    expect(String.fromCharCode(...record.subarray(146))).toBe('YN1  1 32 ');
    // DGE: four hands of 17 bytes, each a suit symbol (06 03 04 05) before its suit
    const dge = [...record.subarray(78, 146)];
    expect(dge.filter((b) => b < 0x20)).toEqual([6, 3, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5]);
  });

  it('holds the same deals', () => {
    expect(readDupDeals(bytes)).toEqual(boards.map((b) => b.deal));
  });

  it('needs consecutive boards', () => {
    expect(() => dupFile(generateDeals([1, 3], seededSource('x')))).toThrow(/consecutive/);
  });
});

describe('bridgescore deals generate', () => {
  it('writes the file, the seed in it, the same deals for the same seed', async () => {
    const a = await runInProcess(['deals', 'generate', '--boards', '1-4', '--seed', 'klubb', '-o', 'a.pbn']);
    const b = await runInProcess(['deals', 'generate', '--boards', '1-4', '--seed', 'klubb', '-o', 'b.pbn']);
    expect(a.code, a.stderr).toBe(0);
    expect(a.written.get('a.pbn')).toEqual(b.written.get('b.pbn'));
    expect(new TextDecoder().decode(a.written.get('a.pbn') as Uint8Array)).toContain('% Seed: "klubb" (SHA-256 counter mode, bridgescore-deals-v1)');
  });

  it('says where unseeded deals came from', async () => {
    const r = await runInProcess(['deals', 'generate', '--boards', '1']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('% Seed: none (cryptographic random source)');
  });

  it('writes DUP', async () => {
    const r = await runInProcess(['deals', 'generate', '--boards', '1-32', '--seed', 'x', '--format', 'dup', '-o', 'h.dup']);
    expect(r.code, r.stderr).toBe(0);
    expect((r.written.get('h.dup') as Uint8Array).length).toBe(32 * 156);
  });

  it.each([
    [['deals', 'generate'], /required option '--boards <list>'/],
    [['deals', 'generate', '--boards', '0-3'], /expected board numbers/],
    [['deals', 'generate', '--boards', '1-3', '--format', 'bri'], /not published well enough/],
    [['deals', 'generate', '--boards', '1-3', '--format', 'dge'], /not published well enough/],
    [['deals', 'generate', '--boards', '1,3', '--format', 'dup'], /consecutive/],
    [['deals', 'generate', '--boards', '1', '--format', 'lin'], /Allowed choices are pbn, dup, bri, dge/],
  ])('%j is bad usage, exit 2', async (argv, message) => {
    const r = await runInProcess(argv as string[]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.written.size).toBe(0);
  });
});
