import { describe, expect, it } from 'vitest';
import { readNamesCsv } from '../../../src/parse/csv/names.js';

describe('readNamesCsv', () => {
  it('reads player1/player2 columns with ids', () => {
    const r = readNamesCsv('pair,player1,id1,player2,id2\n1,Kari Nordmann,10002,Ola Sjødal,10003\n', 'names.csv');
    expect(r.diagnostics).toEqual([]);
    expect(r.participants).toEqual([
      {
        pair: '1',
        players: [
          { name: 'Kari Nordmann', id: '10002' },
          { name: 'Ola Sjødal', id: '10003' },
        ],
        name: 'Kari Nordmann - Ola Sjødal',
      },
    ]);
  });

  it('splits a names column into players', () => {
    const r = readNamesCsv('pair,names\n3,Solveig Bø - Tor Østby\n4,Marit Lie & Jon Haugen\n', 'names.csv');
    expect(r.participants.map((p) => [p.pair, p.name, p.players.map((x) => x.name)])).toEqual([
      ['3', 'Solveig Bø - Tor Østby', ['Solveig Bø', 'Tor Østby']],
      ['4', 'Marit Lie & Jon Haugen', ['Marit Lie', 'Jon Haugen']],
    ]);
  });

  it('reads sections and directions', () => {
    const r = readNamesCsv('pair,names,section,direction\n1,A - B,A,NS\n1,C - D,A,E-W\n', 'names.csv');
    expect(r.diagnostics).toEqual([]);
    expect(r.participants.map((p) => [p.pair, p.section, p.direction])).toEqual([
      ['1', 'A', 'NS'],
      ['1', 'A', 'EW'],
    ]);
  });

  describe('edge cases', () => {
    it('reports a pair listed twice, naming the first line', () => {
      const r = readNamesCsv('pair,names\n1,A - B\n1,C - D\n', 'names.csv');
      expect(r.diagnostics).toEqual([
        expect.objectContaining({ code: 'duplicate-pair', line: 3, field: 'pair', message: 'pair 1 is listed twice (first on line 2)' }),
      ]);
    });

    it('requires a names column or player columns', () => {
      expect(readNamesCsv('pair,club\n1,Oslo\n', 'names.csv').diagnostics).toEqual([expect.objectContaining({ code: 'missing-column', line: 1 })]);
    });

    it('reports a bad direction and a missing pair number', () => {
      const r = readNamesCsv('pair,names,direction\n1,A - B,north\n,C - D,NS\n', 'names.csv');
      expect(r.diagnostics.map((d) => [d.line, d.field])).toEqual([
        [2, 'direction'],
        [3, 'pair'],
      ]);
    });
  });
});
