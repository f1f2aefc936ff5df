/**
 * A names file that names only some pairs: those pairs take its names, every other pair keeps the names the
 * results give (a `.bws`'s PlayerNumbers) or none, with one warning that lists them — never an error, never
 * every pair to retype.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { bridgemateDir } from '../helpers/fixtures.js';

const BWS = new Uint8Array(readFileSync(join(bridgemateDir, 'club-2026-01-19.bws')));

interface Row {
  pair: string;
  direction: string;
  names: string;
}

function rows(csv: string): Row[] {
  const [head, ...lines] = csv.trim().split('\n');
  const cols = (head as string).split(',');
  return lines.map((l) => {
    const c = l.split(',');
    return { pair: c[cols.indexOf('pair')] as string, direction: c[cols.indexOf('direction')] as string, names: c[cols.indexOf('names')] as string };
  });
}

describe('a names file for some of the pairs', () => {
  it('renames only the pair it lists in a .bws; every other pair keeps its names from the file', async () => {
    const before = rows((await runInProcess(['pairs', 'club.bws', '-f', 'csv'], { 'club.bws': BWS })).stdout);
    const names = 'pair,direction,player1,player2\n4,NS,Ny Spiller,Annen Spiller\n';
    const r = await runInProcess(['pairs', 'club.bws', '--names', 'names.csv', '-f', 'csv'], { 'club.bws': BWS, 'names.csv': names });
    expect(r.code, r.stderr).toBe(0);
    const after = rows(r.stdout);
    expect(after.find((x) => x.pair === '4' && x.direction === 'NS')?.names).toBe('Ny Spiller - Annen Spiller');
    for (const x of after.filter((y) => !(y.pair === '4' && y.direction === 'NS'))) {
      expect(x.names, `${x.direction} ${x.pair}`).toBe(before.find((y) => y.pair === x.pair && y.direction === x.direction)?.names);
    }
    expect(r.stderr.match(/is not in names\.csv|are not in names\.csv/g)).toHaveLength(1);
  });

  it('leaves a pair of a traveller CSV that the file does not list unnamed, with one warning', async () => {
    const t = readFileSync('examples/club-session/travellers.csv');
    const full = readFileSync('examples/club-session/names.csv', 'utf8');
    const without4 = full
      .split('\n')
      .filter((l) => !l.startsWith('4,'))
      .join('\n');
    const r = await runInProcess(['pairs', 't.csv', '--names', 'n.csv', '-f', 'csv'], { 't.csv': t, 'n.csv': without4 });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/warning: pair 4 is not in n\.csv: it keeps the names the results give, or none/);
    const four = rows(r.stdout).find((x) => x.pair === '4');
    expect(four?.names).toBe('');
    const all = await runInProcess(['pairs', 't.csv', '--names', 'n.csv', '-f', 'csv'], { 't.csv': t, 'n.csv': full });
    // the places and the scores are the same with or without the name
    const strip = (csv: string) => csv.replace(/,Marit Lie - Jon Haugen,10008;10009,/, ',,,');
    expect(strip(all.stdout)).toBe(r.stdout);
  });
});
