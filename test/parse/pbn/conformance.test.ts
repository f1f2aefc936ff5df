import { counts } from '../event-counts.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { conformanceDir } from '../../helpers/fixtures.js';
import { describe, expect, it } from 'vitest';
import { Rational } from '../../../src/base/rational.js';
import { readPbn } from '../../../src/parse/pbn/read-pbn.js';

const load = (name: string) => readPbn(readFileSync(join(conformanceDir, name)), name);

describe('conformance 01: Ruter, Finland, MP pairs (ISO-8859-1, CRLF)', () => {
  const r = load('01_ruter-fi-mp-pairs-sm-session1.pbn');

  it('reads every board, line and pair, with no problems', () => {
    expect(r.diagnostics).toEqual([]);
    expect(counts(r.event)).toEqual({ boards: 66, deals: 66, results: 66 * 18, participants: 36, artificial: 2 });
    expect(r.published.lines).toHaveLength(66 * 18);
    expect(r.published.totals).toHaveLength(36);
  });

  it('records event, date, generator and scoring', () => {
    expect(r.event).toMatchObject({ title: 'SM-parikilpailu - Session 1', date: '2014-10-05', generator: 'Ruter 4.9.1.3' });
    expect(r.published.scoring).toBe('MatchPoints;MP1');
  });

  it('reads the first traveller line of board 1', () => {
    expect(r.event.results[0]).toEqual({
      board: 1,
      ns: '5',
      ew: '32',
      round: 1,
      table: 5,
      lead: 'S9',
      outcome: { kind: 'played', score: { contract: { level: 6, strain: 'NT', risk: '' }, declarer: 'S', tricks: 13, scoreNS: 1020 } },
      source: { file: '01_ruter-fi-mp-pairs-sm-session1.pbn', line: 101 },
    });
    expect(r.published.lines[0]).toMatchObject({ scoreNS: 1020, mpNS: Rational.of(32), mpEW: Rational.of(2), pctNS: Rational.of(94) });
  });

  it('reads "A+" "A+" on board 16 as 60 % to both sides', () => {
    const art = r.event.results.filter((l) => l.outcome.kind === 'artificial');
    expect(art.map((l) => [l.board, l.ns, l.ew, l.source.line])).toEqual([
      [16, '19', '28', 1062],
      [16, '26', '21', 1063],
    ]);
    expect(art[0]?.outcome).toEqual({ kind: 'artificial', ns: { percent: 60, role: 'nonOffender' }, ew: { percent: 60, role: 'nonOffender' } });
  });

  it('reads names (Latin-1), member ids and ranks with ties', () => {
    expect(r.event.participants.find((p) => p.pair === '19')).toEqual({
      pair: '19',
      name: 'Vesa Leskelä - Jussi Tamminen',
      players: [
        { name: 'Vesa Leskelä', id: '1070' },
        { name: 'Jussi Tamminen', id: '1320' },
      ],
    });
    expect(r.published.totals[0]).toMatchObject({ pair: '23', direction: 'EW', rank: 1, tie: false, boards: 66 });
    expect(r.published.totals[0]?.total?.eq(Rational.parseDecimal('1337.0') as Rational)).toBe(true);
    expect(r.published.totals.filter((t) => t.tie).map((t) => [t.pair, t.rank])).toEqual([
      ['16', 25],
      ['25', 25],
    ]);
  });
});

describe('conformance 03: Magic Contest, Butler IMPs, a sit-out', () => {
  const r = load('03_magiccontest-fi-butler-imp-pairs.pbn');

  it('skips the 28 Bye rows and keeps the 3 played tables of each board', () => {
    expect(r.diagnostics).toEqual([]);
    expect(counts(r.event)).toEqual({ boards: 28, deals: 0, results: 84, participants: 7, artificial: 0 });
    expect(r.event.generator).toBe('Magic Contest 4.7');
    expect(r.published.scoring).toBe('IMP;Butler-2;Mean');
  });

  it('keeps IMPs and the Butler datum as published', () => {
    expect(r.published.lines[0]).toEqual({
      board: 1,
      ns: '8',
      ew: '1',
      scoreNS: 50,
      impNS: Rational.of(3),
      impEW: Rational.of(-3),
      datum: -50,
    });
    expect(r.published.totals.map((t) => t.total?.toString())).toEqual(['42', '49/2', '111/5', '47/10', '-21', '-146/5', '-216/5']);
  });

  it('keeps member ids as written, "+4" included', () => {
    expect(r.event.participants.find((p) => p.pair === '4')?.players).toEqual([
      { name: 'Anne Juhola', id: '+4' },
      { name: 'Noora Manninen', id: '+1' },
    ]);
  });
});

describe('conformance 04: Ruter, cross-IMPs, sections A and B', () => {
  const r = load('04_ruter-fi-cross-imp-pairs-league.pbn');

  it('reads 16 boards of 12 tables and 24 pairs', () => {
    expect(r.diagnostics).toEqual([]);
    expect(counts(r.event)).toEqual({ boards: 16, deals: 16, results: 192, participants: 24, artificial: 0 });
    expect(r.event.boards.map((b) => b.board)).toEqual(Array.from({ length: 16 }, (_, i) => 17 + i));
  });

  it('keeps the section on lines, participants and totals', () => {
    const first = r.event.results.find((l) => l.board === 17);
    expect(first).toMatchObject({ ns: '5', ew: '205', section: 'A', table: 5, round: 1 });
    expect(first?.outcome).toMatchObject({ score: { declarer: 'E', tricks: 8, scoreNS: 50 } });
    expect(r.event.results.filter((l) => l.section === 'B')).toHaveLength(96);
    expect(r.event.participants.find((p) => p.pair === '305')).toMatchObject({ section: 'B', name: 'Esa Reuna - Heikki Kaisti' });
    expect(r.published.totals[0]).toMatchObject({ pair: '305', section: 'B', direction: 'EW' });
    expect(r.published.lines.find((l) => l.board === 17)?.impNS?.toString()).toBe('112');
  });
});

describe('conformance 08: Ruter i Norge (UTF-8, LF), relative MPs', () => {
  const r = load('08_ruter-no-mp-pairs-utf8.pbn');

  it('reads 63 boards of 4 tables and 8 pairs', () => {
    expect(r.diagnostics).toEqual([]);
    expect(counts(r.event)).toEqual({ boards: 63, deals: 63, results: 252, participants: 8, artificial: 2 });
    expect(r.event.generator).toBe('Ruter i Norge 4.14.2');
    expect(r.event.date).toBe('2022-05-08');
  });

  it('reads A+/A- and A-/A+ on board 37', () => {
    const art = r.event.results.filter((l) => l.outcome.kind === 'artificial');
    expect(art.map((l) => [l.board, l.ns, l.ew, l.source.line])).toEqual([
      [37, '2', '3', 1806],
      [37, '5', '7', 1807],
    ]);
    expect(art[1]?.outcome).toEqual({ kind: 'artificial', ns: { percent: 40, role: 'offender' }, ew: { percent: 60, role: 'nonOffender' } });
    expect(r.published.lines.find((l) => l.board === 37 && l.ns === '2')?.mpNS?.toString()).toBe('3/5');
  });

  it('reads names with æ, ø, å and member ids', () => {
    expect(r.event.participants.find((p) => p.pair === '3')).toEqual({
      pair: '3',
      name: 'Sofie Græsholt Sjødal - Rolf Sjødal',
      players: [
        { name: 'Sofie Græsholt Sjødal', id: '38921' },
        { name: 'Rolf Sjødal', id: '27640' },
      ],
    });
  });
});

describe('conformance 10: BridgeWebs travellers (no scores)', () => {
  const r = load('10_bridgewebs-travellers-wgc-2025-04-09.pbn');

  it('reads 24 boards of 6 tables and 13 pairs', () => {
    expect(counts(r.event)).toEqual({ boards: 24, deals: 24, results: 144, participants: 13, artificial: 1 });
    expect(r.event).toMatchObject({ title: 'Wednesday AM Pairs', date: '2025-04-09', generator: 'Bridgewebs' });
    expect(r.published.totals).toEqual([]);
  });

  it('warns once, for the "A A A" row of board 21', () => {
    expect(r.diagnostics.map((d) => [d.severity, d.line, d.code])).toEqual([['warning', 941, 'pbn-adjusted-unknown-split']]);
    expect(r.event.results.find((l) => l.outcome.kind === 'artificial')).toMatchObject({ board: 21, ns: '3', ew: '14' });
  });

  it('computes scores from contract, tricks and vulnerability; PO is passed out', () => {
    expect(r.event.results[0]?.outcome).toMatchObject({ score: { declarer: 'S', tricks: 9, scoreNS: -50 } });
    const po = r.event.results.filter((l) => l.outcome.kind === 'played' && l.outcome.score.contract === undefined);
    expect(po.map((l) => [l.board, l.ns, l.ew, l.source.line])).toEqual([
      [16, '1', '11', 715],
      [16, '9', '8', 720],
    ]);
  });

  it('normalises deals to start with North ("E:" on board 2)', () => {
    expect(r.event.boards[1]?.deal).toBe('N:Q8762.JT.QJT6.Q4 J943.KQ64.532.J9 AKT5.A9532.9.K62 .87.AK874.AT8753');
  });
});
