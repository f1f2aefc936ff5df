import { describe, expect, it } from 'vitest';
import { readMovementCsv } from '../../src/parse/csv/movement.js';

describe('a movement file with very many problems', () => {
  it('reports every one instead of overflowing the stack', () => {
    // 200,000 rows without pairs: one warning each, more than a call can take as arguments
    const lines = ['round,table,ns,ew,boards'];
    for (let t = 1; t <= 200_000; t++) lines.push(`1,${t},0,0,1`);
    const read = readMovementCsv(`${lines.join('\n')}\n`, 'm.csv');
    expect(read.diagnostics.filter((d) => d.code === 'movement-empty-table')).toHaveLength(200_000);
  });
});
