/**
 * The double-dummy table and par written back into PBN (BridgeComposer's tags and PBN 2.1's table), and read
 * again by our own reader.
 */
import { describe, expect, it } from 'vitest';
import type { BoardInfo, DoubleDummyTable } from '../../../src/model/types.js';
import { analysisTags, optimumResultTableLines } from '../../../src/output/pbn/hand-record-tags.js';
import { parseDoubleDummyTricks } from '../../../src/laws/double-dummy.js';
import { readHandRecord } from '../../../src/parse/pbn/hand-record.js';

const t = parseDoubleDummyTricks('2333223332aaaabaaaab');
const DD = (t.ok ? t.value : undefined) as DoubleDummyTable;

describe('analysisTags', () => {
  it.each<[BoardInfo['par'], string[]]>([
    [
      { scoreNS: -430, contracts: [{ level: 3, strain: 'NT', risk: '', declarers: ['E', 'W'], tricks: 10 }], source: 'file' },
      ['[OptimumScore "EW 430"]', '[ParContract "EW 3N+1"]'],
    ],
    [
      { scoreNS: -500, contracts: [{ level: 4, strain: 'S', risk: 'X', declarers: ['N', 'S'], tricks: 7 }], source: 'computed' },
      ['[OptimumScore "NS -500"]', '[ParContract "NS 4SX-3"]'],
    ],
    [
      {
        scoreNS: -600,
        contracts: [
          { level: 5, strain: 'C', risk: '', declarers: ['E', 'W'], tricks: 11 },
          { level: 5, strain: 'D', risk: '', declarers: ['E', 'W'], tricks: 11 },
        ],
        source: 'file',
      },
      ['[OptimumScore "EW 600"]', '[ParContract "EW 5C=; EW 5D="]'],
    ],
    [{ scoreNS: 0, contracts: [], source: 'computed' }, ['[OptimumScore "NS 0"]', '[ParContract "Pass"]']],
    [{ scoreNS: 140, contracts: [], source: 'file' }, ['[OptimumScore "NS 140"]']],
  ])('%j', (par, lines) => {
    expect(analysisTags({ board: 1, ...(par ? { par } : {}) })).toEqual(lines);
  });

  it('writes the table as DoubleDummyTricks and as the OptimumResultTable, and nothing for a board without them', () => {
    expect(analysisTags({ board: 1, doubleDummy: DD })).toEqual(['[DoubleDummyTricks "2333223332aaaabaaaab"]']);
    const table = optimumResultTableLines({ board: 1, doubleDummy: DD });
    expect(table.slice(0, 3)).toEqual(['[OptimumResultTable "Declarer\\1L;Denomination\\2R;Result\\2R"]', 'N NT  2', 'N  S  3']);
    expect(table).toHaveLength(21);
    expect(analysisTags(undefined)).toEqual([]);
    expect(optimumResultTableLines({ board: 1 })).toEqual([]);
  });

  it('reads back as it was written', () => {
    const par = { scoreNS: -500, contracts: [{ level: 4, strain: 'S', risk: 'X', declarers: ['N', 'S'], tricks: 7 }], source: 'file' } as const;
    const info: BoardInfo = { board: 1, doubleDummy: DD, par };
    const text = ['[Board "1"]', '[Dealer "N"]', '[Vulnerable "None"]', ...analysisTags(info), ...optimumResultTableLines(info)].join('\n');
    const back = readHandRecord(new TextEncoder().encode(text), 'x.pbn');
    expect(back.boards[0]?.doubleDummy).toEqual(DD);
    expect(back.boards[0]?.par).toEqual(par);
  });
});
