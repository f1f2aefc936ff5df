/**
 * `pairs --members FILE`: the players' federation numbers against the member list — an unknown number, a
 * number on two players, a player with none — and names filled from the list where the input has only the
 * number; a federation report (USEBIO) is refused while a number is not valid; a bad list is exit 1 naming its
 * line and field.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { readMembersCsv } from '../../src/parse/csv/members.js';

const TRAVELLERS = 'examples/club-session/travellers.csv';
const NAMES = readFileSync('examples/club-session/names.csv', 'utf8').replace(/\r\n/g, '\n');

/** Every player of the club example in the list, as its names file has them. */
function fullList(): string {
  const rows = ['number,name,club'];
  for (const line of NAMES.trim().split('\n').slice(1)) {
    const [, p1, id1, p2, id2] = line.split(',');
    rows.push(`${id1},${p1},Club`, `${id2},${p2},Club`);
  }
  return rows.join('\n') + '\n';
}

async function run(names: string, members: string, extra: string[] = []) {
  return runInProcess(['pairs', TRAVELLERS, '--names', 'names.csv', '--members', 'members.csv', ...extra], {
    [TRAVELLERS]: readFileSync(TRAVELLERS),
    'names.csv': names,
    'members.csv': members,
  });
}

describe('--members', () => {
  it('finds nothing to say when every number is in the list', async () => {
    const r = await run(NAMES, fullList());
    expect(r.code).toBe(0);
    expect(r.stderr).not.toMatch(/members\.csv/);
  });

  it('names an unknown number, a number on two players and a player without one', async () => {
    const names = NAMES.replace('Kari Nordmann,10002', 'Kari Nordmann,99999')
      .replace('Per Åström,10005', 'Per Åström,10003')
      .replace('Ingrid Græsholt,10004', 'Ingrid Græsholt,');
    const r = await run(names, fullList());
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/pair 1: Kari Nordmann has number 99999, which is not in the member list/);
    expect(r.stderr).toMatch(/number 10003 is on two players \(pairs 1, 2/);
    expect(r.stderr).toMatch(/pair 2: Ingrid Græsholt has no member number/);
  });

  it('fills a name from the list where the input gives only the number', async () => {
    const names = NAMES.replace('Kari Nordmann,10002', ',10002');
    const r = await run(names, fullList(), ['--format', 'json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/number 10002 named Kari Nordmann from the member list/);
    const doc = JSON.parse(r.stdout) as { ranking: { pair: string; players: { name: string; id: string }[] }[] };
    const pair1 = doc.ranking.find((x) => x.pair === '1');
    expect(pair1?.players[0]).toEqual({ name: 'Kari Nordmann', id: '10002' });
  });

  it('refuses the federation report (USEBIO) while a number is not valid, and writes nothing', async () => {
    const names = NAMES.replace('Kari Nordmann,10002', 'Kari Nordmann,99999');
    const r = await run(names, fullList(), ['--format', 'usebio', '-o', 'report.xml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/members\.csv: .*1 player number is not valid/);
    expect(r.written.size).toBe(0);
    const ok = await run(NAMES, fullList(), ['--format', 'usebio', '-o', 'report.xml']);
    expect(ok.code).toBe(0);
    expect(ok.written.has('report.xml')).toBe(true);
  });

  it('reads a bad list as bad data naming the line and field', async () => {
    const r = await run(NAMES, 'number,name\n12a,Kari\n1,A\n1,B\n');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/members\.csv:2: .*number/);
    const read = readMembersCsv('number,name\n12a,Kari\n1,A\n1,B\n' + '9'.repeat(400) + ',C\n', 'm.csv');
    expect(read.diagnostics.map((d) => [d.line, d.code])).toEqual([
      [2, 'bad-member-number'],
      [4, 'duplicate-member'],
      [5, 'bad-member-number'],
    ]);
  });
});
