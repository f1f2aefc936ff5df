/**
 * `bridgescore movement …` through the whole program: sizes from --tables or --pairs, the output formats and
 * files, and every usage error with its exit code. The outputs themselves are golden files under
 * examples/movements/golden (test/cli/examples.test.ts runs them).
 */
import { describe, expect, it } from 'vitest';
import { readMovementCsv } from '../../src/parse/csv/movement.js';
import { checkMovement } from '../../src/movement/check-movement.js';
import { runInProcess } from '../helpers/cli.js';

describe('movement howell and mitchell: the size', () => {
  it('takes --pairs instead of --tables: the same movement', async () => {
    const byTables = await runInProcess(['movement', 'howell', '--tables', '6']);
    const byPairs = await runInProcess(['movement', 'howell', '--pairs', '12']);
    expect(byPairs).toMatchObject({ code: 0, stderr: '' });
    expect(byPairs.stdout).toBe(byTables.stdout);
  });

  it('gives an odd number of pairs a half table: the last pair is left out', async () => {
    const odd = await runInProcess(['movement', 'howell', '--pairs', '11']);
    const half = await runInProcess(['movement', 'howell', '--tables', '6', '--half-table']);
    expect(odd.code).toBe(0);
    expect(odd.stdout).toBe(half.stdout);
    expect(odd.stdout).not.toMatch(/,12,|,12$/m);
    const mitchell = await runInProcess(['movement', 'mitchell', '--pairs', '13']);
    expect(mitchell.stdout).toBe((await runInProcess(['movement', 'mitchell', '--tables', '7', '--half-table'])).stdout);
  });

  it.each([
    [['howell', '--tables', '6', '--pairs', '12'], 'error: --tables 6 and --pairs 12 both given (expected one of them)\n'],
    [['mitchell', '--rounds', '5'], 'error: no size given (expected the number of tables, --tables, or of pairs, --pairs)\n'],
    [['howell', '--pairs', '4'], 'error: --pairs 4: a Howell needs at least 5 pairs (3 tables, one of them a half table)\n'],
    [['mitchell', '--pairs', '3'], 'error: --pairs 3: a Mitchell needs at least 5 pairs (3 tables, one of them a half table)\n'],
    [
      ['howell', '--pairs', '12', '--half-table'],
      'error: --half-table contradicts --pairs 12: 12 pairs fill 6 tables (an odd number of pairs leaves a half table by itself)\n',
    ],
    [
      ['howell', '--tables', '2'],
      'error: a Howell can be generated for 3 to 15 tables, not 2 (a complete Howell for 2 tables cannot exist, and 4 pairs play each other in a 2-table Mitchell)\n',
    ],
    [['howell', '--pairs', '32'], 'error: a Howell can be generated for 3 to 15 tables, not 16 (with more tables, play a Mitchell)\n'],
    [
      ['howell', '--tables', 'six'],
      "error: option '--tables <n>' argument 'six' is invalid. \"six\" is not a whole number ≥ 1.\n(run with --help for usage)\n",
    ],
    [['howell', '--tables', '0'], "error: option '--tables <n>' argument '0' is invalid. \"0\" is not a whole number ≥ 1.\n(run with --help for usage)\n"],
    [['howell', '--pairs', '-3'], "error: option '--pairs <n>' argument '-3' is invalid. \"-3\" is not a whole number ≥ 1.\n(run with --help for usage)\n"],
    [
      ['mitchell', '--tables', '99999999999999999999'],
      'error: tables: 100000000000000000000 is not allowed (a Mitchell can be generated for at most 60 tables; split the field into sections)\n',
    ],
    [
      ['howell', '--pairs', '12', '--rounds', '12'],
      'error: a Howell of 6 tables has 2 to 11 rounds, not 12: in 11 rounds every pair has met every other pair\n',
    ],
    [['howell', '--pairs', '6', '--rounds', '6'], 'error: a Howell of 3 tables has 2 to 5 rounds, not 6: in 5 rounds every pair has met every other pair\n'],
    [
      ['howell', '--pairs', '6', '--boards-per-round', '2'],
      'error: the 3-table Howell has all three tables share one set in round 1, which needs at least 3 boards per round, not 2\n',
    ],
    [
      ['mitchell', '--pairs', '14', '--rounds', '8'],
      'error: a Mitchell of 7 tables has at most 7 rounds, not 8: with more, pairs would meet again and replay boards\n',
    ],
    [
      ['mitchell', '--pairs', '14', '--relay'],
      'error: a share-and-relay Mitchell needs an even number of tables, not 7 (with an odd number the plain Mitchell plays all 7 rounds)\n',
    ],
    [['mitchell', '--pairs', '12', '--boards-per-round', '40'], 'error: boards per round: 40 is not allowed (expected at most 36)\n'],
  ])('refuses %j with exit code 2', async (args, stderr) => {
    const r = await runInProcess(['movement', ...args]);
    expect(r).toMatchObject({ code: 2, stdout: '', stderr });
  });

  it.each([
    [['howell', '--pairs', '12', '--format', 'pdf'], /argument 'pdf' is invalid. Allowed choices are csv, html/],
    [['suggest', '--pairs', '12', '--format', 'html'], /argument 'html' is invalid. Allowed choices are table, csv, json/],
    [['suggest'], /required option '--pairs <n>' not specified/],
    [['mitchell', '--tables', '4', '--arrow-switch', '--rounds', '1'], /an arrow-switch needs at least 2 rounds/],
  ])('refuses %j with exit code 2', async (args, stderr) => {
    const r = await runInProcess(['movement', ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(stderr);
  });
});

describe('movement howell and mitchell: the output', () => {
  it('writes -o FILE, nothing on stdout, and the file is a movement that --movement reads and `check --complete` passes', async () => {
    for (const [kind, args] of [
      ['howell', ['movement', 'howell', '--pairs', '14', '--boards-per-round', '2', '-o', 'm.csv']],
      ['mitchell', ['movement', 'mitchell', '--pairs', '16', '--relay', '-o', 'm.csv']],
    ] as const) {
      const r = await runInProcess([...args]);
      expect(r).toMatchObject({ code: 0, stdout: '', stderr: '' });
      const csv = String(r.written.get('m.csv'));
      const read = readMovementCsv(csv, 'm.csv');
      expect(read.diagnostics).toEqual([]);
      expect(checkMovement(read.movement, { complete: kind })).toEqual([]);
      const check = await runInProcess(['movement', 'check', 'm.csv', '--complete', kind], { 'm.csv': csv });
      expect(check).toMatchObject({ code: 0, stdout: '', stderr: '' });
    }
  });

  it('writes cards as one HTML page: a master sheet, guide cards and a card for every table', async () => {
    const r = await runInProcess(['movement', 'howell', '--pairs', '10', '--boards-per-round', '3', '-f', 'html', '--title', 'Club <night>']);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const html = r.stdout;
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('Content-Security-Policy" content="default-src &#39;none&#39;');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<title>Club &lt;night&gt;</title>');
    expect(html.match(/<section class="mv-sheet/g)).toHaveLength(2 + 5);
    for (let t = 1; t <= 5; t++) expect(html).toContain(`<h2>Table ${t}</h2>`);
  });

  it('gives the same bytes on every run', async () => {
    const a = await runInProcess(['movement', 'mitchell', '--pairs', '15', '--arrow-switch', '-f', 'html']);
    const b = await runInProcess(['movement', 'mitchell', '--pairs', '15', '--arrow-switch', '-f', 'html']);
    expect(a.stdout).toBe(b.stdout);
  });
});

describe('a generated movement with travellers', () => {
  it('is the movement `validate` and `pairs --movement` check the travellers against, arrow-switches and sit-outs included', async () => {
    for (const args of [
      ['mitchell', '--pairs', '11', '--arrow-switch', '--boards-per-round', '2'],
      ['howell', '--pairs', '9', '--rounds', '7', '--boards-per-round', '2'],
    ]) {
      const made = await runInProcess(['movement', ...args, '-o', 'm.csv']);
      const csv = String(made.written.get('m.csv'));
      const lines = ['board,round,table,ns,ew,contract,declarer,result'];
      for (const r of readMovementCsv(csv, 'm.csv').movement.rows) {
        if (r.ns === null || r.ew === null) continue;
        const [ns, ew] = r.switched === true ? [r.ew, r.ns] : [r.ns, r.ew];
        for (const b of r.boards) lines.push(`${b},${r.round},${r.table},${ns},${ew},3NT,N,${['=', '+1', '-1'][(b + r.table) % 3]}`);
      }
      const files = { 'm.csv': csv, 't.csv': `${lines.join('\n')}\n` };
      expect(await runInProcess(['validate', 't.csv', '--movement', 'm.csv'], files)).toMatchObject({ code: 0, stderr: '' });
      const scored = await runInProcess(['pairs', 't.csv', '--movement', 'm.csv', '--format', 'csv'], files);
      expect({ args, code: scored.code, errors: scored.stderr.split('\n').filter((l) => l !== '' && !l.includes('warning')) }).toEqual({
        args,
        code: 0,
        errors: [],
      });
    }
  });
});

describe('movement suggest', () => {
  it('lists the movements in CSV with a header and one record each, every command runnable', async () => {
    const r = await runInProcess(['movement', 'suggest', '--pairs', '10', '--boards', '24', '--format', 'csv']);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe(
      'movement,tables,rounds,boards_per_round,boards_played,boards_played_min,boards_in_play,winners,half_table,complete,compared_min,compared_max,ns_rounds_min,ns_rounds_max,command',
    );
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines.slice(1)) {
      const command = line
        .slice(line.lastIndexOf(',') + 1)
        .split(' ')
        .slice(1);
      const run = await runInProcess(command);
      expect({ command, code: run.code, stderr: run.stderr }).toEqual({ command, code: 0, stderr: '' });
    }
  });

  it('writes JSON to -o FILE', async () => {
    const r = await runInProcess(['movement', 'suggest', '--pairs', '9', '--format', 'json', '-o', 's.json']);
    expect(r).toMatchObject({ code: 0, stdout: '' });
    const json = JSON.parse(String(r.written.get('s.json'))) as { pairs: number; boards: number; movements: { halfTable: boolean }[] };
    expect([json.pairs, json.boards]).toEqual([9, 24]);
    expect(json.movements.every((m) => m.halfTable)).toBe(true);
  });

  it('says so when nothing fits', async () => {
    const r = await runInProcess(['movement', 'suggest', '--pairs', '30', '--boards', '7']);
    expect(r).toMatchObject({ code: 0, stdout: 'Movements for 30 pairs (15 tables), about 7 boards\nnone: try another number of boards (--boards)\n' });
  });

  it.each([
    [['--pairs', '4'], 'error: pairs: 4 is not allowed (expected 5 to 100 pairs: fewer cannot fill 3 tables)\n'],
    [['--pairs', '101'], 'error: pairs: 101 is not allowed (expected 5 to 100 pairs: fewer cannot fill 3 tables)\n'],
    [['--pairs', '12', '--boards', '3'], 'error: boards: 3 is not allowed (expected 4 to 200 boards per pair)\n'],
  ])('refuses %j with exit code 2', async (args, stderr) => {
    expect(await runInProcess(['movement', 'suggest', ...args])).toMatchObject({ code: 2, stdout: '', stderr });
  });
});
