import { describe, expect, it } from 'vitest';
import { DiagnosticBag, formatDiagnostic } from '../../../src/base/diagnostics.js';
import { parseDeal, parseVulnerable } from '../../../src/parse/pbn/deal.js';
import { resolveGames } from '../../../src/parse/pbn/games.js';
import { cellValue, parseColumns, parseTable, type ParseTableOptions } from '../../../src/parse/pbn/table.js';
import { tokenizePbn } from '../../../src/parse/pbn/tokenize.js';

function table(text: string, options: ParseTableOptions = {}) {
  const bag = new DiagnosticBag('t.pbn');
  const game = resolveGames(tokenizePbn(text, bag).games, bag)[0];
  const tag = [...(game?.tags.values() ?? [])].find((t) => t.name.endsWith('Table'));
  if (!tag) throw new Error('no table');
  const parsed = parseTable(tag, bag, options);
  return { table: parsed, bag, messages: bag.items.map(formatDiagnostic) };
}

describe('parseColumns', () => {
  it('reads names, \\width, alignment and sort prefixes', () => {
    expect(parseColumns('PairId_NS\\2R;+MP_NS\\4R;-Names\\30L;Contract\\4;Lead')).toEqual([
      { name: 'PairId_NS', width: 2, align: 'R' },
      { name: 'MP_NS', width: 4, align: 'R', sort: 'desc' },
      { name: 'Names', width: 30, align: 'L', sort: 'asc' },
      { name: 'Contract', width: 4 },
      { name: 'Lead' },
    ]);
  });

  it('allows any character but ; in a name', () => {
    expect(parseColumns('Score (NS)\\6R;Mesterpoenggrad\\51R').map((c) => c.name)).toEqual(['Score (NS)', 'Mesterpoenggrad']);
  });
});

describe('parseTable', () => {
  it('builds rows by counting elements against the header, not by line', () => {
    const { table: t, messages } = table('[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R"]\n1 8 4H\nS 9 10 2\n2NT S 9\n');
    expect(messages).toEqual([]);
    expect(t.rows.map((r) => r.cells.map((c) => c.text))).toEqual([
      ['1', '8', '4H', 'S', '9'],
      ['10', '2', '2NT', 'S', '9'],
    ]);
    expect(t.rows.map((r) => r.line)).toEqual([2, 3]);
  });

  it('strips quotes from cells and keeps spaces inside them', () => {
    const { table: t } = table('[TotalScoreTable "PairId;Names;MemberID1"]\n 7 "Sanna Kitti - Milko Nuutila" "1149"\n');
    const row = t.rows[0];
    expect(row?.get('Names')).toEqual({ text: 'Sanna Kitti - Milko Nuutila', quoted: true, line: 2 });
    expect(row?.get('memberid1')?.text).toBe('1149');
  });

  it('treats -, ? and empty cells as having no value', () => {
    const { table: t } = table('[ScoreTable "A;B;C;D"]\n- ? "" "x"\n');
    expect(t.rows[0]?.cells.map(cellValue)).toEqual([undefined, undefined, undefined, 'x']);
  });

  it('keeps ^ on a cell for the reader to see', () => {
    const { table: t } = table('[ScoreTable "Score_NS"]\n^420\n');
    expect(t.rows[0]?.get('Score_NS')?.text).toBe('^420');
  });

  describe('edge cases', () => {
    it('reports a row with too few cells, naming file, line, board and the columns', () => {
      const { table: t, messages } = table('[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 8 4H S 9\n3 12 3NT 9\n5 9 4H S 9\n', { board: 7 });
      expect(messages).toEqual([
        't.pbn:3: field "ScoreTable": board 7: table row has too few cells: found 4, the header [ScoreTable] has 5 columns (PairId_NS;PairId_EW;Contract;Declarer;Result); a quote or a cell may be missing',
      ]);
      expect(t.rows).toHaveLength(2);
    });

    it('is lenient with tables the reader does not use', () => {
      const { bag } = table('[OptimumResultTable "Declarer;Denomination;Result"]\nN S\n', { lenient: true });
      expect(bag.hasErrors()).toBe(false);
      expect(bag.warnings).toHaveLength(1);
    });

    it('reports data under a table that names no columns', () => {
      const { bag } = table('[ScoreTable ""]\n1 2\n');
      expect(bag.hasErrors()).toBe(true);
    });
  });
});

describe('parseDeal and parseVulnerable', () => {
  it('normalises a deal to start with North', () => {
    expect(parseDeal('E:Q75.J2.T9743.AK5 K83.T964.J6.QJT4 92.87.AKQ82.9876 AJT64.AKQ53.5.32')).toEqual({
      ok: true,
      value: 'N:AJT64.AKQ53.5.32 Q75.J2.T9743.AK5 K83.T964.J6.QJT4 92.87.AKQ82.9876',
    });
  });

  it('accepts voids, lower case and ranks out of order', () => {
    expect(parseDeal('n:.87.ak874.at8753 j943.kq64.532.j9 q8762.jt.qjt6.q4 akt5.a9532.9.k62')).toEqual({
      ok: true,
      value: 'N:.87.AK874.AT8753 J943.KQ64.532.J9 Q8762.JT.QJT6.Q4 AKT5.A9532.9.K62',
    });
  });

  it.each([
    ['51 cards', 'N:J63.AKQ8762.92.6 KT754.3.QJ763.87 AQ8.T94.K85.AKQ9 92.J5.AT4.JT543', /has 12 cards/],
    ['a duplicate card', 'N:J63.AKQ8762.92.6 KT754.3.QJ763.87 AQ8.T94.K85.AKQ9 92.J5.AT4.JT5433', /appears twice/],
    ['three hands', 'N:J63.AKQ8762.92.6 KT754.3.QJ763.87 AQ8.T94.K85.AKQ9', /3 hands/],
    ['no first seat', 'J63.AKQ8762.92.6 KT754.3.QJ763.87 AQ8.T94.K85.AKQ9 92.J5.AT4.JT5432', /./],
  ])('rejects %s', (_what, deal, message) => {
    const r = parseDeal(deal);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.expected).toMatch(message);
  });

  it('accepts unknown hands but keeps no deal', () => {
    expect(parseDeal('N:J63.AKQ8762.92.6 - - -')).toEqual({ ok: true, value: undefined });
  });

  it.each([
    ['None', 'None'],
    ['Love', 'None'],
    ['-', 'None'],
    ['NS', 'NS'],
    ['ew', 'EW'],
    ['All', 'Both'],
    ['Both', 'Both'],
  ])('reads Vulnerable "%s" as %s', (text, v) => {
    expect(parseVulnerable(text)).toEqual({ ok: true, value: v });
  });

  it('rejects an unknown Vulnerable value', () => {
    expect(parseVulnerable('Neither').ok).toBe(false);
  });
});
