/**
 * CSV injection through every command that writes CSV: a name or an id from the input that a spreadsheet would
 * run as a formula (`=1+1`, `@SUM(A1)`, `+1+1`, `-1+1`, `=HYPERLINK(…)`) comes out with a leading quote, in
 * whichever writer wrote it; a number stays a number. Score cards (pair, opponent) and the Swiss round (home,
 * away, ns, ew) wrote them raw before the one writer (src/text/csv.ts).
 */
import { describe, expect, it } from 'vitest';
import { csvRecord, csvText } from '../../src/text/csv.js';
import { runInProcess } from '../helpers/cli.js';

const NASTY = ['=1+1', '@SUM(A1)', '+1+1', '-1+1', '=HYPERLINK("http://x","y")'];

/** Every field of a CSV text, unquoted (enough for these files: no line breaks inside a field). */
function fields(csv: string): string[] {
  const out: string[] = [];
  for (const line of csv.split('\n')) {
    const re = /(?:^|,)("(?:[^"]|"")*"|[^,]*)/g;
    for (let m = re.exec(line); m !== null && m[0] !== ''; m = re.exec(line)) {
      const f = m[1] as string;
      out.push(f.startsWith('"') ? f.slice(1, -1).replace(/""/g, '"') : f);
      if (m.index + m[0].length >= line.length) break;
    }
  }
  return out;
}

function expectNeutral(csv: string, what: string): void {
  const bad = fields(csv).filter((f) => /^[=+\-@\t\r]/.test(f) && !/^[+-]?\d+(\.\d+)?$/.test(f) && f !== '=');
  expect(bad, `${what}:\n${csv}`).toEqual([]);
}

describe('the one CSV writer', () => {
  it('neutralises every string cell that starts with a formula character, numbers stay numbers', () => {
    expect(csvText([NASTY])).toBe(`'=1+1,'@SUM(A1),'+1+1,'-1+1,"'=HYPERLINK(""http://x"",""y"")"\n`);
    expect(csvRecord(['\t=cmd', '\r=cmd', '-', 'Oslo BK', 'a=b'])).toBe(`'\t=cmd,"'\r=cmd",'-,Oslo BK,a=b\n`);
    expect(csvRecord([-3, '-1.29', '+1', '=', '-420', 0.5, null, undefined, ''])).toBe('-3,-1.29,+1,=,-420,0.5,,,\n');
    // a cell a writer neutralised already is not quoted twice
    expect(csvRecord(["'=1+1"])).toBe("'=1+1\n");
  });
});

describe('every command that writes CSV', () => {
  // Pairs named by a formula: a travellers file whose pair "numbers" are the names.
  const ids = ['=1+1', '@SUM(A1)', '+1+1', '-1+1'];
  const travellers =
    'board,ns,ew,contract,declarer,result\n' +
    [1, 2].flatMap((b) => [`${b},"${ids[0]}","${ids[1]}",4S,N,=`, `${b},"${ids[2]}","${ids[3]}",4S,N,+1`]).join('\n') +
    '\n';
  const names = `pair,player1,id1,player2,id2\n1,"=HYPERLINK(""http://x"")",@1,+Kari,-2\n2,Ola,3,Per,4\n3,A,5,B,6\n4,C,7,D,8\n`;
  const numbered = 'board,ns,ew,contract,declarer,result\n1,1,2,4S,N,=\n1,3,4,4S,N,-1\n2,1,2,3NT,S,=\n2,3,4,3NT,S,+1\n';

  it.each([
    ['pairs (ranking)', ['pairs', 't.csv', '--format', 'csv']],
    ['pairs --boards', ['pairs', 't.csv', '--format', 'csv', '--boards']],
    ['pairs --scorecards', ['pairs', 't.csv', '--format', 'csv', '--scorecards']],
  ])('%s: pair ids as formulas', async (what, argv) => {
    const r = await runInProcess(argv, { 't.csv': travellers });
    if (r.code !== 0) {
      // a reader that refuses such a pair id is protection too: then nothing is written
      expect(r.code, r.stderr).toBe(1);
      expect(r.stdout).toBe('');
      return;
    }
    expect(r.stdout.length).toBeGreaterThan(0);
    expectNeutral(r.stdout, what);
  });

  it.each([
    ['pairs (ranking) with names', ['pairs', 't.csv', '--names', 'n.csv', '--format', 'csv']],
    ['pairs --scorecards with names', ['pairs', 't.csv', '--names', 'n.csv', '--format', 'csv', '--scorecards']],
  ])('%s', async (what, argv) => {
    const r = await runInProcess(argv, { 't.csv': numbered, 'n.csv': names });
    expect(r.code, r.stderr).toBe(0);
    expectNeutral(r.stdout, what);
  });

  it('score cards: the pair and the opponent of each row', async () => {
    const r = await runInProcess(['pairs', 't.csv', '--format', 'csv', '--scorecards'], { 't.csv': travellers });
    expect(r.code, r.stderr).toBe(0);
    for (const id of ids) expect(r.stdout).toContain(`'${id}`);
    expectNeutral(r.stdout, 'score cards');
  });

  it.each(['teams', 'pairs'])('swiss --kind %s: home, away, ns, ew and the bye', async (kind) => {
    const contestants = `id,name,club,rank\n${['=1+1', '@SUM(A1)', '+1+1', '-1+1', '=HYPERLINK(x)'].map((id, i) => `"${id}",T${i},C${i},${i + 1}`).join('\n')}\n`;
    const r = await runInProcess(['swiss', '--contestants', 'c.csv', '--kind', kind, '--format', 'csv', '--boards-per-round', '8'], { 'c.csv': contestants });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe(kind === 'teams' ? 'round,table,home,away,boards' : 'round,table,ns,ew,boards');
    for (const id of ['=1+1', '@SUM(A1)', '+1+1', '-1+1']) expect(r.stdout).toContain(`'${id}`);
    expectNeutral(r.stdout, `swiss ${kind}`);
  });

  it('teams: team names as formulas, in the standings and the matches', async () => {
    const results = 'round,home,away,imps_home,imps_away,boards,vp_home,vp_away\n1,=1+1,@SUM(A1),30,10,8,16.23,3.77\n1,+1+1,-1+1,20,20,8,10,10\n';
    for (const table of [[], ['--csv-table', 'matches']]) {
      const r = await runInProcess(['teams', 'r.csv', '--format', 'csv', ...table], { 'r.csv': results });
      if (r.code !== 0) continue; // a reader that refuses them writes nothing
      expectNeutral(r.stdout, `teams ${table.join(' ')}`);
    }
  });

  it('movement: generated and suggested movements stay as they were (numbers only)', async () => {
    const g = await runInProcess(['movement', 'suggest', '--pairs', '8', '--boards', '24', '--format', 'csv']);
    expect(g.code, g.stderr).toBe(0);
    expectNeutral(g.stdout, 'movement suggest');
  });
});
