/**
 * The par from the 20 double-dummy trick counts: hand-worked deals for each rule (who gets a contract both
 * sides make, doubled sacrifices, the lowest level the opponents cannot profitably overbid, one declarer or
 * both), and the real hand records: the session's BridgeComposer file (par score and par contracts of all 36
 * boards) and the Ruter files' `OptimumScore` (every board).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DoubleDummyTable, Seat, Strain, Vulnerability } from '../../src/model/types.js';
import { readHandRecord } from '../../src/parse/pbn/hand-record.js';
import { readPbn } from '../../src/parse/pbn/read-pbn.js';
import { computePar, parContractsText, parScoreText } from '../../src/laws/par.js';
import { bridgemateDir, conformanceDir } from '../helpers/fixtures.js';

type Row = Partial<Record<Strain, number>>;

/** A table from each seat's tricks; strains not given take `rest`. */
function table(rows: Partial<Record<Seat, Row>>, rest: Partial<Record<Seat, number>> = {}): DoubleDummyTable {
  const out = {} as Record<Seat, Record<Strain, number>>;
  for (const seat of ['N', 'E', 'S', 'W'] as const) {
    const base = rest[seat] ?? 6;
    out[seat] = { C: base, D: base, H: base, S: base, NT: base, ...rows[seat] };
  }
  return out;
}

const par = (dd: DoubleDummyTable, vul: Vulnerability, dealer: Seat) => {
  const p = computePar(dd, vul, dealer);
  return { score: parScoreText(p.scoreNS), contracts: parContractsText(p.contracts) };
};

describe('computePar: hand-worked deals', () => {
  it.each<[string, DoubleDummyTable, Vulnerability, Seat, string, string]>([
    ['nobody makes anything: passed out', table({}), 'None', 'N', '0', ''],
    ['only NS make a game', table({ N: { S: 10 }, S: { S: 10 } }, { E: 3, W: 3 }), 'None', 'W', 'NS 420', 'NS 4S='],
    [
      'a game bid at its own level, not as a part-score with overtricks',
      table({ N: { NT: 9 }, S: { NT: 9 } }, { E: 3, W: 3 }),
      'Both',
      'N',
      'NS 600',
      'NS 3NT=',
    ],
    ['both make 1NT: the dealer (North) gets it', table({ N: { NT: 7 }, S: { NT: 7 }, E: { NT: 7 }, W: { NT: 7 } }), 'None', 'N', 'NS 90', 'NS 1NT='],
    ['both make 1NT: the dealer (East) gets it', table({ N: { NT: 7 }, S: { NT: 7 }, E: { NT: 7 }, W: { NT: 7 } }), 'None', 'E', 'EW 90', 'EW 1NT='],
    [
      'both make 1NT: South, dealer’s partner after two passes, is still first for NS',
      table({ N: { NT: 7 }, S: { NT: 7 }, E: { NT: 7 }, W: { NT: 7 } }),
      'None',
      'S',
      'NS 90',
      'NS 1NT=',
    ],
    [
      'a doubled sacrifice that pays: 4SX-3 (500) against a vulnerable 620',
      table({ N: { S: 7 }, S: { S: 7 }, E: { H: 10 }, W: { H: 10 } }, { N: 4, S: 4 }),
      'EW',
      'N',
      'EW 500',
      'NS 4SX-3',
    ],
    [
      'the same sacrifice vulnerable costs 800: the game stands',
      table({ N: { S: 7 }, S: { S: 7 }, E: { H: 10 }, W: { H: 10 } }, { N: 4, S: 4 }),
      'NS',
      'N',
      'EW 420',
      'EW 4H=',
    ],
    [
      'two strains score the par: both are par contracts, in bidding order',
      table({ E: { H: 10, S: 10 }, W: { H: 10, S: 10 } }, { N: 3, S: 3 }),
      'None',
      'E',
      'EW 420',
      'EW 4H=, 4S=',
    ],
    [
      'only one declarer makes it: named alone, at the lowest level nobody can overbid',
      table({ N: { H: 9 }, S: { H: 8 } }, { E: 5, W: 5 }),
      'None',
      'S',
      'NS 140',
      'N 1H+2',
    ],
    [
      'the par side must bid past the opponents’ making part-score: 3S, not 1S+2',
      table({ N: { S: 9 }, S: { S: 9 }, E: { NT: 7 }, W: { NT: 7 } }),
      'NS',
      'E',
      'NS 140',
      'NS 3S=',
    ],
    ['a grand slam', table({ N: { NT: 13 }, S: { NT: 13 } }, { E: 0, W: 0 }), 'None', 'N', 'NS 1520', 'NS 7NT='],
  ])('%s', (_, dd, vul, dealer, score, contracts) => {
    expect(par(dd, vul, dealer)).toEqual({ score, contracts });
  });

  it('gives the declarers of a par contract in seat order, one seat or both', () => {
    const p = computePar(table({ N: { H: 9 }, S: { H: 8 } }, { E: 5, W: 5 }), 'None', 'S');
    expect(p.contracts).toEqual([{ level: 1, strain: 'H', risk: '', declarers: ['N'], tricks: 9 }]);
    const both = computePar(table({ E: { H: 10 }, W: { H: 10 } }, { N: 3, S: 3 }), 'None', 'E');
    expect(both.contracts).toEqual([{ level: 4, strain: 'H', risk: '', declarers: ['E', 'W'], tricks: 10 }]);
    expect(both.source).toBe('computed');
  });
});

describe('computePar: the real hand records', () => {
  const record = readHandRecord(readFileSync(join(bridgemateDir, 'club-2026-01-19-hands.pbn')), 'hands.pbn');

  it('reads all 36 boards with their table and BridgeComposer’s par', () => {
    expect(record.boards).toHaveLength(36);
    expect(record.boards.every((b) => b.doubleDummy !== undefined && b.par?.source === 'file')).toBe(true);
  });

  it.each(record.boards.map((b) => [b.board, b] as const))('board %i: the par score and par contracts are the file’s', (_, b) => {
    const computed = computePar(b.doubleDummy as DoubleDummyTable, b.vulnerability as Vulnerability, b.dealer as Seat);
    expect(computed.scoreNS).toBe(b.par?.scoreNS);
    expect(computed.contracts).toEqual(b.par?.contracts);
  });

  it('board 1: par EW 430, EW 3NT+1', () => {
    const b = record.boards[0];
    const p = computePar(b?.doubleDummy as DoubleDummyTable, 'None', 'N');
    expect([parScoreText(p.scoreNS), parContractsText(p.contracts)]).toEqual(['EW 430', 'EW 3NT+1']);
  });

  it.each(['01_ruter-fi-mp-pairs-sm-session1.pbn', '04_ruter-fi-cross-imp-pairs-league.pbn', '08_ruter-no-mp-pairs-utf8.pbn'])(
    '%s: every board’s OptimumScore is the par of its OptimumResultTable',
    (name) => {
      const boards = readPbn(readFileSync(join(conformanceDir, name)), name).event.boards.filter((b) => b.doubleDummy && b.par?.source === 'file');
      expect(boards.length).toBeGreaterThan(15);
      const differ = boards.filter(
        (b) => computePar(b.doubleDummy as DoubleDummyTable, b.vulnerability as Vulnerability, b.dealer as Seat).scoreNS !== b.par?.scoreNS,
      );
      expect(differ.map((b) => b.board)).toEqual([]);
    },
  );
});

describe('par text', () => {
  it.each([
    [0, '0'],
    [430, 'NS 430'],
    [-430, 'EW 430'],
  ])('%i → %s', (score, text) => {
    expect(parScoreText(score)).toBe(text);
  });

  it('writes a sacrifice doubled with its undertricks, and groups contracts of the same declarers', () => {
    expect(
      parContractsText([
        { level: 5, strain: 'C', risk: '', declarers: ['E', 'W'], tricks: 11 },
        { level: 5, strain: 'D', risk: '', declarers: ['E', 'W'], tricks: 11 },
        { level: 5, strain: 'S', risk: 'X', declarers: ['N'], tricks: 8 },
      ]),
    ).toBe('EW 5C=, 5D=; N 5SX-3');
    expect(parContractsText([{ level: 3, strain: 'NT', risk: '', declarers: ['E', 'W'], tricks: 10 }], 'N')).toBe('EW 3N+1');
  });
});
