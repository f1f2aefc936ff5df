/**
 * An event of several sessions where a pair missed one (examples/two-sessions without pair 7 in the second
 * evening): by default (NBF 3.3.1, most points wins) the pair is ranked on its total against a whole event,
 * so its good first evening does not outrank two whole evenings; `--partial-sessions every-session` leaves it
 * unranked; `percentage` keeps its own percentage. The page and the table say which.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

const DIR = 'examples/two-sessions';
const EVENING_2 = readFileSync(`${DIR}/evening-2.csv`, 'utf8')
  .split('\n')
  .filter((l, i) => i === 0 || (l.split(',')[3] !== '7' && l.split(',')[4] !== '7'))
  .join('\n');
const FILES = { 'e1.csv': readFileSync(`${DIR}/evening-1.csv`), 'e2.csv': EVENING_2, 'names.csv': readFileSync(`${DIR}/names.csv`) };

interface Row {
  rank: string;
  pair: string;
  mp: string;
  max: string;
  percentage: string;
}

async function ranking(extra: string[]): Promise<Row[]> {
  const r = await runInProcess(['pairs', 'e1.csv', 'e2.csv', '--session-per-file', '--names', 'names.csv', '-f', 'csv', ...extra], FILES);
  expect(r.code, r.stderr).toBe(0);
  const [head, ...lines] = r.stdout.trim().split('\n');
  const cols = (head as string).split(',');
  return lines.map((l) => {
    const cells = l.split(',');
    const at = (name: string) => cells[cols.indexOf(name)] as string;
    return { rank: at('rank'), pair: at('pair'), mp: at('mp'), max: at('max'), percentage: at('percentage') };
  });
}

describe('a pair that missed a session', () => {
  it('is ranked on its total against a whole event by default (NBF 3.3.1), below every pair with more points', async () => {
    const rows = await ranking([]);
    const seven = rows.find((r) => r.pair === '7') as Row;
    const full = rows.filter((r) => r.pair !== '7');
    expect(seven.max).toBe(full[0]?.max);
    expect(Number(seven.percentage)).toBeCloseTo((Number(seven.mp) * 100) / Number(seven.max), 2);
    for (const r of full) {
      if (Number(r.mp) > Number(seven.mp)) expect(Number(r.rank), r.pair).toBeLessThan(Number(seven.rank));
    }
    // its own percentage over the one evening would have won
    const own = await ranking(['--partial-sessions', 'percentage']);
    expect(own[0]?.pair).toBe('7');
    expect(rows[0]?.pair).not.toBe('7');
  });

  it('is listed unranked with every-session', async () => {
    const rows = await ranking(['--partial-sessions', 'every-session']);
    const seven = rows.find((r) => r.pair === '7') as Row;
    expect(seven.rank).toBe('');
    expect(rows.filter((r) => r.rank !== '').map((r) => r.pair)).not.toContain('7');
  });

  it('is said on the page and under the table', async () => {
    const page = await runInProcess(['pairs', 'e1.csv', 'e2.csv', '--session-per-file', '--names', 'names.csv', '-f', 'html'], FILES);
    expect(page.stdout).toContain('Pair 7 played 1 of 2 sessions: ranked on its total against a whole event (NBF 3.3.1).');
    const nb = await runInProcess(
      ['pairs', 'e1.csv', 'e2.csv', '--session-per-file', '--names', 'names.csv', '--lang', 'nb', '--partial-sessions', 'every-session'],
      FILES,
    );
    expect(nb.stdout).toContain('par 7 spilte 1 av 2 sesjoner: ikke rangert (alle sesjoner kreves)');
  });

  it('changes nothing when every pair played every session', async () => {
    const files = { ...FILES, 'e2.csv': readFileSync(`${DIR}/evening-2.csv`) };
    const a = await runInProcess(['pairs', 'e1.csv', 'e2.csv', '--session-per-file', '-f', 'csv'], files);
    const b = await runInProcess(['pairs', 'e1.csv', 'e2.csv', '--session-per-file', '-f', 'csv', '--partial-sessions', 'percentage'], files);
    expect(a.stdout).toBe(b.stdout);
  });
});
