import { counts } from '../event-counts.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { conformanceDir } from '../../helpers/fixtures.js';
import { describe, expect, it } from 'vitest';
import { Rational } from '../../../src/base/rational.js';
import { readPbn } from '../../../src/parse/pbn/read-pbn.js';
import { readUsebio } from '../../../src/parse/usebio/read-usebio.js';

const bytes = (name: string) => readFileSync(join(conformanceDir, name));

describe('conformance 11: BriAn, USEBIO 1.0', () => {
  const r = readUsebio(bytes('11_brian-usebio10-wgc-2025-04-09.xml'), '11.xml');

  it('reads 24 boards, 144 lines and 13 pairs with no problems', () => {
    expect(r.diagnostics).toEqual([]);
    expect(counts(r.event)).toEqual({ boards: 24, deals: 0, results: 144, participants: 13, artificial: 1 });
    expect(r.event).toMatchObject({ title: 'Wednesday AM Pairs', date: '2025-04-09', generator: 'BriAn 213' });
    expect(r.published).toMatchObject({ winners: 1 });
  });

  it('reads SCORE A5050 on board 21 as an artificial 50/50', () => {
    const line = r.event.results.find((l) => l.outcome.kind === 'artificial');
    expect(line).toMatchObject({ board: 21, ns: '3', ew: '14', source: { line: 1658 } });
    expect(line?.outcome).toEqual({ kind: 'artificial', ns: { percent: 50, role: 'partly' }, ew: { percent: 50, role: 'partly' } });
  });

  it('reads PASS without PLAYED_BY or TRICKS as passed out', () => {
    const passed = r.event.results.filter((l) => l.outcome.kind === 'played' && l.outcome.score.contract === undefined);
    expect(passed.map((l) => [l.board, l.ns, l.ew])).toEqual([
      [16, '1', '11'],
      [16, '9', '8'],
    ]);
    const noScore = r.published.lines.filter((l) => l.scoreNS === undefined).map((l) => [l.board, l.ns, l.ew]);
    expect(noScore).toEqual([[21, '3', '14']]);
    expect(r.event.results.find((l) => l.board === 16 && l.ns === '14')?.outcome).toMatchObject({ score: { tricks: 8, scoreNS: 90 } });
  });

  it('reads players with national ids and places', () => {
    expect(r.event.participants[0]).toEqual({
      pair: '1',
      name: 'Sheila Gabriel - Jacqueline Collier',
      players: [
        { name: 'Sheila Gabriel', id: '00462158' },
        { name: 'Jacqueline Collier', id: '00477484' },
      ],
    });
    expect(r.published.totals[0]).toMatchObject({ pair: '1', rank: 1, tie: false, percentage: Rational.parseDecimal('62.01923') });
    expect(r.published.totals.filter((t) => t.tie)).toHaveLength(2);
  });
});

describe('conformance 10 + 11: the same session from BridgeWebs PBN and BriAn USEBIO', () => {
  const pbn = readPbn(bytes('10_bridgewebs-travellers-wgc-2025-04-09.pbn'), '10.pbn');
  const usebio = readUsebio(bytes('11_brian-usebio10-wgc-2025-04-09.xml'), '11.xml');

  it('has the same travellers, and the scores computed from the PBN equal the USEBIO SCOREs', () => {
    const key = (l: { board: number; ns: string; ew: string }) => `${l.board}:${l.ns}-${l.ew}`;
    const fromPbn = new Map(pbn.event.results.map((l) => [key(l), l]));
    expect(new Set(usebio.event.results.map(key))).toEqual(new Set(fromPbn.keys()));
    for (const line of usebio.published.lines) {
      const mine = fromPbn.get(key(line));
      if (line.scoreNS === undefined) continue;
      expect(mine?.outcome.kind === 'played' ? mine.outcome.score.scoreNS : undefined, key(line)).toBe(line.scoreNS);
    }
  });
});

describe('conformance 12: PairsScorer, USEBIO 1.2, two winners', () => {
  const r = readUsebio(bytes('12_pairsscorer-usebio12-mp-pairs-two-winner.xml'), '12.xml');

  it('reads 22 boards of 11 tables and 22 pairs; hand-set boards not played are left out', () => {
    expect(r.diagnostics).toEqual([]);
    expect(counts(r.event)).toEqual({ boards: 22, deals: 22, results: 242, participants: 22, artificial: 0 });
    expect(r.event.generator).toBe('PairsScorer 7.2.93');
    expect(r.published).toMatchObject({ scoring: 'MATCH_POINTS', winners: 2 });
  });

  it('keeps directions and places per direction', () => {
    expect(r.published.totals.filter((t) => t.direction === 'NS')).toHaveLength(11);
    expect(r.published.totals.filter((t) => t.direction === 'EW')).toHaveLength(11);
    expect(r.published.totals.filter((t) => t.rank === 1)).toHaveLength(2);
  });

  it('reads lower-case doubles and the section id', () => {
    expect(r.event.results[0]).toMatchObject({ board: 1, ns: '1', ew: '12', section: 'Sect1', lead: 'D10', source: { line: 446 } });
    expect(r.event.results[0]?.outcome).toMatchObject({ score: { contract: { level: 3, strain: 'H', risk: 'X' }, tricks: 6, scoreNS: -500 } });
    expect(r.event.boards[0]?.deal).toMatch(/^N:KJ\.KJ87642\.87\.62 AT953\.Q\.KQ92\.KT4 /);
  });
});

describe('conformance 13: EBUScore, USEBIO 1.2, two sections', () => {
  const r = readUsebio(bytes('13_ebuscore-usebio12-mp-pairs-two-sections.xml'), '13.xml');

  it('reads 18 boards, 305 lines and 35 pairs in sections A and B', () => {
    expect(r.diagnostics).toEqual([]);
    expect(counts(r.event)).toEqual({ boards: 18, deals: 18, results: 305, participants: 35, artificial: 0 });
    expect(r.event.participants.filter((p) => p.section === 'A')).toHaveLength(17);
    expect(r.event.participants.filter((p) => p.section === 'B')).toHaveLength(18);
    expect(new Set(r.event.results.map((l) => l.section))).toEqual(new Set(['A', 'B']));
    expect(r.event.title).toBe('Thursday Pairs A Overall');
  });

  it('reads PASS with PLAYED_BY N and TRICKS 0 as passed out, and keeps Neuberg decimals exactly', () => {
    const passed = r.event.results.filter((l) => l.outcome.kind === 'played' && l.outcome.score.contract === undefined);
    expect(passed).toHaveLength(3);
    expect(passed.every((l) => l.outcome.kind === 'played' && l.outcome.score.scoreNS === 0)).toBe(true);
    const line = r.published.lines.find((l) => l.mpNS?.eq(Rational.of(1494, 100)));
    expect(line).toBeDefined();
  });
});
