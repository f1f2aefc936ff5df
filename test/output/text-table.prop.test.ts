/**
 * The box tables are the layout the terminal outputs have always had (that of cli-table3 with a bold head, no
 * colours on borders and no rule between rows): the same text for any cells, widths and alignments.
 */
import { Chalk } from 'chalk';
import Table from 'cli-table3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayWidth, TextTable, type Align } from '../../src/text/text-table.js';

const chalk = new Chalk({ level: 1 });
const COMPACT = { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' };

function reference(head: string[], rows: string[][], align: Align[]): string {
  const t = new Table({ head, style: { head: [], border: [] }, chars: COMPACT, colAligns: align });
  for (const r of rows) t.push(r);
  return t.toString();
}

const text = fc.oneof(
  fc.constantFrom('', '1', '203.9', '3=', 'Kari Nordmann - Ola Sjødal', 'Åse Kjær', '−1.50', 'Ö-V', '72.83', 'bye'),
  fc.string({ maxLength: 12 }).filter((s) => !/[\u0000-\u001f\u007f-\u009f]/.test(s) && displayWidth(s) === [...s].length),
  fc.string({ maxLength: 5 }).map((s) => chalk.yellow(s.replace(/[\u0000-\u001f\u007f-\u009f]/g, ''))),
);

describe('TextTable', () => {
  it('lays out any table as the terminal outputs did', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 6 })
          .chain((cols) =>
            fc.tuple(
              fc.array(text, { minLength: cols, maxLength: cols }),
              fc.array(fc.array(text, { minLength: cols, maxLength: cols }), { maxLength: 8 }),
              fc.array(fc.constantFrom<Align>('left', 'right'), { minLength: cols, maxLength: cols }),
            ),
          ),
        ([head, rows, align]) => {
          const bold = head.map((h) => chalk.bold(h));
          expect(new TextTable({ head: bold, align }).push(...rows).toString()).toBe(reference(bold, rows, align));
        },
      ),
      { seed: 20261201, numRuns: 300 },
    );
  });

  it('counts what a terminal shows: no room for colour, two for a wide character, none for a combining mark', () => {
    expect(displayWidth(chalk.bold('Rank'))).toBe(4);
    expect(displayWidth('日本')).toBe(4);
    expect(displayWidth('e\u0301')).toBe(1);
  });

  it('prints a ranking of 40,000 rows (linear, not quadratic)', () => {
    const t = new TextTable({ head: ['Rank', 'Pair'], align: ['right', 'left'] });
    for (let i = 1; i <= 40_000; i++) t.push([String(i), String(i)]);
    expect(t.toString().split('\n')).toHaveLength(40_003);
  });
});
