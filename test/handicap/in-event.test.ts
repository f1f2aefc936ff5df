import { describe, expect, it } from 'vitest';
import { rat, type Rational } from '../../src/base/rational.js';
import { formatDiagnostic } from '../../src/base/diagnostics.js';
import { handicapRanking } from '../../src/scoring/handicap/in-event.js';
import { readRegisterCsv } from '../../src/parse/csv/handicap-register.js';
import { type HcContestant } from '../../src/model/handicap.js';
import { renderHcUpdates } from '../../src/output/csv/hc-updates.js';

const opts = { defaultHc: 52, c: 0.6, b0: 100 };

function pair(p: string, ids: [string | undefined, string | undefined], result: number | Rational, extra: Partial<HcContestant> = {}): HcContestant {
  return {
    pair: p,
    players: ids.map((id, i) => (id === undefined ? { name: `${p}${i}` } : { name: `${p}${i}`, id })),
    resultPercent: result,
    boards: 27,
    rounds: 9,
    ...extra,
  };
}

describe('handicapRanking', () => {
  const register = new Map([
    ['1', 10],
    ['2', 20],
    ['3', 30],
    ['4', 40],
  ]);

  it('computes H, H̄, E, C, R_hc and the HC change of both players', () => {
    const rows = handicapRanking([pair('A', ['1', '2'], 60), pair('B', ['3', '4'], 40)], register, opts);
    const a = rows.find((r) => r.pair === 'A');
    expect(a?.H.toFixed(2)).toBe('15.00');
    expect(a?.Hbar.toFixed(2)).toBe('25.00');
    expect(a?.E.toFixed(2)).toBe('56.00');
    expect(a?.C.toFixed(2)).toBe('-6.00');
    expect(a?.Rhc.toFixed(2)).toBe('54.00');
    // Δh = −(4 / 0.6) × 27/127 = −1.417…
    expect(a?.deltaCenti).toBe(-142);
    expect(a?.players.map((p) => [p.beforeCenti, p.deltaCenti, p.afterCenti])).toEqual([
      [1000, -142, 858],
      [2000, -142, 1858],
    ]);
  });

  it('spreads the compensation evenly over the rounds, accumulating to C', () => {
    const rows = handicapRanking([pair('A', ['1', '2'], 50, { rounds: 3 }), pair('B', ['3', '4'], 50, { rounds: 3 })], register, opts);
    const b = rows.find((r) => r.pair === 'B');
    expect(b?.C.toFixed(2)).toBe('6.00');
    expect(b?.cPerRound.toFixed(2)).toBe('2.00');
    expect(b?.cAccumulated.map((x) => x.toFixed(2))).toEqual(['2.00', '4.00', '6.00']);
  });

  it("gives a player without HC the partner's, and a pair with none the default 52", () => {
    const rows = handicapRanking([pair('A', ['1', '99'], 50), pair('B', [undefined, undefined], 50)], register, opts);
    const a = rows.find((r) => r.pair === 'A');
    const b = rows.find((r) => r.pair === 'B');
    expect(a?.players.map((p) => [p.source, p.beforeCenti])).toEqual([
      ['register', 1000],
      ['partner', 1000],
    ]);
    expect(b?.players.map((p) => [p.source, p.beforeCenti])).toEqual([
      ['default', 5200],
      ['default', 5200],
    ]);
    expect(b?.H.toFixed(2)).toBe('52.00');
  });

  it('uses the default chosen by the organiser', () => {
    const rows = handicapRanking([pair('A', ['1', '2'], 50), pair('B', [undefined, undefined], 50)], register, { ...opts, defaultHc: 40 });
    expect(rows.find((r) => r.pair === 'B')?.H.toFixed(2)).toBe('40.00');
  });

  it('ranks by HC result, sharing ranks on exact ties', () => {
    const rows = handicapRanking([pair('A', ['1', '2'], 50), pair('B', ['3', '4'], 38), pair('C', ['2', '3'], rat(50))], register, opts);
    // H̄ = 25; A: C = −6 → 44; B: C = +6 → 44; C: C = 0 → 50.
    expect(rows.map((r) => [r.pair, r.Rhc.toFixed(2), r.hcRank, r.hcTie])).toEqual([
      ['C', '50.00', 1, false],
      ['A', '44.00', 2, true],
      ['B', '44.00', 2, true],
    ]);
  });

  it('handles individual events (one player per contestant)', () => {
    const rows = handicapRanking(
      [
        { pair: '1', players: [{ name: 'a', id: '1' }], resultPercent: 55, boards: 24, rounds: 8 },
        { pair: '2', players: [{ name: 'b', id: '3' }], resultPercent: 45, boards: 24, rounds: 8 },
      ],
      register,
      opts,
    );
    const one = rows.find((r) => r.pair === '1');
    expect(one?.H.toFixed(2)).toBe('10.00');
    expect(one?.Hbar.toFixed(2)).toBe('20.00');
    expect(one?.E.toFixed(2)).toBe('56.00');
    expect(rows.map((r) => r.pair)).toEqual(['2', '1']);
  });

  it('takes IMP results given as R = 50 + 10 × IMPs per board', () => {
    const rows = handicapRanking([pair('A', ['1', '2'], 50 + 10 * 0.6), pair('B', ['3', '4'], 44)], register, opts);
    expect(rows[0]?.R.toFixed(2)).toBe('56.00');
    expect(rows[0]?.deltaCenti).toBe(0);
  });

  it('ranks groups apart, each with its own H̄', () => {
    const rows = handicapRanking(
      [pair('1', ['1', '2'], 55, { group: 'NS' }), pair('2', ['3', '4'], 45, { group: 'NS' }), pair('3', ['1', '3'], 50, { group: 'EW' })],
      register,
      opts,
    );
    expect(rows.map((r) => [r.group, r.pair, r.hcRank, r.Hbar.toFixed(2)])).toEqual([
      ['NS', '2', 1, '25.00'],
      ['NS', '1', 2, '25.00'],
      ['EW', '3', 1, '20.00'],
    ]);
  });

  it('writes one row per player for the HC updates', () => {
    const rows = handicapRanking([pair('A', ['1', '2'], 60), pair('B', ['3', '4'], 40)], register, opts);
    expect(renderHcUpdates(rows, 'csv')).toBe(
      'id,name,hc_before,delta,hc_after,source\n1,A0,10.00,-1.42,8.58,register\n2,A1,20.00,-1.42,18.58,register\n3,B0,30.00,+1.42,31.42,register\n4,B1,40.00,+1.42,41.42,register\n',
    );
    expect(JSON.parse(renderHcUpdates(rows, 'json'))[0]).toEqual({
      id: '1',
      name: 'A0',
      pair: 'A',
      hcBefore: 10,
      delta: -1.42,
      hcAfter: 8.58,
      source: 'register',
    });
  });
});

describe('readRegisterCsv', () => {
  it('reads id, name and HC, an empty HC being a new player at 52', () => {
    const { register, diagnostics } = readRegisterCsv('id;name;hc\n12345;Kari Nordmann;23,5\n23456;Ola Sjødal;\n', 'register.csv');
    expect(diagnostics).toEqual([]);
    expect([...register]).toEqual([
      ['12345', { name: 'Kari Nordmann', hc: 23.5 }],
      ['23456', { name: 'Ola Sjødal', hc: 52 }],
    ]);
  });

  it('names the line of a non-numeric HC', () => {
    const text = 'id,name,hc\n' + Array.from({ length: 12 }, (_, i) => `${i},P${i},20`).join('\n') + '\n99,Bad,abc\n';
    const { diagnostics } = readRegisterCsv(text, 'register.csv');
    expect(diagnostics.map(formatDiagnostic)).toEqual(['register.csv:14: field "hc": "abc" is not a number (expected a handicap like 23.5)']);
  });

  describe('edge cases', () => {
    it('rejects an HC above 52 and a repeated id', () => {
      const { diagnostics } = readRegisterCsv('id,name,hc\n1,A,53\n2,B,10\n2,C,11\n', 'r.csv');
      expect(diagnostics.map(formatDiagnostic)).toEqual([
        'r.csv:2: field "hc": "53" is above the maximum 52 (expected a handicap like 23.5)',
        'r.csv:4: field "id": "2" appears again (first on line 3; expected each member once)',
      ]);
    });

    it('keeps negative HCs', () => {
      expect(readRegisterCsv('id,name,hc\n1,A,-1.25\n', 'r.csv').register.get('1')?.hc).toBe(-1.25);
    });

    it('reports a missing column', () => {
      expect(readRegisterCsv('id,name\n1,A\n', 'r.csv').diagnostics[0]?.code).toBe('missing-column');
    });
  });
});
